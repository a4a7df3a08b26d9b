/**
 * Issue 33: the admin's calls to the metadata service for 'TMDB'den Ekle'.
 * Unlike the public pages' client (which swallows every failure, SPEC.md
 * §8), the admin is told what went wrong: no key, a refused key ('Anahtar
 * geçersiz'), a rate limit, a failed service, or an answer that breaks
 * openapi/tmdb.yaml ('Beklenmeyen yanıt', logged once per kind of call).
 * Every answer is checked against the contract before it is read.
 */
import createClient from "openapi-fetch";
import type { paths } from "../generated/tmdb";
import {
  validateFindResults,
  validateMovieDetails,
  validateMoviePage,
  validateSeasonDetails,
  validateTvDetails,
  validateTvPage,
} from "../generated/tmdbValidators";
import { consoleLogger, type Logger } from "../log";
import type {
  MovieDetails,
  MovieListItem,
  SeasonDetails,
  TvDetails,
  TvListItem,
} from "../tmdb/client";
import { TmdbImportError, type TmdbFailure } from "./tmdbFailure";
import { bulkListCall, bulkPages, bulkPicks, type BulkFilters } from "./bulkImport";
import { IMPORT_APPEND, importMovie, importSeries, type ImportedTitle } from "./tmdbImport";
import {
  mergeSearchResults,
  pickOfMovie,
  pickOfSeries,
  type MediaType,
  type TmdbPick,
  type TmdbQuery,
} from "./tmdbSearch";
import { seasonNumbers } from "./tmdbSeasons";

export { TMDB_FAILURE_MESSAGES, TmdbImportError, type TmdbFailure } from "./tmdbFailure";

/** Season calls of one series in flight at once (issue 33: at most 4 toward the service). */
export const SEASON_CONCURRENCY = 4;
/** The admin waits at most this long for one call. */
export const IMPORT_TIMEOUT_MS = 10_000;
const LANGUAGE = "tr-TR";

type Validator = ((data: unknown) => boolean) & { errors?: unknown };

export interface TmdbImportClientOptions {
  /** The catalogue's proxy by default. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  log?: Logger;
  /**
   * Requests in flight toward the service at once, across every call of
   * this client (the bulk import's "at most 4 requests at a time").
   */
  maxConcurrent?: number;
}

/** A counting gate: `run` waits while `limit` runs are in flight. */
export function createGate(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await work();
    } finally {
      running--;
      waiting.shift()?.();
    }
  };
}

/** Runs `work` over `items`, at most `limit` at a time, results in order. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}

function failureOf(status: number, problemType: string): TmdbFailure {
  if (problemType.endsWith("/metadata-not-configured")) return "no-key";
  if (status === 401 || problemType.endsWith("/metadata-key-invalid")) return "invalid-key";
  if (status === 429) return "rate-limited";
  if (status === 404) return "not-found";
  return "upstream";
}

export function createTmdbImportClient(options: TmdbImportClientOptions = {}) {
  const log = options.log ?? consoleLogger;
  const unlimited = options.fetch ?? globalThis.fetch.bind(globalThis);
  /** A call with the admin's time limit, counted from when it is sent. */
  const timed = (request: Request) =>
    unlimited(
      new Request(request, {
        signal: AbortSignal.any([request.signal, AbortSignal.timeout(IMPORT_TIMEOUT_MS)]),
      }),
    );
  const gate = options.maxConcurrent ? createGate(options.maxConcurrent) : undefined;
  // The whole answer is read inside the gate, so a slow body still counts as in
  // flight; the time limit starts inside it too, so waiting for a turn never times a call out.
  const baseFetch = gate
    ? (request: Request) =>
        gate(async () => {
          const response = await timed(request);
          const body = await response.arrayBuffer();
          return new Response(body, { status: response.status, headers: response.headers });
        })
    : timed;
  const client = createClient<paths>({
    baseUrl: (options.baseUrl ?? "/api/tmdb").replace(/\/+$/, ""),
    fetch: (request: Request) => {
      const url = new URL(request.url);
      url.searchParams.set("language", LANGUAGE);
      return baseFetch(new Request(url, { headers: request.headers, signal: request.signal }));
    },
  });
  /** Kinds of call already logged as breaking the contract: each is logged once. */
  const loggedUnexpected = new Set<string>();

  async function checked<T>(
    kind: string,
    validate: Validator,
    call: () => Promise<{ data?: unknown; error?: unknown; response: Response }>,
  ): Promise<T> {
    let answer: { data?: unknown; error?: unknown; response: Response };
    try {
      answer = await call();
    } catch (cause) {
      if (cause instanceof SyntaxError) return unexpected(kind, cause);
      log(`TMDB ${kind} failed`, cause);
      throw new TmdbImportError("upstream");
    }
    const { data, error, response } = answer;
    if (!response.ok) {
      const type = (error as { type?: unknown } | undefined)?.type;
      throw new TmdbImportError(failureOf(response.status, typeof type === "string" ? type : ""));
    }
    if (!validate(data)) return unexpected(kind, validate.errors);
    return data as T;
  }

  function unexpected(kind: string, detail: unknown): never {
    if (!loggedUnexpected.has(kind)) {
      loggedUnexpected.add(kind);
      log(`TMDB ${kind}: the answer breaks openapi/tmdb.yaml`, detail);
    }
    throw new TmdbImportError("unexpected");
  }

  async function details(mediaType: MediaType, id: number): Promise<MovieDetails | TvDetails> {
    const query = { append_to_response: IMPORT_APPEND };
    return mediaType === "movie"
      ? checked<MovieDetails>("movie", validateMovieDetails as Validator, () =>
          client.GET("/movie/{movie_id}", { params: { path: { movie_id: id }, query } }),
        )
      : checked<TvDetails>("tv", validateTvDetails as Validator, () =>
          client.GET("/tv/{series_id}", { params: { path: { series_id: id }, query } }),
        );
  }

  /** A details answer, or null when the service has no such title. */
  async function detailsOrNone(mediaType: MediaType, id: number) {
    try {
      return await details(mediaType, id);
    } catch (error) {
      if (error instanceof TmdbImportError && error.failure === "not-found") return null;
      throw error;
    }
  }

  return {
    /** The result cards for what the field was given (empty for an empty field). */
    async search(query: TmdbQuery): Promise<TmdbPick[]> {
      switch (query.kind) {
        case "empty":
          return [];
        case "text": {
          const params = { params: { query: { query: query.text, page: 1 } } };
          const [movies, series] = await Promise.all([
            checked<{ results: [] }>("search/movie", validateMoviePage as Validator, () =>
              client.GET("/search/movie", params),
            ),
            checked<{ results: [] }>("search/tv", validateTvPage as Validator, () =>
              client.GET("/search/tv", params),
            ),
          ]);
          return mergeSearchResults(movies.results, series.results);
        }
        case "imdb": {
          const found = await checked<{
            movie_results: Parameters<typeof pickOfMovie>[0][];
            tv_results: Parameters<typeof pickOfSeries>[0][];
          }>("find", validateFindResults as Validator, () =>
            client.GET("/find/{external_id}", {
              params: {
                path: { external_id: query.imdbId },
                query: { external_source: "imdb_id" },
              },
            }),
          );
          return [...found.movie_results.map(pickOfMovie), ...found.tv_results.map(pickOfSeries)];
        }
        case "id": {
          const types: MediaType[] = query.mediaType ? [query.mediaType] : ["movie", "tv"];
          const found = await Promise.all(types.map((type) => detailsOrNone(type, query.id)));
          return found.flatMap((answer, index) => {
            if (!answer) return [];
            return types[index] === "movie"
              ? [pickOfMovie(answer as MovieDetails)]
              : [pickOfSeries(answer as TvDetails)];
          });
        }
      }
    },

    /**
     * 'Toplu İçe Aktar' (issue 33 item 4): the titles a list of the service
     * holds, as cards, at most `filters.count`. The first page says how many
     * pages there are; the rest are asked for together.
     */
    async list(filters: BulkFilters): Promise<TmdbPick[]> {
      const call = bulkListCall(filters);
      const movies = filters.mediaType === "movie";
      type Page = { results: (MovieListItem | TvListItem)[]; total_pages: number };
      const page = (n: number) =>
        checked<Page>(
          `list ${call.path}`,
          (movies ? validateMoviePage : validateTvPage) as Validator,
          // One call for six paths of one shape: the generated per-path types cannot follow a union.
          () =>
            client.GET(call.path as "/discover/movie", {
              params: { query: { ...call.query, page: n } },
            }),
        );
      const first = await page(1);
      const rest = await Promise.all(
        bulkPages(filters.count, first.total_pages).slice(1).map(page),
      );
      const toPick = (item: MovieListItem | TvListItem) =>
        movies ? pickOfMovie(item as MovieListItem) : pickOfSeries(item as TvListItem);
      return bulkPicks(
        [first, ...rest].map((answer) => answer.results.map(toPick)),
        filters.count,
      );
    },

    /** A pick's whole record for the form: details, and for a series every season. */
    async load(pick: Pick<TmdbPick, "mediaType" | "tmdbId">): Promise<ImportedTitle> {
      if (pick.mediaType === "movie") {
        return importMovie((await details("movie", pick.tmdbId)) as MovieDetails);
      }
      const series = (await details("tv", pick.tmdbId)) as TvDetails;
      const seasons = await mapLimited(seasonNumbers(series), SEASON_CONCURRENCY, async (n) => {
        try {
          return await checked<SeasonDetails>("tv season", validateSeasonDetails as Validator, () =>
            client.GET("/tv/{series_id}/season/{season_number}", {
              params: { path: { series_id: pick.tmdbId, season_number: n } },
            }),
          );
        } catch (error) {
          // One season the service cannot give is left out with a note; a key problem stops all.
          if (
            error instanceof TmdbImportError &&
            (error.failure === "not-found" || error.failure === "unexpected")
          ) {
            return null;
          }
          throw error;
        }
      });
      return importSeries(series, seasons);
    },
  };
}

export type TmdbImportClient = ReturnType<typeof createTmdbImportClient>;

/** The failure an error stands for (anything else counts as the service failing). */
export function tmdbFailureOf(error: unknown): TmdbFailure {
  return error instanceof TmdbImportError ? error.failure : "upstream";
}
