/** The event counters (events.ts) on SQLite, sharing the catalogue's connection. */
import type { DatabaseSync, StatementSync } from "node:sqlite";
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

type Row = Record<string, unknown>;

export class SqliteEventStore implements EventStore {
  readonly #db: DatabaseSync;
  readonly #statements = new Map<string, StatementSync>();

  constructor(db: DatabaseSync) {
    this.#db = db;
  }

  #statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  #all(sql: string, params: Array<string | number>): Row[] {
    return this.#statement(sql).all(...params) as Row[];
  }

  write(batch: CountBatch): Promise<void> {
    const statements = batchStatements(batch);
    if (statements.length === 0) return Promise.resolve();
    // Synchronous from BEGIN to COMMIT: no other request of this process runs
    // in between, and BEGIN IMMEDIATE keeps other processes out.
    this.#db.exec("BEGIN IMMEDIATE");
    try {
      for (const [sql, params] of statements) this.#statement(sql).run(...params);
      this.#db.exec("COMMIT");
    } catch (error) {
      this.#db.exec("ROLLBACK");
      return Promise.reject(error);
    }
    return Promise.resolve();
  }

  countsByDay(from: string, to: string) {
    return Promise.resolve(
      this.#all(EVENT_SQL.countsByDay, [from, to, from, to, from, to]).map(dayKindCountOf),
    );
  }

  topTitles(from: string, to: string, limit: number) {
    return Promise.resolve(
      this.#all(EVENT_SQL.topTitles, [from, to, NO_TITLE, limit]).map(titleTotalsOf),
    );
  }

  noResultSearches(from: string, to: string, limit: number) {
    return Promise.resolve(
      this.#all(EVENT_SQL.noResultSearches, [from, to, limit]).map(noResultOf),
    );
  }

  hostHealth(sinceHour: number) {
    return Promise.resolve(this.#all(EVENT_SQL.hostHealth, [sinceHour]).map(hostTotalsOf));
  }

  purge(beforeDay: string, beforeHour: number): Promise<void> {
    this.#statement(EVENT_SQL.purgeTitles).run(beforeDay);
    this.#statement(EVENT_SQL.purgeSearches).run(beforeDay);
    this.#statement(EVENT_SQL.purgePlayback).run(beforeHour);
    return Promise.resolve();
  }
}
