/**
 * The built site (apps/site/dist) in production mode: files with validators
 * and cache headers, compressed ahead of time (the build's `file.br`, see
 * apps/site/precompress.ts) or once per file version, and the SPA fallback
 * to index.html for client-side routes.
 */
import { extname, join, normalize } from "node:path";
import {
  chooseEncoding,
  compress,
  COMPRESSION_THRESHOLD_BYTES,
  DYNAMIC_BROTLI_QUALITY,
  type Encoding,
  isCompressible,
} from "./compression.ts";

/** Vite names everything under /assets/ by content hash: those bytes never change. */
export const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
/** Everything else (index.html, /dizi.json, …) is revalidated on every use. */
export const REVALIDATE_CACHE = "no-cache";

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".map": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".xml": "application/xml",
};

interface CachedFile {
  version: string;
  bytes: Uint8Array<ArrayBuffer>;
  encoded: Map<Encoding, Uint8Array<ArrayBuffer>>;
}

export function createStaticHandler(root: string) {
  const cache = new Map<string, CachedFile>();

  /** Resolves a URL path inside root, refusing traversal and hidden files. */
  function fileFor(urlPath: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    if (decoded.includes("\0")) return undefined;
    const relative = normalize(decoded).replace(/^(\.\.(\/|$))+/, "");
    if (relative.split("/").some((part) => part.startsWith("."))) {
      return undefined;
    }
    return join(root, relative);
  }

  async function load(path: string): Promise<CachedFile | undefined> {
    let info: Deno.FileInfo;
    try {
      info = await Deno.stat(path);
    } catch {
      return undefined;
    }
    if (!info.isFile) return undefined;
    const version = `${info.size.toString(36)}-${(info.mtime?.getTime() ?? 0).toString(36)}`;
    const cached = cache.get(path);
    if (cached?.version === version) return cached;
    const file: CachedFile = {
      version,
      bytes: await Deno.readFile(path),
      encoded: new Map(),
    };
    const brotli = await precompressed(path, info);
    if (brotli) file.encoded.set("br", brotli);
    cache.set(path, file);
    return file;
  }

  /** The build's Brotli copy of the file (`file.br`), unless it is older than the file. */
  async function precompressed(
    path: string,
    info: Deno.FileInfo,
  ): Promise<Uint8Array<ArrayBuffer> | undefined> {
    try {
      const sibling = await Deno.stat(`${path}.br`);
      if ((sibling.mtime?.getTime() ?? 0) < (info.mtime?.getTime() ?? 0)) {
        return undefined;
      }
      return await Deno.readFile(`${path}.br`);
    } catch {
      return undefined;
    }
  }

  async function respond(
    request: Request,
    path: string,
    cacheControl: string,
  ): Promise<Response | undefined> {
    const file = await load(path);
    if (!file) return undefined;
    const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ??
      "application/octet-stream";
    const etag = `W/"${file.version}"`;
    const headers = new Headers({
      "content-type": contentType,
      "cache-control": cacheControl,
      etag,
      vary: "Accept-Encoding",
    });
    if (request.headers.get("if-none-match") === etag) {
      return new Response(null, { status: 304, headers });
    }
    let body = file.bytes;
    const encoding = isCompressible(contentType) &&
        file.bytes.byteLength >= COMPRESSION_THRESHOLD_BYTES
      ? chooseEncoding(request.headers.get("accept-encoding"))
      : undefined;
    if (encoding) {
      let encoded = file.encoded.get(encoding);
      if (!encoded) {
        // Without the build's copy (source maps, a file dropped in by hand):
        // compressed here, quickly, as it holds every other request meanwhile.
        encoded = compress(file.bytes, encoding, DYNAMIC_BROTLI_QUALITY);
        file.encoded.set(encoding, encoded);
      }
      body = encoded;
      headers.set("content-encoding", encoding);
    }
    return new Response(request.method === "HEAD" ? null : body, { headers });
  }

  /** The file at the request's path, else index.html for client routes, else undefined. */
  return async function serveSite(
    request: Request,
    urlPath: string,
  ): Promise<Response | undefined> {
    if (request.method !== "GET" && request.method !== "HEAD") return undefined;
    const assets = urlPath.startsWith("/assets/");
    const path = urlPath.endsWith("/") ? undefined : fileFor(urlPath);
    if (path && !path.endsWith("index.html")) {
      const found = await respond(
        request,
        path,
        assets ? IMMUTABLE_CACHE : REVALIDATE_CACHE,
      );
      if (found) return found;
    }
    // A missing hashed asset is a real 404: answering HTML for it would hide the error.
    if (assets) return undefined;
    return await respond(request, join(root, "index.html"), REVALIDATE_CACHE);
  };
}
