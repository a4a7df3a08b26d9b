/**
 * The rules of a title's writes, as pure functions both storage adapters run
 * inside their transactions: what a change makes of the stored title, which
 * columns it touches, and the next `updatedAt`.
 */
import type { AuditChange, Movie, MovieInput, TitleChange } from "./store/types.ts";

/** A stored title from validated input: defaults for what the form left out. */
export function toMovie(
  input: MovieInput,
  id: string,
  createdAt: string,
  updatedAt: string,
): Movie {
  return {
    _id: id,
    ...input,
    genre: input.genre ?? [],
    rating: input.rating ?? 0,
    views: input.views ?? 0,
    likes: input.likes ?? 0,
    featured: input.featured ?? false,
    trending: input.trending ?? false,
    status: input.status ?? "active",
    createdAt,
    updatedAt,
  };
}

export function applyChange(current: Movie, change: TitleChange, updatedAt: string): Movie {
  return change.kind === "replace"
    ? toMovie(change.input, current._id, current.createdAt, updatedAt)
    : { ...current, ...change.flags, updatedAt };
}

/**
 * The `updatedAt` of a title's next version: now, or one millisecond after
 * the stored one when the clock has not moved past it, so every save of a
 * title carries a different, later stamp (the If-Match check relies on it:
 * two saves in one millisecond must not look like the same version).
 */
export function nextUpdatedAt(previous: string, now: number): string {
  const before = Date.parse(previous);
  return new Date(Number.isNaN(before) ? now : Math.max(now, before + 1)).toISOString();
}

/** JSON text with object keys in one order, so equal values compare equal as text. */
function canonical(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, item: unknown) =>
      item !== null && typeof item === "object" && !Array.isArray(item)
        ? Object.fromEntries(
          Object.entries(item as Record<string, unknown>).sort(([a], [b]) => a < b ? -1 : 1),
        )
        : item,
  );
}

/** Fields a write sets on its own, never recorded as an editor's change. */
const UNRECORDED = new Set(["_id", "createdAt", "updatedAt"]);

/**
 * The audit trail's "what changed" (issue 16): every field whose value
 * differs between the two versions, with the value before and after (absent
 * where the field was not set), in the order of the later version's fields.
 */
export function changedFields(before: Movie, after: Movie): AuditChange[] {
  const old = before as unknown as Record<string, unknown>;
  const now = after as unknown as Record<string, unknown>;
  const fields = [...new Set([...Object.keys(now), ...Object.keys(old)])]
    .filter((field) => !UNRECORDED.has(field));
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (canonical(old[field]) === canonical(now[field])) continue;
    const change: AuditChange = { field };
    if (old[field] !== undefined) change.before = old[field];
    if (now[field] !== undefined) change.after = now[field];
    changes.push(change);
  }
  return changes;
}
