/**
 * Pages rendered on the server (issue 18): every public page of the site is
 * answered with HTML from the site's server build (apps/site/dist-server,
 * React Router data mode, streamed), plus /robots.txt and /sitemap.xml.
 * Files, /assets/ and the admin (client-rendered) are left to the static
 * handler. Without a server build the site falls back to client rendering.
 */
import { join } from "node:path";

/** What apps/site/src/entry-server.tsx exports (its build has no types Deno can check). */
interface ServerBuild {
  createPageRenderer(options: {
    fetch: (request: Request) => Promise<Response>;
    template: string;
    reportError?: (error: unknown) => void;
  }): (request: Request) => Promise<Response>;
  sitemapPaths(options: {
    fetch: (request: Request) => Promise<Response>;
    origin: string;
  }): Promise<string[]>;
}

export interface PagesDeps {
  /** The built site (apps/site/dist); the server build sits beside it in dist-server/. */
  staticDir: string;
  /** The catalogue's own handler: the pages' data comes through it without a network hop. */
  fetchApi: (request: Request) => Promise<Response>;
  /** The server build's module; default `<staticDir>/../dist-server/entry-server.js`. */
  serverEntry?: string | undefined;
  reportError?: ((error: unknown) => void) | undefined;
}

/** Paths the browser renders itself: the admin panel and its login. */
const CLIENT_ONLY = /^\/admin(-login)?(\/|$)/;
/** A last path segment with an extension names a file (/dizi.json, /favicon.ico). */
const FILE_LIKE = /\/[^/]*\.[A-Za-z0-9]+$/;

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /admin-login\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${
    urls.join("\n")
  }\n</urlset>\n`;
}

/**
 * Gzip as the page streams (the service's compression layer would wait for
 * the whole page); the layer leaves answers with a content-encoding alone.
 */
function streamCompressed(request: Request, page: Response): Response {
  const accepts = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
  if (!accepts || !page.body) return page;
  const headers = new Headers(page.headers);
  headers.set("content-encoding", "gzip");
  headers.append("vary", "Accept-Encoding");
  return new Response(page.body.pipeThrough(new CompressionStream("gzip")), {
    status: page.status,
    headers,
  });
}

/** Answers page requests, robots.txt and sitemap.xml; undefined for anything else. */
export function createPages(deps: PagesDeps) {
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
      const template = await Deno.readTextFile(join(deps.staticDir, "index.html"));
      const render = build.createPageRenderer({ fetch: deps.fetchApi, template, reportError });
      return { build, render };
    })();
    return loaded;
  }

  return async function pages(request: Request, path: string): Promise<Response | undefined> {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const origin = new URL(request.url).origin;
    if (path === "/robots.txt") {
      return new Response(request.method === "HEAD" ? null : robotsTxt(origin), {
        headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-cache" },
      });
    }
    if (path.startsWith("/assets/") || CLIENT_ONLY.test(path)) return undefined;
    if (path !== "/sitemap.xml" && FILE_LIKE.test(path)) return undefined;
    const server = await serverBuild();
    if (!server) return undefined;
    if (path === "/sitemap.xml") {
      const paths = await server.build.sitemapPaths({ fetch: deps.fetchApi, origin });
      return new Response(request.method === "HEAD" ? null : sitemapXml(origin, paths), {
        headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "no-cache" },
      });
    }
    const page = await server.render(request);
    if (request.method === "HEAD") {
      await page.body?.cancel();
      return new Response(null, { status: page.status, headers: page.headers });
    }
    return streamCompressed(request, page);
  };
}
