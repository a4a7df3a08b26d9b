import { useSearchParams } from "react-router";
import {
  genreFromQuery,
  parseLanguagePreference,
  parseSortKey,
  type ListFilters,
  type SortKey,
} from "@sinema/api";

/**
 * The list controls (search, genre, year, sort) kept in the address, so a
 * filtered list can be shared and the back button undoes a change. Typing in
 * the search box replaces the entry instead of adding one per keystroke.
 */
export function useListFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get("q") ?? "";
  const genre = params.get("genre") ?? "";
  const year = params.get("year") ?? "";
  const sort = parseSortKey(params.get("sort"));
  /** Issue 15: `?dil=dublaj` / `?dil=altyazi`. */
  const language = parseLanguagePreference(params.get("dil"));

  function update(name: string, value: string, replace = false) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace, preventScrollReset: true },
    );
  }

  const filters: ListFilters = {
    search,
    genre: genreFromQuery(genre),
    year: year ? Number(year) : null,
    sort,
    language,
  };

  return {
    search,
    genre,
    year,
    sort,
    language: language ?? "",
    filters,
    setSearch: (value: string) => update("q", value, true),
    setGenre: (value: string) => update("genre", value),
    setYear: (value: string) => update("year", value),
    setSort: (value: SortKey) => update("sort", value === "rating" ? "" : value),
    setLanguage: (value: string) => update("dil", parseLanguagePreference(value) ?? ""),
  };
}
