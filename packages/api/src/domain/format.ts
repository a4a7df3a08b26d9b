/** SPEC.md §9: "Defaults: duration 120 min, seasons 1, rating 'N/A'." */
export const DEFAULT_DURATION_MINUTES = 120;
export const DEFAULT_SEASON_COUNT = 1;
export const MISSING_RATING_TEXT = "N/A";

/** A number from a number or numeric text; null for anything else. */
function toNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string" && value.trim() !== "") {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/**
 * SPEC.md §3: "rating/vote_average (one decimal, N/A if missing)": the text
 * every page shows for a rating, null when there is none (missing,
 * unparsable, or 0, which the metadata service gives a title nobody voted
 * on); components show 'N/A' for none.
 */
export function ratingText(rating: unknown): string | null {
  const value = toNumber(rating);
  return value === null || value <= 0 ? null : value.toFixed(1);
}

export interface Dated {
  release_date?: string | null | undefined;
  first_air_date?: string | null | undefined;
  releaseDate?: string | null | undefined;
  year?: number | string | null | undefined;
}

/**
 * SPEC.md §3: "year (from release date or first air date)". A date that
 * does not start with a four-digit year gives null, never NaN.
 */
export function yearOf(item: Dated): number | null {
  for (const date of [item.release_date, item.first_air_date, item.releaseDate]) {
    const match = typeof date === "string" ? /^(\d{4})/.exec(date.trim()) : null;
    if (match) return Number(match[1]);
  }
  const year = toNumber(item.year);
  return year !== null && Number.isInteger(year) && year > 0 ? year : null;
}

/**
 * SPEC.md §2 admin table: duration "shown 'Xs Ydk' or N/A" (saat, dakika);
 * under an hour only the minutes, '55dk', not '0s 55dk' (issue 31).
 * Missing or non-positive minutes give N/A.
 */
export function durationText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined || !(minutes > 0)) return MISSING_RATING_TEXT;
  const whole = Math.round(minutes);
  const hours = Math.floor(whole / 60);
  return hours === 0 ? `${whole}dk` : `${hours}s ${whole % 60}dk`;
}

/**
 * A running time as pages show it (a film's, an episode's): "45dk", "2s",
 * "2s 15dk"; null when unknown. The admin table writes its own 'Xs Ydk'
 * (durationText).
 */
export function runtimeText(minutes: number | null | undefined): string | null {
  if (minutes === null || minutes === undefined || !(minutes > 0)) return null;
  return hoursAndMinutes(Math.round(minutes));
}

/** Whole minutes in the site's words: "12dk", "1s 12dk", "2s". */
function hoursAndMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}dk`;
  return rest === 0 ? `${hours}s` : `${hours}s ${rest}dk`;
}

/** Minutes for a card, with SPEC.md §9's default of 120 when unknown. */
export function durationOrDefault(minutes: number | null | undefined): number {
  return minutes !== null && minutes !== undefined && minutes > 0
    ? minutes
    : DEFAULT_DURATION_MINUTES;
}

/**
 * SPEC.md §2: sorting by duration uses "the digits of the duration text".
 * Text in our own 'Xs Ydk' form is read back as minutes (so "2s 5dk" = 125
 * sorts above "1s 59dk" = 119, which the bare digits 25 and 159 would get
 * wrong); any other text gives its digits ("120 dk" → 120, "95 min" → 95).
 */
export function minutesFromDurationText(text: string | null | undefined): number | null {
  if (!text) return null;
  const hoursAndMinutes = /(\d+)\s*s\s*(\d+)\s*dk/i.exec(text);
  if (hoursAndMinutes) return Number(hoursAndMinutes[1]) * 60 + Number(hoursAndMinutes[2]);
  const digits = text.replace(/\D/g, "");
  return digits ? Number(digits) : null;
}

/**
 * A place in a video or time left in it, from seconds, in the site's
 * duration words: "45sn" under a minute, then whole minutes "12dk",
 * "1s 12dk", "2s" (issue 14: "Kaldığın yer: 1s 12dk", "12dk kaldı").
 * Seconds are cut to the whole minute; negative or missing ones give "0sn".
 */
export function playbackTimeText(seconds: number | null | undefined): string {
  const total = seconds !== null && seconds !== undefined && seconds > 0 ? seconds : 0;
  if (total < 60) return `${Math.floor(total)}sn`;
  return hoursAndMinutes(Math.floor(total / 60));
}

/** A bare language code ('en', 'tr', 'pt-BR'); anything else is already a name. */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[a-z]{2})?$/i;

/**
 * 'Dil: en' shows a code: a language code reads as its Turkish name
 * ('en' → 'İngilizce', issue 17). A name, or a code no locale data knows,
 * stays as written.
 */
export function languageName(language: string): string {
  const text = language.trim();
  if (!LANGUAGE_CODE.test(text)) return language;
  try {
    const name = new Intl.DisplayNames(["tr"], { type: "language", fallback: "none" }).of(text);
    return name ? name.charAt(0).toLocaleUpperCase("tr") + name.slice(1) : language;
  } catch {
    return language;
  }
}
