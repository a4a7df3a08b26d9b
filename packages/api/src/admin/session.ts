/**
 * The admin session in the browser. SPEC.md §3 and §6 keep it in two storage
 * keys (adminToken, userRole); unlike SPEC.md §5's browser-side password
 * check, the token here is a real server session: the guard asks the server
 * whether it is still valid, and the server refuses every admin write
 * without it whatever the browser stores.
 */
import { CatalogError, type CatalogClient, type Session } from "../catalog/client";

/** SPEC.md §3: "Admin session data in browser storage: adminToken and userRole." */
export const ADMIN_TOKEN_KEY = "adminToken";
export const USER_ROLE_KEY = "userRole";
/** SPEC.md §6: the guard needs a userRole equal to 'admin'. */
export const ADMIN_ROLE = "admin";
/** SPEC.md §6: where the admin guard sends a visitor without an admin session... */
export const ADMIN_LOGIN_PATH = "/admin-login";
/** ...and where a route guarded without the admin requirement sends one without a token. */
export const USER_LOGIN_PATH = "/login";
/** SPEC.md §2: where logout goes. */
export const AFTER_LOGOUT_PATH = "/";
/** Where a successful sign-in goes (SPEC.md §2). */
export const ADMIN_HOME_PATH = "/admin";

/** The part of the Web Storage API the session needs (localStorage in the browser). */
export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export interface StoredSession {
  token: string;
  role: string | null;
}

/** The stored token and role, or null when there is no token. */
export function readStoredSession(storage: KeyValueStorage): StoredSession | null {
  const token = storage.getItem(ADMIN_TOKEN_KEY);
  if (!token) return null;
  return { token, role: storage.getItem(USER_ROLE_KEY) };
}

/** After a successful sign-in: the token and the role marker 'admin' (SPEC.md §4). */
export function storeSession(storage: KeyValueStorage, session: Pick<Session, "token">): void {
  storage.setItem(ADMIN_TOKEN_KEY, session.token);
  storage.setItem(USER_ROLE_KEY, ADMIN_ROLE);
}

/** Logout, an expired or a revoked token: both keys go. */
export function clearStoredSession(storage: KeyValueStorage): void {
  storage.removeItem(ADMIN_TOKEN_KEY);
  storage.removeItem(USER_ROLE_KEY);
}

export interface GuardOptions {
  /** The admin guard (default) also needs userRole 'admin'; the token-only variant does not. */
  requireAdmin?: boolean;
}

/**
 * SPEC.md §6: "the guard needs an adminToken and a userRole equal to 'admin'
 * in browser storage, otherwise it redirects to /admin-login. A route guarded
 * without the admin requirement needs only a token, else it redirects to
 * /login." The path to redirect to, or null when the visitor may enter.
 */
export function guardRedirect(
  storage: KeyValueStorage,
  { requireAdmin = true }: GuardOptions = {},
): string | null {
  const stored = readStoredSession(storage);
  if (!requireAdmin) return stored ? null : USER_LOGIN_PATH;
  return stored && stored.role === ADMIN_ROLE ? null : ADMIN_LOGIN_PATH;
}

/** Milliseconds left before the session's expiry (0 when past or unreadable). */
export function msUntilExpiry(expiresAt: string, now: number): number {
  const end = Date.parse(expiresAt);
  return Number.isFinite(end) ? Math.max(0, end - now) : 0;
}

/**
 * Asks the server whether the token is still a session: the session, or
 * null when the server refuses it (expired, revoked, forged) or it has
 * already run out. Any other failure (server unreachable) is thrown: it says
 * nothing about the token, so the caller must not end the session for it.
 */
export async function verifySession(
  client: Pick<CatalogClient, "getSession">,
  token: string,
  now: number = Date.now(),
): Promise<Session | null> {
  try {
    const session = await client.getSession(token);
    return session.role === ADMIN_ROLE && msUntilExpiry(session.expiresAt, now) > 0
      ? session
      : null;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

/** The server no longer accepts the token: the session has ended. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof CatalogError && error.status === 401;
}

/**
 * SPEC.md §8 (the login page is written without Turkish letters, as in the
 * product; the two messages added for the real server follow it).
 */
export const ADMIN_LOGIN_MESSAGES = {
  wrongCredentials: "Kullanici adi veya sifre hatali!",
  unreachable: "Giris yapilamadi. Sunucuya ulasilamiyor, lutfen tekrar deneyin.",
} as const;

/** The wait when the server says 429 without Retry-After: its one-minute window. */
export const DEFAULT_LOGIN_RETRY_SECONDS = 60;

/** A 429 on login: how long to wait, in whole seconds. */
export function rateLimitedMessage(seconds: number): string {
  const wait = Math.max(1, Math.ceil(seconds));
  return `Cok fazla hatali giris denemesi. Lutfen ${wait} saniye sonra tekrar deneyin.`;
}

/** What the login form says when POST /auth/login fails. */
export function loginFailureMessage(error: unknown): string {
  if (error instanceof CatalogError) {
    if (error.status === 429) {
      return rateLimitedMessage(error.retryAfterSeconds ?? DEFAULT_LOGIN_RETRY_SECONDS);
    }
    // 400 is a name or password the contract refuses (too long): wrong as well.
    if (error.status === 401 || error.status === 400) return ADMIN_LOGIN_MESSAGES.wrongCredentials;
  }
  return ADMIN_LOGIN_MESSAGES.unreachable;
}
