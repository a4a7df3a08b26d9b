import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { answer, startTmdbFixture, type RunningFixture } from "../../test/tmdb-fixture/server.mjs";
import { collectingLog, movie, problem, recordingSleep, stubCatalog } from "../../test/helpers";
import { CatalogError } from "../catalog/client";
import { BUILT_IN_GENRES } from "../domain/genres";
import { createMetadataClient } from "../tmdb/client";
import { DEFAULT_IMAGE_BASE } from "../tmdb/images";
import {
  EXTENDED_PAGE_COUNT,
  MULTI_PAGE_COUNT,
  PAGE_PAUSE_MS,
  createContentProvider,
} from "./provider";

const HOST = "https://player.test";
const CATALOG = [
  movie({ _id: "m-kis-uykusu", title: "Kış Uykusu", rating: 8, views: 15400, genre: ["Drama"] }),
  movie({ _id: "m-dune", title: "Dune", rating: 8, views: 48000, genre: ["Bilim Kurgu"] }),
  movie({ _id: "s-sahsiyet", title: "Şahsiyet", type: "series", rating: 8.7, genre: ["Drama"] }),
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
  catalogAnswer: (url: URL) => unknown = () => ({ data: { movies: CATALOG, total: 3 } }),
) {
  const { log, messages } = collectingLog();
  const { sleep, pauses } = recordingSleep();
  const metadata = createMetadataClient({ baseUrl: fixture.url, log });
  const catalog = stubCatalog(catalogAnswer);
  const provider = createContentProvider({
    metadata,
    catalog: catalog.client,
    embedHost: HOST,
    sleep,
    log,
  });
  return { provider, metadata, catalogRequests: catalog.requests, pauses, messages };
}

const pagesAsked = (path: string) =>
  fixture.requests.filter((r) => r.path === path).map((r) => Number(r.query.page));
const keys = (items: ReadonlyArray<{ type: string; id: string }>) =>
  items.map((item) => `${item.type}:${item.id}`);

describe("multi-page fetch (SPEC.md §9: from page 1, 5 pages by default, 100 ms pause between pages)", () => {
  it("fetches pages 1 to 5 in order with a 100 ms pause between them", async () => {
    const { provider, metadata, pauses } = setup();
    const results = await provider.fetchPages((page) => metadata.popular("movie", page));
    expect(MULTI_PAGE_COUNT).toBe(5);
    expect(pagesAsked("/movie/popular")).toEqual([1, 2, 3, 4, 5]);
    expect(pauses).toEqual([PAGE_PAUSE_MS, PAGE_PAUSE_MS, PAGE_PAUSE_MS, PAGE_PAUSE_MS]);
    expect(PAGE_PAUSE_MS).toBe(100);
    expect(results).toHaveLength(100);
  });

  it("skips a failing page and keeps the others (SPEC.md §8)", async () => {
    fixture.setRules([{ path: "/movie/popular", page: 2, status: 500 }]);
    const { provider, metadata, messages } = setup();
    const results = await provider.fetchPages((page) => metadata.popular("movie", page));
    expect(pagesAsked("/movie/popular")).toEqual([1, 2, 3, 4, 5]);
    expect(results).toHaveLength(80);
    expect(messages).toContain("Metadata movie/popular answered 500");
    fixture.setRules([]);
    const page2 = await metadata.popular("movie", 2);
    const ids = new Set(results.map((r) => r.id));
    expect(page2?.results.some((r) => ids.has(r.id))).toBe(false);
  });

  it("stops after the last page the service has", async () => {
    const { provider, metadata } = setup();
    const results = await provider.fetchPages((page) => metadata.nowPlaying(page), 10);
    expect(pagesAsked("/movie/now_playing")).toEqual([1, 2]);
    expect(results.length).toBeGreaterThan(20);
  });

  it("stops asking once the service has said it has no usable key", async () => {
    const keyed = await startTmdbFixture({ apiKey: "dogru" });
    try {
      const metadata = createMetadataClient({
        baseUrl: keyed.url,
        apiKey: "yanlis",
        log: () => {},
      });
      const { sleep, pauses } = recordingSleep();
      const provider = createContentProvider({
        metadata,
        catalog: stubCatalog(() => ({ data: { movies: [], total: 0 } })).client,
        sleep,
      });
      expect(await provider.fetchPages((page) => metadata.trending(page), 10)).toEqual([]);
      expect(keyed.requests).toHaveLength(1);
      expect(pauses).toEqual([]);
    } finally {
      await keyed.close();
    }
  });
});

describe("getAllExtendedContent (SPEC.md §9: 10 pages each of popular, new, trending and top-rated)", () => {
  it("asks up to 10 pages of each list and de-duplicates", async () => {
    const { provider } = setup();
    const content = await provider.getAllExtendedContent();
    expect(EXTENDED_PAGE_COUNT).toBe(10);
    const tenPages = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(pagesAsked("/movie/popular")).toEqual(tenPages);
    expect(pagesAsked("/trending/all/day")).toEqual(tenPages);
    expect(pagesAsked("/movie/top_rated")).toEqual(tenPages);
    // The fixture has 7 pages of popular series and 2 of films now playing.
    expect(pagesAsked("/tv/popular")).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagesAsked("/movie/now_playing")).toEqual([1, 2]);
    expect(pagesAsked("/tv/on_the_air").length).toBeGreaterThan(0);
    expect(pagesAsked("/tv/top_rated").length).toBeGreaterThan(0);
    for (const list of Object.values(content)) {
      expect(new Set(keys(list)).size).toBe(list.length);
    }
    expect(content.movies.length).toBe(188);
    expect(content.tv.length).toBe(122);
    expect(content.movies.every((item) => item.type === "movie")).toBe(true);
    expect(content.tv.every((item) => item.type === "tv")).toBe(true);
  });

  it("keeps only films and series from trending (SPEC.md §5) and sorts featured best first", async () => {
    const { provider } = setup();
    const content = await provider.getAllExtendedContent();
    const people = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].flatMap((page) => {
      const body = answer("/trending/all/day", new URLSearchParams({ page: String(page) }))
        .body as { results: Array<{ media_type: string }> };
      return body.results.filter((r) => r.media_type === "person");
    });
    expect(people.length).toBeGreaterThan(0);
    expect(content.trending.length).toBe(200 - people.length);
    expect(content.trending.every((item) => item.type === "movie" || item.type === "tv")).toBe(
      true,
    );
    const ratings = content.featured.map((item) => item.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });
});

describe("lists with the catalogue as fallback (SPEC.md §7: provider first, backend only if the provider returns an empty list)", () => {
  it("featured: top-rated films and series in parallel, best rated first, 20 by default", async () => {
    const { provider, catalogRequests } = setup();
    const featured = await provider.getFeatured();
    expect(featured).toHaveLength(20);
    expect(new Set(featured.map((i) => i.type))).toEqual(new Set(["movie", "tv"]));
    const ratings = featured.map((i) => i.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(pagesAsked("/movie/top_rated")).toEqual([1]);
    expect(pagesAsked("/tv/top_rated")).toEqual([1]);
    expect(catalogRequests).toHaveLength(0);
  });

  it("featured?type=tv asks only series", async () => {
    const { provider } = setup();
    const featured = await provider.getFeatured(1, 10, "tv");
    expect(featured).toHaveLength(10);
    expect(featured.every((i) => i.type === "tv")).toBe(true);
    expect(pagesAsked("/movie/top_rated")).toEqual([]);
  });

  it("trending keeps films and series only, de-duplicated, by type when asked", async () => {
    const { provider } = setup();
    const raw = await createMetadataClient({ baseUrl: fixture.url, log: () => {} }).trending(1);
    expect(raw?.results.some((r) => r.media_type === "person")).toBe(true);
    const trending = await provider.getTrending();
    expect(trending.length).toBe(raw!.results.filter((r) => r.media_type !== "person").length);
    expect(trending.every((i) => i.type === "movie" || i.type === "tv")).toBe(true);
    const series = await provider.getTrending(1, 20, "tv");
    expect(series.length).toBeGreaterThan(0);
    expect(series.every((i) => i.type === "tv")).toBe(true);
  });

  it("de-duplicates by id within a type and keeps a film and a series that share an id", async () => {
    const results = [
      { id: 1399, media_type: "tv", name: "Game of Thrones" },
      { id: 1399, media_type: "movie", title: "Aynı Numaralı Film" },
      { id: 1399, media_type: "tv", name: "Game of Thrones" },
      { id: 31, media_type: "person", name: "Tom Hanks" },
      { id: 550, media_type: "movie", title: "Dövüş Kulübü" },
    ];
    fixture.setRules([
      {
        path: "/trending/all/day",
        body: JSON.stringify({ page: 1, results, total_pages: 1, total_results: 5 }),
      },
    ]);
    const { provider } = setup();
    expect(keys(await provider.getTrending())).toEqual(["tv:1399", "movie:1399", "movie:550"]);
  });

  it("new movies, new series and popular come from their own lists", async () => {
    const { provider } = setup();
    expect(await provider.getNewMovies()).toHaveLength(20);
    expect(await provider.getNewSeries(1, 5)).toHaveLength(5);
    expect(await provider.getPopular("tv")).toHaveLength(12);
    expect(pagesAsked("/movie/now_playing")).toEqual([1]);
    expect(pagesAsked("/tv/on_the_air")).toEqual([1]);
    expect(pagesAsked("/tv/popular")).toEqual([1]);
  });

  it.each([
    ["getFeatured", { sort: "rating", order: "desc", limit: "20" }],
    ["getTrending", { sort: "views", order: "desc", limit: "20" }],
    ["getNewMovies", { type: "movie", sort: "releaseDate", order: "desc", limit: "20" }],
    ["getNewSeries", { type: "series", sort: "releaseDate", order: "desc", limit: "20" }],
  ] as const)("%s uses the catalogue when the provider answers nothing", async (op, query) => {
    fixture.setRules([{ path: "*", status: 500 }]);
    const { provider, catalogRequests } = setup();
    const items = await provider[op]();
    expect(items.map((i) => i.title)).toEqual(
      expect.arrayContaining(op === "getNewSeries" ? ["Şahsiyet"] : ["Kış Uykusu"]),
    );
    expect(items.every((i) => i.source === "catalog")).toBe(true);
    expect(catalogRequests).toHaveLength(1);
    expect(catalogRequests[0]?.pathname).toBe("/api/movies");
    expect(Object.fromEntries(catalogRequests[0]!.searchParams)).toEqual(query);
  });

  it("popular falls back to the catalogue's most viewed of that type", async () => {
    fixture.setRules([{ path: "*", status: 500 }]);
    const { provider, catalogRequests } = setup();
    const items = await provider.getPopular("tv", 1, 8);
    expect(Object.fromEntries(catalogRequests[0]!.searchParams)).toEqual({
      type: "series",
      sort: "views",
      order: "desc",
      limit: "8",
    });
    expect(items.map((i) => i.title)).toEqual(["Şahsiyet"]);
  });

  it("an empty provider list (not only a failure) falls back too", async () => {
    fixture.setRules([
      {
        path: "/movie/now_playing",
        body: JSON.stringify({ page: 1, results: [], total_pages: 0, total_results: 0 }),
      },
    ]);
    const { provider, catalogRequests } = setup();
    expect((await provider.getNewMovies()).length).toBeGreaterThan(0);
    expect(catalogRequests).toHaveLength(1);
  });

  it("a failing catalogue after an empty provider rejects, so the page shows its error", async () => {
    fixture.setRules([{ path: "*", status: 500 }]);
    const { provider } = setup(() => problem(500));
    await expect(provider.getFeatured()).rejects.toBeInstanceOf(CatalogError);
  });

  it("backend items link to their backend id and type", async () => {
    fixture.setRules([{ path: "*", status: 500 }]);
    const { provider } = setup();
    const items = await provider.getFeatured();
    expect(items.find((i) => i.title === "Şahsiyet")?.href).toBe("/series/s-sahsiyet");
    expect(items.find((i) => i.title === "Dune")?.href).toBe("/movie/m-dune");
  });
});

describe("getContent (SPEC.md §7/§3: the full content record)", () => {
  it("reads a film with its imdb id, images and streams", async () => {
    const { provider } = setup();
    const record = await provider.getContent("550", "movie");
    expect(fixture.requests[0]).toMatchObject({
      path: "/movie/550",
      query: { append_to_response: "external_ids" },
    });
    expect(record).toMatchObject({
      id: "550",
      title: "Dövüş Kulübü",
      type: "movie",
      tmdbId: 550,
      year: 1999,
      runtime: 139,
      genres: ["Dram", "Gerilim"],
      rating: 8.4,
    });
    expect(record?.imdbId).toMatch(/^tt\d{7}$/);
    expect(record?.poster).toMatch(new RegExp(`^${DEFAULT_IMAGE_BASE}/w500/.+\\.jpg$`));
    expect(record?.backdrop).toMatch(new RegExp(`^${DEFAULT_IMAGE_BASE}/original/.+\\.jpg$`));
    expect(record?.streams[0]).toEqual({
      quality: "HD",
      url: `${HOST}/v2/embed/movie/550`,
      type: "embed",
      language: "en",
    });
    expect(record?.streams.map((s) => s.url)).toContain(
      `${HOST}/v3/embed/movie/${record?.imdbId}?autoPlay=false`,
    );
    expect(record?.streams.every((s) => s.quality === "HD" && s.type === "embed")).toBe(true);
  });

  it("reads a series with its first episode runtime", async () => {
    const { provider } = setup();
    const record = await provider.getContent(1396, "tv");
    expect(record).toMatchObject({ title: "Breaking Bad", year: 2008, runtime: 47, type: "tv" });
    expect(record?.streams[0]?.url).toBe(`${HOST}/v2/embed/tv/1396`);
  });

  it("gives null for an unknown id, and asks nothing for a non-numeric one", async () => {
    const { provider, messages } = setup();
    expect(await provider.getContent("99999999", "movie")).toBeNull();
    expect(messages).toEqual(["Metadata movie 99999999 answered 404"]);
    fixture.clearRequests();
    expect(await provider.getContent("m-dune", "movie")).toBeNull();
    expect(fixture.requests).toHaveLength(0);
  });

  it("reads a season's episodes with their player addresses", async () => {
    const { provider } = setup();
    const episodes = await provider.getSeason("76090", 1);
    expect(episodes).toHaveLength(12);
    expect(episodes[0]).toMatchObject({
      number: 1,
      title: "1. Bölüm",
      duration: 60,
      streamUrl: `${HOST}/v2/embed/tv/76090/1/1`,
    });
    expect(await provider.getSeason("76090", 9)).toEqual([]);
  });
});

describe("search (SPEC.md §7 /search/multi; §5 films and series only)", () => {
  it("finds films and series without people, with w200 posters", async () => {
    const { provider, catalogRequests } = setup();
    const raw = await createMetadataClient({ baseUrl: fixture.url, log: () => {} }).searchMulti(
      "şen",
    );
    expect(raw?.results.map((r) => r.media_type)).toContain("person");
    const found = await provider.search("  ŞEN ");
    expect(found.map((s) => s.title)).toEqual([
      "Jujutsu Kaisen",
      "Sen Çal Kapımı",
      "Sadece Sen",
      "Senin Adın",
      "Sen Aydınlatırsın Geceyi",
    ]);
    expect(found.find((s) => s.title === "Sadece Sen")).toMatchObject({
      type: "movie",
      year: 2014,
      href: "/movie/290412",
    });
    expect(found[0]).toMatchObject({ type: "tv", href: "/tv/95479" });
    expect(found[0]?.poster).toMatch(new RegExp(`^${DEFAULT_IMAGE_BASE}/w200/`));
    expect(catalogRequests).toHaveLength(0);
  });

  it("matches Turkish letters typed in ASCII or upper case", async () => {
    const { provider } = setup();
    expect((await provider.search("ISIKLAR")).map((s) => s.title)).toEqual(["Işıklar Sönmesin"]);
    expect((await provider.search("şahsiyet")).map((s) => s.title)).toEqual(["Şahsiyet"]);
  });

  it("asks nothing for a blank term", async () => {
    const { provider, catalogRequests } = setup();
    expect(await provider.search("   ")).toEqual([]);
    expect(fixture.requests).toHaveLength(0);
    expect(catalogRequests).toHaveLength(0);
  });

  it("uses the catalogue's search when the provider finds only people or nothing", async () => {
    const { provider, catalogRequests } = setup((url) => ({
      data: {
        movies: CATALOG.filter((m) => m.title.includes(url.searchParams.get("search") ?? "")),
      },
    }));
    expect(await provider.search("Haluk")).toEqual([]);
    expect(catalogRequests[0]?.searchParams.get("search")).toBe("Haluk");
    const found = await provider.search("Dune Çöl Gezegeni Yok");
    expect(found).toEqual([]);
    fixture.setRules([{ path: "*", status: 500 }]);
    expect((await provider.search("Dune")).map((s) => s.href)).toEqual(["/movie/m-dune"]);
  });
});

describe("genres (SPEC.md §2 'Tür' menu)", () => {
  it("merges film and series genres, de-duplicated by id, in the site's words", async () => {
    const { provider } = setup();
    const movie = await provider.getGenres("movie");
    const tv = await provider.getGenres("tv");
    const all = await provider.getAllGenres();
    const ids = all.map((g) => g.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set([...movie, ...tv].map((g) => g.id)));
    // The service spells it "Dram"; the menu reads as the footer does (issue 17).
    expect(tv.find((g) => g.id === 18)?.name ?? movie.find((g) => g.id === 18)?.name).toBe("Dram");
    expect(all.find((g) => g.id === 18)?.name).toBe("Drama");
  });

  it("gives the built-in Turkish list when the service has none", async () => {
    fixture.setRules([{ path: "*", status: 500 }]);
    const { provider } = setup();
    expect(await provider.getGenres("movie")).toEqual([]);
    expect(await provider.getAllGenres()).toEqual(BUILT_IN_GENRES);
  });
});

describe("getByGenre (SPEC.md §7 /discover/{type}; §2 genre page 10 + 10)", () => {
  it("asks discover sorted by popularity and keeps 10 of that genre", async () => {
    const { provider } = setup();
    const horror = await provider.getByGenre(27, "movie", 1, 10);
    expect(fixture.requests[0]).toMatchObject({
      path: "/discover/movie",
      query: { with_genres: "27", page: "1", sort_by: "popularity.desc" },
    });
    expect(horror).toHaveLength(10);
    expect(horror.every((i) => i.genreIds.includes(27))).toBe(true);
  });

  it("without the service, takes the catalogue's titles whose genre list names it", async () => {
    fixture.setRules([{ path: "*", status: 500 }]);
    const { provider, catalogRequests } = setup();
    const drama = await provider.getByGenre(18, "movie");
    expect(drama.map((i) => i.title)).toEqual(["Kış Uykusu"]);
    const asked = catalogRequests.map((u) => Object.fromEntries(u.searchParams));
    expect(asked).toEqual([
      { type: "movie", genre: "Drama", limit: "10" },
      { type: "movie", genre: "Dram", limit: "10" },
    ]);
    expect((await provider.getByGenre(18, "tv")).map((i) => i.title)).toEqual(["Şahsiyet"]);
    expect(await provider.getByGenre(424242, "movie")).toEqual([]);
  });
});

describe("embed addresses (SPEC.md §7)", () => {
  it("gives the first source without asking anything", () => {
    const { provider } = setup();
    expect(provider.getEmbedUrl(1396, "tv", 2, 3)).toBe(`${HOST}/v2/embed/tv/1396/2/3`);
    expect(provider.getEmbedUrl("550", "movie")).toBe(`${HOST}/v2/embed/movie/550`);
    expect(fixture.requests).toHaveLength(0);
  });

  it("looks the imdb id up for the alternatives", async () => {
    const { provider } = setup();
    const urls = await provider.getAlternativeUrls(550, "movie");
    const imdb = (await provider.getContent(550, "movie"))?.imdbId;
    expect(urls).toEqual([
      `${HOST}/v2/embed/movie/550?autoPlay=false`,
      `${HOST}/v3/embed/movie/550?autoPlay=false`,
      `${HOST}/v2/embed/movie/${imdb}?autoPlay=false`,
      `${HOST}/v3/embed/movie/${imdb}?autoPlay=false`,
    ]);
  });

  it("uses a given imdb id without asking, and only tmdb sources when none is known", async () => {
    const { provider } = setup();
    expect(await provider.getAlternativeUrls(1, "tv", 1, 1, "tt0000001")).toHaveLength(4);
    expect(fixture.requests).toHaveLength(0);
    fixture.setRules([{ path: "*", status: 500 }]);
    expect(await provider.getAlternativeUrls(1, "tv", 1, 1)).toEqual([
      `${HOST}/v2/embed/tv/1/1/1?autoPlay=false`,
      `${HOST}/v3/embed/tv/1/1/1?autoPlay=false`,
    ]);
  });
});
