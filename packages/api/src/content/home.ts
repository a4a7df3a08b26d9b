import type { CatalogClient } from "../catalog/client";
import type { DiziLoader, DiziSeries } from "../dizi/loader";
import { byRatingDesc } from "../domain/thresholds";
import { consoleLogger, type Logger } from "../log";
import { HOME_SECTIONS, type HomeRowKey } from "../sections";
import { dedupeItems, isSeriesItem, itemFromMovie, newestFirst, type ContentItem } from "./items";
import { DEFAULT_LIST_COUNT, type ContentProvider, type ExtendedContent } from "./provider";

/** SPEC.md §9: "Home fetch limit is 100." */
export const HOME_CATALOG_LIMIT = 100;
/** SPEC.md §9: "Extended data slices are 100 movies, 100 tv, 50 and 30" (trending, featured). */
export const EXTENDED_SLICES = { movies: 100, tv: 100, trending: 50, featured: 30 } as const;
/**
 * SPEC.md §9: "Home rows: featured 20, trending 10, new episodes, new
 * releases and others 15, new movies 12, popular block 8." Each row's count
 * is its section's (../sections.ts).
 */
export const HOME_ROW_COUNTS = Object.fromEntries(
  HOME_SECTIONS.map((section) => [section.home.row, section.home.count]),
) as Record<HomeRowKey, number>;
export const HOME_POPULAR_COUNT = 8;

/** Where the home rows came from (SPEC.md §8's fallback chain). */
export type HomeSource = "extended" | "basic" | "catalog";

/** The lists the rows are cut from, whichever source filled them. */
export type HomePool = ExtendedContent;

/** The home's rows by name (the sections' `home.row`), SPEC.md §2's order. */
export type HomeRows = Record<HomeRowKey, ContentItem[]>;

export interface HomeData {
  source: HomeSource;
  rows: HomeRows;
  /** Every series of /dizi.json for the header (which shows 6 at random); empty when it failed. */
  series: DiziSeries[];
}

const mostViewedFirst = (items: readonly ContentItem[]) =>
  [...items].sort((a, b) => (b.views ?? 0) - (a.views ?? 0));

function isEmptyPool(pool: HomePool): boolean {
  return Object.values(pool).every((list: ContentItem[]) => list.length === 0);
}

/** SPEC.md §9's slices of the extended lists. */
export function sliceExtended(content: ExtendedContent): HomePool {
  return {
    ...content,
    movies: content.movies.slice(0, EXTENDED_SLICES.movies),
    tv: content.tv.slice(0, EXTENDED_SLICES.tv),
    trending: content.trending.slice(0, EXTENDED_SLICES.trending),
    featured: content.featured.slice(0, EXTENDED_SLICES.featured),
  };
}

/** The pool when only the catalogue answered, with SPEC.md §7's backend sorts. */
export function poolFromCatalog(items: readonly ContentItem[]): HomePool {
  const movies = items.filter((item) => !isSeriesItem(item));
  const series = items.filter(isSeriesItem);
  return {
    movies,
    tv: series,
    newMovies: newestFirst(movies),
    newSeries: newestFirst(series),
    trending: mostViewedFirst(items),
    featured: byRatingDesc(items),
  };
}

/**
 * Cuts the home rows from a pool, each by its section's rule and count
 * (SPEC.md §9/§5's); likes and comments exist only in the catalogue, so
 * those rows always come from it.
 */
export function homeRows(pool: HomePool, catalogItems: readonly ContentItem[]): HomeRows {
  const source = { pool, everything: dedupeItems([...pool.movies, ...pool.tv]), catalogItems };
  return Object.fromEntries(
    HOME_SECTIONS.map(({ home }) => [home.row, home.cut(source).slice(0, home.count)]),
  ) as HomeRows;
}

export interface HomeDeps {
  provider: ContentProvider;
  catalog: CatalogClient;
  loadDizi: DiziLoader;
  log?: Logger;
}

/**
 * SPEC.md §8: "Home extended data failure: Falls back to basic
 * popular/new/trending/featured fetches. If that also fails, rows use
 * backend data." The catalogue's 100 titles are asked in parallel either
 * way (the likes, comments and Turkish rows need them); the home fails
 * ('Veriler yüklenirken bir hata oluştu') only when the provider and the
 * catalogue both have nothing. /dizi.json failures are ignored (§7).
 */
export async function getHomeData(deps: HomeDeps): Promise<HomeData> {
  const log = deps.log ?? consoleLogger;
  const catalogAnswer = deps.catalog
    .listMovies({ limit: HOME_CATALOG_LIMIT })
    .then((page) => page.movies.map(itemFromMovie))
    .catch((error: unknown) => ({ error }));
  const series = deps.loadDizi().catch((error: unknown) => {
    log("Home: /dizi.json not loaded", error);
    return [] as DiziSeries[];
  });

  let source: HomeSource = "catalog";
  let pool: HomePool | null = null;
  try {
    const extended = sliceExtended(await deps.provider.getAllExtendedContent());
    if (!isEmptyPool(extended)) [source, pool] = ["extended", extended];
  } catch (error) {
    log("Home: extended content failed", error);
  }
  if (!pool) {
    try {
      const basic = await basicPool(deps.provider);
      if (!isEmptyPool(basic)) [source, pool] = ["basic", basic];
    } catch (error) {
      log("Home: basic content failed", error);
    }
  }

  const catalog = await catalogAnswer;
  if ("error" in catalog) {
    if (!pool) throw catalog.error;
    log("Home: catalogue list failed; its rows stay empty", catalog.error);
  }
  const catalogItems = "error" in catalog ? [] : catalog;
  const chosen = pool ?? poolFromCatalog(catalogItems);
  return { source, rows: homeRows(chosen, catalogItems), series: await series };
}

/** The basic fetches: one page each of popular, new, trending and featured. */
async function basicPool(provider: ContentProvider): Promise<HomePool> {
  const only = provider.metadataOnly;
  const [popularMovies, popularTv, newMovies, newSeries, trending, featured] = await Promise.all([
    only.popular("movie", 1, DEFAULT_LIST_COUNT),
    only.popular("tv", 1, DEFAULT_LIST_COUNT),
    only.newMovies(),
    only.newSeries(),
    only.trending(),
    only.featured(),
  ]);
  return {
    movies: dedupeItems([...popularMovies, ...newMovies]),
    tv: dedupeItems([...popularTv, ...newSeries]),
    newMovies,
    newSeries,
    trending,
    featured,
  };
}
