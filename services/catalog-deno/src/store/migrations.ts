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
 *   pg_trgm GIN index (`LIKE '%…%'`, on a narrow copy of the text since:
 *   POSTGRES_TEXTS_TABLE_MIGRATION). Texts under three letters have no
 *   trigram: those read the rows (`instr`/`strpos`), as before.
 * - `typo_key`'s near spellings as words of an inverted index: an FTS5 table
 *   whose tokens are the entries between the "|"s, and on PostgreSQL the same
 *   entries as a text array with a GIN index (`&&`, any in common).
 * SQLite's FTS5 tables take `movies`' text (external content, no second copy),
 * kept in step by triggers and keyed by its rowid — which only VACUUM could
 * renumber; nothing here runs it (after one, `INSERT INTO movies_search
 * (movies_search) VALUES ('rebuild')` and the same for movies_words).
 */
/** An external-content FTS5 table over `movies`: filled now, kept in step by triggers. */
function ftsFilledAndKept(table: string, columns: readonly string[]): string {
  const list = columns.join(", ");
  const add = `INSERT INTO ${table} (rowid, ${list})
       VALUES (new.rowid, ${columns.map((c) => `new.${c}`).join(", ")});`;
  const drop = `INSERT INTO ${table} (${table}, rowid, ${list})
       VALUES ('delete', old.rowid, ${columns.map((c) => `old.${c}`).join(", ")});`;
  return `INSERT INTO ${table} (${table}) VALUES ('rebuild');
   CREATE TRIGGER ${table}_insert AFTER INSERT ON movies BEGIN ${add} END;
   CREATE TRIGGER ${table}_delete AFTER DELETE ON movies BEGIN ${drop} END;
   CREATE TRIGGER ${table}_update AFTER UPDATE OF ${list} ON movies BEGIN ${drop} ${add} END;`;
}

export const SQLITE_SEARCH_INDEX_MIGRATION = (() => {
  const tables = {
    // The title's own text too: the ranking tells a title match without reading the row.
    movies_search: ["search_text", "title_search"],
    movies_near: ["typo_key"],
  };
  const triggers = Object.entries(tables).map(([table, columns]) =>
    ftsFilledAndKept(table, columns)
  );
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

/**
 * The columns a list reads (filters, orders, the cursor's id): SQLite's narrow copy of
 * them. Spelled out, not derived from ROW_COLUMNS: the migration below is
 * frozen once applied, and a later column needs a migration of its own.
 */
export const LIST_COLUMNS = [
  "id",
  "type",
  "status",
  "featured",
  "trending",
  "rating",
  "views",
  "likes",
  "release_date",
  "title_key",
  "genres_key",
  "category_key",
  "created_at",
  "updated_at",
  "audio_key",
  "subtitles_key",
  "tmdb_key",
  "imdb_id",
] as const;

/**
 * Issue 35, SQLite: the list columns in a narrow table of their own,
 * `movies_list`, kept by triggers, with the list indexes moved onto it.
 * A title's row in `movies` is a page of its own (its JSON and summary are
 * kilobytes), and the columns added after `doc` lie past its overflow pages:
 * a search matching 1,600 of 100,000 titles read 1,600 pages to sort them
 * (66 ms p95), a walk by `updated_at` crossed every document. Here a row is
 * ~150 bytes, so the same reads touch a few dozen pages. `movie_rowid` is the
 * title's rowid in `movies` (its alias `rowid` here too), which the search
 * indexes return and the summaries are fetched by.
 */
export const SQLITE_LIST_TABLE_MIGRATION = (() => {
  const columns = LIST_COLUMNS.join(", ");
  const fromNew = LIST_COLUMNS.map((c) => `new.${c}`).join(", ");
  const orders = {
    created_at: "created_at DESC, id",
    updated_at: "updated_at DESC, id",
    rating: "rating DESC, id",
    views: "views DESC, id",
    likes: "likes DESC, id",
    release_date: "(release_date IS NULL), release_date DESC, id",
    title_key: "title_key, id",
  };
  const moved = [
    "movies_created_at",
    "movies_updated_at",
    ...Object.keys(orders).filter((o) => o !== "created_at" && o !== "updated_at")
      .map((o) => `movies_by_${o}`),
    ...Object.keys(orders).filter((o) => o !== "updated_at").map((o) => `movies_status_by_${o}`),
    "movies_filters",
  ];
  return [
    `CREATE TABLE movies_list (
       movie_rowid INTEGER PRIMARY KEY,
       id TEXT NOT NULL,
       type TEXT NOT NULL,
       status TEXT NOT NULL,
       featured INTEGER NOT NULL,
       trending INTEGER NOT NULL,
       rating REAL NOT NULL,
       views INTEGER NOT NULL,
       likes INTEGER NOT NULL,
       release_date TEXT,
       title_key TEXT NOT NULL,
       genres_key TEXT NOT NULL,
       category_key TEXT NOT NULL,
       created_at TEXT NOT NULL,
       updated_at TEXT NOT NULL,
       audio_key TEXT NOT NULL,
       subtitles_key TEXT NOT NULL,
       tmdb_key TEXT,
       imdb_id TEXT
     );`,
    `INSERT INTO movies_list (movie_rowid, ${columns}) SELECT rowid, ${columns} FROM movies;`,
    `CREATE TRIGGER movies_list_insert AFTER INSERT ON movies BEGIN
       INSERT INTO movies_list (movie_rowid, ${columns}) VALUES (new.rowid, ${fromNew});
     END;`,
    `CREATE TRIGGER movies_list_delete AFTER DELETE ON movies BEGIN
       DELETE FROM movies_list WHERE movie_rowid = old.rowid;
     END;`,
    `CREATE TRIGGER movies_list_update AFTER UPDATE ON movies BEGIN
       DELETE FROM movies_list WHERE movie_rowid = old.rowid;
       INSERT INTO movies_list (movie_rowid, ${columns}) VALUES (new.rowid, ${fromNew});
     END;`,
    ...moved.map((name) => `DROP INDEX IF EXISTS ${name};`),
    ...Object.entries(orders).flatMap(([name, order]) => [
      `CREATE INDEX movies_list_by_${name} ON movies_list (${order});`,
      `CREATE INDEX movies_list_status_by_${name} ON movies_list (status, ${order});`,
    ]),
    // Every filter column in one index: a count reads it, not the table.
    `CREATE INDEX movies_list_filters ON movies_list (status, type, featured, trending, genres_key,
       category_key, audio_key, subtitles_key);`,
    "CREATE INDEX movies_list_tmdb_key ON movies_list (tmdb_key);",
    "CREATE INDEX movies_list_imdb_id ON movies_list (imdb_id);",
  ].join("\n");
})();

/**
 * Issue 35, SQLite: a search's words answered by one index query. Each word
 * starts a word of the fields (the trigram phrase " word" before) or is one
 * typo from a word of the names (`movies_near` before): the two sets per word,
 * then their intersection, were built by SQLite from four index reads of
 * ~10,000 rowids each for a two-word name at 100,000 titles (~20 ms). Here
 * both columns sit in one word index, `movies_words`: a word start is a token
 * prefix (`search_text : "selin" *`; the folded text holds only letters,
 * digits and spaces, so its tokens are its words) and FTS5 combines the words
 * itself (`(… OR typo_key : (…)) AND (…)`). Prefix indexes of one and two
 * letters keep a short word's prefix from expanding over thousands of words.
 */
export const SQLITE_WORDS_INDEX_MIGRATION = [
  "DROP TRIGGER movies_near_insert;",
  "DROP TRIGGER movies_near_delete;",
  "DROP TRIGGER movies_near_update;",
  "DROP TABLE movies_near;",
  `CREATE VIRTUAL TABLE movies_words USING fts5(
     search_text, typo_key, content = 'movies', content_rowid = 'rowid',
     tokenize = 'unicode61 remove_diacritics 0', detail = 'column', prefix = '1 2'
   );`,
  ftsFilledAndKept("movies_words", ["search_text", "typo_key"]),
].join("\n");

/**
 * Issue 35, PostgreSQL: a search's words answered by one index, as SQLite's
 * `movies_words`. Per word, the trigram index found " word" anywhere and the
 * row was read to check the rest: "son hayal miras" read 30,000 rows for the
 * common " son" (224 ms). `search_words` holds the words of the fields as
 * `w.<word>` and the near spellings of the names as `t.<spelling>`, from the
 * same columns; a GIN index answers `'w.son':* & ('w.hayal':* | 't.hayal' | …)`
 * alone (prefix and exact lexemes; array_to_tsvector takes them as they are).
 */
export const POSTGRES_WORDS_INDEX_MIGRATION = `ALTER TABLE movies ADD COLUMN search_words tsvector
     GENERATED ALWAYS AS (array_to_tsvector(array_cat(
       string_to_array('w.' || regexp_replace(btrim(search_text, E' \\n'), E'\\\\s+', ' w.', 'g'), ' '),
       string_to_array('t.' || replace(btrim(typo_key, '|'), '|', '|t.'), '|')
     ))) STORED;
   CREATE INDEX movies_search_words ON movies USING gin (search_words);
   DROP INDEX movies_typo_words;
   ALTER TABLE movies DROP COLUMN typo_words;`;

/**
 * Issue 35, PostgreSQL: the phrase's trigram index on a narrow copy of the
 * searched text. A common phrase ("son gece": 15,867 candidates for 52
 * matches) had every candidate's row read to check it, and a title's row is
 * ~3.7 kB (its JSON, summary and words): 12,000 pages of a 177 MB table for
 * one search. `movie_texts` holds the id and the text alone (24 MB at
 * 100,000 titles), kept in step with `movies` by a trigger.
 * `movie_search_ids` finds a search's titles from the two indexes alone: the
 * phrase in `movie_texts`, or every word in `search_words`. The
 * planner cannot tell how rare a search's words are together: each common
 * first name or surname (and each of its near spellings, OR-ed in for typos)
 * is in ~10 % of titles, so "Yasemin Aslan" looked like 40 % of the
 * catalogue (it is 3 %) and was answered by reading all 100,000 rows
 * (330-450 ms) instead of the indexes (15-25 ms). The function keeps its
 * planner off a full scan (its own setting; the rest of the query, and every
 * other, plans as usual); the search takes the ids it returns
 * (`id = ANY(ARRAY(…))`, a lookup by primary key).
 */
export const POSTGRES_TEXTS_TABLE_MIGRATION = `CREATE TABLE movie_texts (
     id TEXT PRIMARY KEY,
     search_text TEXT NOT NULL
   );
   INSERT INTO movie_texts (id, search_text) SELECT id, search_text FROM movies;
   CREATE INDEX movie_texts_trgm ON movie_texts USING gin (search_text gin_trgm_ops);
   DROP INDEX movies_search_text_trgm;
   CREATE FUNCTION movie_texts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP = 'DELETE' THEN
       DELETE FROM movie_texts WHERE id = OLD.id;
       RETURN OLD;
     END IF;
     IF TG_OP = 'UPDATE' AND OLD.id <> NEW.id THEN
       DELETE FROM movie_texts WHERE id = OLD.id;
     END IF;
     INSERT INTO movie_texts (id, search_text) VALUES (NEW.id, NEW.search_text)
       ON CONFLICT (id) DO UPDATE SET search_text = EXCLUDED.search_text;
     RETURN NEW;
   END $$;
   CREATE TRIGGER movie_texts_follow AFTER INSERT OR DELETE OR UPDATE OF id, search_text
     ON movies FOR EACH ROW EXECUTE FUNCTION movie_texts_follow();
   CREATE FUNCTION movie_search_ids(phrase_like text, words tsquery) RETURNS SETOF text
     LANGUAGE sql STABLE SET enable_seqscan = off AS $$
       SELECT id FROM movie_texts WHERE search_text LIKE phrase_like
       UNION
       SELECT id FROM movies WHERE search_words @@ words
     $$;`;
