// Issue 33 item 4 against the real path: the bulk import's steps → the
// catalogue's proxy (the real service, TMDB_BASE_URL pointed at the local
// stand-in) → the metadata fixture, and the drafts stored in the real
// catalogue. What the admin notices: the list asked for, the titles the
// catalogue has marked, passive drafts added, one failing title named while
// the others are added, and never more than 4 requests at once toward the
// metadata service.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCatalogService, TEST_ADMIN_PASSWORD } from "../../test/catalogService";
import { startTmdbFixture } from "../../test/tmdb-fixture/server.mjs";
import { createCatalogClient, type CatalogClient } from "../catalog/client";
import {
  BULK_CONCURRENCY,
  bulkFailureText,
  DEFAULT_BULK_FILTERS,
  runBulkImport,
  type BulkCandidate,
  type BulkFilters,
} from "./bulkImport";
import { createBulkImportSteps } from "./bulkImportClient";
import { TMDB_FAILURE_MESSAGES } from "./tmdbFailure";
import { createTmdbImportClient } from "./tmdbImportClient";

const here = path.dirname(fileURLToPath(import.meta.url));
const records = (name: string) =>
  JSON.parse(
    readFileSync(path.join(here, "../../test/tmdb-fixture/records", name), "utf8"),
  ) as Record<string, unknown>[];
const MOVIES = records("movies.json") as {
  id: number;
  original_language: string;
  release_date: string;
  popularity: number;
}[];
const SERIES = records("tv.json") as { id: number; popularity: number }[];

const KEY = "fixture-key";
let fixture: Awaited<ReturnType<typeof startTmdbFixture>>;
let service: Awaited<ReturnType<typeof startCatalogService>>;
let catalog: CatalogClient;
let token: string;

beforeAll(async () => {
  fixture = await startTmdbFixture({ apiKey: KEY });
  service = await startCatalogService({ TMDB_API_KEY: KEY, TMDB_BASE_URL: fixture.url });
  catalog = createCatalogClient({ baseUrl: service.baseUrl });
  ({ token } = await catalog.login({ username: "admin", password: TEST_ADMIN_PASSWORD }));
}, 60_000);

afterAll(async () => {
  await service?.stop();
  await fixture?.close();
});

const stepsOf = () =>
  createBulkImportSteps({
    tmdb: createTmdbImportClient({
      baseUrl: `${service.baseUrl}/tmdb`,
      maxConcurrent: BULK_CONCURRENCY,
    }),
    catalog,
    token,
  });

const filters = (over: Partial<BulkFilters>): BulkFilters => ({ ...DEFAULT_BULK_FILTERS, ...over });

const TURKISH_2005_2011 = MOVIES.filter(
  (m) =>
    m.original_language === "tr" &&
    m.release_date >= "2005-01-01" &&
    m.release_date <= "2011-12-31",
).sort((a, b) => b.popularity - a.popularity || a.id - b.id);

describe("the list", () => {
  it("discover: Turkish films of 2005–2011, most popular first; a title the catalogue has is marked", async () => {
    const held = TURKISH_2005_2011[2]!;
    const stored = await catalog.createMovie(
      { type: "movie", title: "Elle eklenmiş", tmdbId: held.id },
      token,
    );
    const list = await stepsOf().candidates(
      filters({ language: "tr", yearFrom: "2005", yearTo: "2011", count: 20 }),
    );
    expect(list.map((c) => c.tmdbId)).toEqual(TURKISH_2005_2011.slice(0, 20).map((m) => m.id));
    expect(list.filter((c) => c.existingId).map((c) => [c.tmdbId, c.existingId])).toContainEqual([
      held.id,
      stored._id,
    ]);
  });

  it("a title typed by hand (no TMDB id) is found by name, type and year", async () => {
    // The seed has 'Eşkıya' (1996) without a TMDB id.
    const list = await stepsOf().candidates(
      filters({ language: "tr", yearFrom: "1996", yearTo: "1996", count: 20 }),
    );
    const eskiya = list.find((c) => c.title === "Eşkıya");
    expect(eskiya?.existingId).toMatch(/\S/);
    expect(list.some((c) => !c.existingId)).toBe(true);
  });

  it("popular series: 40 titles over two pages, each once", async () => {
    const list = await stepsOf().candidates(
      filters({ list: "popular", mediaType: "tv", count: 40 }),
    );
    const expected = [...SERIES].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
    expect(list.map((c) => c.tmdbId)).toEqual(expected.slice(0, 40).map((t) => t.id));
    expect(list.every((c) => c.mediaType === "tv")).toBe(true);
  });
});

describe("adding drafts", () => {
  it("10 drafts: one title failing upstream is named, one rate-limited once is retried; 9 passive drafts, at most 4 requests at once", async () => {
    const list = await stepsOf().candidates(
      filters({ language: "tr", yearFrom: "1975", yearTo: "2011", count: 40 }),
    );
    const chosen = list.filter((c) => !c.existingId).slice(0, 10);
    expect(chosen).toHaveLength(10);
    const failing = chosen[3]!;
    const limited = chosen[6]!;
    fixture.setRules([
      { path: `/movie/${failing.tmdbId}`, status: 500 },
      { path: `/movie/${limited.tmdbId}`, status: 429, times: 1 },
      // The service's own latency, so requests overlap as they would.
      { path: "*", delayMs: 40 },
    ]);
    fixture.clearRequests();
    const failures: [BulkCandidate, string][] = [];
    const waits: number[] = [];
    const steps = stepsOf();
    try {
      const result = await runBulkImport({
        items: chosen,
        run: steps.add,
        sleep: async (ms) => {
          waits.push(ms);
        },
        onProgress: (_progress, item, outcome, error) => {
          if (outcome === "failed") failures.push([item, bulkFailureText(error)]);
        },
      });
      expect(result).toEqual({ done: 10, total: 10, added: 9, skipped: 0, failed: 1 });
    } finally {
      fixture.setRules([]);
    }
    expect(failures).toEqual([[failing, TMDB_FAILURE_MESSAGES.upstream]]);
    // 3 waits for the failing title, 1 for the rate-limited one.
    expect(waits).toHaveLength(4);
    expect(fixture.maxInFlight()).toBeGreaterThan(1);
    expect(fixture.maxInFlight()).toBeLessThanOrEqual(BULK_CONCURRENCY);

    for (const candidate of chosen) {
      const page = await catalog.listMovies({ tmdbId: candidate.tmdbId, type: "movie", limit: 2 });
      if (candidate === failing) {
        expect(page.total).toBe(0);
        continue;
      }
      expect(page.total, candidate.title).toBe(1);
      expect(page.movies[0]).toMatchObject({ status: "passive", featured: false, trending: false });
    }
  });

  it("a title added since the list was made is skipped, never doubled", async () => {
    const [first] = await stepsOf().candidates(
      filters({ language: "tr", yearFrom: "2012", yearTo: "2019", count: 20 }),
    );
    const steps = stepsOf();
    expect(await steps.add(first!)).toBe("added");
    expect(await steps.add(first!)).toBe("skipped");
    const page = await catalog.listMovies({ tmdbId: first!.tmdbId, type: "movie" });
    expect(page.total).toBe(1);
  });

  it("a series becomes a draft with its seasons", async () => {
    const [series] = await stepsOf().candidates(
      filters({ list: "top_rated", mediaType: "tv", count: 20 }),
    );
    expect(await stepsOf().add(series!)).toBe("added");
    const page = await catalog.listMovies({ tmdbId: series!.tmdbId, type: "series" });
    expect(page.movies[0]?.status).toBe("passive");
    const stored = await catalog.getMovie(page.movies[0]!._id);
    expect(stored.seasons?.length).toBeGreaterThan(0);
  });
});
