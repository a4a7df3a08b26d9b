/**
 * /transfers: device transfer ('Cihaz Aktar', issue 14). The browser posts a
 * record it encrypted itself; another device picks it up once within ten
 * minutes. The key lives in the link's fragment, which browsers never send,
 * so this service only ever holds bytes it cannot read: it checks their
 * length and nothing else.
 */
import { Hono } from "hono";
import { newToken } from "../auth.ts";
import { clientOf, type Env, headRequests, jsonResponse, limitBodyTo } from "../http.ts";
import { problem } from "../problem.ts";
import type { MovieStore } from "../store/store.ts";
import { noStore } from "./auth.ts";

/** Issue 14: "caps the size (64 KiB)". */
export const TRANSFER_MAX_BYTES = 64 * 1024;
/** A format byte, a 12-byte AES-GCM IV and its 16-byte tag: anything shorter holds no record. */
export const TRANSFER_MIN_BYTES = 29;
/** Issue 14: "keeps the ciphertext for 10 minutes". */
export const TRANSFER_TTL_MS = 10 * 60 * 1000;
/** Transfers one client address may create per window... */
export const TRANSFER_CREATIONS_PER_WINDOW = 10;
/** ...of ten minutes, counted from the window's first creation. */
export const TRANSFER_CREATION_WINDOW_MS = 10 * 60 * 1000;
/** Client addresses counted at once; when full, new ones are refused until windows end. */
export const MAX_TRACKED_TRANSFER_CLIENTS = 10_000;
/**
 * Transfers kept at once (at most TRANSFER_MAX_BYTES each: 256 MiB in all);
 * past it creations answer 429 until some are picked up or expire.
 */
export const MAX_LIVE_TRANSFERS = 4096;
/** Random bytes in a transfer id (128 bits, 22 base64url characters). */
const TRANSFER_ID_BYTES = 16;
const TRANSFER_ID = /^[A-Za-z0-9_-]{8,64}$/;
const OCTET_STREAM = /^application\/octet-stream\s*(;|$)/i;

const notFound = () =>
  problem("not-found", {
    detail:
      "No such transfer: it was picked up already, expired after 10 minutes, or never existed",
  });

const busy = (retryAfter: number, detail: string) =>
  problem("rate-limited", {
    detail,
    headers: { "retry-after": String(Math.max(1, Math.ceil(retryAfter))) },
  });

export function transferRoutes(deps: {
  store: MovieStore;
  now: () => number;
  trustProxy: boolean;
}): Hono<Env> {
  const { store, now } = deps;
  const transfers = new Hono<Env>();
  // What is posted and picked up is one person's history: no cache may keep either.
  transfers.use(noStore);

  transfers.post("/", limitBodyTo(TRANSFER_MAX_BYTES), async (c) => {
    if (!OCTET_STREAM.test(c.req.header("content-type") ?? "")) {
      await c.req.raw.body?.cancel();
      return problem("unsupported-media-type", {
        detail: "Send the ciphertext as application/octet-stream",
      });
    }
    const payload = new Uint8Array(await c.req.arrayBuffer());
    if (payload.byteLength < TRANSFER_MIN_BYTES) {
      return problem("bad-request", {
        detail: `The ciphertext must be at least ${TRANSFER_MIN_BYTES} bytes`,
      });
    }
    // Counted only for bodies that could be stored: a malformed one costs nothing.
    const at = now();
    const counted = await store.countTransferCreation(
      clientOf(c, deps.trustProxy),
      at,
      TRANSFER_CREATION_WINDOW_MS,
      MAX_TRACKED_TRANSFER_CLIENTS,
    );
    if (counted === "full") {
      return busy(TRANSFER_CREATION_WINDOW_MS / 1000, "Too many clients are creating transfers");
    }
    if (counted.attempts > TRANSFER_CREATIONS_PER_WINDOW) {
      return busy(
        (counted.windowStart + TRANSFER_CREATION_WINDOW_MS - at) / 1000,
        `At most ${TRANSFER_CREATIONS_PER_WINDOW} transfers per ${
          TRANSFER_CREATION_WINDOW_MS / 60_000
        } minutes from one address`,
      );
    }
    const id = newToken(TRANSFER_ID_BYTES);
    const expiresAt = at + TRANSFER_TTL_MS;
    if (await store.createTransfer({ id, payload, expiresAt }, at, MAX_LIVE_TRANSFERS) === "full") {
      return busy(TRANSFER_TTL_MS / 1000, "The service keeps as many transfers as it may");
    }
    return jsonResponse(
      JSON.stringify({ id, expiresAt: new Date(expiresAt).toISOString() }),
      201,
      { location: `/api/transfers/${id}` },
    );
  });

  transfers.get("/:id", async (c) => {
    if (headRequests.has(c.req.raw)) {
      // A HEAD would pick the transfer up without anyone receiving it.
      return problem("method-not-allowed", {
        detail: "A transfer is only picked up with GET",
        headers: { allow: "GET" },
      });
    }
    const id = c.req.param("id");
    if (!TRANSFER_ID.test(id)) return notFound();
    const payload = await store.takeTransfer(id, now());
    if (!payload) return notFound();
    return new Response(payload as Uint8Array<ArrayBuffer>, {
      headers: {
        "content-type": "application/octet-stream",
        "content-length": String(payload.byteLength),
      },
    });
  });

  return transfers;
}
