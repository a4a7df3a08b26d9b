import { useEffect, useEffectEvent } from "react";

/** SPEC.md §5: suggestions start at two characters... */
export const SUGGESTION_MIN_CHARS = 2;
/** ...after a 300 ms pause in typing. */
export const SUGGESTION_DEBOUNCE_MS = 300;

/**
 * Calls `onQuery` with the trimmed text once it is at least
 * `SUGGESTION_MIN_CHARS` long and typing has paused for
 * `SUGGESTION_DEBOUNCE_MS`; each keystroke restarts the pause.
 */
export function useSuggestionQuery(
  text: string,
  onQuery: (query: string) => void,
  { minChars = SUGGESTION_MIN_CHARS, delay = SUGGESTION_DEBOUNCE_MS } = {},
): void {
  const emit = useEffectEvent(onQuery);
  useEffect(() => {
    const query = text.trim();
    if (query.length < minChars) return;
    const timer = setTimeout(() => emit(query), delay);
    return () => clearTimeout(timer);
  }, [text, minChars, delay]);
}
