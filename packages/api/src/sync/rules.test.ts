import { describe, expect, it } from "vitest";
import { ClockSync } from "./clockSync";
import { CLOCK_SAMPLES, HARD_DRIFT_S, MAX_NUDGE } from "./constants";
import { correctDrift } from "./drift";
import { positionAt } from "./protocol";
import {
  createRoomCode,
  isRoomCode,
  normalizeRoomCode,
  ROOM_CODE_ALPHABET,
  roomFromSearch,
  roomLink,
} from "./roomCode";

describe("room codes (SPEC.md §3, §5)", () => {
  it("are 6 characters from an alphabet without look-alikes", () => {
    for (let i = 0; i < 200; i++) {
      const code = createRoomCode();
      expect(isRoomCode(code)).toBe(true);
      expect(code).not.toMatch(/[01OIL]/);
    }
  });

  it("skip random bytes that would favour the first letters", () => {
    const bytes = [255, 248, 0, 31, 30, 1, 2, 3, 4, 5, 6, 7];
    const code = createRoomCode((buffer) => {
      buffer.set(bytes.slice(0, buffer.length));
      return buffer;
    });
    expect(code).toBe(`AA${ROOM_CODE_ALPHABET[30]}BCD`);
  });

  it.each([
    [" ab12cd ", "AB12CD", true],
    ["ab12c", "AB12C", false],
    ["", "", false],
    ["ab-12c", "AB-12C", false],
  ])("typed %j reads as %j (valid: %s)", (typed, normalized, valid) => {
    expect(normalizeRoomCode(typed)).toBe(normalized);
    expect(isRoomCode(normalizeRoomCode(typed))).toBe(valid);
  });

  it("the shared link is the current address plus lovers={room}", () => {
    expect(roomLink("http://localhost:5000/movie/42?x=1#top", "QW34ER")).toBe(
      "http://localhost:5000/movie/42?x=1&lovers=QW34ER#top",
    );
    expect(roomLink("http://localhost:5000/?lovers=OLD111", "QW34ER")).toBe(
      "http://localhost:5000/?lovers=QW34ER",
    );
  });

  it("reads the room of a shared link, uppercased, and nothing that is not a code", () => {
    expect(roomFromSearch("?lovers=qw34er")).toBe("QW34ER");
    expect(roomFromSearch("?lovers=nope")).toBeNull();
    expect(roomFromSearch("?q=film")).toBeNull();
  });
});

describe("shared clock", () => {
  it("is the local clock until a ping comes back", () => {
    expect(new ClockSync().toShared(1_000)).toBe(1_000);
  });

  it("keeps the lowest-round-trip sample among the last few", () => {
    const clock = new ClockSync();
    clock.addSample(0, 1_050, 100); // rtt 100, offset 1000
    clock.addSample(200, 1_705, 210); // rtt 10, offset 1500
    expect(clock.offset).toBe(1_500);
    for (let i = 0; i < CLOCK_SAMPLES; i++) clock.addSample(1_000, 1_030 + 700, 1_060); // rtt 60
    expect(clock.offset).toBe(700); // the 10 ms sample has aged out
    expect(clock.best?.roundTrip).toBe(60);
  });

  it("ignores a sample whose answer came before the question", () => {
    const clock = new ClockSync();
    clock.addSample(500, 9_999, 400);
    expect(clock.best).toBeUndefined();
  });
});

describe("drift correction", () => {
  it("leaves small drift alone", () => {
    expect(correctDrift(0.03, 1, 1)).toEqual({ kind: "none" });
  });

  it("slows down when ahead and speeds up when behind, by at most a few percent", () => {
    const ahead = correctDrift(0.2, 1, 1);
    const behind = correctDrift(-0.2, 1, 1);
    expect(ahead.kind === "rate" && ahead.rate).toBeLessThan(1);
    expect(behind.kind === "rate" && behind.rate).toBeGreaterThan(1);
    const far = correctDrift(-(HARD_DRIFT_S - 0.01), 1, 1);
    expect(far).toEqual({ kind: "rate", rate: 1 + MAX_NUDGE });
  });

  it("keeps nudging until the drift is well inside the start threshold, then returns to the room's rate", () => {
    expect(correctDrift(0.03, 0.99, 1).kind).toBe("rate");
    expect(correctDrift(0.01, 0.99, 1)).toEqual({ kind: "rate", rate: 1 });
  });

  it("nudges around the room's own rate", () => {
    const correction = correctDrift(-0.2, 1.5, 1.5);
    expect(correction.kind === "rate" && correction.rate).toBeGreaterThan(1.5);
  });

  it(`seeks at ${HARD_DRIFT_S} s of drift or more`, () => {
    expect(correctDrift(HARD_DRIFT_S, 1, 1)).toEqual({ kind: "seek" });
    expect(correctDrift(-3, 1.02, 1)).toEqual({ kind: "seek" });
  });
});

describe("timeline position", () => {
  it("runs at the room's rate while playing and stands while paused", () => {
    const timeline = { paused: false, position: 10, rate: 2, serverTime: 1_000, version: 1 };
    expect(positionAt(timeline, 2_000)).toBe(12);
    expect(positionAt({ ...timeline, paused: true }, 2_000)).toBe(10);
  });
});
