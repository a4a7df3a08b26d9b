// Issue 33 against the real path: the import client → the catalogue's proxy
// (the real service, TMDB_BASE_URL pointed at the local stand-in) → the
// metadata fixture. What the admin notices: cards, a filled record, and a
// named failure for a missing key, a wrong key ('Anahtar geçersiz'), a
// failing service and an answer that breaks the contract ('Beklenmeyen yanıt').
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startCatalogService } from "../../test/catalogService";
import {
  BROKEN_MOVIE_ID,
  ODD_MOVIE_ID,
  ODD_SERIES_ID,
  startTmdbFixture,
} from "../../test/tmdb-fixture/server.mjs";
import { IMPORT_NOTES } from "./tmdbImport";
import { parseTmdbQuery } from "./tmdbSearch";
import {
  createTmdbImportClient,
  mapLimited,
  TMDB_FAILURE_MESSAGES,
  TmdbImportError,
} from "./tmdbImportClient";

const KEY = "fixture-key";
let fixture: Awaited<ReturnType<typeof startTmdbFixture>>;
let service: Awaited<ReturnType<typeof startCatalogService>>;
let wrongKey: Awaited<ReturnType<typeof startCatalogService>>;
let noKey: Awaited<ReturnType<typeof startCatalogService>>;

beforeAll(async () => {
  fixture = await startTmdbFixture({ apiKey: KEY });
  [service, wrongKey, noKey] = await Promise.all([
    startCatalogService({ TMDB_API_KEY: KEY, TMDB_BASE_URL: fixture.url }),
    startCatalogService({ TMDB_API_KEY: "wrong", TMDB_BASE_URL: fixture.url }),
    startCatalogService({ TMDB_API_KEY: "", TMDB_BASE_URL: fixture.url }),
  ]);
}, 60_000);

afterAll(async () => {
  await Promise.all([service?.stop(), wrongKey?.stop(), noKey?.stop()]);
  await fixture?.close();
});

const clientOf = (base: string, log = vi.fn()) => ({
  client: createTmdbImportClient({ baseUrl: `${base}/tmdb`, log }),
  log,
});

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TmdbImportError);
  return (error as TmdbImportError).failure;
}

describe("search: one field, every kind of input", () => {
  it("a name finds films and series as cards", async () => {
    const { client } = clientOf(service.baseUrl);
    const cards = await client.search(parseTmdbQuery("dune"));
    expect(
      cards.map((card) => [card.mediaType, card.tmdbId, card.title, card.year]),
    ).toContainEqual(["movie", 438631, "Dune: Çöl Gezegeni", "2021"]);
  });

  it("a TMDB id, a TMDB address and an IMDb id each find the title", async () => {
    const { client } = clientOf(service.baseUrl);
    const byId = await client.search(parseTmdbQuery("438631"));
    expect(byId.map((card) => card.title)).toEqual(["Dune: Çöl Gezegeni"]);
    const byAddress = await client.search(parseTmdbQuery("https://www.themoviedb.org/tv/1396-x"));
    expect(byAddress.map((card) => [card.mediaType, card.title])).toEqual([["tv", "Breaking Bad"]]);
    const detail = await client.load({ mediaType: "movie", tmdbId: 438631 });
    const byImdb = await client.search(parseTmdbQuery(detail.extra.imdbId!));
    expect(byImdb.map((card) => card.tmdbId)).toEqual([438631]);
  });

  it("an id nothing has gives no cards (not an error)", async () => {
    const { client } = clientOf(service.baseUrl);
    expect(await client.search(parseTmdbQuery("123456789"))).toEqual([]);
  });
});

describe("load: a pick's whole record", () => {
  it("a film: Turkish title, director, top 10 cast, ids, images", async () => {
    const { client } = clientOf(service.baseUrl);
    const film = await client.load({ mediaType: "movie", tmdbId: 438631 });
    expect(film.values.title).toBe("Dune: Çöl Gezegeni");
    expect(film.values.originalTitle).toBe("Dune");
    expect(film.values.director).toMatch(/^Yönetmen /);
    expect(film.values.poster).toMatch(/^https:\/\/image\.tmdb\.org\/t\/p\/w500\//);
    expect(film.extra.cast).toHaveLength(10);
    expect(film.extra.tmdbId).toBe(438631);
    expect(film.extra.imdbId).toMatch(/^tt\d+$/);
  });

  it("a series: every season and episode (seasons asked 4 at a time, see mapLimited)", async () => {
    const { client } = clientOf(service.baseUrl);
    fixture.clearRequests();
    const series = await client.load({ mediaType: "tv", tmdbId: 1396 });
    expect(series.values.type).toBe("series");
    expect(series.extra.seasons).toHaveLength(5);
    expect(series.extra.seasons!.every((season) => season.episodes.length === 13)).toBe(true);
    expect(series.values.totalSeasons).toBe("5");
    expect(series.values.director).toMatch(/^Yaratıcı /);
  });

  it("an odd series: what parses is filled, a season the service lacks is noted", async () => {
    const { client } = clientOf(service.baseUrl);
    const odd = await client.load({ mediaType: "tv", tmdbId: ODD_SERIES_ID });
    expect(odd.extra.seasons?.map((season) => season.number)).toEqual([1]);
    expect(odd.notes.seasons).toBe(IMPORT_NOTES.seasonsSkipped(1));
    expect(odd.values.duration).toBe("44");
    expect(odd.notes.releaseDate).toBe(IMPORT_NOTES.date(""));
  });

  it("an odd film fills what it can", async () => {
    const { client } = clientOf(service.baseUrl);
    const odd = await client.load({ mediaType: "movie", tmdbId: ODD_MOVIE_ID });
    expect([...odd.values.title].length).toBeLessThanOrEqual(200);
    expect(odd.values.title.startsWith("Tuhaf Yanıt Çok")).toBe(true);
    expect(odd.notes.title).toBe(IMPORT_NOTES.shortened(200));
    expect(odd.notes.duration).toBe(IMPORT_NOTES.duration("-5"));
    expect(odd.notes.genres).toBe(IMPORT_NOTES.unmappedGenres(["Uzay Westerni"]));
  });

  it("an answer that breaks the contract is 'Beklenmeyen yanıt', logged once", async () => {
    const { client, log } = clientOf(service.baseUrl);
    for (let i = 0; i < 3; i++) {
      expect(await failure(client.load({ mediaType: "movie", tmdbId: BROKEN_MOVIE_ID }))).toBe(
        "unexpected",
      );
    }
    expect(log).toHaveBeenCalledTimes(1);
    expect(TMDB_FAILURE_MESSAGES.unexpected).toBe("Beklenmeyen yanıt");
  });
});

describe("failures the admin is told about", () => {
  it("without a key: what to set (TMDB_API_KEY)", async () => {
    const { client } = clientOf(noKey.baseUrl);
    expect(await failure(client.search(parseTmdbQuery("dune")))).toBe("no-key");
    expect(TMDB_FAILURE_MESSAGES["no-key"]).toContain("TMDB_API_KEY");
  });

  it("with a wrong key: 'Anahtar geçersiz'", async () => {
    const { client } = clientOf(wrongKey.baseUrl);
    expect(await failure(client.search(parseTmdbQuery("dune")))).toBe("invalid-key");
    expect(TMDB_FAILURE_MESSAGES["invalid-key"]).toBe("Anahtar geçersiz");
  });

  it("a failing service and a rate limit", async () => {
    const { client } = clientOf(service.baseUrl);
    fixture.setRules([
      { path: "/search/movie", status: 500 },
      { path: "/search/tv", status: 429 },
    ]);
    try {
      const failed = await failure(client.search(parseTmdbQuery("zz hata")));
      expect(["upstream", "rate-limited"]).toContain(failed);
      fixture.setRules([{ path: "/movie/550", status: 429 }]);
      expect(await failure(client.load({ mediaType: "movie", tmdbId: 550 }))).toBe("rate-limited");
    } finally {
      fixture.setRules([]);
    }
  });
});

describe("mapLimited", () => {
  it("keeps the order and never runs more than the limit at once", async () => {
    let running = 0;
    let most = 0;
    const out = await mapLimited([1, 2, 3, 4, 5, 6, 7, 8, 9], 4, async (n) => {
      running++;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running--;
      return n * 2;
    });
    expect(out).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18]);
    expect(most).toBe(4);
  });
});
