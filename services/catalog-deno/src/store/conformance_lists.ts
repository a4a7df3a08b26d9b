/**
 * Store conformance cases (part of conformance.ts's suite) about reading the
 * catalogue: list pages, get, sorts, keyset paging, filters, totals, and the
 * check that decides which cached pages a write drops. Expected orders come
 * from referenceSort in conformance_fixtures.ts.
 */
import assert from "node:assert/strict";
import { listQueryMayInclude } from "./list.ts";
import { toRow } from "./rows.ts";
import {
  type ConformanceCase,
  EDITOR,
  inputOf,
  LATER,
  listAll,
  referenceSort,
  SEED,
  withStore,
  WRITER,
} from "./conformance_fixtures.ts";
import type { ListQuery, Movie, Seed, SortField } from "./store.ts";

/** A title without a release date, to pin down where NULLs sort. */
const UNDATED: Movie = {
  ...SEED.movies[5]!,
  _id: "m-tarihsiz",
  title: "Tarihsiz Film",
  originalTitle: "Tarihsiz Film",
  releaseDate: undefined as unknown as string,
  createdAt: "2020-01-01T00:00:00.000Z",
  updatedAt: "2020-01-01T00:00:00.000Z",
};
delete (UNDATED as Partial<Movie>).releaseDate;

const SEED_WITH_UNDATED: Seed = {
  movies: [...SEED.movies, UNDATED],
  embeds: SEED.embeds,
};

function summary(movie: Movie): Movie {
  const { seasons: _seasons, ...rest } = movie;
  return rest;
}

export const listPages: ConformanceCase = {
  name: "list pages newest first with limit, offset and total; summaries have no seasons",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const expected = referenceSort([...SEED.movies], "createdAt", "desc")
        .map(summary);
      const all = await listAll(store);
      assert.deepEqual(all.movies, expected);
      assert.equal(all.total, SEED.movies.length);
      const page = await store.list({ limit: 7, offset: 10 });
      assert.deepEqual(
        page.movies.map((d) => JSON.parse(d)),
        expected.slice(10, 17),
      );
      assert.deepEqual(await store.list({ limit: 5, offset: 10_000 }), {
        movies: [],
        total: SEED.movies.length,
      });
    });
  },
};

export const getFullTitle: ConformanceCase = {
  name: "get returns the full stored title, seasons included",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      for (const movie of SEED.movies.filter((_, i) => i % 10 === 0)) {
        assert.deepEqual(JSON.parse((await store.get(movie._id))!), movie);
      }
      assert.equal(await store.get("m-yok"), undefined);
    });
  },
};

export const listQueryMayIncludeAgrees: ConformanceCase = {
  name:
    "a title a query lists always may be on its pages (listQueryMayInclude, which drops cached pages on a write)",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const queries: Omit<ListQuery, "limit">[] = [
        {},
        { type: "movie" },
        { type: "series", status: "active" },
        { genre: "drama" },
        { genre: "Bilim Kurgu", type: "movie" },
        { category: "turkish" },
        { audio: "tr" },
        { subtitles: "tr" },
        { featured: true },
        { trending: false, type: "series" },
        { search: "haluk" },
      ];
      for (const query of queries) {
        const listed = (await listAll(store, query)).movies;
        assert.ok(listed.length > 0 || query.category !== undefined, JSON.stringify(query));
        for (const movie of listed) {
          assert.ok(
            listQueryMayInclude({ limit: 500, ...query }, toRow(movie)),
            `${JSON.stringify(query)} lists ${movie._id}`,
          );
        }
        // And it says no to titles outside a filter (a search always may).
        if (query.search === undefined && listed.length < SEED.movies.length) {
          const outside = SEED.movies.find((m) => !listed.some((l) => l._id === m._id))!;
          assert.equal(listQueryMayInclude({ limit: 500, ...query }, toRow(outside)), false);
        }
      }
    });
  },
};

export const everySortField: ConformanceCase = {
  name: "every sort field, both directions, undated titles last, ties by id",
  async run(factory) {
    await withStore(factory, SEED_WITH_UNDATED, async (store) => {
      const sorts: SortField[] = [
        "rating",
        "views",
        "likes",
        "releaseDate",
        "title",
        "createdAt",
      ];
      for (const sort of sorts) {
        for (const order of ["asc", "desc"] as const) {
          const expected = referenceSort(
            [...SEED_WITH_UNDATED.movies],
            sort,
            order,
          ).map((m) => m._id);
          const found = (await listAll(store, { sort, order })).movies.map((
            m,
          ) => m._id);
          assert.deepEqual(found, expected, `${sort} ${order}`);
        }
      }
    });
  },
};

export const keysetPaging: ConformanceCase = {
  name:
    "keyset paging walks every order with no title twice and none skipped, also while titles are added (issue 35)",
  async run(factory) {
    await withStore(factory, SEED_WITH_UNDATED, async (store) => {
      const ids = (page: { movies: string[] }) =>
        page.movies.map((doc) => (JSON.parse(doc) as Movie)._id);
      const walk = async (query: Omit<ListQuery, "limit">, from?: string) => {
        const walked: string[] = [];
        let after = from;
        do {
          const page = await store.list({ limit: 4, ...query, ...(after ? { after } : {}) });
          walked.push(...ids(page));
          after = page.next;
        } while (after);
        return walked;
      };
      const sorts: SortField[] = [
        "rating",
        "views",
        "likes",
        "releaseDate",
        "title",
        "createdAt",
      ];
      for (const sort of sorts) {
        for (const order of ["asc", "desc"] as const) {
          const expected = referenceSort([...SEED_WITH_UNDATED.movies], sort, order).map((m) =>
            m._id
          );
          assert.deepEqual(await walk({ sort, order }), expected, `${sort} ${order}`);
        }
      }
      // A filtered list walks its own titles only, and every page reports their total.
      const series = SEED_WITH_UNDATED.movies.filter((m) => m.type === "series").map((m) => m._id);
      assert.deepEqual(new Set(await walk({ type: "series", sort: "views" })), new Set(series));

      // Titles added while a visitor pages: one above the position (not shown
      // again, nothing repeated) and one below it (shown once).
      const first = await store.list({ limit: 3, sort: "rating", order: "desc" });
      const base = SEED_WITH_UNDATED.movies[0]!;
      const added = (id: string, rating: number): Movie => ({
        ...base,
        _id: id,
        title: `Sonradan ${id}`,
        rating,
      });
      assert.equal(await store.insert(added("m-ust", 10), WRITER), "ok");
      assert.equal(await store.insert(added("m-alt", 0), WRITER), "ok");
      const rest = await walk({ sort: "rating", order: "desc" }, first.next);
      const seen = [...ids(first), ...rest];
      assert.equal(new Set(seen).size, seen.length, "no title twice");
      assert.ok(!seen.includes("m-ust"));
      assert.equal(seen.at(-1), "m-alt");
      for (const movie of SEED_WITH_UNDATED.movies) {
        assert.ok(seen.includes(movie._id), movie._id);
      }
      // A search ranked by relevance has no position to go on from.
      const ranked = await store.list({ limit: 1, search: "a" });
      assert.ok(ranked.total > 1);
      assert.equal(ranked.next, undefined);
    });
  },
};

export const filters: ConformanceCase = {
  name: "filters by type, genre, category, featured, trending and status, alone and combined",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const cases: [Omit<ListQuery, "limit">, (m: Movie) => boolean][] = [
        [{ type: "series" }, (m) => m.type === "series"],
        [{ type: "movie" }, (m) => m.type === "movie"],
        [{ genre: "korku" }, (m) => m.genre.includes("Korku")],
        [{ genre: "BİLİM KURGU" }, (m) => m.genre.includes("Bilim Kurgu")],
        [{ category: "yabancı film" }, (m) => m.category === "Yabancı Film"],
        [{ featured: true }, (m) => m.featured],
        [{ trending: false }, (m) => !m.trending],
        [{ status: "passive" }, (m) => m.status === "passive"],
        [
          { type: "movie", genre: "Drama", featured: true },
          (m) => m.type === "movie" && m.genre.includes("Drama") && m.featured,
        ],
      ];
      for (const [query, keep] of cases) {
        const expected = referenceSort(
          SEED.movies.filter(keep),
          "rating",
          "desc",
        ).map((m) => m._id);
        const found = await listAll(store, {
          ...query,
          sort: "rating",
          order: "desc",
        });
        assert.ok(expected.length > 0, JSON.stringify(query));
        assert.deepEqual(
          found.movies.map((m) => m._id),
          expected,
          JSON.stringify(query),
        );
        assert.equal(found.total, expected.length);
      }
    });
  },
};

export const sameTotalOnEveryPage: ConformanceCase = {
  name:
    "every page of a list reports the same total, and a write changes it on every page (issue 35)",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const films = { type: "movie", status: "active" } as const;
      const first = await store.list({ ...films, limit: 2 });
      const second = await store.list({ ...films, limit: 2, offset: 2 });
      const byRating = await store.list({ ...films, limit: 2, sort: "rating" });
      assert.equal(second.total, first.total);
      assert.equal(byRating.total, first.total);
      const series = await store.list({ type: "series", limit: 2, offset: 2 });
      const movie: Movie = {
        ...SEED.movies.find((m) => m.type === "movie")!,
        _id: "m-sayilan",
        title: "Sayılan Film",
      };
      assert.equal(await store.insert(movie, WRITER), "ok");
      // Pages asked before the write, and one never asked: all count the new film.
      for (const query of [{ offset: 2 }, { sort: "rating" as const }, { offset: 4 }]) {
        assert.equal((await store.list({ ...films, limit: 2, ...query })).total, first.total + 1);
      }
      assert.equal(
        (await store.list({ type: "series", limit: 2, offset: 2 })).total,
        series.total,
      );
      assert.equal(await store.remove("m-sayilan", WRITER), true);
      assert.equal((await store.list({ ...films, limit: 2, offset: 2 })).total, first.total);
    });
  },
};

export const languageFilters: ConformanceCase = {
  // Issue 15: 'Türkçe Dublaj' / 'Türkçe Altyazı' lists (?audio=tr, ?subtitles=tr).
  name:
    "filters by audio and subtitle language, combined with the others; languages follow a replace",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const cases: [Omit<ListQuery, "limit">, (m: Movie) => boolean][] = [
        [{ audio: "tr" }, (m) => m.audio?.includes("tr") ?? false],
        [{ subtitles: "tr" }, (m) => m.subtitles?.includes("tr") ?? false],
        [{ audio: "en" }, (m) => m.audio?.includes("en") ?? false],
        [
          { audio: "tr", type: "movie", category: "Yabancı Film" },
          (m) => (m.audio?.includes("tr") ?? false) && m.category === "Yabancı Film",
        ],
        [
          { subtitles: "tr", genre: "Drama" },
          (m) => (m.subtitles?.includes("tr") ?? false) && m.genre.includes("Drama"),
        ],
      ];
      for (const [query, keep] of cases) {
        const expected = referenceSort(SEED.movies.filter(keep), "rating", "desc")
          .map((m) => m._id);
        const found = await listAll(store, { ...query, sort: "rating", order: "desc" });
        assert.ok(expected.length > 0, JSON.stringify(query));
        assert.deepEqual(found.movies.map((m) => m._id), expected, JSON.stringify(query));
        assert.equal(found.total, expected.length);
      }
      // "t" is no language of its own: codes match whole, never a part of "tr".
      assert.equal((await listAll(store, { audio: "t" as string })).total, 0);

      const original = SEED.movies.find((m) =>
        m.category === "Yabancı Film" && !(m.audio ?? []).includes("tr")
      )!;
      const dubbed = { ...original, audio: ["tr", ...(original.audio ?? [])] };
      const replace = (movie: Movie) =>
        store.update(movie._id, { kind: "replace", input: inputOf(movie) }, {
          now: LATER,
          actor: EDITOR,
        });
      assert.equal((await replace(dubbed)).result, "ok");
      const ids = (await listAll(store, { audio: "tr" })).movies.map((m) => m._id);
      assert.ok(ids.includes(original._id));
      assert.deepEqual(JSON.parse((await store.get(original._id))!).audio, dubbed.audio);
      const silent = { ...original };
      delete silent.audio;
      delete silent.subtitles;
      assert.equal((await replace(silent)).result, "ok");
      const none = (await listAll(store, { audio: original.audio![0]! })).movies;
      assert.ok(!none.some((m) => m._id === original._id));
    });
  },
};
