import assert from "node:assert/strict";
import { FakeClock } from "./fakeClock.ts";
import {
  EMPTY_ROOM_TTL_MS,
  MAX_ACTION_AGE_MS,
  MAX_ACTION_LEAD_MS,
  MAX_CONNECTIONS_PER_SEAT,
  SEATS_PER_ROOM,
} from "./limits.ts";
import {
  act,
  chooseSource,
  isExpired,
  type IsLive,
  join,
  type JoinOutcome,
  leave,
  namesOf,
  positionAt,
  rename,
  type RoomState,
  withMessage,
} from "./room.ts";
import type { ChatEntry } from "./protocol.ts";

const ROOM = "QW34ER";
const alive = () => true;

function seat(
  state: RoomState | undefined,
  userId: string,
  clock: FakeClock,
  extra: {
    connId?: string;
    instanceId?: string;
    currentTime?: number;
    paused?: boolean;
    /** The secret presented; by default the seat's own (the viewer's tab has it). */
    secret?: string | null;
    name?: string;
  } = {},
  isLive: IsLive = alive,
) {
  const secret = extra.secret === undefined ? state?.seats[userId]?.secret : extra.secret;
  return join(state, ROOM, {
    userId,
    ...(secret ? { secret } : {}),
    newSecret: `secret-of-${userId}-${extra.connId ?? "conn"}`.padEnd(16, "x"),
    connId: extra.connId ?? `${userId}-conn`,
    instanceId: extra.instanceId ?? "one",
    currentTime: extra.currentTime ?? 0,
    paused: extra.paused ?? true,
    now: clock.now(),
    ...(extra.name === undefined ? {} : { name: extra.name }),
  }, isLive);
}

function ok(outcome: JoinOutcome) {
  if (!outcome.ok) throw new Error(`expected a seat, got ${outcome.detail}`);
  return outcome;
}

Deno.test("a new room's timeline starts from the first viewer's player", () => {
  const clock = new FakeClock();
  const { state, outcome } = seat(undefined, "alice", clock, { currentTime: 61, paused: false });
  assert.deepEqual(ok(outcome).timeline, {
    paused: false,
    position: 61,
    rate: 1,
    serverTime: clock.now(),
    version: 0,
  });
  assert.deepEqual(ok(outcome).peers, []);
  assert.equal(state?.emptySince, null);
});

Deno.test(`a room has ${SEATS_PER_ROOM} seats; the next viewer is refused and the room is unchanged`, () => {
  const clock = new FakeClock();
  let state = seat(undefined, "alice", clock, { currentTime: 5 }).state;
  const second = seat(state, "bob", clock, { currentTime: 99 });
  assert.equal(ok(second.outcome).timeline.position, 5);
  assert.deepEqual(ok(second.outcome).peers, ["alice"]);
  state = second.state;
  const third = seat(state, "carol", clock);
  assert.equal(third.outcome.ok, false);
  assert.equal(third.state, state);
});

Deno.test("tabs of one viewer share a seat, up to the per-seat limit", () => {
  const clock = new FakeClock();
  let state: RoomState | undefined;
  for (let tab = 0; tab < MAX_CONNECTIONS_PER_SEAT; tab++) {
    const result = seat(state, "alice", clock, { connId: `tab${tab}` });
    assert.equal(ok(result.outcome).newSeat, tab === 0);
    state = result.state;
  }
  assert.equal(seat(state, "alice", clock, { connId: "one-too-many" }).outcome.ok, false);
  assert.equal(ok(seat(state, "bob", clock).outcome).newSeat, true);
});

Deno.test("a held seat is shared only with its secret; userId alone gets seat_taken", () => {
  const clock = new FakeClock();
  const first = seat(undefined, "alice", clock, { connId: "a1" });
  const { secret } = ok(first.outcome);
  assert.match(secret, /^[A-Za-z0-9_-]{16,64}$/);
  for (const wrong of [null, "x".repeat(secret.length), secret.slice(1)]) {
    const stolen = seat(first.state, "alice", clock, { connId: "thief", secret: wrong });
    assert.deepEqual(stolen.outcome.ok ? "seated" : stolen.outcome.code, "seat_taken");
    assert.equal(stolen.state, first.state);
  }
  const tab = seat(first.state, "alice", clock, { connId: "a2", secret });
  assert.equal(ok(tab.outcome).secret, secret);
  assert.equal(ok(tab.outcome).newSeat, false);
});

Deno.test("a freed seat is free: the next join takes it with a new secret", () => {
  const clock = new FakeClock();
  const first = seat(undefined, "alice", clock, { connId: "a1" });
  const left = leave(first.state, { userId: "alice", connId: "a1", now: clock.now() });
  const again = seat(left.state, "alice", clock, { connId: "a2", secret: null });
  assert.equal(ok(again.outcome).newSeat, true);
  assert.notEqual(ok(again.outcome).secret, ok(first.outcome).secret);
});

Deno.test("leaving frees the seat only with the viewer's last connection", () => {
  const clock = new FakeClock();
  let state = seat(undefined, "alice", clock, { connId: "a1" }).state;
  state = seat(state, "alice", clock, { connId: "a2" }).state;
  state = seat(state, "bob", clock).state;

  let result = leave(state, { userId: "alice", connId: "a1", now: clock.now() });
  assert.equal(result.outcome.seatFreed, false);
  result = leave(result.state, { userId: "alice", connId: "a2", now: clock.now() });
  assert.equal(result.outcome.seatFreed, true);
  assert.equal(result.state?.emptySince, null);
  assert.equal(ok(seat(result.state, "carol", clock).outcome).newSeat, true);

  const unknown = leave(result.state, { userId: "alice", connId: "a1", now: clock.now() });
  assert.equal(unknown.outcome.seatFreed, false);
  assert.equal(unknown.state, result.state);
});

Deno.test("an empty room resumes from where it stood when it emptied", () => {
  const clock = new FakeClock();
  let state = seat(undefined, "alice", clock, { currentTime: 100, paused: false }).state;
  clock.advance(10_000);
  state = leave(state, { userId: "alice", connId: "alice-conn", now: clock.now() }).state;
  assert.equal(state?.emptySince, clock.now());

  clock.advance(60_000);
  assert.equal(isExpired(state!, clock.now()), false);
  const back = ok(seat(state, "alice", clock).outcome);
  assert.equal(back.timeline.paused, false);
  assert.equal(positionAt(back.timeline, clock.now()), 110);
  assert.equal(back.timeline.version, 1);
});

Deno.test("an empty room expires after 5 minutes", () => {
  const clock = new FakeClock();
  let state = seat(undefined, "alice", clock).state;
  state = leave(state, { userId: "alice", connId: "alice-conn", now: clock.now() }).state!;
  clock.advance(EMPTY_ROOM_TTL_MS - 1);
  assert.equal(isExpired(state, clock.now()), false);
  clock.advance(1);
  assert.equal(isExpired(state, clock.now()), true);
});

Deno.test("seats held by a stopped instance go to the next viewer", () => {
  const clock = new FakeClock();
  let state = seat(undefined, "alice", clock, { instanceId: "crashed" }).state;
  state = seat(state, "bob", clock, { instanceId: "crashed" }).state;
  const onlyOneAlive = (instance: string) => instance !== "crashed";
  const carol = seat(state, "carol", clock, { instanceId: "alive" }, onlyOneAlive);
  assert.deepEqual(ok(carol.outcome).peers, []);
  assert.deepEqual(Object.keys(carol.state!.seats), ["carol"]);
});

Deno.test("play, pause and seek each replace the timeline and bump its version", () => {
  const clock = new FakeClock();
  let state = seat(undefined, "alice", clock).state;
  const base = { userId: "alice", now: clock.now(), timestamp: clock.now() - 20 };

  let result = act(state, { ...base, type: "play", currentTime: 7 });
  assert.deepEqual(result.outcome, {
    ok: true,
    timeline: { paused: false, position: 7, rate: 1, serverTime: clock.now() - 20, version: 1 },
  });
  state = result.state;
  result = act(state, { ...base, type: "seek", currentTime: 300 });
  assert.equal(result.outcome.ok && result.outcome.timeline.paused, false);
  state = result.state;
  result = act(state, { ...base, type: "pause", currentTime: 301.5 });
  assert.deepEqual(result.outcome.ok && result.outcome.timeline, {
    paused: true,
    position: 301.5,
    rate: 1,
    serverTime: clock.now() - 20,
    version: 3,
  });
  state = result.state;
  result = act(state, { ...base, type: "seek", currentTime: 12 });
  assert.equal(result.outcome.ok && result.outcome.timeline.paused, true);
  result = act(result.state, { ...base, type: "play", currentTime: 12, rate: 1.5 });
  assert.equal(result.outcome.ok && result.outcome.timeline.rate, 1.5);
});

Deno.test("an action's timestamp is held within a few seconds back and a second ahead of the server clock", () => {
  const clock = new FakeClock();
  const state = seat(undefined, "alice", clock).state;
  const future = act(state, {
    userId: "alice",
    type: "play",
    currentTime: 0,
    timestamp: clock.now() + 60_000,
    now: clock.now(),
  });
  assert.equal(
    future.outcome.ok && future.outcome.timeline.serverTime,
    clock.now() + MAX_ACTION_LEAD_MS,
  );
  // A start a moment ahead (the sender's player moves then) is kept as sent.
  const starting = act(state, {
    userId: "alice",
    type: "play",
    currentTime: 0,
    timestamp: clock.now() + 70,
    now: clock.now(),
  });
  assert.equal(starting.outcome.ok && starting.outcome.timeline.serverTime, clock.now() + 70);
  assert.equal(starting.outcome.ok && positionAt(starting.outcome.timeline, clock.now()), 0);
  const ancient = act(state, {
    userId: "alice",
    type: "play",
    currentTime: 0,
    timestamp: 0,
    now: clock.now(),
  });
  assert.equal(
    ancient.outcome.ok && ancient.outcome.timeline.serverTime,
    clock.now() - MAX_ACTION_AGE_MS,
  );
});

Deno.test("only a seated viewer can change the timeline", () => {
  const clock = new FakeClock();
  const state = seat(undefined, "alice", clock).state;
  const result = act(state, {
    userId: "mallory",
    type: "seek",
    currentTime: 0,
    timestamp: clock.now(),
    now: clock.now(),
  });
  assert.equal(result.outcome.ok, false);
  assert.equal(result.state, state);
});

Deno.test("the position runs at the room's rate while playing and stands still while paused", () => {
  const timeline = { paused: false, position: 10, rate: 1.5, serverTime: 1_000, version: 3 };
  assert.equal(positionAt(timeline, 3_000), 13);
  assert.equal(positionAt({ ...timeline, paused: true }, 3_000), 10);
});

Deno.test("a seat keeps its viewer's name: given at join, changed by rename, gone with the seat", () => {
  const clock = new FakeClock();
  const first = seat(undefined, "alice-0001", clock, { name: "Ayşe" });
  ok(first.outcome);
  const second = seat(first.state, "bob-00001", clock);
  assert.deepEqual(ok(second.outcome).names, { "alice-0001": "Ayşe" });
  const state = second.state!;
  assert.deepEqual(namesOf(state), { "alice-0001": "Ayşe" });
  const renamed = rename(state, { userId: "bob-00001", name: "Mehmet" });
  assert.deepEqual(namesOf(renamed.state!), { "alice-0001": "Ayşe", "bob-00001": "Mehmet" });
  assert.equal(rename(state, { userId: "carol-0001", name: "Can" }).outcome.ok, false);
});

Deno.test("a room's history keeps the last 100 messages, oldest first", () => {
  let history: ChatEntry[] = [];
  for (let i = 0; i < 103; i++) {
    history = withMessage(history, { id: `m${i}`, userId: "alice-0001", text: `${i}`, sentAt: i });
  }
  assert.equal(history.length, 100);
  assert.deepEqual([history[0]!.text, history.at(-1)!.text], ["3", "102"]);
});

Deno.test("issue 32 item 1: who starts playback fixes the room's source; either viewer changes it; others stay out", () => {
  const clock = new FakeClock();
  const dub = {
    url: "https://a.example/e/1",
    host: "https://a.example",
    language: "dublaj" as const,
  };
  const sub = {
    url: "https://b.example/e/1",
    host: "https://b.example",
    language: "altyazi" as const,
  };
  const two = seat(seat(undefined, "alice-0001", clock).state, "bob-00001", clock).state;

  const started = chooseSource(two, { userId: "alice-0001", source: dub, initial: true });
  assert.deepEqual(started.outcome, {
    ok: true,
    current: { source: dub, userId: "alice-0001", version: 1 },
    changed: true,
  });
  // The second player to come up finds the room's source and keeps it.
  const late = chooseSource(started.state, { userId: "bob-00001", source: sub, initial: true });
  assert.equal(late.state, started.state);
  assert.deepEqual(late.outcome, { ...started.outcome, changed: false });
  // Proposing the source the room has changes nothing either.
  assert.equal(
    chooseSource(started.state, { userId: "bob-00001", source: dub }).state,
    started.state,
  );

  const changed = chooseSource(started.state, { userId: "bob-00001", source: sub });
  assert.deepEqual(changed.state?.source, { source: sub, userId: "bob-00001", version: 2 });
  // A late joiner's welcome carries it; the timeline is untouched by it.
  const rejoined = seat(changed.state, "alice-0001", clock, { connId: "second-tab" });
  assert.deepEqual(ok(rejoined.outcome).source, changed.state?.source);
  assert.deepEqual(changed.state?.timeline, two?.timeline);

  const stranger = chooseSource(changed.state, { userId: "mallory-01", source: dub });
  assert.equal(stranger.outcome.ok, false);
  assert.equal(stranger.state, changed.state);
});
