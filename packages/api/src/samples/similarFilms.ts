/**
 * SPEC.md §2 movie detail: "similar-film suggestions: up to 6, same genre,
 * drawn from a fixed list of 8".
 */
export interface SimilarFilm {
  id: string;
  title: string;
  year: number;
  rating: number;
  genres: string[];
}

export const SIMILAR_FILMS_MAX = 6;

export const SIMILAR_FILMS: readonly SimilarFilm[] = [
  { id: "m-dune", title: "Dune", year: 2021, rating: 8.0, genres: ["Bilim Kurgu", "Aksiyon"] },
  { id: "m-kis-uykusu", title: "Kış Uykusu", year: 2014, rating: 8.0, genres: ["Drama"] },
  { id: "sim-ahlat-agaci", title: "Ahlat Ağacı", year: 2018, rating: 8.0, genres: ["Drama"] },
  {
    id: "sim-mad-max",
    title: "Mad Max: Fury Road",
    year: 2015,
    rating: 8.1,
    genres: ["Aksiyon", "Bilim Kurgu"],
  },
  { id: "sim-arrival", title: "Geliş", year: 2016, rating: 7.9, genres: ["Bilim Kurgu", "Drama"] },
  { id: "sim-vizontele", title: "Vizontele", year: 2001, rating: 8.0, genres: ["Komedi", "Drama"] },
  {
    id: "sim-heat",
    title: "Büyük Hesaplaşma",
    year: 1995,
    rating: 8.3,
    genres: ["Aksiyon", "Gerilim", "Suç"],
  },
  {
    id: "sim-eskiya",
    title: "Eşkıya",
    year: 1996,
    rating: 8.1,
    genres: ["Suç", "Drama", "Gerilim"],
  },
];

/**
 * The suggestions for a title: films of the fixed list sharing a genre with it
 * (the title itself left out), at most six, in the list's order.
 */
export function similarFilms(
  genres: readonly string[],
  excludeId?: string,
  pool: readonly SimilarFilm[] = SIMILAR_FILMS,
): SimilarFilm[] {
  const wanted = new Set(genres.map((g) => g.toLocaleLowerCase("tr")));
  return pool
    .filter((film) => film.id !== excludeId)
    .filter((film) => film.genres.some((g) => wanted.has(g.toLocaleLowerCase("tr"))))
    .slice(0, SIMILAR_FILMS_MAX);
}
