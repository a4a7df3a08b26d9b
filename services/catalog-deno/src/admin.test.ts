/** Issue 16: the admin panel's server side, through the HTTP API. */
import assert from "node:assert/strict";
import { assertProblem, withApp } from "./testing/harness.ts";
import type { AuditEntry, Movie } from "./store/store.ts";

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

Deno.test("GET /api/admin/audit: every write through the API, by the signed-in admin, filtered and paged", async () => {
  await withApp(async ({ call, login, clock }) => {
    assertProblem(await call("GET", "/api/admin/audit"), 401, "unauthorized");
    const token = await login();
    const empty = await call("GET", "/api/admin/audit", { token });
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.json.data, { entries: [], total: 0 });

    const created = await call("POST", "/api/movies", {
      token,
      body: { title: "Denetim Filmi", type: "movie", releaseDate: "2026-02-02" },
    });
    assert.equal(created.status, 201);
    const id = created.json.data._id as string;
    clock.advance(1_000);
    const { _id, createdAt: _c, updatedAt: _u, ...input } = created.json.data as Movie;
    await call("PUT", `/api/movies/${id}`, { token, body: { ...input, rating: 7.5 } });
    clock.advance(1_000);
    await call("PATCH", `/api/movies/${id}`, { token, body: { status: "passive" } });
    clock.advance(1_000);
    await call("POST", "/api/admin/bulk", {
      token,
      body: { action: "update", ids: [id, "m-dune"], changes: { trending: true } },
    });
    clock.advance(1_000);
    assert.equal((await call("DELETE", `/api/movies/${id}`, { token })).status, 204);

    const { json } = await call("GET", "/api/admin/audit", { token });
    assert.equal(json.data.total, 6);
    const entries = json.data.entries as AuditEntry[];
    assert.deepEqual(
      entries.map((e) => [e.action, e.movieId, e.actor, e.bulk]),
      [
        ["delete", id, "admin", false],
        ["status", "m-dune", "admin", true],
        ["status", id, "admin", true],
        ["status", id, "admin", false],
        ["update", id, "admin", false],
        ["create", id, "admin", false],
      ],
    );
    assert.deepEqual(entries[4]!.changes, [{ field: "rating", before: 0, after: 7.5 }]);
    assert.deepEqual(entries[3]!.changes, [{
      field: "status",
      before: "active",
      after: "passive",
    }]);
    assert.equal(entries[0]!.at, new Date(clock.now()).toISOString());
    assert.equal(entries[0]!.movieTitle, "Denetim Filmi");
    assert.equal(entries[0]!.restorable, true);

    const filtered = await call(
      "GET",
      `/api/admin/audit?action=status&q=${encodeURIComponent("DENETİM")}&limit=1&offset=1`,
      { token },
    );
    assert.equal(filtered.json.data.total, 2);
    assert.deepEqual(
      filtered.json.data.entries.map((e: AuditEntry) => [e.action, e.bulk]),
      [["status", false]],
    );
    const from = new Date(Date.UTC(2026, 0, 15, 10) + 1_000).toISOString();
    const to = new Date(Date.UTC(2026, 0, 15, 10) + 3_000).toISOString();
    const window = await call("GET", `/api/admin/audit?from=${from}&to=${to}`, { token });
    assert.deepEqual(
      window.json.data.entries.map((e: AuditEntry) => e.action),
      ["status", "update"],
    );
    for (const query of ["action=erase", "limit=0", "limit=101", "from=yesterday", "offset=-1"]) {
      assertProblem(await call("GET", `/api/admin/audit?${query}`, { token }), 400, "bad-request");
    }
  });
});

Deno.test("a deleted title is gone from the catalogue until POST /api/admin/movies/{id}/restore brings it back", async () => {
  await withApp(async ({ call, login, clock, seed }) => {
    const token = await login();
    const before = (await call("GET", "/api/movies/m-dune")).json.data as Movie;
    const deleted = await call("POST", "/api/admin/bulk", {
      token,
      body: { action: "delete", ids: ["m-dune", "m-kis-uykusu"] },
    });
    assert.deepEqual(deleted.json.data, { done: 2, missing: [] });
    assert.equal((await call("GET", "/api/movies/m-dune")).status, 404);
    assert.equal((await call("GET", "/api/movies?search=dune")).json.data.total, 0);
    assert.equal(
      (await call("GET", "/api/admin/counts", { token })).json.data.total,
      seed.movies.length - 2,
    );
    const trail = (await call("GET", "/api/admin/audit?action=delete", { token })).json.data;
    assert.deepEqual(
      trail.entries.map((e: AuditEntry) => [e.movieId, e.bulk, e.restorable]).sort(),
      [["m-dune", true, true], ["m-kis-uykusu", true, true]],
    );

    assertProblem(
      await call("POST", "/api/admin/movies/m-dune/restore"),
      401,
      "unauthorized",
    );
    clock.advance(60_000);
    const restored = await call("POST", "/api/admin/movies/m-dune/restore", { token });
    assert.equal(restored.status, 200);
    assert.deepEqual(restored.json.data, {
      ...before,
      updatedAt: new Date(clock.now()).toISOString(),
    });
    assert.deepEqual((await call("GET", "/api/movies/m-dune")).json.data, restored.json.data);
    assert.equal((await call("GET", "/api/movies?search=dune")).json.data.total, 1);
    assertProblem(
      await call("POST", "/api/admin/movies/m-dune/restore", { token }),
      404,
      "not-found",
    );
    assertProblem(
      await call("POST", "/api/admin/movies/bad%20id/restore", { token }),
      404,
      "not-found",
    );
    const after = (await call("GET", "/api/admin/audit", { token })).json.data.entries;
    assert.deepEqual(after[0].action, "restore");
    assert.equal(
      after.find((e: AuditEntry) => e.action === "delete" && e.movieId === "m-dune")
        .restorable,
      false,
    );

    // Thirty days later the other one can no longer come back.
    clock.advance(30 * 24 * 60 * 60 * 1000);
    assertProblem(
      await call("POST", "/api/admin/movies/m-kis-uykusu/restore", { token: await login() }),
      404,
      "not-found",
    );
  });
});
