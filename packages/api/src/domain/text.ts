/**
 * Text matching for a Turkish catalogue. Plain `toLowerCase` gets Turkish
 * wrong ("I" lowers to "i", not "ı"; "İ" lowers to "i̇" with a combining dot),
 * and visitors type without diacritics ("sahsiyet" for "Şahsiyet", "ISIK"
 * for "Işık"). Folding both sides to unaccented lower-case ASCII letters —
 * with I, İ, ı and i all folded to "i" — makes every one of those match, the
 * same rule the catalogue service applies to its `search` parameter.
 */

const DOTTED_AND_DOTLESS_I = /[İIı]/g;
const COMBINING_MARKS = /\p{M}/gu;

/** Lower-case, unaccented form for matching: "İstanbul" → "istanbul", "Işık" → "isik". */
export function foldTurkish(text: string): string {
  return text
    .replace(DOTTED_AND_DOTLESS_I, "i")
    .normalize("NFD")
    .replace(COMBINING_MARKS, "")
    .toLowerCase();
}

/**
 * SPEC.md §5: "Search filters on admin and list pages are case-insensitive
 * substring matches." An empty (or blank) term matches everything.
 */
export function containsFolded(text: string | null | undefined, term: string): boolean {
  const needle = foldTurkish(term.trim());
  if (!needle) return true;
  return foldTurkish(text ?? "").includes(needle);
}

/** True when any of the texts contains the term (case- and accent-insensitive). */
export function anyContainsFolded(
  texts: ReadonlyArray<string | null | undefined>,
  term: string,
): boolean {
  const needle = foldTurkish(term.trim());
  if (!needle) return true;
  return texts.some((text) => foldTurkish(text ?? "").includes(needle));
}

/** SPEC.md §2 title sort, in Turkish alphabetical order: c < ç < d, ı < i, o < ö, s < ş, u < ü. */
export const turkishCollator = new Intl.Collator("tr", { sensitivity: "base", numeric: true });

/** A string or a list of strings as one list (backend fields may be either). */
export function asList(value: string | readonly string[] | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  return typeof value === "string" ? [value] : [...value];
}
