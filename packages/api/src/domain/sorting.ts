import { turkishCollator } from "./text";

/**
 * SPEC.md §2 shared list pages: "Sort options are rating (default), year,
 * title (alphabetical) and duration (the digits of the duration text)."
 * Rating, year and duration put the highest first; title is A to Z in
 * Turkish order (Intl.Collator 'tr'). Missing values go last; ties keep the
 * incoming order (Array.prototype.sort is stable).
 */

export const SORT_KEYS = ["rating", "year", "title", "duration"] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const DEFAULT_SORT: SortKey = "rating";

export interface Sortable {
  title: string;
  rating: number | null;
  year: number | null;
  /** Minutes; see minutesFromDurationText for items that only carry a duration text. */
  durationMinutes: number | null;
}

export function parseSortKey(value: string | null | undefined): SortKey {
  return SORT_KEYS.find((key) => key === value) ?? DEFAULT_SORT;
}

const highestFirst = (a: number | null, b: number | null) =>
  (b ?? Number.NEGATIVE_INFINITY) - (a ?? Number.NEGATIVE_INFINITY);

export function sortItems<T extends Sortable>(items: readonly T[], key: SortKey = DEFAULT_SORT) {
  const sorted = [...items];
  switch (key) {
    case "rating":
      return sorted.sort((a, b) => highestFirst(a.rating, b.rating));
    case "year":
      return sorted.sort((a, b) => highestFirst(a.year, b.year));
    case "duration":
      return sorted.sort((a, b) => highestFirst(a.durationMinutes, b.durationMinutes));
    case "title":
      return sorted.sort((a, b) => turkishCollator.compare(a.title, b.title));
  }
}
