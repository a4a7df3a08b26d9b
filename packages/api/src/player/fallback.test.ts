import { describe, expect, it } from "vitest";
import {
  CLOSED_PLAYER,
  fallbackSources,
  step,
  wakeAt,
  type FallbackEffect,
  type FallbackEvent,
  type FallbackState,
} from "./fallback";
import type { PlayerEventName, PlayerMessage } from "./messages";
import {
  PLAYER_LOAD_TIMEOUT_MS,
  PLAYER_PROBE_TIMEOUT_MS,
  PLAYER_READY_TIMEOUT_MS,
  PLAYER_STALL_TIMEOUT_MS,
} from "./timing";

const TALKING = "http://localhost:5050";
const SILENT = "https://other.test";
const sources = fallbackSources(
  [
    `${TALKING}/v2/embed/movie/1`,
    `${TALKING}/v3/embed/movie/1?autoPlay=false`,
    `${SILENT}/embed/1`,
    `${TALKING}/v2/embed/movie/tt1`,
  ],
  [TALKING],
);

/** Events are written with times relative to the open at t=0. */
type Script = Array<FallbackEvent | ((state: FallbackState) => FallbackEvent)>;

function run(script: Script, initial: FallbackState = CLOSED_PLAYER) {
  let state = initial;
  const effects: FallbackEffect[] = [];
  for (const entry of script) {
    const event = typeof entry === "function" ? entry(state) : entry;
    const result = step(state, event);
    state = result.state;
    effects.push(...result.effects);
  }
  return { state, effects };
}

const open = (now = 0, startAt?: number): FallbackEvent => ({
  type: "open",
  sources,
  now,
  ...(startAt === undefined ? {} : { startAt }),
});
const loaded = (index: number, now: number): FallbackEvent => ({ type: "frameLoaded", index, now });
const tick = (now: number): FallbackEvent => ({ type: "tick", now });
const say = (
  index: number,
  event: PlayerEventName,
  now: number,
  report: Partial<NonNullable<PlayerMessage["report"]>> | null = {},
): FallbackEvent => ({
  type: "message",
  index,
  now,
  message: {
    event,
    report:
      report === null
        ? null
        : {
            currentTime: 0,
            duration: 20,
            paused: true,
            rate: 1,
            muted: true,
            volume: 1,
            sentAt: null,
            ...report,
          },
  },
});
/** A talking source that loads, answers the probe and gets ready. */
const plays = (index: number, at: number): Script => [
  loaded(index, at),
  say(index, "state", at + 100, { duration: 0 }),
  say(index, "ready", at + 500),
];

const statuses = (state: FallbackState) => state.statuses.join(",");
const records = (effects: FallbackEffect[]) =>
  effects.flatMap((effect) => (effect.type === "record" ? [effect.record] : []));

describe("fallback: opening", () => {
  it("starts on the first source, loading, waiting for the page", () => {
    const { state } = run([open(1000)]);
    expect(state).toMatchObject({
      open: true,
      index: 0,
      status: "loading",
      phase: "load",
      deadline: 1000 + PLAYER_LOAD_TIMEOUT_MS,
    });
    expect(statuses(state)).toBe("loading,idle,idle,idle");
  });

  it("with no sources, or none that may be framed, it is the all-failed state at once", () => {
    for (const list of [[], fallbackSources(["javascript:alert(1)", "data:text/html,x"], [])]) {
      const { state } = run([{ type: "open", sources: list, now: 0 }]);
      expect(state).toMatchObject({ open: true, status: "exhausted", sources: [] });
      expect(wakeAt(state)).toBeNull();
    }
  });

  it("drops addresses a frame must not get even when handed them directly", () => {
    const { state } = run([
      {
        type: "open",
        now: 0,
        sources: [
          { url: "javascript:alert(1)", host: "null", talks: false },
          { url: `${SILENT}/ok`, host: SILENT, talks: false },
        ],
      },
    ]);
    expect(state.sources.map((source) => source.url)).toEqual([`${SILENT}/ok`]);
  });

  it("marks as talking only sources on a configured player host", () => {
    expect(sources.map((source) => source.talks)).toEqual([true, true, false, true]);
    expect(sources[2]?.host).toBe(SILENT);
  });
});

describe("fallback: the rules of usePlayer (load 15 s, answer 2 s, ready 15 s)", () => {
  it.each<[string, Script, { index: number; status: string; statuses: string; phase?: string }]>([
    [
      "a talking player that loads, answers and gets ready plays",
      [open(), ...plays(0, 1000)],
      { index: 0, status: "ready", statuses: "playing,idle,idle,idle", phase: "play" },
    ],
    [
      "a page that never loads is given up after 15 s: 'hazır değil', next source",
      [open(), tick(PLAYER_LOAD_TIMEOUT_MS - 1), tick(PLAYER_LOAD_TIMEOUT_MS)],
      { index: 1, status: "loading", statuses: "notReady,loading,idle,idle", phase: "load" },
    ],
    [
      "a loaded page that does not answer getState within 2 s is given up",
      [open(), loaded(0, 3000), tick(3000 + PLAYER_PROBE_TIMEOUT_MS)],
      { index: 1, status: "loading", statuses: "notReady,loading,idle,idle" },
    ],
    [
      "a player that answered gets 15 s more to get ready",
      [
        open(),
        loaded(0, 3000),
        say(0, "state", 3500, { duration: 0 }),
        tick(3000 + PLAYER_PROBE_TIMEOUT_MS),
        tick(3500 + PLAYER_READY_TIMEOUT_MS - 1),
      ],
      { index: 0, status: "loading", statuses: "loading,idle,idle,idle", phase: "ready" },
    ],
    [
      "...and is given up when it does not",
      [
        open(),
        loaded(0, 3000),
        say(0, "state", 3500, { duration: 0 }),
        tick(3500 + PLAYER_READY_TIMEOUT_MS),
      ],
      { index: 1, status: "loading", statuses: "notReady,loading,idle,idle" },
    ],
    [
      "a player's error moves on at once: 'hata'",
      [open(), loaded(0, 500), say(0, "error", 600, null)],
      { index: 1, status: "loading", statuses: "error,loading,idle,idle" },
    ],
    [
      "a frame error moves on at once",
      [open(), { type: "frameError", index: 0, now: 200 }],
      { index: 1, status: "loading", statuses: "error,loading,idle,idle" },
    ],
    [
      "a state with a duration counts as ready even if 'ready' was missed",
      [open(), loaded(0, 500), say(0, "state", 600, { duration: 20 })],
      { index: 0, status: "ready", statuses: "playing,idle,idle,idle" },
    ],
    [
      "a silent player (another host) is ready when its page loads",
      [open(), say(0, "error", 100, null), say(1, "error", 200, null), loaded(2, 900)],
      { index: 2, status: "ready", statuses: "error,error,playing,idle" },
    ],
    [
      "every source failing is the all-failed state",
      [
        open(),
        say(0, "error", 100, null),
        say(1, "error", 200, null),
        tick(200 + PLAYER_LOAD_TIMEOUT_MS),
        { type: "frameError", index: 3, now: 20_000 },
      ],
      { index: 3, status: "exhausted", statuses: "error,error,notReady,error" },
    ],
  ])("%s", (_rule, script, expected) => {
    const { state } = run(script);
    expect({ index: state.index, status: state.status, statuses: statuses(state) }).toEqual({
      index: expected.index,
      status: expected.status,
      statuses: expected.statuses,
    });
    if (expected.phase) expect(state.phase).toBe(expected.phase);
  });

  it("asks a loaded talking player for its state once, and a silent one never", () => {
    const { effects } = run([open(), loaded(0, 500), loaded(0, 600)]);
    expect(effects).toEqual([{ type: "probe", index: 0 }]);
    const silent = run([
      open(),
      say(0, "error", 1, null),
      say(1, "error", 2, null),
      loaded(2, 3),
    ]).effects;
    expect(silent.some((effect) => effect.type === "probe")).toBe(false);
  });

  it("ignores what stale frames and other sources say", () => {
    const { state } = run([
      open(),
      say(0, "error", 100, null),
      // Source 0's frame is gone: its late events change nothing.
      say(0, "ready", 200),
      loaded(0, 250),
      { type: "frameError", index: 0, now: 260 },
      // A silent source's messages are not believed either.
      say(2, "ready", 300),
    ]);
    expect(state).toMatchObject({ index: 1, status: "loading" });
    expect(statuses(state)).toBe("error,loading,idle,idle");
  });

  it("wakes the caller exactly when a wait runs out", () => {
    let { state } = run([open(0)]);
    expect(wakeAt(state)).toBe(PLAYER_LOAD_TIMEOUT_MS);
    state = run([loaded(0, 4000)], state).state;
    expect(wakeAt(state)).toBe(4000 + PLAYER_PROBE_TIMEOUT_MS);
    state = run([say(0, "state", 4100, { duration: 0 })], state).state;
    expect(wakeAt(state)).toBe(4100 + PLAYER_READY_TIMEOUT_MS);
    state = run([say(0, "ready", 5000)], state).state;
    // Ready and paused: nothing to wait for.
    expect(wakeAt(state)).toBeNull();
    expect(wakeAt(run([{ type: "close" }], state).state)).toBeNull();
  });
});

describe("fallback: manual switching (source menu, 'N', 'Farklı Kaynak Dene')", () => {
  it.each<[string, Script, number, string]>([
    [
      "'N' moves to the next source",
      [open(), ...plays(0, 100), { type: "next", now: 5000 }],
      1,
      "idle,loading,idle,idle",
    ],
    [
      "'N' on the last source goes back to the first",
      [open(), { type: "select", index: 3, now: 10 }, { type: "next", now: 20 }],
      0,
      "loading,idle,idle,idle",
    ],
    [
      "the menu picks any source",
      [open(), { type: "select", index: 2, now: 10 }],
      2,
      "idle,idle,loading,idle",
    ],
    [
      "picking the one that plays changes nothing",
      [open(), ...plays(0, 100), { type: "select", index: 0, now: 900 }],
      0,
      "playing,idle,idle,idle",
    ],
    [
      "an out-of-range pick changes nothing",
      [open(), { type: "select", index: 9, now: 10 }],
      0,
      "loading,idle,idle,idle",
    ],
    [
      "a picked source that fails moves on to an untried one, wrapping past the end",
      [open(), { type: "select", index: 3, now: 10 }, say(3, "error", 20, null)],
      0,
      "loading,idle,idle,error",
    ],
    [
      "failures keep their verdict when the viewer moves on",
      [
        open(),
        say(0, "error", 10, null),
        { type: "select", index: 3, now: 20 },
        say(3, "error", 30, null),
      ],
      1,
      "error,loading,idle,error",
    ],
  ])("%s", (_rule, script, index, expected) => {
    const { state } = run(script);
    expect(state.index).toBe(index);
    expect(statuses(state)).toBe(expected);
  });

  it("after every source failed, 'Farklı Kaynak Dene' starts a new round from the first", () => {
    const exhausted = run([
      open(),
      say(0, "error", 1, null),
      say(1, "error", 2, null),
      { type: "frameError", index: 2, now: 3 },
      say(3, "error", 4, null),
    ]).state;
    expect(exhausted.status).toBe("exhausted");
    const { state } = run([{ type: "next", now: 10 }], exhausted);
    expect(state).toMatchObject({ index: 0, status: "loading" });
    expect(statuses(state)).toBe("loading,idle,idle,idle");
    // ...and that round falls back through every source again.
    expect(run([say(0, "error", 11, null)], state).state.index).toBe(1);
  });

  it("a switch while closed or with no sources does nothing", () => {
    const closed = run([open(), { type: "close" }]).state;
    expect(run([{ type: "next", now: 5 }], closed).state).toBe(closed);
    const empty = run([{ type: "open", sources: [], now: 0 }]).state;
    expect(run([{ type: "next", now: 5 }], empty).state).toBe(empty);
  });

  it("closing stops every wait; a stale tick cannot fail a source afterwards", () => {
    const { state } = run([open(), { type: "close" }, tick(PLAYER_LOAD_TIMEOUT_MS * 2)]);
    expect(state).toMatchObject({ open: false, index: 0, deadline: null });
    expect(statuses(state)).toBe("loading,idle,idle,idle");
  });
});

describe("fallback: the position is kept where the player reports it", () => {
  it("a new source resumes where the last one was, once it is ready", () => {
    const { state, effects } = run([
      open(),
      ...plays(0, 100),
      say(0, "timeupdate", 60_000, { currentTime: 58.2, paused: false }),
      { type: "select", index: 1, now: 61_000 },
      ...plays(1, 62_000),
    ]);
    expect(effects.filter((effect) => effect.type === "seek")).toEqual([
      { type: "seek", index: 1, time: 58.2 },
    ]);
    expect(state).toMatchObject({ index: 1, status: "ready", position: 58.2 });
  });

  it("a source picked while the last one played starts after its resume seek; one picked while paused stays paused", () => {
    const watching = run([
      open(),
      ...plays(0, 100),
      say(0, "timeupdate", 60_000, { currentTime: 58.2, paused: false }),
      { type: "next", now: 61_000 },
      ...plays(1, 62_000),
    ]);
    expect(watching.effects.filter((effect) => effect.type !== "record").slice(-2)).toEqual([
      { type: "seek", index: 1, time: 58.2 },
      { type: "play", index: 1 },
    ]);
    // Told once: the player's own reports decide from there.
    const later = run(
      [say(1, "timeupdate", 63_000, { currentTime: 59, paused: false })],
      watching.state,
    );
    expect(later.effects.some((effect) => effect.type === "play")).toBe(false);

    const paused = run([
      open(),
      ...plays(0, 100),
      say(0, "pause", 60_000, { currentTime: 58.2, paused: true }),
      { type: "select", index: 3, now: 61_000 },
      ...plays(3, 62_000),
    ]);
    expect(paused.effects.some((effect) => effect.type === "play")).toBe(false);
    expect(paused.effects).toContainEqual({ type: "seek", index: 3, time: 58.2 });
  });

  it("a source that fails before it says anything passes the viewer's playing on", () => {
    const { effects } = run([
      open(),
      ...plays(0, 100),
      say(0, "timeupdate", 30_000, { currentTime: 30, paused: false }),
      { type: "next", now: 31_000 },
      { type: "frameError", index: 1, now: 31_500 },
      // Index 2 is silent: it is neither sought nor started; the talking one after it is.
      loaded(2, 32_000),
      { type: "next", now: 40_000 },
      ...plays(3, 40_100),
    ]);
    expect(effects.filter((effect) => effect.type === "play")).toEqual([
      { type: "play", index: 3 },
    ]);
  });

  it("reports from before the resume seek lands do not lose the position", () => {
    const { state } = run([
      open(),
      ...plays(0, 100),
      say(0, "timeupdate", 60_000, { currentTime: 58, paused: false }),
      { type: "next", now: 61_000 },
      ...plays(1, 62_000),
      say(1, "timeupdate", 62_600, { currentTime: 0.2, paused: false }),
    ]);
    expect(state.position).toBe(58);
    const landed = run([say(1, "seeked", 62_700, { currentTime: 58, paused: false })], state);
    expect(landed.state.position).toBe(58);
    const later = run(
      [say(1, "timeupdate", 63_000, { currentTime: 59, paused: false })],
      landed.state,
    );
    expect(later.state.position).toBe(59);
  });

  it("the start is not worth a seek; a given start position is", () => {
    const fromStart = run([
      open(),
      ...plays(0, 100),
      say(0, "timeupdate", 900, { currentTime: 1.2, paused: false }),
      { type: "next", now: 1000 },
      ...plays(1, 1100),
    ]);
    expect(fromStart.effects.some((effect) => effect.type === "seek")).toBe(false);
    const continued = run([open(0, 600), ...plays(0, 100)]);
    expect(continued.effects).toContainEqual({ type: "seek", index: 0, time: 600 });
  });

  it("a silent player is not sent a seek; the next talking one is", () => {
    const { effects } = run([
      open(),
      ...plays(0, 100),
      say(0, "timeupdate", 30_000, { currentTime: 30, paused: false }),
      { type: "select", index: 2, now: 31_000 },
      loaded(2, 31_500),
      { type: "select", index: 3, now: 40_000 },
      ...plays(3, 40_100),
    ]);
    expect(effects.filter((effect) => effect.type === "seek")).toEqual([
      { type: "seek", index: 3, time: 30 },
    ]);
  });
});

describe("fallback: a stall mid-play", () => {
  const playing: Script = [
    open(),
    ...plays(0, 100),
    say(0, "play", 1000, { currentTime: 0, paused: false }),
    say(0, "timeupdate", 4000, { currentTime: 3, paused: false }),
  ];

  it("a player that stops moving while playing for 10 s is left for the next source, from the same place", () => {
    const stuck = run([
      ...playing,
      say(0, "timeupdate", 9000, { currentTime: 3, paused: false }),
    ]).state;
    expect(wakeAt(stuck)).toBe(4000 + PLAYER_STALL_TIMEOUT_MS);
    expect(run([tick(4000 + PLAYER_STALL_TIMEOUT_MS - 1)], stuck).state.index).toBe(0);
    const { state, effects } = run([tick(4000 + PLAYER_STALL_TIMEOUT_MS)], stuck);
    expect(state).toMatchObject({ index: 1, status: "loading", resumeAt: 3 });
    expect(statuses(state)).toBe("error,loading,idle,idle");
    expect(records(effects)).toEqual([
      { host: TALKING, at: 4000 + PLAYER_STALL_TIMEOUT_MS, outcome: "stall" },
    ]);
  });

  it("a paused player is not stalled, and resuming starts the clock again", () => {
    const paused = run([...playing, say(0, "pause", 5000, { currentTime: 3, paused: true })]).state;
    expect(wakeAt(paused)).toBeNull();
    const resumed = run([say(0, "play", 60_000, { currentTime: 3, paused: false })], paused).state;
    expect(wakeAt(resumed)).toBe(60_000 + PLAYER_STALL_TIMEOUT_MS);
    expect(run([tick(60_001)], resumed).state.index).toBe(0);
  });

  it("with no untried source left, a stall is noted once and the player kept", () => {
    const last = run([
      open(),
      say(0, "error", 1, null),
      say(1, "error", 2, null),
      { type: "frameError", index: 2, now: 3 },
      ...plays(3, 10),
      say(3, "play", 1000, { currentTime: 0, paused: false }),
    ]).state;
    const first = run([tick(1000 + PLAYER_STALL_TIMEOUT_MS)], last);
    expect(first.state).toMatchObject({ index: 3, status: "ready" });
    expect(records(first.effects)).toHaveLength(1);
    expect(wakeAt(first.state)).toBeNull();
    const again = run([tick(1000 + 3 * PLAYER_STALL_TIMEOUT_MS)], first.state);
    expect(records(again.effects)).toHaveLength(0);
  });
});

describe("fallback: attempts for the health log", () => {
  it("records time to ready, errors, time-outs and per host", () => {
    const { effects } = run([
      open(0),
      loaded(0, 400),
      say(0, "error", 500, null),
      tick(500 + PLAYER_LOAD_TIMEOUT_MS),
      loaded(2, 16_000),
    ]);
    expect(records(effects)).toEqual([
      { host: TALKING, at: 500, outcome: "error" },
      { host: TALKING, at: 500 + PLAYER_LOAD_TIMEOUT_MS, outcome: "timeout" },
      {
        host: SILENT,
        at: 16_000,
        outcome: "ready",
        readyMs: 16_000 - (500 + PLAYER_LOAD_TIMEOUT_MS),
      },
    ]);
  });

  it("a source the viewer leaves before it decides is not judged", () => {
    const { state, effects } = run([open(), loaded(0, 300), { type: "next", now: 400 }]);
    expect(records(effects)).toEqual([]);
    expect(state.statuses[0]).toBe("idle");
  });

  it("a ready record says how long the start took", () => {
    const { effects } = run([open(1000), ...plays(0, 2000)]);
    expect(records(effects)).toEqual([
      { host: TALKING, at: 2500, outcome: "ready", readyMs: 1500 },
    ]);
  });
});

describe("fallback: a playing player's error", () => {
  it("does not switch sources: it may be a refused command (the stall rule catches a broken video)", () => {
    const { state, effects } = run([
      open(),
      ...plays(0, 100),
      say(0, "error", 2000, { paused: true }),
    ]);
    expect(state).toMatchObject({ index: 0, status: "ready" });
    expect(records(effects).map((record) => record.outcome)).toEqual(["ready"]);
  });
});

describe("fallback: a couple room's source (issue 32 item 1)", () => {
  it("opens on the room's source when given one, and says the opening chose it", () => {
    const { state } = run([{ type: "open", sources, now: 0, startIndex: 2 }]);
    expect([state.index, statuses(state), state.chosenBy]).toEqual([
      2,
      "idle,idle,loading,idle",
      "open",
    ]);
  });

  it("says who put each source on: the viewer, the room, or the fallback after a failure", () => {
    const chosen = run([open(), { type: "select", index: 1, now: 10 }]).state;
    expect(chosen.chosenBy).toBe("viewer");
    expect(run([open(), { type: "next", now: 10 }]).state.chosenBy).toBe("viewer");
    const followed = run([open(), { type: "follow", index: 3, now: 10 }]).state;
    expect([followed.index, followed.chosenBy]).toEqual([3, "room"]);
    const failedOver = run([open(), say(0, "error", 10, null)]).state;
    expect([failedOver.index, failedOver.chosenBy]).toEqual([1, "fallback"]);
  });

  it("following the room from a playing source resumes there, playing, at the same place", () => {
    const { state, effects } = run([
      open(),
      ...plays(0, 100),
      say(0, "timeupdate", 5_000, { currentTime: 321, paused: false }),
      { type: "follow", index: 1, now: 5_100 },
      ...plays(1, 5_200),
    ]);
    expect(state.index).toBe(1);
    expect(effects.slice(-2)).toEqual([
      { type: "seek", index: 1, time: 321 },
      { type: "play", index: 1 },
    ]);
  });

  it("counts out the source that failed for the other viewer, so its own fallback skips it", () => {
    const { state } = run([
      open(),
      ...plays(0, 100),
      { type: "follow", index: 1, now: 1_000, failed: 2 },
      say(1, "error", 1_100, null),
    ]);
    // Source 2 failed over there: from source 1 the fallback goes on to 3, not 2.
    expect([state.index, statuses(state)]).toEqual([3, "idle,error,error,loading"]);
  });

  it("following the source it already plays changes nothing", () => {
    const played = run([open(), ...plays(0, 100)]).state;
    expect(step(played, { type: "follow", index: 0, now: 900, failed: 1 }).state).toBe(played);
  });
});
