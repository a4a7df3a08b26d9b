import { describe, expect, it } from "vitest";
import { MAX_START_LEAD_MS, START_LEAD_MS } from "./constants";
import { catchUpEndsInMs, planAfterStart, planStart, scheduledLeadMs } from "./startPlan";

describe("planStart", () => {
  it("catches up a room a network delay ahead within 0.8 s, between 1.05x and 1.25x", () => {
    expect(planStart(0.16, 1, 100)).toEqual({ kind: "catchUp", rate: 1.2, backAfterMs: 900 });
    // A small gap no faster than a correction, a large one no faster than 1.25x (longer).
    expect(planStart(0.02, 1, 100)).toMatchObject({ kind: "catchUp", rate: 1.05 });
    expect(planStart(0.4, 1, 100)).toEqual({ kind: "catchUp", rate: 1.25, backAfterMs: 1_700 });
    // At the room's rate of 2, twice as fast as well.
    expect(planStart(0.16, 2, 0)).toEqual({ kind: "catchUp", rate: 2.4, backAfterMs: 400 });
  });

  it("waits for a room that has not reached the player's frame, and plays at once on it", () => {
    expect(planStart(-0.15, 1, 100)).toEqual({ kind: "wait", waitMs: 150 });
    // At 1.5x the room comes to the frame sooner.
    const faster = planStart(-0.15, 1.5, 100);
    expect(faster.kind === "wait" && faster.waitMs).toBeCloseTo(100, 6);
    expect(planStart(0.005, 1, 100)).toEqual({ kind: "wait", waitMs: 0 });
  });

  it("seeks and starts on schedule when the room is far from the player's frame", () => {
    expect(planStart(0.7, 1, 100)).toEqual({ kind: "schedule" });
    expect(planStart(-0.5, 1, 100)).toEqual({ kind: "schedule" });
  });
});

describe("scheduledLeadMs", () => {
  it("leaves the seek room to land, within its bounds", () => {
    expect(scheduledLeadMs(20)).toBe(START_LEAD_MS);
    expect(scheduledLeadMs(200)).toBe(300);
    expect(scheduledLeadMs(2_000)).toBe(MAX_START_LEAD_MS);
  });
});

describe("planAfterStart", () => {
  it("closes a start's gap within 0.4 s: faster when behind, no slower than 0.95x when ahead", () => {
    expect(planAfterStart(-0.05, 1)).toEqual({ rate: 1.125, backAfterMs: 400 });
    // A small gap no faster than a correction, a large one no faster than 1.25x (longer).
    expect(planAfterStart(-0.015, 1)).toEqual({ rate: 1.05, backAfterMs: 300 });
    expect(planAfterStart(-0.2, 1)).toEqual({ rate: 1.25, backAfterMs: 800 });
    expect(planAfterStart(0.05, 1)).toEqual({ rate: 0.95, backAfterMs: 1_000 });
  });

  it("leaves the deadband alone, and a seek's distance to the seek", () => {
    expect(planAfterStart(-0.005, 1)).toBeNull();
    expect(planAfterStart(0.3, 1)).toBeNull();
    expect(planAfterStart(-0.3, 1)).toBeNull();
  });
});

describe("catchUpEndsInMs", () => {
  it("ends a catch-up when the gap it closes is gone, at once past the line", () => {
    expect(catchUpEndsInMs(-0.05, 1.25, 1)).toBe(200);
    expect(catchUpEndsInMs(0.03, 0.95, 1)).toBe(600);
    expect(catchUpEndsInMs(-0.002, 1.25, 1)).toBe(0);
    expect(catchUpEndsInMs(0.01, 1.25, 1)).toBe(0);
    expect(catchUpEndsInMs(-0.05, 1, 1)).toBe(0);
  });
});
