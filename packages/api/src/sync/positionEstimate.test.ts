import { describe, expect, it } from "vitest";
import {
  ESTIMATE_WINDOW_MS,
  RATE_STEP_PRIOR_S,
  RATE_SETTLE_MS,
  STALL_CONFIRM_MS,
  STALL_LAG_S,
} from "./constants";
import type { PlayerState } from "./player";
import { PositionEstimate } from "./positionEstimate";

/** A player whose rate changes move it by the rate alone (the guesses are Chromium's by default). */
const NO_STEPS = { leave1: 0, back1: 0, other: 0 };

/** A report of a player that was at `position` when it sent it, received `delay` ms later at `at`. */
function report(position: number, at: number, delay = 0, extra: Partial<PlayerState> = {}) {
  return {
    currentTime: position - delay / 1000,
    paused: false,
    rate: 1,
    duration: 100,
    at,
    ...extra,
  } satisfies PlayerState;
}

describe("position estimate from late reports", () => {
  it("is not pulled back by reports that arrived late: the least delayed one counts", () => {
    // The player plays from 10 s at t = 0; its reports take 5, 80, 30, 60 ms to arrive.
    const estimate = new PositionEstimate(NO_STEPS);
    [5, 80, 30, 60].forEach((delay, i) => estimate.add(report(10 + i * 0.2, i * 200, delay)));
    expect(estimate.at(700)).toBeCloseTo(10.7 - 0.005, 6);
    expect(estimate.reports).toBe(4);
  });

  it("keeps its reports across rate changes, carrying each along the rates the player ran at", () => {
    // From 10 s at t = 0, at 1 until 300 ms, then 1.05 (our command), then 0.95 from 900 ms.
    const truth = (t: number) =>
      t <= 300
        ? 10 + t / 1000
        : t <= 900
          ? 10.3 + ((t - 300) / 1000) * 1.05
          : 10.93 + ((t - 900) / 1000) * 0.95;
    const estimate = new PositionEstimate(NO_STEPS);
    estimate.add(report(truth(0), 0, 2)); // the least late
    estimate.add(report(truth(200), 200, 40));
    estimate.setRate(1.05, 300);
    // A report from before the command landed still shows the old rate: not a break.
    estimate.add({ ...report(truth(600), 600, 30), rate: 1 });
    estimate.setRate(0.95, 900);
    estimate.add({ ...report(truth(1_200), 1_200, 25), rate: 0.95 });
    expect(estimate.reports).toBe(4);
    // Every later report was later than the first: the first, carried along, still counts.
    expect(estimate.at(1_300)).toBeCloseTo(truth(1_300) - 0.002, 6);
  });

  it("skips the reports of a rate change under way (its step may or may not show yet)", () => {
    const estimate = new PositionEstimate(NO_STEPS);
    estimate.add(report(10, 0));
    estimate.setRate(1.05, 100);
    estimate.add({ ...report(10.2, 200), rate: 1.05 });
    expect(estimate.reports).toBe(1);
  });

  it("starts afresh on a rate nobody set", () => {
    const estimate = new PositionEstimate(NO_STEPS);
    estimate.add(report(20, 0));
    estimate.add(report(20.2, 200, 100, { rate: 1.5 }));
    expect(estimate.reports).toBe(1);
    expect(estimate.at(200)).toBeCloseTo(20.1, 6);
    expect(estimate.at(400)).toBeCloseTo(20.1 + 0.3, 6);
    // One set a while ago that the player never took is nobody's either.
    estimate.setRate(1.05, 300);
    estimate.add(report(20.6, 300 + RATE_SETTLE_MS, 0, { rate: 1.5 }));
    expect(estimate.reports).toBe(1);
  });

  it("is not thrown by a late report, nor by reports queued behind a busy moment", () => {
    const truth = (t: number) => 10 + t / 1000;
    const estimate = new PositionEstimate(NO_STEPS);
    for (let at = 0; at <= 400; at += 200) estimate.add(report(truth(at), at, 2));
    // The page was busy from 400 to 1000 ms: the reports sent at 600, 800 and 1000 ms
    // arrive together, the first of them 400 ms late.
    estimate.add(report(truth(1_000), 1_000, 400));
    estimate.add(report(truth(1_001), 1_001, 201));
    expect(estimate.at(1_001)).toBeCloseTo(truth(1_001) - 0.002, 6);
    estimate.add(report(truth(1_002), 1_002, 1));
    expect(estimate.at(1_002)).toBeCloseTo(truth(1_002) - 0.001, 6);
    // One late report alone is only late.
    estimate.add(report(truth(1_200), 1_200, 150));
    expect(estimate.at(1_200)).toBeCloseTo(truth(1_200) - 0.001, 6);
  });

  it("follows a player that stalls once its reports keep lagging", () => {
    const estimate = new PositionEstimate(NO_STEPS);
    for (let at = 0; at <= 400; at += 200) estimate.add(report(10 + at / 1000, at));
    // Stuck at 10.4 s from 400 ms on (decoding), though it says it plays.
    const stuck = (at: number) => ({ ...report(10.4, at), currentTime: 10.4 });
    let at = 600;
    for (; at - 600 < STALL_CONFIRM_MS; at += 200) {
      estimate.add(stuck(at));
      // The reports before the stall still count: a stall is not told from a late report yet.
      expect(estimate.at(at)).toBeCloseTo(10 + at / 1000, 6);
    }
    // Lagging for STALL_CONFIRM_MS: the player stalled, the reports before no longer count.
    estimate.add(stuck(at));
    expect(estimate.at(at)).toBeCloseTo(10.4, 6);
    expect(estimate.at(at)! - 10.4).toBeLessThan(STALL_LAG_S);
  });

  it("forgets reports older than its window", () => {
    const estimate = new PositionEstimate(NO_STEPS);
    estimate.add(report(10, 0)); // on time
    for (let at = 200; at <= ESTIMATE_WINDOW_MS + 200; at += 200) {
      estimate.add(report(10 + at / 1000, at, 30)); // all 30 ms late
    }
    const now = ESTIMATE_WINDOW_MS + 200;
    expect(estimate.at(now)).toBeCloseTo(10 + now / 1000 - 0.03, 6);
  });

  it("starts afresh after a pause or a jump", () => {
    const estimate = new PositionEstimate(NO_STEPS);
    estimate.add(report(10, 0));
    estimate.add(report(10.2, 200, 0, { paused: true }));
    expect(estimate.at(1_000)).toBe(10.2);

    estimate.add(report(30, 0));
    estimate.add(report(5, 200)); // the viewer sought back
    expect(estimate.at(200)).toBe(5);
    expect(estimate.reports).toBe(1);
  });

  it("says when a player left its start position, whatever its rate since", () => {
    // Sent moving from 42 s at t = 0, it moved at 80 ms; corrected to 1.05 at 300 ms.
    const truth = (t: number) =>
      t <= 80 ? 42 : t <= 300 ? 42 + (t - 80) / 1000 : 42.22 + ((t - 300) / 1000) * 1.05;
    const estimate = new PositionEstimate(NO_STEPS);
    estimate.add(report(truth(200), 200, 30));
    estimate.setRate(1.05, 300);
    estimate.add(report(truth(600), 600, 3));
    estimate.add({ ...report(truth(800), 800, 20), rate: 1.05 });
    expect(estimate.timeOf(42)).toBeCloseTo(80 + 3, 3);
  });

  it("learns how far a kind of rate change moves the player, and counts it from then on", () => {
    // The player falls back 20 ms 100 ms after leaving the rate 1 (Chromium's audio
    // starting to time-stretch); reports 0-8 ms late (a quiet page).
    const delays = [0, 8, 2, 5, 4, 7, 1, 3];
    const estimate = new PositionEstimate(NO_STEPS);
    let at = 0;
    let truth = 10;
    let rate = 1;
    let stepAt = Infinity;
    const run = (until: number) => {
      for (; at < until; at += 200) {
        estimate.add(report(truth, at, delays[(at / 200) % delays.length], { rate }));
        truth += 0.2 * rate - (at + 200 > stepAt && at <= stepAt ? 0.02 : 0);
      }
    };
    const change = (next: number) => {
      estimate.setRate(next, at - 100);
      rate = next;
      truth += (next - 1) * 0.1;
      stepAt = at - 100 + 100;
    };
    const errorAt = () => estimate.at(at - 200)! - (truth - 0.2 * rate);
    run(1_600);
    expect(estimate.stepOf(1, 1.05)).toBe(0);
    change(1.05);
    run(3_000);
    // Measured: the estimate follows the player, not the reports from before the change.
    // Give or take the least delay of the few reports after the change.
    expect(estimate.stepOf(1, 1.05)).toBeGreaterThan(-0.03);
    expect(estimate.stepOf(1, 1.05)).toBeLessThan(-0.015);
    expect(Math.abs(errorAt())).toBeLessThan(0.01);
    change(1); // coming back is another kind, unmeasured: 0
    expect(estimate.stepOf(1.05, 1)).toBe(0);
    run(4_600);
    // Leaving 1 again: the step learned is counted at once.
    const before = estimate.at(at)!;
    estimate.setRate(1.03, at);
    expect(estimate.at(at + 50)! - before).toBeCloseTo(0.05 * 1.03 + estimate.stepOf(1, 1.03), 6);
    expect(estimate.stepOf(1, 1.03)).toBe(estimate.stepOf(1, 1.05));
  });

  it("counts Chromium's steps before measuring any, unless told other guesses", () => {
    // [from, to] → step (s): leaving 1 falls back, coming back gains a little, between 1.02 and 1.05 nothing.
    const table: Array<[number, number, number]> = [
      [1, 1.05, RATE_STEP_PRIOR_S.leave1],
      [1, 0.95, RATE_STEP_PRIOR_S.leave1],
      [1.05, 1, RATE_STEP_PRIOR_S.back1],
      [1.02, 1.05, 0],
    ];
    for (const [from, to, step] of table)
      expect(new PositionEstimate().stepOf(from, to)).toBe(step);
    expect(RATE_STEP_PRIOR_S.leave1).toBeLessThan(0);
    expect(new PositionEstimate(NO_STEPS).stepOf(1, 1.05)).toBe(0);
  });

  it("learns no step from a stall or a jump after a rate change", () => {
    const estimate = new PositionEstimate(NO_STEPS);
    for (let at = 0; at <= 1_000; at += 200) estimate.add(report(10 + at / 1000, at));
    estimate.setRate(1.05, 1_000);
    // 100 ms back right after the change: not a rate step (over RATE_STEP_LIMIT_S).
    for (let at = 1_200; at <= 2_000; at += 200) {
      estimate.add(report(10 + at / 1000 - 0.1 + (at - 1_000) * 0.00005, at, 0, { rate: 1.05 }));
    }
    expect(estimate.stepOf(1, 1.05)).toBe(0);
  });

  it("knows nothing before the first report, or after a bare reset", () => {
    const estimate = new PositionEstimate(NO_STEPS);
    expect(estimate.at(0)).toBeUndefined();
    expect(estimate.timeOf(0)).toBeUndefined();
    estimate.add(report(3, 0));
    estimate.reset();
    expect(estimate.at(0)).toBeUndefined();
    expect(estimate.reports).toBe(0);
  });
});
