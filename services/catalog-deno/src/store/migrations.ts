/**
 * Schema migrations both engines share for the search and external-id columns
 * and the list and search indexes, with the statements that fill new columns
 * of a catalogue created before them (from each title's JSON, like every key).
 */
import { tmdbKey, toRow } from "./rows.ts";
import type { Dialect, Movie } from "./types.ts";

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
