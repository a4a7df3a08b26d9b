import type { CatalogClient } from "../catalog/client";
import { highRated, mostCommented, mostLiked, mostViewed } from "../domain/thresholds";
import { turkishContent } from "../domain/turkishContent";
import type { MediaType } from "../tmdb/client";
import { itemFromMovie, type ContentItem } from "./items";
import { DEFAULT_PAGE, type ContentProvider } from "./provider";

/** SPEC.md §7 page arguments: "featured (page 1, count 20; 10 for recommended; 15 for high-rated), trending (1, 20), new movies (1, 20), new series (1, 20...)". */
export const LIST_COUNTS = {
  featured: 20,
  recommended: 10,
  highRated: 15,
  trending: 20,
  newMovies: 20,
  newSeries: 20,
} as const;
/** SPEC.md §9: "The Turkish list draws 100 unfiltered." */
export const TURKISH_DRAW = 100;

/** The shared list pages of SPEC.md §2, by their route. */
export const LIST_KINDS = [
  "featured",
  "trending",
  "new-movies",
  "new-series",
  "new-episodes",
  "recommended",
  "imdb-high-rated",
  "most-commented",
  "most-liked",
  "most-viewed",
  "turkish-content",
] as const;
export type ListKind = (typeof LIST_KINDS)[number];

export function isListKind(value: string): value is ListKind {
  return (LIST_KINDS as readonly string[]).includes(value);
}

export interface ListOptions {
  /** SPEC.md §2: featured and trending take an optional ?type=tv. */
  type?: MediaType | undefined;
}

/** The ?type= value of featured and trending: tv, or nothing (both kinds). */
export function listTypeFromQuery(value: string | null | undefined): MediaType | undefined {
  return value === "tv" ? "tv" : undefined;
}

export interface ListDeps {
  provider: ContentProvider;
  catalog: CatalogClient;
}

/**
 * One call per list page. Provider lists fall back to the catalogue on
 * their own; the likes, views, comments and Turkish lists are the
 * catalogue's. A catalogue failure rejects, so the page shows its error.
 */
export async function getList(
  deps: ListDeps,
  kind: ListKind,
  options: ListOptions = {},
): Promise<ContentItem[]> {
  const { provider, catalog } = deps;
  const fromCatalog = async () => (await catalog.listMovies()).movies.map(itemFromMovie);
  switch (kind) {
    case "featured":
      return provider.getFeatured(DEFAULT_PAGE, LIST_COUNTS.featured, options.type);
    case "trending":
      return provider.getTrending(DEFAULT_PAGE, LIST_COUNTS.trending, options.type);
    case "new-movies":
      return provider.getNewMovies(DEFAULT_PAGE, LIST_COUNTS.newMovies);
    case "new-series":
      return provider.getNewSeries(DEFAULT_PAGE, LIST_COUNTS.newSeries);
    case "new-episodes":
      return provider.getNewSeries();
    case "recommended":
      return provider.getFeatured(DEFAULT_PAGE, LIST_COUNTS.recommended);
    case "imdb-high-rated":
      return highRated(await provider.getFeatured(DEFAULT_PAGE, LIST_COUNTS.highRated));
    case "most-liked":
      return mostLiked(
        (await catalog.listMovies({ sort: "likes", order: "desc" })).movies.map(itemFromMovie),
      );
    case "most-viewed":
      return mostViewed(
        (await catalog.listMovies({ sort: "views", order: "desc" })).movies.map(itemFromMovie),
      );
    case "most-commented":
      return mostCommented(await fromCatalog());
    case "turkish-content":
      return turkishContent(
        (await catalog.listMovies({ limit: TURKISH_DRAW })).movies.map(itemFromMovie),
      );
  }
}
