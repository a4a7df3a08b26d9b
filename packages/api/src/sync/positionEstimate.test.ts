import { describe, expect, it } from "vitest";
import { ESTIMATE_WINDOW_MS } from "./constants";
import type { PlayerState } from "./player";
import { PositionEstimate } from "./positionEstimate";

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
    const estimate = new PositionEstimate();
    [5, 80, 30, 60].forEach((delay, i) => estimate.add(report(10 + i * 0.2, i * 200, delay)));
    expect(estimate.at(700)).toBeCloseTo(10.7 - 0.005, 6);
  });

  it("stops with a player that stalls, give or take the last report interval", () => {
    const estimate = new PositionEstimate();
    estimate.add(report(10, 0));
    estimate.add(report(10.2, 200));
    // Stuck at 10.2 s from then on (buffering), though it still says it plays.
    for (const at of [400, 600]) estimate.add({ ...report(10.2, at), currentTime: 10.2 });
    expect(estimate.at(600)).toBeCloseTo(10.2 + 0.2, 6);
    estimate.add({ ...report(10.2, 800), currentTime: 10.2 });
    expect(estimate.at(800)).toBeCloseTo(10.2 + 0.2, 6);
    estimate.add({ ...report(10.2, 1_000), currentTime: 10.2 });
    expect(estimate.at(1_000)).toBeCloseTo(10.2 + 0.2, 6);
  });

  it("forgets reports older than its window", () => {
    const estimate = new PositionEstimate();
    estimate.add(report(10, 0)); // on time
    for (let at = 200; at <= ESTIMATE_WINDOW_MS + 200; at += 200) {
      estimate.add(report(10 + at / 1000, at, 100)); // all 100 ms late
    }
    const now = ESTIMATE_WINDOW_MS + 200;
    expect(estimate.at(now)).toBeCloseTo(10 + now / 1000 - 0.1, 6);
  });

  it("starts afresh after a pause, a rate change or a jump", () => {
    const estimate = new PositionEstimate();
    estimate.add(report(10, 0));
    estimate.add(report(10.2, 200, 0, { paused: true }));
    expect(estimate.at(1_000)).toBe(10.2);

    estimate.add(report(20, 0));
    estimate.add(report(20.2, 200, 100, { rate: 1.05 }));
    expect(estimate.at(200)).toBeCloseTo(20.1, 6);

    estimate.add(report(30, 0));
    estimate.add(report(5, 200)); // the viewer sought back
    expect(estimate.at(200)).toBe(5);
  });

  it("knows nothing before the first report, or after a bare reset", () => {
    const estimate = new PositionEstimate();
    expect(estimate.at(0)).toBeUndefined();
    estimate.add(report(3, 0));
    estimate.reset();
    expect(estimate.at(0)).toBeUndefined();
  });
});
