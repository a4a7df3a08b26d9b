/**
 * The SQL of a fixed-window budget (sign-in attempts, transfer creations),
 * the same text for both engines (the PostgreSQL adapter numbers its `?`s).
 * Every right-hand side of a SET reads the row as it was before the update,
 * so an expired window restarts at 1 and a live one only grows: a locked key
 * stays locked until its window ends. Each budget has its own table (key,
 * window_start, attempts), so one kind of traffic can never fill another's.
 */

/** The tables holding budgets; the only names ever put into the SQL below. */
export type BudgetTable = "login_attempts" | "transfer_creations";

/** SET clause that counts one attempt; parameters: cutoff (now - window), cutoff, now. */
export const attemptCounting = (table: BudgetTable) => `
  attempts = CASE WHEN ${table}.window_start <= ? THEN 1 ELSE ${table}.attempts + 1 END,
  window_start = CASE WHEN ${table}.window_start <= ? THEN ? ELSE ${table}.window_start END`;

/** Counts one attempt under an existing key; parameters: cutoff, cutoff, now, key. */
export const countAttempt = (table: BudgetTable) =>
  `UPDATE ${table} SET ${attemptCounting(table)} WHERE key = ? RETURNING attempts, window_start`;

/** Adds a new key with its first attempt; parameters: key, now. */
export const insertAttempt = (table: BudgetTable) =>
  `INSERT INTO ${table} (key, window_start, attempts) VALUES (?, ?, 1)`;
