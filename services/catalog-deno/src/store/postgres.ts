import postgres from "postgres";
import { AccessForwarder } from "./access.ts";
import { auditFromRow, auditStatements, restoredMovie, retentionCutoff } from "./audit.ts";
import type { EventStore } from "./events.ts";
import { PostgresEventStore } from "./events_postgres.ts";
import { encodeCursor, listClauses, searches } from "./list.ts";
import { PostgresAccess } from "./postgres_access.ts";
import { migrateAndSeed, MIGRATIONS } from "./postgres_schema.ts";
import { isUniqueViolation, numbered } from "./postgres_sql.ts";
import {
  INSERT_MOVIE_NUMBERED,
  LOAD_ROWS_PER_STATEMENT,
  loadStatement,
  record,
  removeLocked,
  updateLocked,
} from "./postgres_writes.ts";
import {
  countsOf,
  countsSql,
  EMBED_COLUMNS,
  embedFromRow,
  type EmbedRow,
  type MovieRow,
  toRow,
} from "./rows.ts";
import type { MovieStore } from "./store.ts";
import { ListTotals } from "./totals.ts";
import type {
  AuditPage,
  AuditQuery,
  BulkResult,
  ChangeListener,
  Embed,
  ListQuery,
  LoadResult,
  Movie,
  MovieCounts,
  MovieFlags,
  MoviePage,
  RestoreResult,
  Seed,
  TitleChange,
  UpdateOptions,
  UpdateResult,
  WriteContext,
  WriteResult,
} from "./types.ts";
import {
  bulkContext,
  bulkResult,
  ChangeListeners,
  insertAudit,
  loadResult,
  rowParams,
} from "./writes.ts";

type Sql = postgres.Sql;

/** Connections one service process keeps open. */
export const POSTGRES_POOL_SIZE = 10;
/** Seconds `close()` waits for running queries before cutting connections. */
const CLOSE_TIMEOUT_S = 5;

/** A sort column's value as a cursor keeps it: BIGINT counts arrive as text or bigint. */
function sortValue(value: unknown, column: string): string | number | null {
  if (value === null || value === undefined) return null;
  if (column === "views" || column === "likes" || typeof value === "bigint") return Number(value);
  return typeof value === "number" ? value : String(value);
}

/** refreshStatistics: VACUUMs until the visibility map covers `movies`, at most this many, this far apart. */
const VACUUM_ATTEMPTS = 5;
const VACUUM_RETRY_MS = 1_000;

/** Filter sets whose totals are kept (the oldest goes first). */
const TOTALS_KEPT = 256;
/** How long a kept total stands for writes through other instances (as kept pages: 5 s). */
const TOTAL_TTL_MS = 5_000;

export class PostgresMovieStore extends AccessForwarder implements MovieStore {
  readonly #sql: Sql;
  readonly events: EventStore;
  readonly #listeners = new ChangeListeners();
  /**
   * Each filter set's total: this instance's writes drop the ones they may
   * change; another instance's writes show once a total is TOTAL_TTL_MS old.
   */
  readonly #totals = new ListTotals({ entries: TOTALS_KEPT, ttlMs: TOTAL_TTL_MS });

  private constructor(sql: Sql) {
    // Sessions, sign-in budgets and transfers: postgres_access.ts.
    super(new PostgresAccess(sql));
    this.#sql = sql;
    this.events = new PostgresEventStore(sql);
  }

  /** Connects, migrates and seeds a fresh database (postgres_schema.ts). */
  static async open(url: string, seed: Seed): Promise<PostgresMovieStore> {
    const sql = postgres(url, { max: POSTGRES_POOL_SIZE, onnotice: () => {} });
    try {
      await sql.begin((tx) => migrateAndSeed(tx, seed));
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
    // The page's ids first, then their summaries: the order's index answers
    // the first alone (an index-only scan), where reading `summary` beside it
    // fetched every skipped title's row (issue 35: a page at offset 75,000 of
    // 100,000 took 138 ms).
    const pageSql = (extra = "") =>
      numbered(
        `SELECT ${sortColumn} AS sort_value, id${extra} FROM movies ${where} ${orderBy} LIMIT ? OFFSET ?`,
      );
    const pageParams = [...params, ...orderParams, query.limit, query.offset ?? 0];
    const known = this.#totals.lookup(query);
    let rows: postgres.Row[];
    let total: number;
    if (searches(query)) {
      // A search's page sorts every match by rank, so the same scan counts
      // them too (a window count), where a count of its own scanned again.
      // Not behind a cursor, nor past the last match: the page then does not
      // see every match, and the total is counted apart.
      const countAlong = known === undefined && where === filters.where;
      rows = await this.#sql.unsafe(
        pageSql(countAlong ? ", count(*) OVER () AS total" : ""),
        pageParams,
        { prepare: true },
      );
      total = known ??
        (countAlong && (rows.length > 0 || !query.offset)
          ? this.#totals.remember(query, Number(rows[0]?.total ?? 0))
          : await this.#count(query, filters.where, filters.params));
    } else {
      [rows, total] = await Promise.all([
        this.#sql.unsafe(pageSql(), pageParams, { prepare: true }),
        known ?? this.#count(query, filters.where, filters.params),
      ]);
    }
    const ids = rows.map((row) => row.id as string);
    const summaries = new Map(
      (ids.length === 0
        ? []
        : await this.#sql`SELECT id, summary FROM movies WHERE id = ANY(${ids})`)
        .map((row) => [row.id as string, row.summary as string]),
    );
    const page: MoviePage = { movies: ids.map((id) => summaries.get(id)!), total };
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
    const [row] = await this.#sql.unsafe(countsSql("movies"));
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

  async ping(): Promise<void> {
    await this.#sql`SELECT 1`;
  }

  async migrated(): Promise<boolean> {
    const [row] = await this.#sql`SELECT max(version) AS version FROM schema_version`;
    return Number(row?.version ?? 0) === MIGRATIONS.length;
  }

  async refreshStatistics(): Promise<void> {
    await this.#sql`ANALYZE movies, movie_texts`;
    // VACUUM too: it sets the visibility map (index-only scans for the list
    // orders) and spares the service autovacuum's pass over the whole load.
    // A page is marked only when its rows are older than every snapshot
    // still open: an autovacuum ANALYZE of the load (of movie_texts, say)
    // running meanwhile left half of them unmarked, and every deep page of a
    // list read the rows behind them (issue 35: 45 ms instead of 5). Again
    // until the map covers the table, a few times at most.
    for (let attempt = 1; attempt <= VACUUM_ATTEMPTS; attempt++) {
      await this.#sql`VACUUM movies, movie_texts`;
      const [pages] = await this.#sql`
        SELECT relallvisible, relpages FROM pg_class WHERE oid = 'movies'::regclass`;
      if (Number(pages?.relallvisible) >= Number(pages?.relpages)) return;
      await new Promise((resolve) => setTimeout(resolve, VACUUM_RETRY_MS));
    }
  }

  async close(): Promise<void> {
    await this.#sql.end({ timeout: CLOSE_TIMEOUT_S });
  }
}
