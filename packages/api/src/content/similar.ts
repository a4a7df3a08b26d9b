import type { CatalogClient, Movie } from "../catalog/client";
import { foldTurkish } from "../domain/text";
import { SIMILAR_FILMS, SIMILAR_FILMS_MAX, similarFilms } from "../samples/similarFilms";
import { itemFromMovie, type ContentItem } from "./items";

/**
 * Issue 17: 'Benzer Filmler' come from the catalogue: films sharing the most
 * genres first, then the higher rated, never the film itself, at most six
 * (SPEC.md §9). SPEC.md §2's fixed eight stay only as the fallback for when
 * the catalogue has nothing similar, and then they are not links.
 */

/** Catalogue titles asked per genre: enough that the best of each genre is among them. */
export const SIMILAR_CANDIDATES_PER_GENRE = 50;
/** Genres asked about: the film's first ones (a film rarely has more). */
export const SIMILAR_GENRES_ASKED = 3;

export interface SimilarTitle {
  id: string;
  title: string;
  /** The title's page; null for a fallback sample, which is not a link. */
  href: string | null;
  poster: string | null;
  rating: number | null;
  year: number | null;
}

export interface SimilarTitles {
  source: "catalog" | "samples";
  items: SimilarTitle[];
}

const genreKey = (genre: string) => foldTurkish(genre.trim());

/**
 * The pure ranking: candidates sharing at least one genre with the film,
 * by shared genres (most first), then rating (highest first), then title;
 * the film itself and repeated ids left out; at most `limit`.
 */
export function rankSimilar(
  film: { id: string; genres: readonly string[] },
  candidates: readonly ContentItem[],
  limit: number = SIMILAR_FILMS_MAX,
): ContentItem[] {
  const wanted = new Set(film.genres.map(genreKey));
  const seen = new Set<string>([film.id]);
  const scored: { item: ContentItem; shared: number }[] = [];
  for (const item of candidates) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    const shared = new Set(item.genres.map(genreKey).filter((g) => wanted.has(g))).size;
    if (shared > 0) scored.push({ item, shared });
  }
  scored.sort(
    (a, b) =>
      b.shared - a.shared ||
      (b.item.rating ?? -1) - (a.item.rating ?? -1) ||
      a.item.title.localeCompare(b.item.title, "tr"),
  );
  return scored.slice(0, limit).map((entry) => entry.item);
}

/** The fixed eight as the fallback: same genre, never the film, not links (no such pages). */
export function sampleSimilar(film: { id: string; genres: readonly string[] }): SimilarTitle[] {
  return similarFilms(film.genres, film.id, SIMILAR_FILMS).map((sample) => ({
    id: sample.id,
    title: sample.title,
    href: null,
    poster: null,
    rating: sample.rating,
    year: sample.year,
  }));
}

/**
 * The film's similar titles: films of the catalogue in its genres (one list
 * request per genre, best rated first), ranked by `rankSimilar`; the samples
 * when the catalogue has none or cannot be reached.
 */
export async function loadSimilarTitles(
  catalog: Pick<CatalogClient, "listMovies">,
  film: { id: string; genres: readonly string[] },
): Promise<SimilarTitles> {
  const genres = film.genres.filter((g) => g.trim()).slice(0, SIMILAR_GENRES_ASKED);
  let candidates: Movie[] = [];
  try {
    const pages = await Promise.all(
      genres.map((genre) =>
        catalog.listMovies({
          type: "movie",
          genre,
          sort: "rating",
          order: "desc",
          limit: SIMILAR_CANDIDATES_PER_GENRE,
        }),
      ),
    );
    candidates = pages.flatMap((page) => page.movies);
  } catch {
    candidates = [];
  }
  const ranked = rankSimilar(film, candidates.map(itemFromMovie));
  if (ranked.length > 0) {
    return {
      source: "catalog",
      items: ranked.map((item) => ({
        id: item.id,
        title: item.title,
        href: item.href,
        poster: item.poster,
        rating: item.rating,
        year: item.year,
      })),
    };
  }
  return { source: "samples", items: sampleSimilar(film) };
}
