/**
 * Two service instances sharing their rooms through a real redis-server, with
 * the two viewers of a room connected to different instances.
 */
import assert from "node:assert/strict";
import { Redis } from "ioredis";
import { FakeClock } from "./fakeClock.ts";
import { createHandler } from "./handler.ts";
import { EMPTY_ROOM_TTL_MS } from "./limits.ts";
import { RedisBackend } from "./redis.ts";
import { serve } from "./server.ts";
import { startRedisServer } from "./testing/redisServer.ts";
import { TestClient } from "./testing/sockets.ts";

const ROOM = "RD15XY";
const ALICE = "alice-0001";
const BOB = "bob-00001";
const CAROL = "carol-0001";

interface Instance {
  backend: RedisBackend;
  connect(userId: string, extra?: Record<string, unknown>): Promise<TestClient>;
  /** Stops as a crash would: Redis goes away first, nobody's seat is given back. */
  crash(): Promise<void>;
}

interface Cluster {
  clock: FakeClock;
  one: Instance;
  two: Instance;
  redisUrl: string;
}

async function withCluster(run: (cluster: Cluster) => Promise<void>) {
  const redis = await startRedisServer();
  const clock = new FakeClock();
  const clients: TestClient[] = [];
  const stops: Array<() => Promise<void>> = [];
  const start = async (name: string): Promise<Instance> => {
    const backend = await RedisBackend.connect(redis.url, { instanceId: name, log: () => {} });
    const handler = createHandler({ clock, backend, log: () => {}, allowNoOrigin: true });
    const server = await serve(handler, { port: 0, hostname: "127.0.0.1" });
    let crashed = false;
    const stop = async () => {
      await handler.close();
      await server.shutdown();
      if (!crashed) await backend.close();
    };
    stops.push(stop);
    return {
      backend,
      async connect(userId, extra = {}) {
        const client = await TestClient.open(`ws://127.0.0.1:${server.port}/rooms/${ROOM}`);
        clients.push(client);
        client.send({
          type: "join",
          roomId: ROOM,
          userId,
          timestamp: clock.now(),
          currentTime: 0,
          paused: true,
          ...extra,
        });
        return client;
      },
      async crash() {
        crashed = true;
        await backend.close();
      },
    };
  };
  try {
    const one = await start("instance-one");
    const two = await start("instance-two");
    await run({ clock, one, two, redisUrl: redis.url });
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    for (const stop of stops) await stop();
    await redis.stop();
  }
}

Deno.test("viewers on two instances share one room: joins, actions and heartbeats cross", async () => {
  await withCluster(async ({ clock, one, two }) => {
    const alice = await one.connect(ALICE, { currentTime: 20 });
    await alice.next("welcome");
    const bob = await two.connect(BOB);
    const welcome = await bob.next("welcome");
    assert.equal(welcome.timeline.position, 20);
    assert.deepEqual(welcome.peers, [ALICE]);
    assert.equal((await alice.next("join")).userId, BOB);

    alice.send({
      type: "play",
      roomId: ROOM,
      userId: ALICE,
      timestamp: clock.now(),
      currentTime: 21,
      actionId: "a-1",
    });
    const ack = await alice.next("ack");
    const relayed = await bob.next("play");
    assert.deepEqual(relayed.timeline, ack.timeline);
    assert.deepEqual(
      { paused: ack.timeline.paused, position: ack.timeline.position, v: ack.timeline.version },
      { paused: false, position: 21, v: 1 },
    );

    bob.send({
      type: "seek",
      roomId: ROOM,
      userId: BOB,
      timestamp: clock.now(),
      currentTime: 500,
      actionId: "b-1",
    });
    assert.equal((await alice.next("seek")).timeline.version, 2);
    assert.equal((await bob.next("ack")).timeline.version, 2);
    bob.send({ type: "heartbeat", roomId: ROOM, userId: BOB, timestamp: 1, currentTime: 500 });
    assert.equal((await alice.next("heartbeat")).userId, BOB);

    bob.send({
      type: "play",
      roomId: ROOM,
      userId: BOB,
      timestamp: clock.now() - 20.4,
      currentTime: 500.25,
      actionId: "b-2",
      rate: 1.5,
    });
    const play = await alice.next("play");
    assert.deepEqual(play.timeline, {
      paused: false,
      position: 500.25,
      rate: 1.5,
      serverTime: clock.now() - 20,
      version: 3,
    });
    assert.deepEqual((await bob.next("ack")).timeline, play.timeline);
    alice.send({
      type: "pause",
      roomId: ROOM,
      userId: ALICE,
      timestamp: clock.now(),
      currentTime: 501,
      actionId: "a-2",
    });
    const pause = await bob.next("pause");
    assert.deepEqual(
      { paused: pause.timeline.paused, rate: pause.timeline.rate, v: pause.timeline.version },
      { paused: true, rate: 1.5, v: 4 },
    );
  });
});

Deno.test("the seat count holds across instances: a third viewer anywhere gets room_full", async () => {
  await withCluster(async ({ one, two }) => {
    const alice = await one.connect(ALICE);
    await alice.next("welcome");
    const bob = await two.connect(BOB);
    await bob.next("welcome");
    for (const instance of [one, two]) {
      const carol = await instance.connect(CAROL);
      assert.equal((await carol.next("error")).code, "room_full");
      await carol.closed;
    }
  });
});

Deno.test("a seat's secret holds across instances: the other instance refuses a stolen userId", async () => {
  await withCluster(async ({ clock, one, two }) => {
    const alice = await one.connect(ALICE);
    const { secret } = await alice.next("welcome");
    const bob = await two.connect(BOB);
    await bob.next("welcome");
    const thief = await two.connect(ALICE);
    assert.equal((await thief.next("error")).code, "seat_taken");
    await thief.closed;
    // An action (Redis's one-step script) keeps the secret: Alice's second tab still gets in.
    bob.send({
      type: "pause",
      roomId: ROOM,
      userId: BOB,
      timestamp: clock.now(),
      currentTime: 5,
      actionId: "b-1",
    });
    await alice.next("pause");
    const tab = await two.connect(ALICE, { secret });
    assert.equal((await tab.next("welcome")).secret, secret);
  });
});

Deno.test("a reload onto the other instance rejoins the running timeline", async () => {
  await withCluster(async ({ clock, one, two }) => {
    const alice = await one.connect(ALICE);
    await alice.next("welcome");
    const bob = await two.connect(BOB);
    await bob.next("welcome");
    alice.send({
      type: "play",
      roomId: ROOM,
      userId: ALICE,
      timestamp: clock.now(),
      currentTime: 50,
      actionId: "a-1",
    });
    await bob.next("play");

    await bob.close();
    assert.equal((await alice.next("leave")).userId, BOB);
    clock.advance(4_000);
    const bobAgain = await one.connect(BOB);
    const welcome = await bobAgain.next("welcome");
    assert.equal(
      welcome.timeline.position + (clock.now() - welcome.timeline.serverTime) / 1000,
      54,
    );
    assert.deepEqual(welcome.peers, [ALICE]);
  });
});

Deno.test("an empty room stays in Redis for 5 minutes", async () => {
  await withCluster(async ({ one, redisUrl }) => {
    const alice = await one.connect(ALICE);
    await alice.next("welcome");
    alice.send({ type: "leave", roomId: ROOM, userId: ALICE, timestamp: 1, currentTime: 0 });
    await alice.closed;
    const redis = new Redis(redisUrl);
    try {
      const ttl = await redis.pttl(`sync:room:${ROOM}`);
      assert.ok(ttl > EMPTY_ROOM_TTL_MS - 5_000 && ttl <= EMPTY_ROOM_TTL_MS, `TTL ${ttl}`);
    } finally {
      await redis.quit();
    }
  });
});

Deno.test("the seat of a viewer whose instance stopped goes to the next viewer", async () => {
  await withCluster(async ({ one, two }) => {
    const alice = await one.connect(ALICE);
    await alice.next("welcome");
    const bob = await two.connect(BOB);
    await bob.next("welcome");
    await two.crash();

    const carol = await one.connect(CAROL);
    const welcome = await carol.next("welcome");
    assert.deepEqual(welcome.peers, [ALICE]);
  });
});

Deno.test("issue 32 across instances: names, reactions, typing, presence and chat cross; history reaches a reload on the other instance", async () => {
  await withCluster(async ({ clock, one, two }) => {
    const alice = await one.connect(ALICE, { name: "Ayşe" });
    await alice.next("welcome");
    const bob = await two.connect(BOB, { name: "Mehmet" });
    assert.deepEqual((await bob.next("welcome")).names, { [ALICE]: "Ayşe", [BOB]: "Mehmet" });
    assert.equal((await alice.next("join")).name, "Mehmet");

    bob.send({ type: "reaction", roomId: ROOM, userId: BOB, reaction: "kahkaha" });
    assert.equal((await alice.next("reaction")).reaction, "kahkaha");
    bob.send({ type: "typing", roomId: ROOM, userId: BOB, typing: true });
    assert.equal((await alice.next("typing")).userId, BOB);
    bob.send({ type: "presence", roomId: ROOM, userId: BOB, state: "away" });
    assert.equal((await alice.next("presence")).state, "away");
    alice.send({ type: "name", roomId: ROOM, userId: ALICE, name: "Ayşegül" });
    assert.equal((await bob.next("name")).name, "Ayşegül");

    for (let i = 0; i < 3; i++) {
      clock.advance(1000);
      bob.send({ type: "chat", roomId: ROOM, userId: BOB, id: `b-${i}`, text: `mesaj ${i}` });
      assert.equal((await alice.next("chat")).entry.text, `mesaj ${i}`);
      assert.equal((await bob.next("chat")).entry.id, `b-${i}`);
    }
    alice.send({ type: "chat", roomId: ROOM, userId: ALICE, id: "a-0", text: "<i>selam</i>" });
    assert.equal((await bob.next("chat")).entry.name, "Ayşegül");

    // Bob reloads onto the other instance: the room's messages come with his welcome.
    await bob.close();
    await alice.next("leave");
    const back = await one.connect(BOB, { name: "Mehmet" });
    await back.next("welcome");
    const history = await back.next("history");
    assert.deepEqual(
      history.messages.map((m) => [m.userId, m.name, m.text]),
      [
        [BOB, "Mehmet", "mesaj 0"],
        [BOB, "Mehmet", "mesaj 1"],
        [BOB, "Mehmet", "mesaj 2"],
        [ALICE, "Ayşegül", "<i>selam</i>"],
      ],
    );
  });
});

Deno.test("a room's chat history lives in Redis beside the room, with its expiry, and goes with it", async () => {
  await withCluster(async ({ clock, one, redisUrl }) => {
    const alice = await one.connect(ALICE);
    await alice.next("welcome");
    alice.send({ type: "chat", roomId: ROOM, userId: ALICE, id: "a-0", text: "merhaba" });
    await alice.next("chat");
    const redis = new Redis(redisUrl);
    try {
      assert.equal(await redis.llen(`sync:chat:${ROOM}`), 1);
      const roomTtl = await redis.pttl(`sync:room:${ROOM}`);
      const chatTtl = await redis.pttl(`sync:chat:${ROOM}`);
      assert.ok(Math.abs(roomTtl - chatTtl) < 1000, `${roomTtl} vs ${chatTtl}`);
      // The viewer leaves: both keys now expire with the empty room's 5 minutes.
      alice.send({
        type: "leave",
        roomId: ROOM,
        userId: ALICE,
        timestamp: clock.now(),
        currentTime: 0,
      });
      await alice.closed;
      const deadline = Date.now() + 3000;
      while ((await redis.pttl(`sync:chat:${ROOM}`)) > EMPTY_ROOM_TTL_MS) {
        if (Date.now() > deadline) throw new Error("the history kept the occupied room's expiry");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      assert.ok((await redis.pttl(`sync:chat:${ROOM}`)) > EMPTY_ROOM_TTL_MS - 5_000);
    } finally {
      redis.disconnect();
    }
  });
});

Deno.test("issue 32 item 1 across instances: the room's source crosses, survives actions and reaches a late joiner", async () => {
  await withCluster(async ({ clock, one, two }) => {
    const first = {
      url: "https://one.example/embed/1",
      host: "https://one.example",
      language: "dublaj",
    };
    const second = {
      url: "https://two.example/e/1",
      host: "https://two.example",
      language: "altyazi",
    };
    const alice = await one.connect(ALICE, { name: "Ayşe" });
    await alice.next("welcome");
    // Alice's player comes up first: her source becomes the room's.
    alice.send({
      type: "source",
      roomId: ROOM,
      userId: ALICE,
      actionId: "a-s1",
      source: first,
      initial: true,
    });
    assert.deepEqual((await alice.next("source")).current, {
      source: first,
      userId: ALICE,
      version: 1,
    });

    // Bob joins on the other instance, late: his welcome names the room's source.
    const bob = await two.connect(BOB);
    assert.deepEqual((await bob.next("welcome")).source, {
      source: first,
      userId: ALICE,
      version: 1,
    });
    await alice.next("join");
    // His player came up on his own first choice at the same moment: the room keeps Alice's,
    // and only Bob hears so.
    bob.send({
      type: "source",
      roomId: ROOM,
      userId: BOB,
      actionId: "b-s0",
      source: second,
      initial: true,
    });
    const kept = await bob.next("source");
    assert.deepEqual([kept.actionId, kept.current.source.url], ["b-s0", first.url]);

    // Bob picks another source in 'Kaynak k/n ▾': both hear it, in one version.
    bob.send({ type: "source", roomId: ROOM, userId: BOB, actionId: "b-s1", source: second });
    const heard = await alice.next("source");
    assert.deepEqual(heard.current, { source: second, userId: BOB, version: 2 });
    assert.deepEqual((await bob.next("source")).current, heard.current);

    // Actions take Redis's fast path (a script that rewrites the room): the source stays.
    alice.send({
      type: "play",
      roomId: ROOM,
      userId: ALICE,
      timestamp: clock.now(),
      currentTime: 42,
      actionId: "a-1",
    });
    await bob.next("play");
    // The room's source failed for Alice: her fallback's next one goes to the room, and says
    // which failed.
    alice.send({
      type: "source",
      roomId: ROOM,
      userId: ALICE,
      actionId: "a-s2",
      source: first,
      failed: second.url,
    });
    const moved = await bob.next("source");
    assert.deepEqual([moved.current.version, moved.current.source.url, moved.failed], [
      3,
      first.url,
      second.url,
    ]);

    // Bob reloads onto Alice's instance: the room's source and position come with his welcome.
    await bob.close();
    await alice.next("leave");
    const back = await one.connect(BOB);
    const welcome = await back.next("welcome");
    assert.deepEqual(welcome.source, { source: first, userId: ALICE, version: 3 });
    assert.equal(welcome.timeline.position, 42);
  });
});
