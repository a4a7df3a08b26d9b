/**
 * Issue 16's store behaviour (the admin panel's paging, sorts and counts),
 * run against SQLite and PostgreSQL beside the main conformance suite.
 * Expected answers are computed from the seed in TypeScript.
 */
import assert from "node:assert/strict";
import { buildSeed } from "../seed/catalogue.ts";
import { fold } from "../text.ts";
import { type ConformanceCase, EDITOR, inputOf, LATER, WRITER } from "./conformance.ts";
import {
  DELETED_RETENTION_MS,
  type ListQuery,
  type Movie,
  type MovieStore,
  type StoreChange,
} from "./store.ts";

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
        }, { now: LATER, actor: EDITOR });
        const after = await store.counts();
        assert.equal(after.active, count((m) => m.status === "active") - 1);
        assert.equal(after.passive, count((m) => m.status === "passive") + 1);
        assert.equal(
          after.featured,
          count((m) => m.featured) + (kis.featured ? -1 : 1),
        );
        await store.remove(kis._id, WRITER);
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
          actor: EDITOR,
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
            }, { now: LATER, actor: EDITOR, ifUpdatedAt: loaded.updatedAt });
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
            { now: LATER, actor: EDITOR },
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
            actor: EDITOR,
          },
        );
        assert.ok(flagged.result === "ok");
        assert.equal(flagged.movie.updatedAt, new Date(LATER + 3).toISOString());
        // The editor that loaded the second version is told it is stale.
        const late = await store.update(loaded._id, { kind: "flags", flags: { featured: false } }, {
          now: LATER,
          actor: EDITOR,
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
            }, { now: LATER, actor: EDITOR }),
            store.update(loaded._id, {
              kind: "flags",
              flags: { trending: !loaded.trending },
            }, { now: LATER, actor: EDITOR }),
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
          store.updateMany(ids, { featured: true, trending: true }, { now: LATER, actor: EDITOR }),
          store.updateMany([...ids].reverse(), { featured: false, trending: false }, {
            now: LATER,
            actor: EDITOR,
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
          await store.updateMany(["m-yok", ids[0]!], { status: "passive" }, {
            now: LATER,
            actor: EDITOR,
          }),
          { done: [ids[0]!], missing: ["m-yok"] },
        );
        assert.deepEqual(await store.removeMany([ids[1]!, "m-yok", ids[2]!], WRITER), {
          done: [ids[1]!, ids[2]!],
          missing: ["m-yok"],
        });
        assert.equal(await store.get(ids[1]!), undefined);
        assert.equal((await store.counts()).total, SEED.movies.length - 2);
      });
    },
  },
  {
    name:
      "issue 16: every write is recorded with who, when, what, and each changed field's before and after",
    async run(factory) {
      await withSeeded(factory, async (store) => {
        assert.deepEqual(await store.listAudit({ limit: 10, offset: 0 }, LATER), {
          entries: [],
          total: 0,
        });
        const dune = SEED.movies.find((m) => m._id === "m-dune")!;
        const kis = SEED.movies.find((m) => m._id === "m-kis-uykusu")!;
        const created: Movie = {
          ...dune,
          _id: "m-yeni-sahne",
          title: "Yeni Sahne",
          releaseDate: "2031-01-01",
          createdAt: new Date(LATER).toISOString(),
          updatedAt: new Date(LATER).toISOString(),
        };
        const at = (minutes: number) => ({ now: LATER + minutes * 60_000, actor: EDITOR });
        assert.equal(await store.insert(created, at(1)), "ok");
        const edited = await store.update(dune._id, {
          kind: "replace",
          input: { ...inputOf(dune), title: "Dune: Kum Gezegeni", rating: 9 },
        }, { ...at(2), actor: "başka" });
        assert.ok(edited.result === "ok");
        await store.update(kis._id, { kind: "flags", flags: { status: "passive" } }, at(3));
        assert.equal(await store.remove(created._id, at(4)), true);
        await store.updateMany([kis._id, dune._id], { featured: true }, at(5));
        const seriesIds = SEED.movies.filter((m) => m.type === "series").slice(0, 2).map((m) =>
          m._id
        );
        await store.removeMany(seriesIds, at(6));

        const all = await store.listAudit({ limit: 100, offset: 0 }, LATER + 7 * 60_000);
        assert.equal(all.total, 1 + 1 + 1 + 1 + 2 + 2);
        const [newest, ...rest] = all.entries;
        assert.ok(newest);
        // Newest first; ids are unique and positive.
        assert.deepEqual(
          all.entries.map((e) => e.at),
          [...all.entries.map((e) => e.at)].sort().reverse(),
        );
        assert.equal(new Set(all.entries.map((e) => e.id)).size, all.entries.length);
        const entry = (action: string, movieId: string) =>
          all.entries.find((e) => e.action === action && e.movieId === movieId)!;
        assert.deepEqual(entry("create", created._id), {
          id: entry("create", created._id).id,
          at: new Date(LATER + 60_000).toISOString(),
          actor: EDITOR,
          action: "create",
          movieId: created._id,
          movieTitle: "Yeni Sahne",
          bulk: false,
          changes: [],
          restorable: false,
        });
        const update = entry("update", dune._id);
        assert.equal(update.actor, "başka");
        assert.equal(update.movieTitle, "Dune: Kum Gezegeni");
        assert.deepEqual(update.changes, [
          { field: "title", before: dune.title, after: "Dune: Kum Gezegeni" },
          { field: "rating", before: dune.rating, after: 9 },
        ]);
        assert.equal(rest.length, all.entries.length - 1);
        const statusChanges = all.entries
          .filter((e) => e.action === "status" && e.movieId === kis._id)
          .map((e) => ({ bulk: e.bulk, changes: e.changes }));
        assert.deepEqual(statusChanges, [
          {
            bulk: true,
            changes: kis.featured ? [] : [{ field: "featured", before: false, after: true }],
          },
          { bulk: false, changes: [{ field: "status", before: "active", after: "passive" }] },
        ]);
        assert.equal(entry("delete", created._id).restorable, true);
        assert.equal(entry("delete", created._id).bulk, false);
        for (const id of seriesIds) {
          assert.equal(entry("delete", id).bulk, true);
          assert.equal(entry("delete", id).restorable, true);
        }

        // Filters: action, a Turkish-folded title search, a time window; paging with the total.
        const deletes = await store.listAudit({ action: "delete", limit: 100, offset: 0 }, LATER);
        assert.equal(deletes.total, 3);
        assert.ok(deletes.entries.every((e) => e.action === "delete"));
        const found = await store.listAudit({ q: "KUM GEZEGENİ", limit: 100, offset: 0 }, LATER);
        assert.deepEqual(found.entries.map((e) => e.action), ["status", "update"]);
        const window = await store.listAudit({
          from: LATER + 2 * 60_000,
          to: LATER + 4 * 60_000,
          limit: 100,
          offset: 0,
        }, LATER);
        assert.deepEqual(window.entries.map((e) => e.action), ["status", "update"]);
        const second = await store.listAudit({ limit: 3, offset: 3 }, LATER + 7 * 60_000);
        assert.equal(second.total, all.total);
        assert.deepEqual(second.entries, all.entries.slice(3, 6));
      });
    },
  },
  {
    name: "issue 16: a write that fails records nothing (its audit entry is in its transaction)",
    async run(factory) {
      await withSeeded(factory, async (store) => {
        const dune = SEED.movies.find((m) => m._id === "m-dune")!;
        const kis = SEED.movies.find((m) => m._id === "m-kis-uykusu")!;
        assert.equal(await store.insert({ ...dune, _id: "m-kopya" }, WRITER), "conflict");
        assert.deepEqual(
          await store.update(dune._id, {
            kind: "replace",
            input: {
              ...inputOf(dune),
              title: kis.title,
              type: kis.type,
              releaseDate: kis.releaseDate!,
            },
          }, WRITER),
          { result: "conflict" },
        );
        assert.deepEqual(
          await store.update(dune._id, { kind: "flags", flags: { featured: true } }, {
            ...WRITER,
            ifUpdatedAt: "2000-01-01T00:00:00.000Z",
          }),
          { result: "stale" },
        );
        assert.equal(await store.remove("m-yok", WRITER), false);
        assert.equal((await store.listAudit({ limit: 10, offset: 0 }, LATER)).total, 0);
        assert.deepEqual(JSON.parse((await store.get(dune._id))!), dune);
      });
    },
  },
  {
    name: "issue 16: a deleted title is hidden everywhere, restorable for 30 days, then purged",
    async run(factory) {
      await withSeeded(factory, async (store) => {
        const dune = SEED.movies.find((m) => m._id === "m-dune")!;
        const before = await store.counts();
        assert.equal(await store.remove(dune._id, WRITER), true);
        assert.equal(await store.get(dune._id), undefined);
        assert.equal((await store.counts()).total, before.total - 1);
        const search = await store.list({ limit: 50, search: "dune" });
        assert.equal(search.total, 0);
        const everything = await pageThrough(store, {}, 100);
        assert.ok(!everything.ids.includes(dune._id));
        assert.equal(await store.remove(dune._id, WRITER), false, "gone already");

        // Restored as it was, with a later updatedAt, and listed again.
        const restored = await store.restore(dune._id, { ...WRITER, now: LATER + 1000 });
        assert.deepEqual(restored, {
          result: "ok",
          movie: { ...dune, updatedAt: new Date(LATER + 1000).toISOString() },
        });
        assert.deepEqual(
          JSON.parse((await store.get(dune._id))!),
          restored.result === "ok" && restored.movie,
        );
        assert.equal((await store.counts()).total, before.total);
        assert.equal((await store.list({ limit: 50, search: "dune" })).total, 1);
        assert.deepEqual(await store.restore(dune._id, WRITER), { result: "missing" });
        const trail = await store.listAudit({ limit: 10, offset: 0 }, LATER + 1000);
        assert.deepEqual(trail.entries.map((e) => [e.action, e.restorable]), [
          ["restore", false],
          ["delete", false],
        ]);

        // A title with the same name, type and date added meanwhile blocks the restore.
        const deletedAt = LATER + 2000;
        assert.equal(await store.remove(dune._id, { ...WRITER, now: deletedAt }), true);
        const twin = { ...dune, _id: "m-dune-yeniden" };
        assert.equal(await store.insert(twin, WRITER), "ok");
        assert.deepEqual(await store.restore(dune._id, { ...WRITER, now: deletedAt }), {
          result: "conflict",
        });
        assert.equal(await store.remove(twin._id, { ...WRITER, now: deletedAt }), true);

        // Kept for 30 days, not a millisecond more.
        const expiry = deletedAt + DELETED_RETENTION_MS;
        assert.equal(await store.purgeDeleted(expiry - 1), 0);
        const lastDay = await store.listAudit(
          { action: "delete", limit: 1, offset: 0 },
          expiry - 1,
        );
        assert.equal(lastDay.entries[0]?.restorable, true);
        assert.deepEqual(await store.restore(dune._id, { ...WRITER, now: expiry }), {
          result: "missing",
        });
        const after = await store.listAudit({ action: "delete", limit: 10, offset: 0 }, expiry);
        assert.ok(after.entries.every((e) => !e.restorable));
        assert.equal(await store.purgeDeleted(expiry), 2, "both deleted titles");
        assert.deepEqual(await store.restore(twin._id, { ...WRITER, now: LATER }), {
          result: "missing",
        });
        // The trail stays: delete, restore, delete, create, delete.
        assert.equal((await store.listAudit({ limit: 100, offset: 0 }, LATER)).total, 5);
      });
    },
  },
  {
    name:
      "issue 35: each committed write tells the listeners its titles, and which lists may have held or hold them",
    async run(factory) {
      await withSeeded(factory, async (store) => {
        const heard: StoreChange[] = [];
        store.onChange((change) => heard.push(change));
        const told = () => heard.splice(0).map((change) => [...change.ids].sort());
        const film = SEED.movies.find((m) => m.type === "movie" && m.status === "active")!;
        const series = SEED.movies.find((m) => m.type === "series")!;

        // A new film is heard of, with the lists it now may be on.
        const draft = { ...film, _id: "m-taslak", title: "Taslak", status: "passive" as const };
        assert.equal(await store.insert(draft, WRITER), "ok");
        const [created] = heard;
        assert.deepEqual(told(), [["m-taslak"]]);
        assert.equal(created!.mayList({ limit: 20, status: "passive" }), true);
        assert.equal(
          created!.mayList({ limit: 20, status: "active" }),
          false,
          "a draft is not public",
        );
        assert.equal(created!.mayList({ limit: 20, type: "series" }), false);

        // A change of status: the lists it left and the lists it joined.
        const saved = await store.update(draft._id, {
          kind: "flags",
          flags: { status: "active" },
        }, WRITER);
        assert.equal(saved.result, "ok");
        const [published] = heard;
        assert.deepEqual(told(), [["m-taslak"]]);
        assert.equal(published!.mayList({ limit: 20, status: "passive" }), true, "was there");
        assert.equal(published!.mayList({ limit: 20, status: "active" }), true, "is there now");
        assert.equal(published!.mayList({ limit: 20, type: "series" }), false);

        // A stale write, a missing title and a conflict change nothing and say nothing.
        assert.equal(
          (await store.update(draft._id, { kind: "flags", flags: { featured: true } }, {
            ...WRITER,
            ifUpdatedAt: "2000-01-01T00:00:00.000Z",
          })).result,
          "stale",
        );
        assert.equal(await store.remove("m-yok", WRITER), false);
        assert.equal(await store.insert(draft, WRITER), "conflict");
        assert.deepEqual(told(), []);

        // Bulk writes: one change with every title; a delete and its restore.
        await store.updateMany([film._id, series._id, "m-yok"], { trending: true }, WRITER);
        assert.deepEqual(told(), [[film._id, series._id].sort()]);
        assert.equal(await store.remove(draft._id, WRITER), true);
        const [removed] = heard;
        assert.deepEqual(told(), [["m-taslak"]]);
        assert.equal(removed!.mayList({ limit: 20, type: "movie" }), true, "the list it was on");
        assert.equal((await store.restore(draft._id, WRITER)).result, "ok");
        assert.deepEqual(told(), [["m-taslak"]]);
      });
    },
  },
];
