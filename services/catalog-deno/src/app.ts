import { type Context, Hono } from "hono";
import {
  type AdminAccount,
  lockedAccount,
  LoginLimiter,
  newToken,
  SESSION_TTL_MS,
  tokenHash,
} from "./auth.ts";
import {
  chooseEncoding,
  compress,
  COMPRESSION_THRESHOLD_BYTES,
  compressResponse,
  DYNAMIC_BROTLI_QUALITY,
  type Encoding,
} from "./compression.ts";
import { compileContract, type Contract, toFieldErrors } from "./contract.ts";
import { type ImageKind, renderImage } from "./images.ts";
import { createMetadataProxy } from "./metadata.ts";
import { problem } from "./problem.ts";
import { createPages } from "./pages/mod.ts";
import { createStaticHandler } from "./static.ts";
import type { ListQuery, Movie, MovieInput, MoviePage, MovieStore } from "./store/store.ts";
import { slugify } from "./text.ts";

/** SPEC.md §9: default list size (also the contract's default). */
export const DEFAULT_LIST_LIMIT = 200;
/** Largest page the API serves in one answer: enforced by the contract's `maximum`, pinned by a test. */
export const MAX_LIST_LIMIT = 500;
/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Generated images kept in memory at once. */
export const MAX_CACHED_IMAGES = 1000;
/** Browsers may reuse a generated image this long (it changes only when the title is edited). */
const IMAGE_CACHE_CONTROL = "public, max-age=86400";
/** How long a browser may reuse a CORS preflight answer, in seconds. */
const CORS_MAX_AGE_S = 600;

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;
const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

export interface Deps {
  store: MovieStore;
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
  tmdb?:
    | { apiKey: string | undefined; baseUrl: string; fetch?: typeof fetch }
    | undefined;
  trustProxy?: boolean | undefined;
}

/** What Deno.serve passes beside the request; absent when tests call the handler directly. */
export interface ServeInfo {
  remoteAddr: { hostname: string };
}

type EncodedPage =
  & { plain: Uint8Array<ArrayBuffer> }
  & Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;

type Env = { Bindings: Partial<ServeInfo> };

type ParsedBody = { ok: true; value: unknown } | {
  ok: false;
  response: Response;
};

/** Reads a JSON body of at most MAX_BODY_BYTES, refusing anything else with a problem. */
async function readJsonBody(request: Request): Promise<ParsedBody> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!JSON_MEDIA_TYPE.test(contentType)) {
    return {
      ok: false,
      response: problem("unsupported-media-type", {
        detail: "Send the body as application/json",
      }),
    };
  }
  const tooLarge = () => ({
    ok: false as const,
    response: problem("payload-too-large", {
      detail: `The body may be at most ${MAX_BODY_BYTES} bytes`,
    }),
  });
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > MAX_BODY_BYTES) {
    await request.body?.cancel();
    return tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > MAX_BODY_BYTES) {
        await reader.cancel();
        return tooLarge();
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return {
      ok: false,
      response: problem("bad-request", {
        detail: "The body is not valid UTF-8",
      }),
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      response: problem("bad-request", {
        detail: "The body is not well-formed JSON",
      }),
    };
  }
}

function jsonResponse(
  text: string,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(text, {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

function newMovieId(input: MovieInput): string {
  const prefix = input.type === "series" ? "s" : "m";
  const stem = slugify(input.title).slice(0, 40).replace(/-+$/, "") || "baslik";
  const suffix = Array.from(
    crypto.getRandomValues(new Uint8Array(6)),
    (b) => "abcdefghijklmnopqrstuvwxyz0123456789"[b % 36],
  ).join("");
  return `${prefix}-${stem}-${suffix}`;
}

/** A stored title from validated input: defaults for what the form left out. */
function toMovie(
  input: MovieInput,
  id: string,
  createdAt: string,
  updatedAt: string,
): Movie {
  return {
    _id: id,
    ...input,
    genre: input.genre ?? [],
    rating: input.rating ?? 0,
    views: input.views ?? 0,
    likes: input.likes ?? 0,
    featured: input.featured ?? false,
    trending: input.trending ?? false,
    status: input.status ?? "active",
    createdAt,
    updatedAt,
  };
}

function contentSecurityPolicy(
  embedOrigins: readonly string[],
  syncUrl: string,
): string {
  const frames = embedOrigins.map((url) => new URL(url).origin);
  const sync = new URL(syncUrl).origin;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${sync}`,
    "media-src 'self' blob:",
    `frame-src ${frames.length > 0 ? frames.join(" ") : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join("; ");
}

/** Builds the catalogue HTTP handler from its dependencies; pure to test with `new Request`. */
export function createHandler(
  deps: Deps,
): (request: Request, info?: ServeInfo) => Promise<Response> {
  const { store } = deps;
  const contract = deps.contract ?? compileContract();
  const account = deps.account ?? lockedAccount;
  const now = () => deps.clock?.now() ?? Date.now();
  const reportError = deps.reportError ??
    ((error: unknown) => console.error(error));
  const limiter = new LoginLimiter();
  const validateListQuery = contract.query("/movies", "get");
  const validateMovieInput = contract.body("MovieInput");
  const validateLogin = contract.body("LoginRequest");
  // Path parameters are checked against the contract's own patterns.
  const movieIdPattern = contract.pathPattern("/movies/{id}", "get", "id");
  const episodeIdPattern = contract.pathPattern("/embeds/episode/{episodeId}", "get", "episodeId");
  const imageFilePattern = contract.pathPattern("/images/{kind}/{file}", "get", "file");
  const embedBaseUrls = deps.embedBaseUrls ?? [];
  const syncUrl = deps.syncUrl ?? "ws://localhost:8787";
  const corsOrigins = new Set(deps.corsOrigins ?? []);
  const metadata = createMetadataProxy({
    apiKey: deps.tmdb?.apiKey,
    baseUrl: deps.tmdb?.baseUrl ?? "https://api.themoviedb.org/3",
    ...(deps.tmdb?.fetch ? { fetch: deps.tmdb.fetch } : {}),
    now,
  });
  const configBody = JSON.stringify({
    data: {
      embedBaseUrls,
      syncUrl,
      metadataEnabled: Boolean(deps.tmdb?.apiKey),
    },
  });
  const securityHeaders: [string, string][] = [
    ["content-security-policy", contentSecurityPolicy(embedBaseUrls, syncUrl)],
    ["referrer-policy", "no-referrer"],
    ["x-content-type-options", "nosniff"],
  ];
  const images = new Map<string, string>();
  const encoder = new TextEncoder();
  const encodedPages = new WeakMap<MoviePage, EncodedPage>();
  const serveSite = deps.staticDir ? createStaticHandler(deps.staticDir) : undefined;

  function clientOf(c: Context<Env>): string {
    if (deps.trustProxy) {
      const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
      if (forwarded) return forwarded;
    }
    return (c.env as Partial<ServeInfo> | undefined)?.remoteAddr?.hostname ??
      "unknown";
  }

  async function sessionOf(
    c: Context<Env>,
  ): Promise<{ token: string; expiresAt: number } | undefined> {
    const token = BEARER.exec(c.req.header("authorization") ?? "")?.[1];
    if (!token) return undefined;
    const session = await store.getSession(await tokenHash(token), now());
    return session ? { token, expiresAt: session.expiresAt } : undefined;
  }

  const unauthorized = () =>
    problem("unauthorized", {
      detail: "Send a valid admin session token as Authorization: Bearer <token>",
      headers: { "www-authenticate": 'Bearer realm="sinema"' },
    });

  const app = new Hono<Env>();

  // One outer layer for every answer: security headers, compression, and the log line.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    const headers = c.res.headers;
    for (const [name, value] of securityHeaders) headers.set(name, value);
    const acceptEncoding = c.req.header("accept-encoding");
    if (acceptEncoding && !headers.has("content-encoding")) {
      c.res = await compressResponse(acceptEncoding, c.res);
    }
    deps.log?.(
      `{"method":${JSON.stringify(c.req.method)},"path":${
        JSON.stringify(c.req.path)
      },"status":${c.res.status},"ms":${Math.round((performance.now() - started) * 10) / 10}}`,
    );
  });

  app.use("/api/*", async (c, next) => {
    const origin = c.req.header("origin");
    const allowed = origin !== undefined && corsOrigins.has(origin);
    if (c.req.method === "OPTIONS") {
      const headers: Record<string, string> = { vary: "Origin" };
      if (allowed) {
        headers["access-control-allow-origin"] = origin;
        headers["access-control-allow-methods"] = "GET, POST, PUT, DELETE";
        headers["access-control-allow-headers"] = "authorization, content-type";
        headers["access-control-max-age"] = String(CORS_MAX_AGE_S);
      }
      return new Response(null, { status: 204, headers });
    }
    await next();
    if (allowed) {
      c.res.headers.set("access-control-allow-origin", origin);
      c.res.headers.set(
        "access-control-expose-headers",
        "Location, Retry-After",
      );
      c.res.headers.append("vary", "Origin");
    }
  });

  const api = new Hono<Env>();

  api.get("/health", async (c) => {
    await store.ping();
    return c.json({ status: "ok" });
  });

  api.get("/config", () => jsonResponse(configBody));

  api.get("/movies", async (c) => {
    const checked = validateListQuery(new URL(c.req.url).searchParams);
    if (!checked.ok) {
      return problem("bad-request", {
        detail: checked.errors.map((e) => `${e.path.slice(1)} ${e.message}`)
          .join("; "),
        errors: checked.errors,
      });
    }
    const query = { limit: DEFAULT_LIST_LIMIT, ...checked.value } as ListQuery;
    const page = await store.list(query);
    // A store that hands out the same page again (SQLite's page cache) gets its
    // encoded answer, and each compressed form of it, reused too.
    let encoded = encodedPages.get(page);
    if (!encoded) {
      encoded = {
        plain: encoder.encode(
          `{"data":{"movies":[${page.movies.join(",")}],"total":${page.total}}}`,
        ),
      };
      encodedPages.set(page, encoded);
    }
    const headers: Record<string, string> = { "content-type": "application/json" };
    const encoding = encoded.plain.byteLength >= COMPRESSION_THRESHOLD_BYTES
      ? chooseEncoding(c.req.header("accept-encoding") ?? null)
      : undefined;
    if (!encoding) {
      if (c.req.header("accept-encoding")) headers.vary = "Accept-Encoding";
      return new Response(encoded.plain, { headers });
    }
    encoded[encoding] ??= compress(encoded.plain, encoding, DYNAMIC_BROTLI_QUALITY);
    headers["content-encoding"] = encoding;
    headers.vary = "Accept-Encoding";
    return new Response(encoded[encoding], { headers });
  });

  api.get("/movies/:id", async (c) => {
    const id = c.req.param("id");
    const doc = movieIdPattern.test(id) ? await store.get(id) : undefined;
    if (doc === undefined) {
      return problem("not-found", { detail: "No title has this id" });
    }
    return jsonResponse(`{"data":${doc}}`);
  });

  async function readMovieInput(
    c: Context<Env>,
  ): Promise<
    { ok: true; input: MovieInput } | { ok: false; response: Response }
  > {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return body;
    if (!validateMovieInput(body.value)) {
      const errors = toFieldErrors(validateMovieInput.errors);
      return {
        ok: false,
        response: problem("validation", {
          detail: errors.map((e) => `${e.path} ${e.message}`).join("; "),
          errors,
        }),
      };
    }
    return { ok: true, input: body.value as MovieInput };
  }

  api.post("/movies", async (c) => {
    if (!(await sessionOf(c))) return unauthorized();
    const read = await readMovieInput(c);
    if (!read.ok) return read.response;
    const stamp = new Date(now()).toISOString();
    const movie = toMovie(read.input, newMovieId(read.input), stamp, stamp);
    const result = await store.insert(movie);
    if (result === "conflict") {
      return problem("conflict", {
        detail: "A title with this name, type and release date already exists",
      });
    }
    return jsonResponse(JSON.stringify({ data: movie }), 201, {
      location: `/api/movies/${movie._id}`,
    });
  });

  api.put("/movies/:id", async (c) => {
    if (!(await sessionOf(c))) return unauthorized();
    const id = c.req.param("id");
    const existing = movieIdPattern.test(id) ? await store.get(id) : undefined;
    if (existing === undefined) {
      await c.req.raw.body?.cancel();
      return problem("not-found", { detail: "No title has this id" });
    }
    const read = await readMovieInput(c);
    if (!read.ok) return read.response;
    const { createdAt } = JSON.parse(existing) as Movie;
    const movie = toMovie(
      read.input,
      id,
      createdAt,
      new Date(now()).toISOString(),
    );
    const result = await store.replace(movie);
    if (result === "missing") {
      return problem("not-found", { detail: "No title has this id" });
    }
    if (result === "conflict") {
      return problem("conflict", {
        detail: "Another title has this name, type and release date",
      });
    }
    return jsonResponse(JSON.stringify({ data: movie }));
  });

  api.delete("/movies/:id", async (c) => {
    if (!(await sessionOf(c))) return unauthorized();
    const id = c.req.param("id");
    const removed = movieIdPattern.test(id) && await store.remove(id);
    if (!removed) {
      return problem("not-found", { detail: "No title has this id" });
    }
    images.delete(`poster/${id}`);
    images.delete(`backdrop/${id}`);
    return new Response(null, { status: 204 });
  });

  api.post("/auth/login", async (c) => {
    const body = await readJsonBody(c.req.raw);
    if (!body.ok) return body.response;
    if (!validateLogin(body.value)) {
      const errors = toFieldErrors(validateLogin.errors);
      return problem("validation", {
        detail: errors.map((e) => `${e.path} ${e.message}`).join("; "),
        errors,
      });
    }
    const { username, password } = body.value as {
      username: string;
      password: string;
    };
    const key = `${clientOf(c)}\n${username.toLowerCase()}`;
    const retryAfter = limiter.retryAfter(key, now());
    if (retryAfter > 0) {
      return problem("rate-limited", {
        detail: `Try again in ${retryAfter} s`,
        headers: { "retry-after": String(retryAfter) },
      });
    }
    if (!(await account.verify(username, password))) {
      limiter.recordFailure(key, now());
      return problem("unauthorized", { detail: "Wrong username or password" });
    }
    limiter.reset(key);
    await store.deleteExpiredSessions(now());
    const token = newToken();
    const expiresAt = now() + SESSION_TTL_MS;
    await store.createSession({ tokenHash: await tokenHash(token), expiresAt });
    return c.json({
      token,
      role: "admin",
      expiresAt: new Date(expiresAt).toISOString(),
    });
  });

  api.post("/auth/logout", async (c) => {
    const token = BEARER.exec(c.req.header("authorization") ?? "")?.[1];
    if (token) await store.deleteSession(await tokenHash(token));
    return new Response(null, { status: 204 });
  });

  api.get("/auth/session", async (c) => {
    const session = await sessionOf(c);
    if (!session) return unauthorized();
    return c.json({
      token: session.token,
      role: "admin",
      expiresAt: new Date(session.expiresAt).toISOString(),
    });
  });

  api.get("/embeds", async (c) => c.json({ data: await store.listEmbeds() }));

  api.get("/embeds/random", async (c) => {
    const embed = await store.randomEmbed();
    if (!embed) return problem("not-found", { detail: "There are no embeds" });
    return c.json({ data: embed });
  });

  api.get("/embeds/episode/:episodeId", async (c) => {
    const slug = c.req.param("episodeId");
    const embed = episodeIdPattern.test(slug) ? await store.getEmbed(slug) : undefined;
    if (!embed) {
      return problem("not-found", { detail: "No embed has this episode id" });
    }
    return c.json({ data: embed });
  });

  api.get(
    "/tmdb/*",
    (c) => {
      const path = c.req.path.slice("/api/tmdb/".length);
      if (path === "") {
        return problem("not-found", { detail: "Name a metadata path" });
      }
      return metadata(path, new URL(c.req.url).searchParams);
    },
  );

  api.get("/images/:kind/:file", async (c) => {
    const kind = c.req.param("kind");
    const file = c.req.param("file");
    const id = imageFilePattern.test(file) ? file.slice(0, -".svg".length) : undefined;
    if ((kind !== "poster" && kind !== "backdrop") || id === undefined) {
      return problem("not-found", {
        detail: "Images are /images/{poster|backdrop}/{id}.svg",
      });
    }
    const doc = await store.get(id);
    if (doc === undefined) {
      return problem("not-found", { detail: "No title has this id" });
    }
    const movie = JSON.parse(doc) as Movie;
    const key = `${kind}/${id}`;
    let svg = images.get(key);
    if (
      svg === undefined || !svg.includes(`data-version="${movie.updatedAt}"`)
    ) {
      svg = renderImage(kind as ImageKind, movie).replace(
        "<svg ",
        `<svg data-version="${movie.updatedAt}" `,
      );
      images.set(key, svg);
      if (images.size > MAX_CACHED_IMAGES) {
        images.delete(images.keys().next().value!);
      }
    }
    return new Response(svg, {
      headers: {
        "content-type": "image/svg+xml",
        "cache-control": IMAGE_CACHE_CONTROL,
      },
    });
  });

  api.all(
    "*",
    (c) =>
      problem("not-found", {
        detail: `No API route for ${c.req.method} ${c.req.path}`,
      }),
  );
  app.route("/api", api);

  // Pages rendered on the server, robots.txt, sitemap.xml (src/pages); their data comes through `app`.
  const pages = deps.staticDir
    ? createPages({
      staticDir: deps.staticDir,
      fetchApi: async (r) => await app.fetch(r),
      reportError,
    })
    : undefined;

  if (serveSite) {
    app.all("*", async (c) => {
      const response = await pages?.(c.req.raw, c.req.path) ??
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

  return async (request, info) => await app.fetch(request, info);
}
