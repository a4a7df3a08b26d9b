/**
 * The steering's rules, one step at a time with explicit clocks (the shell,
 * the socket and the video are syncClient.test.ts's business).
 */
import { describe, expect, it } from "vitest";
import {
  ECHO_WINDOW_MS,
  HARD_DRIFT_S,
  MAX_CATCH_UP_NUDGE,
  MAX_NUDGE,
  STALL_CATCH_UP_S,
  START_LEAD_MS,
  SYNC_GUARD_MS,
} from "./constants";
import type { PlayerEvent, PlayerEventType, PlayerState } from "./player";
import type { Timeline } from "./protocol";
import {
  initialSteering,
  type Moment,
  type PlayerTimings,
  type SteeringCommand,
  type SteeringEvent,
  type SteeringState,
  step,
  wakeAt,
} from "./steeringMachine";

const T0 = 1_700_000_000_000;

/** A player that starts and seeks at once, as the steering is told (its first guesses). */
const IDEAL: PlayerTimings = {
  latencyMs: { ownPlay: 0, ownSeek: 0, ownSeeking: 20, start: 0, seek: 20 },
  rateStepS: { leave1: 0, back1: 0, other: 0 },
};

const playing = (currentTime: number, at: number): PlayerState => ({
  currentTime,
  paused: false,
  rate: 1,
  duration: 7200,
  at,
});
const paused = (currentTime: number, at: number): PlayerState => ({
  ...playing(currentTime, at),
  paused: true,
});
const room = (partial: Partial<Timeline>): Timeline => ({
  paused: false,
  position: 100,
  rate: 1,
  serverTime: T0,
  version: 1,
  ...partial,
});
const playerEvent = (type: PlayerEventType, state: PlayerState): SteeringEvent => ({
  type: "player",
  event: { type, state } satisfies PlayerEvent,
});

/** A world where the shared clock is the local one. */
function at(now: number, timeline: Timeline | null, player: PlayerState, ready = true): Moment {
  return { now, sharedNow: now, timeline, player: { state: player, ready } };
}

/** Steps through `events`; the state at the end and every command but the traces. */
function run(
  state: SteeringState,
  events: Array<[SteeringEvent, Moment]>,
): { state: SteeringState; commands: SteeringCommand[]; last: SteeringCommand[] } {
  const commands: SteeringCommand[] = [];
  let last: SteeringCommand[] = [];
  for (const [event, moment] of events) {
    const next = step(state, event, moment);
    state = next.state;
    last = next.commands.filter((command) => command.type !== "trace");
    commands.push(...last);
  }
  return { state, commands, last };
}

function attached(player: PlayerState, timings: PlayerTimings = IDEAL): SteeringState {
  return step(initialSteering(timings), { type: "attach" }, at(player.at, null, player)).state;
}

const announced = (commands: SteeringCommand[]) =>
  commands.flatMap((command) => (command.type === "announce" ? [command.action] : []));

describe("echo suppression: a player event our command caused is no action", () => {
  // The room paused at 10 while the player plays at 20: the steering pauses and seeks it.
  const roomPaused = room({ paused: true, position: 10 });
  const commanded = () =>
    run(attached(playing(20, T0)), [
      [{ type: "timeline", guarded: false }, at(T0, roomPaused, playing(20, T0))],
    ]);

  it("pauses and seeks the player onto the paused room", () => {
    expect(commanded().commands).toEqual([{ type: "pause" }, { type: "seek", time: 10 }]);
  });

  it.each<[string, PlayerEventType, PlayerState, number, boolean]>([
    ["the pause it caused", "pause", paused(20.005, T0 + 5), T0 + 5, false],
    ["the seek it caused, where it was sent", "seeked", paused(10, T0 + 30), T0 + 30, false],
    // A command the player ignored cannot swallow a later real action.
    [
      "a pause after the echo window",
      "pause",
      paused(21, T0 + ECHO_WINDOW_MS + 1),
      T0 + ECHO_WINDOW_MS + 1,
      true,
    ],
    // Not where we sent it (by more than the seek match): the viewer's own seek.
    ["a seek somewhere else", "seeked", paused(60, T0 + 30), T0 + 30, true],
  ])("%s: announced %s", (_name, type, state, now, told) => {
    const { commands } = run(commanded().state, [
      [playerEvent(type, state), at(now, roomPaused, state)],
    ]);
    expect(announced(commands).length > 0).toBe(told);
  });

  it.each<[string, PlayerEventType, number, boolean, boolean]>([
    // Echo by state: the event only restates the room's timeline (AGREEMENT_TOLERANCE_S).
    ["a play on the room's line", "play", 100.2, true, false],
    ["a play far off the line", "play", 150, true, true],
    ["a pause while the room plays", "pause", 100.2, true, true],
    // Before "ready" the player's events are its own start-up, not the viewer.
    ["a play before the player is ready", "play", 150, false, false],
  ])("%s: announced %s", (_name, type, position, ready, told) => {
    const line = room({});
    const state = type === "pause" ? paused(position, T0 + 200) : playing(position, T0 + 200);
    const { commands } = run(attached(paused(100, T0)), [
      [playerEvent(type, state), at(T0 + 200, line, state, ready)],
    ]);
    expect(announced(commands)).toEqual(told ? [type] : []);
  });
});

describe("scheduled starts: a paused player joins a playing room on the shared clock", () => {
  // The room has played from 100 since 2 s ago: it is at 102 at T0.
  const line = room({ serverTime: T0 - 2000 });
  const join = (player: PlayerState) =>
    run(attached(player), [[{ type: "timeline", guarded: false }, at(T0, line, player)]]);

  it("far off: seeks where the room will be when it moves, and starts on schedule", () => {
    const { state, commands } = join(paused(50, T0));
    // The learned seek (20 ms) is well inside the least lead.
    expect(commands).toEqual([{ type: "seek", time: 102 + START_LEAD_MS / 1000 }]);
    expect(wakeAt(state)).toBe(T0 + START_LEAD_MS);
    const target = 102 + START_LEAD_MS / 1000;
    const landed = paused(target, T0 + 90);
    const started = run(state, [
      [playerEvent("seeked", landed), at(T0 + 90, line, landed)],
      [{ type: "wake", due: T0 + START_LEAD_MS }, at(T0 + START_LEAD_MS, line, landed)],
    ]);
    expect(started.commands).toEqual([{ type: "play" }]);
    // The seek took 90 ms: the next ones are aimed by it.
    expect(started.state.latency.of("seek")).toBe(90);
    expect(wakeAt(started.state)).toBeNull();
  });

  it("the scheduled moment before the seek landed: waits, and starts once it lands", () => {
    const { state } = join(paused(50, T0));
    const target = 102 + START_LEAD_MS / 1000;
    const waiting = run(state, [
      [{ type: "wake", due: T0 + START_LEAD_MS }, at(T0 + START_LEAD_MS, line, paused(50, T0))],
    ]);
    expect(waiting.commands).toEqual([]);
    // A seek that never reports landing is tried again after the echo window.
    expect(wakeAt(waiting.state)).toBe(T0 + START_LEAD_MS + ECHO_WINDOW_MS);
    const landed = paused(target, T0 + 400);
    const { commands } = run(waiting.state, [
      [playerEvent("seeked", landed), at(T0 + 400, line, landed)],
    ]);
    // The room is 250 ms past the frame by now: play at once, faster until caught up.
    expect(commands).toEqual([{ type: "setRate", rate: 1.25 }, { type: "play" }]);
  });

  it.each<[string, number, SteeringCommand[], number | null]>([
    // The room a network delay ahead: play now, faster (CATCH_UP_WITHIN_S), back at the room's rate later.
    ["0.2 s behind", 101.8, [{ type: "setRate", rate: 1.25 }, { type: "play" }], T0 + 800],
    // The room reaches the player's frame in 200 ms: play then.
    ["0.2 s ahead", 102.2, [], T0 + 200],
    ["on the room's frame", 102, [{ type: "play" }], null],
  ])("%s: %j, wakes at %s", (_name, position, commands, wake) => {
    const joined = join(paused(position, T0));
    expect(joined.commands).toEqual(commands);
    expect(wakeAt(joined.state)).toBe(wake);
  });

  it("a start that waits for the room plays when woken, unless the room moved on", () => {
    const { state } = join(paused(102.2, T0));
    const woken = (timeline: Timeline) =>
      run(state, [[{ type: "wake", due: T0 + 200 }, at(T0 + 200, timeline, paused(102.2, T0))]])
        .commands;
    expect(woken(line)).toEqual([{ type: "play" }]);
    expect(woken({ ...line, version: 2 })).toEqual([]);
  });
});

describe("drift correction: the rate within MAX_NUDGE, a stall's catch-up, a seek from HARD_DRIFT_S", () => {
  // Both play; the room is at 100 at T0. The player reports `drift` seconds off it.
  const judged = (drift: number, own = false) => {
    const line = room({});
    let state = attached(playing(100 + drift, T0));
    if (own)
      state = step(
        state,
        { type: "ownAction", timeline: line },
        at(T0, line, playing(100 + drift, T0)),
      ).state;
    const report = playing(100.25 + drift, T0 + 250);
    return run(state, [[playerEvent("timeupdate", report), at(T0 + 250, line, report)]]);
  };

  it.each<[number, SteeringCommand[]]>([
    // Inside the deadband (RATE_START_S): estimate noise leaves the rate alone.
    [0.005, []],
    [-0.005, []],
    // Closed within CLOSE_WITHIN_S, in RATE_STEP steps: slower when ahead, faster when behind.
    [0.02, [{ type: "setRate", rate: 0.98 }]],
    [-0.02, [{ type: "setRate", rate: 1.02 }]],
    // At most MAX_NUDGE off the room's rate.
    [0.2, [{ type: "setRate", rate: 1 - MAX_NUDGE }]],
    // Behind by STALL_CATCH_UP_S or more, the player stalled: caught up as a start is,
    // within AFTER_START_CATCH_UP_WITHIN_S (0.4 s), at most MAX_CATCH_UP_NUDGE faster.
    [-0.05, [{ type: "setRate", rate: 1.125 }]],
    [-0.2, [{ type: "setRate", rate: 1 + MAX_CATCH_UP_NUDGE }]],
    // A real jump: a paused seek ahead and a scheduled start.
    [
      HARD_DRIFT_S + 0.05,
      [{ type: "pause" }, { type: "seek", time: 100.25 + START_LEAD_MS / 1000 }],
    ],
  ])("%s s off the room: %j", (drift, commands) => {
    expect(judged(drift).last).toEqual(commands);
  });

  it("keeps every rate within MAX_NUDGE of the room's, or MAX_CATCH_UP_NUDGE behind a stall, against the drift", () => {
    for (let cs = -24; cs <= 24; cs++) {
      const drift = cs / 100;
      const stalled = drift <= -STALL_CATCH_UP_S;
      for (const command of judged(drift).last) {
        if (command.type !== "setRate") throw new Error(`${drift}: ${command.type}`);
        expect(Math.abs(command.rate - 1)).toBeLessThanOrEqual(
          (stalled ? MAX_CATCH_UP_NUDGE : MAX_NUDGE) + 1e-9,
        );
        expect(Math.sign(1 - command.rate)).toBe(Math.sign(drift));
      }
    }
  });

  it("the viewer who just acted is not sought: the room follows their player", () => {
    const { last } = judged(HARD_DRIFT_S + 0.05, true);
    expect(last).toEqual([
      {
        type: "announce",
        action: "seek",
        state: playing(100.25 + HARD_DRIFT_S + 0.05, T0 + 250),
      },
    ]);
  });
});

describe("latency learning: each start is timed from the reports that show it moving", () => {
  it("learns how long our play took the player to move", () => {
    // Aimed on a 40 ms start-up: the room reaches 102 as the player moves.
    const line = room({ position: 102, serverTime: T0 + 40 });
    const timings = { ...IDEAL, latencyMs: { ...IDEAL.latencyMs, start: 40 } };
    const still = paused(102, T0);
    const reports = [250, 500, 750].map((ms): [SteeringEvent, Moment] => {
      // It moved 45 ms after "play": 5 ms late, inside the deadband.
      const report = playing(102 + (ms - 45) / 1000, T0 + ms);
      return [playerEvent("timeupdate", report), at(T0 + ms, line, report)];
    });
    const { state, commands } = run(attached(still, timings), [
      [{ type: "timeline", guarded: false }, at(T0, line, still)],
      ...reports,
    ]);
    // Played at once, and close enough to the line ever since: nothing to correct.
    expect(commands).toEqual([{ type: "play" }]);
    expect(state.latency.of("start")).toBeCloseTo(45, 6);
    expect(state.start).toBeNull();
  });

  it("sends the viewer's own play as the line their player follows once it moves", () => {
    const timings = { ...IDEAL, latencyMs: { ...IDEAL.latencyMs, ownPlay: 120 } };
    const pressed = playing(50, T0);
    const { commands } = run(attached(paused(50, T0 - 1000), timings), [
      [playerEvent("play", pressed), at(T0, room({ paused: true, position: 50 }), pressed)],
    ]);
    expect(commands).toEqual([
      { type: "announce", action: "play", state: { ...pressed, at: T0 + 120 } },
    ]);
  });
});

describe("own-seek tracking: the viewer's seek is told at its beginning", () => {
  const line = room({});
  const sought = () => {
    const seeking = playing(300, T0 + 100);
    return run(attached(playing(100, T0)), [
      [playerEvent("seeking", seeking), at(T0 + 100, line, seeking)],
    ]);
  };

  it("announces the seek at its 'seeking', stamped the learned seek-and-decode later", () => {
    expect(sought().commands).toEqual([
      { type: "announce", action: "seek", state: playing(300, T0 + 120) },
    ]);
  });

  it.each<[string, number, number, boolean]>([
    ["where it went", 300, T0 + 200, false],
    ["somewhere else", 250, T0 + 200, true],
    ["after the echo window", 300, T0 + 100 + ECHO_WINDOW_MS + 1, true],
  ])("its 'seeked' %s: announced again %s", (_name, position, now, told) => {
    const landed = playing(position, now);
    const { commands } = run(sought().state, [
      [playerEvent("seeked", landed), at(now, line, landed)],
    ]);
    expect(announced(commands)).toEqual(told ? ["seek"] : []);
  });

  it("a jump in the reports before any seek event is not corrected as drift", () => {
    const jumped = playing(300, T0 + 250);
    const later = playing(300.25, T0 + 500);
    const { commands } = run(attached(playing(100, T0)), [
      [playerEvent("timeupdate", jumped), at(T0 + 250, line, jumped)],
      [playerEvent("timeupdate", later), at(T0 + 500, line, later)],
    ]);
    expect(commands).toEqual([]);
  });
});

describe("the remote guard (SPEC.md §4: 500 ms from when the action was made)", () => {
  const player = playing(20, T0);
  const pausedAt = (position: number, serverTime: number) =>
    room({ paused: true, position, serverTime });

  it("applies a change now, holds the next one and applies it when the guard clears", () => {
    const first = run(attached(player), [
      [{ type: "timeline", guarded: true }, at(T0, pausedAt(10, T0), player)],
    ]);
    expect(first.commands).toEqual([{ type: "pause" }, { type: "seek", time: 10 }]);
    expect(wakeAt(first.state)).toBe(T0 + SYNC_GUARD_MS);
    const held = run(first.state, [
      [
        { type: "timeline", guarded: true },
        at(T0 + 100, pausedAt(40, T0 + 100), paused(10, T0 + 50)),
      ],
    ]);
    expect(held.commands).toEqual([]);
    const cleared = run(held.state, [
      [
        { type: "wake", due: T0 + SYNC_GUARD_MS },
        at(T0 + SYNC_GUARD_MS, pausedAt(40, T0 + 100), paused(10, T0 + 50)),
      ],
    ]);
    expect(cleared.commands).toEqual([{ type: "seek", time: 40 }]);
    // The held change runs behind a guard of its own, from when it was made.
    expect(wakeAt(cleared.state)).toBe(T0 + 100 + SYNC_GUARD_MS);
  });

  it("the viewer's own action wins over a held change", () => {
    const first = run(attached(player), [
      [{ type: "timeline", guarded: true }, at(T0, pausedAt(10, T0), player)],
      [
        { type: "timeline", guarded: true },
        at(T0 + 100, pausedAt(40, T0 + 100), paused(10, T0 + 50)),
      ],
      [
        { type: "ownAction", timeline: pausedAt(12, T0 + 200) },
        at(T0 + 200, pausedAt(12, T0 + 200), paused(12, T0 + 200)),
      ],
      [
        { type: "wake", due: T0 + SYNC_GUARD_MS },
        at(T0 + SYNC_GUARD_MS, pausedAt(12, T0 + 200), paused(12, T0 + 200)),
      ],
    ]);
    expect(first.last).toEqual([]);
  });

  it("runs from when the action was made, not from when it arrived", () => {
    const late = run(attached(player), [
      [{ type: "timeline", guarded: true }, at(T0, pausedAt(10, T0 - 300), player)],
    ]);
    expect(wakeAt(late.state)).toBe(T0 + SYNC_GUARD_MS - 300);
  });
});

it("steps without changing the state it is given", () => {
  const line = room({});
  const before = attached(playing(100.05, T0));
  const report = playing(100.3, T0 + 250);
  const event = playerEvent("timeupdate", report);
  const once = step(before, event, at(T0 + 250, line, report));
  const again = step(before, event, at(T0 + 250, line, report));
  expect(again.commands).toEqual(once.commands);
  expect(before.estimate.reports).toBe(1);
  expect(before.appliedRate).toBe(1);
  expect(once.state.appliedRate).toBeLessThan(1);
});
