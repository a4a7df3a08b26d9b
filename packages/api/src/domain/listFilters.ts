import { ALL_GENRES_OPTION, matchesGenre, type GenreMatchable } from "./genres";
import { DEFAULT_SORT, sortItems, type SortKey, type Sortable } from "./sorting";
import { containsFolded } from "./text";

/**
 * The controls of SPEC.md §2 "Shared list pages": a search by title, a
 * genre select, a year select and a sort, applied in that order.
 */
export interface ListFilters {
  search?: string | undefined;
  genre?: string | undefined;
  year?: number | null | undefined;
  sort?: SortKey | undefined;
}

export type Listable = Sortable & GenreMatchable;

export function applyListFilters<T extends Listable>(items: readonly T[], filters: ListFilters) {
  const search = filters.search ?? "";
  const genre = filters.genre ?? ALL_GENRES_OPTION;
  const kept = items.filter(
    (item) =>
      containsFolded(item.title, search) &&
      matchesGenre(item, genre) &&
      (filters.year === null || filters.year === undefined || item.year === filters.year),
  );
  return sortItems(kept, filters.sort ?? DEFAULT_SORT);
}

/** The year select's options: every year present, newest first. */
export function yearOptions(items: ReadonlyArray<{ year: number | null }>): number[] {
  const years = new Set<number>();
  for (const item of items) if (item.year !== null) years.add(item.year);
  return [...years].sort((a, b) => b - a);
}
