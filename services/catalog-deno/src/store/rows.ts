import {
  deletionVariants,
  fold,
  searchFold,
  TYPO_MIN_QUERY_LETTERS,
  TYPO_MIN_TITLE_LETTERS,
} from "../text.ts";
import { applyChange, nextUpdatedAt } from "../titles.ts";
import type {
  Dialect,
  Embed,
  ListQuery,
  Movie,
  MovieCounts,
  SortField,
  StoreChange,
  TitleChange,
  UpdateOptions,
  UpdateResult,
} from "./types.ts";

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
const GENRE_SEPARATOR = "|";

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
 * Issue 31: the search columns added to a catalogue created before them; a
 * store then refills them (and `search_text`, whose folding changed) for every
 * title from its JSON with `searchColumns`, in TypeScript like every key.
 */
export const SEARCH_COLUMNS_MIGRATION =
  `ALTER TABLE movies ADD COLUMN title_search TEXT NOT NULL DEFAULT '';
   ALTER TABLE movies ADD COLUMN typo_key TEXT NOT NULL DEFAULT '|';`;

/** The search columns of a stored title, for `UPDATE movies SET search_text = ?, title_search = ?, typo_key = ? WHERE id = ?`. */
export function searchColumns(doc: string): [string, string, string] {
  const row = toRow(JSON.parse(doc) as Movie);
  return [row.search_text, row.title_search, row.typo_key];
}

export const UPDATE_SEARCH_COLUMNS =
  "UPDATE movies SET search_text = ?, title_search = ?, typo_key = ? WHERE id = ?";

/**
 * Issue 33: the key that makes a TMDB id unique in the catalogue. The
 * metadata service numbers films and series apart (film 1399 and series 1399
 * are different works), so the id is unique per type: "movie:550", "series:1399".
 */
export function tmdbKey(type: string, tmdbId: number | undefined): string | null {
  return tmdbId === undefined ? null : `${type}:${tmdbId}`;
}

/**
 * Issue 33: the TMDB and IMDb columns, added empty; a store fills them for every
 * title from its JSON (`externalColumns`) and then runs TMDB_KEY_INDEX_MIGRATION.
 */
export const EXTERNAL_COLUMNS_MIGRATION = `ALTER TABLE movies ADD COLUMN tmdb_key TEXT;
   ALTER TABLE movies ADD COLUMN imdb_id TEXT;`;

/** Issue 33: a second title with a TMDB id taken (per type) is refused by the database. */
export const TMDB_KEY_INDEX_MIGRATION = `CREATE UNIQUE INDEX movies_tmdb_key ON movies (tmdb_key);
   CREATE INDEX movies_imdb_id ON movies (imdb_id);`;

/** Titles oldest first: when filling `tmdb_key`, the first title with a TMDB id keeps it. */
export const SELECT_DOCS_OLDEST_FIRST = "SELECT id, doc FROM movies ORDER BY created_at, id";

export const UPDATE_EXTERNAL_COLUMNS = "UPDATE movies SET tmdb_key = ?, imdb_id = ? WHERE id = ?";

/**
 * The external-id columns of titles stored before them, as [tmdb_key, imdb_id, id]
 * rows for UPDATE_EXTERNAL_COLUMNS. A catalogue may hold a TMDB id twice from
 * before the rule; the oldest title keeps the key and the later ones get none
 * (they stay listed and editable; the admin sees them as separate titles).
 */
export function externalColumns(
  docs: readonly { id: string; doc: string }[],
): [string | null, string | null, string][] {
  const taken = new Set<string>();
  return docs.map(({ id, doc }) => {
    const movie = JSON.parse(doc) as Movie;
    let key = tmdbKey(movie.type, movie.tmdbId);
    if (key !== null && taken.has(key)) key = null;
    if (key !== null) taken.add(key);
    return [key, movie.imdbId ?? null, id];
  });
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

/** `column` holds the `?` parameter as a substring: the one spelling that differs between the engines. */
function containsSql(column: string, dialect: Dialect): string {
  return dialect === "sqlite" ? `instr(${column}, ?) > 0` : `strpos(${column}, ?) > 0`;
}

/** At most this many words of a search are matched one by one (the rest only as part of the phrase). */
export const SEARCH_MAX_WORDS = 8;

/**
 * Issue 35: a search reads an index, not every row, on both engines, with the
 * same results (the substring rule of issue 31):
 * - `search_text` behind a trigram index: SQLite's FTS5 `trigram` tokenizer
 *   (a phrase query: the trigrams of the text, next to each other, which is
 *   the text as a substring, answered from the index alone) and PostgreSQL's
 *   pg_trgm GIN index (`LIKE '%…%'`). Texts under three letters have no
 *   trigram: those read the rows (`instr`/`strpos`), as before.
 * - `typo_key`'s near spellings as words of an inverted index: an FTS5 table
 *   whose tokens are the entries between the "|"s, and on PostgreSQL the same
 *   entries as a text array with a GIN index (`&&`, any in common).
 * SQLite's FTS5 tables take `movies`' text (external content, no second copy),
 * kept in step by triggers and keyed by its rowid — which only VACUUM could
 * renumber; nothing here runs it (after one, `INSERT INTO movies_search
 * (movies_search) VALUES ('rebuild')` and the same for movies_near).
 */
export const SQLITE_SEARCH_INDEX_MIGRATION = (() => {
  const tables = {
    // The title's own text too: the ranking tells a title match without reading the row.
    movies_search: ["search_text", "title_search"],
    movies_near: ["typo_key"],
  };
  const triggers = Object.entries(tables).map(([table, columns]) => {
    const list = columns.join(", ");
    const add = `INSERT INTO ${table} (rowid, ${list})
       VALUES (new.rowid, ${columns.map((c) => `new.${c}`).join(", ")});`;
    const drop = `INSERT INTO ${table} (${table}, rowid, ${list})
       VALUES ('delete', old.rowid, ${columns.map((c) => `old.${c}`).join(", ")});`;
    return `INSERT INTO ${table} (${table}) VALUES ('rebuild');
   CREATE TRIGGER ${table}_insert AFTER INSERT ON movies BEGIN ${add} END;
   CREATE TRIGGER ${table}_delete AFTER DELETE ON movies BEGIN ${drop} END;
   CREATE TRIGGER ${table}_update AFTER UPDATE OF ${list} ON movies BEGIN ${drop} ${add} END;`;
  });
  return [
    `CREATE VIRTUAL TABLE movies_search USING fts5(
       search_text, title_search, content = 'movies', content_rowid = 'rowid', tokenize = 'trigram'
     );
     CREATE VIRTUAL TABLE movies_near USING fts5(
       typo_key, content = 'movies', content_rowid = 'rowid',
       tokenize = 'unicode61 remove_diacritics 0', detail = 'none'
     );`,
    ...triggers,
  ].join("\n");
})();

/** PostgreSQL's side of the same (pg_trgm is a trusted extension since PostgreSQL 13). */
export const POSTGRES_SEARCH_INDEX_MIGRATION = `CREATE EXTENSION IF NOT EXISTS pg_trgm;
   CREATE INDEX movies_search_text_trgm ON movies USING gin (search_text gin_trgm_ops);
   ALTER TABLE movies ADD COLUMN typo_words text[]
     GENERATED ALWAYS AS (string_to_array(trim(BOTH '|' FROM typo_key), '|')) STORED;
   CREATE INDEX movies_typo_words ON movies USING gin (typo_words);`;

/**
 * Issue 35: an index for every order the contract allows (walked, not sorted:
 * a page deep in a sorted list skips index entries instead of sorting every
 * title), each also behind `status`, which every visitor's list filters on;
 * and one of the filter columns, for counts.
 * Ties go by `id` as in `listClauses`; undated titles last as there.
 * `created_at` and `updated_at` have theirs from earlier migrations.
 */
export function sortIndexesMigration(dialect: Dialect): string {
  const titleKey = dialect === "postgres" ? 'title_key COLLATE "C"' : "title_key";
  const orders = {
    rating: "rating DESC, id",
    views: "views DESC, id",
    likes: "likes DESC, id",
    release_date: "(release_date IS NULL), release_date DESC, id",
    title_key: `${titleKey}, id`,
  };
  return [
    ...Object.entries(orders).flatMap(([name, columns]) => [
      `CREATE INDEX movies_by_${name} ON movies (${columns});`,
      `CREATE INDEX movies_status_by_${name} ON movies (status, ${columns});`,
    ]),
    `CREATE INDEX movies_status_by_created_at ON movies (status, created_at DESC, id);`,
    // Every filter column in one narrow index: a count reads it instead of the
    // titles' rows (kilobytes each, with their documents).
    `CREATE INDEX movies_filters ON movies (status, type, featured, trending, genres_key,
       category_key, audio_key, subtitles_key);`,
  ].join("\n");
}

/** The shortest text a trigram index can find. */
const TRIGRAM_LETTERS = 3;

/** A piece of SQL with its `?` parameters, in order. */
interface Sql {
  sql: string;
  params: (string | string[])[];
}

/** FTS5's query syntax for exact text: a quoted string (the folded search holds no quotes). */
const ftsString = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** SQLite: the rowids (as `r`) of titles whose `column` holds `text`. */
function sqliteHolding(text: string, column: "search_text" | "title_search" = "search_text"): Sql {
  return [...text].length >= TRIGRAM_LETTERS
    ? {
      sql: "SELECT rowid AS r FROM movies_search WHERE movies_search MATCH ?",
      params: [`${column} : ${ftsString(text)}`],
    }
    : { sql: `SELECT rowid AS r FROM movies WHERE instr(${column}, ?) > 0`, params: [text] };
}

/** SQLite: the rowids of titles one typo from `word` (their near spellings meet in `typo_key`). */
function sqliteNear(word: string): Sql {
  return {
    sql: "SELECT rowid AS r FROM movies_near WHERE movies_near MATCH ?",
    params: [deletionVariants(word).map(ftsString).join(" OR ")],
  };
}

/** PostgreSQL: `search_text` holds `text` (through the trigram index when it is long enough). */
function postgresHolding(text: string): Sql {
  return [...text].length >= TRIGRAM_LETTERS
    ? { sql: "search_text LIKE ?", params: [`%${text}%`] }
    : { sql: "strpos(search_text, ?) > 0", params: [text] };
}

/**
 * The search of a list query, the one place its rule lives (issue 31), the
 * same on both engines apart from how each reaches its index (above):
 * - the search, folded by `searchFold` (case, Turkish letters, punctuation),
 *   is found anywhere in the searched fields; or, when one of its words has
 *   TYPO_MIN_QUERY_LETTERS or more (one that may carry a typo),
 * - each of its words starts a word of the fields or, if that long, is one
 *   typo from a word of the names and people (their near spellings meet in
 *   `typo_key`).
 * Ranked: the phrase in the title or original title first, then the phrase
 * elsewhere (people, description), then the word and near matches.
 * Undefined for a blank search (no filter); a search of punctuation alone finds nothing.
 * The folded search holds only letters, digits and single spaces, so it never
 * carries a LIKE wildcard or an FTS5 operator.
 */
export function searchClauses(
  search: string,
  dialect: Dialect,
): {
  where: string;
  params: (string | string[])[];
  rank?: string;
  rankParams: string[];
} | undefined {
  if (search.trim() === "") return undefined;
  const phrase = searchFold(search);
  if (phrase === "") return { where: "1 = 0", params: [], rankParams: [] };
  // SQLite asks its index (the row's text lies past its document), PostgreSQL the row.
  const holds = (column: "title_search" | "search_text") => {
    if (dialect === "postgres") return { sql: containsSql(column, dialect), params: [phrase] };
    const set = sqliteHolding(phrase, column);
    return { sql: `rowid IN (SELECT r FROM (${set.sql}))`, params: set.params as string[] };
  };
  const [inTitle, anywhere] = [holds("title_search"), holds("search_text")];
  const rank = `CASE WHEN ${inTitle.sql} THEN 0 WHEN ${anywhere.sql} THEN 1 ELSE 2 END`;
  const rankParams = [...inTitle.params, ...anywhere.params];
  const words = phrase.split(" ").slice(0, SEARCH_MAX_WORDS);
  const mayHaveTypo = (word: string) => [...word].length >= TYPO_MIN_QUERY_LETTERS;
  const byWords = words.some(mayHaveTypo);
  // Every field in `search_text` starts with a space: " word" finds a word's start.
  const where = dialect === "sqlite"
    ? sqliteSearch(phrase, byWords ? words : [], mayHaveTypo)
    : postgresSearch(phrase, byWords ? words : [], mayHaveTypo);
  return { where: where.sql, params: where.params, rank, rankParams };
}

/** SQLite: one set of rowids, built from the indexes (the phrase's, or every word's). */
function sqliteSearch(
  phrase: string,
  words: readonly string[],
  mayHaveTypo: (word: string) => boolean,
): Sql {
  const parts = [sqliteHolding(phrase)];
  if (words.length > 0) {
    const eachWord = words.map((word) => {
      const start = sqliteHolding(" " + word);
      if (!mayHaveTypo(word)) return start;
      const near = sqliteNear(word);
      return { sql: `${start.sql} UNION ${near.sql}`, params: [...start.params, ...near.params] };
    });
    parts.push({
      sql: eachWord.map((w) => `SELECT r FROM (${w.sql})`).join(" INTERSECT "),
      params: eachWord.flatMap((w) => w.params),
    });
  }
  // Each part as a subquery: compound operators would otherwise bind left to right.
  return {
    sql: `rowid IN (${parts.map((p) => `SELECT r FROM (${p.sql})`).join(" UNION ")})`,
    params: parts.flatMap((p) => p.params),
  };
}

/** PostgreSQL: the same rule as conditions its planner combines from the indexes. */
function postgresSearch(
  phrase: string,
  words: readonly string[],
  mayHaveTypo: (word: string) => boolean,
): Sql {
  const whole = postgresHolding(phrase);
  if (words.length === 0) return whole;
  const eachWord = words.map((word) => {
    const start = postgresHolding(" " + word);
    if (!mayHaveTypo(word)) return start;
    return {
      sql: `(${start.sql} OR typo_words && CAST(? AS text[]))`,
      params: [...start.params, deletionVariants(word)],
    };
  });
  return {
    sql: `(${whole.sql} OR (${eachWord.map((w) => w.sql).join(" AND ")}))`,
    params: [...whole.params, ...eachWord.flatMap((w) => w.params)],
  };
}

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
): {
  where: string;
  orderBy: string;
  /** The WHERE clause's parameters (a list only on PostgreSQL: SQLite gets lists as JSON). */
  params: (string | number | string[])[];
  /** The ORDER BY clause's (a search's ranking), after `params`. */
  orderParams: string[];
  /** The list's filters alone (no `after`), for its total. */
  filters: { where: string; params: (string | number | string[])[] };
  /** The column the list is sorted by, selected to make `next`. */
  sortColumn: string;
} {
  const contains = (column: string) => containsSql(column, dialect);
  const conditions: string[] = [];
  const params: (string | number | string[])[] = [];
  const search = query.search === undefined ? undefined : searchClauses(query.search, dialect);
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
    filters: { where: whereOf(conditions), params },
    sortColumn: column,
  };
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
  if (query.search !== undefined && query.search.trim() !== "") return true;
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
