/**
 * Issue 29: readiness for a load balancer, and the drain on SIGTERM that sends
 * viewers to another instance at once with their seats.
 */
import assert from "node:assert/strict";
import { FakeClock } from "./fakeClock.ts";
import { createHandler } from "./handler.ts";
import { CLOSE_RECONNECT } from "./limits.ts";
import { RedisBackend } from "./redis.ts";
import { serve } from "./server.ts";
import { startRedisServer } from "./testing/redisServer.ts";
import { TestClient } from "./testing/sockets.ts";

const ROOM = "RD29XY";

function joinFrame(clock: FakeClock, userId: string, extra: Record<string, unknown> = {}) {
  return { type: "join", roomId: ROOM, userId, timestamp: clock.now(), currentTime: 0, ...extra };
}

async function readyOf(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/ready`);
  return { status: res.status, body: await res.json(), retryAfter: res.headers.get("retry-after") };
}

/** Asks until `check` holds, at most `withinMs`; returns how long it took. */
async function until(check: () => Promise<boolean>, withinMs: number): Promise<number> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return performance.now() - started;
}

Deno.test("in memory: /ready is 200 while serving; a drain makes it 503, refuses handshakes and closes viewers with 4005", async () => {
  const clock = new FakeClock();
  const handler = createHandler({ clock, log: () => {}, allowNoOrigin: true });
  const server = await serve(handler, { port: 0, hostname: "127.0.0.1" });
  try {
    assert.deepEqual((await readyOf(server.port)).body, { status: "ready" });
    const viewer = await TestClient.open(`ws://127.0.0.1:${server.port}/rooms/${ROOM}`);
    viewer.send(joinFrame(clock, "alice-0001"));
    await viewer.next("welcome");

    const drained = handler.close();
    assert.equal((await viewer.closed).code, CLOSE_RECONNECT);
    await drained;
    const draining = await readyOf(server.port);
    assert.equal(draining.status, 503);
    assert.equal(draining.body.reason, "draining");
    assert.equal(draining.retryAfter, "1");
    assert.equal(
      (await fetch(`http://127.0.0.1:${server.port}/health`).then((r) => r.json())).status,
      "ok",
    );
    await assert.rejects(
      TestClient.open(`ws://127.0.0.1:${server.port}/rooms/${ROOM}`),
      "a new viewer is refused while draining",
    );
  } finally {
    await server.shutdown();
  }
});

Deno.test("with Redis: /ready is 503 naming Redis while it is down and 200 again once it is back, with no restart", async () => {
  let redis = await startRedisServer();
  const backend = await RedisBackend.connect(redis.url, { log: () => {} });
  const handler = createHandler({ clock: new FakeClock(), backend, log: () => {} });
  const server = await serve(handler, { port: 0, hostname: "127.0.0.1" });
  try {
    assert.equal((await readyOf(server.port)).status, 200);
    await redis.stop();
    await until(async () => (await readyOf(server.port)).status === 503, 2_000);
    const down = await readyOf(server.port);
    assert.equal(down.body.reason, "redis");
    redis = await startRedisServer(redis.port);
    const back = await until(async () => (await readyOf(server.port)).status === 200, 5_000);
    console.log(`ready again ${Math.round(back)} ms after Redis restarted`);
  } finally {
    await handler.close();
    await server.shutdown();
    await backend.close();
    await redis.stop();
  }
});

Deno.test("a drain sends the viewer to the other instance: the peer hears no leave, the viewer is seated again at the room's position", async () => {
  const redis = await startRedisServer();
  const clock = new FakeClock();
  const instances = await Promise.all(["one", "two"].map(async (name) => {
    const backend = await RedisBackend.connect(redis.url, { instanceId: name, log: () => {} });
    const handler = createHandler({ clock, backend, log: () => {}, allowNoOrigin: true });
    const server = await serve(handler, { port: 0, hostname: "127.0.0.1" });
    return { backend, handler, server, url: `ws://127.0.0.1:${server.port}/rooms/${ROOM}` };
  }));
  const [one, two] = instances as [typeof instances[0], typeof instances[0]];
  const clients: TestClient[] = [];
  const open = async (url: string) => {
    const client = await TestClient.open(url);
    clients.push(client);
    return client;
  };
  try {
    const alice = await open(one.url);
    alice.send(joinFrame(clock, "alice-0001", { currentTime: 42, paused: false }));
    const { secret } = await alice.next("welcome"); // The client rejoins with it.
    const bob = await open(two.url);
    bob.send(joinFrame(clock, "bob-000001"));
    await bob.next("welcome");

    one.server.stopAccepting();
    const drained = one.handler.close();
    assert.equal((await alice.closed).code, CLOSE_RECONNECT);
    await drained;
    await one.server.shutdown();
    await one.backend.close();

    const back = await open(two.url);
    back.send(joinFrame(clock, "alice-0001", { secret }));
    const welcome = await back.next("welcome");
    assert.ok(welcome.secret, "seated again");
    assert.equal(welcome.timeline.position, 42);
    assert.equal(welcome.timeline.paused, false);
    assert.equal((await bob.next("join")).userId, "alice-0001");
    await bob.roundTrip();
    assert.deepEqual(
      bob.unread().filter((message) => message.type === "leave"),
      [],
      "the peer was never told the viewer left",
    );
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await two.handler.close();
    await two.server.shutdown();
    await two.backend.close();
    await redis.stop();
  }
});

/** Runs main.ts until it exits; its exit code and output lines. */
async function runMain(env: Record<string, string>) {
  const output = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("../main.ts", import.meta.url).pathname],
    env: { SYNC_PORT: "0", HOST: "127.0.0.1", ...env },
    stdout: "piped",
    stderr: "piped",
  }).output();
  const text = new TextDecoder().decode(output.stdout) + new TextDecoder().decode(output.stderr);
  return { code: output.code, lines: text.trim().split("\n") };
}

Deno.test("main.ts: a bad REDIS_URL, an unreachable Redis or a taken SYNC_PORT → one line naming the variable, exit 1", async () => {
  const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const closedPort = (closed.addr as Deno.NetAddr).port;
  closed.close();
  const taken = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  try {
    for (
      const [env, expected] of [
        [{ REDIS_URL: "localhost:6379" }, /^REDIS_URL must look like redis:\/\/host:port/],
        [
          { REDIS_URL: `redis://:sır@127.0.0.1:${closedPort}` },
          new RegExp(
            `^REDIS_URL: cannot reach Redis at 127\\.0\\.0\\.1:${closedPort}: .*ECONNREFUSED`,
          ),
        ],
        [
          { SYNC_PORT: String((taken.addr as Deno.NetAddr).port) },
          /^SYNC_PORT \d+ is already in use on 127\.0\.0\.1: set SYNC_PORT to another port$/,
        ],
      ] as const
    ) {
      const { code, lines } = await runMain(env);
      assert.equal(code, 1);
      assert.equal(lines.length, 1, lines.join("\n"));
      const line = JSON.parse(lines[0]!);
      assert.equal(line.event, "error");
      assert.match(line.message, expected);
      assert.doesNotMatch(line.message, /sır/, "the password stays out of the log");
    }
  } finally {
    taken.close();
  }
});

Deno.test("main.ts: SIGTERM closes viewers with 4005, stops listening and exits 0", async () => {
  const child = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("../main.ts", import.meta.url).pathname],
    env: { SYNC_PORT: "0", HOST: "127.0.0.1", SYNC_ALLOW_NO_ORIGIN: "1" },
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  /** The next line of the service's output, as JSON. */
  const next = async () => {
    while (!buffered.includes("\n")) {
      const { value, done } = await reader.read();
      if (done) throw new Error("the service closed its output");
      buffered += value;
    }
    const line = buffered.slice(0, buffered.indexOf("\n"));
    buffered = buffered.slice(line.length + 1);
    return JSON.parse(line);
  };
  try {
    const listening = await next();
    assert.equal(listening.event, "listening");
    const viewer = await TestClient.open(`ws://127.0.0.1:${listening.port}/rooms/${ROOM}`);
    viewer.send(joinFrame(new FakeClock(), "alice-0001"));
    await viewer.next("welcome");
    child.kill("SIGTERM");
    assert.equal((await viewer.closed).code, CLOSE_RECONNECT);
    assert.deepEqual(await next(), { event: "stopping", signal: "SIGTERM" });
    assert.deepEqual(await next(), { event: "stopped" });
    assert.equal((await child.status).code, 0);
    await assert.rejects(fetch(`http://127.0.0.1:${listening.port}/health`));
  } finally {
    await reader.cancel().catch(() => {});
    try {
      child.kill("SIGKILL");
    } catch {
      // Already exited.
    }
    await child.status;
  }
});

Deno.test("main.ts: SIGTERM after Redis went away still drains and exits 0, without a stack trace", async () => {
  const redis = await startRedisServer();
  const output = new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", new URL("../main.ts", import.meta.url).pathname],
    env: { SYNC_PORT: "0", HOST: "127.0.0.1", SYNC_ALLOW_NO_ORIGIN: "1", REDIS_URL: redis.url },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  const reader = output.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!text.includes('"listening"')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  const port = JSON.parse(text.split("\n")[0]!).port;
  const viewer = await TestClient.open(`ws://127.0.0.1:${port}/rooms/${ROOM}`);
  viewer.send(joinFrame(new FakeClock(), "alice-0001"));
  await viewer.next("welcome");
  await redis.stop(); // As a Ctrl-C in a terminal may stop it first.
  output.kill("SIGTERM");
  assert.equal((await viewer.closed).code, CLOSE_RECONNECT);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  const status = await output.status;
  const errors = await new Response(output.stderr).text();
  assert.equal(status.code, 0, `${text}\n${errors}`);
  assert.doesNotMatch(errors, /Uncaught/);
  for (const line of errors.trim().split("\n").filter(Boolean)) JSON.parse(line); // Log lines only.
  assert.deepEqual(JSON.parse(text.trim().split("\n").at(-1)!), { event: "stopped" });
});
