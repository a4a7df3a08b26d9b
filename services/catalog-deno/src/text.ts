/**
 * Text folding shared by both storage engines: search, genre and title sort
 * keys are computed here in TypeScript when a title is written, so SQLite and
 * PostgreSQL compare the same plain strings and never depend on a database
 * collation or locale.
 */

/** Turkish letters whose case pairs differ from Unicode's defaults (I/ı, İ/i) or carry marks. */
const TURKISH_FOLDS: Readonly<Record<string, string>> = {
  "ı": "i",
  "I": "i",
  "İ": "i",
  "ş": "s",
  "Ş": "s",
  "ğ": "g",
  "Ğ": "g",
  "ç": "c",
  "Ç": "c",
  "ö": "o",
  "Ö": "o",
  "ü": "u",
  "Ü": "u",
};

const TURKISH_LETTERS = /[ıIİşŞğĞçÇöÖüÜ]/g;
const COMBINING_MARKS = /\p{M}/gu;

/**
 * Folds text for case- and accent-insensitive matching: "Şahsiyet" and
 * "sahsiyet", "IŞIK" and "ışık" and "isik" all fold to the same string.
 */
export function fold(text: string): string {
  return text
    .replace(TURKISH_LETTERS, (letter) => TURKISH_FOLDS[letter] ?? letter)
    .normalize("NFKD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase();
}

/** A URL slug built from folded text, so Turkish letters keep their ASCII form ("Çukur" → "cukur"). */
export function slugify(text: string): string {
  return fold(text).replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
}

/** Anything that is neither a letter nor a digit: punctuation, symbols, runs of spaces. */
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/**
 * Folds text for search (issue 31): as `fold`, and punctuation and repeated
 * spaces count as one space, so "dune çöl" finds "Dune: Çöl Gezegeni" and
 * "Behzat Ç." is found by "behzat c".
 */
export function searchFold(text: string): string {
  return fold(text).replace(NOT_WORD, " ").trim();
}

/** Shortest word of a search that may carry a typo (issue 31: "a word of 5+ letters"). */
export const TYPO_MIN_QUERY_LETTERS = 5;
/** Shortest word of a title whose near spellings are kept (a 5-letter query with one extra letter). */
export const TYPO_MIN_TITLE_LETTERS = TYPO_MIN_QUERY_LETTERS - 1;

/**
 * A word and each spelling with one letter left out ("sahsiyet" → "sahsiyet",
 * "ahsiyet", "shsiyet", … "sahsiye"). Two words one typo apart — a letter
 * missing, added, changed or two letters swapped — always share one of these
 * (the "deletion neighbourhood" of SymSpell), so a typo is found by comparing
 * sets of plain strings, the same on every database engine.
 */
export function deletionVariants(word: string): string[] {
  const letters = [...word];
  const variants = new Set([word]);
  for (let i = 0; i < letters.length; i++) {
    variants.add(letters.slice(0, i).join("") + letters.slice(i + 1).join(""));
  }
  return [...variants];
}
