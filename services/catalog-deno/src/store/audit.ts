/**
 * The audit trail and the deleted titles (issue 16) as both adapters store
 * them: the SQL is the same text for SQLite and PostgreSQL (the PostgreSQL
 * adapter numbers its `?`s), the rows are built and read here.
 */
import { fold } from "../text.ts";
import { changedFields, nextUpdatedAt } from "../titles.ts";
import {
  type AuditAction,
  type AuditEntry,
  type AuditQuery,
  DELETED_RETENTION_MS,
  type Dialect,
  type Movie,
  type WriteContext,
} from "./types.ts";

/** One entry to record; its id is given by the database. */
export interface AuditRecord {
  action: AuditAction;
  movie: Movie;
  /** The version before an update or a status change. */
  before?: Movie | undefined;
}

export const INSERT_AUDIT =
  `INSERT INTO audit_log (at, actor, action, movie_id, movie_title, title_key, bulk, changes)
   VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

/** INSERT_AUDIT's parameters. */
export function auditParams(record: AuditRecord, context: WriteContext): (string | number)[] {
  const changes = record.before ? changedFields(record.before, record.movie) : [];
  return [
    context.now,
    context.actor,
    record.action,
    record.movie._id,
    record.movie.title,
    fold(record.movie.title),
    context.bulk ? 1 : 0,
    JSON.stringify(changes),
  ];
}

/**
 * Keeps a deleted title for a restore; a title deleted again under the same
 * id (a restored one) replaces the older copy. Parameters: id, deleted_at,
 * audit_id, doc.
 */
export const KEEP_DELETED =
  `INSERT INTO deleted_movies (id, deleted_at, audit_id, doc) VALUES (?, ?, ?, ?)
  ON CONFLICT (id) DO UPDATE SET deleted_at = excluded.deleted_at, audit_id = excluded.audit_id,
    doc = excluded.doc`;

/** The moment before which deletions are too old to restore, as of `now`. */
export function retentionCutoff(now: number): number {
  return now - DELETED_RETENTION_MS;
}

/** The title a restore puts back: the deleted version with a later `updatedAt`. */
export function restoredMovie(doc: string, now: number): Movie {
  const movie = JSON.parse(doc) as Movie;
  return { ...movie, updatedAt: nextUpdatedAt(movie.updatedAt, now) };
}

/**
 * The page of entries and their count for `query`: parameters of the page
 * statement are the cutoff for `restorable` first, then the filters, then
 * limit and offset; the count takes the filters alone.
 */
export function auditStatements(
  query: AuditQuery,
  dialect: Dialect,
): { page: string; count: string; filters: (string | number)[] } {
  const conditions: string[] = [];
  const filters: (string | number)[] = [];
  if (query.action !== undefined) {
    conditions.push("action = ?");
    filters.push(query.action);
  }
  if (query.q !== undefined && query.q.trim() !== "") {
    conditions.push(dialect === "sqlite" ? "instr(title_key, ?) > 0" : "strpos(title_key, ?) > 0");
    filters.push(fold(query.q.trim()));
  }
  if (query.movieId !== undefined) {
    conditions.push("movie_id = ?");
    filters.push(query.movieId);
  }
  if (query.from !== undefined) {
    conditions.push("at >= ?");
    filters.push(query.from);
  }
  if (query.to !== undefined) {
    conditions.push("at < ?");
    filters.push(query.to);
  }
  const where = conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
  return {
    page: `SELECT id, at, actor, action, movie_id, movie_title, bulk, changes,
        EXISTS (SELECT 1 FROM deleted_movies d WHERE d.audit_id = audit_log.id AND d.deleted_at > ?)
          AS restorable
      FROM audit_log ${where} ORDER BY at DESC, id DESC LIMIT ? OFFSET ?`,
    count: `SELECT count(*) AS n FROM audit_log ${where}`,
    filters,
  };
}

/** An entry as either driver returns it (PostgreSQL: bigints as text, booleans as booleans). */
export function auditFromRow(row: Record<string, unknown>): AuditEntry {
  return {
    id: Number(row.id),
    at: new Date(Number(row.at)).toISOString(),
    actor: String(row.actor),
    action: row.action as AuditAction,
    movieId: String(row.movie_id),
    movieTitle: String(row.movie_title),
    bulk: Number(row.bulk) === 1,
    changes: JSON.parse(String(row.changes)),
    restorable: Boolean(Number(row.restorable)),
  };
}
