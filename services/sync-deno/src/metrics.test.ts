/** Issue 29: the sync service's Prometheus metrics, as a scrape and promtool see them. */
import assert from "node:assert/strict";
import { FakeClock } from "./fakeClock.ts";
// The catalogue's helper: one place installs and runs promtool for both services.
import { promtoolCheck } from "../../catalog-deno/src/testing/promtool.ts";
import { startRedisServer } from "./testing/redisServer.ts";
import { TestClient } from "./testing/sockets.ts";

const ROOM = "MT29XY";

/** The value of one series in the text format, or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

Deno.test("main.ts: SYNC_METRICS_PORT serves rooms, connections, relays, action times and Redis reconnects, valid for promtool", async () => {
  let redis = await startRedisServer();
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("../main.ts", import.meta.url).pathname],
    env: {
      SYNC_PORT: "0",
      SYNC_METRICS_PORT: "0",
      HOST: "127.0.0.1",
      SYNC_ALLOW_NO_ORIGIN: "1",
      REDIS_URL: redis.url,
    },
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  const clients: TestClient[] = [];
  try {
    let text = "";
    while (!text.includes("\n")) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the service stopped");
      text += value;
    }
    const listening = JSON.parse(text.split("\n")[0]!);
    const scrape = async () => {
      const res = await fetch(`http://127.0.0.1:${listening.metricsPort}/metrics`);
      assert.match(res.headers.get("content-type") ?? "", /^text\/plain; version=0\.0\.4/);
      return await res.text();
    };
    const clock = new FakeClock();
    for (const userId of ["alice-0001", "bob-000001"]) {
      const client = await TestClient.open(`ws://127.0.0.1:${listening.port}/rooms/${ROOM}`);
      clients.push(client);
      client.send({
        type: "join",
        roomId: ROOM,
        userId,
        timestamp: clock.now(),
        currentTime: 0,
      });
      await client.next("welcome");
    }
    const [alice, bob] = clients as [TestClient, TestClient];
    alice.send({
      type: "play",
      roomId: ROOM,
      userId: "alice-0001",
      timestamp: clock.now(),
      currentTime: 1,
      actionId: "a-1",
    });
    await alice.next("ack");
    await bob.next("play");

    const metrics = await scrape();
    assert.equal(sample(metrics, "sync_connections"), 2);
    assert.equal(sample(metrics, "sync_rooms"), 1);
    assert.equal(sample(metrics, 'sync_relays_total{kind="join"}'), 2);
    assert.equal(sample(metrics, 'sync_relays_total{kind="action"}'), 1);
    assert.equal(sample(metrics, 'sync_action_duration_seconds_count{type="play"}'), 1);
    assert.equal(sample(metrics, "sync_redis_reconnects_total"), 0);
    const check = await promtoolCheck(metrics);
    assert.ok(check.ok, check.output);
    assert.equal(check.output, "");
    const hidden = await fetch(`http://127.0.0.1:${listening.port}/metrics`);
    await hidden.arrayBuffer();
    assert.equal(hidden.status, 404, "not on the public port");

    // Redis restarts: both of its connections come back, and are counted.
    await redis.stop();
    redis = await startRedisServer(redis.port);
    const deadline = Date.now() + 10_000;
    while ((sample(await scrape(), "sync_redis_reconnects_total") ?? 0) < 2) {
      if (Date.now() > deadline) throw new Error("Redis reconnects were not counted");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    child.kill("SIGTERM");
    await child.status;
    await reader.cancel().catch(() => {});
    await redis.stop();
  }
});
