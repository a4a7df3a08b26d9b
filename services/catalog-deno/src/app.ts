import { Hono } from "hono";
import { serveStatic } from "hono/deno";
import type { MovieStore } from "./store/store.ts";
import { problem } from "./problem.ts";

/** SPEC.md §9: default list size. */
export const DEFAULT_LIST_LIMIT = 200;
/** Largest page the API serves in one answer. */
export const MAX_LIST_LIMIT = 500;

export interface Deps {
  store: MovieStore;
  /** Built site to serve with SPA fallback; API only when absent. */
  staticDir?: string | undefined;
  /** Where request logs go (one JSON line each); silent when absent. */
  log?: ((line: string) => void) | undefined;
}

function parseLimit(raw: string | undefined): number | string {
  if (raw === undefined) return DEFAULT_LIST_LIMIT;
  if (!/^\d+$/.test(raw)) return `limit must be an integer between 1 and ${MAX_LIST_LIMIT}`;
  const limit = Number(raw);
  if (limit < 1 || limit > MAX_LIST_LIMIT) {
    return `limit must be an integer between 1 and ${MAX_LIST_LIMIT}`;
  }
  return limit;
}

/** Builds the catalogue HTTP handler from its dependencies; pure to test with `new Request`. */
export function createHandler(deps: Deps): (request: Request) => Promise<Response> {
  const app = new Hono();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    deps.log?.(JSON.stringify({
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    }));
  });

  const api = new Hono();
  api.get("/health", async (c) => {
    await deps.store.ping();
    return c.json({ status: "ok" });
  });
  api.get("/movies", async (c) => {
    const limit = parseLimit(c.req.query("limit"));
    if (typeof limit === "string") return problem("bad-request", limit, c.req.path);
    const page = await deps.store.list({ limit });
    return c.json({ data: page });
  });
  api.all("*", (c) => problem("not-found", `No API route for ${c.req.method} ${c.req.path}`));
  app.route("/api", api);

  if (deps.staticDir) {
    const root = deps.staticDir;
    app.use(
      "/assets/*",
      serveStatic({
        root,
        onFound: (_path, c) => {
          // Vite names these files by content hash, so they never change.
          c.header("cache-control", "public, max-age=31536000, immutable");
        },
      }),
    );
    app.use(
      "*",
      serveStatic({ root, onFound: (_path, c) => c.header("cache-control", "no-cache") }),
    );
    // SPA fallback: every other path is a client-side route.
    app.get(
      "*",
      serveStatic({
        root,
        path: "index.html",
        onFound: (_p, c) => c.header("cache-control", "no-cache"),
      }),
    );
  }

  app.onError((error, c) => {
    console.error(error);
    return problem("internal", undefined, c.req.path);
  });
  app.notFound((c) => problem("not-found", `Nothing at ${c.req.path}`));

  return async (request) => await app.fetch(request);
}
