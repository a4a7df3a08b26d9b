/**
 * Store conformance cases (part of conformance.ts's suite) about search
 * (issue 31): Turkish letters and case folded alike on every engine,
 * punctuation, people, one typo, title matches first. Expected answers come
 * from referenceSearch below, a plain reading of the rules over the seed.
 */
import assert from "node:assert/strict";
import { deletionVariants, searchFold } from "../text.ts";
import {
  type ConformanceCase,
  listAll,
  referenceSort,
  SEED,
  withStore,
} from "./conformance_fixtures.ts";
import type { ListQuery, Movie } from "./store.ts";

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

export const searchFoldsTurkish: ConformanceCase = {
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
};

export const searchWordsPeopleAndTypos: ConformanceCase = {
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
};

export const searchTotals: ConformanceCase = {
  name:
    "a search's total counts every match on every page: the first, one past the last match, behind a cursor, with a filter, none (issue 35)",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      for (const term of ["gece", "dünya", "haluk", "istanbul", "sahsiyt", "zzzqqq"]) {
        const all = referenceSearch(SEED.movies, term);
        const total = all.length;
        // Each case is the first of its spelling (the same search in other letters
        // or spacing), so no total kept by an earlier page answers it.
        const [asTyped, upper, spaced, padded] = [
          term,
          term.toLocaleUpperCase("tr-TR"),
          ` ${term}`,
          `${term}  `,
        ];
        const first = await store.list({
          search: asTyped,
          limit: 1,
          sort: "rating",
          order: "desc",
        });
        assert.equal(first.total, total, `${term}: first page`);
        const past = await store.list({ search: upper, limit: 2, offset: total + 5 });
        assert.deepEqual([past.movies.length, past.total], [0, total], `${term}: past the end`);
        if (first.next !== undefined) {
          const behind = await store.list({
            search: spaced,
            limit: 1,
            sort: "rating",
            order: "desc",
            after: first.next,
          });
          assert.equal(behind.total, total, `${term}: behind a cursor`);
        }
        const movies = all.filter((m) => m.type === "movie").length;
        const films = await store.list({ search: padded, limit: 2, type: "movie" });
        assert.equal(films.total, movies, `${term}: films`);
      }
    });
  },
};
