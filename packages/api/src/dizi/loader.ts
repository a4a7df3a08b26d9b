import { yearOf } from "../domain/format";
import { detectPlatform, platformSlug, type Platform } from "../domain/platform";
import { safeUrl } from "../domain/safeUrl";
import { slugify } from "../domain/slug";
import { containsFolded } from "../domain/text";

/** SPEC.md §7: "GET /dizi.json, with no caching." */
export const DIZI_URL = "/dizi.json";
/** SPEC.md §8 "Series file not OK" / "not an array" (the diacritic spellings; both are valid). */
export const DIZI_LOAD_ERROR = "dizi.json yüklenemedi";
export const DIZI_FORMAT_ERROR = "Geçersiz dizi.json formatı";

export class DiziError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "DiziError";
  }
}

/** SPEC.md §3 static series record, read defensively: every field may be missing or mistyped. */
export interface DiziEpisode {
  episode_number: number | null;
  name: string;
  video_url: string | null;
}

export interface DiziSeason {
  season_number: number | null;
  name: string;
  episodes: DiziEpisode[];
}

export interface DiziSeries {
  /** SPEC.md §3: "The slug is derived from the title." */
  slug: string;
  title: string;
  img: string | null;
  backdrop: string | null;
  overview: string;
  year: number | null;
  rating: number | null;
  genres: string[];
  video_url: string | null;
  seasons: DiziSeason[];
  /** SPEC.md §5 platform detection, and its /platform/{slug} address part. */
  platform: Platform;
  platformSlug: string;
}

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === "string" ? value : "");
const textOrNull = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value : null;
function numberOrNull(value: unknown): number | null {
  const parsed = typeof value === "string" && value.trim() ? Number(value) : value;
  return typeof parsed === "number" && Number.isFinite(parsed) ? parsed : null;
}
const records = (value: unknown): Raw[] => (Array.isArray(value) ? value.filter(isRecord) : []);

function readEpisode(raw: Raw): DiziEpisode {
  return {
    episode_number: numberOrNull(raw.episode_number),
    name: text(raw.name),
    video_url: safeUrl(textOrNull(raw.video_url)),
  };
}

function readSeason(raw: Raw): DiziSeason {
  return {
    season_number: numberOrNull(raw.season_number),
    name: text(raw.name),
    episodes: records(raw.episodes).map(readEpisode),
  };
}

/** One record, or null when it has no title (SPEC.md §5: "Series without a title are dropped"). */
export function readSeries(raw: unknown): DiziSeries | null {
  if (!isRecord(raw)) return null;
  const title = text(raw.title).trim();
  if (!title) return null;
  const platform = detectPlatform(raw);
  return {
    slug: slugify(title),
    title,
    img: safeUrl(textOrNull(raw.img)),
    backdrop: safeUrl(textOrNull(raw.backdrop)),
    overview: text(raw.overview),
    year: yearOf({
      year: typeof raw.year === "string" || typeof raw.year === "number" ? raw.year : null,
    }),
    rating: numberOrNull(raw.rating),
    genres: Array.isArray(raw.genres)
      ? raw.genres.filter((g): g is string => typeof g === "string")
      : [],
    video_url: safeUrl(textOrNull(raw.video_url)),
    seasons: records(raw.seasons).map(readSeason),
    platform,
    platformSlug: platformSlug(platform),
  };
}

/** SPEC.md §5: "The static series file must be an array. Series without a title are dropped." */
export function parseDiziFile(body: unknown): DiziSeries[] {
  if (!Array.isArray(body)) throw new DiziError(DIZI_FORMAT_ERROR);
  return body.flatMap((raw) => {
    const series = readSeries(raw);
    return series ? [series] : [];
  });
}

export interface DiziLoaderOptions {
  url?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * The client of the static series file: GET with cache "no-store"; a
 * non-OK answer or no answer is 'dizi.json yüklenemedi', a body that is not
 * a JSON array is 'Geçersiz dizi.json formatı'.
 */
export function createDiziLoader(options: DiziLoaderOptions = {}) {
  const url = options.url ?? DIZI_URL;
  const fetcher = options.fetch ?? globalThis.fetch.bind(globalThis);
  return async function loadDizi(): Promise<DiziSeries[]> {
    let response: Response;
    try {
      response = await fetcher(url, { cache: "no-store" });
    } catch {
      throw new DiziError(DIZI_LOAD_ERROR);
    }
    if (!response.ok) throw new DiziError(DIZI_LOAD_ERROR);
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new DiziError(DIZI_FORMAT_ERROR);
    }
    return parseDiziFile(body);
  };
}

export type DiziLoader = ReturnType<typeof createDiziLoader>;

/** shows/{slug} and series/{slug}: the series with that slug (the first, if titles collide). */
export function findSeriesBySlug(
  list: readonly DiziSeries[],
  slug: string | null | undefined,
): DiziSeries | null {
  if (!slug) return null;
  return list.find((series) => series.slug === slug) ?? null;
}

/** SPEC.md §2 all-series search: "filters by title, as a case-insensitive substring". */
export function filterSeriesByTitle(list: readonly DiziSeries[], term: string): DiziSeries[] {
  return list.filter((series) => containsFolded(series.title, term));
}

/** SPEC.md §2 platform page: the series whose detected platform has this URL slug. */
export function seriesOfPlatform(list: readonly DiziSeries[], slug: string): DiziSeries[] {
  const wanted = slug.trim().toLowerCase();
  return list.filter((series) => series.platformSlug === wanted);
}

/**
 * SPEC.md §4: "The video played is the selected episode's video_url, else
 * the show's video_url, else none."
 */
export function playableVideo(
  series: DiziSeries,
  seasonIndex: number,
  episodeIndex: number,
): string | null {
  return series.seasons[seasonIndex]?.episodes[episodeIndex]?.video_url ?? series.video_url ?? null;
}

/** SPEC.md §2: episodes are labelled 'Sezon N - name' and 'Bölüm N - name' (N by position when unnumbered). */
export function seasonLabel(season: DiziSeason, index: number): string {
  return `Sezon ${season.season_number ?? index + 1} - ${season.name}`;
}

export function episodeLabel(episode: DiziEpisode, index: number): string {
  return `Bölüm ${episode.episode_number ?? index + 1} - ${episode.name}`;
}

/** SPEC.md §2: "With no seasons but a video address it shows 'Tek parça içerik'." */
export function isSinglePiece(series: DiziSeries): boolean {
  return series.seasons.length === 0 && series.video_url !== null;
}
