import { DatabaseSync, type StatementSync } from "node:sqlite";
import { encodeCursor, listClauses } from "./list.ts";
import {
  EXTERNAL_COLUMNS_MIGRATION,
  externalColumns,
  SEARCH_COLUMNS_MIGRATION,
  searchColumns,
  SELECT_DOCS_OLDEST_FIRST,
  sortIndexesMigration,
  SQLITE_SEARCH_INDEX_MIGRATION,
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
import { type BudgetTable, countAttempt, insertAttempt } from "./login.ts";
import { type EventStore, eventTablesSql } from "./events.ts";
import { SqliteEventStore } from "./events_sqlite.ts";

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
];

/** The version that added the search columns: an older catalogue gets them filled in. */
const SEARCH_COLUMNS_VERSION = MIGRATIONS.indexOf(SEARCH_COLUMNS_MIGRATION) + 1;
/** The version that added the external-id columns: an older catalogue gets them filled in. */
const EXTERNAL_COLUMNS_VERSION = MIGRATIONS.indexOf(EXTERNAL_COLUMNS_MIGRATION) + 1;

/**
 * Distinct list queries whose pages, and titles whose documents, are kept in
 * memory. This process is the database's only writer, so a write drops those
 * it can affect; the catalogue is read far more often than it changes (and an
 * uncached read costs SQLite's per-statement WAL locking, measured as the
 * largest share of a GET /movies/{id}).
 */
export const LIST_CACHE_ENTRIES = 256;
/**
 * The kept pages' summaries in all, in characters: 256 pages of 500 titles
 * (a sitemap's walk over 100,000) held 1.2 GB of RSS (issue 35).
 */
export const LIST_CACHE_CHARACTERS = 8_000_000;
export const DOCUMENT_CACHE_ENTRIES = 1000;

/** The schema version that created the catalogue tables (the skeleton's v1 held no real data). */
const SEEDED_SCHEMA_VERSION = 2;

/** A bulk load's insert: a taken id or identity skips the row (no conflict target: every unique key). */
const LOAD_MOVIE = `${INSERT_MOVIE} ON CONFLICT DO NOTHING`;

function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error &&
    /UNIQUE constraint failed/.test(error.message);
}

export class SqliteMovieStore implements MovieStore {
  readonly #db: DatabaseSync;
  /** Prepared once per distinct SQL text: list queries come in a handful of shapes. */
  readonly #statements = new Map<string, StatementSync>();
  /** Each cached page with the query it answers, so a write drops only those it can affect. */
  readonly #pages = new Map<string, { query: ListQuery; page: MoviePage; size: number }>();
  /** The characters of the kept pages' summaries (LIST_CACHE_CHARACTERS). */
  #pagesSize = 0;
  /** Each filter set's total (a write drops the ones it may change). */
  readonly #totals = new ListTotals({ entries: LIST_CACHE_ENTRIES });
  readonly #docs = new Map<string, string>();
  readonly #listeners = new ChangeListeners();
  readonly events: EventStore;

  private constructor(db: DatabaseSync) {
    this.#db = db;
    this.events = new SqliteEventStore(db);
  }

  /** Opens (or creates) the database at `path`, migrates it and seeds it when empty. */
  static open(path: string, seed: Seed): SqliteMovieStore {
    const db = new DatabaseSync(path);
    db.exec(
      "PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 5000;",
    );
    const store = new SqliteMovieStore(db);
    // Seeded once, when the schema that holds the catalogue is created: a
    // catalogue the admin emptied stays empty across restarts.
    if (store.#migrate() < SEEDED_SCHEMA_VERSION) store.#seed(seed);
    return store;
  }

  #statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  #transaction<T>(work: () => T): T {
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      this.#db.exec("ROLLBACK");
      throw error;
    }
  }

  /** Applies the missing migrations; returns the version the database had before. */
  #migrate(): number {
    const { user_version: applied } = this.#db.prepare("PRAGMA user_version")
      .get() as {
        user_version: number;
      };
    for (let i = applied; i < MIGRATIONS.length; i++) {
      this.#transaction(() => {
        this.#db.exec(MIGRATIONS[i]!);
        if (i + 1 === SEARCH_COLUMNS_VERSION) this.#fillSearchColumns();
        if (i + 1 === EXTERNAL_COLUMNS_VERSION) this.#fillExternalColumns();
        this.#db.exec(`PRAGMA user_version = ${i + 1}`);
      });
    }
    return applied;
  }

  #fillSearchColumns(): void {
    const update = this.#db.prepare(UPDATE_SEARCH_COLUMNS);
    const rows = this.#db.prepare("SELECT id, doc FROM movies").all() as {
      id: string;
      doc: string;
    }[];
    for (const { id, doc } of rows) update.run(...searchColumns(doc), id);
  }

  #fillExternalColumns(): void {
    const update = this.#db.prepare(UPDATE_EXTERNAL_COLUMNS);
    const rows = this.#db.prepare(SELECT_DOCS_OLDEST_FIRST).all() as {
      id: string;
      doc: string;
    }[];
    for (const params of externalColumns(rows)) update.run(...params);
  }

  #seed(seed: Seed): void {
    this.#transaction(() => {
      const insert = this.#statement(INSERT_MOVIE);
      for (const movie of seed.movies) {
        insert.run(...rowParams(toRow(movie)));
      }
      const insertEmbed = this.#statement(INSERT_EMBED);
      seed.embeds.forEach((embed, position) => {
        insertEmbed.run(...embedParams(embed, position));
      });
    });
  }

  list(query: ListQuery): Promise<MoviePage> {
    const key = JSON.stringify(query);
    const cached = this.#pages.get(key);
    if (cached) return Promise.resolve(cached.page);
    const clauses = listClauses(query, "sqlite");
    const { where, orderBy, orderParams, filters, sortColumn } = clauses;
    // The sqlite dialect passes lists as JSON text: every parameter is a scalar.
    const scalars = (params: typeof clauses.params) => params as (string | number)[];
    // Two statements, not one with count(*) OVER (): the window would read every
    // matching row, while LIMIT on an indexed order stops after one page.
    // The page's rows first, then their summaries: sorted together, every
    // matching title's summary (kilobytes) went through the sorter (issue 35:
    // 262 ms against 73 ms for a search matching 1,607 of 100,000 titles).
    const rows = this.#statement(
      `SELECT rowid, ${sortColumn} AS sort_value, id FROM movies ${where} ${orderBy} LIMIT ? OFFSET ?`,
    )
      .all(...scalars(clauses.params), ...orderParams, query.limit, query.offset ?? 0) as {
        rowid: number;
        sort_value: string | number | null;
        id: string;
      }[];
    const summaries = new Map(
      (this.#statement(
        "SELECT rowid, summary FROM movies WHERE rowid IN (SELECT value FROM json_each(?))",
      ).all(JSON.stringify(rows.map((row) => row.rowid))) as { rowid: number; summary: string }[])
        .map((row) => [row.rowid, row.summary]),
    );
    const page: MoviePage = {
      movies: rows.map((row) => summaries.get(row.rowid)!),
      total: this.#count(query, filters.where, scalars(filters.params)),
    };
    const last = rows.length === query.limit ? rows.at(-1) : undefined;
    const next = last && encodeCursor(query, { value: last.sort_value, id: last.id });
    if (next) page.next = next;
    const size = page.movies.reduce((sum, summary) => sum + summary.length, 0);
    while (
      this.#pages.size > 0 &&
      (this.#pages.size >= LIST_CACHE_ENTRIES || this.#pagesSize + size > LIST_CACHE_CHARACTERS)
    ) {
      this.#dropPage(this.#pages.keys().next().value!);
    }
    this.#pages.set(key, { query, page, size });
    this.#pagesSize += size;
    return Promise.resolve(page);
  }

  /** How many titles the filters of `query` match (its order and page do not count). */
  #count(query: ListQuery, where: string, params: readonly (string | number)[]): number {
    const kept = this.#totals.lookup(query);
    if (kept !== undefined) return kept;
    const { n } = this.#statement(`SELECT count(*) AS n FROM movies ${where}`)
      .get(...params) as { n: number };
    return this.#totals.remember(query, n);
  }

  get(id: string): Promise<string | undefined> {
    const cached = this.#docs.get(id);
    if (cached !== undefined) return Promise.resolve(cached);
    const row = this.#statement("SELECT doc FROM movies WHERE id = ?").get(id) as
      | { doc: string }
      | undefined;
    if (row) {
      if (this.#docs.size >= DOCUMENT_CACHE_ENTRIES) {
        this.#docs.delete(this.#docs.keys().next().value!);
      }
      this.#docs.set(id, row.doc);
    }
    return Promise.resolve(row?.doc);
  }

  /**
   * Titles changed (each as its rows before and after): their documents and
   * the cached pages that may list them go; other pages stay (issue 35: a
   * bulk import of drafts leaves every public list warm).
   */
  #changed(rows: readonly MovieRow[]): void {
    this.#listeners.tell(rows, (change) => {
      for (const id of change.ids) this.#docs.delete(id);
      for (const [key, { query }] of this.#pages) {
        if (change.mayList(query)) this.#dropPage(key);
      }
      this.#totals.changed(change);
    });
  }

  onChange(listener: ChangeListener): void {
    this.#listeners.add(listener);
  }

  #dropPage(key: string): void {
    this.#pagesSize -= this.#pages.get(key)?.size ?? 0;
    this.#pages.delete(key);
  }

  /** Records one write in the audit trail (inside the write's transaction); the entry's id. */
  #record(record: AuditRecord, context: WriteContext): number {
    const { lastInsertRowid } = this.#statement(INSERT_AUDIT).run(
      ...auditParams(record, context),
    );
    return Number(lastInsertRowid);
  }

  /** Runs a write and its audit entries in one transaction; "conflict" on a unique violation. */
  /** `touched` collects the rows the work changes (before and after), whose cached pages go. */
  #write<T>(touched: MovieRow[], work: () => T): T | "conflict" {
    let result: T;
    try {
      result = this.#transaction(work);
    } catch (error) {
      // Rolled back: nothing changed.
      if (isUniqueViolation(error)) return "conflict";
      throw error;
    }
    this.#changed(touched);
    return result;
  }

  insert(movie: Movie, context: WriteContext): Promise<WriteResult> {
    const row = toRow(movie);
    const result = this.#write([row], () => {
      this.#statement(INSERT_MOVIE).run(...rowParams(row));
      this.#record(insertAudit(movie, context), context);
      return "ok" as const;
    });
    return Promise.resolve(result);
  }

  insertMany(movies: readonly Movie[]): Promise<LoadResult> {
    const touched: MovieRow[] = [];
    const result = this.#transaction(() => {
      const insert = this.#statement(LOAD_MOVIE);
      const inserted = new Set<string>();
      for (const movie of movies) {
        const row = toRow(movie);
        if (Number(insert.run(...rowParams(row)).changes) === 1) {
          inserted.add(movie._id);
          touched.push(row);
        }
      }
      return loadResult(movies, inserted);
    });
    this.#changed(touched);
    return Promise.resolve(result);
  }

  /** One title's update inside a transaction (BEGIN IMMEDIATE holds the write lock). */
  #updateLocked(
    id: string,
    change: TitleChange,
    options: UpdateOptions,
    touched: MovieRow[],
  ): UpdateResult {
    const row = this.#statement("SELECT doc FROM movies WHERE id = ?").get(id) as
      | { doc: string }
      | undefined;
    if (!row) return { result: "missing" };
    const planned = planUpdate(row.doc, change, options);
    const changes = planned.result === "ok"
      ? Number(this.#statement(planned.sql).run(...planned.params).changes)
      : 0;
    const result = updateResult(planned, changes);
    if (result.result === "ok") {
      touched.push(...rowsOf(row.doc, result.movie));
      this.#record(updateAudit(change, options, result), options);
    }
    return result;
  }

  update(id: string, change: TitleChange, options: UpdateOptions): Promise<UpdateResult> {
    const touched: MovieRow[] = [];
    const result = this.#write(touched, () => this.#updateLocked(id, change, options, touched));
    return Promise.resolve(result === "conflict" ? { result } : result);
  }

  /** Moves one title to the deleted ones, inside a transaction; false when there is none. */
  #removeLocked(id: string, context: WriteContext, touched: MovieRow[]): boolean {
    const row = this.#statement("SELECT doc FROM movies WHERE id = ?").get(id) as
      | { doc: string }
      | undefined;
    if (!row) return false;
    touched.push(...rowsOf(row.doc));
    const auditId = this.#record(deleteAudit(row.doc), context);
    this.#statement(KEEP_DELETED).run(id, context.now, auditId, row.doc);
    this.#statement("DELETE FROM movies WHERE id = ?").run(id);
    return true;
  }

  remove(id: string, context: WriteContext): Promise<boolean> {
    const touched: MovieRow[] = [];
    return Promise.resolve(
      this.#write(touched, () => this.#removeLocked(id, context, touched)) === true,
    );
  }

  updateMany(
    ids: readonly string[],
    flags: MovieFlags,
    context: WriteContext,
  ): Promise<BulkResult> {
    const touched: MovieRow[] = [];
    const outcome = this.#transaction(() =>
      bulkResult(
        ids,
        (id) =>
          this.#updateLocked(id, { kind: "flags", flags }, bulkContext(context), touched)
            .result === "ok",
      )
    );
    this.#changed(touched);
    return Promise.resolve(outcome);
  }

  removeMany(ids: readonly string[], context: WriteContext): Promise<BulkResult> {
    const touched: MovieRow[] = [];
    const outcome = this.#transaction(() =>
      bulkResult(ids, (id) => this.#removeLocked(id, bulkContext(context), touched))
    );
    this.#changed(touched);
    return Promise.resolve(outcome);
  }

  restore(id: string, context: WriteContext): Promise<RestoreResult> {
    const touched: MovieRow[] = [];
    const result = this.#write(touched, (): RestoreResult => {
      const row = this.#statement(
        "SELECT doc FROM deleted_movies WHERE id = ? AND deleted_at > ?",
      ).get(id, retentionCutoff(context.now)) as { doc: string } | undefined;
      if (!row) return { result: "missing" };
      const movie = restoredMovie(row.doc, context.now);
      const values = toRow(movie);
      touched.push(values);
      this.#statement(INSERT_MOVIE).run(...rowParams(values));
      this.#statement("DELETE FROM deleted_movies WHERE id = ?").run(id);
      this.#record({ action: "restore", movie }, context);
      return { result: "ok", movie };
    });
    return Promise.resolve(result === "conflict" ? { result } : result);
  }

  purgeDeleted(now: number): Promise<number> {
    const { changes } = this.#statement("DELETE FROM deleted_movies WHERE deleted_at <= ?").run(
      retentionCutoff(now),
    );
    return Promise.resolve(Number(changes));
  }

  listAudit(query: AuditQuery, now: number): Promise<AuditPage> {
    const { page, count, filters } = auditStatements(query, "sqlite");
    const rows = this.#statement(page).all(
      retentionCutoff(now),
      ...filters,
      query.limit,
      query.offset,
    ) as Record<string, unknown>[];
    const { n } = this.#statement(count).get(...filters) as { n: number };
    return Promise.resolve({ entries: rows.map(auditFromRow), total: Number(n) });
  }

  counts(): Promise<MovieCounts> {
    return Promise.resolve(
      countsOf(this.#statement(COUNTS_SQL).get() as Record<string, unknown> | undefined),
    );
  }

  listEmbeds(): Promise<Embed[]> {
    const rows = this.#statement(
      `SELECT ${EMBED_COLUMNS} FROM embeds ORDER BY position`,
    ).all() as unknown as EmbedRow[];
    return Promise.resolve(rows.map(embedFromRow));
  }

  getEmbed(slug: string): Promise<Embed | undefined> {
    const row = this.#statement(
      `SELECT ${EMBED_COLUMNS} FROM embeds WHERE slug = ?`,
    ).get(slug) as EmbedRow | undefined;
    return Promise.resolve(row ? embedFromRow(row) : undefined);
  }

  randomEmbed(): Promise<Embed | undefined> {
    const row = this.#statement(
      `SELECT ${EMBED_COLUMNS} FROM embeds ORDER BY random() LIMIT 1`,
    ).get() as EmbedRow | undefined;
    return Promise.resolve(row ? embedFromRow(row) : undefined);
  }

  createSession(session: Session): Promise<void> {
    this.#statement(
      "INSERT INTO sessions (token_hash, expires_at, username) VALUES (?, ?, ?)",
    ).run(
      session.tokenHash,
      session.expiresAt,
      session.username,
    );
    return Promise.resolve();
  }

  getSession(tokenHash: string, now: number): Promise<Session | undefined> {
    const row = this.#statement(
      "SELECT token_hash, expires_at, username FROM sessions WHERE token_hash = ? AND expires_at > ?",
    ).get(tokenHash, now) as
      | { token_hash: string; expires_at: number; username: string }
      | undefined;
    return Promise.resolve(
      row
        ? { tokenHash: row.token_hash, expiresAt: Number(row.expires_at), username: row.username }
        : undefined,
    );
  }

  deleteSession(tokenHash: string): Promise<void> {
    this.#statement("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
    return Promise.resolve();
  }

  deleteExpiredSessions(now: number): Promise<void> {
    this.#statement("DELETE FROM sessions WHERE expires_at <= ?").run(now);
    return Promise.resolve();
  }

  countLoginAttempt(
    key: string,
    now: number,
    windowMs: number,
    maxKeys: number,
  ): Promise<LoginBudget | "full"> {
    return Promise.resolve(this.#countInWindow("login_attempts", key, now, windowMs, maxKeys));
  }

  countTransferCreation(
    key: string,
    now: number,
    windowMs: number,
    maxKeys: number,
  ): Promise<LoginBudget | "full"> {
    return Promise.resolve(this.#countInWindow("transfer_creations", key, now, windowMs, maxKeys));
  }

  #countInWindow(
    table: BudgetTable,
    key: string,
    now: number,
    windowMs: number,
    maxKeys: number,
  ): LoginBudget | "full" {
    // One synchronous transaction: no other attempt of this process runs in
    // between, and BEGIN IMMEDIATE keeps other processes out.
    return this.#transaction(() => {
      const cutoff = now - windowMs;
      const counted = this.#statement(countAttempt(table)).get(cutoff, cutoff, now, key) as
        | { attempts: number; window_start: number }
        | undefined;
      if (counted) return { attempts: counted.attempts, windowStart: counted.window_start };
      this.#statement(`DELETE FROM ${table} WHERE window_start <= ?`).run(cutoff);
      const { n } = this.#statement(`SELECT count(*) AS n FROM ${table}`).get() as {
        n: number;
      };
      if (n >= maxKeys) return "full" as const;
      this.#statement(insertAttempt(table)).run(key, now);
      return { attempts: 1, windowStart: now };
    });
  }

  clearLoginAttempts(key: string): Promise<void> {
    this.#statement("DELETE FROM login_attempts WHERE key = ?").run(key);
    return Promise.resolve();
  }

  createTransfer(transfer: Transfer, now: number, maxLive: number): Promise<"ok" | "full"> {
    return Promise.resolve(this.#transaction(() => {
      this.#statement("DELETE FROM transfers WHERE expires_at <= ?").run(now);
      const { n } = this.#statement("SELECT count(*) AS n FROM transfers").get() as { n: number };
      if (n >= maxLive) return "full" as const;
      this.#statement("INSERT INTO transfers (id, expires_at, payload) VALUES (?, ?, ?)").run(
        transfer.id,
        transfer.expiresAt,
        transfer.payload,
      );
      return "ok" as const;
    }));
  }

  takeTransfer(id: string, now: number): Promise<Uint8Array | undefined> {
    this.#statement("DELETE FROM transfers WHERE expires_at <= ?").run(now);
    // One statement: the row is gone the moment it is read, for every connection.
    const row = this.#statement(
      "DELETE FROM transfers WHERE id = ? AND expires_at > ? RETURNING payload",
    ).get(id, now) as { payload: Uint8Array } | undefined;
    return Promise.resolve(row ? new Uint8Array(row.payload) : undefined);
  }

  ping(): Promise<void> {
    this.#statement("SELECT 1").get();
    return Promise.resolve();
  }

  migrated(): Promise<boolean> {
    const row = this.#statement("PRAGMA user_version").get() as { user_version: number };
    return Promise.resolve(row.user_version === MIGRATIONS.length);
  }

  close(): Promise<void> {
    this.#db.close();
    return Promise.resolve();
  }
}
