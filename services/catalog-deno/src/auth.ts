/**
 * Admin authentication: one account from the environment, passwords compared
 * in constant time, opaque random session tokens stored server-side (as
 * hashes) with a fixed lifetime, and a limit on failed logins.
 */
import { timingSafeEqual } from "node:crypto";

/** SPEC-free choice: an admin session lasts one working day. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** Random bytes in a session token (256 bits). */
export const TOKEN_BYTES = 32;
/** Failed logins allowed per client and username within the window... */
export const LOGIN_FAILURE_LIMIT = 5;
/** ...of one minute. */
export const LOGIN_WINDOW_MS = 60_000;
/** Distinct client+username pairs remembered at once; the oldest are forgotten first. */
export const MAX_TRACKED_LOGIN_KEYS = 10_000;
/** PBKDF2-SHA256 work factor for stored password hashes (OWASP 2023 guidance). */
export const PASSWORD_HASH_ITERATIONS = 210_000;

const encoder = new TextEncoder();

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(
    /\//g,
    "_",
  ).replace(
    /=+$/,
    "",
  );
}

function fromBase64(text: string): Uint8Array {
  const normal = text.replace(/-/g, "+").replace(/_/g, "/");
  return Uint8Array.from(atob(normal), (c) => c.charCodeAt(0));
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(
    await crypto.subtle.digest("SHA-256", encoder.encode(text)),
  );
}

/** Equal-length digests compared without an early exit, whatever the inputs' lengths. */
async function sameText(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([sha256(a), sha256(b)]);
  return timingSafeEqual(x, y);
}

export function newToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
}

export async function tokenHash(token: string): Promise<string> {
  return Array.from(await sha256(token), (b) => b.toString(16).padStart(2, "0"))
    .join("");
}

async function pbkdf2(
  password: string,
  salt: Uint8Array,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    "raw",
    encoder.encode(password),
    "PBKDF2",
    false,
    [
      "deriveBits",
    ],
  );
  return new Uint8Array(
    await crypto.subtle.deriveBits(
      {
        name: "PBKDF2",
        hash: "SHA-256",
        salt: salt as BufferSource,
        iterations,
      },
      key,
      256,
    ),
  );
}

/**
 * `pbkdf2-sha256$<iterations>$<salt base64>$<hash base64>`; scripts/lib/admin-password.mjs
 * writes the same format with Node's crypto.
 */
export async function hashPassword(
  password: string,
  iterations = PASSWORD_HASH_ITERATIONS,
): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await pbkdf2(password, salt, iterations);
  return `pbkdf2-sha256$${iterations}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export interface AdminAccount {
  /** True only for the configured username and password. */
  verify(username: string, password: string): Promise<boolean>;
}

export function passwordAccount(
  username: string,
  password: string,
): AdminAccount {
  return {
    async verify(candidateUser, candidatePassword) {
      // Both comparisons always run, so timing tells nothing about which one failed.
      const [userOk, passwordOk] = await Promise.all([
        sameText(candidateUser, username),
        sameText(candidatePassword, password),
      ]);
      return userOk && passwordOk;
    },
  };
}

export function hashedPasswordAccount(
  username: string,
  encoded: string,
): AdminAccount {
  const match = /^pbkdf2-sha256\$(\d+)\$([A-Za-z0-9_+/=-]+)\$([A-Za-z0-9_+/=-]+)$/.exec(
    encoded.trim(),
  );
  if (!match) {
    throw new Error("The admin password hash is not in pbkdf2-sha256$… format");
  }
  const iterations = Number(match[1]);
  const salt = fromBase64(match[2]!);
  const expected = fromBase64(match[3]!);
  return {
    async verify(candidateUser, candidatePassword) {
      const [userOk, derived] = await Promise.all([
        sameText(candidateUser, username),
        pbkdf2(candidatePassword, salt, iterations),
      ]);
      const passwordOk = derived.length === expected.length &&
        timingSafeEqual(derived, expected);
      return userOk && passwordOk;
    },
  };
}

/** No password configured: every login fails (the service still serves the catalogue). */
export const lockedAccount: AdminAccount = {
  verify: () => Promise.resolve(false),
};

/**
 * Failed logins per key (client and username) in a sliding one-minute window.
 * In memory: with several replicas each one limits on its own.
 */
export class LoginLimiter {
  readonly #failures = new Map<string, number[]>();

  /** Seconds until `key` may try again, or 0 when it may try now. */
  retryAfter(key: string, now: number): number {
    const recent = this.#recent(key, now);
    if (recent.length < LOGIN_FAILURE_LIMIT) return 0;
    const oldest = recent[recent.length - LOGIN_FAILURE_LIMIT]!;
    return Math.max(1, Math.ceil((oldest + LOGIN_WINDOW_MS - now) / 1000));
  }

  recordFailure(key: string, now: number): void {
    const recent = this.#recent(key, now);
    recent.push(now);
    this.#failures.delete(key); // re-insert: Map order doubles as least-recently-failed order
    this.#failures.set(key, recent);
    if (this.#failures.size > MAX_TRACKED_LOGIN_KEYS) {
      const oldestKey = this.#failures.keys().next().value;
      if (oldestKey !== undefined) this.#failures.delete(oldestKey);
    }
  }

  reset(key: string): void {
    this.#failures.delete(key);
  }

  #recent(key: string, now: number): number[] {
    const recent = (this.#failures.get(key) ?? []).filter((t) => now - t < LOGIN_WINDOW_MS);
    if (recent.length === 0) this.#failures.delete(key);
    else this.#failures.set(key, recent);
    return recent;
  }
}
