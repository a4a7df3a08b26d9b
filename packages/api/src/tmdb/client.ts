import createClient from "openapi-fetch";
import type { components, paths } from "../generated/tmdb";
import { consoleLogger, type Logger } from "../log";

export type MovieListItem = components["schemas"]["MovieListItem"];
export type TvListItem = components["schemas"]["TvListItem"];
export type MultiItem = components["schemas"]["MultiItem"];
export type MovieDetails = components["schemas"]["MovieDetails"];
export type TvDetails = components["schemas"]["TvDetails"];
export type SeasonDetails = components["schemas"]["SeasonDetails"];
export type MetadataGenre = components["schemas"]["Genre"];
export type MetadataEpisode = components["schemas"]["Episode"];

export type MediaType = "movie" | "tv";
/** A film or series entry of a single-type list (popular, top rated, discover). */
export type ListItem = MovieListItem | TvListItem;

/** One page of a list answer, whatever the endpoint. */
export interface MetadataPage<T> {
  page: number;
  totalPages: number;
  results: T[];
}

/**
 * ARCHITECTURE.md: by default the browser calls the catalogue's caching
 * proxy, which adds the key server-side; direct mode points the base at the
 * public API and passes a browser key.
 */
export const DEFAULT_METADATA_BASE = "/api/tmdb";
/** SPEC.md is a Turkish site: every metadata call asks for Turkish text. */
export const METADATA_LANGUAGE = "tr-TR";
/**
 * SPEC.md gives no time-out for the metadata service; a hung answer must not
 * hold a page forever, so it gets the own API's 10000 ms and then counts as
 * a failed call (swallowed, like any other).
 */
export const METADATA_TIMEOUT_MS = 10_000;
/** SPEC.md §7: details are asked with their external ids, to read the IMDb id. */
export const DETAILS_APPEND = "external_ids";
/** SPEC.md §7: discover is sorted "by popularity descending". */
export const DISCOVER_SORT = "popularity.desc";

/** The proxy's answer when no key is configured (openapi/catalog.yaml Problem types). */
const NOT_CONFIGURED_TYPE = "metadata-not-configured";

export interface MetadataClientOptions {
  /** Base URL: the proxy (default `/api/tmdb`) or the public API for direct mode. */
  baseUrl?: string;
  /** Direct mode only: sent as the `api_key` query parameter. */
  apiKey?: string | undefined;
  /**
   * false: no metadata service at all; every call answers null without a
   * request. A promise (the deployment's settings, still on their way) holds
   * the first calls until it is known, instead of sending a burst of requests
   * a server without a key will refuse.
   */
  enabled?: boolean | Promise<boolean>;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  log?: Logger;
}

/** Adds the language, the optional key and the time-out to every request. */
function metadataFetch(
  base: typeof globalThis.fetch,
  apiKey: string | undefined,
  timeoutMs: number,
): typeof globalThis.fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    url.searchParams.set("language", METADATA_LANGUAGE);
    if (apiKey) url.searchParams.set("api_key", apiKey);
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    return base(new Request(url, { method: request.method, headers: request.headers, signal }));
  };
}

function isNotConfigured(error: unknown, status: number): boolean {
  if (status === 401) return true; // the service's "Invalid API key": no later call can succeed
  const type = (error as { type?: unknown } | null)?.type;
  return status === 503 && typeof type === "string" && type.endsWith(NOT_CONFIGURED_TYPE);
}

/**
 * The metadata service's calls of SPEC.md §7. SPEC.md §8: "Metadata call
 * non-OK: Logged and swallowed. Details give null, lists give an empty
 * list." So every method answers null on any failure (non-OK status,
 * network error, time-out, unreadable body) after logging it; the content
 * operations turn null into an empty list. Once the service says it has no
 * usable key (401, or the proxy's 503 metadata-not-configured), later calls
 * answer null at once instead of repeating a request that cannot succeed.
 */
export function createMetadataClient(options: MetadataClientOptions = {}) {
  const log = options.log ?? consoleLogger;
  const client = createClient<paths>({
    baseUrl: (options.baseUrl ?? DEFAULT_METADATA_BASE).replace(/\/+$/, ""),
    fetch: metadataFetch(
      options.fetch ?? globalThis.fetch.bind(globalThis),
      options.apiKey,
      options.timeoutMs ?? METADATA_TIMEOUT_MS,
    ),
  });
  let available = typeof options.enabled === "boolean" ? options.enabled : true;
  const known: Promise<void> | null =
    options.enabled instanceof Promise
      ? options.enabled.then(
          (enabled) => {
            available = available && enabled;
          },
          () => {},
        )
      : null;

  async function run<T>(
    label: string,
    call: () => Promise<{ data?: T; error?: unknown; response: Response }>,
  ): Promise<T | null> {
    if (known) await known;
    if (!available) return null;
    try {
      const { data, error, response } = await call();
      if (error !== undefined || !response.ok || data === undefined) {
        if (isNotConfigured(error, response.status)) available = false;
        log(`Metadata ${label} answered ${response.status}`, error);
        return null;
      }
      return data;
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === "TimeoutError";
      log(`Metadata ${label} ${timedOut ? "did not answer in time" : "failed"}`, cause);
      return null;
    }
  }

  function page<T>(
    body: { page: number; total_pages: number; results: T[] } | null,
  ): MetadataPage<T> | null {
    if (!body || !Array.isArray(body.results)) return null;
    return { page: body.page, totalPages: body.total_pages, results: body.results };
  }

  const query = (page: number) => ({ params: { query: { page } } });

  return {
    /** Whether calls are still made (false after the service said it has no usable key). */
    get available() {
      return available;
    },

    details(type: MediaType, id: number): Promise<MovieDetails | TvDetails | null> {
      const params = { query: { append_to_response: DETAILS_APPEND } };
      return type === "movie"
        ? run(`movie ${id}`, () =>
            client.GET("/movie/{movie_id}", { params: { ...params, path: { movie_id: id } } }),
          )
        : run(`tv ${id}`, () =>
            client.GET("/tv/{series_id}", { params: { ...params, path: { series_id: id } } }),
          );
    },

    season(seriesId: number, seasonNumber: number): Promise<SeasonDetails | null> {
      return run(`tv ${seriesId} season ${seasonNumber}`, () =>
        client.GET("/tv/{series_id}/season/{season_number}", {
          params: { path: { series_id: seriesId, season_number: seasonNumber } },
        }),
      );
    },

    async searchMulti(text: string, pageNumber = 1): Promise<MetadataPage<MultiItem> | null> {
      return page(
        await run("search", () =>
          client.GET("/search/multi", { params: { query: { query: text, page: pageNumber } } }),
        ),
      );
    },

    async popular(type: MediaType, pageNumber: number): Promise<MetadataPage<ListItem> | null> {
      return type === "movie"
        ? page<MovieListItem>(
            await run("movie/popular", () => client.GET("/movie/popular", query(pageNumber))),
          )
        : page<TvListItem>(
            await run("tv/popular", () => client.GET("/tv/popular", query(pageNumber))),
          );
    },

    async nowPlaying(pageNumber: number) {
      return page<MovieListItem>(
        await run("movie/now_playing", () => client.GET("/movie/now_playing", query(pageNumber))),
      );
    },

    async onTheAir(pageNumber: number) {
      return page<TvListItem>(
        await run("tv/on_the_air", () => client.GET("/tv/on_the_air", query(pageNumber))),
      );
    },

    async trending(pageNumber: number) {
      return page<MultiItem>(
        await run("trending/all/day", () => client.GET("/trending/all/day", query(pageNumber))),
      );
    },

    async topRated(type: MediaType, pageNumber: number): Promise<MetadataPage<ListItem> | null> {
      return type === "movie"
        ? page<MovieListItem>(
            await run("movie/top_rated", () => client.GET("/movie/top_rated", query(pageNumber))),
          )
        : page<TvListItem>(
            await run("tv/top_rated", () => client.GET("/tv/top_rated", query(pageNumber))),
          );
    },

    async discover(
      type: MediaType,
      genreId: number,
      pageNumber: number,
    ): Promise<MetadataPage<ListItem> | null> {
      const params = {
        params: {
          query: { with_genres: String(genreId), page: pageNumber, sort_by: DISCOVER_SORT },
        },
      };
      return type === "movie"
        ? page<MovieListItem>(
            await run("discover/movie", () => client.GET("/discover/movie", params)),
          )
        : page<TvListItem>(await run("discover/tv", () => client.GET("/discover/tv", params)));
    },

    async genres(type: MediaType): Promise<MetadataGenre[] | null> {
      const body =
        type === "movie"
          ? await run("genre/movie/list", () => client.GET("/genre/movie/list"))
          : await run("genre/tv/list", () => client.GET("/genre/tv/list"));
      return body && Array.isArray(body.genres) ? body.genres : null;
    },
  };
}

export type MetadataClient = ReturnType<typeof createMetadataClient>;
