import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTmdbFixture, type RunningFixture } from "../../test/tmdb-fixture/server.mjs";
import { collectingLog } from "../../test/helpers";
import { METADATA_LANGUAGE, createMetadataClient } from "./client";

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

const client = (options: Parameters<typeof createMetadataClient>[0] = {}) =>
  createMetadataClient({ baseUrl: fixture.url, log: () => {}, ...options });

describe("metadata client requests (SPEC.md §7)", () => {
  it("asks every call in Turkish and sends no key through the proxy", async () => {
    await client().popular("movie", 3);
    expect(fixture.requests).toEqual([
      { method: "GET", path: "/movie/popular", query: { page: "3", language: METADATA_LANGUAGE } },
    ]);
    expect(METADATA_LANGUAGE).toBe("tr-TR");
  });

  it("sends the api_key in direct mode", async () => {
    await client({ apiKey: "anahtar" }).trending(1);
    expect(fixture.requests[0]?.query).toEqual({
      page: "1",
      language: "tr-TR",
      api_key: "anahtar",
    });
  });

  it("builds each path of the contract", async () => {
    const c = client();
    await c.details("movie", 550);
    await c.details("tv", 1396);
    await c.season(1396, 2);
    await c.searchMulti("ışık");
    await c.popular("tv", 1);
    await c.nowPlaying(2);
    await c.onTheAir(1);
    await c.topRated("movie", 1);
    await c.topRated("tv", 4);
    await c.discover("tv", 18, 2);
    await c.genres("movie");
    await c.genres("tv");
    const seen = fixture.requests.map((r) => {
      const { language: _language, ...rest } = r.query;
      return [r.path, rest];
    });
    expect(seen).toEqual([
      ["/movie/550", { append_to_response: "external_ids" }],
      ["/tv/1396", { append_to_response: "external_ids" }],
      ["/tv/1396/season/2", {}],
      ["/search/multi", { query: "ışık", page: "1" }],
      ["/tv/popular", { page: "1" }],
      ["/movie/now_playing", { page: "2" }],
      ["/tv/on_the_air", { page: "1" }],
      ["/movie/top_rated", { page: "1" }],
      ["/tv/top_rated", { page: "4" }],
      ["/discover/tv", { with_genres: "18", page: "2", sort_by: "popularity.desc" }],
      ["/genre/movie/list", {}],
      ["/genre/tv/list", {}],
    ]);
  });

  it("reads the answers the fixture gives", async () => {
    const c = client();
    const details = await c.details("movie", 550);
    expect(details).toMatchObject({ id: 550, title: "Dövüş Kulübü", runtime: 139 });
    expect(details?.external_ids?.imdb_id).toMatch(/^tt\d{7}$/);
    const page = await c.popular("movie", 1);
    expect(page?.results).toHaveLength(20);
    expect(page?.totalPages).toBeGreaterThan(1);
    const season = await c.season(76090, 1);
    expect(season?.episodes[0]).toMatchObject({ episode_number: 1, season_number: 1 });
  });
});

describe("metadata failures are logged and swallowed (SPEC.md §8)", () => {
  it.each([500, 404, 429])("a %s answer gives null and a log line", async (status) => {
    fixture.setRules([{ path: "/movie/popular", status }]);
    const { log, messages } = collectingLog();
    expect(await client({ log }).popular("movie", 1)).toBeNull();
    expect(messages).toEqual([`Metadata movie/popular answered ${status}`]);
  });

  it("an unknown id gives null details", async () => {
    expect(await client().details("movie", 999_999_999)).toBeNull();
  });

  it("an unreadable body gives null", async () => {
    fixture.setRules([{ path: "/trending/all/day", body: "{ bozuk" }]);
    const { log, messages } = collectingLog();
    expect(await client({ log }).trending(1)).toBeNull();
    expect(messages[0]).toMatch(/trending\/all\/day failed/);
  });

  it("an answer slower than the time-out gives null in time", async () => {
    fixture.setRules([{ path: "*", delayMs: 2_000 }]);
    const { log, messages } = collectingLog();
    const started = Date.now();
    expect(await client({ log, timeoutMs: 100 }).genres("tv")).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(messages).toEqual(["Metadata genre/tv/list did not answer in time"]);
  });

  it("an unreachable service gives null", async () => {
    const c = createMetadataClient({ baseUrl: "http://127.0.0.1:9", log: () => {} });
    expect(await c.genres("movie")).toBeNull();
    expect(c.available).toBe(true);
  });
});

describe("a service without a usable key", () => {
  it("stops asking after the service refuses the key (401)", async () => {
    const keyed = await startTmdbFixture({ apiKey: "dogru" });
    try {
      const c = createMetadataClient({ baseUrl: keyed.url, apiKey: "yanlis", log: () => {} });
      expect(await c.popular("movie", 1)).toBeNull();
      expect(c.available).toBe(false);
      expect(await c.popular("movie", 2)).toBeNull();
      expect(keyed.requests).toHaveLength(1);
      const good = createMetadataClient({ baseUrl: keyed.url, apiKey: "dogru", log: () => {} });
      expect(await good.popular("movie", 1)).not.toBeNull();
    } finally {
      await keyed.close();
    }
  });

  it("stops asking after the proxy says metadata is not configured (503)", async () => {
    let calls = 0;
    const proxy: typeof fetch = async () => {
      calls += 1;
      return new Response(
        JSON.stringify({
          type: "https://sinema.local/problems/metadata-not-configured",
          title: "Metadata service not configured",
          status: 503,
        }),
        { status: 503, headers: { "content-type": "application/problem+json" } },
      );
    };
    const c = createMetadataClient({
      baseUrl: "http://site.test/api/tmdb",
      fetch: proxy,
      log: () => {},
    });
    expect(await c.trending(1)).toBeNull();
    expect(await c.genres("movie")).toBeNull();
    expect(calls).toBe(1);
  });

  it("keeps asking after an ordinary 503", async () => {
    fixture.setRules([{ path: "*", status: 503 }]);
    const c = client();
    await c.trending(1);
    await c.trending(2);
    expect(c.available).toBe(true);
    expect(fixture.requests).toHaveLength(2);
  });

  it("holds its first calls until the deployment's settings say whether it is enabled", async () => {
    let settle: (enabled: boolean) => void = () => {};
    const off = client({ enabled: new Promise<boolean>((resolve) => (settle = resolve)) });
    const pending = Promise.all([off.trending(1), off.popular("movie", 1), off.genres("tv")]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fixture.requests).toHaveLength(0);
    settle(false);
    expect(await pending).toEqual([null, null, null]);
    expect(fixture.requests).toHaveLength(0);

    const on = client({ enabled: Promise.resolve(true) });
    expect(await on.trending(1)).not.toBeNull();
    expect(fixture.requests).toHaveLength(1);
  });

  it("asks nothing when disabled", async () => {
    const c = client({ enabled: false });
    expect(await c.details("movie", 550)).toBeNull();
    expect(fixture.requests).toHaveLength(0);
  });
});
