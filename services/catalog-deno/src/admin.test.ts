/** Issue 16: the admin panel's server side, through the HTTP API. */
import assert from "node:assert/strict";
import { assertProblem, withApp } from "./testing/harness.ts";
import type { Movie } from "./store/store.ts";

Deno.test("GET /api/admin/counts: the tiles' figures over the whole catalogue, admin only", async () => {
  await withApp(async ({ call, login, seed }) => {
    assertProblem(await call("GET", "/api/admin/counts"), 401, "unauthorized");
    const token = await login();
    const { status, json } = await call("GET", "/api/admin/counts", { token });
    assert.equal(status, 200);
    const count = (keep: (m: Movie) => boolean) => seed.movies.filter(keep).length;
    assert.deepEqual(json.data, {
      total: seed.movies.length,
      movies: count((m) => m.type === "movie"),
      series: count((m) => m.type === "series"),
      active: count((m) => m.status === "active"),
      passive: count((m) => m.status === "passive"),
      featured: count((m) => m.featured),
      trending: count((m) => m.trending),
    });
    assert.ok(json.data.total > 100);
  });
});

Deno.test("GET /api/movies?sort=updatedAt: the title saved last comes first", async () => {
  await withApp(async ({ call, login, clock, seed }) => {
    const token = await login();
    const oldest = seed.movies.at(-1)!;
    clock.advance(60_000);
    const { _id, createdAt: _c, updatedAt: _u, ...input } = oldest;
    assert.equal(
      (await call("PUT", `/api/movies/${_id}`, { token, body: input })).status,
      200,
    );
    const { json } = await call("GET", "/api/movies?sort=updatedAt&order=desc&limit=2");
    assert.equal(json.data.movies[0]._id, oldest._id);
    assert.equal(json.data.total, seed.movies.length);
  });
});
