/**
 * /docs: a readable reference of openapi/catalog.yaml, drawn in the browser
 * by Redoc's standalone bundle served from this service (no CDN). The page,
 * its script and the contract it reads are the only answers whose policy
 * lets Redoc run its search worker (blob:) and inline styles.
 */
import { Hono } from "hono";
import type { Contract } from "../contract.ts";
import type { Env } from "../http.ts";
import { problem } from "../problem.ts";

/** npm `redoc`'s self-contained browser bundle, installed with the workspace. */
export const REDOC_BUNDLE_URL = new URL(
  "../../../../node_modules/redoc/bundles/redoc.standalone.js",
  import.meta.url,
);
/** The bundle changes only with the installed version: browsers may keep it for a day. */
const BUNDLE_CACHE_CONTROL = "public, max-age=86400";

/** The policy of the docs page alone; the site's own policy stays as strict as it was. */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sinema catalogue API</title>
</head>
<body>
<redoc spec-url="/api/docs/catalog.json"></redoc>
<script src="/api/docs/redoc.standalone.js"></script>
</body>
</html>
`;

export function docsRoutes(deps: { contract: Contract }): Hono<Env> {
  const specBody = JSON.stringify(deps.contract.doc);
  let bundle: Promise<Uint8Array<ArrayBuffer> | undefined> | undefined;
  const docs = new Hono<Env>();
  docs.use(async (c, next) => {
    await next();
    c.res.headers.set("content-security-policy", DOCS_CONTENT_SECURITY_POLICY);
  });
  docs.get("/", (c) => c.html(PAGE));
  docs.get(
    "/catalog.json",
    () => new Response(specBody, { headers: { "content-type": "application/json" } }),
  );
  docs.get("/redoc.standalone.js", async () => {
    bundle ??= Deno.readFile(REDOC_BUNDLE_URL).catch(() => undefined);
    const bytes = await bundle;
    if (!bytes) {
      return problem("not-found", {
        detail: "The Redoc bundle is not installed (npm redoc): run pnpm install",
      });
    }
    return new Response(bytes, {
      headers: {
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": BUNDLE_CACHE_CONTROL,
      },
    });
  });
  return docs;
}
