import { fold } from "../text.ts";
import { applyChange, nextUpdatedAt, type TitleChange } from "../titles.ts";
import type { Embed, ListQuery, Movie, MovieCounts, UpdateOptions, UpdateResult } from "./store.ts";

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
  search_text: string;
  genres_key: string;
  category_key: string;
  identity_key: string;
  created_at: string;
  /** Issue 16: the admin list sorts by last change. */
  updated_at: string;
  audio_key: string;
  subtitles_key: string;
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
] as const satisfies readonly (keyof MovieRow)[];

/** Genres are stored between separators so one `instr` finds a whole name, never a part. */
const GENRE_SEPARATOR = "|";

/**
 * Language codes the same way ("|tr|en|"), so `?audio=tr` is one substring
 * test; a title without languages stores "|" (the migration's default).
 */
export function languagesKey(codes: readonly string[] | undefined): string {
  return GENRE_SEPARATOR + (codes ?? []).map((code) => code + GENRE_SEPARATOR).join("");
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
    search_text: fold(
      [movie.title, movie.originalTitle ?? "", movie.description ?? ""].join(
        "\n",
      ),
    ),
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
  };
}

/**
 * The columns each kind of change writes. A flag change (PATCH, bulk) leaves
 * every other column as it is; its document is rebuilt from the row it
 * locked, so the other fields are those of the latest save.
 */
const CHANGED_COLUMNS = {
  replace: ROW_COLUMNS.filter((c) => c !== "id" && c !== "created_at"),
  flags: ["status", "featured", "trending", "updated_at", "summary", "doc"],
} as const satisfies Record<TitleChange["kind"], readonly (keyof MovieRow)[]>;

/**
 * A planned update of one locked row: its SQL (with `?` placeholders) and
 * parameters, conditional on the `updated_at` the row was read with; or why
 * there is nothing to write.
 */
export type PlannedUpdate =
  | { result: "ok"; before: Movie; movie: Movie; sql: string; params: (string | number | null)[] }
  | { result: "stale" };

/** Plans `change` on the title stored as `doc` (read under the row's lock). */
export function planUpdate(
  doc: string,
  change: TitleChange,
  options: UpdateOptions,
): PlannedUpdate {
  const before = JSON.parse(doc) as Movie;
  if (options.ifUpdatedAt !== undefined && options.ifUpdatedAt !== before.updatedAt) {
    return { result: "stale" };
  }
  const movie = applyChange(before, change, nextUpdatedAt(before.updatedAt, options.now));
  const row = toRow(movie);
  const columns = CHANGED_COLUMNS[change.kind];
  return {
    result: "ok",
    before,
    movie,
    sql: `UPDATE movies SET ${
      columns.map((c) => `${c} = ?`).join(", ")
    } WHERE id = ? AND updated_at = ?`,
    params: [...columns.map((c) => row[c]), movie._id, before.updatedAt],
  };
}

/** The answer of an update once its planned write ran and changed `changes` rows. */
export function updateResult(planned: PlannedUpdate, changes: number): UpdateResult {
  if (planned.result !== "ok") return planned;
  // The row was locked when read, so only another writer that ignored the
  // lock could have moved it on: refused like any other outdated version.
  if (changes === 0) return { result: "stale" };
  return { result: "ok", before: planned.before, movie: planned.movie };
}

export type Dialect = "sqlite" | "postgres";

const SORT_COLUMNS = {
  rating: "rating",
  views: "views",
  likes: "likes",
  releaseDate: "release_date",
  title: "title_key",
  createdAt: "created_at",
  updatedAt: "updated_at",
} as const;

/**
 * WHERE and ORDER BY of a list query with `?` placeholders, the same for both
 * engines apart from the substring function and the byte-order collation.
 */
export function listClauses(
  query: ListQuery,
  dialect: Dialect,
): { where: string; orderBy: string; params: (string | number)[] } {
  const contains = (column: string) =>
    dialect === "sqlite" ? `instr(${column}, ?) > 0` : `strpos(${column}, ?) > 0`;
  const conditions: string[] = [];
  const params: (string | number)[] = [];
  if (query.search !== undefined && query.search.trim() !== "") {
    conditions.push(contains("search_text"));
    params.push(fold(query.search.trim()));
  }
  if (query.type !== undefined) {
    conditions.push("type = ?");
    params.push(query.type);
  }
  if (query.status !== undefined) {
    conditions.push("status = ?");
    params.push(query.status);
  }
  if (query.genre !== undefined) {
    conditions.push(contains("genres_key"));
    params.push(GENRE_SEPARATOR + fold(query.genre) + GENRE_SEPARATOR);
  }
  if (query.category !== undefined) {
    conditions.push("category_key = ?");
    params.push(fold(query.category));
  }
  if (query.audio !== undefined) {
    conditions.push(contains("audio_key"));
    params.push(languagesKey([query.audio]));
  }
  if (query.subtitles !== undefined) {
    conditions.push(contains("subtitles_key"));
    params.push(languagesKey([query.subtitles]));
  }
  if (query.featured !== undefined) {
    conditions.push("featured = ?");
    params.push(query.featured ? 1 : 0);
  }
  if (query.trending !== undefined) {
    conditions.push("trending = ?");
    params.push(query.trending ? 1 : 0);
  }
  const column = SORT_COLUMNS[query.sort ?? "createdAt"];
  const direction = (query.order ?? "desc") === "asc" ? "ASC" : "DESC";
  const collate = column === "title_key" && dialect === "postgres" ? ' COLLATE "C"' : "";
  // Titles without a release date go last in both directions and on both engines
  // (SQLite and PostgreSQL disagree on where NULL sorts by default).
  const nullsLast = column === "release_date" ? "release_date IS NULL, " : "";
  return {
    where: conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "",
    orderBy: `ORDER BY ${nullsLast}${column}${collate} ${direction}, id ASC`,
    params,
  };
}

/**
 * The film management tiles (issue 16) in one pass over the table; CASE
 * rather than FILTER or boolean sums, so both engines run the same text.
 */
export const COUNTS_SQL = `SELECT count(*) AS total,
  coalesce(sum(CASE WHEN type = 'movie' THEN 1 ELSE 0 END), 0) AS movies,
  coalesce(sum(CASE WHEN type = 'series' THEN 1 ELSE 0 END), 0) AS series,
  coalesce(sum(CASE WHEN status = 'active' THEN 1 ELSE 0 END), 0) AS active,
  coalesce(sum(CASE WHEN status = 'passive' THEN 1 ELSE 0 END), 0) AS passive,
  coalesce(sum(featured), 0) AS featured,
  coalesce(sum(trending), 0) AS trending
FROM movies`;

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
