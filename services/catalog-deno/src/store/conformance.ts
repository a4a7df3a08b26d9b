/**
 * The behaviour every MovieStore adapter must have, written once and run
 * against SQLite (sqlite.test.ts) and PostgreSQL (postgres.test.ts). Expected
 * answers are computed from the seed in TypeScript, never copied from a run.
 */
import assert from "node:assert/strict";
import { buildSeed } from "../seed/catalogue.ts";
import { deletionVariants, fold, searchFold } from "../text.ts";
import { listQueryMayInclude } from "./list.ts";
import { toRow } from "./rows.ts";
import type { Embed, ListQuery, Movie, MovieInput, MovieStore, Seed, SortField } from "./store.ts";

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

const SEED = buildSeed("http://localhost:5050");

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

function summary(movie: Movie): Movie {
  const { seasons: _seasons, ...rest } = movie;
  return rest;
}

async function withStore(
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

async function listAll(
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
function referenceSort(
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

/** The people of a title as a list. */
function peopleOf(m: Movie): string[] {
  const list = (v: string | string[] | undefined | null) =>
    v === undefined || v === null ? [] : typeof v === "string" ? [v] : v;
  return [...list(m.director), ...list(m.cast)];
}

/** Two words are one typo apart when they share a spelling with at most one letter left out. */
function nearWords(query: string, word: string): boolean {
  if ([...query].length < 5 || [...word].length < 4) return false;
  const mine = new Set(deletionVariants(query));
  return deletionVariants(word).some((variant) => mine.has(variant));
}

/**
 * The reference search (issue 31), written plainly over the seed: the phrase
 * in a field, or each word in a field or one typo from a word of the names
 * and people; title matches first, then other fields, then word matches;
 * within a rank the default order.
 */
function referenceSearch(movies: readonly Movie[], term: string): Movie[] {
  const phrase = searchFold(term);
  if (phrase === "") return [];
  const rankOf = (m: Movie): number | undefined => {
    const names = [m.title, m.originalTitle ?? ""].map(searchFold);
    const fields = [...names, ...peopleOf(m).map(searchFold), searchFold(m.description ?? "")];
    if (names.some((f) => f.includes(phrase))) return 0;
    if (fields.some((f) => f.includes(phrase))) return 1;
    const queryWords = phrase.split(" ");
    if (!queryWords.some((word) => [...word].length >= 5)) return undefined;
    const fieldWords = fields.flatMap((f) => f.split(" "));
    const typoWords = [...names, ...peopleOf(m).map(searchFold)].flatMap((f) => f.split(" "));
    const everyWord = queryWords.every((word) =>
      fieldWords.some((w) => w.startsWith(word)) || typoWords.some((w) => nearWords(word, w))
    );
    return everyWord ? 2 : undefined;
  };
  const ranked = referenceSort([...movies], "createdAt", "desc")
    .map((m) => ({ m, rank: rankOf(m) }))
    .filter((x) => x.rank !== undefined);
  // A stable sort keeps the default order within a rank.
  return ranked.sort((a, b) => a.rank! - b.rank!).map((x) => x.m);
}

/**
 * What a store upgraded from the schema before sign-in attempts must still
 * do: keep the old sessions, count attempts, and not seed the catalogue again.
 */
export async function assertUpgradedFromSessionsOnly(store: MovieStore): Promise<void> {
  // Sessions from before the audit trail carry no username.
  assert.equal((await store.getSession("a".repeat(64), 1_800_000_000_000))?.username, "");
  assert.deepEqual(await store.countLoginAttempt("k", 1_800_000_000_000, 60_000, 10), {
    attempts: 1,
    windowStart: 1_800_000_000_000,
  });
  // Seeded only when the catalogue tables were created, not again by this upgrade.
  assert.equal((await store.list({ limit: 1 })).total, 0);
}

export const CONFORMANCE: readonly ConformanceCase[] = [
  {
    name: "a fresh database is migrated and seeded once; reopening keeps its data",
    async run(factory) {
      const { store, reopen } = await factory.fresh(SEED);
      let again: MovieStore | undefined;
      try {
        assert.equal(
          (await store.list({ limit: 1 })).total,
          SEED.movies.length,
        );
        assert.equal(await store.remove("m-dune", WRITER), true);
        await store.close();
        again = await reopen();
        // Not re-seeded: the deleted title stays deleted.
        assert.equal(
          (await again.list({ limit: 1 })).total,
          SEED.movies.length - 1,
        );
        assert.equal((await again.listEmbeds()).length, SEED.embeds.length);
      } finally {
        await (again ?? store).close().catch(() => {});
      }
    },
  },
  {
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
  },
  {
    name: "get returns the full stored title, seasons included",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        for (const movie of SEED.movies.filter((_, i) => i % 10 === 0)) {
          assert.deepEqual(JSON.parse((await store.get(movie._id))!), movie);
        }
        assert.equal(await store.get("m-yok"), undefined);
      });
    },
  },
  {
    name: "search folds Turkish letters and case the same way on every engine",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        for (
          const term of [
            "sahsiyet",
            "ŞAHSİYET",
            "ISIK",
            "ışık",
            "cukur",
            "GÜNEŞ",
            "istanbul",
            "İSTANBUL",
            "dünya",
            "kis",
          ]
        ) {
          const expected = referenceSearch(SEED.movies, term).map((m) => m._id);
          const found = (await listAll(store, { search: term })).movies.map((m) => m._id);
          assert.deepEqual(found, expected, term);
        }
        assert.ok((await listAll(store, { search: "istanbul" })).total > 3);
        assert.deepEqual(
          (await listAll(store, { search: "İSTANBUL" })).movies,
          (await listAll(store, { search: "istanbul" })).movies,
        );
      });
    },
  },
  {
    name:
      "search ignores punctuation, finds cast and director, forgives one typo, and ranks title matches first (issue 31)",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        const ids = async (search: string, query: Omit<ListQuery, "limit"> = {}) =>
          (await listAll(store, { search, ...query })).movies.map((m) => m._id);
        // Punctuation and repeated spaces do not matter: "Dune: Çöl Gezegeni".
        assert.deepEqual(await ids("dune çöl"), ["m-dune"]);
        assert.deepEqual(await ids("  DUNE   -  çöl!! "), ["m-dune"]);
        assert.deepEqual(await ids("behzat c"), ["s-behzat-c"]);
        // The people: Şahsiyet's lead, and a director.
        assert.ok((await ids("Haluk Bilginer")).includes("s-sahsiyet"));
        assert.ok((await ids("onur saylak")).includes("s-sahsiyet"));
        // One typo in a word of 5+ letters: a letter missing, changed, added or swapped.
        for (const typo of ["sahsiyt", "sahsiyat", "sahsiyeet", "sahsiyte"]) {
          assert.deepEqual(await ids(typo), ["s-sahsiyet"], typo);
        }
        // Two typos, or a typo in a short word, find nothing.
        assert.deepEqual(await ids("sahsyt"), []);
        assert.deepEqual(await ids("dumr"), []);
        // Punctuation alone finds nothing; a blank search filters nothing.
        assert.deepEqual(await ids("?!…"), []);
        assert.equal((await listAll(store, { search: "   " })).total, SEED.movies.length);
        // Title matches first: titles with "dünya" in their name before descriptions that say it.
        const dunya = await ids("dünya");
        const inTitle = dunya.filter((id) =>
          searchFold(SEED.movies.find((m) => m._id === id)!.title).includes("dunya")
        );
        assert.ok(inTitle.length > 0 && inTitle.length < dunya.length);
        assert.deepEqual(dunya.slice(0, inTitle.length), inTitle);
        // A chosen order is kept: the same titles, by rating.
        const byRating = await ids("dünya", { sort: "rating", order: "desc" });
        assert.deepEqual(
          byRating,
          referenceSort(SEED.movies.filter((m) => dunya.includes(m._id)), "rating", "desc")
            .map((m) => m._id),
        );
        // The reference agrees on a wider set, Turkish letters and people included.
        for (
          const term of ["haluk", "nuri bilge", "ceylan", "kis uykusu", "gece", "yildiz", "savas"]
        ) {
          assert.deepEqual(
            await ids(term),
            referenceSearch(SEED.movies, term).map((m) => m._id),
            term,
          );
        }
      });
    },
  },
  {
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
  },
  {
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
  },
  {
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
        const series = SEED_WITH_UNDATED.movies.filter((m) => m.type === "series").map((m) =>
          m._id
        );
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    name:
      "a bulk load writes titles as insert does, skips taken ids and identities, audits nothing",
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
  },
  {
    name: "embeds keep their seed order; lookup by slug; random picks one; none when empty",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        assert.deepEqual(await store.listEmbeds(), SEED.embeds);
        const one = SEED.embeds[7]!;
        assert.deepEqual(await store.getEmbed(one.slug), one);
        assert.equal(await store.getEmbed("yok"), undefined);
        const slugs = new Set(SEED.embeds.map((e: Embed) => e.slug));
        assert.ok(slugs.has((await store.randomEmbed())!.slug));
      });
      await withStore(factory, { movies: [], embeds: [] }, async (store) => {
        assert.deepEqual(await store.listEmbeds(), []);
        assert.equal(await store.randomEmbed(), undefined);
        assert.deepEqual(await store.list({ limit: 10 }), {
          movies: [],
          total: 0,
        });
      });
    },
  },
  {
    name: "sessions expire, are deleted one by one, and expired ones are purged",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        const now = 1_800_000_000_000;
        await store.createSession({
          tokenHash: "a".repeat(64),
          expiresAt: now + 1000,
          username: "admin",
        });
        await store.createSession({
          tokenHash: "b".repeat(64),
          expiresAt: now + 2000,
          username: "editör",
        });
        assert.deepEqual(await store.getSession("a".repeat(64), now), {
          tokenHash: "a".repeat(64),
          expiresAt: now + 1000,
          username: "admin",
        });
        assert.equal((await store.getSession("b".repeat(64), now))?.username, "editör");
        assert.equal(
          await store.getSession("a".repeat(64), now + 1000),
          undefined,
        );
        await store.deleteSession("b".repeat(64));
        assert.equal(await store.getSession("b".repeat(64), now), undefined);
        await store.createSession({
          tokenHash: "c".repeat(64),
          expiresAt: now + 5000,
          username: "admin",
        });
        await store.deleteExpiredSessions(now + 1000);
        assert.equal(await store.getSession("a".repeat(64), now), undefined);
        assert.ok(await store.getSession("c".repeat(64), now));
        await store.ping();
        assert.equal(await store.migrated(), true);
      });
    },
  },
  {
    name:
      "sign-in attempts: counted one by one even when concurrent, windows restart, clear forgets",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        const now = 1_800_000_000_000;
        const window = 60_000;
        const counts = await Promise.all(
          Array.from({ length: 20 }, () => store.countLoginAttempt("ip\nadmin", now, window, 100)),
        );
        assert.deepEqual(
          counts.map((c) => c === "full" ? 0 : c.attempts).sort((a, b) => a - b),
          Array.from({ length: 20 }, (_, i) => i + 1),
        );
        assert.deepEqual(
          await store.countLoginAttempt("ip\nadmin", now + window - 1, window, 100),
          {
            attempts: 21,
            windowStart: now,
          },
        );
        assert.deepEqual(await store.countLoginAttempt("ip\nadmin", now + window, window, 100), {
          attempts: 1,
          windowStart: now + window,
        });
        await store.clearLoginAttempts("ip\nadmin");
        assert.deepEqual(await store.countLoginAttempt("ip\nadmin", now + window, window, 100), {
          attempts: 1,
          windowStart: now + window,
        });
      });
    },
  },
  {
    name: "sign-in attempts: a full table refuses new keys and never drops a live one",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        const now = 1_800_000_000_000;
        const window = 60_000;
        for (const key of ["a", "b", "c"]) {
          assert.notEqual(await store.countLoginAttempt(key, now, window, 3), "full");
        }
        assert.equal(await store.countLoginAttempt("d", now + 1, window, 3), "full");
        assert.deepEqual(await store.countLoginAttempt("a", now + 2, window, 3), {
          attempts: 2,
          windowStart: now,
        });
        // Once the old windows have ended their keys make room.
        assert.deepEqual(await store.countLoginAttempt("d", now + window, window, 3), {
          attempts: 1,
          windowStart: now + window,
        });
      });
    },
  },
  {
    name: "transfers: kept bytes come back once, never after expiry, and unknown ids find nothing",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        const now = 1_800_000_000_000;
        const payload = Uint8Array.from({ length: 65_536 }, (_, i) => (i * 7 + 3) % 256);
        assert.equal(
          await store.createTransfer({ id: "aktar-1", payload, expiresAt: now + 600_000 }, now, 10),
          "ok",
        );
        assert.deepEqual(await store.takeTransfer("aktar-1", now + 1), payload);
        assert.equal(await store.takeTransfer("aktar-1", now + 2), undefined);
        assert.equal(await store.takeTransfer("hic-yok-1", now), undefined);

        const small = Uint8Array.of(1, 0, 255);
        await store.createTransfer(
          { id: "aktar-2", payload: small, expiresAt: now + 600_000 },
          now,
          10,
        );
        assert.equal(await store.takeTransfer("aktar-2", now + 600_000), undefined, "expired");
        // An expired transfer stays gone even if the clock were to go back.
        assert.equal(await store.takeTransfer("aktar-2", now), undefined);
      });
    },
  },
  {
    name: "transfers: of 20 concurrent takes exactly one gets the bytes",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        const now = 1_800_000_000_000;
        const payload = Uint8Array.of(1, 2, 3, 4);
        await store.createTransfer({ id: "yaris-1", payload, expiresAt: now + 600_000 }, now, 10);
        const takes = await Promise.all(
          Array.from({ length: 20 }, () => store.takeTransfer("yaris-1", now + 1)),
        );
        const got = takes.filter((take) => take !== undefined);
        assert.equal(got.length, 1);
        assert.deepEqual(got[0], payload);
      });
    },
  },
  {
    name: "transfers: at most maxLive unexpired are kept; expired ones make room",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        const now = 1_800_000_000_000;
        const keep = (id: string, at: number) =>
          store.createTransfer({ id, payload: Uint8Array.of(1), expiresAt: at + 600_000 }, at, 2);
        assert.equal(await keep("dolu-1", now), "ok");
        assert.equal(await keep("dolu-2", now + 1), "ok");
        assert.equal(await keep("dolu-3", now + 2), "full");
        assert.equal(
          await store.takeTransfer("dolu-3", now + 3),
          undefined,
          "nothing kept when full",
        );
        // Picked up: its place is free again.
        assert.ok(await store.takeTransfer("dolu-1", now + 3));
        assert.equal(await keep("dolu-4", now + 4), "ok");
        // Once the others expire, they no longer count.
        assert.equal(await keep("dolu-5", now + 600_001), "ok");
        assert.equal(await keep("dolu-6", now + 600_005), "ok");
        assert.ok(await store.takeTransfer("dolu-6", now + 600_006));
      });
    },
  },
  {
    name: "transfer creations are counted per key in windows of their own, apart from sign-ins",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        const now = 1_800_000_000_000;
        const window = 600_000;
        const counts = await Promise.all(
          Array.from(
            { length: 12 },
            () => store.countTransferCreation("192.0.2.7", now, window, 100),
          ),
        );
        assert.deepEqual(
          counts.map((c) => c === "full" ? 0 : c.attempts).sort((a, b) => a - b),
          Array.from({ length: 12 }, (_, i) => i + 1),
        );
        // The sign-in budget under the same key is untouched, and the other way round.
        assert.deepEqual(await store.countLoginAttempt("192.0.2.7", now, 60_000, 100), {
          attempts: 1,
          windowStart: now,
        });
        assert.deepEqual(
          await store.countTransferCreation("192.0.2.7", now + window, window, 100),
          {
            attempts: 1,
            windowStart: now + window,
          },
        );
        // A full table of transfer keys refuses new ones without touching sign-ins.
        await store.countTransferCreation("b", now + window, window, 2);
        assert.equal(await store.countTransferCreation("c", now + window, window, 2), "full");
        assert.notEqual(await store.countLoginAttempt("c", now + window, 60_000, 2), "full");
      });
    },
  },
  {
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
  },
  {
    name: "embeds carry their source's audio and subtitle languages when known",
    async run(factory) {
      await withStore(factory, SEED, async (store) => {
        const embeds = await store.listEmbeds();
        assert.ok(embeds.some((e) => e.audio?.includes("tr")), "a dubbed embed");
        assert.ok(embeds.some((e) => e.subtitles?.includes("tr")), "a subtitled embed");
        const withLanguages = SEED.embeds.find((e) => e.audio && e.subtitles)!;
        assert.deepEqual(await store.getEmbed(withLanguages.slug), withLanguages);
        const bare = { slug: "yalin", title: "Yalın", episode_url: "/e", embed_url: "/p" };
        await withStore(factory, { movies: [], embeds: [bare] }, async (other) => {
          assert.deepEqual(await other.listEmbeds(), [bare]);
        });
      });
    },
  },
  {
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
  },
];
