import assert from "node:assert/strict";
import { MAX_FRAME_BYTES, MAX_MESSAGE_BYTES } from "./limits.ts";
import { frameBytes, parseClientFrame } from "./protocol.ts";
import { createRoomCode, ROOM_CODE_ALPHABET, ROOM_CODE_PATTERN } from "./roomCode.ts";

const valid = {
  join: {
    type: "join",
    roomId: "AB12CD",
    userId: "alice-0001",
    timestamp: 1,
    currentTime: 0,
    paused: true,
  },
  leave: { type: "leave", roomId: "AB12CD", userId: "alice-0001", timestamp: 1, currentTime: 3 },
  play: {
    type: "play",
    roomId: "AB12CD",
    userId: "alice-0001",
    timestamp: 1,
    currentTime: 3,
    actionId: "a-1",
  },
  heartbeat: {
    type: "heartbeat",
    roomId: "AB12CD",
    userId: "alice-0001",
    timestamp: 1,
    currentTime: 3,
  },
  ping: { type: "ping", id: 7, clientTime: 123.5 },
};

Deno.test("every client message of the protocol passes the schema", () => {
  for (const [name, message] of Object.entries(valid)) {
    const parsed = parseClientFrame(JSON.stringify(message));
    assert.equal(parsed.ok, true, name);
  }
});

Deno.test("SPEC.md §3's fields are required and shaped", () => {
  const refused: Array<[string, unknown]> = [
    ["lower-case room", { ...valid.play, roomId: "ab12cd" }],
    ["short user id", { ...valid.play, userId: "al" }],
    ["negative time", { ...valid.play, currentTime: -0.5 }],
    ["missing timestamp", { ...valid.heartbeat, timestamp: undefined }],
    ["action without actionId", { ...valid.play, actionId: undefined }],
    ["server-only type", { type: "welcome" }],
    ["rate out of range", { ...valid.play, rate: 4 }],
    ["not an object", [1, 2]],
  ];
  for (const [name, message] of refused) {
    const parsed = parseClientFrame(JSON.stringify(message));
    assert.equal(parsed.ok, false, name);
    assert.equal(!parsed.ok && parsed.code, "bad_message", name);
  }
});

Deno.test("a refused action names its actionId so the sender can undo it", () => {
  const parsed = parseClientFrame(JSON.stringify({ ...valid.play, currentTime: "soon" }));
  assert.deepEqual(parsed, {
    ok: false,
    code: "bad_message",
    detail: "/currentTime must be number",
    actionId: "a-1",
  });
});

Deno.test("frames are measured in UTF-8 bytes", () => {
  assert.equal(frameBytes("abc"), 3);
  assert.equal(frameBytes("ğ".repeat(400)), 800);
  assert.equal(frameBytes("ş".repeat(600)), 1200);
  const limit = JSON.stringify({ ...valid.ping, pad: "" });
  const exactly = JSON.stringify({
    ...valid.ping,
    pad: "x".repeat(MAX_MESSAGE_BYTES - limit.length),
  });
  assert.equal(frameBytes(exactly), MAX_MESSAGE_BYTES);
  // At the limit the frame is read (and refused for its extra field); one byte more is not read.
  const atLimit = parseClientFrame(exactly);
  assert.equal(!atLimit.ok && atLimit.code, "bad_message");
  const over = parseClientFrame(exactly + " ");
  assert.equal(!over.ok && over.code, "too_large");
});

Deno.test("a chat message may take up to MAX_FRAME_BYTES; other frames MAX_MESSAGE_BYTES", () => {
  const base = { type: "chat", roomId: "AB12CD", userId: "alice-0001", id: "m-1" };
  const turkish = parseClientFrame(JSON.stringify({ ...base, text: "ğ".repeat(500) }));
  assert.equal(turkish.ok, true);
  const emoji = parseClientFrame(JSON.stringify({ ...base, text: "😀".repeat(500) }));
  assert.equal(emoji.ok, true);
  const heartbeat = parseClientFrame(
    JSON.stringify({ ...valid.ping, type: "heartbeat", pad: "x".repeat(MAX_MESSAGE_BYTES) }),
  );
  assert.equal(!heartbeat.ok && heartbeat.code, "too_large");
  const tooLong = parseClientFrame(JSON.stringify({ ...base, text: "a".repeat(501) }));
  assert.deepEqual(tooLong.ok === false && [tooLong.code, tooLong.actionId], [
    "bad_message",
    "m-1",
  ]);
  const huge = parseClientFrame(JSON.stringify({ ...base, text: "x".repeat(MAX_FRAME_BYTES) }));
  assert.equal(!huge.ok && huge.code, "too_large");
});

Deno.test("new room codes are 6 characters from the alphabet without look-alikes", () => {
  for (let i = 0; i < 200; i++) {
    const code = createRoomCode();
    assert.match(code, ROOM_CODE_PATTERN);
    assert.doesNotMatch(code, /[01OIL]/);
  }
});

Deno.test("room codes drop the random bytes that would favour the first letters", () => {
  // 256 % 31 = 8: bytes 248..255 are skipped, 0 is "A", 31 is "A" again, 30 is the last letter.
  const bytes = [255, 248, 0, 31, 30, 1, 2, 3, 4, 5, 6, 7];
  const code = createRoomCode((buffer) => {
    buffer.set(bytes.slice(0, buffer.length));
    return buffer;
  });
  assert.equal(code, `AA${ROOM_CODE_ALPHABET[30]}BCD`);
});
