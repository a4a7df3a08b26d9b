/**
 * Caching proxy to the metadata service (TMDB-style API): only the calls of
 * SPEC.md §7 are forwarded, the key is added here so it never reaches a
 * browser, and answers are kept in an in-memory LRU with a time to live.
 */
import { problem } from "./problem.ts";

/** Answers kept at once (JSON pages of a few KiB each). */
export const METADATA_CACHE_ENTRIES = 500;
/** How long an answer is reused. */
export const METADATA_CACHE_TTL_MS = 10 * 60 * 1000;
/** SPEC.md §9: calls to a backend time out after 10 s. */
export const METADATA_TIMEOUT_MS = 10_000;

/** The paths SPEC.md §7 and the admin's import (issue 33) call, and nothing else. */
const ALLOWED_PATHS: readonly RegExp[] = [
  /^(movie|tv)\/\d{1,10}$/,
  /^tv\/\d{1,10}\/season\/\d{1,4}$/,
  /^search\/(multi|movie|tv)$/,
  /^find\/tt\d{5,10}$/,
  /^(movie|tv)\/popular$/,
  /^movie\/now_playing$/,
  /^tv\/on_the_air$/,
  /^trending\/all\/day$/,
  /^(movie|tv)\/top_rated$/,
  /^discover\/(movie|tv)$/,
  /^genre\/(movie|tv)\/list$/,
];

/** Query parameters the site sends; anything else (including a client's api_key) is dropped. */
const FORWARDED_PARAMS = [
  "append_to_response",
  "external_source",
  "first_air_date.gte",
  "first_air_date.lte",
  "include_adult",
  "language",
  "page",
  "primary_release_date.gte",
  "primary_release_date.lte",
  "query",
  "region",
  "sort_by",
  "with_genres",
  "with_original_language",
] as const;

/** Longest value forwarded for one parameter. */
const MAX_PARAM_LENGTH = 200;

export interface MetadataOptions {
  apiKey: string | undefined;
  baseUrl: string;
  fetch?: typeof fetch;
  now?: () => number;
}

interface CachedAnswer {
  body: string;
  storedAt: number;
}

export function isForwardedPath(path: string): boolean {
  return ALLOWED_PATHS.some((pattern) => pattern.test(path));
}

export function createMetadataProxy(options: MetadataOptions) {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CachedAnswer>();
  const inFlight = new Map<string, Promise<Response>>();

  function remember(key: string, body: string): void {
    cache.delete(key);
    cache.set(key, { body, storedAt: now() });
    if (cache.size > METADATA_CACHE_ENTRIES) {
      const oldest = cache.keys().next().value;
      if (oldest !== undefined) cache.delete(oldest);
    }
  }

  async function fetchUpstream(key: string, url: URL): Promise<Response> {
    let upstream: Response;
    try {
      upstream = await fetchImpl(url, {
        headers: { accept: "application/json" },
        signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
      });
    } catch (error) {
      return problem("upstream-error", {
        detail: `The metadata service could not be reached (${
          error instanceof Error ? error.name : "error"
        })`,
      });
    }
    const body = await upstream.text();
    if (upstream.status === 404) {
      return problem("not-found", {
        detail: "The metadata service has no such item",
      });
    }
    // Issue 33 item 5: the admin is told which of these it is, never shown a trace.
    if (upstream.status === 401) {
      return problem("metadata-key-invalid", {
        detail: "The metadata service refused TMDB_API_KEY",
      });
    }
    if (upstream.status === 429) {
      const retryAfter = upstream.headers.get("retry-after");
      return problem("rate-limited", {
        detail: "The metadata service asks to slow down",
        headers: retryAfter && /^\d{1,4}$/.test(retryAfter) ? { "retry-after": retryAfter } : {},
      });
    }
    if (!upstream.ok) {
      return problem("upstream-error", {
        detail: `The metadata service answered ${upstream.status}`,
      });
    }
    try {
      JSON.parse(body);
    } catch {
      return problem("upstream-error", {
        detail: "The metadata service answered with non-JSON",
      });
    }
    remember(key, body);
    return json(body, "miss");
  }

  function json(body: string, cacheState: "hit" | "miss"): Response {
    return new Response(body, {
      headers: { "content-type": "application/json", "x-cache": cacheState },
    });
  }

  return async function proxy(
    path: string,
    query: URLSearchParams,
  ): Promise<Response> {
    if (!isForwardedPath(path)) {
      return problem("forbidden-path", {
        detail: `Only the site's metadata calls are forwarded`,
      });
    }
    if (!options.apiKey) {
      return problem("metadata-not-configured", {
        detail: "Set TMDB_API_KEY to enable /api/tmdb",
      });
    }
    const forwarded = new URLSearchParams();
    for (const name of FORWARDED_PARAMS) {
      const value = query.get(name);
      if (value !== null) forwarded.set(name, value.slice(0, MAX_PARAM_LENGTH));
    }
    forwarded.sort();
    const key = `${path}?${forwarded}`;
    const cached = cache.get(key);
    if (cached && now() - cached.storedAt < METADATA_CACHE_TTL_MS) {
      remember(key, cached.body); // refresh its place in the LRU order
      cache.get(key)!.storedAt = cached.storedAt;
      return json(cached.body, "hit");
    }
    // Concurrent misses for one key share a single upstream call.
    let pending = inFlight.get(key);
    if (!pending) {
      const url = new URL(`${options.baseUrl}/${path}`);
      for (const [name, value] of forwarded) url.searchParams.set(name, value);
      url.searchParams.set("api_key", options.apiKey);
      pending = fetchUpstream(key, url).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return (await pending).clone();
  };
}
