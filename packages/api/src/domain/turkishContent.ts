import { asList, foldTurkish } from "./text";

/**
 * SPEC.md §5: "Turkish content filter: language containing 'tr' or
 * 'turkish', country containing 'turkey' or 'turkiye', or title/description
 * containing the word 'turk'."
 *
 * Text is folded first, so "Türkiye" counts as "turkiye" and "Türk" as
 * "turk". The language words also include "türkçe" (the Turkish name of the
 * language, which a Turkish catalogue is likely to store) — folded it
 * contains neither "tr" nor "turkish".
 */

const LANGUAGE_WORDS = ["tr", "turkish", "turkce"];
const COUNTRY_WORDS = ["turkey", "turkiye"];
/** "the word 'turk'": a word starting with turk (Türk, Türkiye'nin, Türkçe), not "Sturk". */
const TURK_WORD = /(^|[^a-z])turk/;

export interface TurkishCandidate {
  language?: string | readonly string[] | null | undefined;
  country?: string | readonly string[] | null | undefined;
  title?: string | null | undefined;
  overview?: string | null | undefined;
  description?: string | null | undefined;
}

export function isTurkishContent(item: TurkishCandidate): boolean {
  const languages = asList(item.language).map(foldTurkish);
  if (languages.some((language) => LANGUAGE_WORDS.some((word) => language.includes(word)))) {
    return true;
  }
  const countries = asList(item.country).map(foldTurkish);
  if (countries.some((country) => COUNTRY_WORDS.some((word) => country.includes(word)))) {
    return true;
  }
  return [item.title, item.overview, item.description].some((text) =>
    TURK_WORD.test(foldTurkish(text ?? "")),
  );
}

export function turkishContent<T extends TurkishCandidate>(items: readonly T[]): T[] {
  return items.filter(isTurkishContent);
}
