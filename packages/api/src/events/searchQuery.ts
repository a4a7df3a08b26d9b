/**
 * What a search is counted under (issue 16): the query folded with the
 * Turkish rules the rest of the site matches with (`foldTurkish`: lower
 * case, no diacritics, I/İ/ı/i all "i"), so "Kış Uykusu", "KIS UYKUSU" and
 * "kis  uykusu!" are one line in the editors' table. openapi/catalog.yaml's
 * SearchQuery pattern checks the same shape on the server.
 */
import { foldTurkish } from "../domain/text";

/** Issue 16: searches are counted "only when ≥ 2 characters" (as suggestions start, SPEC.md §5). */
export const STATS_QUERY_MIN_CHARS = 2;
/** Longer queries are cut at a word boundary within this many characters. */
export const STATS_QUERY_MAX_CHARS = 64;
/** A run of this many digits is a phone or an id number, not a title: such a query is not counted. */
export const STATS_QUERY_MAX_DIGIT_RUN = 7;

const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const DIGIT_RUN = new RegExp(`[0-9]{${STATS_QUERY_MAX_DIGIT_RUN}}`);

/** The counted form of a query, or null when it is not counted (too short, or personal-looking). */
export function statsSearchQuery(text: string): string | null {
  const words = foldTurkish(text).replace(SEPARATORS, " ").trim();
  if (words.length < STATS_QUERY_MIN_CHARS) return null;
  // An e-mail address folds into words like any text; its "@" is the tell.
  if (text.includes("@") || DIGIT_RUN.test(words.replace(/ /g, ""))) return null;
  let query = words;
  if (query.length > STATS_QUERY_MAX_CHARS) {
    const cut = query.slice(0, STATS_QUERY_MAX_CHARS + 1);
    const space = cut.lastIndexOf(" ");
    query =
      space >= STATS_QUERY_MIN_CHARS ? cut.slice(0, space) : cut.slice(0, STATS_QUERY_MAX_CHARS);
  }
  return query;
}
