import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTmdbFixture, type RunningFixture } from "../../test/tmdb-fixture/server.mjs";
import { collectingLog, movie, problem, recordingSleep, stubCatalog } from "../../test/helpers";
import { CatalogError } from "../catalog/client";
import { createDiziLoader } from "../dizi/loader";
import { createMetadataClient } from "../tmdb/client";
import {
  EXTENDED_SLICES,
  HOME_CATALOG_LIMIT,
  HOME_ROW_COUNTS,
  getHomeData,
  homeRows,
  poolFromCatalog,
  type HomePool,
} from "./home";
import { itemFromMovie, type ContentItem } from "./items";
import { createContentProvider } from "./provider";

const CATALOG = [
  movie({ title: "Kış Uykusu", rating: 8, likes: 2100, comments: 40, language: "tr", views: 10 }),
  movie({ title: "Dune", rating: 8, likes: 7300, comments: 0, views: 900 }),
  movie({ title: "Şahsiyet", type: "series", rating: 8.7, likes: 5400, comments: 12, views: 50 }),
  movie({ title: "Boş Film", rating: 3.6, likes: 0, comments: 3, views: 0 }),
];

let fixture: RunningFixture;
beforeAll(async () => {
  fixture = await startTmdbFixture();
});
afterAll(async () => {
  await fixture?.close();
});
beforeEach(() => {
  fixture.setRules([]);
  fixture.clearRequests();
});

function setup(
  options: {
    catalog?: (url: URL) => unknown;
    dizi?: () => Response;
  } = {},
) {
  const { log, messages } = collectingLog();
  const { sleep } = recordingSleep();
  const catalog = stubCatalog(
    options.catalog ?? (() => ({ data: { movies: CATALOG, total: CATALOG.length } })),
  );
  const metadata = createMetadataClient({ baseUrl: fixture.url, log });
  const provider = createContentProvider({ metadata, catalog: catalog.client, sleep, log });
  const diziBody = JSON.stringify([{ title: "Gibi", network: "Exxen" }, { title: "Prens" }]);
  const loadDizi = createDiziLoader({
    fetch: async () => options.dizi?.() ?? new Response(diziBody),
  });
  return {
    deps: { provider, catalog: catalog.client, loadDizi, log },
    provider,
    catalogRequests: catalog.requests,
    messages,
  };
}

const titles = (items: readonly ContentItem[]) => items.map((item) => item.title);

describe("getHomeData: SPEC.md §8 'Home extended data failure: Falls back to basic popular/new/trending/featured fetches. If that also fails, rows use backend data.'", () => {
  it("uses the extended lists when the provider answers", async () => {
    const { deps, catalogRequests } = setup();
    const home = await getHomeData(deps);
    expect(home.source).toBe("extended");
    expect(fixture.requests.filter((r) => r.path === "/movie/popular")).toHaveLength(10);
    expect(home.rows.featured).toHaveLength(HOME_ROW_COUNTS.featured);
    expect(home.rows.featured.every((item) => item.source === "metadata")).toBe(true);
    expect(home.rows.trending).toHaveLength(HOME_ROW_COUNTS.trending);
    expect(home.rows.trending.every((item) => item.type === "tv")).toBe(true);
    expect(home.rows.newMovies).toHaveLength(HOME_ROW_COUNTS.newMovies);
    expect(home.rows.newEpisodes).toHaveLength(HOME_ROW_COUNTS.newEpisodes);
    expect(home.rows.talkShows).toEqual([]);
    // Likes and comments exist only in the catalogue: those rows are its titles.
    expect(titles(home.rows.mostLiked)).toEqual(["Dune", "Şahsiyet", "Kış Uykusu"]);
    expect(titles(home.rows.mostCommented)).toEqual(["Kış Uykusu", "Şahsiyet", "Boş Film"]);
    expect(home.series.map((s) => s.title)).toEqual(["Gibi", "Prens"]);
    expect(Object.fromEntries(catalogRequests[0]!.searchParams)).toEqual({
      limit: String(HOME_CATALOG_LIMIT),
    });
    expect(HOME_CATALOG_LIMIT).toBe(100);
  });

  it("falls back to the basic fetches when the extended data fails", async () => {
    const { deps, provider, messages } = setup();
    const failing = {
      ...provider,
      getAllExtendedContent: () => Promise.reject(new Error("extended down")),
    };
    const home = await getHomeData({ ...deps, provider: failing });
    expect(home.source).toBe("basic");
    expect(messages).toContain("Home: extended content failed");
    expect(fixture.requests.every((r) => r.query.page === "1")).toBe(true);
    expect(home.rows.featured.length).toBeGreaterThan(0);
    expect(home.rows.featured.every((item) => item.source === "metadata")).toBe(true);
  });

  it("uses the catalogue's titles when the provider has nothing", async () => {
    fixture.setRules([{ path: "*", status: 500 }]);
    const { deps } = setup();
    const home = await getHomeData(deps);
    expect(home.source).toBe("catalog");
    expect(titles(home.rows.featured)).toEqual(["Şahsiyet", "Kış Uykusu", "Dune", "Boş Film"]);
    expect(titles(home.rows.newEpisodes)).toEqual(["Şahsiyet"]);
    expect(titles(home.rows.trending)).toEqual(["Şahsiyet"]);
    expect(titles(home.rows.turkish)).toEqual(["Kış Uykusu"]);
    expect(home.rows.featured.every((item) => item.source === "catalog")).toBe(true);
  });

  it("fails ('Veriler yüklenirken bir hata oluştu') only when the catalogue fails as well", async () => {
    fixture.setRules([{ path: "*", status: 500 }]);
    const { deps } = setup({ catalog: () => problem(500) });
    const error = await getHomeData(deps).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).status).toBe(500);
  });

  it("still shows the provider's rows when only the catalogue fails", async () => {
    const { deps, messages } = setup({ catalog: () => problem(503) });
    const home = await getHomeData(deps);
    expect(home.source).toBe("extended");
    expect(home.rows.featured).toHaveLength(20);
    expect(home.rows.mostLiked).toEqual([]);
    expect(messages).toContain("Home: catalogue list failed; its rows stay empty");
  });

  it("ignores a failing /dizi.json (SPEC.md §7: on home, failures are ignored)", async () => {
    const { deps, messages } = setup({ dizi: () => new Response("", { status: 404 }) });
    const home = await getHomeData(deps);
    expect(home.series).toEqual([]);
    expect(messages).toContain("Home: /dizi.json not loaded");
  });
});

describe("homeRows (SPEC.md §9 row counts, §5 home thresholds 7 and 8 with fallback 3.5 and 4)", () => {
  const make = (count: number, overrides: (i: number) => Parameters<typeof movie>[0]) =>
    Array.from({ length: count }, (_, i) => itemFromMovie(movie(overrides(i))));
  const rated = (ratings: number[]) =>
    ratings.map((rating) => itemFromMovie(movie({ title: `r${rating}`, rating })));

  it("cuts each row to its count", () => {
    const items = make(60, (i) => ({
      type: i % 2 ? "series" : "movie",
      rating: 9,
      releaseDate: `20${String(10 + (i % 15)).padStart(2, "0")}-01-01`,
    }));
    const rows = homeRows(poolFromCatalog(items), items);
    expect(rows.featured).toHaveLength(20);
    expect(rows.trending).toHaveLength(10);
    expect(rows.newEpisodes).toHaveLength(15);
    expect(rows.newReleases).toHaveLength(15);
    expect(rows.newMovies).toHaveLength(12);
    expect(rows.recommended).toHaveLength(15);
    expect(rows.highRated).toHaveLength(15);
    expect(rows.highRated.every((item) => item.type === "movie")).toBe(true);
    const dates = rows.newReleases.map((item) => item.releaseDate ?? "");
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("applies 8 to recommended and 7 to high-rated films", () => {
    const items = rated([6.5, 7, 7.9, 8.2]);
    const rows = homeRows(poolFromCatalog(items), items);
    expect(titles(rows.recommended)).toEqual(["r8.2"]);
    expect(titles(rows.highRated)).toEqual(["r8.2", "r7.9", "r7"]);
  });

  it("uses 4 and 3.5 when nothing reaches 8 and 7 (a catalogue rated out of 5)", () => {
    const items = rated([3, 3.5, 4, 4.9]);
    const rows = homeRows(poolFromCatalog(items), items);
    expect(titles(rows.recommended)).toEqual(["r4.9", "r4"]);
    expect(titles(rows.highRated)).toEqual(["r4.9", "r4", "r3.5"]);
  });

  it("gives empty rows for empty data", () => {
    const empty: HomePool = {
      movies: [],
      tv: [],
      newMovies: [],
      newSeries: [],
      trending: [],
      featured: [],
    };
    expect(Object.values(homeRows(empty, [])).every((row) => row.length === 0)).toBe(true);
  });

  it("slices extended data to 100 movies, 100 tv, 50 and 30 (SPEC.md §9)", () => {
    expect(EXTENDED_SLICES).toEqual({ movies: 100, tv: 100, trending: 50, featured: 30 });
  });
});
