/**
 * The engine-neutral part of a title's writes: the rows and columns a write
 * touches, its audit entry, and what it tells the listeners. Each engine runs
 * these inside its own transactions, with its own SQL driver.
 */
import { applyChange, nextUpdatedAt } from "../titles.ts";
import { type MovieRow, ROW_COLUMNS, toRow } from "./rows.ts";
import type { Movie, TitleChange, UpdateOptions, UpdateResult } from "./types.ts";

/**
 * The columns each kind of change writes. A flag change (PATCH, bulk) leaves
 * every other column as it is; its document is rebuilt from the row it
 * locked, so the other fields are those of the latest save.
 */
const CHANGED_COLUMNS = {
  replace: ROW_COLUMNS.filter((c) => c !== "id" && c !== "created_at"),
  flags: ["status", "featured", "trending", "updated_at", "summary", "doc"],
} as const satisfies Record<TitleChange["kind"], readonly (keyof MovieRow)[]>;

/**
 * A planned update of one locked row: its SQL (with `?` placeholders) and
 * parameters, conditional on the `updated_at` the row was read with; or why
 * there is nothing to write.
 */
export type PlannedUpdate =
  | { result: "ok"; before: Movie; movie: Movie; sql: string; params: (string | number | null)[] }
  | { result: "stale" };

/** Plans `change` on the title stored as `doc` (read under the row's lock). */
export function planUpdate(
  doc: string,
  change: TitleChange,
  options: UpdateOptions,
): PlannedUpdate {
  const before = JSON.parse(doc) as Movie;
  if (options.ifUpdatedAt !== undefined && options.ifUpdatedAt !== before.updatedAt) {
    return { result: "stale" };
  }
  const movie = applyChange(before, change, nextUpdatedAt(before.updatedAt, options.now));
  const row = toRow(movie);
  const columns = CHANGED_COLUMNS[change.kind];
  return {
    result: "ok",
    before,
    movie,
    sql: `UPDATE movies SET ${
      columns.map((c) => `${c} = ?`).join(", ")
    } WHERE id = ? AND updated_at = ?`,
    params: [...columns.map((c) => row[c]), movie._id, before.updatedAt],
  };
}

/** The answer of an update once its planned write ran and changed `changes` rows. */
export function updateResult(planned: PlannedUpdate, changes: number): UpdateResult {
  if (planned.result !== "ok") return planned;
  // The row was locked when read, so only another writer that ignored the
  // lock could have moved it on: refused like any other outdated version.
  if (changes === 0) return { result: "stale" };
  return { result: "ok", before: planned.before, movie: planned.movie };
}
