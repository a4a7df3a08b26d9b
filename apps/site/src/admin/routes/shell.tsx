import { useCallback, useEffect, useMemo } from "react";
import {
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useNavigate,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import {
  ADMIN_LOGIN_PATH,
  ADMIN_TOKEN_KEY,
  AFTER_LOGOUT_PATH,
  clearStoredSession,
  msUntilExpiry,
} from "@sinema/api/admin";
import { AdminLayout, LinkProvider } from "@sinema/ui";
import { api } from "../../api";
import { RouterLink } from "../../routing/RouterLink";
import { routeErrorBoundary } from "../../routing/RouteError";
import { AdminSessionContext, adminStorage, requireSession, type AdminSession } from "../session";

/** The longest delay setTimeout honours (about 24.8 days); later expiries are re-armed on entry. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export async function loader(): Promise<AdminSession> {
  return requireSession();
}

/**
 * The session is checked again on the way into a section, not each time a
 * section writes its own state into the address (film management's search,
 * filters and page, issue 16): a revoked token is then noticed by the next
 * request that needs it.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  // Only the query string changed (a retry revalidates with the same address).
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    return false;
  }
  return defaultShouldRevalidate;
}

/**
 * The guard could not reach the server (the session is kept) or a section
 * failed: say so and offer a retry, which asks the server again.
 */
export const ErrorBoundary = routeErrorBoundary(
  "Admin paneli yüklenirken bir hata oluştu. Lütfen tekrar deneyin.",
);

/** The guarded admin area: sidebar, top bar and the session for every section. */
export function Component() {
  const session = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();

  const endSession = useCallback(() => {
    clearStoredSession(adminStorage());
    void navigate(ADMIN_LOGIN_PATH, { replace: true });
  }, [navigate]);

  // The session ends at its expiry even if no request notices it.
  useEffect(() => {
    const left = msUntilExpiry(session.expiresAt, Date.now());
    const timer = setTimeout(endSession, Math.min(left, MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [session.expiresAt, endSession]);

  // Logging out in another tab ends this one too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (
        (event.key === ADMIN_TOKEN_KEY || event.key === null) &&
        !adminStorage().getItem(ADMIN_TOKEN_KEY)
      ) {
        endSession();
      }
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [endSession]);

  const logout = () => {
    clearStoredSession(adminStorage());
    // Revoked on the server too; the visitor does not wait for it.
    api.catalog.logout(session.token).catch((error: unknown) => {
      console.warn("Logout request failed; the token expires on its own", error);
    });
    void navigate(AFTER_LOGOUT_PATH);
  };

  const value = useMemo(() => ({ ...session, onUnauthorized: endSession }), [session, endSession]);

  return (
    <AdminSessionContext.Provider value={value}>
      <LinkProvider component={RouterLink}>
        <AdminLayout currentPath={location.pathname} onLogout={logout}>
          <Outlet />
        </AdminLayout>
        <ScrollRestoration />
      </LinkProvider>
    </AdminSessionContext.Provider>
  );
}
