/**
 * Issue 33 item 4, 'Toplu İçe Aktar': many titles from the metadata service
 * added as passive ('Pasif') drafts in one confirmed step. Pure rules only:
 * which calls list what the admin asked for (popular / top rated / discover
 * with original language, year range and genre), which listed titles the
 * catalogue has already, the draft a title becomes, and the runner. The
 * runner is pure of timers and the network (the caller passes `run` and
 * `sleep`): at most BULK_CONCURRENCY titles at once, a rate limit (429) or a
 * failing service (5xx) retried with back-off, cancellable, and one title's
 * failure never stops the others.
 */
import { CatalogError, type Movie, type MovieInput } from "../catalog/client";
import { foldTurkish } from "../domain/text";
import { FILM_SAVE_MESSAGES, filmInputFromForm, saveFailure } from "./filmForm";
import type { FILM_GENRES } from "./filmList";
import type { ImportedTitle } from "./tmdbImport";
import type { MediaType, TmdbPick } from "./tmdbSearch";
import { TMDB_FAILURE_MESSAGES, TmdbImportError } from "./tmdbFailure";

/** Issue 33: "at most 4 requests at a time" toward the metadata service. */
export const BULK_CONCURRENCY = 4;
/** Tries of one title's calls before it counts as failed. */
export const BULK_MAX_ATTEMPTS = 4;
/** First wait after a 429 or 5xx; doubled each time (0.5 s, 1 s, 2 s). */
export const BULK_BACKOFF_MS = 500;
/** The service's page size. */
export const BULK_PAGE_SIZE = 20;
/** How many titles one list may hold (five of the service's pages). */
export const BULK_COUNTS = [20, 40, 60, 100] as const;
export type BulkCount = (typeof BULK_COUNTS)[number];
/** Years a filter may name (the catalogue's own range for a release year). */
export const BULK_MIN_YEAR = 1880;
export const BULK_MAX_YEAR = 2100;

export type BulkList = "popular" | "top_rated" | "discover";
type FilmGenre = (typeof FILM_GENRES)[number];

/** What the admin asks the service for. Filters apply to 'discover' only (the service's lists take none). */
export interface BulkFilters {
  list: BulkList;
  mediaType: MediaType;
  /** ISO 639-1 code of the original language ("tr"), or empty for any. */
  language: string;
  /** Four digits, or empty. */
  yearFrom: string;
  yearTo: string;
  /** One of the catalogue's genres, or empty for any. */
  genre: string;
  count: BulkCount;
}

export const DEFAULT_BULK_FILTERS: BulkFilters = {
  list: "discover",
  mediaType: "movie",
  language: "tr",
  yearFrom: "",
  yearTo: "",
  genre: "",
  count: 40,
};

/**
 * The service's genre id that discover is asked with, per catalogue genre
 * (the inverse of TMDB_GENRE_MAP, per media type: series have combined
 * genres and no horror, thriller or romance of their own).
 */
export const DISCOVER_GENRE_IDS: Readonly<
  Record<MediaType, Readonly<Partial<Record<FilmGenre, number>>>>
> = {
  movie: {
    Aksiyon: 28,
    Animasyon: 16,
    Belgesel: 99,
    "Bilim Kurgu": 878,
    Drama: 18,
    Fantastik: 14,
    Gerilim: 53,
    Komedi: 35,
    Korku: 27,
    Romantik: 10749,
  },
  tv: {
    Aksiyon: 10759,
    Animasyon: 16,
    Belgesel: 99,
    "Bilim Kurgu": 10765,
    Drama: 18,
    Fantastik: 10765,
    Komedi: 35,
  },
};

/** The catalogue genres the service can be asked for, for this media type. */
export const bulkGenres = (mediaType: MediaType): FilmGenre[] =>
  (Object.keys(DISCOVER_GENRE_IDS[mediaType]) as FilmGenre[]).sort((a, b) =>
    a.localeCompare(b, "tr"),
  );

/** The filter fields' rules (Turkish, shown beside the field). */
export const BULK_FILTER_MESSAGES = {
  year: `Yıl ${BULK_MIN_YEAR} ile ${BULK_MAX_YEAR} arasında dört haneli olmalıdır.`,
  yearOrder: "Başlangıç yılı bitiş yılından sonra olamaz.",
  language: "Dil iki harfli bir kod olmalıdır (ör. tr).",
} as const;

export type BulkFilterErrors = Partial<Record<"yearFrom" | "yearTo" | "language", string>>;

const yearOf = (text: string): number | undefined => {
  const year = /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : NaN;
  return year >= BULK_MIN_YEAR && year <= BULK_MAX_YEAR ? year : undefined;
};

/** What is wrong with the filters (empty when the list can be asked for). */
export function bulkFilterErrors(filters: BulkFilters): BulkFilterErrors {
  if (filters.list !== "discover") return {};
  const errors: BulkFilterErrors = {};
  const from = yearOf(filters.yearFrom);
  const to = yearOf(filters.yearTo);
  if (filters.yearFrom.trim() !== "" && from === undefined)
    errors.yearFrom = BULK_FILTER_MESSAGES.year;
  if (filters.yearTo.trim() !== "" && to === undefined) errors.yearTo = BULK_FILTER_MESSAGES.year;
  if (from !== undefined && to !== undefined && from > to)
    errors.yearTo = BULK_FILTER_MESSAGES.yearOrder;
  const language = filters.language.trim();
  if (language !== "" && !/^[a-z]{2}$/i.test(language))
    errors.language = BULK_FILTER_MESSAGES.language;
  return errors;
}

export type BulkListPath =
  | "/movie/popular"
  | "/tv/popular"
  | "/movie/top_rated"
  | "/tv/top_rated"
  | "/discover/movie"
  | "/discover/tv";

/** One call of a list: the service's path and its query (without the page). */
export interface BulkListCall {
  path: BulkListPath;
  query: Record<string, string>;
}

/** The call that lists what the filters ask for (the pages are asked with `bulkPages`). */
export function bulkListCall(filters: BulkFilters): BulkListCall {
  const type = filters.mediaType;
  if (filters.list !== "discover") {
    return { path: `/${type}/${filters.list}`, query: {} };
  }
  const query: Record<string, string> = { sort_by: "popularity.desc", include_adult: "false" };
  const language = filters.language.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(language)) query.with_original_language = language;
  const dates = type === "movie" ? "primary_release_date" : "first_air_date";
  const from = yearOf(filters.yearFrom);
  const to = yearOf(filters.yearTo);
  if (from !== undefined) query[`${dates}.gte`] = `${from}-01-01`;
  if (to !== undefined) query[`${dates}.lte`] = `${to}-12-31`;
  const genre = DISCOVER_GENRE_IDS[type][filters.genre as FilmGenre];
  if (genre !== undefined) query.with_genres = String(genre);
  return { path: type === "movie" ? "/discover/movie" : "/discover/tv", query };
}

/** The pages to ask for `count` titles, given how many pages the service has. */
export function bulkPages(count: number, totalPages = Infinity): number[] {
  const wanted = Math.min(Math.ceil(count / BULK_PAGE_SIZE), totalPages);
  return Array.from({ length: Math.max(0, wanted) }, (_, index) => index + 1);
}

/** A title's key across lists and the catalogue ("movie:438631"). */
export const pickKey = (pick: Pick<TmdbPick, "mediaType" | "tmdbId">) =>
  `${pick.mediaType}:${pick.tmdbId}`;

/** The pages' titles as one list: each once (a list may shift between pages), at most `count`. */
export function bulkPicks(pages: readonly (readonly TmdbPick[])[], count: number): TmdbPick[] {
  const seen = new Set<string>();
  const out: TmdbPick[] = [];
  for (const pick of pages.flat()) {
    const key = pickKey(pick);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(pick);
    if (out.length === count) break;
  }
  return out;
}

/** A listed title, with the catalogue's id when the catalogue has it already. */
export interface BulkCandidate extends TmdbPick {
  key: string;
  /** The catalogue's title with this TMDB id: skipped, never added twice. */
  existingId?: string | undefined;
}

export const bulkCandidates = (
  picks: readonly TmdbPick[],
  existing: ReadonlyMap<string, string>,
): BulkCandidate[] =>
  picks.map((pick) => {
    const key = pickKey(pick);
    const existingId = existing.get(key);
    return existingId ? { ...pick, key, existingId } : { ...pick, key };
  });

/** The titles chosen by default: every one the catalogue does not have. */
export const defaultBulkChoice = (candidates: readonly BulkCandidate[]): Set<string> =>
  new Set(candidates.filter((c) => !c.existingId).map((c) => c.key));

/**
 * A loaded title as the draft the catalogue stores: everything the import
 * filled, passive ('Pasif') and neither featured nor trending, so nothing
 * reaches the public pages before an admin has looked at it.
 */
export function bulkDraftOf(imported: ImportedTitle): MovieInput {
  return filmInputFromForm(
    { ...imported.values, status: "passive", featured: false, trending: false },
    imported.extra as MovieInput,
  );
}

/**
 * Whether the catalogue holds this listed title without its TMDB id (typed
 * by hand): the same type, the same name (Turkish-folded) and the same
 * release year — what the catalogue itself refuses twice (name, type, date).
 */
export function isSameTitle(
  movie: Pick<Movie, "type" | "title" | "releaseDate">,
  pick: Pick<TmdbPick, "mediaType" | "title" | "year">,
): boolean {
  const type = pick.mediaType === "tv" ? "series" : "movie";
  return (
    movie.type === type &&
    foldTurkish(movie.title.trim()) === foldTurkish(pick.title.trim()) &&
    pick.year !== "" &&
    (movie.releaseDate ?? "").slice(0, 4) === pick.year
  );
}

/**
 * Whether a draft was refused because the catalogue has the title already:
 * its TMDB id (another admin was quicker) or its name, type and release date.
 */
export const isAlreadyStored = (error: unknown): boolean =>
  error instanceof CatalogError &&
  error.status === 409 &&
  /\/(duplicate-tmdb|conflict)$/.test(error.problem?.type ?? "");

/** Why one title could not be added (Turkish, for the summary's list). */
export function bulkFailureText(error: unknown): string {
  if (error instanceof TmdbImportError) return TMDB_FAILURE_MESSAGES[error.failure];
  if (error instanceof CatalogError) return saveFailure(error).message;
  return FILM_SAVE_MESSAGES.failed;
}

export type BulkOutcome = "added" | "skipped" | "failed";

export interface BulkProgress {
  /** Titles through (added, skipped or failed). */
  done: number;
  total: number;
  added: number;
  skipped: number;
  failed: number;
}

/** '23 / 40'. */
export const bulkProgressText = (progress: Pick<BulkProgress, "done" | "total">) =>
  `${progress.done} / ${progress.total}`;

/** The summary once the run is over (Turkish, for the dialog). */
export function bulkSummaryText(progress: BulkProgress, cancelled: boolean): string {
  const parts = [`${progress.added} taslak eklendi`];
  if (progress.skipped > 0) parts.push(`${progress.skipped} zaten katalogdaydı`);
  if (progress.failed > 0) parts.push(`${progress.failed} eklenemedi`);
  const left = progress.total - progress.done;
  const stopped = cancelled && left > 0 ? ` İptal edildi; ${left} içerik eklenmedi.` : "";
  return `${parts.join(", ")}.${stopped}`;
}

/** Whether trying the same title again may help (a rate limit, or a failing or unreachable service). */
export function isRetryable(error: unknown): boolean {
  return (
    error instanceof TmdbImportError &&
    (error.failure === "rate-limited" || error.failure === "upstream")
  );
}

/** The wait before try `tries + 1` of a title. */
export const bulkBackoffMs = (tries: number) => BULK_BACKOFF_MS * 2 ** (tries - 1);

export interface BulkImportOptions<T> {
  items: readonly T[];
  /** Adds one title: "added", or "skipped" when the catalogue has it already; throws on failure. */
  run: (item: T) => Promise<"added" | "skipped">;
  /** Waits `ms`; may end early once `signal` aborts. */
  sleep: (ms: number, signal?: AbortSignal) => Promise<void>;
  signal?: AbortSignal | undefined;
  concurrency?: number;
  onProgress?: (progress: BulkProgress, item: T, outcome: BulkOutcome, error?: unknown) => void;
}

class Abandoned extends Error {}

/**
 * Runs the import; resolves with the counts once every title is through or
 * the run was cancelled. Cancelling starts no further title and gives up a
 * title waiting to be tried again; titles already on their way finish (a
 * save cut off half-way could leave a title the summary does not count).
 */
export async function runBulkImport<T>(options: BulkImportOptions<T>): Promise<BulkProgress> {
  const { items, run, sleep, signal } = options;
  const progress: BulkProgress = { done: 0, total: items.length, added: 0, skipped: 0, failed: 0 };
  let next = 0;

  async function attempt(item: T): Promise<"added" | "skipped"> {
    for (let tries = 1; ; tries++) {
      try {
        return await run(item);
      } catch (error) {
        if (!isRetryable(error) || tries >= BULK_MAX_ATTEMPTS) throw error;
        if (signal?.aborted) throw new Abandoned();
        await sleep(bulkBackoffMs(tries), signal);
        if (signal?.aborted) throw new Abandoned();
      }
    }
  }

  async function lane() {
    while (next < items.length && !signal?.aborted) {
      const item = items[next++]!;
      let outcome: BulkOutcome;
      let failure: unknown;
      try {
        outcome = await attempt(item);
      } catch (error) {
        if (error instanceof Abandoned) continue;
        outcome = "failed";
        failure = error;
      }
      progress.done++;
      progress[outcome]++;
      options.onProgress?.({ ...progress }, item, outcome, failure);
    }
  }

  const lanes = Math.min(options.concurrency ?? BULK_CONCURRENCY, items.length);
  await Promise.all(Array.from({ length: lanes }, lane));
  return progress;
}

/** A `sleep` for the runner on the platform's timers, ended early by the signal. */
export function sleepUnlessAborted(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    signal?.addEventListener("abort", done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
  });
}
