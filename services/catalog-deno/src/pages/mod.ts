/**
 * Pages rendered on the server (issue 18): every public page of the site is
 * answered with HTML from the site's server build (apps/site/dist-server,
 * React Router data mode, streamed), plus /robots.txt and the sitemap
 * (/sitemap.xml, an index of /sitemaps/titles-N.xml parts, built once per
 * catalogue generation and answered 304 to a client that holds it).
 * Files, /assets/ and the admin (client-rendered) are left to the static
 * handler. Without a server build the site falls back to client rendering.
 * Rendered pages are kept a few seconds; a write drops the ones whose API
 * reads it can change (see PAGE_TTL_MS and `readMayChange`).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { join } from "node:path";
import { chooseEncoding, compress, type Encoding } from "../compression.ts";
import type { ListQuery, StoreChange } from "../store/store.ts";
import {
  answerSitemap,
  SITEMAP_PART,
  SITEMAP_PART_SIZE,
  sitemapFileOf,
  SitemapWalks,
} from "./sitemap.ts";

export { SITEMAP_PART_SIZE, SITEMAP_TTL_MS, sitemapIndexXml, sitemapXml } from "./sitemap.ts";

/** What apps/site/src/entry-server.tsx exports (its build has no types Deno can check). */
interface ServerBuild {
  createPageRenderer(options: {
    fetch: (request: Request) => Promise<Response>;
    template: string;
    readStylesheet?: (href: string) => Promise<string>;
    reportError?: (error: unknown) => void;
    publicOrigin?: string | undefined;
  }): (request: Request) => Promise<Response>;
  /** The address a page is rendered for: the path and only the query parameters its routes read. */
  pageAddress(url: URL): URL;
  /** The values of the cookies its routes read ("" for none): part of the page's key. */
  pageVariant?(url: URL, cookieHeader: string | null): string;
  sitemapPaths(options: {
    fetch: (request: Request) => Promise<Response>;
    origin: string;
  }): Promise<string[]>;
  /** The exact text of every inline script the pages carry (the policy allows each by its hash). */
  inlineScripts?: readonly string[];
}

export interface PagesDeps {
  /** The built site (apps/site/dist); the server build sits beside it in dist-server/. */
  staticDir: string;
  /** The catalogue's own handler: the pages' data comes through it without a network hop. */
  fetchApi: (request: Request) => Promise<Response>;
  /** The server build's module; default `<staticDir>/../dist-server/entry-server.js`. */
  serverEntry?: string | undefined;
  reportError?: ((error: unknown) => void) | undefined;
  /** The clock of the page cache (tests move it). */
  now?: (() => number) | undefined;
  /**
   * The site's public origin (PUBLIC_ORIGIN, e.g. "https://sinema.example")
   * for canonical, Open Graph and sitemap addresses; the request's when absent.
   */
  publicOrigin?: string | undefined;
  /** Addresses per sitemap part; SITEMAP_PART_SIZE (tests make it small). */
  sitemapPartSize?: number | undefined;
  /** Issue 29's metrics: told whether each page request found a kept render. */
  onKept?: ((hit: boolean) => void) | undefined;
  /**
   * Told the pages' inline scripts once the server build is loaded, before
   * the first page is answered: the site's policy allows them by hash.
   */
  allowInlineScripts?: ((sources: readonly string[]) => void) | undefined;
}

/** Paths the browser renders itself: the admin panel and its login. */
const CLIENT_ONLY = /^\/admin(-login)?(\/|$)/;
/** A last path segment with an extension names a file (/dizi.json, /favicon.ico). */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]+$/;

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /admin-login\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * How long a rendered page is reused. Rendering a page costs milliseconds of
 * CPU (React's render and the loaders), a cached answer microseconds, so
 * under load nearly every visitor gets a copy: pages carry no personal data
 * (the viewer's state fills in in the browser). A write through this
 * instance drops at once the copies it can change (`changed`); another
 * instance's writes show here at most this long afterwards.
 */
export const PAGE_TTL_MS = 5_000;
/** Distinct addresses kept (least recently used go first); query strings make the space unbounded. */
export const PAGE_CACHE_ENTRIES = 256;
/**
 * The kept pages' bytes in all (issue 35): home is 330 kB of HTML, and 256 of
 * them under as many hosts held ~170 MB of RSS; expired copies stayed until
 * pushed out. Each counts as `keptSize`.
 */
export const PAGE_CACHE_BYTES = 24 << 20;
/** A kept page's share of PAGE_CACHE_BYTES: its body and room for the compressed copies made on demand (~10% each). */
function keptSize(page: RenderedPage): number {
  return Math.ceil(page.body.byteLength * 1.25);
}
/** Larger pages are rendered for each request rather than kept. */
const PAGE_CACHE_MAX_BYTES = 1 << 20;
/**
 * Brotli quality of a kept page's copy, made once per render: home's 330 kB
 * of HTML is 29.4 kB at 5 (about 5 ms) against 35.1 kB gzipped and 32.0 kB at
 * quality 4; quality 11 would save 2 kB more for ~100 ms of blocked service.
 */
export const PAGE_BROTLI_QUALITY = 5;

interface RenderedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array<ArrayBuffer>;
  /** The body compressed, each made on the first request that accepts it. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  /** When the copy stops being served. */
  expires: number;
  /** The catalogue API addresses its render read: what a write must touch to change it. */
  reads: readonly URL[];
}

/** The API reads of the render under way, gathered across its loaders' awaits. */
const readsOfRender = new AsyncLocalStorage<URL[]>();

/** The list filters of a GET /api/movies address, as the store's list reads them. */
function listQueryOf(params: URLSearchParams): ListQuery {
  const flag = (name: string) => {
    const value = params.get(name);
    return value === null ? undefined : value === "true";
  };
  const query: Record<string, unknown> = { limit: 0 };
  for (const name of ["type", "status", "genre", "category", "audio", "subtitles", "search"]) {
    const value = params.get(name);
    if (value !== null) query[name] = value;
  }
  for (const name of ["featured", "trending"]) {
    if (flag(name) !== undefined) query[name] = flag(name);
  }
  return query as ListQuery;
}

/**
 * Whether `change` can change what the API answered to `read` (issue 35: a
 * bulk import of drafts leaves every public page kept). A title's own
 * address changes with that title; a list with a title that may have been
 * or may now be on it (its total too); an address this does not know, with
 * any write.
 */
export function readMayChange(read: URL, change: StoreChange): boolean {
  const path = read.pathname;
  if (path === "/api/config") return false;
  if (path === "/api/movies") return change.mayList(listQueryOf(read.searchParams));
  const title = /^\/api\/movies\/([^/]+)$/.exec(path);
  if (title) return change.ids.has(decodeURIComponent(title[1]!));
  return true;
}

/** Changes heard while renders were under way: a render kept after one it may show is stale. */
interface HeardChange {
  seq: number;
  change: StoreChange;
}

/**
 * The answer to one request from a rendered page, in the best encoding the
 * client accepts (Brotli, else gzip); the compression layer leaves
 * content-encoding alone.
 */
function answerFrom(request: Request, page: RenderedPage): Response {
  const headers = new Headers(page.headers);
  headers.append("vary", "Accept-Encoding");
  let body: Uint8Array<ArrayBuffer> = page.body;
  const encoding = chooseEncoding(request.headers.get("accept-encoding"));
  if (encoding) {
    // Made while this request waits, once per render (compression.ts: gzip, or Brotli at this quality).
    body = page.encoded[encoding] ??= compress(page.body, encoding, PAGE_BROTLI_QUALITY);
    headers.set("content-encoding", encoding);
  }
  headers.set("content-length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : body, { status: page.status, headers });
}

export interface Pages {
  /** Answers page requests, robots.txt and sitemap.xml; undefined for anything else. */
  handle(request: Request, path: string): Promise<Response | undefined>;
  /** A write changed the catalogue: the kept pages it can change go, and the sitemap is rebuilt. */
  changed(change: StoreChange): void;
  /**
   * Loads the server build, renders home once (not kept) and walks the
   * sitemap: the first visitor after a start no longer pays for importing the
   * build and for code run the first time (issue 35: home's first render
   * 128-165 ms, later cold renders 36-51 ms at 100,000 titles), nor the first
   * crawler for the walk.
   */
  warm(): Promise<void>;
}

export function createPages(deps: PagesDeps): Pages {
  const entry = deps.serverEntry ?? join(deps.staticDir, "..", "dist-server", "entry-server.js");
  const reportError = deps.reportError ?? ((error: unknown) => console.error(error));
  let loaded:
    | Promise<{ build: ServerBuild; render: (request: Request) => Promise<Response> } | null>
    | undefined;

  /** The server build, imported on first use; null when the site was built without one. */
  function serverBuild() {
    loaded ??= (async () => {
      try {
        await Deno.stat(entry);
      } catch {
        return null;
      }
      const build = await import(entry) as ServerBuild;
      deps.allowInlineScripts?.(build.inlineScripts ?? []);
      const template = await Deno.readTextFile(join(deps.staticDir, "index.html"));
      const render = build.createPageRenderer({
        fetch: (request) => {
          readsOfRender.getStore()?.push(new URL(request.url));
          return deps.fetchApi(request);
        },
        template,
        // The site's own stylesheet (an href from its index.html), carried inline in every page.
        readStylesheet: (href: string) => Deno.readTextFile(join(deps.staticDir, href)),
        reportError,
        publicOrigin: deps.publicOrigin,
      });
      return { build, render };
    })();
    return loaded;
  }

  const now = deps.now ?? (() => Date.now());
  const rendered = new Map<string, RenderedPage>();
  const rendering = new Map<string, Promise<RenderedPage>>();
  /** Counts the catalogue's changes: the sitemap is built once per count. */
  let generation = 0;
  /** Renders under way, and the changes heard since the oldest of them began. */
  let rendersUnderWay = 0;
  const heard: HeardChange[] = [];

  /** The kept pages' share of PAGE_CACHE_BYTES (`keptSize` of each). */
  let keptBytes = 0;

  function forget(key: string): void {
    const page = rendered.get(key);
    if (!page) return;
    keptBytes -= keptSize(page);
    rendered.delete(key);
  }

  /** Keeps a render: expired copies go first, then the least recently used past either bound. */
  function keep(key: string, page: RenderedPage): void {
    forget(key);
    for (const [other, { expires }] of rendered) if (expires <= now()) forget(other);
    while (
      rendered.size > 0 &&
      (rendered.size >= PAGE_CACHE_ENTRIES || keptBytes + keptSize(page) > PAGE_CACHE_BYTES)
    ) {
      forget(rendered.keys().next().value!);
    }
    rendered.set(key, page);
    keptBytes += keptSize(page);
  }

  /** One render per address at a time: requests arriving meanwhile share its result. */
  function renderOnce(
    render: (request: Request) => Promise<Response>,
    key: string,
    address: URL,
    request: Request,
  ): Promise<RenderedPage> {
    // A render under way when the catalogue changed is not shared with later requests.
    const flight = `${generation} ${key}`;
    let pending = rendering.get(flight);
    if (!pending) {
      const startedIn = generation;
      rendersUnderWay++;
      pending = readsOfRender.run([], async () => {
        const page = await render(new Request(address, { headers: request.headers }));
        const body = new Uint8Array(await page.arrayBuffer());
        const result: RenderedPage = {
          status: page.status,
          headers: [...page.headers],
          body,
          encoded: {},
          expires: now() + PAGE_TTL_MS,
          reads: readsOfRender.getStore()!,
        };
        // A change heard during the render that it may show, or a failed
        // render (5xx): not kept, the next visitor gets a fresh render.
        const stale = heard.some(({ seq, change }) =>
          seq > startedIn && result.reads.some((read) => readMayChange(read, change))
        );
        if (!stale && result.status < 500 && body.byteLength <= PAGE_CACHE_MAX_BYTES) {
          keep(key, result);
        }
        return result;
      }).finally(() => {
        rendering.delete(flight);
        if (--rendersUnderWay === 0) heard.length = 0;
      });
      rendering.set(flight, pending);
    }
    return pending;
  }

  const partSize = deps.sitemapPartSize ?? SITEMAP_PART_SIZE;

  /**
   * The sitemap's addresses as paths, walked once per catalogue generation for
   * every origin: the walk reads every title (seconds at 100,000), writing
   * them out under one more origin costs milliseconds (issue 35: each new Host
   * walked the catalogue again, 1.4-6 s and ~45 MB of garbage each).
   */
  const walks = new SitemapWalks(now);
  const sitemapWalkOf = (build: ServerBuild, requestOrigin: string) =>
    walks.of(generation, () => build.sitemapPaths({ fetch: deps.fetchApi, origin: requestOrigin }));

  async function handle(request: Request, path: string): Promise<Response | undefined> {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const origin = deps.publicOrigin ?? new URL(request.url).origin;
    if (path === "/robots.txt") {
      return new Response(request.method === "HEAD" ? null : robotsTxt(origin), {
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" },
      });
    }
    if (path.startsWith("/assets/") || CLIENT_ONLY.test(path)) return undefined;
    const part = SITEMAP_PART.exec(path);
    if (path !== "/sitemap.xml" && !part && FILE_LIKE.test(path)) return undefined;
    const server = await serverBuild();
    if (!server) return undefined;
    if (path === "/sitemap.xml" || part) {
      const walk = await sitemapWalkOf(server.build, new URL(request.url).origin);
      const file = await sitemapFileOf(walk, origin, partSize, part ? Number(part[1]) : undefined);
      return file ? answerSitemap(request, file) : new Response("No such sitemap part.\n", {
        status: 404,
        headers: { "content-type": "text/plain; charset=utf-8" },
      });
    }
    // The page's own address: its path and the query parameters it reads
    // (`?utm_source=…` shares the copy), and the host unless the public origin
    // is configured (canonical and Open Graph URLs are absolute).
    const address = server.build.pageAddress(new URL(request.url));
    const variant = server.build.pageVariant?.(address, request.headers.get("cookie")) ?? "";
    const key = (deps.publicOrigin ? address.pathname + address.search : address.href) +
      (variant ? ` ${variant}` : "");
    const kept = rendered.get(key);
    if (kept && kept.expires > now()) {
      rendered.delete(key);
      rendered.set(key, kept);
      deps.onKept?.(true);
      return answerFrom(request, kept);
    }
    deps.onKept?.(false);
    return answerFrom(request, await renderOnce(server.render, key, address, request));
  }

  async function warm(): Promise<void> {
    const server = await serverBuild();
    if (!server) return;
    const origin = deps.publicOrigin ?? "http://localhost";
    const page = await server.render(new Request(new URL("/", origin)));
    await page.arrayBuffer();
    // And the sitemap's first walk, which a crawler's first request would otherwise wait for.
    await sitemapWalkOf(server.build, origin);
  }

  return {
    handle,
    warm,
    changed(change) {
      generation++;
      if (rendersUnderWay > 0) heard.push({ seq: generation, change });
      for (const [key, page] of rendered) {
        if (page.reads.some((read) => readMayChange(read, change))) forget(key);
      }
    },
  };
}
