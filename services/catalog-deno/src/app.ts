import { type Context, Hono } from "hono";
import { matchedRoutes } from "hono/route";
import { type AdminAccount, lockedAccount } from "./auth.ts";
import { compressResponse } from "./compression.ts";
import { compileContract, type Contract } from "./contract.ts";
import { type Env, headRequests, type ServeInfo, sessionReader } from "./http.ts";
import { problem } from "./problem.ts";
import { Lifecycle } from "./lifecycle.ts";
import type { CatalogMetrics } from "./metrics.ts";
import { createPages } from "./pages/mod.ts";
import { createResponseHeaders } from "./responseHeaders.ts";
import { DEFAULT_TMDB_IMAGE_BASE } from "./config.ts";
import { adminRoutes } from "./routes/admin.ts";
import { authRoutes, noStore } from "./routes/auth.ts";
import { docsRoutes } from "./routes/docs.ts";
import { embedRoutes } from "./routes/embeds.ts";
import { EventRecorder } from "./events/recorder.ts";
import { eventRoutes } from "./routes/events.ts";
import { playbackHealthRoutes, playbackReportRoutes } from "./routes/playback.ts";
import { statsRoutes } from "./routes/stats.ts";
import { ImageCache, imageRoutes } from "./routes/images.ts";
import { movieRoutes } from "./routes/movies.ts";
import { systemRoutes } from "./routes/system.ts";
import { tmdbRoutes } from "./routes/tmdb.ts";
import { transferRoutes } from "./routes/transfers.ts";
import { createStaticHandler } from "./static.ts";
import type { MovieStore } from "./store/store.ts";

export { MAX_BODY_BYTES, type ServeInfo } from "./http.ts";
export { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from "./routes/movies.ts";
export { MAX_CACHED_IMAGES } from "./routes/images.ts";
export { TRANSFER_MAX_BYTES, TRANSFER_TTL_MS } from "./routes/transfers.ts";

/** How long a browser may reuse a CORS preflight answer, in seconds. */
const CORS_MAX_AGE_S = 600;
export interface Deps {
  store: MovieStore;
  /** Render home once in the background at creation (the service's start; `Pages.warm`). */
  warmPages?: boolean | undefined;
  /** The admin account; every login fails when absent. */
  account?: AdminAccount | undefined;
  /** The compiled contract; compiled from openapi/catalog.yaml when absent. */
  contract?: Contract | undefined;
  clock?: { now(): number } | undefined;
  /** Built site to serve with SPA fallback; API only when absent. */
  staticDir?: string | undefined;
  /** Where request logs go (one JSON line each); silent when absent. */
  log?: ((line: string) => void) | undefined;
  /** Where unexpected errors are reported; console.error when absent. */
  reportError?: ((error: unknown) => void) | undefined;
  corsOrigins?: readonly string[] | undefined;
  embedBaseUrls?: readonly string[] | undefined;
  syncUrl?: string | undefined;
  /** Issue 33: the metadata service's image host, allowed as an image source (config.ts). */
  tmdbImageOrigin?: string | undefined;
  tmdb?:
    | { apiKey: string | undefined; baseUrl: string; fetch?: typeof fetch }
    | undefined;
  trustProxy?: boolean | undefined;
  /**
   * Issue 16: where visitors' events are counted before they are written;
   * main.ts passes its own to flush it every second and at shutdown. A new
   * one (flushed by requests and statistics reads only) when absent.
   */
  events?: EventRecorder | undefined;
  /** Issue 15: take POST /playback-reports (PLAYBACK_REPORTS=1). */
  playbackReports?: boolean | undefined;
  /** The site's public origin for the pages' absolute addresses; the request's when absent. */
  publicOrigin?: string | undefined;
  /** Issue 29: starting, serving or draining, for /api/ready; always serving when absent. */
  lifecycle?: Lifecycle | undefined;
  /** Issue 29: request counts and latencies, kept-page hits, readiness checks; none when absent. */
  metrics?: CatalogMetrics | undefined;
}

/**
 * HEAD answers the GET's headers, Content-Length included: Hono runs the GET
 * and drops its body, which would leave the length to Deno (0), so the body
 * is measured here instead.
 */
async function headOf(
  app: Hono<Env>,
  request: Request,
  info: ServeInfo | undefined,
): Promise<Response> {
  // A new request rather than a copy: the copy would share the HEAD's abort signal.
  const get = new Request(request.url, { method: "GET", headers: request.headers });
  headRequests.add(get);
  const response = await app.fetch(get, info);
  const length = (await response.arrayBuffer()).byteLength;
  const headers = new Headers(response.headers);
  if (response.status !== 204 && response.status !== 304) {
    headers.set("content-length", String(length));
  }
  return new Response(null, { status: response.status, headers });
}

/**
 * The pattern of the route that answered (`/api/movies/:id`), for metrics:
 * the first method-specific route that matched (middleware and the catch-alls
 * match every method); `/api/*` and `/*` for the catch-alls (unknown API
 * paths, pages and files).
 */
function routeOf(c: Context<Env>): string {
  const answered = matchedRoutes(c).find((route) => route.method !== "ALL");
  if (answered) return answered.path;
  return c.req.path.startsWith("/api/") ? "/api/*" : "/*";
}

/** Builds the catalogue HTTP handler from its dependencies; pure to test with `new Request`. */
export function createHandler(
  deps: Deps,
): (request: Request, info?: ServeInfo) => Promise<Response> {
  const { store } = deps;
  const contract = deps.contract ?? compileContract();
  const now = () => deps.clock?.now() ?? Date.now();
  const reportError = deps.reportError ?? ((error: unknown) => console.error(error));
  const embedBaseUrls = deps.embedBaseUrls ?? [];
  const syncUrl = deps.syncUrl ?? "ws://localhost:8787";
  const corsOrigins = new Set(deps.corsOrigins ?? []);
  const sessionOf = sessionReader(store, now);
  const images = new ImageCache();
  const serveSite = deps.staticDir ? createStaticHandler(deps.staticDir) : undefined;

  const app = new Hono<Env>();
  const responseHeaders = createResponseHeaders({
    embedBaseUrls,
    syncUrl,
    imageOrigins: [deps.tmdbImageOrigin ?? DEFAULT_TMDB_IMAGE_BASE],
    corsOrigins,
    corsMaxAgeS: CORS_MAX_AGE_S,
  });
  // Pages rendered on the server, robots.txt, sitemap.xml (src/pages); their data comes through `app`.
  const pages = deps.staticDir
    ? createPages({
      staticDir: deps.staticDir,
      fetchApi: async (r) => await app.fetch(r),
      reportError,
      now,
      publicOrigin: deps.publicOrigin,
      onKept: deps.metrics ? (hit) => deps.metrics?.keptPage(hit) : undefined,
      allowInlineScripts: (sources) => responseHeaders.allowInlineScripts(sources),
    })
    : undefined;
  // A committed write drops the kept pages it can change (issue 35); sign-ins
  // and visitors' reports change no page and are not store writes.
  if (pages) store.onChange((change) => pages.changed(change));
  if (pages && deps.warmPages) pages.warm().catch(reportError);

  // The outer layer of every answer: its headers, compression and the log line.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const finished = responseHeaders.finish(c.res, c.req.raw, c.req.path);
    if (finished !== c.res) {
      c.res = undefined; // As below: no second copy of every header.
      c.res = finished;
    }
    const acceptEncoding = c.req.header("accept-encoding");
    if (acceptEncoding && !c.res.headers.has("content-encoding")) {
      const compressed = await compressResponse(acceptEncoding, c.res);
      if (compressed !== c.res) {
        // compressResponse already carried every header over; clearing first
        // stops Hono's setter from copying them all onto a second new Response
        // (measured: a third of a small GET /movies/{id}).
        c.res = undefined;
        c.res = compressed;
      }
    }
    // The route's pattern (/api/movies/:id), never the path: one series per route.
    deps.metrics?.request(
      c.req.method,
      routeOf(c),
      c.res.status,
      (performance.now() - started) / 1000,
    );
    deps.log?.(
      `{"method":${JSON.stringify(c.req.method)},"path":${
        JSON.stringify(c.req.path)
      },"status":${c.res.status},"ms":${Math.round((performance.now() - started) * 10) / 10}}`,
    );
  });
  app.use("/api/auth/*", noStore);
  // CORS preflights end here (their headers: responseHeaders), inside noStore.
  app.use("/api/*", async (c, next) => {
    const preflight = responseHeaders.preflight(c.req.raw, c.req.path);
    if (preflight) return preflight;
    await next();
  });
  const recorder = deps.events ?? new EventRecorder({ store: store.events, now, reportError });
  const playbackReports = deps.playbackReports ?? false;
  const trustProxy = deps.trustProxy ?? false;
  const api = new Hono<Env>();
  // Issues 15 and 16: mounted before /admin and /embeds, whose routes they sit under.
  api.route("/events", eventRoutes({ contract, recorder, now, trustProxy }));
  api.route(
    "/admin/stats",
    statsRoutes({ store, contract, recorder, now, sessionOf, playbackReports }),
  );
  api.route(
    "/playback-reports",
    playbackReportRoutes({
      contract,
      recorder,
      now,
      trustProxy,
      enabled: playbackReports,
      playerHosts: embedBaseUrls,
    }),
  );
  api.route(
    "/embeds/health",
    playbackHealthRoutes({ store: store.events, recorder, now, enabled: playbackReports }),
  );
  api.route(
    "/",
    systemRoutes({
      store,
      lifecycle: deps.lifecycle ?? new Lifecycle(),
      metrics: deps.metrics,
      embedBaseUrls,
      syncUrl,
      metadataEnabled: Boolean(deps.tmdb?.apiKey),
    }),
  );
  api.route("/movies", movieRoutes({ store, contract, now, sessionOf, images }));
  api.route(
    "/auth",
    authRoutes({
      store,
      account: deps.account ?? lockedAccount,
      contract,
      now,
      sessionOf,
      trustProxy: deps.trustProxy ?? false,
    }),
  );
  api.route("/admin", adminRoutes({ store, contract, now, sessionOf, images }));
  api.route("/embeds", embedRoutes({ store, contract }));
  api.route("/images", imageRoutes({ store, contract, images }));
  api.route(
    "/tmdb",
    tmdbRoutes({
      apiKey: deps.tmdb?.apiKey,
      baseUrl: deps.tmdb?.baseUrl ?? "https://api.themoviedb.org/3",
      fetch: deps.tmdb?.fetch,
      now,
    }),
  );
  api.route(
    "/transfers",
    transferRoutes({ store, now, trustProxy: deps.trustProxy ?? false }),
  );
  api.route("/docs", docsRoutes({ contract }));
  api.all(
    "*",
    (c) => problem("not-found", { detail: `No API route for ${c.req.method} ${c.req.path}` }),
  );
  app.route("/api", api);

  if (serveSite) {
    app.all("*", async (c) => {
      const response = await pages?.handle(c.req.raw, c.req.path) ??
        await serveSite(c.req.raw, c.req.path);
      return response ??
        problem("not-found", { detail: `Nothing at ${c.req.path}` });
    });
  }

  app.onError((error, c) => {
    reportError(error);
    return problem("internal", { instance: c.req.path });
  });
  app.notFound((c) => problem("not-found", { detail: `Nothing at ${c.req.path}` }));

  return async (request, info) =>
    request.method === "HEAD" ? await headOf(app, request, info) : await app.fetch(request, info);
}
