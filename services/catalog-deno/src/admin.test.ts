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

Deno.test("PATCH /api/movies/{id} changes only the status flags, admin only", async () => {
  await withApp(async ({ call, login, clock }) => {
    const path = "/api/movies/m-kis-uykusu";
    const before = (await call("GET", path)).json.data as Movie;
    assertProblem(
      await call("PATCH", path, { body: { status: "passive" } }),
      401,
      "unauthorized",
    );
    const token = await login();
    clock.advance(5_000);
    const patched = await call("PATCH", path, {
      token,
      body: { status: "passive", trending: !before.trending },
    });
    assert.equal(patched.status, 200);
    const after = (await call("GET", path)).json.data as Movie;
    assert.deepEqual(after, {
      ...before,
      status: "passive",
      trending: !before.trending,
      updatedAt: new Date(clock.now()).toISOString(),
    });
    assert.deepEqual(patched.json.data, after);
    // The list's status filter sees it at once.
    const passive = (await call("GET", "/api/movies?status=passive&limit=500")).json.data;
    assert.ok(passive.movies.some((m: Movie) => m._id === "m-kis-uykusu"));

    for (const body of [{}, { title: "Başka" }, { status: "deleted" }, { featured: "yes" }]) {
      assertProblem(await call("PATCH", path, { token, body }), 400, "validation");
    }
    assertProblem(
      await call("PATCH", "/api/movies/m-yok", { token, body: { featured: true } }),
      404,
      "not-found",
    );
  });
});

Deno.test("POST /api/admin/bulk updates or deletes several titles and names the missing ones", async () => {
  await withApp(async ({ call, login }) => {
    const ids = ["m-kis-uykusu", "s-sahsiyet", "m-dune"];
    assertProblem(
      await call("POST", "/api/admin/bulk", { body: { action: "delete", ids } }),
      401,
      "unauthorized",
    );
    const token = await login();
    const updated = await call("POST", "/api/admin/bulk", {
      token,
      body: { action: "update", ids: [...ids, "m-yok"], changes: { status: "passive" } },
    });
    assert.equal(updated.status, 200);
    assert.deepEqual(updated.json.data, { done: 3, missing: ["m-yok"] });
    for (const id of ids) {
      assert.equal((await call("GET", `/api/movies/${id}`)).json.data.status, "passive");
    }
    assertProblem(
      await call("POST", "/api/admin/bulk", { token, body: { action: "update", ids } }),
      400,
      "validation",
    );
    assertProblem(
      await call("POST", "/api/admin/bulk", { token, body: { action: "delete", ids: [] } }),
      400,
      "validation",
    );
    const counted = (await call("GET", "/api/admin/counts", { token })).json.data.total;
    const deleted = await call("POST", "/api/admin/bulk", {
      token,
      body: { action: "delete", ids: ids.slice(0, 2) },
    });
    assert.deepEqual(deleted.json.data, { done: 2, missing: [] });
    assert.equal((await call("GET", "/api/movies/s-sahsiyet")).status, 404);
    assert.equal((await call("GET", "/api/admin/counts", { token })).json.data.total, counted - 2);
  });
});

Deno.test("PUT with If-Match: 409 stale when someone saved in between, nothing overwritten", async () => {
  await withApp(async ({ call, login, clock }) => {
    const token = await login();
    const path = "/api/movies/m-dune";
    const loaded = (await call("GET", path)).json.data as Movie;
    const { _id, createdAt: _c, updatedAt: _u, ...input } = loaded;

    // Someone else changes it first.
    clock.advance(1_000);
    await call("PATCH", path, { token, body: { featured: !loaded.featured } });

    const stale = await call("PUT", path, {
      token,
      body: { ...input, title: "Benim Kaydım" },
      headers: { "if-match": loaded.updatedAt },
    });
    assertProblem(stale, 409, "stale");
    assert.equal((await call("GET", path)).json.data.title, loaded.title);

    // Reloaded, the same save goes through; without If-Match it overwrites.
    const fresh = (await call("GET", path)).json.data as Movie;
    clock.advance(1_000);
    const saved = await call("PUT", path, {
      token,
      body: { ...input, title: "Benim Kaydım" },
      headers: { "if-match": `"${fresh.updatedAt}"` },
    });
    assert.equal(saved.status, 200);
    assert.equal(saved.json.data.title, "Benim Kaydım");
    const overwritten = await call("PUT", path, { token, body: { ...input, title: "Son Söz" } });
    assert.equal(overwritten.status, 200);
    assert.equal((await call("GET", path)).json.data.title, "Son Söz");
  });
});

Deno.test("PUT twice in one millisecond: two versions, and If-Match tells them apart", async () => {
  await withApp(async ({ call, login }) => {
    const token = await login();
    const path = "/api/movies/m-dune";
    const loaded = (await call("GET", path)).json.data as Movie;
    const { _id, createdAt: _c, updatedAt: _u, ...input } = loaded;
    // The test clock stands still: both saves happen in the same millisecond.
    const first = await call("PUT", path, {
      token,
      body: { ...input, title: "Birinci" },
      headers: { "if-match": loaded.updatedAt },
    });
    const second = await call("PUT", path, {
      token,
      body: { ...input, title: "İkinci" },
      headers: { "if-match": first.json.data.updatedAt },
    });
    assert.equal(second.status, 200);
    assert.ok(second.json.data.updatedAt > first.json.data.updatedAt);
    // An editor still holding the first version is refused.
    assertProblem(
      await call("PUT", path, {
        token,
        body: { ...input, title: "Üçüncü" },
        headers: { "if-match": first.json.data.updatedAt },
      }),
      409,
      "stale",
    );
    // A quick action between load and save makes the save stale as well.
    const fresh = (await call("GET", path)).json.data as Movie;
    await call("PATCH", path, { token, body: { featured: !fresh.featured } });
    assertProblem(
      await call("PUT", path, {
        token,
        body: { ...input, title: "Dördüncü" },
        headers: { "if-match": fresh.updatedAt },
      }),
      409,
      "stale",
    );
    assert.equal((await call("GET", path)).json.data.title, "İkinci");
  });
});
