import type { RouteObject } from "react-router";
import { LoadingState } from "@sinema/ui";
import { loadChunk } from "../routing/lazyRoute";

/** Admin code is fetched only when an admin address is visited (SPEC.md §9's 120 s time-out). */
const chunk =
  <T,>(importer: () => Promise<T>) =>
  () =>
    loadChunk(importer);

/**
 * Shown on a first visit straight to an admin address while the code loads
 * and the server checks the token. Declared here, not in the lazy modules:
 * React Router needs it before they arrive.
 */
function CheckingSession() {
  return (
    <main>
      <LoadingState message="Oturum doğrulanıyor..." size="lg" />
    </main>
  );
}

/**
 * SPEC.md §2: /admin-login outside the public layout, and the guarded /admin
 * area with its sidebar and five sections.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: "/admin-login",
    HydrateFallback: () => null,
    lazy: chunk(() => import("./routes/login")),
  },
  {
    path: "/admin",
    HydrateFallback: CheckingSession,
    lazy: chunk(() => import("./routes/shell")),
    children: [
      { index: true, lazy: chunk(() => import("./routes/dashboard")) },
      { path: "movies", lazy: chunk(() => import("./routes/movies")) },
      { path: "ads", lazy: chunk(() => import("./routes/ads")) },
      { path: "users", lazy: chunk(() => import("./routes/users")) },
      { path: "stats", lazy: chunk(() => import("./routes/stats")) },
      { path: "audit", lazy: chunk(() => import("./routes/audit")) },
      { path: "*", lazy: chunk(() => import("./routes/unknown")) },
    ],
  },
];
