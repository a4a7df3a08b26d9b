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
 * `down()` draw; returns the clock and the error of its offset after each pong.
 */
function measure(up: () => number, down: () => number, seconds = 60) {
  const clock = new ClockSync();
  const errors: number[] = [];
  const sends: number[] = [];
  for (let i = 0; i < CLOCK_BURST_PINGS; i++) sends.push(i * CLOCK_BURST_SPACING_MS);
  for (let t = HEARTBEAT_INTERVAL_MS; t <= seconds * 1000; t += HEARTBEAT_INTERVAL_MS)
    sends.push(t);
  for (const sentAt of sends) {
    const there = up();
    const back = down();
    clock.addSample(sentAt, sentAt + there + TRUE_OFFSET, sentAt + there + back);
    errors.push(clock.offset - TRUE_OFFSET);
  }
  return { clock, errors };
}

describe("shared clock", () => {
  it("is the local clock until a ping comes back", () => {
    expect(new ClockSync().toShared(1_000)).toBe(1_000);
    expect(new ClockSync().uncertainty).toBe(Infinity);
  });

  it("stays within a few ms under 150 ± 50 ms of jitter each way, once a minute of pings is in", () => {
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const random = uniform(seed);
      const { clock, errors } = measure(
        () => 150 + (random() * 2 - 1) * 50,
        () => 150 + (random() * 2 - 1) * 50,
      );
      const error = errors.at(-1)!;
      expect(Math.abs(error)).toBeLessThanOrEqual(5);
      expect(Math.abs(error)).toBeLessThanOrEqual(clock.uncertainty);
    }
  });

  it("stays within a few ms when the jitter is one-sided (slow, bursty uplink; quick downlink)", () => {
    for (const seed of [11, 12, 13, 14, 15]) {
      const random = uniform(seed);
      const { clock, errors } = measure(
        () => 50 + 120 * random() ** 2, // 50-170 ms, mostly short
        () => 50 + 10 * random(), // 50-60 ms
      );
      const error = errors.at(-1)!;
      expect(Math.abs(error)).toBeLessThanOrEqual(5);
      expect(Math.abs(error)).toBeLessThanOrEqual(clock.uncertainty);
    }
  });

  it("never strays beyond half the best round trip, even in the first second", () => {
    const random = uniform(99);
    const { errors } = measure(
      () => 20 + 200 * random(),
      () => 20 + 20 * random(),
      2,
    );
    for (const error of errors) expect(Math.abs(error)).toBeLessThanOrEqual(110);
    // The stated bound holds from the first pong.
    const clock = new ClockSync();
    clock.addSample(0, 100 + 5_000, 110); // up 100, down 10
    expect(clock.offset - 5_000).toBe(45);
    expect(clock.uncertainty).toBe(55);
  });

  it("forgets samples older than its window", () => {
    const clock = new ClockSync();
    clock.addSample(0, 1_005, 10); // rtt 10, offset 1000
    clock.addSample(1_000, 2_030 + 1, 1_060); // rtt 60, offset 1001: consistent, not better
    expect(clock.offset).toBe(1_000);
    const later = CLOCK_WINDOW_MS + 100;
    clock.addSample(later, later + 30 + 1_002, later + 60); // rtt 60, offset 1002
    expect(clock.offset).toBe(1_002);
    expect(clock.best?.roundTrip).toBe(60);
  });

  it("trusts an old sample less, as the clocks may run apart", () => {
    const clock = new ClockSync();
    clock.addSample(0, 1_010, 20); // rtt 20, offset 1000
    const later = 50_000;
    clock.addSample(later, later + 12 + 1_003, later + 24); // rtt 24, offset 1003, 50 s later
    expect(clock.offset).toBe(1_003);
  });

  it("follows the local clock when it is set: a contradicting sample drops the older ones", () => {
    const clock = new ClockSync();
    clock.addSample(0, 1_005, 10); // offset 1000, ± 5
    // The local clock was set 2 s back: the same server moment now reads 2 s less here.
    clock.addSample(3_000, 3_000 + 30 + 3_000, 3_060); // rtt 60, offset 3000
    expect(clock.offset).toBe(3_000);
  });

  it("ignores a sample whose answer came before the question", () => {
    const clock = new ClockSync();
    clock.addSample(500, 9_999, 400);
    expect(clock.best).toBeUndefined();
  });
});
