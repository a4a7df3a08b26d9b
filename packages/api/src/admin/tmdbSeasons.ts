/**
 * Issue 33: a series' seasons from the metadata service, as the catalogue
 * keeps them: which seasons to ask for, each season's answer as its
 * episodes, and the series' airing status.
 */
import type { MovieInput } from "../catalog/client";
import { seriesStatusFromMetadata } from "../domain/labels";
import type { SeasonDetails, TvDetails } from "../tmdb/client";
import { imageUrl } from "../tmdb/images";
import { isCalendarDate, type FilmFormValues } from "./filmForm";
import { clip, finite, text, yearOf } from "./tmdbValues";

/**
 * The catalogue's airing status of the service's series status: SPEC.md
 * §3's one rule (seriesStatusFromMetadata), on a value that may not be text.
 */
export function airingStatusOf(status: unknown): FilmFormValues["airingStatus"] {
  return seriesStatusFromMetadata(text(status));
}

/** The season numbers whose episodes are asked (every season the answer lists, each once). */
export function seasonNumbers(details: TvDetails): number[] {
  const numbers = (details.seasons ?? [])
    .map((season) => season.season_number)
    .filter((n) => Number.isInteger(n) && n >= 0 && n <= 200);
  return [...new Set(numbers)].sort((a, b) => a - b).slice(0, 200);
}

type Season = NonNullable<MovieInput["seasons"]>[number];
type Episode = Season["episodes"][number];

/** One season's answer as the catalogue's season: its episodes each once, odd values left out. */
export function importSeason(season: SeasonDetails): Season {
  const episodes: Episode[] = [];
  const seen = new Set<number>();
  for (const raw of season.episodes ?? []) {
    const number = raw.episode_number;
    if (!Number.isInteger(number) || number < 1 || number > 10_000 || seen.has(number)) continue;
    seen.add(number);
    const [name] = clip(text(raw.name), 200);
    const episode: Episode = { number, title: name || `${number}. Bölüm` };
    const [overview] = clip(text(raw.overview), 2000);
    if (overview) episode.description = overview;
    const runtime = finite(raw.runtime);
    if (runtime !== undefined && Number.isInteger(runtime) && runtime >= 1 && runtime <= 1000) {
      episode.duration = runtime;
    }
    const airDate = text(raw.air_date);
    if (isCalendarDate(airDate)) episode.airDate = airDate;
    const still = imageUrl(raw.still_path, "w500");
    if (still && still.length <= 2000) episode.image = still;
    episodes.push(episode);
    if (episodes.length === 500) break;
  }
  const out: Season = { number: season.season_number, episodes };
  const [name] = clip(text(season.name), 200);
  if (name) out.title = name;
  const year = Number(yearOf(season.air_date));
  if (year >= 1880 && year <= 2100) out.year = year;
  return out;
}
