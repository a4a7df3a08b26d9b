/**
 * What the store conformance cases share (conformance.ts assembles them): the
 * factory each engine's test passes in, the seed, who writes and when, and
 * the reference order the lists are checked against. Kept apart so that each
 * file of cases holds its own job and nothing twice.
 */
import { buildSeed } from "../seed/catalogue.ts";
import { fold } from "../text.ts";
import type { ListQuery, Movie, MovieInput, MovieStore, Seed, SortField } from "./store.ts";

export interface StoreFactory {
  /** A store on a new, empty database, seeded with `seed`; `reopen` opens the same database again. */
  fresh(
    seed: Seed,
  ): Promise<{ store: MovieStore; reopen: () => Promise<MovieStore> }>;
}

export interface ConformanceCase {
  name: string;
  run(factory: StoreFactory): Promise<void>;
}

export const SEED = buildSeed("http://localhost:5050");

/** The editable fields of a stored title: what a form would send to save it as it is. */
export function inputOf(movie: Movie): MovieInput {
  const { _id: _i, createdAt: _c, updatedAt: _u, ...input } = movie;
  return input;
}

/** A moment after every seeded title's last change. */
export const LATER = Date.UTC(2031, 0, 1);
/** Who writes in these cases. */
export const EDITOR = "editor";
/** A write by EDITOR at LATER. */
export const WRITER = { now: LATER, actor: EDITOR } as const;

export async function withStore(
  factory: StoreFactory,
  seed: Seed,
  run: (store: MovieStore) => Promise<void>,
): Promise<void> {
  const { store } = await factory.fresh(seed);
  try {
    await run(store);
  } finally {
    await store.close();
  }
}

export async function listAll(
  store: MovieStore,
  query: Omit<ListQuery, "limit"> = {},
) {
  const page = await store.list({ limit: 500, ...query });
  return {
    movies: page.movies.map((doc) => JSON.parse(doc) as Movie),
    total: page.total,
  };
}

/** The reference order: the one the SQL must reproduce. */
export function referenceSort(
  movies: Movie[],
  sort: SortField,
  order: "asc" | "desc",
): Movie[] {
  const key = (m: Movie): string | number | null =>
    sort === "title"
      ? fold(m.title)
      : sort === "releaseDate"
      ? m.releaseDate ?? null
      : sort === "createdAt"
      ? m.createdAt
      : m[sort];
  return [...movies].sort((a, b) => {
    const x = key(a), y = key(b);
    if (x === null || y === null) {
      if (x !== y) return x === null ? 1 : -1; // undated titles last, both directions
    } else if (x !== y) {
      return (x < y ? -1 : 1) * (order === "asc" ? 1 : -1);
    }
    return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
  });
}
