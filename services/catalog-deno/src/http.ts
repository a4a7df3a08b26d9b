/**
 * What every route module shares: the Hono environment, reading a JSON body,
 * answering JSON, and telling who is asking (client address, admin session).
 */
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { tokenHash } from "./auth.ts";
import { type FieldError, problem } from "./problem.ts";
import type { MovieStore } from "./store/store.ts";

/** What Deno.serve passes beside the request; absent when tests call the handler directly. */
export interface ServeInfo {
  remoteAddr: { hostname: string };
}

export type Env = {
  Bindings: Partial<ServeInfo>;
  /** `actor`: the signed-in admin's username, set by the admin routes' guard. */
  Variables: { actor: string };
};

/**
 * The GET requests the app makes to answer a HEAD (app.ts): a route whose GET
 * changes something (picking up a transfer) must not do it for a HEAD. Only
 * the app can add to it, so no client can make a GET look like a HEAD.
 */
export const headRequests = new WeakSet<Request>();

/** Largest request body accepted, in bytes. */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * Hono's body limit, answering a problem: mounted on the operations that take
 * a body, so a path or method the API does not have still answers 404.
 */
export function limitBodyTo(maxSize: number) {
  return bodyLimit({
    maxSize,
    onError: async (c) => {
      await c.req.raw.body?.cancel().catch(() => {});
      return problem("payload-too-large", {
        detail: `The body may be at most ${maxSize} bytes`,
      });
    },
  });
}

export const limitBody = limitBodyTo(MAX_BODY_BYTES);

const BEARER = /^Bearer ([A-Za-z0-9_-]{16,128})$/;
const JSON_MEDIA_TYPE = /^application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;
/** A UTF-16 surrogate without its partner: not a character, and not text any engine stores alike. */
const LONE_SURROGATE = /\p{Surrogate}/u;

export type Read<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * The first string (key or value) in `value` holding a lone surrogate, as a
 * JSON pointer. Walked with a list, not recursion: a body is at most
 * MAX_BODY_BYTES but may nest that deep.
 */
function malformedText(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, ""]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, path] = next;
    if (typeof item === "string") {
      if (LONE_SURROGATE.test(item)) return path || "/";
    } else if (item !== null && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        const pointer = `${path}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`;
        if (LONE_SURROGATE.test(key)) return pointer;
        pending.push([child, pointer]);
      }
    }
  }
  return undefined;
}

export function validationProblem(errors: FieldError[]): Response {
  return problem("validation", {
    detail: errors.map((e) => `${e.path} ${e.message}`).join("; "),
    errors,
  });
}

/**
 * Reads a JSON body (its size already bounded by limitBody), refusing other
 * media types, bytes that are not UTF-8, text that is not JSON and strings
 * that are not well-formed Unicode, each with a problem.
 */
export async function readJsonBody(request: Request): Promise<Read<unknown>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!JSON_MEDIA_TYPE.test(contentType)) {
    await request.body?.cancel();
    return {
      ok: false,
      response: problem("unsupported-media-type", { detail: "Send the body as application/json" }),
    };
  }
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(await request.arrayBuffer());
  } catch {
    return {
      ok: false,
      response: problem("bad-request", { detail: "The body is not valid UTF-8" }),
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return {
      ok: false,
      response: problem("bad-request", { detail: "The body is not well-formed JSON" }),
    };
  }
  const malformed = malformedText(value);
  if (malformed !== undefined) {
    return {
      ok: false,
      response: validationProblem([{
        path: malformed,
        message: "is not well-formed Unicode text (a lone surrogate)",
      }]),
    };
  }
  return { ok: true, value };
}

const encoder = new TextEncoder();

/** A JSON answer that declares its length, so the compression layer can pass small ones through untouched. */
export function jsonResponse(
  body: string | Uint8Array<ArrayBuffer>,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  const bytes = typeof body === "string" ? encoder.encode(body) : body;
  return new Response(bytes, {
    status,
    headers: {
      "content-type": "application/json",
      "content-length": String(bytes.byteLength),
      ...headers,
    },
  });
}

export function bearerToken(c: Context<Env>): string | undefined {
  return BEARER.exec(c.req.header("authorization") ?? "")?.[1];
}

export const unauthorized = () =>
  problem("unauthorized", {
    detail: "Send a valid admin session token as Authorization: Bearer <token>",
    headers: { "www-authenticate": 'Bearer realm="sinema"' },
  });

/** The admin session a request carries, looked up in the store (shared by every instance). */
export function sessionReader(store: MovieStore, now: () => number) {
  return async (
    c: Context<Env>,
  ): Promise<{ token: string; expiresAt: number; username: string } | undefined> => {
    const token = bearerToken(c);
    if (!token) return undefined;
    const session = await store.getSession(await tokenHash(token), now());
    return session
      ? { token, expiresAt: session.expiresAt, username: session.username }
      : undefined;
  };
}

export type SessionReader = ReturnType<typeof sessionReader>;

/** The client's address: the first X-Forwarded-For hop only behind a trusted proxy. */
export function clientOf(c: Context<Env>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return (c.env as Partial<ServeInfo> | undefined)?.remoteAddr?.hostname ?? "unknown";
}
