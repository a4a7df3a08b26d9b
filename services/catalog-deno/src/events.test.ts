/**
 * Issue 16's events and statistics, and issue 15's playback reports, through
 * the HTTP API: what a visitor's batch adds to what the admin reads, the
 * refusals (unknown type, malformed, too big, too many), that no address is
 * kept, and the switch that turns playback reports on. Every answer is
 * checked against openapi/catalog.yaml by the harness.
 */
import assert from "node:assert/strict";
import { dayOf } from "./events/period.ts";
import { EVENTS_MAX_BYTES, EVENTS_PER_ADDRESS, EVENTS_WINDOW_MS } from "./routes/events.ts";
import { PLAYBACK_REPORTS_PER_ADDRESS } from "./routes/playback.ts";
import { assertProblem, EMBED_BASE, type TestApp, withApp } from "./testing/harness.ts";

const post = (app: TestApp, events: unknown[], client?: string) =>
  app.call("POST", "/api/events", { body: { events }, ...(client ? { client } : {}) });

async function stats(app: TestApp, query = "") {
  const token = await app.login();
  const answer = await app.call("GET", `/api/admin/stats${query}`, { token });
  assert.equal(answer.status, 200, JSON.stringify(answer.json));
  return answer.json.data;
}

Deno.test("a visitor's batch shows in the statistics: per day, per title (named by the catalogue), searches without results", async () => {
  await withApp(async (app) => {
    const kis = app.seed.movies[0]!;
    const answer = await post(app, [
      { type: "view", title: `movie:${kis._id}`, name: "Başka Bir Ad" },
      { type: "play", title: `movie:${kis._id}`, name: "Başka Bir Ad" },
      { type: "finish", title: `movie:${kis._id}`, name: "Başka Bir Ad" },
      { type: "listAdd", title: "movie:603", name: "The Matrix" },
      { type: "roomOpen", title: "movie:603", name: "The Matrix" },
      { type: "roomOpen" },
      { type: "search", query: "kis uykusu", results: 1 },
      { type: "search", query: "olmayan film", results: 0 },
      { type: "search", query: "olmayan film", results: 0 },
    ]);
    assert.equal(answer.status, 202);

    const data = await stats(app);
    const today = dayOf(app.clock.now());
    assert.equal(data.to, today);
    assert.equal(data.days.length, 30);
    assert.deepEqual(data.days.at(-1), {
      date: today,
      views: 1,
      plays: 1,
      finishes: 1,
      listAdds: 1,
      roomOpens: 2,
      searches: 3,
      noResultSearches: 2,
    });
    assert.deepEqual(data.topTitles, [
      {
        title: `movie:${kis._id}`,
        name: kis.title,
        views: 1,
        plays: 1,
        finishes: 1,
        listAdds: 0,
        roomOpens: 0,
      },
      {
        title: "movie:603",
        name: "The Matrix",
        views: 0,
        plays: 0,
        finishes: 0,
        listAdds: 1,
        roomOpens: 1,
      },
    ]);
    assert.deepEqual(data.noResultSearches, [{ query: "olmayan film", count: 2 }]);
    assert.equal(data.change.views, null, "nothing counted before: no percentage");
  });
});

Deno.test("counters are written within a second of traffic, without anyone reading them", async () => {
  await withApp(async (app) => {
    await post(app, [{ type: "view", title: "movie:a", name: "A" }]);
    const day = dayOf(app.clock.now());
    assert.deepEqual(await app.store.events.countsByDay(day, day), [], "still in memory");
    app.clock.advance(1000);
    await post(app, [{ type: "view", title: "movie:a", name: "A" }]);
    assert.deepEqual(await app.store.events.countsByDay(day, day), [
      { day, kind: "view", count: 2 },
    ]);
  });
});

Deno.test("a batch with an unknown event type is refused whole with a problem naming it", async () => {
  await withApp(async (app) => {
    const answer = await post(app, [
      { type: "view", title: "movie:a", name: "A" },
      { type: "like", title: "movie:a", name: "A" },
    ]);
    assertProblem(answer, 400, "validation");
    assert.equal(answer.json.errors[0].path, "/events/1/type");
    assert.match(answer.json.errors[0].message, /"like" is not an event type/);
    const data = await stats(app);
    assert.equal(data.totals.views, 0);
  });
});

Deno.test("malformed batches are refused: fields, normalisation, size and media type", async () => {
  await withApp(async (app) => {
    const refused = [
      [],
      [{ type: "view", title: "movie:a" }],
      [{ type: "view", title: "film:a", name: "A" }],
      [{ type: "view", title: "movie:a", name: "A", visitor: "abc" }],
      [{ type: "search", query: "Kış Uykusu", results: 1 }],
      [{ type: "search", query: "a", results: 0 }],
      [{ type: "search", query: "ara  bul", results: 0 }],
      [{ type: "search", query: "beni ara 5551234567", results: 0 }],
      [{ type: "search", query: "film", results: -1 }],
      Array.from({ length: 51 }, () => ({ type: "view", title: "movie:a", name: "A" })),
    ];
    for (const events of refused) {
      assertProblem(await post(app, events), 400, "validation");
    }
    assertProblem(
      await app.call("POST", "/api/events", { body: { events: [], extra: true } }),
      400,
      "validation",
    );
    assertProblem(
      await app.call("POST", "/api/events", {
        rawBody: "{",
        headers: { "content-type": "application/json" },
      }),
      400,
      "bad-request",
    );
    assertProblem(
      await app.call("POST", "/api/events", {
        rawBody: JSON.stringify({ events: [{ type: "roomOpen" }] }),
        headers: { "content-type": "text/plain" },
      }),
      415,
      "unsupported-media-type",
    );
    const big = JSON.stringify({
      events: [{ type: "view", title: "movie:a", name: "x".repeat(EVENTS_MAX_BYTES) }],
    });
    assertProblem(
      await app.call("POST", "/api/events", {
        rawBody: big,
        headers: { "content-type": "application/json" },
      }),
      413,
      "payload-too-large",
    );
    assert.equal((await stats(app)).totals.views, 0);
  });
});

Deno.test(`one address may send ${EVENTS_PER_ADDRESS} events a minute; others are not held back`, async () => {
  await withApp(async (app) => {
    const batch = Array.from({ length: 40 }, () => ({ type: "roomOpen" }));
    for (let i = 0; i < EVENTS_PER_ADDRESS / 40; i++) {
      assert.equal((await post(app, batch, "198.51.100.7")).status, 202);
    }
    app.clock.advance(15_000);
    const refused = await post(app, [{ type: "roomOpen" }], "198.51.100.7");
    assertProblem(refused, 429, "rate-limited");
    assert.equal(
      refused.res.headers.get("retry-after"),
      String((EVENTS_WINDOW_MS - 15_000) / 1000),
    );
    assert.equal((await post(app, [{ type: "roomOpen" }], "198.51.100.8")).status, 202);
    app.clock.advance(EVENTS_WINDOW_MS);
    assert.equal((await post(app, [{ type: "roomOpen" }], "198.51.100.7")).status, 202);
    assert.equal((await stats(app)).totals.roomOpens, EVENTS_PER_ADDRESS + 2);
  });
});

Deno.test("nothing stored names the visitor: the address is in no table", async () => {
  const dir = await Deno.makeTempDir({ prefix: "sinema-events-" });
  try {
    await withApp(async (app) => {
      await post(app, [
        { type: "view", title: "movie:a", name: "A" },
        { type: "search", query: "gizli arama", results: 0 },
      ], "203.0.113.99");
      await stats(app);
      const tables = ["event_counts", "event_titles", "search_counts", "playback_counts"];
      const { DatabaseSync } = await import("node:sqlite");
      const db = new DatabaseSync(`${dir}/catalog.sqlite`, { readOnly: true });
      try {
        for (const table of tables) {
          const text = JSON.stringify(db.prepare(`SELECT * FROM ${table}`).all());
          assert.ok(!text.includes("203.0.113.99"), table);
        }
        const columns = tables.flatMap((table) =>
          (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) =>
            c.name
          )
        );
        assert.deepEqual(
          columns.filter((name) => /addr|ip|client|visitor|user|session/i.test(name)),
          [],
        );
        assert.ok(
          JSON.stringify(db.prepare("SELECT * FROM search_counts").all()).includes("gizli arama"),
        );
      } finally {
        db.close();
      }
    }, { databaseFile: `${dir}/catalog.sqlite` });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("statistics need an admin session and a valid period", async () => {
  await withApp(async (app) => {
    assertProblem(await app.call("GET", "/api/admin/stats"), 401, "unauthorized");
    const token = await app.login();
    for (
      const query of [
        "?from=2026-02-30",
        "?from=2026-03-10&to=2026-03-01",
        "?from=2025-01-01&to=2026-03-01",
        "?from=10.03.2026",
      ]
    ) {
      assertProblem(
        await app.call("GET", `/api/admin/stats${query}`, { token }),
        400,
        "validation",
      );
    }
    const answer = await app.call("GET", "/api/admin/stats?from=2026-03-01&to=2026-03-07", {
      token,
    });
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.json.data.previous, { from: "2026-02-22", to: "2026-02-28" });
    assert.equal(answer.json.data.days.length, 7);
    assert.equal(answer.res.headers.get("cache-control"), "no-store");
    const week = await app.call("GET", "/api/admin/stats?days=7", { token });
    assert.equal(week.json.data.to, dayOf(app.clock.now()));
    assert.equal(week.json.data.days.length, 7);
    assertProblem(await app.call("GET", "/api/admin/stats?days=367", { token }), 400, "validation");
  });
});

Deno.test("playback reports are off by default: refused, and the health says so", async () => {
  await withApp(async (app) => {
    const answer = await app.call("POST", "/api/playback-reports", {
      body: { reports: [{ host: EMBED_BASE, outcome: "ready", readyMs: 300 }] },
    });
    assertProblem(answer, 404, "not-found");
    const health = await app.call("GET", "/api/embeds/health");
    assert.deepEqual(health.json.data, { enabled: false, windowHours: 24, hosts: [] });
    assert.equal((await stats(app)).playback.enabled, false);
  });
});

Deno.test("with PLAYBACK_REPORTS=1 each configured host's last 24 hours are counted and served", async () => {
  await withApp(async (app) => {
    const report = (reports: unknown[], client?: string) =>
      app.call("POST", "/api/playback-reports", {
        body: { reports },
        ...(client ? { client } : {}),
      });
    assert.equal(
      (await report([
        { host: EMBED_BASE, outcome: "ready", readyMs: 300 },
        { host: EMBED_BASE, outcome: "ready", readyMs: 500 },
        { host: EMBED_BASE, outcome: "stall" },
      ])).status,
      202,
    );
    const stranger = await report([{ host: "https://evil.example", outcome: "error" }]);
    assertProblem(stranger, 400, "validation");
    assert.equal(stranger.json.errors[0].path, "/reports/0/host");
    assertProblem(await report([{ host: EMBED_BASE, outcome: "lost" }]), 400, "validation");
    assertProblem(
      await report([{ host: EMBED_BASE, outcome: "ready", readyMs: 1, viewer: "x" }]),
      400,
      "validation",
    );

    const health = await app.call("GET", "/api/embeds/health");
    assert.equal(health.res.headers.get("cache-control"), "public, max-age=60");
    assert.deepEqual(health.json.data, {
      enabled: true,
      windowHours: 24,
      hosts: [{
        host: EMBED_BASE,
        attempts: 3,
        ready: 2,
        errors: 0,
        timeouts: 0,
        stalls: 1,
        meanReadyMs: 400,
      }],
    });
    assert.deepEqual((await stats(app)).playback, health.json.data);

    app.clock.advance(25 * 60 * 60 * 1000);
    const later = await app.call("GET", "/api/embeds/health");
    assert.deepEqual(later.json.data.hosts, [], "older than 24 hours");

    const many = Array.from({ length: 20 }, () => ({ host: EMBED_BASE, outcome: "error" }));
    for (let i = 0; i < PLAYBACK_REPORTS_PER_ADDRESS / 20; i++) {
      assert.equal((await report(many, "198.51.100.9")).status, 202);
    }
    assertProblem(await report(many.slice(0, 1), "198.51.100.9"), 429, "rate-limited");
  }, { deps: { playbackReports: true } });
});
