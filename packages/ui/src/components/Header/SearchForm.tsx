import { useEffect, useRef, useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { IconButton } from "../IconButton";
import { SearchSuggestions, type SearchSuggestion } from "../SearchSuggestions";
import * as styles from "./Header.css";

/** The header's search: where it goes without script, what it calls with, its suggestions. */
export interface HeaderSearchProps {
  /**
   * Where the search form goes without script (e.g. "/search"), the box as
   * its `q` parameter. With script, `onSearch` is called instead.
   */
  searchAction?: string | undefined;
  /** Called with the trimmed query, never blank; the box then clears. The site navigates to its search page. */
  onSearch: (query: string) => void;
  /** Suggestions under the search box; see SearchSuggestions. */
  suggestions?: readonly SearchSuggestion[] | undefined;
  onSuggestionQuery?: ((query: string) => void) | undefined;
  onSuggestionSelect?: ((suggestion: SearchSuggestion) => void) | undefined;
  /**
   * How many titles the typed text found in all: the suggestions then end with
   * 'Tüm sonuçlar (n)', which searches as the form's submit does.
   */
  suggestionTotal?: number | undefined;
}

/** The search form of the header's bar and of its phone menu. */
export interface SearchFormProps extends HeaderSearchProps {
  /**
   * The box's text, when its owner keeps it (the phone menu's, which lives
   * on across the menu's upgrade from a disclosure to the app's panel).
   */
  query?: string | undefined;
  onQueryChange?: ((query: string) => void) | undefined;
}

export function SearchForm({
  query: ownersQuery,
  onQueryChange,
  onSearch,
  searchAction,
  suggestions,
  onSuggestionQuery,
  onSuggestionSelect,
  suggestionTotal,
}: SearchFormProps) {
  const [ownQuery, setOwnQuery] = useState("");
  const query = ownersQuery ?? ownQuery;
  const setQuery = onQueryChange ?? setOwnQuery;
  const form = useRef<HTMLFormElement>(null);
  /** What the box holds now: text typed before the page was live never reached the state. */
  const typed = () => {
    const box = form.current?.elements.namedItem("q");
    return box instanceof HTMLInputElement ? box.value : query;
  };
  const adopt = useRef(() => {
    const text = typed();
    if (text && text !== query) setQuery(text);
  });
  useEffect(() => adopt.current(), []);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = typed().trim();
    if (!trimmed) return;
    onSearch(trimmed);
    setQuery("");
  };
  return (
    <form
      ref={form}
      role="search"
      // Named, so a page's own search landmark (a list's filters) is told apart from it.
      aria-label="Sitede ara"
      action={searchAction}
      className={styles.searchForm}
      onSubmit={submit}
    >
      <SearchSuggestions
        value={query}
        name="q"
        onValueChange={setQuery}
        suggestions={suggestions ?? []}
        onQueryChange={onSuggestionQuery ?? (() => {})}
        onSelect={(suggestion) => {
          setQuery("");
          onSuggestionSelect?.(suggestion);
        }}
        total={suggestionTotal}
        onShowAll={suggestionTotal === undefined ? undefined : () => submit()}
      />
      <IconButton type="submit" label="Ara" variant="secondary" icon={<Search aria-hidden />} />
    </form>
  );
}
