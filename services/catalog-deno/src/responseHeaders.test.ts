import assert from "node:assert/strict";
import { createResponseHeaders, scriptHash } from "./responseHeaders.ts";

const headers = createResponseHeaders({
  embedBaseUrls: ["https://player.example/embed"],
  syncUrl: "wss://sync.example/ws",
  imageOrigins: ["https://image.tmdb.org/t/p"],
  corsOrigins: new Set(["http://localhost:5173"]),
  corsMaxAgeS: 600,
});

const request = (path: string, init: RequestInit = {}) =>
  new Request(`http://localhost:5000${path}`, init);

Deno.test("every answer gets the site's policy; the route's own policy is kept", () => {
  const page = headers.finish(new Response("<p>hi</p>"), request("/"), "/");
  assert.equal(
    page.headers.get("content-security-policy"),
    "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
      "img-src 'self' data: blob: https://image.tmdb.org; font-src 'self' data:; " +
      "connect-src 'self' wss://sync.example; media-src 'self' blob:; " +
      "frame-src https://player.example; object-src 'none'; base-uri 'self'; " +
      "form-action 'self'; frame-ancestors 'self'",
  );
  assert.equal(page.headers.get("referrer-policy"), "no-referrer");
  assert.equal(page.headers.get("x-frame-options"), "SAMEORIGIN");
  // Pages are not the API: no CORS headers.
  assert.equal(page.headers.get("access-control-expose-headers"), null);
  assert.equal(page.headers.get("vary"), null);

  const docs = new Response("docs", {
    headers: { "content-security-policy": "default-src 'none'" },
  });
  assert.equal(
    headers.finish(docs, request("/api/docs"), "/api/docs").headers.get("content-security-policy"),
    "default-src 'none'",
  );
});

Deno.test("API answers name an allowed origin only, and vary by it", () => {
  const allowed = headers.finish(
    new Response("{}", { headers: { vary: "Accept-Encoding" } }),
    request("/api/movies", { headers: { origin: "http://localhost:5173" } }),
    "/api/movies",
  );
  assert.equal(allowed.headers.get("access-control-allow-origin"), "http://localhost:5173");
  assert.equal(allowed.headers.get("access-control-expose-headers"), "Location,Retry-After");
  assert.equal(allowed.headers.get("vary"), "Accept-Encoding, Origin");

  const other = headers.finish(
    new Response("{}"),
    request("/api/movies", { headers: { origin: "https://evil.example" } }),
    "/api/movies",
  );
  assert.equal(other.headers.get("access-control-allow-origin"), null);
  assert.equal(other.headers.get("vary"), "Origin");
});

Deno.test("an answer whose headers cannot change is copied, with the same status and body", async () => {
  const redirect = Response.redirect("http://localhost:5000/elsewhere", 302);
  assert.throws(() => redirect.headers.set("x-test", "1"), TypeError);
  const finished = headers.finish(redirect, request("/api/x"), "/api/x");
  assert.notEqual(finished, redirect);
  assert.equal(finished.status, 302);
  assert.equal(finished.headers.get("location"), "http://localhost:5000/elsewhere");
  assert.equal(finished.headers.get("x-content-type-options"), "nosniff");
  assert.equal(finished.headers.get("vary"), "Origin");
  assert.equal(await finished.text(), "");

  const own = new Response("ok");
  assert.equal(headers.finish(own, request("/"), "/"), own, "changed in place, not copied");
});

Deno.test("preflights: only under /api, methods only for an allowed origin", () => {
  assert.equal(headers.preflight(request("/", { method: "OPTIONS" }), "/"), undefined);
  assert.equal(headers.preflight(request("/api/movies"), "/api/movies"), undefined);

  const allowed = headers.preflight(
    request("/api/movies/m-dune", {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173" },
    }),
    "/api/movies/m-dune",
  );
  assert.equal(allowed?.status, 204);
  assert.equal(allowed?.headers.get("access-control-allow-methods"), "GET,POST,PUT,PATCH,DELETE");
  assert.equal(
    allowed?.headers.get("access-control-allow-headers"),
    "authorization,content-type,if-match",
  );
  assert.equal(allowed?.headers.get("access-control-max-age"), "600");

  const refused = headers.preflight(
    request("/api/movies/m-dune", {
      method: "OPTIONS",
      headers: { origin: "https://evil.example" },
    }),
    "/api/movies/m-dune",
  );
  assert.equal(refused?.headers.get("access-control-allow-methods"), null);
});

Deno.test("the pages' inline scripts are allowed by their hash, never by 'unsafe-inline'", async () => {
  const local = createResponseHeaders({
    embedBaseUrls: [],
    syncUrl: "ws://localhost:8787",
    imageOrigins: [],
    corsOrigins: new Set(),
    corsMaxAgeS: 600,
  });
  const source = "(function(w){w.kept=[]})(window);";
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(source));
  const expected = btoa(String.fromCharCode(...new Uint8Array(digest)));
  assert.equal(scriptHash(source), `sha256-${expected}`);

  const policy = () =>
    local.finish(new Response("<p>hi</p>"), request("/"), "/").headers.get(
      "content-security-policy",
    ) ?? "";
  assert.match(policy(), /(^|; )script-src 'self'(;|$)/);
  local.allowInlineScripts([source]);
  assert.match(policy(), new RegExp(`(^|; )script-src 'self' 'sha256-${escape(expected)}'(;|$)`));
  assert.doesNotMatch(/script-src [^;]*/.exec(policy())?.[0] ?? "", /unsafe/);
});

/** A base64 digest as a literal part of a regular expression. */
function escape(text: string): string {
  return text.replace(/[+/=]/g, (c) => `\\${c}`);
}
