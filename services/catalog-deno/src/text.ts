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
