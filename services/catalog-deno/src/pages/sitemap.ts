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

/**
 * One walk of the catalogue's sitemap addresses (issue 35), shared by every
 * origin: the paths once, and a digest of them that each file's ETag is made
 * from. Files are written out on request (50,000 addresses in ~15 ms), so no
 * origin holds megabytes of them between requests (6 hosts held ~90 MB).
 */
export interface SitemapWalk {
  paths: readonly string[];
  /** SHA-256 of the paths, hex: an unchanged catalogue keeps its parts' ETags across walks. */
  digest: string;
  /** When the walk began: the files' date. */
  at: Date;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(
    await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)),
  );
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sitemapWalk(paths: readonly string[], at: Date): Promise<SitemapWalk> {
  return { paths, digest: await sha256Hex(paths.join("\n")), at };
}

/**
 * When the catalogue is walked for the sitemap (issue 35). Only the first
 * request ever waits for a walk; after that the newest finished walk answers
 * at once, and a walk is started when it is older than the catalogue's
 * generation or than SITEMAP_TTL_MS. A sitemap one walk behind (a second or
 * two at 100,000 titles) is as good to a crawler, and no request pays for the
 * walk (a part's first answer after a write took 1.2-2 s). One walk at a
 * time: a bulk import's many writes start one after another, not one each.
 */
export class SitemapWalks {
  readonly #now: () => number;
  /** The generation and start of the newest walk begun (cleared when it fails: the next request tries again). */
  #begun: { generation: number; at: number } | undefined;
  #running: Promise<SitemapWalk> | undefined;
  #finished: SitemapWalk | undefined;

  constructor(now: () => number) {
    this.#now = now;
  }

  /** The walk to answer from, for the catalogue at `generation`; `paths` walks it anew. */
  of(generation: number, paths: () => Promise<readonly string[]>): Promise<SitemapWalk> {
    const begun = this.#begun;
    const current = begun && begun.generation === generation &&
      begun.at + SITEMAP_TTL_MS > this.#now();
    if (!current && !this.#running) this.#start(generation, paths);
    return this.#finished ? Promise.resolve(this.#finished) : this.#running!;
  }

  #start(generation: number, paths: () => Promise<readonly string[]>): void {
    const begun = { generation, at: this.#now() };
    const running = paths().then((found) => sitemapWalk(found, new Date(begun.at)));
    this.#begun = begun;
    this.#running = running;
    running.then(
      (done) => {
        this.#finished = done;
      },
      () => {
        if (this.#begun === begun) this.#begun = undefined;
      },
    ).finally(() => {
      this.#running = undefined;
    });
  }
}

/** A sitemap file before its bytes: the validators a 304 needs, and how to write it. */
export interface SitemapFile {
  etag: string;
  lastModified: Date;
  xml: () => string;
}

/**
 * The index or one part (1-based) of the sitemap of `origin`, or undefined
 * for a part past the last. An ETag names the same bytes: a part's comes from
 * the walk's digest, the origin and its number; the index's also from its date,
 * which its entries carry.
 */
export async function sitemapFileOf(
  walk: SitemapWalk,
  origin: string,
  partSize: number,
  part?: number,
): Promise<SitemapFile | undefined> {
  const parts = Math.max(1, Math.ceil(walk.paths.length / partSize));
  if (part !== undefined && part > parts) return undefined;
  const name = part === undefined ? `index ${walk.at.toISOString()}` : `part ${part}`;
  const hash = await sha256Hex(`${walk.digest}\n${origin}\n${name}`);
  return {
    etag: `"${hash.slice(0, 24)}"`,
    lastModified: walk.at,
    xml: part === undefined
      ? () => sitemapIndexXml(origin, parts, walk.at)
      : () => sitemapXml(origin, walk.paths.slice((part - 1) * partSize, part * partSize)),
  };
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
  const body = new TextEncoder().encode(file.xml());
  headers.set("content-length", String(body.byteLength));
  return new Response(request.method === "HEAD" ? null : body, { headers });
}
