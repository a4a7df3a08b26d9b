import { createContext, useContext } from "react";
import {
  ADMIN_LOGIN_PATH,
  clearStoredSession,
  guardRedirect,
  readStoredSession,
  verifySession,
  type GuardOptions,
} from "@sinema/api/admin";
import { redirect } from "react-router";
import { api } from "../api";

/** SPEC.md §3: the session lives in the browser's local storage. */
export const adminStorage = (): Storage => window.localStorage;

export interface AdminSession {
  token: string;
  expiresAt: string;
}

/**
 * The guard of SPEC.md §6 as a loader step: without the stored keys, off to
 * the login page; with them, the server must still know the token (GET
 * /api/auth/session), else the keys go and so does the visitor. A server
 * that cannot be reached is an error for the error boundary, not a logout.
 */
export async function requireSession(options: GuardOptions = {}): Promise<AdminSession> {
  const storage = adminStorage();
  const to = guardRedirect(storage, options);
  if (to) throw redirect(to);
  const stored = readStoredSession(storage);
  if (!stored) throw redirect(ADMIN_LOGIN_PATH);
  const session = await verifySession(api.catalog, stored.token);
  if (!session) {
    clearStoredSession(storage);
    throw redirect(ADMIN_LOGIN_PATH);
  }
  return { token: stored.token, expiresAt: session.expiresAt };
}

export interface AdminSessionContextValue extends AdminSession {
  /** The server refused the token (expired, revoked): end the session here too. */
  onUnauthorized: () => void;
}

export const AdminSessionContext = createContext<AdminSessionContextValue | null>(null);

export function useAdminSession(): AdminSessionContextValue {
  const value = useContext(AdminSessionContext);
  if (!value) throw new Error("useAdminSession is used outside the admin area");
  return value;
}
