// The content layer against the real catalogue service (Deno, in-memory
// SQLite with its seed catalogue) and the metadata fixture over real HTTP.
// The catalogue itself, asked directly, is the oracle for what a fallback
// must show, so the tests follow the seed instead of copying it.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startCatalogService } from "../test/catalogService";
import { collectingLog } from "../test/helpers";
import { startTmdbFixture, type RunningFixture } from "../test/tmdb-fixture/server.mjs";
import { createSinemaApi, type SinemaConfig } from "./api";
import { CatalogError, createCatalogClient } from "./catalog/client";
import { loadSimilarTitles } from "./content/similar";
import { BUILT_IN_GENRES } from "./domain/genres";

const noPause = async () => {};

let catalog: Awaited<ReturnType<typeof startCatalogService>>;
let fixture: RunningFixture;
beforeAll(async () => {
  [catalog, fixture] = await Promise.all([startCatalogService(), startTmdbFixture()]);
});
afterAll(async () => {
  await Promise.all([catalog?.stop(), fixture?.close()]);
});
beforeEach(() => {
  fixture.setRules([]);
  fixture.clearRequests();
});

function api(config: SinemaConfig = {}) {
  const { log, messages } = collectingLog();
  return {
    api: createSinemaApi({
      catalogBase: catalog.baseUrl,
      metadataBase: fixture.url,
      diziUrl: `${catalog.baseUrl}/../dizi.json`,
      sleep: noPause,
      log,
      ...config,
    }),
    messages,
  };
}

const titles = (items: ReadonlyArray<{ title: string }>) => items.map((item) => item.title);

/** The catalogue's own answer for a fallback list: SPEC.md §7's sort, newest/highest first. */
async function catalogueTitles(
  sort: "rating" | "views" | "releaseDate" | "likes",
  count: number,
  type?: "movie" | "series",
) {
  const direct = createCatalogClient({ baseUrl: catalog.baseUrl });
  // Visitors see only active titles (issue 16); the seed holds passive ones.
  const page = await direct.listMovies({
    status: "active",
    sort,
    order: "desc",
    limit: count,
    ...(type ? { type } : {}),
  });
  return page.movies.map((movie) => movie.title);
}

function isSortedDesc(values: ReadonlyArray<number | null>) {
  return values.every((value, i) => i === 0 || (values[i - 1] ?? 0) >= (value ?? 0));
}

describe("provider empty → the catalogue's titles (SPEC.md §7)", () => {
  it("featured, trending and new lists show the backend's titles when the provider fails", async () => {
    fixture.setRules([{ path: "*", status: 500 }]);
    const { api: site, messages } = api();
    const featured = await site.getList("featured");
    expect(titles(featured)).toEqual(await catalogueTitles("rating", featured.length));
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((item) => item.source === "catalog")).toBe(true);
    const trending = await site.getList("trending");
    expect(titles(trending)).toEqual(await catalogueTitles("views", trending.length));
    const newMovies = await site.getList("new-movies");
    expect(newMovies.length).toBeGreaterThan(0);
    expect(titles(newMovies)).toEqual(
      await catalogueTitles("releaseDate", newMovies.length, "movie"),
    );
    const newSeries = await site.getList("new-series");
    expect(newSeries.length).toBeGreaterThan(0);
    expect(newSeries.every((item) => item.type === "series")).toBe(true);
    expect(messages).toContain("Metadata movie/top_rated answered 500");
    // SPEC.md §2 card link: a catalogue series leads to /series/{_id}.
    expect(newSeries[0]?.href).toBe(`/series/${newSeries[0]?.id}`);
  });

  it("the home falls back to the catalogue's rows", async () => {
    fixture.setRules([{ path: "*", status: 500 }]);
    const { api: site } = api();
    const home = await site.getHomeData();
    expect(home.source).toBe("catalog");
    expect(home.rows.featured.length).toBeGreaterThan(0);
    expect(home.rows.featured.every((item) => item.source === "catalog")).toBe(true);
    // SPEC.md §5: most liked keeps likes above 0, most liked first.
    const likes = home.rows.mostLiked.map((item) => item.likes);
    expect(likes.length).toBeGreaterThan(0);
    expect(likes.every((n) => (n ?? 0) > 0)).toBe(true);
    expect(isSortedDesc(likes)).toBe(true);
    expect(home.series).toEqual([]);
  });
});

describe("with the metadata service", () => {
  it("the home uses the extended lists, with a failing page skipped", async () => {
    fixture.setRules([{ path: "/movie/popular", page: 2, status: 500 }]);
    const { api: site, messages } = api();
    const home = await site.getHomeData();
    expect(home.source).toBe("extended");
    const popularPages = fixture.requests
      .filter((r) => r.path === "/movie/popular")
      .map((r) => Number(r.query.page));
    expect(popularPages).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(messages).toContain("Metadata movie/popular answered 500");
    expect(home.rows.featured).toHaveLength(20);
    expect(home.rows.featured.every((item) => item.source === "metadata")).toBe(true);
    // Likes come from the real catalogue even when the rows are the provider's.
    expect(home.rows.mostLiked.length).toBeGreaterThan(0);
    expect(home.rows.mostLiked.every((item) => item.source === "catalog")).toBe(true);
    expect(home.rows.turkish).toHaveLength(15);
    expect(home.rows.turkish.every((item) => item.language.includes("tr"))).toBe(true);
  });

  it("every call carries language=tr-TR and, in direct mode, the key", async () => {
    const keyed = await startTmdbFixture({ apiKey: "tarayici-anahtari" });
    try {
      const { api: site } = api({ metadataBase: keyed.url, metadataApiKey: "tarayici-anahtari" });
      expect(await site.getList("trending")).not.toHaveLength(0);
      expect(keyed.requests.length).toBeGreaterThan(0);
      for (const request of keyed.requests) {
        expect(request.query).toMatchObject({ language: "tr-TR", api_key: "tarayici-anahtari" });
      }
    } finally {
      await keyed.close();
    }
  });
});

describe("timeouts are honoured", () => {
  it("a metadata service slower than its time-out gives way to the catalogue", async () => {
    fixture.setRules([{ path: "*", delayMs: 5_000 }]);
    const { api: site } = api({ metadataTimeoutMs: 150 });
    const started = Date.now();
    const featured = await site.getList("featured");
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(titles(featured)).toEqual(await catalogueTitles("rating", featured.length));
  });

  it("a catalogue slower than its time-out fails with 'did not answer in time'", async () => {
    // The fixture server stands in for a hung backend: it holds every answer.
    fixture.setRules([{ path: "*", delayMs: 5_000 }]);
    const slow = createCatalogClient({ baseUrl: `${fixture.url}/api`, timeoutMs: 150 });
    const started = Date.now();
    const error = await slow.listMovies().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).message).toBe("Catalogue did not answer in time");
    expect(Date.now() - started).toBeLessThan(2_500);
  });
});

describe("no key configured: everything still renders from the backend", () => {
  // The site's default: metadata through the catalogue's own proxy, which has no key here.
  const proxied = () => api({ metadataBase: `${catalog.baseUrl}/tmdb` });

  it("lists, home and popular come from the catalogue", async () => {
    const { api: site } = proxied();
    const featured = await site.getList("featured");
    expect(titles(featured)).toEqual(await catalogueTitles("rating", featured.length));
    const popular = await site.provider.getPopular("movie");
    expect(popular.length).toBeGreaterThan(0);
    expect(titles(popular)).toEqual(await catalogueTitles("views", popular.length, "movie"));
    const home = await site.getHomeData();
    expect(home.source).toBe("catalog");
    expect(home.rows.featured.length).toBeGreaterThan(0);
    expect(fixture.requests).toHaveLength(0);
  });

  it("the 'Tür' menu shows the built-in genres and /tur/{id} finds the catalogue's titles", async () => {
    const { api: site } = proxied();
    expect(await site.provider.getAllGenres()).toEqual(BUILT_IN_GENRES);
    const drama = await site.getGenrePage(18);
    expect(drama.genre?.name).toBe("Drama");
    // SPEC.md §2: the genre page shows 10 films and 10 series.
    expect(drama.movies).toHaveLength(10);
    expect(drama.series).toHaveLength(10);
    expect(
      drama.movies.every((item) => item.type === "movie" && item.genres.includes("Drama")),
    ).toBe(true);
    expect(
      drama.series.every((item) => item.type === "series" && item.genres.includes("Drama")),
    ).toBe(true);
    const scifi = await site.getGenrePage(878);
    expect(scifi.movies.length).toBeGreaterThan(0);
    expect(scifi.movies.every((item) => item.genres.includes("Bilim Kurgu"))).toBe(true);
  });

  it("search suggestions come from the catalogue's search", async () => {
    const { api: site } = proxied();
    const found = await site.provider.search("Kış");
    expect(titles(found)).toContain("Kış Uykusu");
    expect(found.find((s) => s.title === "Kış Uykusu")?.href).toBe("/movie/m-kis-uykusu");
  });

  it("with the metadata service switched off nothing is asked of it", async () => {
    const { api: site } = api({ metadataEnabled: false });
    const trending = await site.getList("trending");
    expect(titles(trending)).toEqual(await catalogueTitles("views", trending.length));
    expect(fixture.requests).toHaveLength(0);
  });
});

describe("loadSimilarTitles against the real catalogue (issue 17: 'Benzer Filmler')", () => {
  it("gives catalogue films in the film's genres, with posters and working links, never the film", async () => {
    const direct = createCatalogClient({ baseUrl: catalog.baseUrl });
    const dune = await direct.getMovie("m-dune");
    const similar = await loadSimilarTitles(direct, { id: dune._id, genres: dune.genre ?? [] });
    expect(similar.source).toBe("catalog");
    expect(similar.items.length).toBeGreaterThan(0);
    expect(similar.items.length).toBeLessThanOrEqual(6);
    for (const item of similar.items) {
      expect(item.id).not.toBe("m-dune");
      expect(item.href).toBe(`/movie/${item.id}`);
      expect(item.poster).toBeTruthy();
      const found = await direct.getMovie(item.id);
      expect(found.type).toBe("movie");
      expect(found.genre?.some((g) => (dune.genre ?? []).includes(g))).toBe(true);
    }
  });

  it("falls back to the fixed samples, not as links, when the catalogue cannot answer", async () => {
    const unreachable = createCatalogClient({ baseUrl: "http://127.0.0.1:9/api", timeoutMs: 2000 });
    const similar = await loadSimilarTitles(unreachable, { id: "m-dune", genres: ["Aksiyon"] });
    expect(similar.source).toBe("samples");
    expect(similar.items.length).toBeGreaterThan(0);
    for (const item of similar.items) expect(item.href).toBeNull();
  });
});
