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
  /**
   * The site's modules its lazy code comes from (paths under src/ without
   * the extension): the server names their built chunks on the page, and the
   * browser asks for them beside the app instead of after it (issue 34).
   */
  modules?: readonly string[];
}

/** The list controls kept in the address (lists/useListFilters.ts). */
const LIST_QUERY = ["q", "genre", "year", "sort", "dil"] as const;

/** Every page but home is its own chunk, loaded with the 120 s time-out (SPEC.md §9). */
const page =
  <T,>(importer: () => Promise<T>) =>
  () =>
    loadChunk(importer);

/** What a lazy page is made of: the modules it loads (handle.modules) and how. */
function lazyPage<T>(
  modules: readonly string[],
  importer: () => Promise<T>,
  handle: Omit<PageHandle, "modules"> = {},
): { handle: PageHandle; lazy: () => Promise<T> } {
  return { handle: { ...handle, modules }, lazy: page(importer) };
}

/** A watch page's modules: its page's, and the player drawn open with it (withPlayer). */
const withPlayerModules = (route: string) => [route, "player/TitlePlayer", "player/PlayerView"];

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
        ...lazyPage(["routes/list"], () => import("./routes/list").then((m) => m.listRoute(kind)), {
          query: [...LIST_QUERY, "type"],
        }),
      })),
      {
        path: "content",
        ...lazyPage(["routes/content"], () => import("./routes/content"), {
          query: ["tur", "genre"],
        }),
      },
      { path: "movie/:id", ...lazyPage(["routes/movie"], () => import("./routes/movie")) },
      // Issue 34: 'İzle' is a link here; the page plays the film without the app.
      {
        path: "movie/:id/izle",
        ...lazyPage(withPlayerModules("routes/movie"), () =>
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
        ...lazyPage(["routes/series"], () =>
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
        ...lazyPage(withPlayerModules("routes/series"), () =>
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
        ...lazyPage(["routes/series"], () =>
          import("./routes/series").then((m) => ({
            loader: m.seriesLoader,
            Component: m.SeriesComponent,
            HydrateFallback: m.HydrateFallback,
            ErrorBoundary: m.ErrorBoundary,
          })),
        ),
      },
      { path: "shows/:slug", ...lazyPage(["routes/show"], () => import("./routes/show")) },
      {
        path: "search",
        ...lazyPage(["routes/search"], () => import("./routes/search"), { query: ["q", "dil"] }),
      },
      {
        path: "konusanlar" satisfies SectionKey,
        ...lazyPage(["routes/talkShows"], () => import("./routes/talkShows"), {
          query: LIST_QUERY,
        }),
      },
      {
        path: "new-releases" satisfies SectionKey,
        ...lazyPage(["routes/newReleases"], () => import("./routes/newReleases"), {
          query: LIST_QUERY,
        }),
      },
      { path: "tur/:genreId", ...lazyPage(["routes/genre"], () => import("./routes/genre")) },
      {
        path: "platform/:platform",
        ...lazyPage(["routes/platform"], () => import("./routes/platform")),
      },
      {
        path: "all-series",
        ...lazyPage(["routes/allSeries"], () => import("./routes/allSeries"), { query: ["q"] }),
      },
      { path: "embed", ...lazyPage(["routes/embed"], () => import("./routes/embed")) },
      { path: "embed/:episodeId", ...lazyPage(["routes/embed"], () => import("./routes/embed")) },
      {
        path: "login",
        ...lazyPage(["routes/placeholder"], () =>
          import("./routes/placeholder").then((m) => ({ Component: m.LoginPage })),
        ),
      },
      {
        path: "register",
        ...lazyPage(["routes/placeholder"], () =>
          import("./routes/placeholder").then((m) => ({ Component: m.RegisterPage })),
        ),
      },
      // Issue 14: the viewer's list; the server renders the frame, the browser the list.
      {
        path: "listem",
        ...lazyPage(["routes/listem"], () => import("./routes/listem"), { query: ["sirala"] }),
      },
      { path: "*", ...lazyPage(["routes/notFound"], () => import("./routes/notFound")) },
    ],
  },
];
