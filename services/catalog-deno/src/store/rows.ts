/**
 * A title as both adapters store it: its JSON beside the columns every filter,
 * search and sort reads (derived here, in TypeScript, on write), the counts
 * tiles' query, and the embeds table's rows.
 */
import { deletionVariants, fold, searchFold, TYPO_MIN_TITLE_LETTERS } from "../text.ts";
import type { Embed, Movie, MovieCounts } from "./types.ts";

/**
 * The columns both adapters store beside a title's JSON: every key used to
 * filter, search or sort is derived here, in TypeScript, on write.
 */
export interface MovieRow {
  id: string;
  doc: string;
  summary: string;
  type: string;
  status: string;
  featured: number;
  trending: number;
  rating: number;
  views: number;
  likes: number;
  release_date: string | null;
  title_key: string;
  /** Every searched field (title, original title, people, description), each `searchFold`ed, one per line. */
  search_text: string;
  /** The title and the original title the same way: a search that matches here ranks first. */
  title_search: string;
  /** Near spellings of the words of the names and the people (`typoKey`), for a search with a typo. */
  typo_key: string;
  genres_key: string;
  category_key: string;
  identity_key: string;
  created_at: string;
  /** Issue 16: the admin list sorts by last change. */
  updated_at: string;
  audio_key: string;
  subtitles_key: string;
  /** Issue 33: `tmdbKey`, unique among titles; null without a TMDB id. */
  tmdb_key: string | null;
  /** Issue 33: the IMDb id, for "already in the catalogue"; null without one. */
  imdb_id: string | null;
}

export const ROW_COLUMNS = [
  "id",
  "doc",
  "summary",
  "type",
  "status",
  "featured",
  "trending",
  "rating",
  "views",
  "likes",
  "release_date",
  "title_key",
  "search_text",
  "genres_key",
  "category_key",
  "identity_key",
  "created_at",
  "updated_at",
  "audio_key",
  "subtitles_key",
  "title_search",
  "typo_key",
  "tmdb_key",
  "imdb_id",
] as const satisfies readonly (keyof MovieRow)[];

/** Genres are stored between separators so one `instr` finds a whole name, never a part. */
export const GENRE_SEPARATOR = "|";

/**
 * Language codes the same way ("|tr|en|"), so `?audio=tr` is one substring
 * test; a title without languages stores "|" (the migration's default).
 */
export function languagesKey(codes: readonly string[] | undefined): string {
  return GENRE_SEPARATOR + (codes ?? []).map((code) => code + GENRE_SEPARATOR).join("");
}

/** The people of a title, whether the field holds one name or a list. */
function names(value: string | readonly string[] | undefined | null): string[] {
  if (value === undefined || value === null) return [];
  return typeof value === "string" ? [value] : [...value];
}

/**
 * What a visitor's search looks in (issue 31: the field promises "Film, dizi
 * veya oyuncu ara…"): the names, the director and cast, and last the description.
 */
function searchFields(movie: Movie): string[] {
  return [
    movie.title,
    movie.originalTitle ?? "",
    ...names(movie.director),
    ...names(movie.cast),
    movie.description ?? "",
  ];
}

/** Separates the entries of a delimited key column, so one `instr` finds a whole entry. */
const KEY_SEPARATOR = "|";

/**
 * Every near spelling (`deletionVariants`) of every word of the texts long
 * enough to carry a typo, as "|variant|variant|…|".
 */
export function typoKey(texts: readonly string[]): string {
  const variants = new Set<string>();
  for (const text of texts) {
    for (const word of searchFold(text).split(" ")) {
      if ([...word].length < TYPO_MIN_TITLE_LETTERS) continue;
      for (const variant of deletionVariants(word)) variants.add(variant);
    }
  }
  return KEY_SEPARATOR + [...variants].map((v) => v + KEY_SEPARATOR).join("");
}

/**
 * Issue 33: the key that makes a TMDB id unique in the catalogue. The
 * metadata service numbers films and series apart (film 1399 and series 1399
 * are different works), so the id is unique per type: "movie:550", "series:1399".
 */
export function tmdbKey(type: string, tmdbId: number | undefined): string | null {
  return tmdbId === undefined ? null : `${type}:${tmdbId}`;
}

export function toRow(movie: Movie): MovieRow {
  const { seasons: _seasons, ...summary } = movie;
  return {
    id: movie._id,
    doc: JSON.stringify(movie),
    summary: JSON.stringify(summary),
    type: movie.type,
    status: movie.status,
    featured: movie.featured ? 1 : 0,
    trending: movie.trending ? 1 : 0,
    rating: movie.rating,
    views: movie.views,
    likes: movie.likes,
    release_date: movie.releaseDate ?? null,
    title_key: fold(movie.title),
    // Each field on a line of its own, after a space (so " word" finds a word's start).
    search_text: searchFields(movie).map((field) => " " + searchFold(field)).join("\n"),
    title_search: [movie.title, movie.originalTitle ?? ""].map(searchFold).join("\n"),
    typo_key: typoKey(searchFields(movie).slice(0, -1)),
    genres_key: GENRE_SEPARATOR + movie.genre.map(fold).join(GENRE_SEPARATOR) +
      GENRE_SEPARATOR,
    category_key: fold(movie.category ?? ""),
    identity_key: [movie.type, fold(movie.title), movie.releaseDate ?? ""].join(
      "\n",
    ),
    created_at: movie.createdAt,
    updated_at: movie.updatedAt,
    audio_key: languagesKey(movie.audio),
    subtitles_key: languagesKey(movie.subtitles),
    tmdb_key: tmdbKey(movie.type, movie.tmdbId),
    imdb_id: movie.imdbId ?? null,
  };
}

/**
 * The film management tiles (issue 16) in one pass over the table; CASE
 * rather than FILTER or boolean sums, so both engines run the same text.
 */
export const countsSql = (table: "movies" | "movies_list") =>
  `SELECT count(*) AS total,
  coalesce(sum(CASE WHEN type = 'movie' THEN 1 ELSE 0 END), 0) AS movies,
  coalesce(sum(CASE WHEN type = 'series' THEN 1 ELSE 0 END), 0) AS series,
  coalesce(sum(CASE WHEN status = 'active' THEN 1 ELSE 0 END), 0) AS active,
  coalesce(sum(CASE WHEN status = 'passive' THEN 1 ELSE 0 END), 0) AS passive,
  coalesce(sum(featured), 0) AS featured,
  coalesce(sum(trending), 0) AS trending
FROM ${table}`;

/** A counts row as either driver returns it (PostgreSQL sends bigints as text). */
export function countsOf(row: Record<string, unknown> | undefined): MovieCounts {
  const n = (key: keyof MovieCounts) => Number(row?.[key] ?? 0);
  return {
    total: n("total"),
    movies: n("movies"),
    series: n("series"),
    active: n("active"),
    passive: n("passive"),
    featured: n("featured"),
    trending: n("trending"),
  };
}
/** The embeds table's columns as both adapters read them. */
export const EMBED_COLUMNS = "slug, title, episode_url, embed_url, audio, subtitles";

export interface EmbedRow {
  slug: string;
  title: string;
  episode_url: string;
  embed_url: string;
  /** JSON arrays of language codes; "[]" when the source says nothing. */
  audio: string;
  subtitles: string;
}

function readCodes(text: string): string[] {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.filter((code) => typeof code === "string") : [];
}

/** An embed as the API returns it: the language lists only when known. */
export function embedFromRow(row: EmbedRow): Embed {
  const embed: Embed = {
    slug: row.slug,
    title: row.title,
    episode_url: row.episode_url,
    embed_url: row.embed_url,
  };
  const audio = readCodes(row.audio);
  const subtitles = readCodes(row.subtitles);
  if (audio.length > 0) embed.audio = audio;
  if (subtitles.length > 0) embed.subtitles = subtitles;
  return embed;
}

/** The insert parameters of an embed at `position`, in the order of INSERT_EMBED. */
export function embedParams(embed: Embed, position: number): (string | number)[] {
  return [
    embed.slug,
    position,
    embed.title,
    embed.episode_url,
    embed.embed_url,
    JSON.stringify(embed.audio ?? []),
    JSON.stringify(embed.subtitles ?? []),
  ];
}

export const INSERT_EMBED =
  "INSERT INTO embeds (slug, position, title, episode_url, embed_url, audio, subtitles) VALUES (?, ?, ?, ?, ?, ?, ?)";
