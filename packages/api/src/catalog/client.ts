import createClient from "openapi-fetch";
import type { components, operations, paths } from "../../../../openapi/catalog/types";
import { safeUrl } from "../domain/safeUrl";
import { consoleLogger, type Logger } from "../log";

export type Movie = components["schemas"]["Movie"];
export type MovieInput = components["schemas"]["MovieInput"];
export type Problem = components["schemas"]["Problem"];
export type Embed = components["schemas"]["Embed"];
export type Session = components["schemas"]["Session"];
export type LoginRequest = components["schemas"]["LoginRequest"];
export type RuntimeConfig = components["schemas"]["RuntimeConfig"];
export type MovieCounts = components["schemas"]["MovieCounts"];
export type MovieFlags = components["schemas"]["MovieFlags"];
export type BulkRequest = components["schemas"]["BulkRequest"];
/** Issue 16: one admin write as the audit trail recorded it. */
export type AuditEntry = components["schemas"]["AuditEntry"];
export type AuditAction = components["schemas"]["AuditAction"];
export type AuditChange = components["schemas"]["AuditChange"];
export type ListAuditParams = NonNullable<operations["listAudit"]["parameters"]["query"]>;
/** A page of the audit trail and how many entries match its filters. */
export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}
export interface BulkResult {
  done: number;
  missing: string[];
}

/** SPEC.md §7: the own API answers within 10000 ms or the call fails. */
export const CATALOG_TIMEOUT_MS = 10_000;
/** SPEC.md §7: the own API lives under /api on the site's origin by default. */
export const DEFAULT_CATALOG_BASE = "/api";
/** SPEC.md §9: "Default list limit is 200." */
export const DEFAULT_LIST_LIMIT = 200;

export interface CatalogClientOptions {
  /** Absolute or same-origin base URL of the API, e.g. `/api` or `http://localhost:5000/api`. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Injected by tests; defaults to the platform's fetch. */
  fetch?: typeof globalThis.fetch;
  /** Where swallowed failures (a failed search) are reported. */
  log?: Logger;
}

/** A failed catalogue call: the HTTP status (0 when no answer came) and the server's problem, if any. */
export class CatalogError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;
  /** Seconds the server asked to wait before trying again (a 429's Retry-After), if it said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(message: string, status: number, problem?: Problem, retryAfterSeconds?: number) {
    super(message);
    this.name = "CatalogError";
    this.status = status;
    this.problem = problem;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface MoviePage {
  movies: Movie[];
  total: number;
  /** The page after this one, as GET /movies?after= (issue 35: keyset paging); absent on the last. */
  next?: string;
}

/** The filters, search and sort of GET /movies (openapi/catalog.yaml). */
export type ListMoviesParams = NonNullable<operations["listMovies"]["parameters"]["query"]>;

/**
 * SPEC.md §7: the list answer holds `data.movies`, or is a plain array.
 * Anything else is an error, never silently an empty list.
 */
export function normalizeMovieList(body: unknown): MoviePage {
  if (Array.isArray(body)) return { movies: body as Movie[], total: body.length };
  const data = (body as { data?: { movies?: unknown; total?: unknown; next?: unknown } } | null)
    ?.data;
  if (data && Array.isArray(data.movies)) {
    const total = typeof data.total === "number" ? data.total : data.movies.length;
    const page: MoviePage = { movies: data.movies as Movie[], total };
    if (typeof data.next === "string") page.next = data.next;
    return page;
  }
  throw new CatalogError("Unexpected movie list shape", 200);
}

/** SPEC.md §7: "GET /movies/{id}. The response is in data." */
function unwrapData<T>(body: unknown, what: string): T {
  const data = (body as { data?: unknown } | null)?.data;
  if (data && typeof data === "object") return data as T;
  throw new CatalogError(`Unexpected ${what} shape`, 200);
}

/** An embed whose player and page addresses are both safe to load (domain/safeUrl), else null. */
function safeEmbed(embed: Embed): Embed | null {
  return safeUrl(embed.embed_url) && safeUrl(embed.episode_url) ? embed : null;
}

/** A single embed, refused like a malformed answer when an address is not safe to load. */
function unwrapEmbed(body: unknown): Embed {
  const embed = safeEmbed(unwrapData<Embed>(body, "embed"));
  if (!embed) throw new CatalogError("Unexpected embed shape", 200);
  return embed;
}

/** A fetch that gives up after `timeoutMs` (a TimeoutError), for every client of the catalogue. */
export function withTimeout(
  base: typeof globalThis.fetch,
  timeoutMs: number,
): typeof globalThis.fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    return base(new Request(request, { signal }));
  };
}

/** Retry-After in its delay-seconds form; the HTTP-date form is not sent by our service. */
function retryAfterOf(response: Response): number | undefined {
  const raw = response.headers.get("retry-after")?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isInteger(value) && value >= 0 ? value : undefined;
}

/** A non-OK answer as a CatalogError, with the server's problem and Retry-After when it sent them. */
export function catalogFailure(error: unknown, response: Response): CatalogError {
  const problem =
    error && typeof error === "object" && "type" in error ? (error as Problem) : undefined;
  return new CatalogError(
    problem?.detail ?? problem?.title ?? `Catalogue answered ${response.status}`,
    response.status,
    problem,
    retryAfterOf(response),
  );
}

/**
 * Runs one openapi-fetch call: its data, or a CatalogError (status 0 when no
 * answer came, with "did not answer in time" after the timeout).
 */
export async function callCatalog<T>(
  run: () => Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  let result;
  try {
    result = await run();
  } catch (cause) {
    const timedOut = cause instanceof DOMException && cause.name === "TimeoutError";
    throw new CatalogError(
      timedOut ? "Catalogue did not answer in time" : "Catalogue unreachable",
      0,
    );
  }
  if (result.error !== undefined || !result.response.ok) {
    throw catalogFailure(result.error, result.response);
  }
  return result.data as T;
}

/** Query parameters without the undefined ones, so they are not sent as "undefined". */
function defined<T extends object>(params: T): T {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined && value !== ""),
  ) as T;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

export function createCatalogClient(options: CatalogClientOptions = {}) {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const log = options.log ?? consoleLogger;
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? DEFAULT_CATALOG_BASE,
    fetch: withTimeout(baseFetch, options.timeoutMs ?? CATALOG_TIMEOUT_MS),
  });

  const call = callCatalog;

  return {
    /** GET /movies with SPEC.md §7's default limit of 200 unless a limit is given. */
    async listMovies(params: ListMoviesParams = {}): Promise<MoviePage> {
      const query = defined({ limit: DEFAULT_LIST_LIMIT, ...params });
      const body = await call(() => client.GET("/movies", { params: { query } }));
      return normalizeMovieList(body);
    },

    /** GET /movies/{id}; a missing title is a CatalogError with status 404. */
    async getMovie(id: string): Promise<Movie> {
      const body = await call(() => client.GET("/movies/{id}", { params: { path: { id } } }));
      return unwrapData<Movie>(body, "movie");
    },

    /**
     * SPEC.md §7: "GET /movies?search={term}. A non-OK answer gives an empty
     * list." §8: search "Failures give an empty list." A blank term asks nothing.
     */
    async searchMovies(term: string, limit: number = DEFAULT_LIST_LIMIT): Promise<Movie[]> {
      const search = term.trim();
      if (!search) return [];
      try {
        const body = await call(() =>
          // Visitors' search: titles set passive in the admin stay out (issue 16).
          client.GET("/movies", { params: { query: { search, limit, status: "active" } } }),
        );
        return normalizeMovieList(body).movies;
      } catch (error) {
        log(`Catalogue search for "${search}" failed`, error);
        return [];
      }
    },

    async createMovie(movie: MovieInput, token: string): Promise<Movie> {
      const body = await call(() =>
        client.POST("/movies", { body: movie, headers: bearer(token) }),
      );
      return unwrapData<Movie>(body, "movie");
    },

    /**
     * PUT /movies/{id}. With `expectedUpdatedAt` (issue 16) the server refuses
     * with 409 (problem type `stale`) when someone saved the title since.
     */
    async updateMovie(
      id: string,
      movie: MovieInput,
      token: string,
      expectedUpdatedAt?: string,
    ): Promise<Movie> {
      const headers: Record<string, string> = bearer(token);
      if (expectedUpdatedAt !== undefined) headers["If-Match"] = `"${expectedUpdatedAt}"`;
      const body = await call(() =>
        client.PUT("/movies/{id}", { params: { path: { id } }, body: movie, headers }),
      );
      return unwrapData<Movie>(body, "movie");
    },

    /** Issue 16: status, featured or trending only. */
    async patchMovie(id: string, flags: MovieFlags, token: string): Promise<Movie> {
      const body = await call(() =>
        client.PATCH("/movies/{id}", {
          params: { path: { id } },
          body: flags,
          headers: bearer(token),
        }),
      );
      return unwrapData<Movie>(body, "movie");
    },

    /** Issue 16: several titles' flags changed, or deleted, in one request. */
    async bulkMovies(request: BulkRequest, token: string): Promise<BulkResult> {
      const body = await call(() =>
        client.POST("/admin/bulk", { body: request, headers: bearer(token) }),
      );
      return unwrapData<BulkResult>(body, "bulk result");
    },

    async deleteMovie(id: string, token: string): Promise<void> {
      await call(() =>
        client.DELETE("/movies/{id}", { params: { path: { id } }, headers: bearer(token) }),
      );
    },

    /** Issue 16: the audit trail, newest first, filtered and paged on the server. */
    async listAudit(params: ListAuditParams, token: string): Promise<AuditPage> {
      const body = await call(() =>
        client.GET("/admin/audit", { params: { query: defined(params) }, headers: bearer(token) }),
      );
      const page = unwrapData<AuditPage>(body, "audit page");
      if (!Array.isArray(page.entries) || typeof page.total !== "number") {
        throw new CatalogError("Unexpected audit page shape", 200);
      }
      return page;
    },

    /** Issue 16: a title deleted in the last 30 days, put back (404 when it cannot be). */
    async restoreMovie(id: string, token: string): Promise<Movie> {
      const body = await call(() =>
        client.POST("/admin/movies/{id}/restore", {
          params: { path: { id } },
          headers: bearer(token),
        }),
      );
      return unwrapData<Movie>(body, "movie");
    },

    /** Issue 16: the film management tiles, counted by the server over the whole catalogue. */
    async movieCounts(token: string): Promise<MovieCounts> {
      const body = await call(() => client.GET("/admin/counts", { headers: bearer(token) }));
      return unwrapData<MovieCounts>(body, "counts");
    },

    async listEmbeds(): Promise<Embed[]> {
      const body = await call(() => client.GET("/embeds"));
      const data = (body as { data?: unknown } | undefined)?.data;
      if (!Array.isArray(data)) throw new CatalogError("Unexpected embed list shape", 200);
      // An embed with an address that could run script is left out, whatever the backend sent.
      return (data as Embed[]).filter((embed) => safeEmbed(embed) !== null);
    },

    async getEmbed(episodeId: string): Promise<Embed> {
      const body = await call(() =>
        client.GET("/embeds/episode/{episodeId}", { params: { path: { episodeId } } }),
      );
      return unwrapEmbed(body);
    },

    async randomEmbed(): Promise<Embed> {
      const body = await call(() => client.GET("/embeds/random"));
      return unwrapEmbed(body);
    },

    /** The deployment's player hosts and sync service address (GET /config). */
    async getRuntimeConfig(): Promise<RuntimeConfig> {
      const body = await call(() => client.GET("/config"));
      return unwrapData<RuntimeConfig>(body, "runtime settings");
    },

    async login(credentials: LoginRequest): Promise<Session> {
      return await call(() => client.POST("/auth/login", { body: credentials }));
    },

    async logout(token: string): Promise<void> {
      await call(() => client.POST("/auth/logout", { headers: bearer(token) }));
    },

    async getSession(token: string): Promise<Session> {
      return await call(() => client.GET("/auth/session", { headers: bearer(token) }));
    },
  };
}

export type CatalogClient = ReturnType<typeof createCatalogClient>;
