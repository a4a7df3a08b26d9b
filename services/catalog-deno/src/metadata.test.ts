import assert from "node:assert/strict";
import { METADATA_CACHE_ENTRIES, METADATA_CACHE_TTL_MS } from "./metadata.ts";
import { assertProblem, withApp } from "./testing/harness.ts";

/** A local stand-in for the metadata service: records what it was asked. */
async function withUpstream(
  run: (
    baseUrl: string,
    seen: URL[],
    setStatus: (status: number) => void,
  ) => Promise<void>,
) {
  const seen: URL[] = [];
  let status = 200;
  const server = Deno.serve({
    port: 0,
    hostname: "127.0.0.1",
    onListen: () => {},
  }, (req) => {
    const url = new URL(req.url);
    seen.push(url);
    if (status !== 200) {
      return new Response("{}", { status, headers: status === 429 ? { "retry-after": "7" } : {} });
    }
    return Response.json({
      path: url.pathname,
      page: Number(url.searchParams.get("page") ?? 1),
    });
  });
  try {
    await run(
      `http://127.0.0.1:${server.addr.port}/3`,
      seen,
      (s) => (status = s),
    );
  } finally {
    await server.shutdown();
  }
}

Deno.test("without TMDB_API_KEY the proxy answers 503 metadata-not-configured", async () => {
  await withApp(async ({ call }) => {
    const answer = await call("GET", "/api/tmdb/movie/popular?page=1");
    assertProblem(answer, 503, "metadata-not-configured");
    assert.equal(answer.json.title, "metadata service not configured");
  });
});

Deno.test("only the site's metadata calls are forwarded (403 for anything else)", async () => {
  await withUpstream(async (baseUrl, seen) => {
    await withApp(async ({ call }) => {
      for (
        const path of [
          "account",
          "movie/550/credits/../../../account",
          "person/287",
          "movie/popular/extra",
          "tv/1399/season/1/episode/1",
          "authentication/token/new",
        ]
      ) {
        assertProblem(
          await call("GET", `/api/tmdb/${path}`),
          403,
          "forbidden-path",
        );
      }
      assert.equal(seen.length, 0);
    }, { deps: { tmdb: { apiKey: "server-key", baseUrl } } });
  });
});

Deno.test("allowed calls get the server's key, drop the client's, and are cached", async () => {
  await withUpstream(async (baseUrl, seen) => {
    await withApp(async ({ call, clock }) => {
      const paths = [
        "movie/550?append_to_response=external_ids",
        "tv/1399",
        "tv/1399/season/2",
        "search/multi?query=%C5%9Fahsiyet",
        "movie/popular?page=2",
        "tv/popular?page=1",
        "movie/now_playing?page=1",
        "tv/on_the_air?page=1",
        "trending/all/day?page=1",
        "movie/top_rated?page=1",
        "tv/top_rated?page=1",
        "discover/movie?with_genres=28&page=1&sort_by=popularity.desc",
        "discover/tv?with_genres=18",
        "genre/movie/list",
        "genre/tv/list",
      ];
      for (const path of paths) {
        const answer = await call("GET", `/api/tmdb/${path}`);
        assert.equal(answer.status, 200, path);
        assert.equal(answer.res.headers.get("x-cache"), "miss");
      }
      assert.equal(seen.length, paths.length);
      for (const url of seen) {
        assert.equal(url.searchParams.get("api_key"), "server-key");
      }
      assert.equal(seen[3]!.searchParams.get("query"), "şahsiyet");

      const hijack = await call(
        "GET",
        "/api/tmdb/movie/popular?page=2&api_key=stolen&foo=1",
      );
      assert.equal(
        hijack.res.headers.get("x-cache"),
        "hit",
        "unknown params are not part of the key",
      );
      assert.deepEqual(hijack.json, { path: "/3/movie/popular", page: 2 });
      assert.equal(seen.length, paths.length);

      clock.advance(METADATA_CACHE_TTL_MS);
      const stale = await call("GET", "/api/tmdb/movie/popular?page=2");
      assert.equal(stale.res.headers.get("x-cache"), "miss");
      assert.equal(seen.length, paths.length + 1);
      assert.equal(seen.at(-1)!.searchParams.get("api_key"), "server-key");
    }, { deps: { tmdb: { apiKey: "server-key", baseUrl } } });
  });
});

Deno.test("the cache forgets the least recently used answer first", async () => {
  await withUpstream(async (baseUrl, seen) => {
    await withApp(async ({ call }) => {
      await call("GET", "/api/tmdb/movie/popular?page=1");
      for (let page = 2; page <= METADATA_CACHE_ENTRIES; page++) {
        await call("GET", `/api/tmdb/tv/popular?page=${page}`);
      }
      // Touch page 1 so it is the most recent, then overflow the cache by one.
      assert.equal(
        (await call("GET", "/api/tmdb/movie/popular?page=1")).res.headers.get(
          "x-cache",
        ),
        "hit",
      );
      await call("GET", "/api/tmdb/tv/popular?page=99999");
      assert.equal(
        (await call("GET", "/api/tmdb/movie/popular?page=1")).res.headers.get(
          "x-cache",
        ),
        "hit",
      );
      assert.equal(
        (await call("GET", "/api/tmdb/tv/popular?page=2")).res.headers.get(
          "x-cache",
        ),
        "miss",
      );
      assert.equal(seen.length, METADATA_CACHE_ENTRIES + 2);
    }, { deps: { tmdb: { apiKey: "k", baseUrl } } });
  });
});

Deno.test("upstream failures become 502 (or 404), are not cached and leak nothing", async () => {
  await withUpstream(async (baseUrl, seen, setStatus) => {
    await withApp(async ({ call }) => {
      setStatus(500);
      const failed = await call("GET", "/api/tmdb/movie/popular?page=1");
      assertProblem(failed, 502, "upstream-error");
      assert.doesNotMatch(JSON.stringify(failed.json), /key|127\.0\.0\.1/);
      setStatus(404);
      assertProblem(
        await call("GET", "/api/tmdb/movie/123456789"),
        404,
        "not-found",
      );
      setStatus(200);
      assert.equal(
        (await call("GET", "/api/tmdb/movie/popular?page=1")).status,
        200,
      );
      assert.equal(seen.length, 3);
    }, { deps: { tmdb: { apiKey: "k", baseUrl } } });
  });
  await withApp(async ({ call }) => {
    assertProblem(
      await call("GET", "/api/tmdb/genre/tv/list"),
      502,
      "upstream-error",
    );
  }, { deps: { tmdb: { apiKey: "k", baseUrl: "http://127.0.0.1:9/3" } } });
});

Deno.test("issue 33 item 4: the bulk import's discover filters reach the service; other params do not", async () => {
  await withUpstream(async (baseUrl, seen) => {
    await withApp(async ({ call }) => {
      const movie = await call(
        "GET",
        "/api/tmdb/discover/movie?with_original_language=tr&primary_release_date.gte=2005-01-01" +
          "&primary_release_date.lte=2011-12-31&with_genres=18&sort_by=popularity.desc&page=2" +
          "&with_cast=1",
      );
      assert.equal(movie.status, 200);
      const tv = await call(
        "GET",
        "/api/tmdb/discover/tv?with_original_language=tr&first_air_date.gte=2010-01-01" +
          "&first_air_date.lte=2020-12-31",
      );
      assert.equal(tv.status, 200);
      assert.deepEqual(Object.fromEntries(seen[0]!.searchParams), {
        api_key: "server-key",
        page: "2",
        "primary_release_date.gte": "2005-01-01",
        "primary_release_date.lte": "2011-12-31",
        sort_by: "popularity.desc",
        with_genres: "18",
        with_original_language: "tr",
      });
      assert.equal(seen[1]!.searchParams.get("first_air_date.gte"), "2010-01-01");
      assert.equal(seen[1]!.searchParams.get("first_air_date.lte"), "2020-12-31");
      assert.equal(seen[1]!.searchParams.get("with_original_language"), "tr");
    }, { deps: { tmdb: { apiKey: "server-key", baseUrl } } });
  });
});

Deno.test("issue 33: the import's calls are forwarded; a refused key, a rate limit and 5xx each have their own problem", async () => {
  await withUpstream(async (baseUrl, seen, setStatus) => {
    await withApp(async ({ call }) => {
      for (
        const path of [
          "search/movie?query=dune&page=1",
          "search/tv?query=dune",
          "find/tt1160419?external_source=imdb_id",
          "movie/438631?append_to_response=credits,external_ids,images,translations",
        ]
      ) {
        assert.equal((await call("GET", `/api/tmdb/${path}`)).status, 200, path);
      }
      assert.equal(seen[2]!.searchParams.get("external_source"), "imdb_id");
      assertProblem(await call("GET", "/api/tmdb/find/nm0000001"), 403, "forbidden-path");
      setStatus(401);
      const refused = await call("GET", "/api/tmdb/search/movie?query=a");
      assertProblem(refused, 502, "metadata-key-invalid");
      assert.doesNotMatch(JSON.stringify(refused.json), /\bk\b|127\.0\.0\.1|at /);
      setStatus(429);
      const slow = await call("GET", "/api/tmdb/search/movie?query=b");
      assertProblem(slow, 429, "rate-limited");
      assert.equal(slow.res.headers.get("retry-after"), "7");
      setStatus(503);
      assertProblem(await call("GET", "/api/tmdb/search/movie?query=c"), 502, "upstream-error");
      setStatus(404);
      assertProblem(await call("GET", "/api/tmdb/movie/999999"), 404, "not-found");
      setStatus(200);
      // None of the failures was cached: the same call asked again reaches the service.
      assert.equal((await call("GET", "/api/tmdb/search/movie?query=a")).status, 200);
    }, { deps: { tmdb: { apiKey: "k", baseUrl } } });
  });
});
