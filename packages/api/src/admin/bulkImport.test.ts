// Issue 33 item 4: "'Toplu İçe Aktar' takes a list from the metadata service
// (popular / top rated / discover with filters such as original language
// `tr`, year range, genre), shows what would be added (skipping titles
// already in the catalogue), and adds the chosen ones as passive ('Pasif')
// drafts in one confirmed step, with progress ('23 / 40') and a summary;
// rate-limited toward the metadata service (at most 4 requests at a time,
// 429 and 5xx retried with back-off), cancellable, and a failure of one
// title does not stop the others."
import { describe, expect, it } from "vitest";
import { CatalogError } from "../catalog/client";
import {
  BULK_CONCURRENCY,
  BULK_FILTER_MESSAGES,
  BULK_MAX_ATTEMPTS,
  bulkCandidates,
  bulkDraftOf,
  bulkFailureText,
  bulkFilterErrors,
  bulkGenres,
  bulkListCall,
  bulkPages,
  bulkPicks,
  bulkProgressText,
  bulkSummaryText,
  DEFAULT_BULK_FILTERS,
  defaultBulkChoice,
  DISCOVER_GENRE_IDS,
  isAlreadyStored,
  isSameTitle,
  runBulkImport,
  type BulkFilters,
  type BulkProgress,
} from "./bulkImport";
import { EMPTY_FILM_FORM, FILM_SAVE_MESSAGES } from "./filmForm";
import { TMDB_GENRE_MAP } from "./tmdbGenres";
import type { ImportedTitle } from "./tmdbImport";
import type { TmdbPick } from "./tmdbSearch";
import { TMDB_FAILURE_MESSAGES, TmdbImportError } from "./tmdbFailure";

const filters = (over: Partial<BulkFilters>): BulkFilters => ({ ...DEFAULT_BULK_FILTERS, ...over });

describe("bulkListCall: the list the admin asked for, as the service's call", () => {
  it.each<[string, Partial<BulkFilters>, ReturnType<typeof bulkListCall>]>([
    ["popular films", { list: "popular" }, { path: "/movie/popular", query: {} }],
    [
      "top rated series",
      { list: "top_rated", mediaType: "tv" },
      { path: "/tv/top_rated", query: {} },
    ],
    [
      "the service's lists take no filters (they are ignored, not sent)",
      { list: "popular", language: "tr", yearFrom: "2000", genre: "Drama" },
      { path: "/movie/popular", query: {} },
    ],
    [
      "discover films: Turkish, 2005–2011, drama",
      { language: "tr", yearFrom: "2005", yearTo: "2011", genre: "Drama" },
      {
        path: "/discover/movie",
        query: {
          sort_by: "popularity.desc",
          include_adult: "false",
          with_original_language: "tr",
          "primary_release_date.gte": "2005-01-01",
          "primary_release_date.lte": "2011-12-31",
          with_genres: "18",
        },
      },
    ],
    [
      "discover series date by first air date, genre by the series' own id",
      { mediaType: "tv", language: "TR ", yearFrom: "2010", genre: "Bilim Kurgu" },
      {
        path: "/discover/tv",
        query: {
          sort_by: "popularity.desc",
          include_adult: "false",
          with_original_language: "tr",
          "first_air_date.gte": "2010-01-01",
          with_genres: "10765",
        },
      },
    ],
    [
      "no language, no years, no genre: the whole of discover",
      { language: "", genre: "" },
      { path: "/discover/movie", query: { sort_by: "popularity.desc", include_adult: "false" } },
    ],
    [
      "a genre series do not have is not sent",
      { mediaType: "tv", genre: "Korku", language: "" },
      { path: "/discover/tv", query: { sort_by: "popularity.desc", include_adult: "false" } },
    ],
  ])("%s", (_name, over, expected) => {
    expect(bulkListCall(filters(over))).toEqual(expected);
  });
});

describe("bulkFilterErrors: what is wrong with the filters, in Turkish", () => {
  it.each<[string, Partial<BulkFilters>, ReturnType<typeof bulkFilterErrors>]>([
    ["the defaults", {}, {}],
    ["a range", { yearFrom: "2005", yearTo: "2011" }, {}],
    ["one year only", { yearTo: "1999" }, {}],
    ["a year that is not one", { yearFrom: "20x5" }, { yearFrom: BULK_FILTER_MESSAGES.year }],
    ["a year out of range", { yearTo: "2300" }, { yearTo: BULK_FILTER_MESSAGES.year }],
    [
      "a range the wrong way round",
      { yearFrom: "2012", yearTo: "2005" },
      { yearTo: BULK_FILTER_MESSAGES.yearOrder },
    ],
    [
      "a language that is not a code",
      { language: "Türkçe" },
      { language: BULK_FILTER_MESSAGES.language },
    ],
    ["lists without filters are never wrong", { list: "popular", yearFrom: "x" }, {}],
  ])("%s", (_name, over, expected) => {
    expect(bulkFilterErrors(filters(over))).toEqual(expected);
  });
});

describe("genres for discover", () => {
  it("every genre asked for maps back to the same catalogue genre (TMDB_GENRE_MAP)", () => {
    for (const type of ["movie", "tv"] as const) {
      for (const [genre, id] of Object.entries(DISCOVER_GENRE_IDS[type])) {
        expect(TMDB_GENRE_MAP[id!], `${type} ${genre}`).toContain(genre);
      }
    }
  });

  it("series offer only the genres the service has for series", () => {
    expect(bulkGenres("tv")).not.toContain("Korku");
    expect(bulkGenres("movie")).toContain("Korku");
    expect(bulkGenres("movie")).not.toContain("Biyografi");
  });
});

const pick = (tmdbId: number, mediaType: "movie" | "tv" = "movie"): TmdbPick => ({
  mediaType,
  tmdbId,
  title: `Başlık ${tmdbId}`,
  originalTitle: "",
  year: "2010",
  posterUrl: null,
  popularity: 1,
});

describe("pages and candidates", () => {
  it.each<[number, number, number[]]>([
    [20, Infinity, [1]],
    [40, Infinity, [1, 2]],
    [100, Infinity, [1, 2, 3, 4, 5]],
    [100, 2, [1, 2]],
    [40, 0, []],
  ])("%i titles of a list with %d pages: pages %j", (count, total, pages) => {
    expect(bulkPages(count, total)).toEqual(pages);
  });

  it("a title a shifting list shows twice is listed once; the list stops at the count", () => {
    const picks = bulkPicks(
      [
        [pick(1), pick(2), pick(3)],
        [pick(3), pick(1, "tv"), pick(4)],
      ],
      4,
    );
    expect(picks.map((p) => `${p.mediaType}:${p.tmdbId}`)).toEqual([
      "movie:1",
      "movie:2",
      "movie:3",
      "tv:1",
    ]);
  });

  it("titles the catalogue has are marked with its id and not chosen by default", () => {
    const candidates = bulkCandidates([pick(1), pick(2), pick(3)], new Map([["movie:2", "m-2"]]));
    expect(candidates.map((c) => [c.key, c.existingId])).toEqual([
      ["movie:1", undefined],
      ["movie:2", "m-2"],
      ["movie:3", undefined],
    ]);
    expect([...defaultBulkChoice(candidates)]).toEqual(["movie:1", "movie:3"]);
  });
});

describe("isSameTitle: a title typed by hand, found by name, type and year", () => {
  const stored = { type: "movie" as const, title: "Eşkıya", releaseDate: "1996-11-29" };
  it.each<[string, Partial<TmdbPick>, boolean]>([
    ["the same", { title: "Eşkıya", year: "1996" }, true],
    ["case and Turkish letters folded", { title: "ESKIYA ", year: "1996" }, true],
    ["another year (a remake)", { title: "Eşkıya", year: "2024" }, false],
    ["a series of the same name", { title: "Eşkıya", year: "1996", mediaType: "tv" }, false],
    ["no year known", { title: "Eşkıya", year: "" }, false],
    ["another name", { title: "Eşkıya Dünyaya Hükümdar Olmaz", year: "1996" }, false],
  ])("%s", (_name, over, expected) => {
    expect(isSameTitle(stored, { ...pick(1), ...over })).toBe(expected);
  });
});

describe("bulkDraftOf: a loaded title becomes a passive draft", () => {
  const imported: ImportedTitle = {
    mediaType: "movie",
    tmdbId: 7,
    values: {
      ...EMPTY_FILM_FORM,
      title: "Babam ve Oğlum",
      type: "movie",
      status: "active",
      featured: true,
      trending: true,
      genres: "Drama",
      duration: "108",
    },
    extra: { tmdbId: 7, imdbId: "tt0476735", cast: ["Çetin Tekindor"] },
    notes: {},
    unmappedGenres: [],
  };

  it("'Pasif', neither featured nor trending, with everything the import filled", () => {
    expect(bulkDraftOf(imported)).toMatchObject({
      title: "Babam ve Oğlum",
      type: "movie",
      status: "passive",
      featured: false,
      trending: false,
      genre: ["Drama"],
      duration: 108,
      tmdbId: 7,
      imdbId: "tt0476735",
      cast: ["Çetin Tekindor"],
    });
  });
});

describe("texts", () => {
  it.each<[BulkProgress, boolean, string]>([
    [{ done: 40, total: 40, added: 40, skipped: 0, failed: 0 }, false, "40 taslak eklendi."],
    [
      { done: 10, total: 10, added: 8, skipped: 1, failed: 1 },
      false,
      "8 taslak eklendi, 1 zaten katalogdaydı, 1 eklenemedi.",
    ],
    [
      { done: 23, total: 40, added: 23, skipped: 0, failed: 0 },
      true,
      "23 taslak eklendi. İptal edildi; 17 içerik eklenmedi.",
    ],
  ])("summary of %j (cancelled: %s)", (progress, cancelled, text) => {
    expect(bulkSummaryText(progress, cancelled)).toBe(text);
  });

  it("progress reads '23 / 40'", () => {
    expect(bulkProgressText({ done: 23, total: 40 })).toBe("23 / 40");
  });

  it("a failure says why: the service's failure, the catalogue's refusal, or that it failed", () => {
    expect(bulkFailureText(new TmdbImportError("upstream"))).toBe(TMDB_FAILURE_MESSAGES.upstream);
    const duplicate = new CatalogError("409", 409, {
      type: "https://sinema.local/problems/duplicate-tmdb",
      title: "Conflict",
      status: 409,
    });
    expect(bulkFailureText(duplicate)).toBe(FILM_SAVE_MESSAGES.duplicateTmdb);
    expect(isAlreadyStored(duplicate)).toBe(true);
    expect(isAlreadyStored(new CatalogError("409", 409))).toBe(false);
    const sameName = new CatalogError("409", 409, {
      type: "https://sinema.local/problems/conflict",
      title: "The title already exists",
      status: 409,
    });
    expect(isAlreadyStored(sameName)).toBe(true);
    expect(bulkFailureText(new Error("boom"))).toBe(FILM_SAVE_MESSAGES.failed);
  });
});

/** A title's work the test finishes by hand, to see what runs at once. */
function manualRun() {
  const started: number[] = [];
  const pending = new Map<
    number,
    { resolve: (v: "added" | "skipped") => void; reject: (e: unknown) => void }
  >();
  return {
    started,
    running: () => pending.size,
    run: (item: number) =>
      new Promise<"added" | "skipped">((resolve, reject) => {
        started.push(item);
        pending.set(item, { resolve, reject });
      }).finally(() => pending.delete(item)),
    finish: (item: number, outcome: "added" | "skipped" | Error) => {
      const entry = pending.get(item)!;
      if (outcome instanceof Error) entry.reject(outcome);
      else entry.resolve(outcome);
    },
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const items = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe("runBulkImport", () => {
  it("at most 4 titles at once; each finished title lets the next start; progress per title", async () => {
    const work = manualRun();
    const seen: string[] = [];
    const done = runBulkImport({
      items: items(6),
      run: work.run,
      sleep: async () => {},
      onProgress: (progress, item, outcome) =>
        seen.push(`${bulkProgressText(progress)} ${item} ${outcome}`),
    });
    await tick();
    expect(work.started).toEqual([1, 2, 3, 4]);
    expect(work.running()).toBe(BULK_CONCURRENCY);
    work.finish(2, "added");
    await tick();
    expect(work.started).toEqual([1, 2, 3, 4, 5]);
    work.finish(1, "skipped");
    work.finish(3, new Error("kayıt reddedildi"));
    await tick();
    for (const item of [4, 5, 6]) work.finish(item, "added");
    expect(await done).toEqual({ done: 6, total: 6, added: 4, skipped: 1, failed: 1 });
    expect(seen.slice(0, 3)).toEqual(["1 / 6 2 added", "2 / 6 1 skipped", "3 / 6 3 failed"]);
  });

  it("429 and 5xx are tried again after 0.5, 1 and 2 s; then the title fails and the others go on", async () => {
    const waits: number[] = [];
    const calls = new Map<number, number>();
    const result = await runBulkImport({
      items: [1, 2, 3],
      run: async (item) => {
        calls.set(item, (calls.get(item) ?? 0) + 1);
        if (item === 1) throw new TmdbImportError("upstream");
        if (item === 2 && calls.get(2)! < 3) throw new TmdbImportError("rate-limited");
        return "added";
      },
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(result).toEqual({ done: 3, total: 3, added: 2, skipped: 0, failed: 1 });
    expect(calls.get(1)).toBe(BULK_MAX_ATTEMPTS);
    expect(calls.get(2)).toBe(3);
    expect(calls.get(3)).toBe(1);
    expect(waits.sort((a, b) => a - b)).toEqual([500, 500, 1000, 1000, 2000]);
  });

  it.each<[string, Error]>([
    ["a refused key", new TmdbImportError("invalid-key")],
    ["an answer breaking the contract", new TmdbImportError("unexpected")],
    ["the catalogue refusing the draft", new CatalogError("400", 400)],
  ])("%s is not tried again", async (_name, error) => {
    let calls = 0;
    const result = await runBulkImport({
      items: [1],
      run: async () => {
        calls++;
        throw error;
      },
      sleep: async () => {},
    });
    expect(calls).toBe(1);
    expect(result.failed).toBe(1);
  });

  it("cancelled: no further title starts, a title waiting to be tried again is given up, titles on their way finish", async () => {
    const controller = new AbortController();
    const work = manualRun();
    let waiting: (() => void) | undefined;
    const done = runBulkImport({
      items: items(10),
      run: work.run,
      signal: controller.signal,
      sleep: (_ms, signal) =>
        new Promise<void>((resolve) => {
          waiting = resolve;
          signal?.addEventListener("abort", () => resolve());
        }),
    });
    await tick();
    work.finish(1, new TmdbImportError("rate-limited"));
    await tick();
    expect(waiting).toBeDefined();
    controller.abort();
    work.finish(2, "added");
    work.finish(3, "added");
    work.finish(4, "added");
    const result = await done;
    expect(work.started).toEqual([1, 2, 3, 4]);
    expect(result).toEqual({ done: 3, total: 10, added: 3, skipped: 0, failed: 0 });
    expect(bulkSummaryText(result, true)).toBe(
      "3 taslak eklendi. İptal edildi; 7 içerik eklenmedi.",
    );
  });
});
