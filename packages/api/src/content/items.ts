import type { Movie } from "../catalog/client";
import { cardHref, type CardType } from "../domain/cardLink";
import { genreNames } from "../domain/genres";
import { yearOf } from "../domain/format";
import { safeUrl } from "../domain/safeUrl";
import { asList } from "../domain/text";
import type { MediaType, MovieListItem, TvListItem } from "../tmdb/client";
import { backdropUrl, posterUrl } from "../tmdb/images";

export type ContentType = CardType;

/**
 * One title as every list, row and card sees it, whichever source it came
 * from (SPEC.md §3 "Catalogue item" for the metadata service, "Backend
 * movie/series" for ours). Fields a source does not have are null or empty.
 */
export interface ContentItem {
  /** The metadata service's id as text, or the catalogue's _id. */
  id: string;
  source: "metadata" | "catalog";
  /** movie or tv from the metadata service; movie or series from the catalogue. */
  type: ContentType;
  /** SPEC.md §2 card link /{type}/{id}. */
  href: string;
  title: string;
  originalTitle: string | null;
  year: number | null;
  releaseDate: string | null;
  /** Absolute address or null (the card shows its placeholder). */
  poster: string | null;
  backdrop: string | null;
  overview: string;
  rating: number | null;
  tmdbId: number | null;
  genreIds: number[];
  genres: string[];
  language: string[];
  country: string[];
  durationMinutes: number | null;
  views: number | null;
  likes: number | null;
  comments: number | null;
  /** Audio languages (ISO 639-1) of its player sources; empty when unknown (issue 15). */
  audio: string[];
  /** Subtitle languages; empty when unknown. */
  subtitles: string[];
}

const emptyToNull = (text: string | null | undefined) => (text && text.trim() ? text : null);

/** A list entry of the metadata service (SPEC.md §3: title or name, vote average as rating). */
export function itemFromMetadata(
  raw: MovieListItem | TvListItem,
  type: MediaType,
  imageBase?: string,
): ContentItem {
  const movie = type === "movie" ? (raw as MovieListItem) : null;
  const tv = type === "tv" ? (raw as TvListItem) : null;
  const id = String(raw.id);
  const date = emptyToNull(movie?.release_date ?? tv?.first_air_date);
  return {
    id,
    source: "metadata",
    type,
    href: cardHref({ id, type }) ?? `/${type}/${id}`,
    title: movie?.title ?? tv?.name ?? "",
    originalTitle: emptyToNull(movie?.original_title ?? tv?.original_name),
    year: yearOf({ release_date: date }),
    releaseDate: date,
    poster: posterUrl(raw.poster_path, "w500", imageBase),
    backdrop: backdropUrl(raw.backdrop_path, imageBase),
    overview: raw.overview ?? "",
    rating: typeof raw.vote_average === "number" ? raw.vote_average : null,
    tmdbId: raw.id,
    genreIds: raw.genre_ids ?? [],
    genres: genreNames(raw.genre_ids),
    language: raw.original_language ? [raw.original_language] : [],
    country: tv?.origin_country ?? [],
    durationMinutes: null,
    views: null,
    likes: null,
    comments: null,
    // The metadata service does not say which Turkish tracks the players have.
    audio: [],
    subtitles: [],
  };
}

/** A title of our catalogue (SPEC.md §3 backend movie/series; duration or runtime in minutes). */
export function itemFromMovie(movie: Movie): ContentItem {
  const type: ContentType = movie.type === "series" ? "series" : "movie";
  return {
    id: movie._id,
    source: "catalog",
    type,
    href: cardHref({ _id: movie._id, type }) ?? `/${type}/${movie._id}`,
    title: movie.title,
    originalTitle: emptyToNull(movie.originalTitle),
    year: yearOf({ releaseDate: movie.releaseDate }),
    releaseDate: emptyToNull(movie.releaseDate),
    poster: safeUrl(movie.poster),
    backdrop: safeUrl(movie.backdrop),
    overview: movie.description ?? "",
    rating: typeof movie.rating === "number" ? movie.rating : null,
    tmdbId: movie.tmdbId ?? null,
    genreIds: [],
    genres: movie.genre ?? [],
    language: asList(movie.language),
    country: asList(movie.country),
    durationMinutes: movie.duration ?? movie.runtime ?? null,
    views: movie.views ?? null,
    likes: movie.likes ?? null,
    comments: movie.comments ?? null,
    audio: movie.audio ?? [],
    subtitles: movie.subtitles ?? [],
  };
}

/**
 * SPEC.md §5: "Lists of fetched items are de-duplicated by id." The key is
 * the id within its type: the metadata service numbers films and series
 * separately, so film 1399 and series 1399 are two titles with two
 * addresses; dropping one of them would lose a title. First one wins.
 */
export function dedupeItems(items: readonly ContentItem[]): ContentItem[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.type}:${item.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A series, whichever source named it ('tv' from the metadata service, 'series' from the catalogue). */
export const isSeriesItem = (item: ContentItem): boolean =>
  item.type === "tv" || item.type === "series";

/** Latest release first; titles without a date last. */
export const newestFirst = (items: readonly ContentItem[]): ContentItem[] =>
  [...items].sort((a, b) => (b.releaseDate ?? "").localeCompare(a.releaseDate ?? ""));
