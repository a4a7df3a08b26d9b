import { describe, expect, it } from "vitest";
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

describe("timeline position", () => {
  it("runs at the room's rate while playing and stands while paused", () => {
    const timeline = { paused: false, position: 10, rate: 2, serverTime: 1_000, version: 1 };
    expect(positionAt(timeline, 2_000)).toBe(12);
    expect(positionAt({ ...timeline, paused: true }, 2_000)).toBe(10);
  });
});
