/**
 * Issue 29: /api/ready tells a load balancer whether to send this instance
 * requests; /api/health stays "the process answers".
 */
import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import { Lifecycle } from "./lifecycle.ts";
import { PostgresMovieStore } from "./store/postgres.ts";
import { withApp } from "./testing/harness.ts";
import { startPostgres } from "./testing/pg_cluster.ts";

Deno.test("/api/ready: 503 while starting, 200 while serving, 503 again once draining; /api/health stays 200", async () => {
  const lifecycle = new Lifecycle("starting");
  await withApp(async ({ call }) => {
    const starting = await call("GET", "/api/ready");
    assert.equal(starting.status, 503);
    assert.equal(starting.json.reason, "starting");
    assert.equal(starting.res.headers.get("retry-after"), "1");
    assert.equal(starting.res.headers.get("cache-control"), "no-store");

    lifecycle.serving();
    const serving = await call("GET", "/api/ready");
    assert.equal(serving.status, 200);
    assert.deepEqual(serving.json, { status: "ready" });

    lifecycle.draining();
    lifecycle.serving(); // A drain is never undone.
    const draining = await call("GET", "/api/ready");
    assert.equal(draining.status, 503);
    assert.equal(draining.json.reason, "draining");
    assert.equal((await call("GET", "/api/health")).status, 200);
  }, { deps: { lifecycle } });
});

Deno.test("/api/ready: 503 when the database's schema is behind this code", async () => {
  const dir = await Deno.makeTempDir({ prefix: "sinema-ready-" });
  try {
    const file = `${dir}/catalog.sqlite`;
    await withApp(async ({ call }) => {
      assert.equal((await call("GET", "/api/ready")).status, 200);
      // Another process (an older release's restore, say) set the schema back.
      const other = new DatabaseSync(file);
      other.exec("PRAGMA user_version = 1");
      other.close();
      const behind = await call("GET", "/api/ready");
      assert.equal(behind.status, 503);
      assert.equal(behind.json.reason, "database");
      assert.match(behind.json.detail, /schema/);
    }, { databaseFile: file });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("/api/ready on PostgreSQL: 503 naming the database while it is stopped, 200 again once it is back, no restart", async () => {
  const cluster = await startPostgres();
  try {
    const url = await cluster.createDatabase();
    await withApp(async ({ call }) => {
      assert.equal((await call("GET", "/api/ready")).status, 200);
      await cluster.pause();
      const started = performance.now();
      const cut = await call("GET", "/api/ready");
      assert.ok(performance.now() - started < 3_000, "answered within the readiness timeout");
      assert.equal(cut.status, 503);
      assert.equal(cut.json.reason, "database");
      assert.match(cut.json.detail, /cannot be reached|did not answer/);
      await cluster.resume();
      assert.equal((await call("GET", "/api/ready")).status, 200);
      assert.equal((await call("GET", "/api/movies?limit=1")).status, 200);
    }, { openStore: (seed) => PostgresMovieStore.open(url, seed) });
  } finally {
    await cluster.stop();
  }
});
