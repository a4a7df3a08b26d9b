import postgres from "postgres";

/** The shared query builders write `?`; PostgreSQL numbers its parameters. */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** A unique key (an id, identity or TMDB id) already taken. */
export function isUniqueViolation(error: unknown): boolean {
  return error instanceof postgres.PostgresError && error.code === "23505";
}
