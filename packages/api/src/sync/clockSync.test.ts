import { describe, expect, it } from "vitest";
import { ClockSync } from "./clockSync";
import {
  CLOCK_BURST_PINGS,
  CLOCK_BURST_SPACING_MS,
  CLOCK_WINDOW_MS,
  HEARTBEAT_INTERVAL_MS,
} from "./constants";

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

const TRUE_OFFSET = 5_000; // The server's clock is 5 s ahead of ours.

/**
 * Pings as the client sends them (a burst on connecting, then one per
 * heartbeat) for `seconds`, over a path whose one-way delays `up()` and
 * `down()` draw (whole ms on both clocks, as Date.now() has them); returns
 * the clock and the error of its offset after each pong.
 */
function measure(up: () => number, down: () => number, seconds = 60) {
  const clock = new ClockSync();
  const errors: number[] = [];
  const sends: number[] = [];
  for (let i = 0; i < CLOCK_BURST_PINGS; i++) sends.push(i * CLOCK_BURST_SPACING_MS);
  for (let t = HEARTBEAT_INTERVAL_MS; t <= seconds * 1000; t += HEARTBEAT_INTERVAL_MS) {
    sends.push(t);
  }
  for (const sentAt of sends) {
    const there = up();
    const back = down();
    clock.addSample(
      sentAt,
      Math.floor(sentAt + there + TRUE_OFFSET),
      Math.floor(sentAt + there + back),
    );
    errors.push(clock.offset - TRUE_OFFSET);
  }
  return { clock, errors };
}

describe("shared clock", () => {
  it("is the local clock until a ping comes back", () => {
    expect(new ClockSync().toShared(1_000)).toBe(1_000);
    expect(new ClockSync().uncertainty).toBe(Infinity);
  });

  // [path, one-way delays up and down (ms), seconds of pings] → |error| after them: at
  // most `median` ms for half of 50 paths, at most `p90` for nine in ten, never past the
  // stated bound (ClockSync.uncertainty).
  const paths: Array<[string, (r: () => number) => [number, number], number, number, number]> = [
    ["150 ± 50 ms each way", (r) => [150 + (r() * 2 - 1) * 50, 150 + (r() * 2 - 1) * 50], 60, 3, 6],
    ["50 ± 30 ms each way", (r) => [50 + (r() * 2 - 1) * 30, 50 + (r() * 2 - 1) * 30], 60, 2, 4],
    // One-sided: a slow, bursty uplink (50-170 ms, mostly short), a quick downlink.
    ["bursty uplink only", (r) => [50 + 120 * r() ** 2, 50 + 10 * r()], 60, 2, 4],
    [
      "150 ± 50 ms, the first 15 s",
      (r) => [150 + (r() * 2 - 1) * 50, 150 + (r() * 2 - 1) * 50],
      15,
      6,
      12,
    ],
  ];
  it.each(paths)("stays within a few ms under %s", (_name, path, seconds, median, p90) => {
    const errors: number[] = [];
    for (let seed = 1; seed <= 50; seed++) {
      const random = uniform(seed);
      let leg: [number, number] = [0, 0];
      const { clock, errors: run } = measure(
        () => (leg = path(random))[0],
        () => leg[1],
        seconds,
      );
      const error = Math.abs(run.at(-1)!);
      expect(error).toBeLessThanOrEqual(clock.uncertainty);
      errors.push(error);
    }
    errors.sort((a, b) => a - b);
    expect(errors[24]).toBeLessThanOrEqual(median);
    expect(errors[44]).toBeLessThanOrEqual(p90);
  });

  it("never strays beyond half the best round trip, even in the first second", () => {
    const random = uniform(99);
    const { errors } = measure(
      () => 20 + 200 * random(),
      () => 20 + 20 * random(),
      2,
    );
    for (const error of errors) expect(Math.abs(error)).toBeLessThanOrEqual(111);
    // The stated bound holds from the first pong.
    const clock = new ClockSync();
    clock.addSample(0, 100 + 5_000, 110); // up 100, down 10
    expect(clock.offset - 5_000).toBe(45);
    expect(clock.uncertainty).toBe(56);
  });

  it("takes the fastest uplink and the fastest downlink from different pings", () => {
    const clock = new ClockSync();
    clock.addSample(0, 10 + 1_000, 100); // up 10, down 90
    clock.addSample(1_000, 1_090 + 1_000, 1_100); // up 90, down 10
    // Each ping alone is 40 ms off (its round-trip middle); together they pin it down.
    expect(clock.offset).toBeCloseTo(1_000, 0);
    // Half the fastest up (10) plus the fastest down (10), and a ms of rounding.
    expect(clock.uncertainty).toBeCloseTo(11, 0);
  });

  it("forgets pings older than its window", () => {
    const clock = new ClockSync();
    clock.addSample(0, 1_005, 10); // rtt 10, offset 1000
    clock.addSample(1_000, 2_030 + 1, 1_060); // rtt 60, offset 1001: consistent, not better
    expect(clock.offset).toBe(1_000);
    const later = CLOCK_WINDOW_MS + 100;
    clock.addSample(later, later + 30 + 1_002, later + 60); // rtt 60, offset 1002
    expect(clock.offset).toBe(1_002);
    expect(clock.samples).toHaveLength(2);
  });

  it("trusts an old ping less, as the clocks may run apart", () => {
    const clock = new ClockSync();
    clock.addSample(0, 1_010, 20); // rtt 20, offset 1000 ± 10
    const later = 50_000;
    clock.addSample(later, later + 12 + 1_003, later + 24); // rtt 24, offset 1003 ± 12, 50 s on
    expect(clock.offset).toBe(1_003);
  });

  it("follows the local clock when it is set: a contradicting pong drops the older ones", () => {
    const clock = new ClockSync();
    clock.addSample(0, 1_005, 10); // offset 1000 ± 5
    // The local clock was set 2 s back: the same server moment now reads 2 s less here.
    clock.addSample(3_000, 3_000 + 30 + 3_000, 3_060); // rtt 60, offset 3000
    expect(clock.offset).toBe(3_000);
    expect(clock.samples).toHaveLength(1);
  });

  it("ignores a pong whose answer came before the question", () => {
    const clock = new ClockSync();
    clock.addSample(500, 9_999, 400);
    expect(clock.samples).toHaveLength(0);
  });
});
