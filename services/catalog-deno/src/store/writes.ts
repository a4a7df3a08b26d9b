/**
 * The engine-neutral part of a title's writes: the rows and columns a write
 * touches, its audit entry, and what it tells the listeners. Each engine runs
 * these inside its own transactions, with its own SQL driver.
 */
import { applyChange, nextUpdatedAt } from "../titles.ts";
import type { AuditRecord } from "./audit.ts";
import { changeOf } from "./list.ts";
import { type MovieRow, ROW_COLUMNS, toRow } from "./rows.ts";
import type {
  BulkResult,
  ChangeListener,
  LoadResult,
  Movie,
  StoreChange,
  TitleChange,
  UpdateOptions,
  UpdateResult,
  WriteContext,
} from "./types.ts";

/** A title's insert, with `?` placeholders in ROW_COLUMNS' order (`rowParams`). */
export const INSERT_MOVIE = `INSERT INTO movies (${ROW_COLUMNS.join(", ")}) VALUES (${
  ROW_COLUMNS.map(() => "?").join(", ")
})`;

/** A row's values in ROW_COLUMNS' order, the parameters of INSERT_MOVIE. */
export function rowParams(row: MovieRow): MovieRow[keyof MovieRow][] {
  return ROW_COLUMNS.map((column) => row[column]);
}

/** The rows of stored titles (as their JSON documents or parsed), for the change a write tells. */
export function rowsOf(...docs: Array<string | Movie | undefined>): MovieRow[] {
  return docs.filter((doc) => doc !== undefined).map((doc) =>
    toRow(typeof doc === "string" ? JSON.parse(doc) as Movie : doc)
  );
}

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

/** The audit entry of an insert: `import` from the metadata service, `create` from an admin. */
export function insertAudit(movie: Movie, context: WriteContext): AuditRecord {
  return { action: context.source === "tmdb" ? "import" : "create", movie };
}

/**
 * The audit entry of an update that wrote: a flag change is `status`, a save
 * `update` (`refresh` from the metadata service), with the version before.
 */
export function updateAudit(
  change: TitleChange,
  options: UpdateOptions,
  written: { before: Movie; movie: Movie },
): AuditRecord {
  return {
    action: change.kind === "flags" ? "status" : options.source === "tmdb" ? "refresh" : "update",
    movie: written.movie,
    before: written.before,
  };
}

/** The audit entry of a (soft) delete of the title stored as `doc`. */
export function deleteAudit(doc: string): AuditRecord {
  return { action: "delete", movie: JSON.parse(doc) as Movie };
}

/** The write context of one title of a bulk request. */
export function bulkContext<T extends WriteContext>(context: T): T {
  return { ...context, bulk: true };
}

/** The ids of a bulk request split by whether each was done, in the request's order. */
export function bulkResult(ids: readonly string[], done: (id: string) => boolean): BulkResult {
  const bulk: BulkResult = { done: [], missing: [] };
  for (const id of ids) (done(id) ? bulk.done : bulk.missing).push(id);
  return bulk;
}

/**
 * What a bulk load did, given the ids it wrote: the titles not written are
 * conflicts, and so is every later copy of an id the batch holds twice.
 */
export function loadResult(movies: readonly Movie[], inserted: ReadonlySet<string>): LoadResult {
  const conflicts: string[] = [];
  const seen = new Set<string>();
  for (const movie of movies) {
    if (!inserted.has(movie._id) || seen.has(movie._id)) conflicts.push(movie._id);
    seen.add(movie._id);
  }
  return { inserted: inserted.size, conflicts };
}

/**
 * The listeners of a store's writes (issue 35). A committed write tells them
 * which titles it changed, as their rows before and after; the store's own
 * caches drop what the change can affect first (`dropCached`).
 */
export class ChangeListeners {
  readonly #listeners = new Set<ChangeListener>();

  add(listener: ChangeListener): void {
    this.#listeners.add(listener);
  }

  tell(rows: readonly MovieRow[], dropCached: (change: StoreChange) => void): void {
    if (rows.length === 0) return;
    const change = changeOf(rows);
    dropCached(change);
    for (const listener of this.#listeners) listener(change);
  }
}
