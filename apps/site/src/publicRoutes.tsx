import type { RouteObject } from "react-router";
import { CONTINUE_HINT_COOKIE, LIST_KINDS, type SectionKey } from "@sinema/api";
import { layoutLoader, PublicLayout, PublicLayoutFallback } from "./layouts/PublicLayout";
import { loadChunk } from "./routing/lazyRoute";
import { routeErrorBoundary } from "./routing/RouteError";
import * as home from "./routes/home";

/**
 * What the page cache needs to know of a route (entry-server's pageAddress):
 * the query parameters it reads while rendering. Others never change the page.
 */
export interface PageHandle {
  query?: readonly string[];
  /** Cookies it reads while rendering: one copy per value of each. */
  cookies?: readonly string[];
}

/** The list controls kept in the address (lists/useListFilters.ts). */
const LIST_QUERY = ["q", "genre", "year", "sort", "dil"] as const;
const reads = (...query: readonly string[]): { handle: PageHandle } => ({ handle: { query } });

/** Every page but home is its own chunk, loaded with the 120 s time-out (SPEC.md §9). */
const page =
  <T,>(importer: () => Promise<T>) =>
  () =>
    loadChunk(importer);

/**
 * A watch page's module with the player overlay's code loaded beside it: the
 * page is drawn with its player open, on the server and at hydration alike.
 */
const withPlayer = <T,>(route: Promise<T>): Promise<T> =>
  Promise.all([route, import("./player/TitlePlayer").then((m) => m.preloadPlayerView())]).then(
    ([module]) => module,
  );

/**
 * Every public page: rendered on the server (entry-server.tsx) and hydrated in
 * the browser (main.tsx) from these same route objects. No admin code here.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: "/",
    Component: PublicLayout,
    loader: layoutLoader,
    shouldRevalidate: () => false,
    // A page the server did not render keeps its layout while its code and data load.
    HydrateFallback: PublicLayoutFallback,
    ErrorBoundary: routeErrorBoundary("Veriler yüklenirken bir hata oluştu"),
    children: [
      {
        index: true,
        // The 'İzlemeye Devam Et' room (routes/home.tsx).
        handle: { cookies: [CONTINUE_HINT_COOKIE] } satisfies PageHandle,
        loader: home.loader,
        Component: home.Component,
        HydrateFallback: home.HydrateFallback,
        ErrorBoundary: home.ErrorBoundary,
      },
      ...LIST_KINDS.map((kind): RouteObject => ({
        path: kind,
        // `type=tv` picks the series of a list (routes/list.tsx).
        ...reads(...LIST_QUERY, "type"),
        lazy: page(() => import("./routes/list").then((m) => m.listRoute(kind))),
      })),
      { path: "content", ...reads("tur", "genre"), lazy: page(() => import("./routes/content")) },
      { path: "movie/:id", lazy: page(() => import("./routes/movie")) },
      // Issue 34: 'İzle' is a link here; the page plays the film without the app.
      {
        path: "movie/:id/izle",
        lazy: page(() =>
          withPlayer(import("./routes/movie")).then((m) => ({
            loader: m.watchLoader,
            Component: m.Component,
            HydrateFallback: m.HydrateFallback,
            ErrorBoundary: m.ErrorBoundary,
          })),
        ),
      },
      {
        path: "tv/:id",
        lazy: page(() =>
          import("./routes/series").then((m) => ({
            loader: m.tvLoader,
            Component: m.TvComponent,
            HydrateFallback: m.HydrateFallback,
            ErrorBoundary: m.ErrorBoundary,
          })),
        ),
      },
      ...["tv/:id/izle", "tv/:id/izle/:season/:episode"].map((path): RouteObject => ({
        path,
        lazy: page(() =>
          withPlayer(import("./routes/series")).then((m) => ({
            loader: m.tvWatchLoader,
            Component: m.TvComponent,
            HydrateFallback: m.HydrateFallback,
            ErrorBoundary: m.ErrorBoundary,
          })),
        ),
      })),
      {
        path: "series/:idOrSlug",
        lazy: page(() =>
          import("./routes/series").then((m) => ({
            loader: m.seriesLoader,
            Component: m.SeriesComponent,
            HydrateFallback: m.HydrateFallback,
            ErrorBoundary: m.ErrorBoundary,
          })),
        ),
      },
      { path: "shows/:slug", lazy: page(() => import("./routes/show")) },
      { path: "search", ...reads("q", "dil"), lazy: page(() => import("./routes/search")) },
      {
        path: "konusanlar" satisfies SectionKey,
        ...reads(...LIST_QUERY),
        lazy: page(() => import("./routes/talkShows")),
      },
      {
        path: "new-releases" satisfies SectionKey,
        ...reads(...LIST_QUERY),
        lazy: page(() => import("./routes/newReleases")),
      },
      { path: "tur/:genreId", lazy: page(() => import("./routes/genre")) },
      { path: "platform/:platform", lazy: page(() => import("./routes/platform")) },
      { path: "all-series", ...reads("q"), lazy: page(() => import("./routes/allSeries")) },
      { path: "embed", lazy: page(() => import("./routes/embed")) },
      { path: "embed/:episodeId", lazy: page(() => import("./routes/embed")) },
      {
        path: "login",
        lazy: page(() => import("./routes/placeholder").then((m) => ({ Component: m.LoginPage }))),
      },
      {
        path: "register",
        lazy: page(() =>
          import("./routes/placeholder").then((m) => ({ Component: m.RegisterPage })),
        ),
      },
      // Issue 14: the viewer's list; the server renders the frame, the browser the list.
      { path: "listem", ...reads("sirala"), lazy: page(() => import("./routes/listem")) },
      { path: "*", lazy: page(() => import("./routes/notFound")) },
    ],
  },
];
