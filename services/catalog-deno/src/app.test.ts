import assert from "node:assert/strict";
import { createHandler, DEFAULT_LIST_LIMIT } from "./app.ts";
import { SqliteMovieStore } from "./store/sqlite.ts";
import { SEED_MOVIES } from "./seed/movies.ts";
import type { Movie } from "./store/store.ts";

function makeMovies(n: number): Movie[] {
  return Array.from({ length: n }, (_, i) => ({
    ...SEED_MOVIES[0]!,
    _id: `m-${String(i).padStart(4, "0")}`,
    title: `Film ${i}`,
  }));
}

async function withHandler(
  seed: readonly Movie[],
  run: (handle: (path: string) => Promise<Response>) => Promise<void>,
  staticDir?: string,
) {
  const store = SqliteMovieStore.open(":memory:", seed);
  const handler = createHandler({ store, staticDir });
  try {
    await run((path) => handler(new Request(`http://catalog.test${path}`)));
  } finally {
    await store.close();
  }
}

Deno.test("GET /api/movies lists the seeded titles with the total", async () => {
  await withHandler(SEED_MOVIES, async (get) => {
    const res = await get("/api/movies");
    assert.equal(res.status, 200);
    assert.match(res.headers.get("content-type") ?? "", /^application\/json/);
    const body = await res.json();
    assert.equal(body.data.total, SEED_MOVIES.length);
    assert.deepEqual(
      body.data.movies.map((m: Movie) => m.title),
      SEED_MOVIES.map((m) => m.title),
    );
  });
});

Deno.test("GET /api/movies defaults to 200 titles and honours limit", async () => {
  await withHandler(makeMovies(250), async (get) => {
    const all = await (await get("/api/movies")).json();
    assert.equal(all.data.movies.length, DEFAULT_LIST_LIMIT);
    assert.equal(all.data.total, 250);
    const five = await (await get("/api/movies?limit=5")).json();
    assert.equal(five.data.movies.length, 5);
  });
});

Deno.test("GET /api/movies refuses a bad limit with a problem document", async () => {
  await withHandler(SEED_MOVIES, async (get) => {
    for (const bad of ["0", "501", "-1", "abc", "1.5", ""]) {
      const res = await get(`/api/movies?limit=${bad}`);
      assert.equal(res.status, 400, `limit=${bad}`);
      assert.equal(res.headers.get("content-type"), "application/problem+json");
      const body = await res.json();
      assert.equal(body.type, "https://sinema.local/problems/bad-request");
      assert.match(body.detail, /limit must be an integer between 1 and 500/);
    }
  });
});

Deno.test("unknown API paths answer 404 problem+json, not the site", async () => {
  await withHandler(SEED_MOVIES, async (get) => {
    const res = await get("/api/nope");
    assert.equal(res.status, 404);
    assert.equal(res.headers.get("content-type"), "application/problem+json");
    await res.body?.cancel();
  });
});

Deno.test("production mode serves the built site with SPA fallback and cache headers", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dir}/assets`);
    await Deno.writeTextFile(`${dir}/index.html`, "<!doctype html><title>Sinema</title>");
    await Deno.writeTextFile(`${dir}/assets/app-abc123.js`, "console.log(1)");
    await withHandler(SEED_MOVIES, async (get) => {
      const asset = await get("/assets/app-abc123.js");
      assert.equal(asset.status, 200);
      assert.match(asset.headers.get("cache-control") ?? "", /immutable/);
      assert.equal(await asset.text(), "console.log(1)");

      const route = await get("/movie/m-dune");
      assert.equal(route.status, 200);
      assert.equal(route.headers.get("cache-control"), "no-cache");
      assert.match(await route.text(), /<title>Sinema<\/title>/);
    }, dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
