/**
 * The rules of a title's writes, as pure functions both storage adapters run
 * inside their transactions: what a change makes of the stored title, which
 * columns it touches, and the next `updatedAt`.
 */
import type { Movie, MovieFlags, MovieInput } from "./store/store.ts";

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

/**
 * What a write does to a stored title: `replace` is the form's save (every
 * editable field), `flags` the quick actions and bulk updates (only the flags
 * named, every other field as it is stored at the moment of the write).
 */
export type TitleChange =
  | { kind: "replace"; input: MovieInput }
  | { kind: "flags"; flags: MovieFlags };

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
