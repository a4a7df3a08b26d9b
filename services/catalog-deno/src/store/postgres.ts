import postgres from "postgres";
import { encodeCursor, listClauses } from "./list.ts";
import {
  EXTERNAL_COLUMNS_MIGRATION,
  externalColumns,
  POSTGRES_SEARCH_INDEX_MIGRATION,
  SEARCH_COLUMNS_MIGRATION,
  searchColumns,
  SELECT_DOCS_OLDEST_FIRST,
  sortIndexesMigration,
  TMDB_KEY_INDEX_MIGRATION,
  UPDATE_EXTERNAL_COLUMNS,
  UPDATE_SEARCH_COLUMNS,
} from "./migrations.ts";
import {
  COUNTS_SQL,
  countsOf,
  EMBED_COLUMNS,
  embedFromRow,
  embedParams,
  type EmbedRow,
  INSERT_EMBED,
  type MovieRow,
  ROW_COLUMNS,
  toRow,
} from "./rows.ts";
import {
  bulkContext,
  bulkResult,
  ChangeListeners,
  deleteAudit,
  INSERT_MOVIE,
  insertAudit,
  loadResult,
  planUpdate,
  rowParams,
  rowsOf,
  updateAudit,
  updateResult,
} from "./writes.ts";
import {
  auditFromRow,
  auditParams,
  type AuditRecord,
  auditStatements,
  INSERT_AUDIT,
  KEEP_DELETED,
  restoredMovie,
  retentionCutoff,
} from "./audit.ts";
import type {
  AuditPage,
  AuditQuery,
  BulkResult,
  ChangeListener,
  Embed,
  ListQuery,
  LoadResult,
  LoginBudget,
  Movie,
  MovieCounts,
  MovieFlags,
  MoviePage,
  RestoreResult,
  Seed,
  Session,
  TitleChange,
  Transfer,
  UpdateOptions,
  UpdateResult,
  WriteContext,
  WriteResult,
} from "./types.ts";
import type { MovieStore } from "./store.ts";
import { ListTotals } from "./totals.ts";
import { attemptCounting, type BudgetTable, countAttempt, insertAttempt } from "./login.ts";
import { type EventStore, eventTablesSql } from "./events.ts";
import { PostgresEventStore } from "./events_postgres.ts";

type Sql = postgres.Sql;

/** Connections one service process keeps open. */
export const POSTGRES_POOL_SIZE = 10;
/** Seconds `close()` waits for running queries before cutting connections. */
const CLOSE_TIMEOUT_S = 5;
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

/** A sort column's value as a cursor keeps it: BIGINT counts arrive as text or bigint. */
function sortValue(value: unknown, column: string): string | number | null {
  if (value === null || value === undefined) return null;
  if (column === "views" || column === "likes" || typeof value === "bigint") return Number(value);
  return typeof value === "number" ? value : String(value);
}

/** The shared query builder writes `?`; PostgreSQL numbers its parameters. */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

const INSERT_MOVIE_NUMBERED = numbered(INSERT_MOVIE);
/**
 * Rows per statement of a bulk load: one multi-row INSERT carries
 * rows × columns parameters, and PostgreSQL's protocol allows 65,535.
 */
const LOAD_ROWS_PER_STATEMENT = 1000;

/** A bulk load's insert of `rows` titles; a taken id or identity skips the row. */
function loadStatement(rows: number): string {
  const width = ROW_COLUMNS.length;
  const values = Array.from(
    { length: rows },
    (_, r) => `(${ROW_COLUMNS.map((_, c) => `$${r * width + c + 1}`).join(", ")})`,
  );
  return `INSERT INTO movies (${ROW_COLUMNS.join(", ")}) VALUES ${
    values.join(", ")
  } ON CONFLICT DO NOTHING RETURNING id`;
}

/**
 * Updates the titles `ids` in the transaction `tx`: their rows are locked in
 * id order (so two bulk requests over the same titles queue instead of
 * deadlocking), then each planned write runs; titles with no row are "missing".
 */
async function updateLocked(
  tx: postgres.TransactionSql,
  ids: readonly string[],
  change: TitleChange,
  options: UpdateOptions,
  touched: MovieRow[],
): Promise<Map<string, UpdateResult>> {
  const rows = await tx`
    SELECT id, doc FROM movies WHERE id = ANY(${[...ids]}) ORDER BY id FOR UPDATE`;
  const results = new Map<string, UpdateResult>(ids.map((id) => [id, { result: "missing" }]));
  // Queries issued together are pipelined on the transaction's connection.
  await Promise.all(rows.map(async (row) => {
    const planned = planUpdate(row.doc as string, change, options);
    const changes = planned.result === "ok"
      ? (await tx.unsafe(numbered(planned.sql), planned.params)).count
      : 0;
    const result = updateResult(planned, changes);
    if (result.result === "ok") {
      touched.push(...rowsOf(row.doc as string, result.movie));
      await record(tx, updateAudit(change, options, result), options);
    }
    results.set(row.id as string, result);
  }));
  return results;
}

const INSERT_AUDIT_RETURNING = numbered(`${INSERT_AUDIT} RETURNING id`);

/** Records one write in the audit trail, inside the write's transaction; the entry's id. */
async function record(
  tx: postgres.TransactionSql,
  entry: AuditRecord,
  context: WriteContext,
): Promise<number> {
  const [row] = await tx.unsafe(INSERT_AUDIT_RETURNING, auditParams(entry, context));
  return Number(row!.id);
}

/** Moves the titles `ids` to the deleted ones in the transaction `tx`; the ids moved. */
async function removeLocked(
  tx: postgres.TransactionSql,
  ids: readonly string[],
  context: WriteContext,
  touched: MovieRow[],
): Promise<Set<string>> {
  const rows = await tx`
    SELECT id, doc FROM movies WHERE id = ANY(${[...ids]}) ORDER BY id FOR UPDATE`;
  for (const row of rows) touched.push(...rowsOf(row.doc as string));
  await Promise.all(rows.map(async (row) => {
    const auditId = await record(tx, deleteAudit(row.doc as string), context);
    await tx.unsafe(numbered(KEEP_DELETED), [row.id, context.now, auditId, row.doc]);
    await tx`DELETE FROM movies WHERE id = ${row.id}`;
  }));
  return new Set(rows.map((row) => row.id as string));
}

/** Filter sets whose totals are kept (the oldest goes first). */
const TOTALS_KEPT = 256;
/** How long a kept total stands for writes through other instances (as kept pages: 5 s). */
const TOTAL_TTL_MS = 5_000;

function isUniqueViolation(error: unknown): boolean {
  return error instanceof postgres.PostgresError && error.code === "23505";
}

export class PostgresMovieStore implements MovieStore {
  readonly #sql: Sql;
  readonly events: EventStore;
  readonly #listeners = new ChangeListeners();
  /**
   * Each filter set's total: this instance's writes drop the ones they may
   * change; another instance's writes show once a total is TOTAL_TTL_MS old.
   */
  readonly #totals = new ListTotals({ entries: TOTALS_KEPT, ttlMs: TOTAL_TTL_MS });

  private constructor(sql: Sql) {
    this.#sql = sql;
    this.events = new PostgresEventStore(sql);
  }

  /**
   * Connects, migrates and seeds a fresh database. Replicas starting together
   * serialise on an advisory lock, so exactly one of them migrates and seeds.
   */
  static async open(url: string, seed: Seed): Promise<PostgresMovieStore> {
    const sql = postgres(url, { max: POSTGRES_POOL_SIZE, onnotice: () => {} });
    try {
      await sql.begin(async (tx) => {
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
      });
    } catch (error) {
      await sql.end({ timeout: CLOSE_TIMEOUT_S });
      throw error;
    }
    return new PostgresMovieStore(sql);
  }

  async list(query: ListQuery): Promise<MoviePage> {
    const { where, orderBy, params, orderParams, filters, sortColumn } = listClauses(
      query,
      "postgres",
    );
    // The page reads only its rows (an index in the list's order, LIMIT);
    // the total is counted apart, once per filter set (issue 35: a window
    // count read every matching row for every page).
    const [rows, total] = await Promise.all([
      this.#sql.unsafe(
        numbered(
          `SELECT summary, ${sortColumn} AS sort_value, id FROM movies ${where} ${orderBy} LIMIT ? OFFSET ?`,
        ),
        [...params, ...orderParams, query.limit, query.offset ?? 0],
        { prepare: true },
      ),
      this.#totals.lookup(query) ?? this.#count(query, filters.where, filters.params),
    ]);
    const page: MoviePage = { movies: rows.map((row) => row.summary as string), total };
    const last = rows.length === query.limit ? rows.at(-1) : undefined;
    const next = last &&
      encodeCursor(query, { value: sortValue(last.sort_value, sortColumn), id: last.id as string });
    if (next) page.next = next;
    return page;
  }

  /** How many titles the filters of `query` match, counted now and kept. */
  async #count(
    query: ListQuery,
    where: string,
    params: (string | number | string[])[],
  ): Promise<number> {
    const [count] = await this.#sql.unsafe(
      numbered(`SELECT count(*) AS n FROM movies ${where}`),
      params,
      { prepare: true },
    );
    return this.#totals.remember(query, Number(count?.n ?? 0));
  }

  async get(id: string): Promise<string | undefined> {
    const [row] = await this.#sql`SELECT doc FROM movies WHERE id = ${id}`;
    return row?.doc as string | undefined;
  }

  async insert(movie: Movie, context: WriteContext): Promise<WriteResult> {
    const row = toRow(movie);
    try {
      await this.#write(async (tx, touched) => {
        await tx.unsafe(INSERT_MOVIE_NUMBERED, rowParams(row));
        await record(tx, insertAudit(movie, context), context);
        touched.push(row);
      });
      return "ok";
    } catch (error) {
      if (isUniqueViolation(error)) return "conflict";
      throw error;
    }
  }

  async insertMany(movies: readonly Movie[]): Promise<LoadResult> {
    const inserted = new Set<string>();
    await this.#write(async (tx, touched) => {
      for (let start = 0; start < movies.length; start += LOAD_ROWS_PER_STATEMENT) {
        const chunk = movies.slice(start, start + LOAD_ROWS_PER_STATEMENT);
        const params = chunk.flatMap((movie) => rowParams(toRow(movie)));
        const rows = await tx.unsafe(loadStatement(chunk.length), params);
        for (const row of rows) inserted.add(row.id as string);
      }
      for (const movie of movies) if (inserted.has(movie._id)) touched.push(toRow(movie));
    });
    return loadResult(movies, inserted);
  }

  onChange(listener: ChangeListener): void {
    this.#listeners.add(listener);
  }

  /** Tells the listeners of a committed write that changed the titles of `rows` (before and after). */
  #changed(rows: readonly MovieRow[]): void {
    this.#listeners.tell(rows, (change) => this.#totals.changed(change));
  }

  /** Runs a write transaction; its listeners hear of it once it has committed. */
  async #write<T>(work: (tx: postgres.TransactionSql, touched: MovieRow[]) => Promise<T>) {
    const touched: MovieRow[] = [];
    const result = await this.#sql.begin((tx) => work(tx, touched));
    this.#changed(touched);
    return result as T;
  }

  async update(id: string, change: TitleChange, options: UpdateOptions): Promise<UpdateResult> {
    try {
      const results = await this.#write((tx, touched) =>
        updateLocked(tx, [id], change, options, touched)
      );
      return results.get(id)!;
    } catch (error) {
      if (isUniqueViolation(error)) return { result: "conflict" };
      throw error;
    }
  }

  async remove(id: string, context: WriteContext): Promise<boolean> {
    const removed = await this.#write((tx, touched) => removeLocked(tx, [id], context, touched));
    return removed.has(id);
  }

  async updateMany(
    ids: readonly string[],
    flags: MovieFlags,
    context: WriteContext,
  ): Promise<BulkResult> {
    const results = await this.#write((tx, touched) =>
      updateLocked(tx, ids, { kind: "flags", flags }, bulkContext(context), touched)
    );
    return bulkResult(ids, (id) => results.get(id)?.result === "ok");
  }

  async removeMany(ids: readonly string[], context: WriteContext): Promise<BulkResult> {
    const removed = await this.#write((tx, touched) =>
      removeLocked(tx, ids, bulkContext(context), touched)
    );
    return bulkResult(ids, (id) => removed.has(id));
  }

  async restore(id: string, context: WriteContext): Promise<RestoreResult> {
    try {
      return await this.#write(async (tx, touched): Promise<RestoreResult> => {
        const [row] = await tx`
          SELECT doc FROM deleted_movies
          WHERE id = ${id} AND deleted_at > ${retentionCutoff(context.now)} FOR UPDATE`;
        if (!row) return { result: "missing" };
        const movie = restoredMovie(row.doc as string, context.now);
        const values = toRow(movie);
        await tx.unsafe(INSERT_MOVIE_NUMBERED, rowParams(values));
        touched.push(values);
        await tx`DELETE FROM deleted_movies WHERE id = ${id}`;
        await record(tx, { action: "restore", movie }, context);
        return { result: "ok", movie };
      });
    } catch (error) {
      if (isUniqueViolation(error)) return { result: "conflict" };
      throw error;
    }
  }

  async purgeDeleted(now: number): Promise<number> {
    const result = await this.#sql`
      DELETE FROM deleted_movies WHERE deleted_at <= ${retentionCutoff(now)}`;
    return result.count;
  }

  async listAudit(query: AuditQuery, now: number): Promise<AuditPage> {
    const { page, count, filters } = auditStatements(query, "postgres");
    const [rows, [total]] = await Promise.all([
      this.#sql.unsafe(
        numbered(page),
        [retentionCutoff(now), ...filters, query.limit, query.offset],
      ),
      this.#sql.unsafe(numbered(count), filters),
    ]);
    return { entries: rows.map(auditFromRow), total: Number(total?.n ?? 0) };
  }

  async counts(): Promise<MovieCounts> {
    const [row] = await this.#sql.unsafe(COUNTS_SQL);
    return countsOf(row);
  }

  async listEmbeds(): Promise<Embed[]> {
    const rows = await this.#sql.unsafe<EmbedRow[]>(
      `SELECT ${EMBED_COLUMNS} FROM embeds ORDER BY position`,
    );
    return rows.map(embedFromRow);
  }

  async getEmbed(slug: string): Promise<Embed | undefined> {
    const [row] = await this.#sql.unsafe<EmbedRow[]>(
      `SELECT ${EMBED_COLUMNS} FROM embeds WHERE slug = $1`,
      [slug],
    );
    return row ? embedFromRow(row) : undefined;
  }

  async randomEmbed(): Promise<Embed | undefined> {
    const [row] = await this.#sql.unsafe<EmbedRow[]>(
      `SELECT ${EMBED_COLUMNS} FROM embeds ORDER BY random() LIMIT 1`,
    );
    return row ? embedFromRow(row) : undefined;
  }

  async createSession(session: Session): Promise<void> {
    await this.#sql`
      INSERT INTO sessions (token_hash, expires_at, username)
      VALUES (${session.tokenHash}, ${session.expiresAt}, ${session.username})`;
  }

  async getSession(
    tokenHash: string,
    now: number,
  ): Promise<Session | undefined> {
    const [row] = await this.#sql`
      SELECT token_hash, expires_at, username FROM sessions
      WHERE token_hash = ${tokenHash} AND expires_at > ${now}`;
    return row
      ? { tokenHash: row.token_hash, expiresAt: Number(row.expires_at), username: row.username }
      : undefined;
  }

  async deleteSession(tokenHash: string): Promise<void> {
    await this.#sql`DELETE FROM sessions WHERE token_hash = ${tokenHash}`;
  }

  async deleteExpiredSessions(now: number): Promise<void> {
    await this.#sql`DELETE FROM sessions WHERE expires_at <= ${now}`;
  }

  countLoginAttempt(
    key: string,
    now: number,
    windowMs: number,
    maxKeys: number,
  ): Promise<LoginBudget | "full"> {
    return this.#countInWindow("login_attempts", key, now, windowMs, maxKeys);
  }

  countTransferCreation(
    key: string,
    now: number,
    windowMs: number,
    maxKeys: number,
  ): Promise<LoginBudget | "full"> {
    return this.#countInWindow("transfer_creations", key, now, windowMs, maxKeys);
  }

  async #countInWindow(
    table: BudgetTable,
    key: string,
    now: number,
    windowMs: number,
    maxKeys: number,
  ): Promise<LoginBudget | "full"> {
    const cutoff = now - windowMs;
    // The UPDATE locks the row, so replicas counting the same key at once
    // each get their own number.
    const [counted] = await this.#sql.unsafe(numbered(countAttempt(table)), [
      cutoff,
      cutoff,
      now,
      key,
    ]);
    if (counted) {
      return { attempts: Number(counted.attempts), windowStart: Number(counted.window_start) };
    }
    await this.#sql.unsafe(numbered(`DELETE FROM ${table} WHERE window_start <= ?`), [cutoff]);
    const [live] = await this.#sql.unsafe(`SELECT count(*) AS n FROM ${table}`);
    // Two replicas may both pass this check for different keys: the cap is a
    // memory bound, and overshooting it by a few keys is harmless.
    if (Number(live?.n ?? 0) >= maxKeys) return "full";
    // A replica that added the same key a moment ago turns this insert into a count.
    const [inserted] = await this.#sql.unsafe(
      numbered(`${insertAttempt(table)} ON CONFLICT (key) DO UPDATE SET ${attemptCounting(table)}
        RETURNING attempts, window_start`),
      [key, now, cutoff, cutoff, now],
    );
    return { attempts: Number(inserted!.attempts), windowStart: Number(inserted!.window_start) };
  }

  async clearLoginAttempts(key: string): Promise<void> {
    await this.#sql`DELETE FROM login_attempts WHERE key = ${key}`;
  }

  async createTransfer(transfer: Transfer, now: number, maxLive: number): Promise<"ok" | "full"> {
    await this.#sql`DELETE FROM transfers WHERE expires_at <= ${now}`;
    const [live] = await this.#sql`SELECT count(*) AS n FROM transfers`;
    // As with sign-in keys, replicas may overshoot the cap by a few: it bounds storage.
    if (Number(live?.n ?? 0) >= maxLive) return "full";
    await this.#sql`
      INSERT INTO transfers (id, expires_at, payload)
      VALUES (${transfer.id}, ${transfer.expiresAt}, ${transfer.payload})`;
    return "ok";
  }

  async takeTransfer(id: string, now: number): Promise<Uint8Array | undefined> {
    await this.#sql`DELETE FROM transfers WHERE expires_at <= ${now}`;
    // DELETE ... RETURNING locks the row: a concurrent take waits, then finds nothing.
    const [row] = await this.#sql`
      DELETE FROM transfers WHERE id = ${id} AND expires_at > ${now} RETURNING payload`;
    return row ? new Uint8Array(row.payload as Uint8Array) : undefined;
  }

  async ping(): Promise<void> {
    await this.#sql`SELECT 1`;
  }

  async migrated(): Promise<boolean> {
    const [row] = await this.#sql`SELECT max(version) AS version FROM schema_version`;
    return Number(row?.version ?? 0) === MIGRATIONS.length;
  }

  async close(): Promise<void> {
    await this.#sql.end({ timeout: CLOSE_TIMEOUT_S });
  }
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
