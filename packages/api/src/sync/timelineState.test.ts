import { describe, expect, it } from "vitest";
import type { Timeline } from "./protocol";
import {
  initialTimelineState,
  reduceTimeline,
  type TimelineEvent,
  type TimelineOutcome,
  type TimelineState,
} from "./timelineState";

const t = (version: number, partial: Partial<Timeline> = {}): Timeline => ({
  paused: false,
  position: 10 * version,
  rate: 1,
  serverTime: 1_000 * version,
  version,
  ...partial,
});

/** A state where the server has confirmed `version` and the player follows it. */
const confirmed = (version: number, extra: Partial<TimelineState> = {}): TimelineState => ({
  ...initialTimelineState,
  timeline: t(version),
  serverVersion: version,
  serverTimeline: t(version),
  ...extra,
});

const own = t(99, { position: 5, serverTime: 500, version: 3 });

interface Row {
  name: string;
  from: TimelineState;
  event: TimelineEvent;
  /** What the outcome must contain (the rest of it is whatever the reducer says). */
  expect: Partial<Omit<TimelineOutcome, "state">> & { state?: Partial<TimelineState> };
}

const rows: Row[] = [
  {
    name: "welcome: the room's timeline is followed at once and shared with the tabs",
    from: initialTimelineState,
    event: { type: "welcome", timeline: t(4), canResend: true },
    expect: {
      apply: "now",
      share: t(4),
      resend: null,
      state: { timeline: t(4), serverVersion: 4, serverTimeline: t(4) },
    },
  },
  {
    name: "welcome after a restart: an older version still stands",
    from: confirmed(9),
    event: { type: "welcome", timeline: t(0), canResend: true },
    expect: { apply: "now", state: { timeline: t(0), serverVersion: 0 } },
  },
  {
    name: "welcome with an action made while offline: it is resent, not overwritten",
    from: confirmed(2, { timeline: own, offlineAction: "seek" }),
    event: { type: "welcome", timeline: t(3), canResend: true },
    expect: {
      apply: null,
      resend: "seek",
      share: t(3),
      state: { timeline: own, offlineAction: null, serverVersion: 3 },
    },
  },
  {
    name: "welcome with an offline action but no player state: the room's timeline wins",
    from: confirmed(2, { offlineAction: "play" }),
    event: { type: "welcome", timeline: t(3), canResend: false },
    expect: { apply: "now", resend: null, state: { timeline: t(3), offlineAction: null } },
  },
  {
    name: "ack of the only pending action: its timeline is followed",
    from: confirmed(2, { timeline: own, pending: ["a1"] }),
    event: { type: "ack", actionId: "a1", timeline: t(3) },
    expect: { apply: "now", share: t(3), state: { timeline: t(3), pending: [] } },
  },
  {
    name: "ack while another own action is on the way: the newest own action stays",
    from: confirmed(2, { timeline: own, pending: ["a1", "a2"] }),
    event: { type: "ack", actionId: "a1", timeline: t(3) },
    expect: {
      apply: null,
      share: t(3),
      state: { timeline: own, pending: ["a2"], serverVersion: 3 },
    },
  },
  {
    name: "a stale ack still clears its action but changes nothing else",
    from: confirmed(5, { pending: ["a1"] }),
    event: { type: "ack", actionId: "a1", timeline: t(4) },
    expect: { apply: null, share: null, state: { timeline: t(5), pending: [], serverVersion: 5 } },
  },
  {
    name: "a remote action is applied behind the guard",
    from: confirmed(2),
    event: { type: "remote", timeline: t(3) },
    expect: { apply: "guarded", share: t(3), state: { timeline: t(3), serverVersion: 3 } },
  },
  {
    name: "a remote action while ours is pending: recorded, not shown (ours comes after)",
    from: confirmed(2, { timeline: own, pending: ["a1"] }),
    event: { type: "remote", timeline: t(3) },
    expect: { apply: null, share: t(3), state: { timeline: own, serverVersion: 3 } },
  },
  {
    name: "a remote action older than the confirmed one is ignored",
    from: confirmed(5),
    event: { type: "remote", timeline: t(5) },
    expect: { apply: null, share: null, state: { timeline: t(5) } },
  },
  {
    name: "our refused action: back to the room's timeline, and the viewer hears of it",
    from: confirmed(2, { timeline: own, pending: ["a1"] }),
    event: { type: "refused", actionId: "a1" },
    expect: { apply: "now", refusedOwn: true, state: { timeline: t(2), pending: [] } },
  },
  {
    name: "a refusal of someone else's action id changes nothing",
    from: confirmed(2, { timeline: own, pending: ["a1"] }),
    event: { type: "refused", actionId: "other" },
    expect: { apply: null, refusedOwn: false, state: { timeline: own, pending: ["a1"] } },
  },
  {
    name: "another tab's confirmed timeline, newer: followed behind the guard",
    from: confirmed(2),
    event: { type: "tab", confirmed: true, timeline: t(3) },
    expect: { apply: "guarded", share: null, state: { timeline: t(3), serverVersion: 3 } },
  },
  {
    name: "another tab's confirmed timeline, not newer: ignored",
    from: confirmed(3),
    event: { type: "tab", confirmed: true, timeline: t(3, { position: 1 }) },
    expect: { apply: null, state: { timeline: t(3) } },
  },
  {
    name: "another tab's own action (unconfirmed): shown at once behind the guard",
    from: confirmed(3),
    event: { type: "tab", confirmed: false, timeline: own },
    expect: { apply: "guarded", state: { timeline: own, serverVersion: 3 } },
  },
  {
    name: "an own seek keeps the room's paused state and rate, at the confirmed version",
    from: confirmed(3, { timeline: t(3, { paused: true, rate: 1.5 }) }),
    event: { type: "own", action: "seek", position: 42, serverTime: 7_000, playerPaused: false },
    expect: {
      apply: null,
      state: {
        timeline: { paused: true, position: 42, rate: 1.5, serverTime: 7_000, version: 3 },
      },
    },
  },
  {
    name: "an own play before any timeline: playing at rate 1",
    from: initialTimelineState,
    event: { type: "own", action: "play", position: 1, serverTime: 10, playerPaused: true },
    expect: {
      state: { timeline: { paused: false, position: 1, rate: 1, serverTime: 10, version: -1 } },
    },
  },
  {
    name: "an own action sent: pending until acked",
    from: confirmed(3, { pending: ["a1"] }),
    event: { type: "sent", action: "pause", actionId: "a2" },
    expect: { state: { pending: ["a1", "a2"], offlineAction: null } },
  },
  {
    name: "an own action while offline: kept for the rejoin (the last one wins)",
    from: confirmed(3, { offlineAction: "play" }),
    event: { type: "sent", action: "pause", actionId: null },
    expect: { state: { pending: [], offlineAction: "pause" } },
  },
  {
    name: "a dropped connection forgets what was pending (the rejoin's timeline tells)",
    from: confirmed(3, { pending: ["a1", "a2"], timeline: own }),
    event: { type: "disconnected" },
    expect: { apply: null, state: { pending: [], timeline: own } },
  },
];

describe("reduceTimeline", () => {
  it.each(rows)("$name", ({ from, event, expect: expected }) => {
    const result = reduceTimeline(from, event);
    const { state, ...rest } = expected;
    expect(result).toMatchObject(rest);
    if (state) expect(result.state).toMatchObject(state);
  });

  it("never changes the state it is given", () => {
    const from = confirmed(2, { pending: ["a1"] });
    const frozen = structuredClone(from);
    for (const { event } of rows) reduceTimeline(from, event);
    expect(from).toEqual(frozen);
  });
});
