/** The event counters (events.ts) on PostgreSQL, sharing the catalogue's pool. */
import type postgres from "postgres";
import {
  batchStatements,
  type CountBatch,
  dayKindCountOf,
  EVENT_SQL,
  type EventStore,
  hostTotalsOf,
  NO_TITLE,
  noResultOf,
  titleTotalsOf,
} from "./events.ts";

/** The shared SQL writes `?`; PostgreSQL numbers its parameters. */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

const SQL = Object.fromEntries(
  Object.entries(EVENT_SQL).map(([name, sql]) => [name, numbered(sql)]),
) as Record<keyof typeof EVENT_SQL, string>;

export class PostgresEventStore implements EventStore {
  readonly #sql: postgres.Sql;

  constructor(sql: postgres.Sql) {
    this.#sql = sql;
  }

  async write(batch: CountBatch): Promise<void> {
    const statements = batchStatements(batch);
    if (statements.length === 0) return;
    // Upserts that add: replicas writing the same counter at once each add
    // their own share (the row lock orders them). Issued together, they are
    // pipelined on the transaction's connection.
    await this.#sql.begin(async (tx) => {
      await Promise.all(
        statements.map(([sql, params]) => tx.unsafe(numbered(sql), params, { prepare: true })),
      );
    });
  }

  async countsByDay(from: string, to: string) {
    const rows = await this.#sql.unsafe(SQL.countsByDay, [from, to, from, to, from, to]);
    return rows.map(dayKindCountOf);
  }

  async topTitles(from: string, to: string, limit: number) {
    const rows = await this.#sql.unsafe(SQL.topTitles, [from, to, NO_TITLE, limit]);
    return rows.map(titleTotalsOf);
  }

  async noResultSearches(from: string, to: string, limit: number) {
    const rows = await this.#sql.unsafe(SQL.noResultSearches, [from, to, limit]);
    return rows.map(noResultOf);
  }

  async hostHealth(sinceHour: number) {
    const rows = await this.#sql.unsafe(SQL.hostHealth, [sinceHour]);
    return rows.map(hostTotalsOf);
  }

  async purge(beforeDay: string, beforeHour: number): Promise<void> {
    await this.#sql.unsafe(SQL.purgeTitles, [beforeDay]);
    await this.#sql.unsafe(SQL.purgeSearches, [beforeDay]);
    await this.#sql.unsafe(SQL.purgePlayback, [beforeHour]);
  }
}
