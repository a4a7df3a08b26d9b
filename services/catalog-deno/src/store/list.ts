/**
 * A list query as SQL for either engine (filters, order, keyset cursor), and
 * the same filters evaluated on a title's row, for the caches a write drops.
 */
import { fold, searchFold } from "../text.ts";
import { GENRE_SEPARATOR, languagesKey, type MovieRow, tmdbKey } from "./rows.ts";
import { containsSql, searchClauses, type SearchMatches } from "./search.ts";
import type { Dialect, ListQuery, Movie, SortField, StoreChange } from "./types.ts";

/** Every type of title, for a TMDB id asked without one. */
const MOVIE_TYPES = ["movie", "series"] as const satisfies readonly Movie["type"][];

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
 * A position in a list (issue 35, keyset paging): the sort value and id of the
 * last title of a page. Travels as `next`/`after`, an opaque base64url text
 * that also names the order it belongs to, so it is never applied to another.
 */
export interface ListCursor {
  value: string | number | null;
  id: string;
}

/** The order a list query is in, as its cursor records it; undefined when ranked by relevance. */
function cursorOrder(query: ListQuery): [SortField, "asc" | "desc"] | undefined {
  if (query.search !== undefined && query.sort === undefined && searchFold(query.search) !== "") {
    return undefined;
  }
  return [query.sort ?? "createdAt", query.order ?? "desc"];
}

/** `next` of a full page whose last title is `last`; undefined for a list ranked by relevance. */
export function encodeCursor(query: ListQuery, last: ListCursor): string | undefined {
  const order = cursorOrder(query);
  if (!order) return undefined;
  const json = JSON.stringify([...order, last.value, last.id]);
  return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
    .replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** The position `query.after` names, if it is one of this list's order; else undefined. */
export function decodeCursor(query: ListQuery): ListCursor | undefined {
  const order = cursorOrder(query);
  if (query.after === undefined || !order) return undefined;
  let parsed: unknown;
  try {
    const binary = atob(query.after.replaceAll("-", "+").replaceAll("_", "/"));
    parsed = JSON.parse(
      new TextDecoder("utf-8", { fatal: true }).decode(
        Uint8Array.from(binary, (c) => c.charCodeAt(0)),
      ),
    );
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 4) return undefined;
  const [sort, direction, value, id] = parsed as unknown[];
  if (sort !== order[0] || direction !== order[1] || typeof id !== "string") return undefined;
  const numeric = sort === "rating" || sort === "views" || sort === "likes";
  const fits = numeric
    ? typeof value === "number" && Number.isFinite(value)
    : typeof value === "string" || (value === null && sort === "releaseDate");
  return fits ? { value: value as ListCursor["value"], id } : undefined;
}

/** The titles after `cursor` in the order of `column` and `direction` (ties by id, undated last). */
function afterCursor(
  column: string,
  collate: string,
  direction: "ASC" | "DESC",
  cursor: ListCursor,
): { sql: string; params: (string | number)[] } {
  // "<=" first: a range the column's index starts from; the rest sorts out the ties.
  const [notPast, past] = direction === "DESC" ? ["<=", "<"] : [">=", ">"];
  const c = `${column}${collate}`;
  if (column === "release_date" && cursor.value === null) {
    return { sql: "(release_date IS NULL AND id > ?)", params: [cursor.id] };
  }
  const sql = `(${c} ${notPast} ? AND (${c} ${past} ? OR id > ?))`;
  return {
    sql: column === "release_date" ? `(release_date IS NULL OR ${sql})` : sql,
    params: [cursor.value!, cursor.value!, cursor.id],
  };
}

/**
 * WHERE and ORDER BY of a list query with `?` placeholders, the same for both
 * engines apart from the substring function and the byte-order collation.
 * With `after`, `where` lists from that position on and `filters` stays the
 * list's own condition, which its total counts.
 */
export function listClauses(
  query: ListQuery,
  dialect: Dialect,
  /** SQLite: the search's sets, found already (`SearchMatches`). */
  matched?: SearchMatches,
): {
  where: string;
  orderBy: string;
  /** The WHERE clause's parameters (a list only on PostgreSQL: SQLite gets lists as JSON). */
  params: (string | number | string[])[];
  /** The ORDER BY clause's (a search's ranking), after `params`. */
  orderParams: string[];
  /** The list's filters alone (no `after`), for its total; `searchAlone` when the search is all of them. */
  filters: { where: string; params: (string | number | string[])[]; searchAlone: boolean };
  /** The column the list is sorted by, selected to make `next`. */
  sortColumn: string;
} {
  const contains = (column: string) => containsSql(column, dialect);
  const conditions: string[] = [];
  const params: (string | number | string[])[] = [];
  const search = query.search === undefined
    ? undefined
    : searchClauses(query.search, dialect, matched);
  if (search) {
    conditions.push(search.where);
    params.push(...search.params);
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
  if (query.tmdbId !== undefined) {
    const types = query.type !== undefined ? [query.type] : MOVIE_TYPES;
    conditions.push(`tmdb_key IN (${types.map(() => "?").join(", ")})`);
    params.push(...types.map((type) => tmdbKey(type, query.tmdbId)!));
  }
  if (query.imdbId !== undefined) {
    conditions.push("imdb_id = ?");
    params.push(query.imdbId);
  }
  // A search without a chosen order lists the best matches first (issue 31).
  const relevance = search?.rank && query.sort === undefined ? `${search.rank}, ` : "";
  const orderParams = relevance ? search!.rankParams : [];
  const column = SORT_COLUMNS[query.sort ?? "createdAt"];
  const direction = (query.order ?? "desc") === "asc" ? "ASC" : "DESC";
  const collate = column === "title_key" && dialect === "postgres" ? ' COLLATE "C"' : "";
  // Titles without a release date go last in both directions and on both engines
  // (SQLite and PostgreSQL disagree on where NULL sorts by default).
  const nullsLast = column === "release_date" ? "release_date IS NULL, " : "";
  const whereOf = (all: string[]) => (all.length > 0 ? `WHERE ${all.join(" AND ")}` : "");
  const cursor = decodeCursor(query);
  const after = cursor && afterCursor(column, collate, direction, cursor);
  return {
    where: whereOf(after ? [...conditions, after.sql] : conditions),
    orderBy: `ORDER BY ${relevance}${nullsLast}${column}${collate} ${direction}, id ASC`,
    params: after ? [...params, ...after.params] : params,
    orderParams,
    filters: {
      where: whereOf(conditions),
      params,
      searchAlone: search !== undefined && conditions.length === 1,
    },
    sortColumn: column,
  };
}

/** Whether `query` searches (a blank search filters nothing). */
export function searches(query: ListQuery): boolean {
  return query.search !== undefined && query.search.trim() !== "";
}

/**
 * Whether a title, as its row, may be on a page of `query` (issue 35: a write
 * drops only the cached pages it can affect). The filters of `listClauses`
 * evaluated on the row's own keys; a search always may (its rule is the
 * database's). Never false for a title the query lists (the conformance suite
 * checks this against every engine); a title changed from one state to another
 * is asked about both rows.
 */
export function listQueryMayInclude(query: ListQuery, row: MovieRow): boolean {
  if (searches(query)) return true;
  if (query.type !== undefined && row.type !== query.type) return false;
  if (query.status !== undefined && row.status !== query.status) return false;
  if (
    query.genre !== undefined &&
    !row.genres_key.includes(GENRE_SEPARATOR + fold(query.genre) + GENRE_SEPARATOR)
  ) return false;
  if (query.category !== undefined && row.category_key !== fold(query.category)) return false;
  if (query.audio !== undefined && !row.audio_key.includes(languagesKey([query.audio]))) {
    return false;
  }
  if (
    query.subtitles !== undefined && !row.subtitles_key.includes(languagesKey([query.subtitles]))
  ) return false;
  if (query.featured !== undefined && row.featured !== (query.featured ? 1 : 0)) return false;
  if (query.trending !== undefined && row.trending !== (query.trending ? 1 : 0)) return false;
  if (
    query.tmdbId !== undefined &&
    (row.tmdb_key === null || !row.tmdb_key.endsWith(`:${query.tmdbId}`))
  ) return false;
  if (query.imdbId !== undefined && row.imdb_id !== query.imdbId) return false;
  return true;
}

/** The change of the titles whose rows (before and after a write) are `rows`. */
export function changeOf(rows: readonly MovieRow[]): StoreChange {
  return {
    ids: new Set(rows.map((row) => row.id)),
    mayList: (query) => rows.some((row) => listQueryMayInclude(query, row)),
  };
}
