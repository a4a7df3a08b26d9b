/** SPEC.md §5: "Search suggestions start only when the trimmed text is at least 2 characters, after a 300 ms pause." */
export const SUGGESTION_MIN_CHARS = 2;
export const SUGGESTION_DEBOUNCE_MS = 300;

export function shouldSuggest(text: string): boolean {
  return text.trim().length >= SUGGESTION_MIN_CHARS;
}

/**
 * SPEC.md §2 header: "A trimmed non-empty query goes to search?q={url-encoded
 * query}". Null means the submit is ignored.
 */
export function searchHref(query: string): string | null {
  const trimmed = query.trim();
  return trimmed ? `/search?q=${encodeURIComponent(trimmed)}` : null;
}
