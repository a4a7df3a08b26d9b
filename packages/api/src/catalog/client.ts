import createClient from "openapi-fetch";
import type { components, paths } from "../generated/catalog";

export type Movie = components["schemas"]["Movie"];
export type Problem = components["schemas"]["Problem"];

/** SPEC.md §7: the own API answers within 10000 ms or the call fails. */
export const CATALOG_TIMEOUT_MS = 10_000;
/** SPEC.md §7: the own API lives under /api on the site's origin by default. */
export const DEFAULT_CATALOG_BASE = "/api";

export interface CatalogClientOptions {
  /** Absolute or same-origin base URL of the API, e.g. `/api` or `http://localhost:5000/api`. */
  baseUrl?: string;
  timeoutMs?: number;
  /** Injected by tests; defaults to the platform's fetch. */
  fetch?: typeof globalThis.fetch;
}

/** A failed catalogue call: the HTTP status (0 when no answer came) and the server's problem, if any. */
export class CatalogError extends Error {
  readonly status: number;
  readonly problem: Problem | undefined;

  constructor(message: string, status: number, problem?: Problem) {
    super(message);
    this.name = "CatalogError";
    this.status = status;
    this.problem = problem;
  }
}

export interface MoviePage {
  movies: Movie[];
  total: number;
}

export interface ListMoviesParams {
  limit?: number;
}

/**
 * SPEC.md §7: the list answer holds `data.movies`, or is a plain array.
 * Anything else is an error, never silently an empty list.
 */
export function normalizeMovieList(body: unknown): MoviePage {
  if (Array.isArray(body)) return { movies: body as Movie[], total: body.length };
  const data = (body as { data?: { movies?: unknown; total?: unknown } } | null)?.data;
  if (data && Array.isArray(data.movies)) {
    const total = typeof data.total === "number" ? data.total : data.movies.length;
    return { movies: data.movies as Movie[], total };
  }
  throw new CatalogError("Unexpected movie list shape", 200);
}

function withTimeout(base: typeof globalThis.fetch, timeoutMs: number): typeof globalThis.fetch {
  return (input, init) => {
    const request = new Request(input, init);
    const signal = AbortSignal.any([request.signal, AbortSignal.timeout(timeoutMs)]);
    return base(new Request(request, { signal }));
  };
}

async function failure(error: unknown, response: Response): Promise<CatalogError> {
  const problem =
    error && typeof error === "object" && "type" in error ? (error as Problem) : undefined;
  return new CatalogError(
    problem?.detail ?? problem?.title ?? `Catalogue answered ${response.status}`,
    response.status,
    problem,
  );
}

export function createCatalogClient(options: CatalogClientOptions = {}) {
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? DEFAULT_CATALOG_BASE,
    fetch: withTimeout(baseFetch, options.timeoutMs ?? CATALOG_TIMEOUT_MS),
  });

  async function call<T>(run: () => Promise<{ data?: T; error?: unknown; response: Response }>) {
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
      throw await failure(result.error, result.response);
    }
    return result.data as T;
  }

  return {
    async listMovies(params: ListMoviesParams = {}): Promise<MoviePage> {
      const body = await call(() =>
        client.GET("/movies", { params: { query: params.limit ? { limit: params.limit } : {} } }),
      );
      return normalizeMovieList(body);
    },
  };
}

export type CatalogClient = ReturnType<typeof createCatalogClient>;
