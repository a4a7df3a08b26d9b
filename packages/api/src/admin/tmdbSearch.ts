/**
 * Issue 33: finding a title on the metadata service. Pure rules only (the
 * calls are in tmdbImportClient.ts): what the one search field was given,
 * and the answers turned into result cards.
 */
import type { MovieDetails, MovieListItem, TvDetails, TvListItem } from "../tmdb/client";
import { imageUrl } from "../tmdb/images";
import { finite, text, yearOf } from "./tmdbValues";

export type MediaType = "movie" | "tv";

/** Cards shown for one search (films and series together). */
export const SEARCH_RESULT_LIMIT = 20;
/** Image size of a small result card. */
export const CARD_POSTER_SIZE = "w200";

/** What the one search field was given. */
export type TmdbQuery =
  | { kind: "empty" }
  | { kind: "text"; text: string }
  | { kind: "id"; id: number; mediaType?: MediaType }
  | { kind: "imdb"; imdbId: string };

/** Longest search text sent (the proxy forwards 200 characters). */
const MAX_SEARCH_LENGTH = 200;
const MAX_TMDB_ID = 2_147_483_647;

/**
 * "Dune", "438631", "https://www.themoviedb.org/movie/438631-dune",
 * "themoviedb.org/tv/1396", "tv/1396" or "tt1160419".
 */
export function parseTmdbQuery(raw: string): TmdbQuery {
  const text = raw.trim();
  if (text === "") return { kind: "empty" };
  const imdb = /^(?:https?:\/\/)?(?:www\.|m\.)?(?:imdb\.com\/title\/)?(tt\d{5,10})\/?$/i.exec(text);
  if (imdb) return { kind: "imdb", imdbId: imdb[1]!.toLowerCase() };
  const address =
    /^(?:https?:\/\/)?(?:www\.)?(?:themoviedb\.org\/)?(movie|tv)[/:](\d{1,10})(?:[-/?#].*)?$/i.exec(
      text,
    );
  if (address) {
    const id = Number(address[2]);
    if (id >= 1 && id <= MAX_TMDB_ID) {
      return { kind: "id", id, mediaType: address[1]!.toLowerCase() as MediaType };
    }
  }
  if (/^\d{1,10}$/.test(text)) {
    const id = Number(text);
    if (id >= 1 && id <= MAX_TMDB_ID) return { kind: "id", id };
  }
  return { kind: "text", text: text.slice(0, MAX_SEARCH_LENGTH) };
}

/** One result card. */
export interface TmdbPick {
  mediaType: MediaType;
  tmdbId: number;
  title: string;
  originalTitle: string;
  /** Four digits, or empty when the date does not parse. */
  year: string;
  posterUrl: string | null;
  popularity: number;
}

export function pickOfMovie(item: MovieListItem | MovieDetails): TmdbPick {
  const title = text(item.title);
  const originalTitle = text(item.original_title);
  return {
    mediaType: "movie",
    tmdbId: item.id,
    title: title || originalTitle,
    originalTitle,
    year: yearOf(item.release_date),
    posterUrl: imageUrl(item.poster_path, CARD_POSTER_SIZE),
    popularity: finite((item as MovieListItem).popularity) ?? 0,
  };
}

export function pickOfSeries(item: TvListItem | TvDetails): TmdbPick {
  const title = text(item.name);
  const originalTitle = text(item.original_name);
  return {
    mediaType: "tv",
    tmdbId: item.id,
    title: title || originalTitle,
    originalTitle,
    year: yearOf(item.first_air_date),
    posterUrl: imageUrl(item.poster_path, CARD_POSTER_SIZE),
    popularity: finite((item as TvListItem).popularity) ?? 0,
  };
}

/** Films and series of one search as one list, most popular first, each once. */
export function mergeSearchResults(
  movies: readonly MovieListItem[],
  series: readonly TvListItem[],
): TmdbPick[] {
  const seen = new Set<string>();
  return [...movies.map(pickOfMovie), ...series.map(pickOfSeries)]
    .filter((pick) => {
      const key = `${pick.mediaType}:${pick.tmdbId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, SEARCH_RESULT_LIMIT);
}
