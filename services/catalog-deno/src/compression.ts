import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Bodies smaller than this are sent as they are: compression would not pay for itself. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
/**
 * Brotli quality for anything compressed while a request waits (fast). The
 * site's files are compressed at quality 11 by its build (apps/site/precompress.ts).
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

export type Encoding = "br" | "gzip";

const COMPRESSIBLE =
  /^(text\/|application\/(json|problem\+json|javascript|manifest\+json|xml)|image\/svg\+xml)/;

export function isCompressible(contentType: string | null): boolean {
  return contentType !== null && COMPRESSIBLE.test(contentType);
}

/** The best encoding the client accepts (q > 0), preferring Brotli. */
export function chooseEncoding(
  acceptEncoding: string | null,
): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(
      Boolean,
    );
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip") || accepted.has("*")) return "gzip";
  return undefined;
}

export function compress(
  bytes: Uint8Array,
  encoding: Encoding,
  brotliQuality: number,
): Uint8Array<ArrayBuffer> {
  return encoding === "br"
    ? new Uint8Array(
      brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality },
      }),
    )
    : new Uint8Array(gzipSync(bytes));
}

/** Compresses a finished answer when the client accepts it and it is worth it. */
export async function compressResponse(
  acceptEncoding: string | null,
  response: Response,
): Promise<Response> {
  if (
    !response.body || response.headers.has("content-encoding") ||
    !isCompressible(response.headers.get("content-type"))
  ) {
    return response;
  }
  // A body that says it is small is answered as it is: no copy of the
  // response just to find out (jsonResponse declares its length).
  const declared = response.headers.get("content-length");
  if (declared !== null && Number(declared) < COMPRESSION_THRESHOLD_BYTES) {
    response.headers.append("vary", "Accept-Encoding");
    return response;
  }
  const encoding = chooseEncoding(acceptEncoding);
  const headers = new Headers(response.headers);
  headers.append("vary", "Accept-Encoding");
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!encoding || bytes.byteLength < COMPRESSION_THRESHOLD_BYTES) {
    return new Response(bytes, { status: response.status, headers });
  }
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  return new Response(compress(bytes, encoding, DYNAMIC_BROTLI_QUALITY), {
    status: response.status,
    headers,
  });
}
