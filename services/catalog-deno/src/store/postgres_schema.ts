/** The PostgreSQL schema: its migrations, and filling a fresh or upgraded catalogue. */
import type postgres from "postgres";
import { eventTablesSql } from "./events.ts";
import {
  EXTERNAL_COLUMNS_MIGRATION,
  externalColumns,
  POSTGRES_SEARCH_INDEX_MIGRATION,
  POSTGRES_TEXTS_TABLE_MIGRATION,
  POSTGRES_WORDS_INDEX_MIGRATION,
  SEARCH_COLUMNS_MIGRATION,
  searchColumns,
  SELECT_DOCS_OLDEST_FIRST,
  sortIndexesMigration,
  TMDB_KEY_INDEX_MIGRATION,
  UPDATE_EXTERNAL_COLUMNS,
  UPDATE_SEARCH_COLUMNS,
} from "./migrations.ts";
import { INSERT_MOVIE_NUMBERED } from "./postgres_writes.ts";
import { numbered } from "./postgres_sql.ts";
import { embedParams, INSERT_EMBED, toRow } from "./rows.ts";
import type { Seed } from "./types.ts";
import { rowParams } from "./writes.ts";

/** Any constant works: it only has to be the same in every replica. */
const MIGRATION_LOCK_KEY = 746_283_001;

export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE movies (
     id TEXT PRIMARY KEY,
     doc TEXT NOT NULL,
     summary TEXT NOT NULL,
     type TEXT NOT NULL,
     status TEXT NOT NULL,
     featured SMALLINT NOT NULL,
     trending SMALLINT NOT NULL,
     rating DOUBLE PRECISION NOT NULL,
     views BIGINT NOT NULL,
     likes BIGINT NOT NULL,
     release_date TEXT,
     title_key TEXT NOT NULL,
     search_text TEXT NOT NULL,
     genres_key TEXT NOT NULL,
     category_key TEXT NOT NULL,
     identity_key TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL
   );
   CREATE INDEX movies_created_at ON movies (created_at);
   CREATE TABLE embeds (
     slug TEXT PRIMARY KEY,
     position INTEGER NOT NULL,
     title TEXT NOT NULL,
     episode_url TEXT NOT NULL,
     embed_url TEXT NOT NULL
   );
   CREATE TABLE sessions (
     token_hash TEXT PRIMARY KEY,
     expires_at BIGINT NOT NULL
   );`,
  // v2: sign-in attempts, so every replica counts against one budget.
  `CREATE TABLE login_attempts (
     key TEXT PRIMARY KEY,
     window_start BIGINT NOT NULL,
     attempts INTEGER NOT NULL
   );
   CREATE INDEX login_attempts_window_start ON login_attempts (window_start);`,
  // Issue 16: the admin list sorts by last change.
  `ALTER TABLE movies ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
   UPDATE movies SET updated_at = doc::json->>'updatedAt';
   CREATE INDEX movies_updated_at ON movies (updated_at);`,
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
     expires_at BIGINT NOT NULL,
     payload BYTEA NOT NULL
   );
   CREATE INDEX transfers_expires_at ON transfers (expires_at);
   CREATE TABLE transfer_creations (
     key TEXT PRIMARY KEY,
     window_start BIGINT NOT NULL,
     attempts INTEGER NOT NULL
   );
   CREATE INDEX transfer_creations_window_start ON transfer_creations (window_start);`,
  // Issue 16: the audit trail of admin writes (who: the session's username),
  // and deleted titles kept for a restore, out of every list, count and lookup.
  `CREATE TABLE audit_log (
     id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
     at BIGINT NOT NULL,
     actor TEXT NOT NULL,
     action TEXT NOT NULL,
     movie_id TEXT NOT NULL,
     movie_title TEXT NOT NULL,
     title_key TEXT NOT NULL,
     bulk SMALLINT NOT NULL,
     changes TEXT NOT NULL
   );
   CREATE INDEX audit_log_at ON audit_log (at DESC, id DESC);
   CREATE INDEX audit_log_action_at ON audit_log (action, at DESC, id DESC);
   CREATE TABLE deleted_movies (
     id TEXT PRIMARY KEY,
     deleted_at BIGINT NOT NULL,
     audit_id BIGINT NOT NULL,
     doc TEXT NOT NULL
   );
   CREATE INDEX deleted_movies_deleted_at ON deleted_movies (deleted_at);
   CREATE INDEX deleted_movies_audit_id ON deleted_movies (audit_id);
   ALTER TABLE sessions ADD COLUMN username TEXT NOT NULL DEFAULT '';`,
  // Issues 15 and 16: counters of visitors' events and of playback reports (events.ts).
  eventTablesSql("BIGINT"),
  // Issue 31: search by people and near spellings, ranked (migrations.ts).
  SEARCH_COLUMNS_MIGRATION,
  // Issue 35: lists walk an index in their order instead of sorting every title (migrations.ts).
  sortIndexesMigration("postgres"),
  // Issue 35: the search reads a trigram index, not every row (migrations.ts).
  POSTGRES_SEARCH_INDEX_MIGRATION,
  // Issue 33: TMDB and IMDb ids as columns, filled from the JSON, then the TMDB id made unique.
  EXTERNAL_COLUMNS_MIGRATION,
  TMDB_KEY_INDEX_MIGRATION,
  // Issue 35: a search's words in one index query (migrations.ts).
  POSTGRES_WORDS_INDEX_MIGRATION,
  // Issue 35: the phrase's trigram index on a narrow copy of the text (migrations.ts).
  POSTGRES_TEXTS_TABLE_MIGRATION,
];

/** The version that added the search columns: an older catalogue gets them filled in. */
const SEARCH_COLUMNS_VERSION = MIGRATIONS.indexOf(SEARCH_COLUMNS_MIGRATION) + 1;
/** The version that added the external-id columns: an older catalogue gets them filled in. */
const EXTERNAL_COLUMNS_VERSION = MIGRATIONS.indexOf(EXTERNAL_COLUMNS_MIGRATION) + 1;

async function fillSearchColumns(tx: postgres.TransactionSql): Promise<void> {
  const rows = await tx.unsafe("SELECT id, doc FROM movies");
  for (const row of rows) {
    await tx.unsafe(numbered(UPDATE_SEARCH_COLUMNS), [
      ...searchColumns(row.doc as string),
      row.id as string,
    ]);
  }
}

async function fillExternalColumns(tx: postgres.TransactionSql): Promise<void> {
  const rows = await tx.unsafe(SELECT_DOCS_OLDEST_FIRST);
  const docs = rows.map((row) => ({ id: row.id as string, doc: row.doc as string }));
  for (const params of externalColumns(docs)) {
    await tx.unsafe(numbered(UPDATE_EXTERNAL_COLUMNS), params);
  }
}

/**
 * Migrates and, when fresh, seeds the database in the transaction `tx`.
 * Replicas starting together serialise on an advisory lock, so exactly one
 * of them migrates and seeds.
 */
export async function migrateAndSeed(tx: postgres.TransactionSql, seed: Seed): Promise<void> {
  await tx.unsafe(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
  await tx.unsafe(
    "CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)",
  );
  const [row] = await tx.unsafe(
    "SELECT max(version) AS version FROM schema_version",
  );
  const applied = Number(row?.version ?? 0);
  for (let i = applied; i < MIGRATIONS.length; i++) {
    await tx.unsafe(MIGRATIONS[i]!);
    if (i + 1 === SEARCH_COLUMNS_VERSION) await fillSearchColumns(tx);
    if (i + 1 === EXTERNAL_COLUMNS_VERSION) await fillExternalColumns(tx);
    await tx.unsafe("INSERT INTO schema_version (version) VALUES ($1)", [
      i + 1,
    ]);
  }
  if (applied === 0) await seedInto(tx, seed);
}

async function seedInto(
  tx: postgres.TransactionSql,
  seed: Seed,
): Promise<void> {
  // Queries issued together are pipelined on the transaction's connection.
  await Promise.all(
    seed.movies.map((movie) => tx.unsafe(INSERT_MOVIE_NUMBERED, rowParams(toRow(movie)))),
  );
  await Promise.all(
    seed.embeds.map((embed, position) =>
      tx.unsafe(numbered(INSERT_EMBED), embedParams(embed, position))
    ),
  );
}
