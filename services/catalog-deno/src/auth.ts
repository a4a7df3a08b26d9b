/**
 * Admin authentication: one account from the environment, passwords compared
 * in constant time, opaque random session tokens stored server-side (as
 * hashes) with a fixed lifetime, and a limit on sign-in attempts.
 */
import { timingSafeEqual } from "node:crypto";
import type { MovieStore } from "./store/store.ts";

/** SPEC-free choice: an admin session lasts one working day. */
export const SESSION_TTL_MS = 8 * 60 * 60 * 1000;
/** Random bytes in a session token (256 bits). */
export const TOKEN_BYTES = 32;
/** Sign-in attempts (password checks) allowed per client and username within the window... */
export const LOGIN_FAILURE_LIMIT = 5;
/** ...and per username from any address (an attacker with many addresses, or a spoofable proxy)... */
export const LOGIN_USERNAME_LIMIT = 20;
/** ...of one minute, counted from the window's first attempt. */
export const LOGIN_WINDOW_MS = 60_000;
/**
 * Keys counted at once (a table row each). When full, new keys are refused
 * (429) until windows end; live keys are never dropped, so flooding the
 * table with other usernames cannot hand a locked key fresh guesses.
 */
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

/** `bytes` random bytes in base64url, without padding. */
export function newToken(bytes: number = TOKEN_BYTES): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(bytes)));
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
 * Counts a sign-in attempt BEFORE its password is checked, under two keys:
 * client and username (LOGIN_FAILURE_LIMIT), and username alone from any
 * address (LOGIN_USERNAME_LIMIT), so neither concurrency nor rotating
 * addresses buys more checks. The counts live in the store, so every
 * instance sharing the database shares the budget.
 */
export async function reserveLoginAttempt(
  store: Pick<MovieStore, "countLoginAttempt">,
  client: string,
  username: string,
  now: number,
): Promise<{ ok: true; keys: string[] } | { ok: false; retryAfter: number }> {
  const name = username.toLowerCase();
  const budgets: [key: string, limit: number][] = [
    [`client\n${client}\n${name}`, LOGIN_FAILURE_LIMIT],
    [`user\n${name}`, LOGIN_USERNAME_LIMIT],
  ];
  for (const [key, limit] of budgets) {
    const counted = await store.countLoginAttempt(
      key,
      now,
      LOGIN_WINDOW_MS,
      MAX_TRACKED_LOGIN_KEYS,
    );
    if (counted === "full") return { ok: false, retryAfter: LOGIN_WINDOW_MS / 1000 };
    if (counted.attempts > limit) {
      const retryAfter = Math.ceil((counted.windowStart + LOGIN_WINDOW_MS - now) / 1000);
      return { ok: false, retryAfter: Math.max(1, retryAfter) };
    }
  }
  return { ok: true, keys: budgets.map(([key]) => key) };
}
