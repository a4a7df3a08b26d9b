import { foldTurkish } from "./text";

/**
 * Issue 17: typing "du" listed about 75 titles in one long list, many matched
 * only in their descriptions. Suggestions show at most eight: titles that
 * start with the text, then titles and original titles that contain it, then
 * cast and director, then the rest (a description match), each group in the
 * order found; the matching part of the title is highlighted, and 'Tüm
 * sonuçlar (n)' leads to the full search.
 */
export const SUGGESTION_LIMIT = 8;

const NOT_WORD = /[^\p{L}\p{N}]+/gu;
const WORD_CHAR = /[\p{L}\p{N}]/u;

/** Start and end (exclusive) of a match in the original text. */
export type MatchRange = readonly [number, number];

/**
 * Where `term` occurs in `text`, matched as the catalogue matches (case and
 * Turkish letters aside: "sahsiyet" finds "Şahsiyet"), as offsets into the
 * original text so it can be highlighted there.
 */
export function findMatch(text: string, term: string): MatchRange | null {
  // Punctuation and runs of spaces count as one space, as in the catalogue's
  // search ("dune çöl" finds and highlights "Dune: Çöl").
  const wanted = foldTurkish(term).replace(NOT_WORD, " ").trim();
  if (!wanted) return null;
  let folded = "";
  // For each character of `folded`, the offset of the original character it came from.
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    for (const part of foldTurkish(char)) {
      const spacing = !WORD_CHAR.test(part);
      // One space for a run of them (and none at the start).
      if (!spacing || (folded !== "" && !folded.endsWith(" "))) {
        folded += spacing ? " " : part;
        origin.push(offset);
      }
    }
    offset += char.length;
  }
  const at = folded.indexOf(wanted);
  if (at < 0) return null;
  const last = origin[at + wanted.length - 1] ?? offset;
  const lastChar = text.codePointAt(last) ?? 0;
  return [origin[at] ?? 0, last + (lastChar > 0xffff ? 2 : 1)];
}

export interface Suggestible {
  title: string;
  originalTitle?: string | null | undefined;
  people?: readonly string[] | undefined;
}

/** 0 title starts with the text, 1 title contains it, 2 original title, 3 cast or director, 4 elsewhere. */
export function suggestionRank(item: Suggestible, term: string): number {
  const inTitle = findMatch(item.title, term);
  if (inTitle) return inTitle[0] === 0 ? 0 : 1;
  if (item.originalTitle && findMatch(item.originalTitle, term)) return 2;
  if ((item.people ?? []).some((name) => findMatch(name, term))) return 3;
  return 4;
}

export interface RankedSuggestions<T> {
  /** At most SUGGESTION_LIMIT, best first, each with the title's matching part (or null). */
  items: Array<T & { highlight: MatchRange | null }>;
  /** Everything found, for 'Tüm sonuçlar (n)'. */
  total: number;
}

export function rankSuggestions<T extends Suggestible>(
  term: string,
  found: readonly T[],
  limit: number = SUGGESTION_LIMIT,
): RankedSuggestions<T> {
  const ranked = found
    .map((item, index) => ({ item, index, rank: suggestionRank(item, term) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map(({ item }) => ({ ...item, highlight: findMatch(item.title, term) }));
  return { items: ranked, total: found.length };
}
