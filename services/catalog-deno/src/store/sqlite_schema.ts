/** The SQLite schema: its migrations, and filling a fresh or upgraded catalogue. */
import { eventTablesSql } from "./events.ts";
import {
  EXTERNAL_COLUMNS_MIGRATION,
  externalColumns,
  SEARCH_COLUMNS_MIGRATION,
  searchColumns,
  SELECT_DOCS_OLDEST_FIRST,
  sortIndexesMigration,
  SQLITE_LIST_TABLE_MIGRATION,
  SQLITE_SEARCH_INDEX_MIGRATION,
  SQLITE_WORDS_INDEX_MIGRATION,
  TMDB_KEY_INDEX_MIGRATION,
  UPDATE_EXTERNAL_COLUMNS,
  UPDATE_SEARCH_COLUMNS,
} from "./migrations.ts";
import { embedParams, INSERT_EMBED, toRow } from "./rows.ts";
import type { SqliteDb } from "./sqlite_db.ts";
import type { Seed } from "./types.ts";
import { INSERT_MOVIE, rowParams } from "./writes.ts";

/**
 * Schema migrations, applied in order; `PRAGMA user_version` records how many
 * ran, so a database created by an older build is brought up to date.
 */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE movies (
     id TEXT PRIMARY KEY,
     doc TEXT NOT NULL,
     title TEXT NOT NULL,
     rating REAL NOT NULL,
     created_at INTEGER NOT NULL
   );`,
  // v2: the full contract. The skeleton's table held only seed data, so it is rebuilt.
  // Small columns first and the big JSON documents last: SQLite walks a row's
  // overflow pages in column order, so a list read never crosses `doc`.
  `DROP TABLE movies;
   CREATE TABLE movies (
     id TEXT PRIMARY KEY,
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
     identity_key TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     summary TEXT NOT NULL,
     search_text TEXT NOT NULL,
     doc TEXT NOT NULL
   );
   CREATE INDEX movies_created_at ON movies (created_at DESC, id ASC);
   CREATE TABLE embeds (
     slug TEXT PRIMARY KEY,
     position INTEGER NOT NULL,
     title TEXT NOT NULL,
     episode_url TEXT NOT NULL,
     embed_url TEXT NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     expires_at INTEGER NOT NULL
   );`,
  // v3: sign-in attempts, so the limit holds for every process sharing the file.
  `CREATE TABLE login_attempts (
     key TEXT PRIMARY KEY,
     window_start INTEGER NOT NULL,
     attempts INTEGER NOT NULL
   );
   CREATE INDEX login_attempts_window_start ON login_attempts (window_start);`,
  // Issue 16: the admin list sorts by last change.
  `ALTER TABLE movies ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
   UPDATE movies SET updated_at = json_extract(doc, '$.updatedAt');
   CREATE INDEX movies_updated_at ON movies (updated_at DESC, id ASC);`,
  // Issue 15: audio and subtitle languages of titles (filter keys beside the
  // JSON, which carries the arrays) and of embeds (JSON arrays).
  `ALTER TABLE movies ADD COLUMN audio_key TEXT NOT NULL DEFAULT '|';
   ALTER TABLE movies ADD COLUMN subtitles_key TEXT NOT NULL DEFAULT '|';
   ALTER TABLE embeds ADD COLUMN audio TEXT NOT NULL DEFAULT '[]';
   ALTER TABLE embeds ADD COLUMN subtitles TEXT NOT NULL DEFAULT '[]';`,
  // Issue 14: device transfers (ciphertext kept for one pick-up) and their
  // creation budget per client, apart from the sign-in budget.
  `CREATE TABLE transfers (
     id TEXT PRIMARY KEY,
     expires_at INTEGER NOT NULL,
     payload BLOB NOT NULL
   );
   CREATE INDEX transfers_expires_at ON transfers (expires_at);
   CREATE TABLE transfer_creations (
     key TEXT PRIMARY KEY,
     window_start INTEGER NOT NULL,
     attempts INTEGER NOT NULL
   );
   CREATE INDEX transfer_creations_window_start ON transfer_creations (window_start);`,
  // Issue 16: the audit trail of admin writes (who: the session's username),
  // and deleted titles kept for a restore, out of every list, count and lookup.
  `CREATE TABLE audit_log (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     at INTEGER NOT NULL,
     actor TEXT NOT NULL,
     action TEXT NOT NULL,
     movie_id TEXT NOT NULL,
     movie_title TEXT NOT NULL,
     title_key TEXT NOT NULL,
     bulk INTEGER NOT NULL,
     changes TEXT NOT NULL
   );
   CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
   CREATE INDEX audit_log_action_at ON audit_log (action, at DESC, id DESC);
   CREATE TABLE deleted_movies (
     id TEXT PRIMARY KEY,
     deleted_at INTEGER NOT NULL,
     audit_id INTEGER NOT NULL,
     doc TEXT NOT NULL
   );
   CREATE INDEX deleted_movies_deleted_at ON deleted_movies (deleted_at);
   CREATE INDEX deleted_movies_audit_id ON deleted_movies (audit_id);
   ALTER TABLE sessions ADD COLUMN username TEXT NOT NULL DEFAULT '';`,
  // Issues 15 and 16: counters of visitors' events and of playback reports (events.ts).
  eventTablesSql("INTEGER"),
  // Issue 31: search by people and near spellings, ranked (migrations.ts).
  SEARCH_COLUMNS_MIGRATION,
  // Issue 35: lists walk an index in their order instead of sorting every title (migrations.ts).
  sortIndexesMigration("sqlite"),
  // Issue 35: the search reads a trigram index, not every row (migrations.ts).
  SQLITE_SEARCH_INDEX_MIGRATION,
  // Issue 33: TMDB and IMDb ids as columns, filled from the JSON, then the TMDB id made unique.
  EXTERNAL_COLUMNS_MIGRATION,
  TMDB_KEY_INDEX_MIGRATION,
  // Issue 35: lists read a narrow copy of their columns, not the titles' wide rows (migrations.ts).
  SQLITE_LIST_TABLE_MIGRATION,
  // Issue 35: a search's words in one index query (migrations.ts).
  SQLITE_WORDS_INDEX_MIGRATION,
];

/** The version that added the search columns: an older catalogue gets them filled in. */
const SEARCH_COLUMNS_VERSION = MIGRATIONS.indexOf(SEARCH_COLUMNS_MIGRATION) + 1;
/** The version that added the external-id columns: an older catalogue gets them filled in. */
const EXTERNAL_COLUMNS_VERSION = MIGRATIONS.indexOf(EXTERNAL_COLUMNS_MIGRATION) + 1;

/** The schema version that created the catalogue tables (the skeleton's v1 held no real data). */
export const SEEDED_SCHEMA_VERSION = 2;

/** Applies the missing migrations; returns the version the database had before. */
export function migrate(db: SqliteDb): number {
  const { user_version: applied } = db.raw.prepare("PRAGMA user_version")
    .get() as {
      user_version: number;
    };
  for (let i = applied; i < MIGRATIONS.length; i++) {
    db.transaction(() => {
      db.raw.exec(MIGRATIONS[i]!);
      if (i + 1 === SEARCH_COLUMNS_VERSION) fillSearchColumns(db);
      if (i + 1 === EXTERNAL_COLUMNS_VERSION) fillExternalColumns(db);
      db.raw.exec(`PRAGMA user_version = ${i + 1}`);
    });
  }
  return applied;
}

function fillSearchColumns(db: SqliteDb): void {
  const update = db.raw.prepare(UPDATE_SEARCH_COLUMNS);
  const rows = db.raw.prepare("SELECT id, doc FROM movies").all() as {
    id: string;
    doc: string;
  }[];
  for (const { id, doc } of rows) update.run(...searchColumns(doc), id);
}

function fillExternalColumns(db: SqliteDb): void {
  const update = db.raw.prepare(UPDATE_EXTERNAL_COLUMNS);
  const rows = db.raw.prepare(SELECT_DOCS_OLDEST_FIRST).all() as {
    id: string;
    doc: string;
  }[];
  for (const params of externalColumns(rows)) update.run(...params);
}

/** Fills a fresh catalogue. */
export function seedInto(db: SqliteDb, seed: Seed): void {
  db.transaction(() => {
    const insert = db.statement(INSERT_MOVIE);
    for (const movie of seed.movies) {
      insert.run(...rowParams(toRow(movie)));
    }
    const insertEmbed = db.statement(INSERT_EMBED);
    seed.embeds.forEach((embed, position) => {
      insertEmbed.run(...embedParams(embed, position));
    });
  });
}
