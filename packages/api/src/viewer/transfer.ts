/**
 * Device transfer ('Cihaz Aktar') without an account: the record is
 * compressed and encrypted in the browser with a fresh AES-GCM key; only
 * the ciphertext is uploaded, and the key travels in the link's fragment
 * (`/listem#aktar=<id>.<key>`), which browsers never send to a server.
 * Opening the link downloads, decrypts, checks and merges (merge.ts).
 *
 * Payload: 1 format byte, the 12-byte IV, then the AES-GCM ciphertext and
 * its tag over the gzip of the record's JSON. The format byte and the
 * record's storage key are the additional authenticated data, so a payload
 * of another format or purpose fails to open instead of being misread.
 */
import type { ViewerRecord } from "../generated/viewer";
import { isViewerRecord, serializeRecord, VIEWER_STORAGE_KEY } from "./record";

/** The catalog service keeps at most this many bytes per transfer (issue 14). */
export const TRANSFER_MAX_BYTES = 64 * 1024;
/** A decrypted record larger than this is refused before it is parsed. */
export const TRANSFER_MAX_PLAIN_BYTES = 4 * 1024 * 1024;
const FORMAT = 1;
const IV_BYTES = 12;
const KEY_BITS = 256;
const AAD = new TextEncoder().encode(`${VIEWER_STORAGE_KEY}#${FORMAT}`);

/** The page a transfer link opens, and the fragment parameter carrying id and key. */
export const TRANSFER_PATH = "/listem";
export const TRANSFER_FRAGMENT_PARAM = "aktar";
/** Ids are chosen by the catalog service: URL-safe, 8 to 64 characters. */
const TRANSFER_ID = /^[A-Za-z0-9_-]{8,64}$/;
/** A 256-bit key in base64url without padding. */
const TRANSFER_KEY = /^[A-Za-z0-9_-]{43}$/;

export type TransferErrorCode =
  /** The record is over TRANSFER_MAX_BYTES even compressed. */
  | "too-large"
  /** The key in the link is not a key. */
  | "bad-key"
  /** Wrong key, or the payload was changed or cut: AES-GCM's check failed. */
  | "unreadable"
  /** It decrypted, but is not a record this site can use. */
  | "invalid-record";

export class TransferError extends Error {
  constructor(
    readonly code: TransferErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "TransferError";
  }
}

/** Turkish texts for the dialog's error state. */
export const TRANSFER_ERROR_TEXT: Record<TransferErrorCode, string> = {
  "too-large": "Geçmişin aktarmak için çok büyük. Bir kısmını temizleyip tekrar dene.",
  "bad-key": "Aktarma bağlantısı eksik ya da hatalı.",
  unreadable: "Aktarma bağlantısı geçersiz ya da süresi dolmuş.",
  "invalid-record": "Aktarılan geçmiş okunamadı.",
};

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function pipeBytes(bytes: Uint8Array, transform: GenericTransformStream, max: number) {
  const stream = new Blob([bytes as BlobPart]).stream().pipeThrough(transform);
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export interface SealedRecord {
  /** What to upload. */
  payload: Uint8Array;
  /** What goes in the link's fragment, never to the server. */
  key: string;
}

/** Encrypts the record under a new random key. Throws TransferError "too-large". */
export async function sealRecord(
  record: ViewerRecord,
  crypto: Crypto = globalThis.crypto,
): Promise<SealedRecord> {
  const plain = new TextEncoder().encode(serializeRecord(record));
  const packed = await pipeBytes(plain, new CompressionStream("gzip"), Number.POSITIVE_INFINITY);
  const key = await crypto.subtle.generateKey({ name: "AES-GCM", length: KEY_BITS }, true, [
    "encrypt",
  ]);
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: "AES-GCM", iv, additionalData: AAD },
      key,
      packed as BufferSource,
    ),
  );
  const payload = new Uint8Array(1 + IV_BYTES + sealed.byteLength);
  payload[0] = FORMAT;
  payload.set(iv, 1);
  payload.set(sealed, 1 + IV_BYTES);
  if (payload.byteLength > TRANSFER_MAX_BYTES) {
    throw new TransferError(
      "too-large",
      `The record is ${payload.byteLength} bytes sealed, over ${TRANSFER_MAX_BYTES}`,
    );
  }
  const raw = new Uint8Array(await crypto.subtle.exportKey("raw", key));
  return { payload, key: toBase64Url(raw) };
}

/**
 * Decrypts and checks a payload. Throws TransferError: "bad-key" for a key
 * that is not one, "unreadable" for a wrong key or a changed payload,
 * "invalid-record" when the content is not a valid record.
 */
export async function openRecord(
  payload: Uint8Array,
  key: string,
  crypto: Crypto = globalThis.crypto,
): Promise<ViewerRecord> {
  if (!TRANSFER_KEY.test(key))
    throw new TransferError("bad-key", "The key is not 43 base64url characters");
  const cryptoKey = await crypto.subtle.importKey(
    "raw",
    fromBase64Url(key) as BufferSource,
    { name: "AES-GCM" },
    false,
    ["decrypt"],
  );
  if (payload.byteLength < 1 + IV_BYTES + 16 || payload[0] !== FORMAT) {
    throw new TransferError("unreadable", "Not a transfer payload of this format");
  }
  let packed: Uint8Array;
  try {
    packed = new Uint8Array(
      await crypto.subtle.decrypt(
        { name: "AES-GCM", iv: payload.slice(1, 1 + IV_BYTES), additionalData: AAD },
        cryptoKey,
        payload.slice(1 + IV_BYTES),
      ),
    );
  } catch {
    throw new TransferError("unreadable", "Decryption failed: wrong key or changed payload");
  }
  let value: unknown;
  try {
    const plain = await pipeBytes(
      packed,
      new DecompressionStream("gzip"),
      TRANSFER_MAX_PLAIN_BYTES,
    );
    if (!plain) throw new Error("too large");
    value = JSON.parse(new TextDecoder().decode(plain));
  } catch {
    throw new TransferError("invalid-record", "The content is not a compressed record");
  }
  if (!isViewerRecord(value)) {
    throw new TransferError("invalid-record", "The content is not a valid viewer record");
  }
  // A notice belongs to the device where the record was damaged, not to this one.
  const record = { ...value };
  delete record.notice;
  return record;
}

export interface TransferLink {
  id: string;
  key: string;
}

/** `/listem#aktar=<id>.<key>`; prefix the site's origin for a link to share. */
export function transferHref({ id, key }: TransferLink): string {
  if (!TRANSFER_ID.test(id) || !TRANSFER_KEY.test(key)) {
    throw new TransferError("bad-key", "Transfer id or key has the wrong shape");
  }
  return `${TRANSFER_PATH}#${TRANSFER_FRAGMENT_PARAM}=${id}.${key}`;
}

/** Id and key from `location.hash` ("#aktar=<id>.<key>", other parameters allowed); null when absent or malformed. */
export function parseTransferFragment(hash: string): TransferLink | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const value = params.get(TRANSFER_FRAGMENT_PARAM);
  if (!value) return null;
  const dot = value.indexOf(".");
  const id = value.slice(0, dot);
  const key = value.slice(dot + 1);
  return dot > 0 && TRANSFER_ID.test(id) && TRANSFER_KEY.test(key) ? { id, key } : null;
}
