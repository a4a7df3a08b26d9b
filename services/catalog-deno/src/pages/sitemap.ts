/**
 * The sitemap's files (issue 35): /sitemap.xml, an index of
 * /sitemaps/titles-N.xml parts of at most SITEMAP_PART_SIZE addresses, each
 * with its ETag and date, answered 304 to a client that holds it. The pages
 * module (mod.ts) decides when they are built.
 */

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${
    urls.join("\n")
  }\n</urlset>\n`;
}

/**
 * How long a built sitemap is used. This instance's writes rebuild it at once
 * (`changed`); another instance's show within this time. Its ETag is the
 * content's hash, so a rebuild that changed nothing still answers 304.
 */
export const SITEMAP_TTL_MS = 60_000;

/** The sitemap protocol's limit of addresses per file (issue 35: /sitemap.xml is an index of parts). */
export const SITEMAP_PART_SIZE = 50_000;
/** The parts' addresses: /sitemaps/titles-1.xml, /sitemaps/titles-2.xml, … */
export const SITEMAP_PART = /^\/sitemaps\/titles-([1-9][0-9]{0,5})\.xml$/;

export function sitemapIndexXml(origin: string, parts: number, lastModified: Date): string {
  const entries = Array.from(
    { length: parts },
    (_, i) =>
      `  <sitemap><loc>${
        escapeXml(`${origin}/sitemaps/titles-${i + 1}.xml`)
      }</loc><lastmod>${lastModified.toISOString()}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${
    entries.join("\n")
  }\n</sitemapindex>\n`;
}

/** A sitemap file as built once per catalogue generation: its bytes, validator and date. */
export interface SitemapFile {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  lastModified: Date;
}

/** The sitemap of one origin for one catalogue generation: the index and its parts. */
export interface Sitemap {
  generation: number;
  /** When it was built (ms): another instance's writes show once it is SITEMAP_TTL_MS old. */
  builtAt: number;
  index: SitemapFile;
  parts: SitemapFile[];
}

export async function sitemapFile(xml: string, lastModified: Date): Promise<SitemapFile> {
  const body = new TextEncoder().encode(xml);
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const etag = `"${
    Array.from(digest.slice(0, 12), (b) => b.toString(16).padStart(2, "0")).join("")
  }"`;
  return { body, etag, lastModified };
}

/** A sitemap file, or 304 when the client holds this version (If-None-Match, else If-Modified-Since). */
export function answerSitemap(request: Request, file: SitemapFile): Response {
  const headers = new Headers({
    "content-type": "application/xml; charset=utf-8",
    // Revalidated on every use: a conditional request costs the server almost nothing.
    "cache-control": "no-cache",
    etag: file.etag,
    "last-modified": file.lastModified.toUTCString(),
  });
  const ifNoneMatch = request.headers.get("if-none-match");
  const ifModifiedSince = Date.parse(request.headers.get("if-modified-since") ?? "");
  const fresh = ifNoneMatch !== null
    ? ifNoneMatch.split(",").some((tag) =>
      tag.trim().replace(/^W\//, "") === file.etag || tag.trim() === "*"
    )
    : Number.isFinite(ifModifiedSince) &&
      Math.floor(file.lastModified.getTime() / 1000) <= Math.floor(ifModifiedSince / 1000);
  if (fresh) return new Response(null, { status: 304, headers });
  headers.set("content-length", String(file.body.byteLength));
  return new Response(request.method === "HEAD" ? null : file.body, { headers });
}
