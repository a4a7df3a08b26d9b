/**
 * The admin's add/edit film form as data: values as typed, the contract's
 * rules (openapi/catalog.yaml MovieInput) checked before sending, with
 * Turkish messages per field, and the server's validation problems mapped
 * back onto the same fields. The integration test holds these rules against
 * the real service, so the two cannot drift apart unnoticed.
 */
import { CatalogError, type Movie, type MovieInput, type Problem } from "../catalog/client";
import { asList } from "../domain/text";
import { safeUrl } from "../domain/safeUrl";

/** openapi/catalog.yaml MovieInput limits, one name each. */
export const FILM_LIMITS = {
  titleMaxLength: 200,
  originalTitleMaxLength: 200,
  descriptionMaxLength: 5000,
  genreMaxItems: 20,
  genreMaxLength: 100,
  durationMin: 1,
  durationMax: 1000,
  ratingMin: 0,
  ratingMax: 10,
  totalSeasonsMin: 0,
  totalSeasonsMax: 200,
  directorMaxLength: 200,
  directorMaxItems: 50,
  addressMaxLength: 500,
  languagesMaxItems: 10,
} as const;

/** Every field of MovieInput: what a PUT must carry over from the stored record. */
const MOVIE_INPUT_KEYS = [
  "title",
  "originalTitle",
  "description",
  "type",
  "genre",
  "category",
  "releaseDate",
  "duration",
  "runtime",
  "videoUrl",
  "poster",
  "backdrop",
  "director",
  "cast",
  "country",
  "language",
  "rating",
  "views",
  "likes",
  "comments",
  "ageRating",
  "quality",
  "featured",
  "trending",
  "status",
  "totalSeasons",
  "seasons",
  "tmdbId",
  "imdbId",
  "budget",
  "boxOffice",
  "externalRating",
  "criticsScore",
  "audio",
  "subtitles",
] as const satisfies readonly (keyof MovieInput)[];

// Fails to compile when the contract gains a field this list does not carry over.
type MissingInputKey = Exclude<keyof MovieInput, (typeof MOVIE_INPUT_KEYS)[number]>;
const everyInputKeyListed: MissingInputKey extends never ? true : MissingInputKey = true;
void everyInputKeyListed;

/**
 * The editable part of a stored title. PUT replaces the whole record, so an
 * edit starts from this and changes only the form's fields: cast, seasons,
 * views and the rest survive.
 */
export function movieInputOf(movie: Movie): MovieInput {
  const input: Record<string, unknown> = {};
  for (const key of MOVIE_INPUT_KEYS) {
    if (movie[key] !== undefined && movie[key] !== null) input[key] = movie[key];
  }
  return input as unknown as MovieInput;
}

/** The form's fields, as the inputs hold them (text, except the two checkboxes). */
export interface FilmFormValues {
  title: string;
  originalTitle: string;
  type: "movie" | "series";
  status: "active" | "passive";
  /** Comma separated. */
  genres: string;
  /** YYYY-MM-DD, as a date input gives it; empty for none. */
  releaseDate: string;
  /** Minutes. */
  duration: string;
  rating: string;
  totalSeasons: string;
  /** Comma separated when there are several. */
  director: string;
  poster: string;
  videoUrl: string;
  description: string;
  /** Audio languages, comma separated codes ("tr, en"). */
  audio: string;
  /** Subtitle languages, comma separated codes. */
  subtitles: string;
  featured: boolean;
  trending: boolean;
}

export type FilmField = keyof FilmFormValues;
export type FilmFieldErrors = Partial<Record<FilmField, string>>;

export const EMPTY_FILM_FORM: FilmFormValues = {
  title: "",
  originalTitle: "",
  type: "movie",
  status: "active",
  genres: "",
  releaseDate: "",
  duration: "",
  rating: "",
  totalSeasons: "",
  director: "",
  poster: "",
  videoUrl: "",
  description: "",
  audio: "",
  subtitles: "",
  featured: false,
  trending: false,
};

const numberText = (value: number | undefined) => (value === undefined ? "" : String(value));

/** The form filled from a stored title (edit), or empty (add). */
export function filmFormValues(movie?: Movie): FilmFormValues {
  if (!movie) return { ...EMPTY_FILM_FORM };
  return {
    title: movie.title,
    originalTitle: movie.originalTitle ?? "",
    type: movie.type,
    status: movie.status === "active" ? "active" : "passive",
    genres: movie.genre.join(", "),
    releaseDate: movie.releaseDate ?? "",
    duration: numberText(movie.duration ?? movie.runtime),
    rating: numberText(movie.rating),
    totalSeasons: numberText(movie.totalSeasons),
    director: asList(movie.director).join(", "),
    poster: movie.poster ?? "",
    videoUrl: movie.videoUrl ?? "",
    description: movie.description ?? "",
    audio: (movie.audio ?? []).join(", "),
    subtitles: (movie.subtitles ?? []).join(", "),
    featured: movie.featured,
    trending: movie.trending,
  };
}

/** "Drama, Bilim Kurgu," → ["Drama", "Bilim Kurgu"]: trimmed, empty parts dropped. */
export function splitList(text: string): string[] {
  return text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** "TR, en, tr" → ["tr", "en"]: language codes lower-cased, each once. */
export function splitLanguages(text: string): string[] {
  return [...new Set(splitList(text).map((code) => code.toLowerCase()))];
}

/** A typed number: empty is none; a Turkish decimal comma is read as a point. */
function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return Number(trimmed.replace(",", "."));
}

/**
 * The request body for POST (no base) or PUT (the stored record's input as
 * base). Text is trimmed; an emptied field is removed from the record. The
 * values are not checked here: see validateFilmForm.
 */
export function filmInputFromForm(values: FilmFormValues, base?: MovieInput): MovieInput {
  const input: Record<string, unknown> = { ...base };
  const set = (key: keyof MovieInput, value: unknown) => {
    const empty = value === undefined || value === "" || (Array.isArray(value) && !value.length);
    if (empty) delete input[key];
    else input[key] = value;
  };
  set("title", values.title.trim());
  // Required by the contract: an emptied title is sent as empty for the server to refuse too.
  input.title ??= "";
  set("originalTitle", values.originalTitle.trim());
  input.type = values.type;
  set("status", values.status);
  set("genre", splitList(values.genres));
  set("releaseDate", values.releaseDate.trim());
  set("duration", parseNumber(values.duration));
  // The form edits one duration; the older alias would otherwise shadow nothing but confuse.
  delete input.runtime;
  set("rating", parseNumber(values.rating));
  set("totalSeasons", parseNumber(values.totalSeasons));
  const directors = splitList(values.director);
  // One name is sent as text, unless the record already kept its directors as a list.
  const asArray = directors.length > 1 || Array.isArray(base?.director);
  set("director", asArray ? directors : directors[0]);
  set("poster", values.poster.trim());
  set("videoUrl", values.videoUrl.trim());
  set("description", values.description.trim());
  set("audio", splitLanguages(values.audio));
  set("subtitles", splitLanguages(values.subtitles));
  input.featured = values.featured;
  input.trending = values.trending;
  return input as unknown as MovieInput;
}

/** Length in code points, as JSON Schema's maxLength counts ("ş" is one). */
const length = (text: string) => [...text].length;

/** A real calendar date in the contract's `format: date` form (2024-02-30 is not). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const L = FILM_LIMITS;

/** Turkish field messages; each names the rule, so one text serves the client and server checks. */
export const FILM_FORM_MESSAGES = {
  titleRequired: "Başlık zorunludur.",
  title: `Başlık 1 ile ${L.titleMaxLength} karakter arasında olmalıdır.`,
  originalTitle: `Orijinal başlık en fazla ${L.originalTitleMaxLength} karakter olabilir.`,
  type: "İçerik türü Film veya Dizi olmalıdır.",
  status: "Durum Aktif veya Pasif olmalıdır.",
  genres: `En fazla ${L.genreMaxItems} tür girilebilir; her tür en fazla ${L.genreMaxLength} karakter olabilir.`,
  releaseDate: "Geçerli bir tarih girin (YYYY-AA-GG).",
  duration: `Süre ${L.durationMin} ile ${L.durationMax} arasında tam sayı (dakika) olmalıdır.`,
  rating: `Puan ${L.ratingMin} ile ${L.ratingMax} arasında bir sayı olmalıdır.`,
  totalSeasons: `Sezon sayısı ${L.totalSeasonsMin} ile ${L.totalSeasonsMax} arasında tam sayı olmalıdır.`,
  director: `En fazla ${L.directorMaxItems} yönetmen girilebilir; her biri en fazla ${L.directorMaxLength} karakter olabilir.`,
  poster: `Afiş adresi http://, https:// ya da / ile başlamalı ve en fazla ${L.addressMaxLength} karakter olabilir.`,
  videoUrl: `Video adresi http://, https:// ya da / ile başlamalı ve en fazla ${L.addressMaxLength} karakter olabilir.`,
  description: `Açıklama en fazla ${L.descriptionMaxLength} karakter olabilir.`,
  audio: `Ses dilleri en fazla ${L.languagesMaxItems} dil kodu olabilir (ör. tr, en).`,
  subtitles: `Altyazı dilleri en fazla ${L.languagesMaxItems} dil kodu olabilir (ör. tr, en).`,
  featured: "Öne çıkan alanı geçersiz.",
  trending: "Trend alanı geçersiz.",
} as const satisfies Record<FilmField | "titleRequired", string>;

function integerIn(text: string, min: number, max: number): boolean {
  const value = parseNumber(text);
  return value === undefined || (Number.isInteger(value) && value >= min && value <= max);
}

function numberIn(text: string, min: number, max: number): boolean {
  const value = parseNumber(text);
  return value === undefined || (Number.isFinite(value) && value >= min && value <= max);
}

/** The contract's `Url`: empty (not sent), or a safe address of at most addressMaxLength characters. */
function isAddress(text: string): boolean {
  const address = text.trim();
  return !address || (length(address) <= L.addressMaxLength && safeUrl(address) !== null);
}

/** The contract's LanguageCodes: at most languagesMaxItems codes of 2 or 3 letters. */
function isLanguageList(text: string): boolean {
  const codes = splitLanguages(text);
  return codes.length <= L.languagesMaxItems && codes.every((code) => /^[a-z]{2,3}$/.test(code));
}

/** The contract's MovieInput rules on the form's values; no entries when the form may be sent. */
export function validateFilmForm(values: FilmFormValues): FilmFieldErrors {
  const errors: FilmFieldErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = FILM_FORM_MESSAGES.titleRequired;
  else if (length(title) > L.titleMaxLength) errors.title = FILM_FORM_MESSAGES.title;
  if (length(values.originalTitle.trim()) > L.originalTitleMaxLength) {
    errors.originalTitle = FILM_FORM_MESSAGES.originalTitle;
  }
  if (values.type !== "movie" && values.type !== "series") errors.type = FILM_FORM_MESSAGES.type;
  if (values.status !== "active" && values.status !== "passive") {
    errors.status = FILM_FORM_MESSAGES.status;
  }
  const genres = splitList(values.genres);
  if (genres.length > L.genreMaxItems || genres.some((g) => length(g) > L.genreMaxLength)) {
    errors.genres = FILM_FORM_MESSAGES.genres;
  }
  const date = values.releaseDate.trim();
  if (date && !isCalendarDate(date)) errors.releaseDate = FILM_FORM_MESSAGES.releaseDate;
  if (!integerIn(values.duration, L.durationMin, L.durationMax)) {
    errors.duration = FILM_FORM_MESSAGES.duration;
  }
  if (!numberIn(values.rating, L.ratingMin, L.ratingMax)) errors.rating = FILM_FORM_MESSAGES.rating;
  if (!integerIn(values.totalSeasons, L.totalSeasonsMin, L.totalSeasonsMax)) {
    errors.totalSeasons = FILM_FORM_MESSAGES.totalSeasons;
  }
  const directors = splitList(values.director);
  if (
    directors.length > L.directorMaxItems ||
    directors.some((d) => length(d) > L.directorMaxLength)
  ) {
    errors.director = FILM_FORM_MESSAGES.director;
  }
  if (!isAddress(values.poster)) errors.poster = FILM_FORM_MESSAGES.poster;
  if (!isAddress(values.videoUrl)) errors.videoUrl = FILM_FORM_MESSAGES.videoUrl;
  if (length(values.description.trim()) > L.descriptionMaxLength) {
    errors.description = FILM_FORM_MESSAGES.description;
  }
  if (!isLanguageList(values.audio)) errors.audio = FILM_FORM_MESSAGES.audio;
  if (!isLanguageList(values.subtitles)) errors.subtitles = FILM_FORM_MESSAGES.subtitles;
  return errors;
}

/** The form field a body property belongs to (`runtime` is edited as the duration). */
const FIELD_OF_PROPERTY: Partial<Record<keyof MovieInput, FilmField>> = {
  title: "title",
  originalTitle: "originalTitle",
  type: "type",
  status: "status",
  genre: "genres",
  releaseDate: "releaseDate",
  duration: "duration",
  runtime: "duration",
  rating: "rating",
  totalSeasons: "totalSeasons",
  director: "director",
  poster: "poster",
  videoUrl: "videoUrl",
  description: "description",
  audio: "audio",
  subtitles: "subtitles",
  featured: "featured",
  trending: "trending",
};

export interface ServerFormErrors {
  fields: FilmFieldErrors;
  /** Pointers to properties the form does not show (kept from the stored record). */
  otherPaths: string[];
}

/**
 * A validation problem's `errors` (JSON pointers such as "/genre/0") on the
 * form's fields, each with the field's Turkish rule text.
 */
export function formErrorsFromProblem(problem: Problem | undefined): ServerFormErrors {
  const result: ServerFormErrors = { fields: {}, otherPaths: [] };
  for (const { path } of problem?.errors ?? []) {
    const property = path.split("/")[1]?.replace(/~1/g, "/").replace(/~0/g, "~") ?? "";
    const field = FIELD_OF_PROPERTY[property as keyof MovieInput];
    if (field) result.fields[field] ??= FILM_FORM_MESSAGES[field];
    else result.otherPaths.push(path);
  }
  return result;
}

/** Why a save failed, for the box above the form's buttons. */
export const FILM_SAVE_MESSAGES = {
  invalidFields: "Sunucu bazı alanları kabul etmedi; işaretli alanları düzeltin.",
  invalidRecord: "Sunucu kaydı kabul etmedi.",
  duplicate: "Aynı ad, tür ve çıkış tarihiyle kayıtlı başka bir içerik var.",
  missing: "Bu içerik artık yok; başka bir oturumda silinmiş olabilir.",
  tooLarge: "Kayıt çok büyük.",
  failed: "İçerik kaydedilemedi. Lütfen tekrar deneyin.",
} as const;

export interface SaveFailure {
  /** Field errors from a validation problem, shown beside their inputs. */
  fields: FilmFieldErrors;
  /** The message above the buttons. */
  message: string;
}

/**
 * What the form shows when POST or PUT fails (401 is not handled here: it
 * ends the session).
 */
export function saveFailure(error: unknown): SaveFailure {
  if (!(error instanceof CatalogError)) return { fields: {}, message: FILM_SAVE_MESSAGES.failed };
  switch (error.status) {
    case 400: {
      const { fields, otherPaths } = formErrorsFromProblem(error.problem);
      const onFields = Object.keys(fields).length > 0 && otherPaths.length === 0;
      return {
        fields,
        message: onFields ? FILM_SAVE_MESSAGES.invalidFields : FILM_SAVE_MESSAGES.invalidRecord,
      };
    }
    case 409:
      return { fields: {}, message: FILM_SAVE_MESSAGES.duplicate };
    case 404:
      return { fields: {}, message: FILM_SAVE_MESSAGES.missing };
    case 413:
      return { fields: {}, message: FILM_SAVE_MESSAGES.tooLarge };
    default:
      return { fields: {}, message: FILM_SAVE_MESSAGES.failed };
  }
}
