import { describe, expect, it } from "vitest";
import {
  HARD_DRIFT_S,
  MAX_NUDGE,
  RATE_HOLD_MS,
  RATE_START_S,
  RATE_STOP_S,
  STOP_AHEAD_MS,
} from "./constants";
import { type Correction, correctDrift } from "./drift";

/** Deterministic uniform numbers in [0, 1) (xorshift), one stream per seed. */
function uniform(seed: number) {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 0x100000000;
  };
}

describe("drift correction: what to do at a report", () => {
  // [drift s, current rate, base rate, ms since the last change] → correction
  const table: Array<[string, number, number, number, number, Correction]> = [
    ["noise under the deadband: nothing", 0.008, 1, 1, Infinity, { kind: "none" }],
    ["behind by 10 ms: 1 % faster", -0.01, 1, 1, Infinity, { kind: "rate", rate: 1.01 }],
    ["ahead by 10 ms: 1 % slower", 0.01, 1, 1, Infinity, { kind: "rate", rate: 0.99 }],
    ["behind by 30 ms: 3 % faster", -0.03, 1, 1, Infinity, { kind: "rate", rate: 1.03 }],
    ["ahead by 30 ms: 3 % slower", 0.03, 1, 1, Infinity, { kind: "rate", rate: 0.97 }],
    ["behind by 120 ms: 5 % at most", -0.12, 1, 1, Infinity, { kind: "rate", rate: 1.05 }],
    ["ahead by 200 ms: 5 % at most", 0.2, 1, 1, Infinity, { kind: "rate", rate: 0.95 }],
    ["around the room's own rate", -0.2, 1.5, 1.5, Infinity, { kind: "rate", rate: 1.575 }],
    ["a new correction waits after a change", 0.03, 1, 1, RATE_HOLD_MS - 1, { kind: "none" }],
    ["a correction closing keeps its rate", -0.03, 1.03, 1, Infinity, { kind: "none" }],
    [
      "and goes back as the gap closes",
      -0.006,
      1.03,
      1,
      0,
      { kind: "rate", rate: 1.03, backAfterMs: 200 },
    ],
    ["under the stop threshold: back", -0.002, 1.03, 1, 0, { kind: "rate", rate: 1 }],
    ["past the room: back, not beyond", 0.004, 1.03, 1, 0, { kind: "rate", rate: 1 }],
    ["falling further behind: stronger", -0.05, 1.01, 1, Infinity, { kind: "rate", rate: 1.05 }],
    ["...after the hold", -0.05, 1.01, 1, RATE_HOLD_MS - 1, { kind: "none" }],
    [`seeks at ${HARD_DRIFT_S} s`, HARD_DRIFT_S, 1, 1, 0, { kind: "seek" }],
    ["...either way", -3, 1.02, 1, 0, { kind: "seek" }],
  ];
  it.each(table)("%s", (_name, drift, rate, base, since, expected) => {
    expect(correctDrift(drift, rate, base, since)).toEqual(expected);
  });

  it("never leaves 0.95-1.05, slower the further ahead", () => {
    let previous = Infinity;
    for (let ms = -249; ms <= 249; ms++) {
      const correction = correctDrift(ms / 1000, 1, 1);
      const rate = correction.kind === "rate" ? correction.rate : 1;
      expect(rate).toBeGreaterThanOrEqual(1 - MAX_NUDGE);
      expect(rate).toBeLessThanOrEqual(1 + MAX_NUDGE);
      expect(rate).toBeLessThanOrEqual(previous);
      previous = rate;
    }
  });
});

/**
 * A playing player under the controller, as the steering runs it: a report
 * every `reportMs`, the drift judged with up to `noiseMs` of error (what the
 * position estimate leaves of the report delays, and the clock), the rate
 * command landing `hopMs` later, the way back to the base rate on its timer.
 */
function simulate(
  drift: number,
  options: { seconds?: number; reportMs?: number; hopMs?: number; noiseMs?: number; seed?: number },
) {
  const { seconds = 4, reportMs = 200, hopMs = 10, noiseMs = 0, seed = 1 } = options;
  const random = uniform(seed);
  const stepMs = 1;
  let rate = 1; // as commanded
  let playing = 1; // as the player runs
  let changedAt = -Infinity;
  let back: number | null = null;
  const landing: Array<[number, number]> = [];
  const rates: number[] = [];
  const drifts: Array<[number, number]> = [];
  const command = (t: number, next: number) => {
    if (next === rate) return; // the steering sends no command for the rate already set
    rate = next;
    changedAt = t;
    rates.push(next);
    landing.push([t + hopMs, next]);
  };
  for (let t = 0; t <= seconds * 1000; t += stepMs) {
    while (landing.length > 0 && landing[0]![0] <= t) playing = landing.shift()![1];
    drift += ((playing - 1) * stepMs) / 1000;
    if (back !== null && t >= back) {
      back = null;
      command(t, 1);
    }
    if (t % reportMs === 0 && back === null) {
      const seen = drift + ((random() * 2 - 1) * noiseMs) / 1000;
      const correction = correctDrift(seen, rate, 1, t - changedAt);
      expect(correction.kind).not.toBe("seek");
      if (correction.kind === "rate") {
        command(t, correction.rate);
        if (correction.backAfterMs !== undefined) back = t + correction.backAfterMs;
      }
    }
    if (t % 10 === 0) drifts.push([t, drift]);
  }
  return { rates, drifts, rate };
}

describe("drift correction over time, with a simulated player", () => {
  it.each([0.05, -0.05])(
    "closes a %s s gap within about a second, with two commands, and stays closed",
    (gap) => {
      const { rates, drifts, rate } = simulate(gap, { noiseMs: 2 });
      const at = (ms: number) => drifts.find(([t]) => t >= ms)![1];
      expect(Math.abs(at(1_300))).toBeLessThan(RATE_START_S);
      for (const [t, drift] of drifts) {
        if (t >= 1_300) expect(Math.abs(drift)).toBeLessThan(RATE_START_S);
        // Never past the room by more than the noise: it does not swing to the other side.
        expect(drift * Math.sign(gap)).toBeGreaterThan(-0.004);
      }
      expect(rate).toBe(1);
      expect(rates).toEqual([gap > 0 ? 1 - MAX_NUDGE : 1 + MAX_NUDGE, 1]);
    },
  );

  it("does not oscillate on noisy estimates: few commands, never one side then the other", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const { rates, drifts } = simulate(0.03, { seconds: 30, noiseMs: 4, hopMs: 40, seed });
      expect(rates.length).toBeLessThanOrEqual(6);
      const sides = rates.map((r) => Math.sign(r - 1)).filter((side) => side !== 0);
      expect(new Set(sides).size).toBe(1);
      for (const [t, drift] of drifts) if (t >= 1_500) expect(Math.abs(drift)).toBeLessThan(0.012);
    }
  });

  it(`leaves the player alone within ${RATE_START_S * 1000} ms of the room`, () => {
    const { rates } = simulate(RATE_START_S - 0.003, { seconds: 10, noiseMs: 2 });
    expect(rates).toEqual([]);
  });

  it(`stops within ${STOP_AHEAD_MS} ms of the gap closing, and under ${RATE_STOP_S * 1000} ms`, () => {
    const { drifts } = simulate(-0.02, { noiseMs: 0, hopMs: 0 });
    const final = drifts.at(-1)![1];
    expect(Math.abs(final)).toBeLessThan(RATE_STOP_S);
  });
});
