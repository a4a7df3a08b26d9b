import { describe, expect, it } from "vitest";
import { FIRST_LATENCY_GUESS_MS, LATENCY_SAMPLES, MAX_LATENCY_MS } from "./constants";
import { Latencies } from "./latency";

describe("learned latencies", () => {
  it("are the first guess until measured, then the measurement", () => {
    const latencies = new Latencies();
    // Chromium's unless told otherwise.
    expect(latencies.of("start")).toBe(FIRST_LATENCY_GUESS_MS.start);
    expect(latencies.of("seek", 150)).toBe(150);
    latencies.learn("start", 1_000, 1_120);
    expect(latencies.of("start")).toBe(120);
    expect(latencies.of("ownPlay")).toBe(FIRST_LATENCY_GUESS_MS.ownPlay); // each kind on its own
    const other = new Latencies({
      ownPlay: 0,
      ownSeek: 0,
      ownSeeking: 20,
      start: 30,
      seek: 20,
    });
    expect(other.of("start")).toBe(30);
  });

  it("are the median of the last few: one slow time does not set them", () => {
    const latencies = new Latencies();
    // [measurements in ms] → learned
    const table: Array<[number[], number]> = [
      [[80, 600], 340],
      [[80, 600, 70], 80],
      [[600, 80, 70, 90, 85], 85],
      [[600, 80, 70, 90, 85, 300, 310, 320], 300], // a lasting change, after a few
    ];
    for (const [measured, learned] of table) {
      const fresh = new Latencies();
      for (const took of measured) fresh.learn("ownSeek", 0, took);
      expect(fresh.of("ownSeek")).toBe(learned);
    }
    expect(LATENCY_SAMPLES).toBe(5);
    latencies.learn("seek", 0, -20); // a start that was quicker than its event reached us
    expect(latencies.of("seek", 100)).toBe(0);
    latencies.learn("start", 0, 60_000);
    expect(latencies.of("start")).toBe(MAX_LATENCY_MS);
  });
});
