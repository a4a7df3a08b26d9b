/** Sessions, sign-in budgets and device transfers in PostgreSQL (AccessStore). */
import type postgres from "postgres";
import type { AccessStore } from "./access.ts";
import { attemptCounting, type BudgetTable, countAttempt, insertAttempt } from "./login.ts";
import { numbered } from "./postgres_sql.ts";
import type { LoginBudget, Session, Transfer } from "./types.ts";

export class PostgresAccess implements AccessStore {
  readonly #sql: postgres.Sql;

  constructor(sql: postgres.Sql) {
    this.#sql = sql;
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
}
