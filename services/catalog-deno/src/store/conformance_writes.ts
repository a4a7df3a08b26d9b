/**
 * Store conformance cases (part of conformance.ts's suite) about changing the
 * catalogue: insert, replace and remove with their ok, missing and conflict
 * answers, the bulk load, and a title's TMDB and IMDb identity (issue 33).
 */
import assert from "node:assert/strict";
import {
  type ConformanceCase,
  EDITOR,
  inputOf,
  LATER,
  listAll,
  SEED,
  withStore,
  WRITER,
} from "./conformance_fixtures.ts";
import type { ListQuery, Movie } from "./store.ts";

export const insertReplaceRemove: ConformanceCase = {
  name: "insert, replace and remove report ok, missing and conflict",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const movie: Movie = {
        ...SEED.movies[0]!,
        _id: "m-yeni",
        title: "Yepyeni Film",
        releaseDate: "2026-01-01",
        createdAt: "2030-01-01T00:00:00.000Z",
      };
      // Lists read before a write must not be served again after it.
      const before = await listAll(store);
      assert.equal(await store.insert(movie, WRITER), "ok");
      assert.deepEqual(JSON.parse((await store.get("m-yeni"))!), movie);
      const afterInsert = await listAll(store);
      assert.equal(afterInsert.total, before.total + 1);
      assert.equal(afterInsert.movies[0]!._id, "m-yeni");
      assert.equal(await store.insert(movie, WRITER), "conflict", "same id");
      assert.equal(
        await store.insert({
          ...movie,
          _id: "m-kopya",
          title: "YEPYENİ FİLM",
        }, WRITER),
        "conflict",
        "same folded title, type and date",
      );
      assert.equal(
        await store.insert({ ...movie, _id: "m-dizi", type: "series" }, WRITER),
        "ok",
      );

      const renamed = { ...movie, title: "Yeni Ad", rating: 9.9 };
      const saved = await store.update(
        "m-yeni",
        { kind: "replace", input: inputOf(renamed) },
        { now: LATER, actor: EDITOR },
      );
      assert.equal(saved.result, "ok");
      assert.deepEqual(saved.result === "ok" && saved.before, movie);
      assert.deepEqual(saved.result === "ok" && saved.movie, {
        ...renamed,
        updatedAt: new Date(LATER).toISOString(),
      });
      assert.deepEqual(
        (await listAll(store, { search: "yeni ad" })).movies.map((m) => m._id),
        [
          "m-yeni",
        ],
      );
      assert.equal(
        (await listAll(store, { search: "yepyeni" })).movies[0]!._id,
        "m-dizi",
      );
      assert.deepEqual(
        await store.update("m-hic-yok", { kind: "replace", input: inputOf(movie) }, {
          now: LATER,
          actor: EDITOR,
        }),
        { result: "missing" },
      );
      const kis = SEED.movies[0]!;
      assert.deepEqual(
        await store.update("m-yeni", {
          kind: "replace",
          input: {
            ...inputOf(renamed),
            title: kis.title,
            type: kis.type,
            releaseDate: kis.releaseDate!,
          },
        }, { now: LATER, actor: EDITOR }),
        { result: "conflict" },
      );
      assert.equal(JSON.parse((await store.get("m-yeni"))!).title, "Yeni Ad");
      const listed = (await listAll(store)).movies.find((m) => m._id === "m-yeni");
      assert.equal(listed?.title, "Yeni Ad");
      assert.equal(await store.remove("m-yeni", WRITER), true);
      assert.equal(await store.remove("m-yeni", WRITER), false);
      assert.equal(
        (await listAll(store)).total,
        before.total + 1,
        "m-dizi stays",
      );
      assert.equal(await store.get("m-yeni"), undefined);
    });
  },
};

export const bulkLoad: ConformanceCase = {
  name: "a bulk load writes titles as insert does, skips taken ids and identities, audits nothing",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const film: Movie = {
        ...SEED.movies[0]!,
        _id: "m-toplu-yukleme",
        title: "Toplu Yükleme Filmi",
        originalTitle: "Bulk Load Film",
        director: "Zeynep Karaağaç",
        cast: ["Orhan Dağdelen"],
        releaseDate: "1987-03-04",
        createdAt: "2030-01-01T00:00:00.000Z",
        updatedAt: "2030-01-01T00:00:00.000Z",
      };
      const series: Movie = {
        ...SEED.movies.find((m) => m.type === "series")!,
        _id: "s-toplu-yukleme",
        title: "Toplu Yükleme Dizisi",
        releaseDate: "1990-05-06",
        createdAt: "2029-01-01T00:00:00.000Z",
        updatedAt: "2029-01-01T00:00:00.000Z",
      };
      const takenId = { ...film, _id: SEED.movies[1]!._id, title: "Başka Bir Ad" };
      const takenIdentity = { ...SEED.movies[2]!, _id: "m-ayni-kimlik" };
      const twiceInBatch = { ...film, title: "Aynı Kimlik, Başka Ad" };
      const loaded = await store.insertMany([
        film,
        takenId,
        series,
        takenIdentity,
        twiceInBatch,
      ]);
      assert.deepEqual(loaded, {
        inserted: 2,
        conflicts: [takenId._id, takenIdentity._id, twiceInBatch._id],
      });
      assert.deepEqual(JSON.parse((await store.get(film._id))!), film);
      assert.deepEqual(JSON.parse((await store.get(series._id))!), series);
      assert.equal(JSON.parse((await store.get(takenId._id))!).title, SEED.movies[1]!.title);
      // Statistics refreshed after the load, as seed:scale does: the lists answer the same.
      await store.refreshStatistics();
      const all = await listAll(store);
      assert.equal(all.total, SEED.movies.length + 2);
      assert.deepEqual(all.movies.slice(0, 2).map((m) => m._id), [film._id, series._id]);
      // Derived columns as on insert: people, near spellings, genres and type.
      for (const search of ["orhan dagdelen", "Karaağaç", "dağdlen", "bulk load"]) {
        assert.deepEqual(
          (await listAll(store, { search })).movies.map((m) => m._id),
          [film._id],
          search,
        );
      }
      assert.ok(
        (await listAll(store, { type: "series", genre: series.genre[0]! })).movies
          .some((m) => m._id === series._id),
      );
      assert.equal((await store.listAudit({ limit: 10, offset: 0 }, LATER)).total, 0);
      assert.deepEqual(await store.insertMany([]), { inserted: 0, conflicts: [] });
    });
  },
};

export const tmdbIdentity: ConformanceCase = {
  name: "issue 33: a TMDB id is one title's per type; lookups by TMDB and IMDb id",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const film = SEED.movies.find((m) => m.type === "movie" && m.tmdbId && m.imdbId)!;
      const fresh = (id: string, title: string): Movie => {
        const { tmdbId: _t, imdbId: _i, ...fields } = SEED.movies[0]!;
        return { ...fields, _id: id, title, releaseDate: "2032-02-02" };
      };
      const byTmdb = async (query: Omit<ListQuery, "limit">) =>
        (await listAll(store, query)).movies.map((m) => m._id);

      assert.deepEqual(await byTmdb({ tmdbId: film.tmdbId! }), [film._id]);
      assert.deepEqual(await byTmdb({ tmdbId: film.tmdbId!, type: "series" }), []);
      assert.deepEqual(await byTmdb({ imdbId: film.imdbId! }), [film._id]);

      const copy = { ...fresh("m-ikinci-kopya", "Başka Ad"), tmdbId: film.tmdbId! };
      assert.equal(await store.insert(copy, WRITER), "conflict", "same TMDB id, same type");
      assert.equal(await store.get("m-ikinci-kopya"), undefined);
      const series = { ...copy, _id: "s-ayni-numara", type: "series" as const };
      assert.equal(
        await store.insert(series, WRITER),
        "ok",
        "the same number for a series is another work",
      );
      assert.deepEqual(await byTmdb({ tmdbId: film.tmdbId! }), ["s-ayni-numara", film._id]);

      const other = {
        ...fresh("m-baska", "Bambaşka Film"),
        tmdbId: 2_000_000_001,
        imdbId: "tt99999991",
      };
      assert.equal(await store.insert(other, WRITER), "ok");
      assert.deepEqual(await byTmdb({ imdbId: "tt99999991" }), ["m-baska"]);
      assert.deepEqual(
        await store.update("m-baska", {
          kind: "replace",
          input: inputOf({ ...other, tmdbId: film.tmdbId! }),
        }, WRITER),
        { result: "conflict" },
        "an edit cannot take a TMDB id either",
      );
      assert.equal(JSON.parse((await store.get("m-baska"))!).tmdbId, 2_000_000_001);
      // Writes from the metadata service are audited as import and refresh; one title's trail.
      const imported = { ...fresh("m-aktarilan", "Aktarılan"), tmdbId: 2_000_000_005 };
      assert.equal(await store.insert(imported, { ...WRITER, source: "tmdb" }), "ok");
      const refreshed = await store.update("m-aktarilan", {
        kind: "replace",
        input: inputOf({ ...imported, duration: 99 }),
      }, { ...WRITER, source: "tmdb" });
      assert.equal(refreshed.result, "ok");
      const trail = await store.listAudit(
        { movieId: "m-aktarilan", limit: 10, offset: 0 },
        LATER,
      );
      assert.deepEqual(trail.entries.map((entry) => entry.action), ["refresh", "import"]);
      assert.equal(trail.total, 2);

      // A deleted title frees its id; restoring it while another holds the id is a conflict.
      assert.equal(await store.remove(film._id, WRITER), true);
      assert.deepEqual(await byTmdb({ tmdbId: film.tmdbId!, type: "movie" }), []);
      assert.equal(await store.insert(copy, WRITER), "ok");
      assert.deepEqual(await byTmdb({ tmdbId: film.tmdbId!, type: "movie" }), ["m-ikinci-kopya"]);
      assert.deepEqual(await store.restore(film._id, WRITER), { result: "conflict" });
    });
  },
};
