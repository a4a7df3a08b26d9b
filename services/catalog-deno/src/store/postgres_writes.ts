/**
 * A title's writes in PostgreSQL, inside a transaction the store opens: rows
 * locked in id order, the planned SQL numbered, audit entries recorded.
 */
import type postgres from "postgres";
import { auditParams, type AuditRecord, INSERT_AUDIT, KEEP_DELETED } from "./audit.ts";
import { numbered } from "./postgres_sql.ts";
import { type MovieRow, ROW_COLUMNS } from "./rows.ts";
import type { TitleChange, UpdateOptions, UpdateResult, WriteContext } from "./types.ts";
import {
  deleteAudit,
  INSERT_MOVIE,
  planUpdate,
  rowsOf,
  updateAudit,
  updateResult,
} from "./writes.ts";

export const INSERT_MOVIE_NUMBERED = numbered(INSERT_MOVIE);
/**
 * Rows per statement of a bulk load: one multi-row INSERT carries
 * rows × columns parameters, and PostgreSQL's protocol allows 65,535.
 */
export const LOAD_ROWS_PER_STATEMENT = 1000;

/** A bulk load's insert of `rows` titles; a taken id or identity skips the row. */
export function loadStatement(rows: number): string {
  const width = ROW_COLUMNS.length;
  const values = Array.from(
    { length: rows },
    (_, r) => `(${ROW_COLUMNS.map((_, c) => `$${r * width + c + 1}`).join(", ")})`,
  );
  return `INSERT INTO movies (${ROW_COLUMNS.join(", ")}) VALUES ${
    values.join(", ")
  } ON CONFLICT DO NOTHING RETURNING id`;
}

/**
 * Updates the titles `ids` in the transaction `tx`: their rows are locked in
 * id order (so two bulk requests over the same titles queue instead of
 * deadlocking), then each planned write runs; titles with no row are "missing".
 */
export async function updateLocked(
  tx: postgres.TransactionSql,
  ids: readonly string[],
  change: TitleChange,
  options: UpdateOptions,
  touched: MovieRow[],
): Promise<Map<string, UpdateResult>> {
  const rows = await tx`
    SELECT id, doc FROM movies WHERE id = ANY(${[...ids]}) ORDER BY id FOR UPDATE`;
  const results = new Map<string, UpdateResult>(ids.map((id) => [id, { result: "missing" }]));
  // Queries issued together are pipelined on the transaction's connection.
  await Promise.all(rows.map(async (row) => {
    const planned = planUpdate(row.doc as string, change, options);
    const changes = planned.result === "ok"
      ? (await tx.unsafe(numbered(planned.sql), planned.params)).count
      : 0;
    const result = updateResult(planned, changes);
    if (result.result === "ok") {
      touched.push(...rowsOf(row.doc as string, result.movie));
      await record(tx, updateAudit(change, options, result), options);
    }
    results.set(row.id as string, result);
  }));
  return results;
}

const INSERT_AUDIT_RETURNING = numbered(`${INSERT_AUDIT} RETURNING id`);

/** Records one write in the audit trail, inside the write's transaction; the entry's id. */
export async function record(
  tx: postgres.TransactionSql,
  entry: AuditRecord,
  context: WriteContext,
): Promise<number> {
  const [row] = await tx.unsafe(INSERT_AUDIT_RETURNING, auditParams(entry, context));
  return Number(row!.id);
}

/** Moves the titles `ids` to the deleted ones in the transaction `tx`; the ids moved. */
export async function removeLocked(
  tx: postgres.TransactionSql,
  ids: readonly string[],
  context: WriteContext,
  touched: MovieRow[],
): Promise<Set<string>> {
  const rows = await tx`
    SELECT id, doc FROM movies WHERE id = ANY(${[...ids]}) ORDER BY id FOR UPDATE`;
  for (const row of rows) touched.push(...rowsOf(row.doc as string));
  await Promise.all(rows.map(async (row) => {
    const auditId = await record(tx, deleteAudit(row.doc as string), context);
    await tx.unsafe(numbered(KEEP_DELETED), [row.id, context.now, auditId, row.doc]);
    await tx`DELETE FROM movies WHERE id = ${row.id}`;
  }));
  return new Set(rows.map((row) => row.id as string));
}
