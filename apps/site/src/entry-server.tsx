/**
 * Server rendering of the public pages (React Router data mode): the catalogue
 * service imports this module's build (dist-server/entry-server.js) and asks
 * it for every page request. Loaders run here with a data layer of their own
 * per request; the HTML streams out with the page's head tags, its loader data
 * for the router and the answers its components read for TanStack Query, so
 * the browser hydrates the same markup (main.tsx).
 */
import { StrictMode } from "react";
import { renderToReadableStream } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  StaticRouterProvider,
} from "react-router";
import { dehydrate, hashKey, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  BUILT_IN_GENRES,
  createCatalogClient,
  createSinemaApi,
  genreHref,
  itemFromMovie,
  ALL_SECTIONS,
  seriesCanonicalPath,
  catalogueTwins,
  type RuntimeConfig,
} from "@sinema/api";
import { runtimeConfigQuery } from "./api";
import { serverPageData } from "./data";
import { Notifier } from "./feedback/Notifier";
import { publicRoutes, type PageHandle } from "./publicRoutes";
import { assetsOf, Document, INLINE_SCRIPTS } from "./ssr/document";
import type { Handover } from "./ssr/handover";
import { OriginContext } from "./ssr/origin";

export interface PageRendererOptions {
  /**
   * How the server reaches the catalogue API and /dizi.json: the catalogue
   * service passes its own handler, so no request leaves the process.
   */
  fetch: (request: Request) => Promise<Response>;
  /** The client build's index.html: its stylesheet, entry script and preloads. */
  template: string;
  /**
   * The text of one of the template's stylesheets (its href, "/assets/…css"),
   * read once: the page carries it inline instead of linking it, so the first
   * paint waits for no second request (on a phone's network that request is
   * one more round trip, shared with the scripts' downloads). Linked as before
   * when absent or when reading fails.
   */
  readStylesheet?: (href: string) => Promise<string>;
  /** Where rendering errors go; console.error when absent. */
  reportError?: (error: unknown) => void;
  /**
   * The site's public origin ("https://sinema.example", PUBLIC_ORIGIN) for
   * canonical, Open Graph and JSON-LD addresses; the request's when absent.
   */
  publicOrigin?: string | undefined;
}

/** As React Router's StaticRouterProvider writes errors, so createBrowserRouter revives them. */
function serializeErrors(errors: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!errors) return null;
  const serialized: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (isRouteErrorResponse(value)) serialized[key] = { ...value, __type: "RouteErrorResponse" };
    else if (value instanceof Error) {
      serialized[key] = {
        message: value.message,
        __type: "Error",
        ...(value.name !== "Error" ? { __subType: value.name } : {}),
      };
    } else serialized[key] = value;
  }
  return serialized;
}

/**
 * A fetch over the catalogue's own handler. Only what a server-side GET needs
 * is passed on (browser-only options such as `cache` mean nothing here).
 */
function inProcessFetch(handle: (request: Request) => Promise<Response>) {
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input);
    return handle(
      new Request(request.url, {
        method: init?.method ?? request.method,
        headers: init?.headers ?? request.headers,
        ...(init?.signal ? { signal: init.signal } : {}),
      }),
    );
  };
}

/** The exact text of every inline script a page carries: the service allows each by its hash. */
export const inlineScripts: readonly string[] = Object.values(INLINE_SCRIPTS);

/** Answers a page request: the rendered page, streamed, with the status its loaders gave. */
export function createPageRenderer(options: PageRendererOptions) {
  const assets = assetsOf(options.template);
  const handler = createStaticHandler(publicRoutes);
  const reportError = options.reportError ?? ((error: unknown) => console.error(error));
  const fetchApi = inProcessFetch(options.fetch);
  let settings: Promise<RuntimeConfig> | undefined;
  let inlineStyles: Promise<ReadonlyMap<string, string>> | undefined;

  /** The stylesheets' text, read on the first render; a file that cannot be read stays linked. */
  function stylesheets(): Promise<ReadonlyMap<string, string>> {
    const read = options.readStylesheet;
    inlineStyles ??= (async () => {
      const texts = new Map<string, string>();
      if (!read) return texts;
      for (const href of assets.styles) {
        try {
          texts.set(href, await read(href));
        } catch (error) {
          reportError(error);
        }
      }
      return texts;
    })();
    return inlineStyles;
  }

  /** The deployment's settings (GET /api/config) are fixed for the process: asked once. */
  function runtimeConfig(origin: string): Promise<RuntimeConfig> {
    settings ??= createCatalogClient({ baseUrl: `${origin}/api`, fetch: fetchApi })
      .getRuntimeConfig()
      .catch((error: unknown) => {
        settings = undefined;
        throw error;
      });
    return settings;
  }

  /**
   * The built chunks of the modules a page's routes load lazily (their
   * `handle.modules`): the browser asks for them beside the app, not after it
   * has started (issue 34). A module the build does not name is reported once.
   */
  const unnamed = new Set<string>();
  function pageChunks(matches: readonly { route: { handle?: unknown } }[]): string[] {
    const modules = matches.flatMap(
      ({ route }) => (route.handle as PageHandle | undefined)?.modules ?? [],
    );
    return modules.flatMap((module) => {
      const files = assets.routeModules.get(module);
      if (files === undefined && assets.routeModules.size > 0 && !unnamed.has(module)) {
        unnamed.add(module);
        reportError(new Error(`The build names no chunk for ${module} (handle.modules)`));
      }
      return files ?? [];
    });
  }

  return async function renderPage(request: Request): Promise<Response> {
    const url = new URL(request.url);
    // The API is reached in-process at the request's own address; the page names the public one.
    const origin = options.publicOrigin ?? url.origin;
    const config = await runtimeConfig(url.origin);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    const handedOver = new Set<string>();
    queryClient.setQueryData(runtimeConfigQuery.queryKey, config);
    handedOver.add(hashKey(runtimeConfigQuery.queryKey));
    const base = {
      catalogBase: `${url.origin}/api`,
      metadataBase: `${url.origin}/api/tmdb`,
      diziUrl: `${url.origin}/dizi.json`,
      metadataEnabled: config.metadataEnabled,
      fetch: fetchApi,
    };
    const api = createSinemaApi(base);
    const playback = createSinemaApi({ ...base, embedHost: config.embedBaseUrls[0] });
    const context = serverPageData({
      api,
      queryClient,
      playback: () => Promise.resolve(playback),
      dehydrate: handedOver,
    });

    // Loaders get a request of their own: Deno aborts the incoming request's
    // signal as soon as the (still streaming) response is returned.
    const loaderRequest = new Request(url, { headers: request.headers });
    const result = await handler.query(loaderRequest, { requestContext: context });
    if (result instanceof Response) return result;

    const router = createStaticRouter(handler.dataRoutes, result);
    const pageModules = pageChunks(result.matches);
    const handover: Handover = {
      origin,
      router: {
        loaderData: result.loaderData,
        actionData: result.actionData,
        errors: serializeErrors(result.errors),
      },
      queries: dehydrate(queryClient, {
        shouldDehydrateQuery: (query) =>
          query.state.status === "success" && handedOver.has(query.queryHash),
      }),
    };
    const stream = await renderToReadableStream(
      <Document
        assets={assets}
        pageModules={pageModules}
        inlineStyles={await stylesheets()}
        handover={handover}
      >
        <StrictMode>
          <OriginContext.Provider value={origin}>
            <QueryClientProvider client={queryClient}>
              <Notifier>
                <StaticRouterProvider router={router} context={result} hydrate={false} />
              </Notifier>
            </QueryClientProvider>
          </OriginContext.Provider>
        </StrictMode>
      </Document>,
      {
        // Never split a finished part out to be revealed by an inline script
        // (React does for large boundaries): the CSP allows no inline script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onError(error: unknown) {
          reportError(error);
        },
      },
    );
    // The page goes out once every part is rendered (the data is in already;
    // this waits for lazy components, a few ms): a boundary finished later
    // would need React's inline scripts, which the CSP refuses and a visitor
    // without JavaScript never runs. The bytes still stream as React writes them.
    await stream.allReady;
    return new Response(stream, {
      status: result.statusCode,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
    });
  };
}

/**
 * The address a page is rendered for and kept under: the path with only the
 * query parameters its routes read while rendering (their `handle.query`),
 * in a fixed order. Anything else (`?utm_source=…`, `?fbclid=…`) changes
 * nothing on the page, so it neither renders a new copy nor crowds the cache.
 */
export function pageAddress(url: URL): URL {
  const matches = matchRoutes(publicRoutes, url.pathname) ?? [];
  const read = new Set(
    matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.query ?? []),
  );
  const kept = [...url.searchParams]
    .filter(([name]) => read.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const address = new URL(url.pathname, url.origin);
  address.search = new URLSearchParams(kept).toString();
  return address;
}

/**
 * The part of a page's cache key that comes from cookies: the values of the
 * cookies its routes read while rendering (`handle.cookies`), "" for none.
 */
export function pageVariant(url: URL, cookieHeader: string | null): string {
  const matches = matchRoutes(publicRoutes, url.pathname) ?? [];
  const names = new Set(
    matches.flatMap(({ route }) => (route.handle as PageHandle | undefined)?.cookies ?? []),
  );
  if (names.size === 0 || !cookieHeader) return "";
  return cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter((part) => names.has(part.slice(0, part.indexOf("="))))
    .sort()
    .join("; ");
}

/** Pages that exist whatever the catalogue holds: home, every section and the static pages. */
export const FIXED_PATHS: readonly string[] = [
  "/",
  ...ALL_SECTIONS.map((section) => section.path),
  "/content",
  "/all-series",
  "/embed",
];

/** The most titles one catalogue request returns (the contract's maximum). */
const SITEMAP_PAGE = 500;

/** A catalogue title's one address: a series is /tv/{id}, as its page's canonical link says. */
function canonicalTitlePath(movie: Parameters<typeof itemFromMovie>[0]): string {
  return movie.type === "series"
    ? seriesCanonicalPath({ catalogueId: movie._id })
    : itemFromMovie(movie).href;
}

/**
 * Every page a crawler should know, by the site's own address rules: the fixed
 * pages, every genre page, every active film and series of the catalogue (at
 * their canonical addresses), every series of /dizi.json by slug and every
 * platform those series are on. Read at request time, so a title added a
 * moment ago is in.
 */
export async function sitemapPaths(options: {
  fetch: (request: Request) => Promise<Response>;
  origin: string;
}): Promise<string[]> {
  const fetchApi = inProcessFetch(options.fetch);
  const api = createSinemaApi({
    catalogBase: `${options.origin}/api`,
    diziUrl: `${options.origin}/dizi.json`,
    metadataEnabled: false,
    fetch: fetchApi,
  });
  const titles: string[] = [];
  /** The catalogue's series: a series of the file that is one of them is listed once, at /tv/. */
  const catalogueSeries: Array<{ _id: string; title: string }> = [];
  // Page after page from each one's `next` (keyset paging): at 100,000 titles
  // counting through every title before each page made the walk quadratic.
  let after: string | undefined;
  do {
    const page = await api.catalog.listMovies({
      status: "active",
      limit: SITEMAP_PAGE,
      ...(after ? { after } : {}),
    });
    titles.push(...page.movies.map(canonicalTitlePath));
    for (const movie of page.movies) {
      if (movie.type === "series") catalogueSeries.push({ _id: movie._id, title: movie.title });
    }
    after = page.next;
    // A turn of the event loop between pages: the API answers in process, so
    // without it the whole walk (1.2 s at 100,000 titles) ran before any
    // waiting request, and a search right after the service started took 1.3 s.
    if (after) await new Promise((resolve) => setTimeout(resolve, 0));
  } while (after);
  const dizi = await api.loadDizi().catch(() => []);
  const twins = catalogueTwins(catalogueSeries);
  // A twin's /tv/ address is among the titles already: the set below keeps it once, in place.
  const series = dizi.map((entry) =>
    seriesCanonicalPath({ catalogueId: twins.get(entry.slug) ?? null, slug: entry.slug }),
  );
  const platforms = dizi.map((entry) => `/platform/${encodeURIComponent(entry.platformSlug)}`);
  const genres = BUILT_IN_GENRES.map((genre) => genreHref(genre.id));
  return [...new Set([...FIXED_PATHS, ...genres, ...titles, ...series, ...platforms])];
}
