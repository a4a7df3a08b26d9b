import type { CatalogClient } from "../catalog/client";
import type { DiziLoader, DiziSeries } from "../dizi/loader";
import { turkishContent } from "../domain/turkishContent";
import {
  HOME_HIGH_RATED,
  HOME_RECOMMENDED,
  byRatingDesc,
  mostCommented,
  mostLiked,
  ratedAtLeast,
} from "../domain/thresholds";
import { consoleLogger, type Logger } from "../log";
import { dedupeItems, itemFromMovie, type ContentItem } from "./items";
import { DEFAULT_LIST_COUNT, type ContentProvider, type ExtendedContent } from "./provider";

/** SPEC.md §9: "Home fetch limit is 100." */
export const HOME_CATALOG_LIMIT = 100;
/** SPEC.md §9: "Extended data slices are 100 movies, 100 tv, 50 and 30" (trending, featured). */
export const EXTENDED_SLICES = { movies: 100, tv: 100, trending: 50, featured: 30 } as const;
/**
 * SPEC.md §9: "Home rows: featured 20, trending 10, new episodes, new
 * releases and others 15, new movies 12, popular block 8."
 */
export const HOME_ROW_COUNTS = {
  featured: 20,
  trending: 10,
  newEpisodes: 15,
  newReleases: 15,
  turkish: 15,
  newMovies: 12,
  recommended: 15,
  highRated: 15,
  mostCommented: 15,
  mostLiked: 15,
} as const;
export const HOME_POPULAR_COUNT = 8;

/** Where the home rows came from (SPEC.md §8's fallback chain). */
export type HomeSource = "extended" | "basic" | "catalog";

/** The lists the rows are cut from, whichever source filled them. */
export type HomePool = ExtendedContent;

export interface HomeRows {
  featured: ContentItem[];
  /** "trending series (/trending)". */
  trending: ContentItem[];
  newEpisodes: ContentItem[];
  /** SPEC.md §2: the talk-show latest-episodes row "is always empty". */
  talkShows: ContentItem[];
  newReleases: ContentItem[];
  turkish: ContentItem[];
  newMovies: ContentItem[];
  recommended: ContentItem[];
  /** "externally rated 7+ movies (/imdb-high-rated)". */
  highRated: ContentItem[];
  mostCommented: ContentItem[];
  mostLiked: ContentItem[];
}

export interface HomeData {
  source: HomeSource;
  rows: HomeRows;
  /** Every series of /dizi.json for the header (which shows 6 at random); empty when it failed. */
  series: DiziSeries[];
}

const isSeries = (item: ContentItem) => item.type === "tv" || item.type === "series";

const newestFirst = (items: readonly ContentItem[]) =>
  [...items].sort((a, b) => (b.releaseDate ?? "").localeCompare(a.releaseDate ?? ""));

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
  const movies = items.filter((item) => !isSeries(item));
  const series = items.filter(isSeries);
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
 * Cuts the home rows from a pool. The counts and thresholds are SPEC.md
 * §9/§5's; likes and comments exist only in the catalogue, so those rows
 * always come from it.
 */
export function homeRows(pool: HomePool, catalogItems: readonly ContentItem[]): HomeRows {
  const everything = dedupeItems([...pool.movies, ...pool.tv]);
  const trendingSeries = pool.trending.filter(isSeries);
  return {
    featured: pool.featured.slice(0, HOME_ROW_COUNTS.featured),
    trending: (trendingSeries.length > 0 ? trendingSeries : pool.trending).slice(
      0,
      HOME_ROW_COUNTS.trending,
    ),
    newEpisodes: pool.newSeries.slice(0, HOME_ROW_COUNTS.newEpisodes),
    talkShows: [],
    newReleases: newestFirst(everything).slice(0, HOME_ROW_COUNTS.newReleases),
    turkish: turkishContent(dedupeItems([...catalogItems, ...everything])).slice(
      0,
      HOME_ROW_COUNTS.turkish,
    ),
    newMovies: pool.newMovies.slice(0, HOME_ROW_COUNTS.newMovies),
    recommended: ratedAtLeast(everything, HOME_RECOMMENDED).slice(0, HOME_ROW_COUNTS.recommended),
    highRated: ratedAtLeast(
      everything.filter((item) => !isSeries(item)),
      HOME_HIGH_RATED,
    ).slice(0, HOME_ROW_COUNTS.highRated),
    mostCommented: mostCommented(catalogItems).slice(0, HOME_ROW_COUNTS.mostCommented),
    mostLiked: mostLiked(catalogItems).slice(0, HOME_ROW_COUNTS.mostLiked),
  };
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
