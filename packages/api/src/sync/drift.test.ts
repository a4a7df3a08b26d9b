import { describe, expect, it } from "vitest";
import { HARD_DRIFT_S, MAX_NUDGE, NUDGE_START_S, NUDGE_STOP_S } from "./constants";
import { type Correction, correctDrift } from "./drift";

const rateOf = (correction: Correction) => (correction.kind === "rate" ? correction.rate : null);

/** A small deterministic noise source in [-1, 1] (xorshift). */
function noise(seed: number) {
  let x = seed;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) / 0xffffffff) * 2 - 1;
  };
}

/**
 * A playing player under the controller, as the steering runs it: a position
 * report every `reportMs`, the drift judged from it with `noiseMs` of error
 * (report delay, clock estimate), the rate command landing `hopMs` later.
 * Returns the drift (s) after each report and the rates commanded.
 */
function simulate(
  drift: number,
  options: {
    baseRate?: number;
    seconds?: number;
    reportMs?: number;
    hopMs?: number;
    noiseMs?: number;
  } = {},
) {
  const { baseRate = 1, seconds = 3, reportMs = 200, hopMs = 30, noiseMs = 0 } = options;
  const jitter = noise(12345);
  let rate = baseRate;
  let playing = baseRate;
  const drifts: Array<[number, number]> = [];
  const rates: number[] = [];
  for (let t = 0; t < seconds * 1000; t += reportMs) {
    const correction = correctDrift(drift + (jitter() * noiseMs) / 1000, rate, baseRate);
    expect(correction.kind).not.toBe("seek");
    const before = playing;
    if (correction.kind === "rate") {
      rate = correction.rate;
      rates.push(rate);
    }
    playing = rate;
    // The room runs at the base rate; the player at its old rate until the command lands.
    drift += ((before - baseRate) * hopMs + (playing - baseRate) * (reportMs - hopMs)) / 1000;
    drifts.push([t + reportMs, drift]);
  }
  return { drifts, rates, rate };
}

describe("drift correction (proportional, both ways)", () => {
  it("slows down when ahead and speeds up when behind, in proportion, within 0.95-1.05", () => {
    expect(rateOf(correctDrift(0.015, 1, 1))).toBe(0.97);
    expect(rateOf(correctDrift(-0.015, 1, 1))).toBe(1.03);
    expect(rateOf(correctDrift(0.02, 1, 1))).toBe(0.96);
    expect(rateOf(correctDrift(0.05, 1, 1))).toBe(1 - MAX_NUDGE);
    expect(rateOf(correctDrift(-0.05, 1, 1))).toBe(1 + MAX_NUDGE);
    let previous = Infinity;
    for (let ms = -249; ms <= 249; ms++) {
      const correction = correctDrift(ms / 1000, 1.01, 1);
      const rate = rateOf(correction) ?? 1.01;
      expect(rate).toBeGreaterThanOrEqual(1 - MAX_NUDGE);
      expect(rate).toBeLessThanOrEqual(1 + MAX_NUDGE);
      expect(rate).toBeLessThanOrEqual(previous); // The further ahead, the slower.
      previous = rate;
    }
  });

  it("leaves drift under the start threshold alone, and once correcting goes on until under the stop threshold", () => {
    expect(correctDrift(NUDGE_START_S - 0.002, 1, 1)).toEqual({ kind: "none" });
    expect(correctDrift(-(NUDGE_START_S - 0.002), 1, 1)).toEqual({ kind: "none" });
    expect(rateOf(correctDrift(NUDGE_START_S - 0.002, 0.97, 1))).toBe(0.98);
    expect(correctDrift(NUDGE_STOP_S - 0.001, 0.99, 1)).toEqual({ kind: "rate", rate: 1 });
    expect(correctDrift(NUDGE_STOP_S - 0.001, 1, 1)).toEqual({ kind: "none" });
  });

  it("corrects around the room's own rate", () => {
    expect(rateOf(correctDrift(-0.2, 1.5, 1.5))).toBeCloseTo(1.5 * (1 + MAX_NUDGE), 6);
    expect(rateOf(correctDrift(0.2, 1.5, 1.5))).toBeCloseTo(1.5 * (1 - MAX_NUDGE), 6);
  });

  it(`seeks at ${HARD_DRIFT_S} s of drift or more`, () => {
    expect(correctDrift(HARD_DRIFT_S, 1, 1)).toEqual({ kind: "seek" });
    expect(correctDrift(-3, 1.02, 1)).toEqual({ kind: "seek" });
  });

  it("closes a 50 ms gap within 1 s either way, without overshooting, and is back at the base rate", () => {
    for (const start of [0.05, -0.05]) {
      const { drifts, rate } = simulate(start, { noiseMs: 2 });
      const afterOneSecond = drifts.find(([t]) => t >= 1_000)![1];
      expect(Math.abs(afterOneSecond)).toBeLessThan(0.01);
      // Never past the room by more than the noise: no swinging from one side to the other.
      for (const [, drift] of drifts) expect(drift * Math.sign(start)).toBeGreaterThan(-0.004);
      expect(rate).toBe(1);
    }
  });

  it("does not oscillate: settled, noisy estimates leave the rate alone", () => {
    const { drifts, rates } = simulate(0.03, { seconds: 30, noiseMs: 4, hopMs: 80 });
    // A handful of commands to close the gap and one back to the base rate, then none.
    expect(rates.length).toBeLessThanOrEqual(8);
    expect(rates.at(-1)).toBe(1);
    for (const [t, drift] of drifts) if (t >= 2_000) expect(Math.abs(drift)).toBeLessThan(0.01);
  });

  it("closes a gap the same way at another base rate", () => {
    const { drifts, rate } = simulate(-0.05, { baseRate: 1.25, noiseMs: 2 });
    expect(Math.abs(drifts.find(([t]) => t >= 1_000)![1])).toBeLessThan(0.01);
    expect(rate).toBe(1.25);
  });
});
