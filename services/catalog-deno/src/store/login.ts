/**
 * The SQL of the sign-in budget, the same text for both engines (the
 * PostgreSQL adapter numbers its `?`s). Every right-hand side of a SET reads
 * the row as it was before the update, so an expired window restarts at 1
 * and a live one only grows: a locked key stays locked until its window ends.
 */

/** SET clause that counts one attempt; parameters: cutoff (now - window), cutoff, now. */
export const ATTEMPT_COUNTING = `
  attempts = CASE WHEN login_attempts.window_start <= ? THEN 1 ELSE login_attempts.attempts + 1 END,
  window_start = CASE WHEN login_attempts.window_start <= ? THEN ? ELSE login_attempts.window_start END`;

/** Counts one attempt under an existing key; parameters: cutoff, cutoff, now, key. */
export const COUNT_ATTEMPT =
  `UPDATE login_attempts SET ${ATTEMPT_COUNTING} WHERE key = ? RETURNING attempts, window_start`;

/** Adds a new key with its first attempt; parameters: key, now. */
export const INSERT_ATTEMPT =
  "INSERT INTO login_attempts (key, window_start, attempts) VALUES (?, ?, 1)";
