import assert from "node:assert/strict";
import { FakeClock } from "./fakeClock.ts";
import { createHandler, type Deps, type ServiceStats } from "./handler.ts";
import {
  CHAT_HISTORY_LENGTH,
  CLOSE_JOIN_TIMEOUT,
  CLOSE_PEER_TIMEOUT,
  CLOSE_ROOM_FULL,
  CLOSE_SEAT_TAKEN,
  CLOSE_TRY_AGAIN_LATER,
  EMPTY_ROOM_TTL_MS,
  HEARTBEAT_INTERVAL_MS,
  MAX_CHAT_PER_SECOND,
  MAX_FRAME_BYTES,
  MAX_MESSAGES_PER_SECOND,
  MAX_REACTIONS_PER_SECOND,
  PEER_TIMEOUT_MS,
} from "./limits.ts";
import { ROOM_CODE_ALPHABET } from "./roomCode.ts";
import { serve } from "./server.ts";
import { TestClient } from "./testing/sockets.ts";

const ROOM = "AB12CD";
const ALICE = "alice-0001";
const BOB = "bob-00001";
const CAROL = "carol-0001";

interface Service {
  clock: FakeClock;
  host: string;
  /** Resolves once the service holds this many connections (closes reach it a moment later). */
  holds(connections: number): Promise<void>;
  connect(userId?: string, extra?: Record<string, unknown>): Promise<TestClient>;
  open(room?: string, origin?: string): Promise<TestClient>;
  stats(): ServiceStats;
}

async function withService(run: (service: Service) => Promise<void>, deps: Partial<Deps> = {}) {
  const clock = new FakeClock();
  // The test clients are not browsers: they send no Origin unless a test gives one.
  const handler = createHandler({ clock, log: () => {}, allowNoOrigin: true, ...deps });
  const server = await serve(handler, { port: 0, hostname: "127.0.0.1" });
  const host = `127.0.0.1:${server.port}`;
  const clients: TestClient[] = [];
  const open = async (room = ROOM, origin?: string) => {
    const client = await TestClient.open(`ws://${host}/rooms/${room}`, origin);
    clients.push(client);
    return client;
  };
  const service: Service = {
    clock,
    host,
    open,
    stats: () => handler.stats(),
    async holds(connections) {
      const deadline = Date.now() + 3_000;
      while (handler.stats().connections !== connections) {
        if (Date.now() > deadline) {
          throw new Error(`the service holds ${handler.stats().connections} connections`);
        }
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    async connect(userId = ALICE, extra = {}) {
      const client = await open();
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
  };
  try {
    await run(service);
  } finally {
    await Promise.all(clients.map((client) => client.close()));
    await handler.close();
    await server.shutdown();
  }
}

function action(type: "play" | "pause" | "seek", userId: string, at: number, extra = {}) {
  return {
    type,
    roomId: ROOM,
    userId,
    timestamp: at,
    currentTime: 42,
    actionId: `${userId}-${type}`,
    ...extra,
  };
}

Deno.test("the first viewer gets a welcome whose timeline starts from its player", async () => {
  await withService(async ({ clock, connect }) => {
    const alice = await connect(ALICE, { currentTime: 12.5, paused: false });
    const welcome = await alice.next("welcome");
    assert.match(welcome.secret, /^[A-Za-z0-9_-]{22}$/);
    assert.deepEqual(welcome, {
      type: "welcome",
      roomId: ROOM,
      userId: ALICE,
      serverTime: clock.now(),
      timeline: { paused: false, position: 12.5, rate: 1, serverTime: clock.now(), version: 0 },
      peers: [],
      heartbeatMs: HEARTBEAT_INTERVAL_MS,
      peerTimeoutMs: PEER_TIMEOUT_MS,
      secret: welcome.secret,
    });
  });
});

Deno.test("the second viewer adopts the room's timeline and each hears of the other", async () => {
  await withService(async ({ connect }) => {
    const alice = await connect(ALICE, { currentTime: 30 });
    await alice.next("welcome");
    const bob = await connect(BOB, { currentTime: 0 });
    const welcome = await bob.next("welcome");
    assert.equal(welcome.timeline.position, 30);
    assert.deepEqual(welcome.peers, [ALICE]);
    const joined = await alice.next("join");
    assert.equal(joined.userId, BOB);
  });
});

Deno.test("an action is acked to its sender and relayed with the new timeline to the other viewer", async () => {
  await withService(async ({ clock, connect }) => {
    const alice = await connect(ALICE);
    await alice.next("welcome");
    const bob = await connect(BOB);
    await bob.next("welcome");

    const at = clock.now() - 40;
    alice.send(action("play", ALICE, at));
    const ack = await alice.next("ack");
    const expected = { paused: false, position: 42, rate: 1, serverTime: at, version: 1 };
    assert.deepEqual(ack, { type: "ack", actionId: `${ALICE}-play`, timeline: expected });
    const relayed = await bob.next("play");
    assert.deepEqual(relayed, { ...action("play", ALICE, at), timeline: expected });

    bob.send(action("seek", BOB, clock.now(), { currentTime: 100 }));
    const seek = await alice.next("seek");
    assert.deepEqual(
      { paused: seek.timeline.paused, position: seek.timeline.position, v: seek.timeline.version },
      { paused: false, position: 100, v: 2 },
    );

    bob.send({ type: "heartbeat", roomId: ROOM, userId: BOB, timestamp: 1, currentTime: 100 });
    assert.equal((await alice.next("heartbeat")).userId, BOB);
    await bob.roundTrip();
    assert.equal(bob.unread().some((m) => m.type === "heartbeat" || m.type === "seek"), false);
  });
});

Deno.test("a third viewer gets room_full and is closed; the two seated keep relaying", async () => {
  await withService(async ({ connect }) => {
    const alice = await connect(ALICE);
    await alice.next("welcome");
    const bob = await connect(BOB);
    await bob.next("welcome");
    const carol = await connect(CAROL);
    const error = await carol.next("error");
    assert.equal(error.code, "room_full");
    assert.equal((await carol.closed).code, CLOSE_ROOM_FULL);

    alice.send({ type: "heartbeat", roomId: ROOM, userId: ALICE, timestamp: 1, currentTime: 0 });
    assert.equal((await bob.next("heartbeat")).userId, ALICE);
  });
});

Deno.test("a second tab of the same viewer shares its seat and hears the other viewer", async () => {
  await withService(async ({ clock, connect }) => {
    const aliceTab1 = await connect(ALICE);
    const { secret } = await aliceTab1.next("welcome");
    const bob = await connect(BOB);
    await bob.next("welcome");
    await aliceTab1.next("join");
    const aliceTab2 = await connect(ALICE, { secret });
    const welcome = await aliceTab2.next("welcome");
    assert.deepEqual(welcome.peers, [BOB]);
    assert.equal(welcome.secret, secret);
    // Bob hears the tab join, never the seat's secret.
    const joined = await bob.next("join");
    assert.equal(joined.userId, ALICE);
    assert.equal("secret" in joined, false);

    bob.send(action("pause", BOB, clock.now()));
    assert.equal((await aliceTab1.next("pause")).userId, BOB);
    assert.equal((await aliceTab2.next("pause")).userId, BOB);

    // Tabs of one viewer keep each other in step through their BroadcastChannel, not the server.
    aliceTab1.send(action("seek", ALICE, clock.now()));
    await bob.next("seek");
    await aliceTab2.roundTrip();
    assert.equal(aliceTab2.unread().some((m) => m.type === "seek"), false);

    // Closing one tab keeps the seat: Bob hears nothing, and a newcomer still finds the room full.
    await aliceTab1.close();
    const carol = await connect(CAROL);
    assert.equal((await carol.next("error")).code, "room_full");
    await bob.roundTrip();
    assert.equal(bob.unread().some((m) => m.type === "leave"), false);
  });
});

Deno.test("a frame over the size limit closes its connection with 1009; the room survives", async () => {
  await withService(async ({ connect }) => {
    const alice = await connect(ALICE);
    const { secret } = await alice.next("welcome");
    const bob = await connect(BOB);
    await bob.next("welcome");

    // Multi-byte text counts in bytes: 1000 × "ğ" is 2000 bytes of UTF-8 plus the rest.
    const tab = await connect(ALICE, { secret });
    await tab.next("welcome");
    tab.send(JSON.stringify({ pad: "ğ".repeat(1000) + "x".repeat(600) }));
    assert.equal((await tab.closed).code, 1009);

    alice.send(JSON.stringify({ type: "heartbeat", pad: "x".repeat(MAX_FRAME_BYTES) }));
    assert.equal((await alice.closed).code, 1009);
    assert.equal((await bob.next("leave")).reason, "closed");

    const back = await connect(ALICE);
    assert.deepEqual((await back.next("welcome")).peers, [BOB]);
    back.send({ type: "heartbeat", roomId: ROOM, userId: ALICE, timestamp: 1, currentTime: 0 });
    assert.equal((await bob.next("heartbeat")).userId, ALICE);
  });
});

Deno.test("a seated viewer's userId without the seat's secret gets seat_taken, not the seat", async () => {
  await withService(async ({ clock, connect }) => {
    const alice = await connect(ALICE);
    const { secret } = await alice.next("welcome");
    const bob = await connect(BOB);
    await bob.next("welcome");
    await alice.next("join");

    // Bob learned Alice's userId from her join; he (or anyone with the link) tries her seat.
    for (const attempt of [{}, { secret: "x".repeat(secret.length) }]) {
      const thief = await connect(ALICE, attempt);
      const error = await thief.next("error");
      assert.equal(error.code, "seat_taken");
      assert.equal((await thief.closed).code, CLOSE_SEAT_TAKEN);
    }
    // Nothing was done in Alice's name, and she keeps her seat.
    bob.send(action("pause", BOB, clock.now()));
    assert.equal((await alice.next("pause")).userId, BOB);
    await alice.roundTrip();
    assert.equal(alice.unread().some((m) => m.type === "join" || m.type === "leave"), false);
    await bob.roundTrip();
    assert.equal(bob.unread().some((m) => m.type === "join"), false);
  });
});

Deno.test("malformed frames get bad_message with a reason; the connection stays open", async () => {
  await withService(async ({ clock, connect, open }) => {
    const early = await open();
    early.send(action("play", ALICE, clock.now()));
    const beforeJoin = await early.next("error");
    assert.deepEqual(beforeJoin, {
      type: "error",
      code: "bad_message",
      detail: "Send join first",
      actionId: `${ALICE}-play`,
    });

    const alice = await connect(ALICE);
    await alice.next("welcome");
    const cases: Array<[frame: unknown, detail: RegExp]> = [
      ["{not json", /not JSON/],
      [{ type: "dance", roomId: ROOM }, /type/],
      [{ ...action("play", ALICE, 1), currentTime: -1 }, /currentTime/],
      [{ ...action("seek", ALICE, 1), extra: true }, /additional properties/],
      [{ ...action("pause", ALICE, 1), roomId: "ZZ99ZZ" }, /roomId is not the room/],
      [action("pause", BOB, 1), /userId is not the one/],
    ];
    for (const [frame, detail] of cases) {
      alice.send(frame);
      const error = await alice.next("error");
      assert.equal(error.code, "bad_message", JSON.stringify(frame));
      assert.match(error.detail, detail);
    }
    alice.send(new Uint8Array([1, 2, 3]));
    assert.equal((await alice.next("error")).code, "bad_message");

    alice.send(action("play", ALICE, clock.now()));
    assert.equal((await alice.next("ack")).timeline.version, 1);
  });
});

Deno.test("over 20 frames in a second are refused with rate_limited, then accepted again", async () => {
  await withService(async ({ clock, connect }) => {
    const alice = await connect(ALICE);
    await alice.next("welcome");
    // The join was frame 1 of this second.
    for (let id = 0; id < MAX_MESSAGES_PER_SECOND - 1; id++) {
      alice.send({ type: "ping", id, clientTime: 1 });
    }
    alice.send(action("play", ALICE, clock.now()));
    alice.send(action("pause", ALICE, clock.now()));
    const error = await alice.next("error");
    assert.equal(error.code, "rate_limited");
    assert.equal(error.actionId, `${ALICE}-play`);
    assert.equal((await alice.next("error")).actionId, `${ALICE}-pause`);
    for (let id = 0; id < MAX_MESSAGES_PER_SECOND - 1; id++) await alice.next("pong");

    clock.advance(1000);
    alice.send(action("play", ALICE, clock.now()));
    assert.equal((await alice.next("ack")).timeline.paused, false);
  });
});

Deno.test("a viewer silent for over 10 s is dropped and the other hears it left", async () => {
  await withService(async ({ clock, connect }) => {
    const alice = await connect(ALICE);
    await alice.next("welcome");
    const bob = await connect(BOB);
    await bob.next("welcome");

    // Alice keeps talking every 3 s; Bob says nothing. After 9 s nobody is dropped...
    for (let second = 0; second < 9; second += HEARTBEAT_INTERVAL_MS / 1000) {
      await alice.roundTrip();
      clock.advance(HEARTBEAT_INTERVAL_MS);
    }
    await alice.roundTrip();
    assert.equal(alice.unread().some((m) => m.type === "leave"), false);
    // ...and the check after 12 s finds Bob silent for over 10 s.
    clock.advance(HEARTBEAT_INTERVAL_MS);
    const left = await alice.next("leave");
    assert.equal(left.userId, BOB);
    assert.equal(left.reason, "timeout");
    assert.equal((await bob.closed).code, CLOSE_PEER_TIMEOUT);
  });
});

Deno.test("a connection that never joins is closed after the join time-out", async () => {
  await withService(async ({ clock, open }) => {
    const idle = await open();
    clock.advance(9_000);
    await idle.roundTrip();
    clock.advance(3_000);
    assert.equal((await idle.closed).code, CLOSE_JOIN_TIMEOUT);
  });
});

Deno.test("a reload rejoins in step: the seat and the running timeline are still there", async () => {
  await withService(async ({ clock, connect }) => {
    const alice = await connect(ALICE);
    await alice.next("welcome");
    const bob = await connect(BOB);
    await bob.next("welcome");
    alice.send(action("play", ALICE, clock.now(), { currentTime: 10 }));
    await alice.next("ack");

    await bob.close();
    assert.equal((await alice.next("leave")).reason, "closed");
    clock.advance(2_000);
    const bobAgain = await connect(BOB, { currentTime: 0 });
    const welcome = await bobAgain.next("welcome");
    assert.equal(welcome.timeline.paused, false);
    assert.equal(
      welcome.timeline.position + (clock.now() - welcome.timeline.serverTime) / 1000,
      12,
    );
    assert.deepEqual(welcome.peers, [ALICE]);
    assert.equal((await alice.next("join")).userId, BOB);
  });
});

Deno.test("an empty room is kept for 5 minutes, frozen where it stood, then removed", async () => {
  await withService(async ({ clock, connect, holds }) => {
    const alice = await connect(ALICE);
    await alice.next("welcome");
    alice.send(action("play", ALICE, clock.now(), { currentTime: 10 }));
    await alice.next("ack");
    clock.advance(5_000);
    alice.send({
      type: "leave",
      roomId: ROOM,
      userId: ALICE,
      timestamp: clock.now(),
      currentTime: 15,
    });
    assert.equal((await alice.closed).code, 1000);

    clock.advance(EMPTY_ROOM_TTL_MS - 3_000);
    const back = await connect(ALICE, { currentTime: 0 });
    const welcome = await back.next("welcome");
    assert.deepEqual(
      { paused: welcome.timeline.paused, position: welcome.timeline.position },
      { paused: false, position: 15 },
    );
    assert.equal(welcome.timeline.serverTime, clock.now());
    await back.close();
    await holds(0);

    clock.advance(EMPTY_ROOM_TTL_MS + HEARTBEAT_INTERVAL_MS);
    const fresh = await connect(ALICE, { currentTime: 3 });
    const restarted = await fresh.next("welcome");
    assert.deepEqual(
      { position: restarted.timeline.position, version: restarted.timeline.version },
      { position: 3, version: 0 },
    );
  });
});

Deno.test("pages from origins outside the allow-list cannot open a room", async () => {
  const allowed = "http://localhost:5000";
  await withService(async ({ host, open }) => {
    const refused = await fetch(`http://${host}/rooms/${ROOM}`, {
      headers: {
        origin: "http://evil.example",
        upgrade: "websocket",
        connection: "Upgrade",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        "sec-websocket-version": "13",
      },
    });
    assert.equal(refused.status, 403);
    await refused.body?.cancel();
    await assert.rejects(open(ROOM, "http://evil.example"));

    const client = await open(ROOM, allowed);
    await client.roundTrip();
  }, { allowedOrigins: [allowed] });
});

Deno.test("room codes other than 6 upper-case letters or digits are refused", async () => {
  await withService(async ({ host }) => {
    for (const code of ["ab12cd", "AB12C", "AB12CDE", "AB-2CD"]) {
      const res = await fetch(`http://${host}/rooms/${code}`);
      assert.equal(res.status, 404, code);
      await res.body?.cancel();
    }
  });
});

Deno.test("POST /rooms hands out an unused code without look-alike characters", async () => {
  const site = "http://localhost:5000";
  await withService(async ({ host }) => {
    const res = await fetch(`http://${host}/rooms`, { method: "POST", headers: { origin: site } });
    assert.equal(res.status, 201);
    assert.equal(res.headers.get("access-control-allow-origin"), site);
    const { code } = await res.json();
    assert.match(code, /^[A-Z0-9]{6}$/);
    for (const char of code) assert.ok(ROOM_CODE_ALPHABET.includes(char), code);

    const refused = await fetch(`http://${host}/rooms`, {
      method: "POST",
      headers: { origin: "http://evil.example" },
    });
    assert.equal(refused.status, 403);
    await refused.body?.cancel();
  }, { allowedOrigins: [site] });
});

Deno.test("handshakes without Origin are refused unless native clients are allowed", async () => {
  const site = "http://localhost:5000";
  await withService(async ({ host, open }) => {
    const refused = await fetch(`http://${host}/rooms/${ROOM}`, {
      headers: {
        upgrade: "websocket",
        connection: "Upgrade",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        "sec-websocket-version": "13",
      },
    });
    assert.equal(refused.status, 403);
    assert.match(await refused.text(), /SYNC_ALLOW_NO_ORIGIN/);
    await assert.rejects(open(ROOM));
    const page = await open(ROOM, site);
    await page.roundTrip();
  }, { allowedOrigins: [site], allowNoOrigin: false });
});

Deno.test("one address may hold a limited number of open connections", async () => {
  await withService(async ({ open, holds }) => {
    const held = [await open(), await open(), await open()];
    for (const client of held) await client.roundTrip();
    const extra = await open();
    assert.equal((await extra.next("error")).code, "too_many_connections");
    assert.equal((await extra.closed).code, CLOSE_TRY_AGAIN_LATER);

    await held[0]!.close();
    await holds(2);
    const next = await open();
    await next.roundTrip();
  }, { maxConnectionsPerAddress: 3 });
});

Deno.test("one address may join a limited number of times a minute", async () => {
  await withService(async ({ clock, connect }) => {
    const first = await connect(ALICE);
    const { secret } = await first.next("welcome");
    const second = await connect(ALICE, { secret });
    await second.next("welcome");
    const third = await connect(ALICE, { secret });
    assert.equal((await third.next("error")).code, "too_many_joins");
    assert.equal((await third.closed).code, CLOSE_TRY_AGAIN_LATER);

    // A minute later the address may join again.
    clock.advance(60_000);
    const later = await connect(BOB);
    await later.next("welcome");
  }, { maxJoinsPerMinute: 2 });
});

// ── issue 32: what the two share beside the timeline ───────────────────────

function chat(userId: string, id: string, text: string) {
  return { type: "chat", roomId: ROOM, userId, id, text };
}

function reaction(userId: string, kind = "kalp") {
  return { type: "reaction", roomId: ROOM, userId, reaction: kind };
}

async function seated(connect: Service["connect"]) {
  const alice = await connect(ALICE, { name: "Ayşe" });
  await alice.next("welcome");
  const bob = await connect(BOB);
  const welcome = await bob.next("welcome");
  await alice.next("join");
  return { alice, bob, welcome };
}

Deno.test("names: the seat keeps the joiner's name, the newcomer's welcome carries it, a change is relayed", async () => {
  await withService(async ({ connect }) => {
    const { alice, bob, welcome } = await seated(connect);
    assert.deepEqual(welcome.names, { [ALICE]: "Ayşe" });

    bob.send({ type: "name", roomId: ROOM, userId: BOB, name: "<b>Mehmet</b>" });
    assert.equal((await alice.next("name")).name, "<b>Mehmet</b>");
    alice.send({ type: "name", roomId: ROOM, userId: ALICE, name: "A" });
    assert.equal((await alice.next("error")).code, "bad_message");

    // A reload of Alice's tab hears Bob's name from the room.
    await alice.close();
    await bob.next("leave");
    const back = await connect(ALICE, { name: "Ayşe" });
    assert.deepEqual((await back.next("welcome")).names, {
      [ALICE]: "Ayşe",
      [BOB]: "<b>Mehmet</b>",
    });
  });
});

Deno.test("a reaction, typing and presence reach the other viewer only; a chat message reaches both", async () => {
  await withService(async ({ connect }) => {
    const { alice, bob } = await seated(connect);
    bob.send(reaction(BOB, "ates"));
    bob.send({ type: "typing", roomId: ROOM, userId: BOB, typing: true });
    bob.send({ type: "presence", roomId: ROOM, userId: BOB, state: "away" });
    assert.equal((await alice.next("reaction")).reaction, "ates");
    assert.equal((await alice.next("typing")).typing, true);
    assert.equal((await alice.next("presence")).state, "away");

    alice.send(chat(ALICE, "m1", "Selam <script>alert(1)</script>"));
    const atBob = await bob.next("chat");
    const atAlice = await alice.next("chat");
    assert.deepEqual(atBob, atAlice);
    assert.deepEqual(
      { ...atBob.entry, sentAt: 0 },
      { id: "m1", userId: ALICE, name: "Ayşe", text: "Selam <script>alert(1)</script>", sentAt: 0 },
    );
    await bob.roundTrip();
    assert.deepEqual(bob.unread().map((m) => m.type), []);
  });
});

Deno.test("over-long, blank or malformed chat messages are refused with an error naming them, counted, never relayed", async () => {
  await withService(async ({ clock, connect, stats }) => {
    const { alice, bob } = await seated(connect);
    // 500 characters of two bytes each fit (over the 1024 bytes of other frames).
    alice.send(chat(ALICE, "long", "ş".repeat(500)));
    assert.equal((await bob.next("chat")).entry.text.length, 500);
    clock.advance(1000);

    const cases: Array<[frame: unknown, code: string]> = [
      [chat(ALICE, "over", "a".repeat(501)), "bad_message"],
      [chat(ALICE, "blank", "   "), "bad_message"],
      [{ ...chat(ALICE, "html", "x"), html: "<b>x</b>" }, "bad_message"],
      [reaction(ALICE, "kedi"), "bad_message"],
      [{ type: "typing", roomId: ROOM, userId: ALICE, pad: "x".repeat(1100) }, "too_large"],
    ];
    for (const [frame, code] of cases) {
      alice.send(frame);
      const error = await alice.next("error");
      assert.equal(error.code, code, JSON.stringify(frame).slice(0, 80));
    }
    alice.send(chat(ALICE, "big", "😀".repeat(600)));
    const refusal = await alice.next("error");
    assert.equal(refusal.code, "bad_message");
    assert.equal(refusal.actionId, "big");
    await bob.roundTrip();
    assert.deepEqual(bob.unread().filter((m) => m.type === "chat" || m.type === "reaction"), []);
    assert.equal(stats().refused.bad_message, 5);
    assert.equal(stats().refused.too_large, 1);
  });
});

Deno.test("reactions (5 a second) and chat (2 a second) have budgets of their own: a flood starves neither play nor the other", async () => {
  await withService(async ({ clock, connect, stats }) => {
    const { alice, bob } = await seated(connect);
    clock.advance(1000);
    for (let i = 0; i < MAX_REACTIONS_PER_SECOND + 3; i++) alice.send(reaction(ALICE));
    for (let i = 0; i < MAX_CHAT_PER_SECOND + 2; i++) {
      alice.send(chat(ALICE, `m${i}`, `mesaj ${i}`));
    }
    // The control budget is untouched: play still goes through.
    alice.send(action("play", ALICE, clock.now()));
    assert.equal((await alice.next("ack")).timeline.paused, false);
    await bob.next("play");

    const refusals = [];
    for (let i = 0; i < 5; i++) refusals.push(await alice.next("error"));
    assert.deepEqual(refusals.map((e) => e.code), Array(5).fill("rate_limited"));
    assert.deepEqual(refusals.filter((e) => e.actionId).map((e) => e.actionId), ["m2", "m3"]);
    await bob.roundTrip();
    const got = bob.unread();
    assert.equal(got.filter((m) => m.type === "reaction").length, MAX_REACTIONS_PER_SECOND);
    assert.deepEqual(
      got.flatMap((m) => m.type === "chat" ? [m.entry.text] : []),
      ["mesaj 0", "mesaj 1"],
    );
    assert.equal(stats().refused.rate_limited, 5);

    clock.advance(1000);
    alice.send(reaction(ALICE, "alkis"));
    await alice.roundTrip();
    await bob.roundTrip();
    assert.equal(bob.unread().filter((m) => m.type === "reaction").at(-1)?.reaction, "alkis");
  });
});

Deno.test(`a (re)joining viewer gets the room's last ${CHAT_HISTORY_LENGTH} messages; they end with the room`, async () => {
  await withService(async ({ clock, connect, holds }) => {
    const { alice, bob } = await seated(connect);
    for (let i = 0; i < CHAT_HISTORY_LENGTH + 5; i++) {
      if (i % MAX_CHAT_PER_SECOND === 0) {
        clock.advance(1000);
        await bob.roundTrip(); // Bob is still there (no time-out).
      }
      alice.send(chat(ALICE, `m${i}`, `mesaj ${i}`));
      await bob.next("chat");
    }
    // Bob reloads: his new connection sees the last 100, oldest first.
    await bob.close();
    const back = await connect(BOB);
    await back.next("welcome");
    const history = await back.next("history");
    assert.equal(history.messages.length, CHAT_HISTORY_LENGTH);
    assert.equal(history.messages[0]!.text, "mesaj 5");
    assert.equal(history.messages.at(-1)!.text, `mesaj ${CHAT_HISTORY_LENGTH + 4}`);
    assert.equal(history.messages.at(-1)!.name, "Ayşe");

    // Both leave; once the empty room has expired, a new room of that code has no history.
    await alice.close();
    await back.close();
    await holds(0);
    clock.advance(EMPTY_ROOM_TTL_MS + HEARTBEAT_INTERVAL_MS);
    const fresh = await connect(CAROL);
    await fresh.next("welcome");
    await fresh.roundTrip();
    assert.equal(fresh.unread().some((m) => m.type === "history"), false);
  });
});

Deno.test("issue 32 item 1: a source change reaches both viewers; a malformed one is refused, counted, never relayed", async () => {
  await withService(async ({ connect, stats }) => {
    const { alice, bob } = await seated(connect);
    const source = { url: "https://a.example/e/1", host: "https://a.example", language: "dublaj" };
    const frame = { type: "source", roomId: ROOM, userId: BOB, actionId: "b-s1", source };
    bob.send(frame);
    const atAlice = await alice.next("source");
    assert.deepEqual(atAlice, await bob.next("source"));
    assert.deepEqual(atAlice.current, { source, userId: BOB, version: 1 });

    const cases: unknown[] = [
      { ...frame, actionId: "bad-1", source: { ...source, url: "javascript:alert(1)" } },
      { ...frame, actionId: "bad-2", source: { ...source, language: "klingon" } },
      { ...frame, actionId: "bad-3", source: { ...source, html: "<b>x</b>" } },
      { ...frame, actionId: "bad-4", failed: "not a url" },
    ];
    for (const bad of cases) {
      bob.send(bad);
      const error = await bob.next("error");
      assert.equal(error.code, "bad_message", JSON.stringify(bad));
      assert.equal(error.actionId, (bad as { actionId: string }).actionId);
    }
    await alice.roundTrip();
    assert.deepEqual(alice.unread().filter((m) => m.type === "source"), []);
    assert.equal(stats().refused.bad_message, cases.length);
  });
});
