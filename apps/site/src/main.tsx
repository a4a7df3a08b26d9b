import { startTransition, StrictMode, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { createBrowserRouter, matchRoutes, type HydrationState } from "react-router";
import { RouterProvider } from "react-router/dom";
import "@sinema/ui/global";
import { queryClient } from "./api";
import { Notifier } from "./feedback/Notifier";
import { beaconReporter, startPerformanceReport } from "./perf/webVitals";
import { replayEarlyActions } from "./replay/replay";
import { routes } from "./router";
import { handover } from "./ssr/handover";
import { OriginContext } from "./ssr/origin";

declare global {
  interface Window {
    /** Loader data of a server-rendered page (entry-server.tsx). */
    __staticRouterHydrationData?: HydrationState;
  }
}

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from the page");

const root = container;
const served = handover();
// Where createBrowserRouter reads it (and revives the errors in it).
if (served) window.__staticRouterHydrationData = served.router as HydrationState;
const serverRendered = served !== null;

/**
 * A server-rendered page is hydrated with the code of its routes already
 * loaded: a route still lazy would render its fallback and not match the HTML.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Marks the page interactive once React has committed (hydrated a served page,
 * or rendered the admin): `<html data-hydrated="true">`; the e2e fixture waits
 * for it. Then the taps kept while the page came alive are played (replay/).
 */
function HydrationMarker(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    // On the page's own clock, for bench:bundle's line between "before the
    // controls work" and "later" (Resource Timing's startTime is on it too).
    performance.mark("sinema:live");
    replayEarlyActions();
  }, []);
  return null;
}

/**
 * A page rendered here (the admin) arrives as index.html's shell, whose
 * <title> stands in until the page's own arrives (React puts it in <head>
 * beside the stand-in). Then the stand-in goes: a document has one title.
 */
function dropShellTitleOnceReplaced(): void {
  const shellTitle = document.head.querySelector("title");
  if (!shellTitle) return;
  const observer = new MutationObserver(() => {
    if (document.head.querySelectorAll("title").length < 2) return;
    shellTitle.remove();
    observer.disconnect();
  });
  observer.observe(document.head, { childList: true });
}

async function start(): Promise<void> {
  // A served page is already painted: boot.ts asked for this module after its first paint.
  if (serverRendered) await loadMatchedRoutes();
  const router = createBrowserRouter(routes);
  const app = (
    <StrictMode>
      {/* The origin the server named in the page's addresses (PUBLIC_ORIGIN), so hydration matches. */}
      <OriginContext.Provider value={served?.origin ?? null}>
        <QueryClientProvider client={queryClient}>
          <Notifier>
            <RouterProvider router={router} />
          </Notifier>
        </QueryClientProvider>
      </OriginContext.Provider>
      <HydrationMarker />
    </StrictMode>
  );
  // Public pages arrive rendered; the admin (and a page the server could not render) renders here.
  // Hydration as a transition is done in slices that yield to the browser
  // (as React Router's own client entry does): the page answers input while it
  // hydrates instead of one long task (Lighthouse's TBT), and an early click
  // is replayed once its part of the page is hydrated.
  if (serverRendered) startTransition(() => void hydrateRoot(root, app));
  else {
    dropShellTitleOnceReplaced();
    createRoot(root).render(app);
  }
}

void start();

// Core Web Vitals go to VITE_VITALS_URL when one is configured, else nowhere.
const vitalsUrl = import.meta.env.VITE_VITALS_URL;
void startPerformanceReport(vitalsUrl ? beaconReporter(vitalsUrl) : undefined);
