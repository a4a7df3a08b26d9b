/**
 * What the home page shows of its rows beyond the cards themselves: the
 * ranked rows' numbers and the hero, both decided where the page's data is
 * loaded so they travel inside the HTML as plain values.
 */
import { ratingText } from "../domain/format";
import { HOME_SECTIONS, type HomeRowKey } from "../sections";
import type { HomeRows } from "./home";
import type { ContentItem } from "./items";

/** A row's title with its place when the row is ranked (#1, #2, …), else none. */
export interface RowEntry {
  item: ContentItem;
  rank: number | undefined;
}

/** SPEC.md §2: "Trending is ranked #1, #2, and so on." The row of a ranked section. */
export function isRankedRow(row: HomeRowKey): boolean {
  return HOME_SECTIONS.find((section) => section.home.row === row)?.ranked === true;
}

/** Every home row's titles in order, numbered from 1 in a ranked row. */
export function homeRowEntries(rows: HomeRows): Record<HomeRowKey, RowEntry[]> {
  return Object.fromEntries(
    (Object.entries(rows) as [HomeRowKey, ContentItem[]][]).map(([row, items]) => {
      const ranked = isRankedRow(row);
      return [row, items.map((item, index) => ({ item, rank: ranked ? index + 1 : undefined }))];
    }),
  ) as Record<HomeRowKey, RowEntry[]>;
}

/** The hero's fields (packages/ui's Hero), cut to what it shows. */
export interface HomeHero {
  title: string;
  overview: string;
  /** The backdrop, else the poster; null when the title has neither. */
  backdrop: string | null;
  /** "8.4"; null when unrated. */
  rating: string | null;
  year: number | null;
  type: "movie" | "tv";
  href: string;
}

/** The hero is the first featured title; none when the featured row is empty. */
export function homeHero(rows: Pick<HomeRows, "featured">): HomeHero | null {
  const hero = rows.featured[0];
  return hero
    ? {
        title: hero.title,
        overview: hero.overview,
        backdrop: hero.backdrop ?? hero.poster,
        rating: ratingText(hero.rating),
        year: hero.year,
        type: hero.type === "movie" ? "movie" : "tv",
        href: hero.href,
      }
    : null;
}
