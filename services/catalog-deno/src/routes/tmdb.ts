/** /tmdb/*: the caching proxy to the metadata service (openapi/tmdb.yaml). */
import { Hono } from "hono";
import type { Env } from "../http.ts";
import { createMetadataProxy } from "../metadata.ts";
import { problem } from "../problem.ts";

export function tmdbRoutes(deps: {
  apiKey: string | undefined;
  baseUrl: string;
  fetch?: typeof fetch | undefined;
  now: () => number;
}): Hono<Env> {
  const metadata = createMetadataProxy({
    apiKey: deps.apiKey,
    baseUrl: deps.baseUrl,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    now: deps.now,
  });
  const tmdb = new Hono<Env>();
  tmdb.get("/*", (c) => {
    const path = c.req.path.slice("/api/tmdb/".length);
    if (path === "") return problem("not-found", { detail: "Name a metadata path" });
    return metadata(path, new URL(c.req.url).searchParams);
  });
  return tmdb;
}
