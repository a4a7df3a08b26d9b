import { foldTurkish } from "./text";

export interface Genre {
  id: number;
  name: string;
}

/**
 * The metadata service's standard genre ids (films and series) with Turkish
 * names in the site's own vocabulary, which is also the catalogue's genre
 * vocabulary ("Drama", "Bilim Kurgu"). Used when there is no metadata
 * service, so the 'Tür' menu and /tur/{id} still work through the backend.
 */
export const BUILT_IN_GENRES: readonly Genre[] = [
  { id: 28, name: "Aksiyon" },
  { id: 12, name: "Macera" },
  { id: 16, name: "Animasyon" },
  { id: 35, name: "Komedi" },
  { id: 80, name: "Suç" },
  { id: 99, name: "Belgesel" },
  { id: 18, name: "Drama" },
  { id: 10751, name: "Aile" },
  { id: 14, name: "Fantastik" },
  { id: 36, name: "Tarih" },
  { id: 27, name: "Korku" },
  { id: 10402, name: "Müzik" },
  { id: 9648, name: "Gizem" },
  { id: 10749, name: "Romantik" },
  { id: 878, name: "Bilim Kurgu" },
  { id: 10770, name: "TV Filmi" },
  { id: 53, name: "Gerilim" },
  { id: 10752, name: "Savaş" },
  { id: 37, name: "Western" },
  { id: 10759, name: "Aksiyon & Macera" },
  { id: 10762, name: "Çocuk" },
  { id: 10763, name: "Haber" },
  { id: 10764, name: "Reality" },
  { id: 10765, name: "Bilim Kurgu & Fantastik" },
  { id: 10766, name: "Pembe Dizi" },
  { id: 10767, name: "Talk Show" },
  { id: 10768, name: "Savaş & Politika" },
];

/** SPEC.md §2 footer: "popular genre links with fixed ids: 28 action, 35 comedy, 18 drama, 27 horror, 878 sci-fi, 10749 romance, 16 animation, 80 crime". */
export const FOOTER_GENRE_IDS = [28, 35, 18, 27, 878, 10749, 16, 80] as const;

/**
 * Catalogue genre names a built-in genre stands for: the series-only
 * combined genres cover both of their parts, and the metadata service's own
 * spellings ("Dram", "Bilim-Kurgu") count as ours.
 */
const CATALOG_GENRE_NAMES: Partial<Record<number, readonly string[]>> = {
  18: ["Drama", "Dram"],
  878: ["Bilim Kurgu", "Bilim-Kurgu"],
  10759: ["Aksiyon", "Macera"],
  10765: ["Bilim Kurgu", "Fantastik"],
  10768: ["Savaş", "Politika"],
};

export function builtInGenre(id: number): Genre | undefined {
  return BUILT_IN_GENRES.find((genre) => genre.id === id);
}

/**
 * The footer's popular genres, named from the same list as the 'Tür' menu and
 * the catalogue, so no page says 'Dram' where another says 'Drama' (issue 17).
 */
export function footerGenres(): Genre[] {
  return FOOTER_GENRE_IDS.flatMap((id) => {
    const genre = builtInGenre(id);
    return genre ? [genre] : [];
  });
}

/** The names a catalogue title's `genre` list may use for this genre id (empty when unknown). */
export function catalogGenreNames(id: number): readonly string[] {
  const names = CATALOG_GENRE_NAMES[id];
  if (names) return names;
  const genre = builtInGenre(id);
  return genre ? [genre.name] : [];
}

/** Genre names for the ids of a metadata list item (ids we do not know are skipped). */
export function genreNames(ids: readonly number[] | null | undefined): string[] {
  return (ids ?? []).flatMap((id) => {
    const genre = builtInGenre(id);
    return genre ? [genre.name] : [];
  });
}

/**
 * A genre list named in the site's own words: a standard id takes the name
 * the footer and the catalogue use ("Drama", where the metadata service says
 * "Dram"), so one genre never reads two ways on one page (issue 17).
 */
export function inSiteWords(genres: readonly Genre[]): Genre[] {
  return genres.map((genre) => {
    const ours = builtInGenre(genre.id);
    return ours && ours.name !== genre.name ? { ...genre, name: ours.name } : genre;
  });
}

/** SPEC.md §2 header: "movie and tv genres merged and de-duplicated by id" (first name wins). */
export function mergeGenres(...lists: ReadonlyArray<readonly Genre[]>): Genre[] {
  const seen = new Map<number, Genre>();
  for (const list of lists) {
    for (const genre of list) if (!seen.has(genre.id)) seen.set(genre.id, genre);
  }
  return [...seen.values()];
}

/** SPEC.md §2: the genre select of the shared list pages, in this order. */
export const ALL_GENRES_OPTION = "Tumu";
export const GENRE_OPTIONS = [
  ALL_GENRES_OPTION,
  "Aksiyon",
  "Komedi",
  "Drama",
  "Gerilim",
  "Bilim Kurgu",
  "Korku",
  "Romantik",
  "Animasyon",
  "Belgesel",
] as const;
export type GenreOption = (typeof GENRE_OPTIONS)[number];

/**
 * SPEC.md §2: "The query parameter genre maps action, comedy, drama,
 * thriller, sci-fi, horror, romance, animation, documentary to these."
 */
export const GENRE_QUERY_VALUES: Readonly<Record<string, Exclude<GenreOption, "Tumu">>> = {
  action: "Aksiyon",
  comedy: "Komedi",
  drama: "Drama",
  thriller: "Gerilim",
  "sci-fi": "Bilim Kurgu",
  horror: "Korku",
  romance: "Romantik",
  animation: "Animasyon",
  documentary: "Belgesel",
};

/** The select option for a ?genre= value; an option name is accepted as is; anything else is Tumu. */
export function genreFromQuery(value: string | null | undefined): GenreOption {
  if (!value) return ALL_GENRES_OPTION;
  const key = value.trim().toLowerCase();
  const mapped = GENRE_QUERY_VALUES[key];
  if (mapped) return mapped;
  return (
    GENRE_OPTIONS.find((option) => foldTurkish(option) === foldTurkish(value.trim())) ??
    ALL_GENRES_OPTION
  );
}

/** The ?genre= value for a select option (null for Tumu, which needs none). */
export function genreQueryValue(option: GenreOption): string | null {
  return Object.entries(GENRE_QUERY_VALUES).find(([, name]) => name === option)?.[0] ?? null;
}

const words = (text: string) =>
  ` ${foldTurkish(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()} `;

export interface GenreMatchable {
  title?: string | null | undefined;
  overview?: string | null | undefined;
  genres?: readonly string[] | null | undefined;
}

/**
 * SPEC.md §5: "Genre filter on public lists matches the genre word in
 * overview or title." An item whose own genre list names the genre matches
 * too: cards that carry genres would otherwise vanish from their own genre
 * just because the overview does not use the word. Case, accents and
 * dashes are ignored ("Bilim-Kurgu" is "bilim kurgu"). Tumu matches all.
 */
export function matchesGenre(item: GenreMatchable, genre: string): boolean {
  if (!genre.trim() || genre === ALL_GENRES_OPTION) return true;
  const wanted = words(genre);
  if ((item.genres ?? []).some((name) => words(name) === wanted)) return true;
  return [item.title, item.overview].some((text) => words(text ?? "").includes(wanted.trimEnd()));
}
