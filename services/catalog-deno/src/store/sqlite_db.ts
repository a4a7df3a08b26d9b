import type { DatabaseSync, StatementSync } from "node:sqlite";

/** A SQLite connection with its prepared statements and write transactions. */
export class SqliteDb {
  readonly raw: DatabaseSync;
  /** Prepared once per distinct SQL text: list queries come in a handful of shapes. */
  readonly #statements = new Map<string, StatementSync>();

  constructor(raw: DatabaseSync) {
    this.raw = raw;
  }

  statement(sql: string): StatementSync {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.raw.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  transaction<T>(work: () => T): T {
    this.raw.exec("BEGIN IMMEDIATE");
    try {
      const result = work();
      this.raw.exec("COMMIT");
      return result;
    } catch (error) {
      this.raw.exec("ROLLBACK");
      throw error;
    }
  }
}
