import { ALL_GENRES_OPTION, matchesGenre, type GenreMatchable } from "./genres";
import { DEFAULT_SORT, sortItems, type SortKey, type Sortable } from "./sorting";
import { containsFolded } from "./text";
import { matchesPreference, type LanguagePreference } from "../player/sources";

/**
 * The controls of SPEC.md §2 "Shared list pages": a search by title, a
 * genre select, a year select and a sort, applied in that order.
 */
export interface ListFilters {
  search?: string | undefined;
  genre?: string | undefined;
  year?: number | null | undefined;
  sort?: SortKey | undefined;
  /** `?dil=dublaj|altyazi` (issue 15): only titles with Turkish audio, or Turkish subtitles. */
  language?: LanguagePreference | null | undefined;
}

/** Titles that know their languages; one that does not never matches a language filter. */
export interface LanguageFilterable {
  audio?: readonly string[] | undefined;
  subtitles?: readonly string[] | undefined;
}

export type Listable = Sortable & GenreMatchable & LanguageFilterable;

/** The language filter: none keeps everything; 'dublaj' Turkish audio, 'altyazi' Turkish subtitles. */
export function matchesLanguageFilter(
  item: LanguageFilterable,
  language: LanguagePreference | null | undefined,
): boolean {
  if (!language) return true;
  return matchesPreference({ audio: item.audio ?? [], subtitles: item.subtitles ?? [] }, language);
}

export function applyListFilters<T extends Listable>(items: readonly T[], filters: ListFilters) {
  const search = filters.search ?? "";
  const genre = filters.genre ?? ALL_GENRES_OPTION;
  const kept = items.filter(
    (item) =>
      containsFolded(item.title, search) &&
      matchesGenre(item, genre) &&
      matchesLanguageFilter(item, filters.language) &&
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
