/**
 * Issue 16's store behaviour (the admin panel's paging, sorts and counts),
 * run against SQLite and PostgreSQL beside the main conformance suite.
 * Expected answers are computed from the seed in TypeScript.
 */
import assert from "node:assert/strict";
import { buildSeed } from "../seed/catalogue.ts";
import { fold } from "../text.ts";
import type { ConformanceCase } from "./conformance.ts";
import type { ListQuery, Movie, MovieStore } from "./store.ts";

const SEED = buildSeed("http://localhost:5050");

async function withSeeded(
  factory: Parameters<ConformanceCase["run"]>[0],
  run: (store: MovieStore) => Promise<void>,
): Promise<void> {
  const { store } = await factory.fresh(SEED);
  try {
    await run(store);
  } finally {
    await store.close();
  }
}

/** Every title a filtered list holds, read page by page as the admin table does. */
async function pageThrough(store: MovieStore, query: Omit<ListQuery, "limit">, size: number) {
  const ids: string[] = [];
  let total = -1;
  for (let offset = 0; total === -1 || offset < total; offset += size) {
    const page = await store.list({ ...query, limit: size, offset });
    total = page.total;
    ids.push(...page.movies.map((doc) => (JSON.parse(doc) as Movie)._id));
  }
  return { ids, total };
}

const byTitleThenId = (a: Movie, b: Movie) => {
  const x = fold(a.title), y = fold(b.title);
  if (x !== y) return x < y ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
};

export const ADMIN_CONFORMANCE: readonly ConformanceCase[] = [
  {
    name: "issue 16: counts cover the whole catalogue and follow writes",
    async run(factory) {
      await withSeeded(factory, async (store) => {
        const count = (keep: (m: Movie) => boolean) => SEED.movies.filter(keep).length;
        assert.ok(SEED.movies.length > 100, "more titles than one old admin page");
        assert.deepEqual(await store.counts(), {
          total: SEED.movies.length,
          movies: count((m) => m.type === "movie"),
          series: count((m) => m.type === "series"),
          active: count((m) => m.status === "active"),
          passive: count((m) => m.status === "passive"),
          featured: count((m) => m.featured),
          trending: count((m) => m.trending),
        });
        const kis = SEED.movies[0]!;
        assert.equal(kis.status, "active");
        await store.replace({ ...kis, status: "passive", featured: !kis.featured });
        const after = await store.counts();
        assert.equal(after.active, count((m) => m.status === "active") - 1);
        assert.equal(after.passive, count((m) => m.status === "passive") + 1);
        assert.equal(
          after.featured,
          count((m) => m.featured) + (kis.featured ? -1 : 1),
        );
        await store.remove(kis._id);
        assert.equal((await store.counts()).total, SEED.movies.length - 1);
      });
    },
  },
  {
    name: "issue 16: paging reaches every title exactly once, filtered and sorted",
    async run(factory) {
      await withSeeded(factory, async (store) => {
        const all = await pageThrough(store, {}, 25);
        assert.equal(all.total, SEED.movies.length);
        assert.equal(new Set(all.ids).size, SEED.movies.length);

        const movies = await pageThrough(store, { type: "movie", sort: "title", order: "asc" }, 25);
        assert.deepEqual(
          movies.ids,
          SEED.movies.filter((m) => m.type === "movie").sort(byTitleThenId).map((m) => m._id),
        );

        const query = { search: "a", status: "active", sort: "title", order: "asc" } as const;
        const expected = SEED.movies
          .filter((m) =>
            m.status === "active" &&
            fold([m.title, m.originalTitle ?? "", m.description ?? ""].join("\n")).includes("a")
          )
          .sort(byTitleThenId)
          .map((m) => m._id);
        assert.ok(expected.length > 50);
        for (const size of [25, 50, 100]) {
          const paged = await pageThrough(store, query, size);
          assert.deepEqual(paged.ids, expected, `page size ${size}`);
          assert.equal(paged.total, expected.length);
        }
      });
    },
  },
  {
    name: "issue 16: sort by updatedAt puts the last change first",
    async run(factory) {
      await withSeeded(factory, async (store) => {
        const oldest = SEED.movies.at(-1)!;
        await store.replace({ ...oldest, updatedAt: "2030-05-05T00:00:00.000Z" });
        const desc = await store.list({ limit: 3, sort: "updatedAt", order: "desc" });
        assert.equal((JSON.parse(desc.movies[0]!) as Movie)._id, oldest._id);
        const asc = await pageThrough(store, { sort: "updatedAt", order: "asc" }, 50);
        assert.equal(asc.ids.at(-1), oldest._id);
        const stamps = await Promise.all(
          asc.ids.map(async (id) => (JSON.parse((await store.get(id))!) as Movie).updatedAt),
        );
        assert.deepEqual(stamps, [...stamps].sort());
      });
    },
  },
];
