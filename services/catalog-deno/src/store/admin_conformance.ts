/**
 * Issue 16's store behaviour (the admin panel's paging, sorts and counts),
 * run against SQLite and PostgreSQL beside the main conformance suite.
 * Expected answers are computed from the seed in TypeScript.
 */
import assert from "node:assert/strict";
import { buildSeed } from "../seed/catalogue.ts";
import { fold } from "../text.ts";
import { type ConformanceCase, inputOf, LATER } from "./conformance.ts";
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

/** Writers started at once in the race cases. */
const RACERS = [1, 2, 3, 4, 5, 6];

/**
 * Opens the connections a race needs before it starts: with a pool that
 * connects on demand, the first writer would otherwise finish while the
 * others are still connecting, and nothing would race.
 */
async function warmUp(store: MovieStore): Promise<void> {
  await Promise.all(RACERS.map(() => store.counts()));
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
        await store.update(kis._id, {
          kind: "flags",
          flags: { status: "passive", featured: !kis.featured },
        }, { now: LATER });
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
        await store.update(oldest._id, { kind: "flags", flags: { trending: true } }, {
          now: Date.UTC(2030, 4, 5),
        });
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
  {
    name: "issue 16: saves of one version race: one is written, every other one is stale",
    async run(factory) {
      await withSeeded(factory, async (store) => {
        await warmUp(store);
        let loaded = SEED.movies.find((m) => m._id === "m-dune")!;
        for (const round of [1, 2, 3]) {
          const save = (n: number) =>
            store.update(loaded._id, {
              kind: "replace",
              input: { ...inputOf(loaded), title: `Kayıt ${round}.${n}` },
            }, { now: LATER, ifUpdatedAt: loaded.updatedAt });
          const results = await Promise.all(RACERS.map(save));
          assert.deepEqual(
            results.map((r) => r.result).sort(),
            ["ok", ...RACERS.slice(1).map(() => "stale")],
          );
          const winner = results.find((r) => r.result === "ok");
          assert.ok(winner?.result === "ok");
          assert.deepEqual(JSON.parse((await store.get(loaded._id))!), winner.movie);
          loaded = winner.movie;
        }
      });
    },
  },
  {
    name: "issue 16: saves in one millisecond get later and later updatedAt",
    async run(factory) {
      await withSeeded(factory, async (store) => {
        const loaded = SEED.movies.find((m) => m._id === "m-dune")!;
        const stamps: string[] = [];
        for (const title of ["Bir", "İki", "Üç"]) {
          const saved = await store.update(
            loaded._id,
            { kind: "replace", input: { ...inputOf(loaded), title } },
            { now: LATER },
          );
          assert.ok(saved.result === "ok");
          stamps.push(saved.movie.updatedAt);
        }
        assert.deepEqual(stamps, [
          new Date(LATER).toISOString(),
          new Date(LATER + 1).toISOString(),
          new Date(LATER + 2).toISOString(),
        ]);
        // A flag change in the same millisecond moves on too.
        const flagged = await store.update(
          loaded._id,
          { kind: "flags", flags: { featured: true } },
          {
            now: LATER,
          },
        );
        assert.ok(flagged.result === "ok");
        assert.equal(flagged.movie.updatedAt, new Date(LATER + 3).toISOString());
        // The editor that loaded the second version is told it is stale.
        const late = await store.update(loaded._id, { kind: "flags", flags: { featured: false } }, {
          now: LATER,
          ifUpdatedAt: stamps[1],
        });
        assert.deepEqual(late, { result: "stale" });
      });
    },
  },
  {
    name: "issue 16: a flag change racing a save keeps the save, and the save keeps the flag",
    async run(factory) {
      await withSeeded(factory, async (store) => {
        await warmUp(store);
        const loaded = SEED.movies.find((m) => m._id === "m-dune")!;
        // Each write applies to the title as stored when it runs, never to a
        // copy read before the other one landed.
        for (const round of [1, 2, 3]) {
          const title = `Yarışan Kayıt ${round}`;
          const [saved, flagged] = await Promise.all([
            store.update(loaded._id, {
              kind: "replace",
              input: { ...inputOf(loaded), title, trending: loaded.trending },
            }, { now: LATER }),
            store.update(loaded._id, {
              kind: "flags",
              flags: { trending: !loaded.trending },
            }, { now: LATER }),
          ]);
          assert.equal(saved.result, "ok");
          assert.equal(flagged.result, "ok");
          const stored = JSON.parse((await store.get(loaded._id))!) as Movie;
          assert.equal(stored.title, title, "the save is not undone by the flag change");
          // Whichever ran last decided the flag: the flag change's own answer
          // shows the save's title when it ran second.
          assert.ok(flagged.result === "ok" && saved.result === "ok");
          const flagLast = flagged.movie.updatedAt > saved.movie.updatedAt;
          assert.equal(stored.trending, flagLast ? !loaded.trending : loaded.trending);
          if (flagLast) assert.equal(flagged.movie.title, title);
        }
      });
    },
  },
  {
    name: "issue 16: bulk requests are one transaction each: racing ones never mix",
    async run(factory) {
      await withSeeded(factory, async (store) => {
        await warmUp(store);
        const ids = SEED.movies.slice(0, 40).map((m) => m._id);
        const [on, off] = await Promise.all([
          store.updateMany(ids, { featured: true, trending: true }, { now: LATER }),
          store.updateMany([...ids].reverse(), { featured: false, trending: false }, {
            now: LATER,
          }),
        ]);
        assert.deepEqual(on, { done: ids, missing: [] });
        assert.deepEqual(off, { done: [...ids].reverse(), missing: [] });
        const stored = await Promise.all(
          ids.map(async (id) => JSON.parse((await store.get(id))!) as Movie),
        );
        const featured = new Set(stored.map((m) => m.featured));
        assert.equal(featured.size, 1, "every title carries the flags of the same request");
        assert.deepEqual(new Set(stored.map((m) => m.trending)), featured);

        assert.deepEqual(
          await store.updateMany(["m-yok", ids[0]!], { status: "passive" }, { now: LATER }),
          { done: [ids[0]!], missing: ["m-yok"] },
        );
        assert.deepEqual(await store.removeMany([ids[1]!, "m-yok", ids[2]!]), {
          done: [ids[1]!, ids[2]!],
          missing: ["m-yok"],
        });
        assert.equal(await store.get(ids[1]!), undefined);
        assert.equal((await store.counts()).total, SEED.movies.length - 2);
      });
    },
  },
];
