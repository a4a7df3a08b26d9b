import { useEffect, useId, useState, type KeyboardEvent } from "react";
import { TypeBadge } from "../Badge";
import { Poster } from "../Poster";
import { SUGGESTION_MIN_CHARS, useSuggestionQuery } from "./useSuggestionQuery";
import * as styles from "./SearchSuggestions.css";

/** SPEC.md §3: a search suggestion. */
export interface SearchSuggestion {
  id: string;
  type: "movie" | "tv";
  title: string;
  poster?: string | null | undefined;
  year?: number | string | null | undefined;
  /** The part of the title that matches the typed text, as [start, end) offsets. */
  highlight?: readonly [number, number] | null | undefined;
}

/** SPEC.md §3's suggestion, and how many were found in all (issue 17: at most eight shown). */
export const SUGGESTIONS_SHOWN = 8;

export interface SearchSuggestionsProps {
  value: string;
  /** The box's name in its form's submission (a form sent without script). */
  name?: string | undefined;
  onValueChange: (value: string) => void;
  /**
   * Asked for suggestions: called with the trimmed text once it has at least
   * two characters and typing paused for 300 ms (SPEC.md §5). The results
   * come back through `suggestions`.
   */
  onQueryChange: (query: string) => void;
  suggestions: readonly SearchSuggestion[];
  /** A suggestion chosen by click or Enter; the caller navigates. */
  onSelect: (suggestion: SearchSuggestion) => void;
  /**
   * How many titles were found in all. With `onShowAll`, the list ends with
   * 'Tüm sonuçlar (n)', which leads to the full search.
   */
  total?: number | undefined;
  onShowAll?: (() => void) | undefined;
  label?: string | undefined;
  placeholder?: string | undefined;
}

/**
 * A search box with a suggestion list (ARIA combobox): arrows move through
 * the suggestions, Enter picks the highlighted one (or submits the
 * surrounding form when none is), Escape closes the list.
 */
export function SearchSuggestions({
  value,
  name,
  onValueChange,
  onQueryChange,
  suggestions,
  onSelect,
  total,
  onShowAll,
  label = "Ara",
  placeholder = "Film, dizi veya oyuncu ara...",
}: SearchSuggestionsProps) {
  const listId = useId();
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  useSuggestionQuery(value, onQueryChange);

  const shown = suggestions.slice(0, SUGGESTIONS_SHOWN);
  const open = !dismissed && value.trim().length >= SUGGESTION_MIN_CHARS && shown.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;
  // 'Tüm sonuçlar (n)' is the last option, after the suggestions.
  const showAllIndex = onShowAll ? shown.length : -1;
  const optionCount = shown.length + (onShowAll ? 1 : 0);

  useEffect(() => {
    if (active >= 0)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView({ block: "nearest" });
  }, [active, listId]);

  const choose = (suggestion: SearchSuggestion) => {
    onSelect(suggestion);
    setDismissed(true);
    setActive(-1);
  };

  const showAll = () => {
    onShowAll?.();
    setDismissed(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (!open) {
        setDismissed(false);
        return;
      }
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      const last = optionCount - 1;
      // Wraps around at both ends.
      setActive((current) =>
        step === 1 ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === "Enter" && open && active >= 0 && active === showAllIndex) {
      event.preventDefault();
      showAll();
    } else if (event.key === "Enter" && open && active >= 0) {
      const suggestion = shown[active];
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
    }
  };

  return (
    <div className={styles.root}>
      <input
        className={styles.input}
        // A combobox is a text field (ARIA 1.2; `type="search"` may not carry the role,
        // the W3C checker's error): phones still show their search key.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        name={name}
        role="combobox"
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onValueChange(event.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setDismissed(true)}
        onFocus={() => setDismissed(false)}
      />
      <ul
        className={styles.listbox}
        id={listId}
        role="listbox"
        aria-label="Öneriler"
        hidden={!open}
      >
        {open
          ? shown.map((suggestion, i) => (
              // Keys are handled on the combobox input, which points here with aria-activedescendant.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={`${suggestion.type}-${suggestion.id}`}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                className={styles.option}
                // Keep focus in the input: the click must not blur and close the list first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                <Poster src={suggestion.poster} alt="" />
                <span className={styles.text}>
                  <span className={styles.title}>
                    <Highlighted text={suggestion.title} range={suggestion.highlight} />
                  </span>
                  <span className={styles.meta}>
                    <TypeBadge type={suggestion.type} />
                    {suggestion.year ? <span>{suggestion.year}</span> : null}
                  </span>
                </span>
              </li>
            ))
          : null}
        {open && onShowAll ? (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            id={optionId(showAllIndex)}
            role="option"
            aria-selected={active === showAllIndex}
            className={`${styles.option} ${styles.showAll}`}
            onMouseDown={(event) => event.preventDefault()}
            onClick={showAll}
          >
            {`Tüm sonuçlar (${total ?? suggestions.length})`}
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** The title with its matching part marked. */
function Highlighted({
  text,
  range,
}: {
  text: string;
  range: readonly [number, number] | null | undefined;
}) {
  if (!range || range[0] >= range[1] || range[1] > text.length) return text;
  return (
    <>
      {text.slice(0, range[0])}
      <mark className={styles.match}>{text.slice(range[0], range[1])}</mark>
      {text.slice(range[1])}
    </>
  );
}
