/** Sessions, sign-in budgets and device transfers in SQLite (AccessStore). */
import type { AccessStore } from "./access.ts";
import { type BudgetTable, countAttempt, insertAttempt } from "./login.ts";
import type { SqliteDb } from "./sqlite_db.ts";
import type { LoginBudget, Session, Transfer } from "./types.ts";

export class SqliteAccess implements AccessStore {
  readonly #db: SqliteDb;

  constructor(db: SqliteDb) {
    this.#db = db;
  }

  createSession(session: Session): Promise<void> {
    this.#db.statement(
      "INSERT INTO sessions (token_hash, expires_at, username) VALUES (?, ?, ?)",
    ).run(
      session.tokenHash,
      session.expiresAt,
      session.username,
    );
    return Promise.resolve();
  }

  getSession(tokenHash: string, now: number): Promise<Session | undefined> {
    const row = this.#db.statement(
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
    this.#db.statement("DELETE FROM sessions WHERE token_hash = ?").run(tokenHash);
    return Promise.resolve();
  }

  deleteExpiredSessions(now: number): Promise<void> {
    this.#db.statement("DELETE FROM sessions WHERE expires_at <= ?").run(now);
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
    return this.#db.transaction(() => {
      const cutoff = now - windowMs;
      const counted = this.#db.statement(countAttempt(table)).get(cutoff, cutoff, now, key) as
        | { attempts: number; window_start: number }
        | undefined;
      if (counted) return { attempts: counted.attempts, windowStart: counted.window_start };
      this.#db.statement(`DELETE FROM ${table} WHERE window_start <= ?`).run(cutoff);
      const { n } = this.#db.statement(`SELECT count(*) AS n FROM ${table}`).get() as {
        n: number;
      };
      if (n >= maxKeys) return "full" as const;
      this.#db.statement(insertAttempt(table)).run(key, now);
      return { attempts: 1, windowStart: now };
    });
  }

  clearLoginAttempts(key: string): Promise<void> {
    this.#db.statement("DELETE FROM login_attempts WHERE key = ?").run(key);
    return Promise.resolve();
  }

  createTransfer(transfer: Transfer, now: number, maxLive: number): Promise<"ok" | "full"> {
    return Promise.resolve(this.#db.transaction(() => {
      this.#db.statement("DELETE FROM transfers WHERE expires_at <= ?").run(now);
      const { n } = this.#db.statement("SELECT count(*) AS n FROM transfers").get() as {
        n: number;
      };
      if (n >= maxLive) return "full" as const;
      this.#db.statement("INSERT INTO transfers (id, expires_at, payload) VALUES (?, ?, ?)").run(
        transfer.id,
        transfer.expiresAt,
        transfer.payload,
      );
      return "ok" as const;
    }));
  }

  takeTransfer(id: string, now: number): Promise<Uint8Array | undefined> {
    this.#db.statement("DELETE FROM transfers WHERE expires_at <= ?").run(now);
    // One statement: the row is gone the moment it is read, for every connection.
    const row = this.#db.statement(
      "DELETE FROM transfers WHERE id = ? AND expires_at > ? RETURNING payload",
    ).get(id, now) as { payload: Uint8Array } | undefined;
    return Promise.resolve(row ? new Uint8Array(row.payload) : undefined);
  }
}
