export {
  SearchSuggestions,
  type SearchSuggestion,
  type SearchSuggestionsProps,
} from "./SearchSuggestions";
export {
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_MIN_CHARS,
  useSuggestionQuery,
} from "./useSuggestionQuery";
