/**
 * The headers every answer carries (the site's security policy) and the API's
 * CORS headers, set in one step on the finished answer.
 *
 * Why not Hono's secureHeaders and cors middleware: cors reads `c.res` before
 * the route runs, so Hono makes an empty Response there, copies its headers
 * onto a second one when the route's answer arrives, and makes a third for
 * the `Vary` it appends afterwards (`c.header` on a finished answer). With
 * secureHeaders' own pass that was about a third of a small GET's time in the
 * service (bench:api: GET /api/movies/{id} at 0.28 of a bare Deno.serve).
 * Here the headers are written once, onto the answer the route made.
 * The answers are the same as with Hono's middleware (src/site.test.ts).
 */
import { createHash } from "node:crypto";

export interface ResponseHeaderOptions {
  /** Origins of the embed players the site may frame. */
  embedBaseUrls: readonly string[];
  /** The sync service's address, which pages connect to. */
  syncUrl: string;
  /** Issue 33: hosts pages may load images from besides their own (the metadata service's). */
  imageOrigins: readonly string[];
  /** Origins allowed to call the API from a browser (the dev site). */
  corsOrigins: ReadonlySet<string>;
  /** How long a browser may reuse a preflight answer, in seconds. */
  corsMaxAgeS: number;
}

const CORS_METHODS = "GET,POST,PUT,PATCH,DELETE";
const CORS_ALLOW_HEADERS = "authorization,content-type,if-match";
const CORS_EXPOSE_HEADERS = "Location,Retry-After";

/**
 * The site's policy: scripts only from this origin (and the pages' own inline
 * scripts, each allowed by its hash: never `'unsafe-inline'`), frames only
 * from the embed hosts, images only from this origin and the metadata
 * service's image host (issue 33: named, not every `https:` host).
 */
function contentSecurityPolicy(
  embedOrigins: readonly string[],
  syncUrl: string,
  imageOrigins: readonly string[],
  scriptHashes: readonly string[],
): string {
  const frames = embedOrigins.map((url) => new URL(url).origin);
  const images = imageOrigins.map((url) => new URL(url).origin);
  const directives: [string, readonly string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)]],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", ...images]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", new URL(syncUrl).origin]],
    ["media-src", ["'self'", "blob:"]],
    ["frame-src", frames.length > 0 ? frames : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'self'"]],
  ];
  return directives.map(([name, values]) => `${name} ${values.join(" ")}`).join("; ");
}

/**
 * The security headers, set only where the route set none of its own
 * (/api/docs has a policy of its own). HSTS is left to a TLS terminator in
 * front; headers for browsers long gone (IE's download and XSS filters,
 * Flash's cross-domain policies) are not sent: each is paid on every answer.
 */
function securityHeaders(
  options: ResponseHeaderOptions,
  scriptHashes: readonly string[],
): readonly [string, string][] {
  return [
    ["referrer-policy", "no-referrer"],
    ["x-content-type-options", "nosniff"],
    ["x-frame-options", "SAMEORIGIN"],
    [
      "content-security-policy",
      contentSecurityPolicy(
        options.embedBaseUrls,
        options.syncUrl,
        options.imageOrigins,
        scriptHashes,
      ),
    ],
  ];
}

/** A CSP source for one inline script: `sha256-<base64 of its UTF-8 text's digest>`. */
export function scriptHash(source: string): string {
  return `sha256-${createHash("sha256").update(source, "utf8").digest("base64")}`;
}

/** True for the paths CORS applies to: the API. */
function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

export function createResponseHeaders(options: ResponseHeaderOptions) {
  let security = securityHeaders(options, []);

  function write(headers: Headers, request: Request, path: string): void {
    for (const [name, value] of security) {
      if (!headers.has(name)) headers.set(name, value);
    }
    if (!isApiPath(path)) return;
    const origin = request.headers.get("origin");
    if (origin !== null && options.corsOrigins.has(origin)) {
      headers.set("access-control-allow-origin", origin);
    }
    headers.set("access-control-expose-headers", CORS_EXPOSE_HEADERS);
    headers.append("vary", "Origin");
  }

  return {
    /**
     * Allows these inline scripts (their exact text) in every page from now
     * on: the server build's (src/pages), known once it is loaded, which is
     * before the first page it renders is answered.
     */
    allowInlineScripts(sources: readonly string[]): void {
      security = securityHeaders(options, sources.map(scriptHash));
    },

    /**
     * The answer to a CORS preflight (OPTIONS under /api), or undefined for
     * any other request; `finish` adds the origin and the rest. A refused
     * origin gets no methods (and no origin).
     */
    preflight(request: Request, path: string): Response | undefined {
      if (request.method !== "OPTIONS" || !isApiPath(path)) return undefined;
      const origin = request.headers.get("origin");
      const headers = new Headers({
        "access-control-max-age": String(options.corsMaxAgeS),
        "access-control-allow-headers": CORS_ALLOW_HEADERS,
        vary: "Access-Control-Request-Headers",
      });
      if (origin !== null && options.corsOrigins.has(origin)) {
        headers.set("access-control-allow-methods", CORS_METHODS);
      }
      return new Response(null, { status: 204, headers });
    },

    /**
     * Adds the headers to a finished answer: in place when its headers can be
     * changed (every answer the service makes itself), else on a copy, which
     * is returned. Returns the same object when it changed it in place.
     */
    finish(response: Response, request: Request, path: string): Response {
      try {
        write(response.headers, request, path);
        return response;
      } catch {
        // Immutable headers (an answer passed on from fetch): the same on a copy.
        const copy = new Response(response.body, response);
        write(copy.headers, request, path);
        return copy;
      }
    },
  };
}
