import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HEARTBEAT_INTERVAL_MS, PEER_TIMEOUT_MS } from "./constants";
import type { ChatEntry, ServerMessage } from "./protocol";
import { SyncClient, type TogetherSignal } from "./syncClient";
import { FakeSocketServer } from "./testing/fakeSocket";
import { VideoDouble } from "./testing/videoDouble";
import {
  authorOf,
  chatDraftProblem,
  displayName,
  initialTogether,
  newestMessageAt,
  noticeText,
  partnerName,
  positionDative,
  reduceTogether,
  TYPING_TIMEOUT_MS,
  unreadCount,
} from "./together";

const ROOM = "AB12CD";
const ALICE = "alice-0001";
const BOB = "bob-00001";

const entry = (id: string, userId: string, text: string, extra: Partial<ChatEntry> = {}) => ({
  id,
  userId,
  text,
  sentAt: 1,
  ...extra,
});

describe("names (issue 32 item 2)", () => {
  it.each([
    ["Ayşe", "Ayşe"],
    ["  Mehmet  Can ", "Mehmet Can"],
    ["A", null],
    ["x".repeat(24), "x".repeat(24)],
    ["x".repeat(25), null],
    ["😀😀", "😀😀"],
    ["   ", null],
  ])("%j as a name is %j", (typed, name) => {
    expect(displayName(typed)).toBe(name);
  });

  it("without names the other is 'Sevgilin' and the viewer 'Sen'", () => {
    const state = reduceTogether(initialTogether(ALICE), {
      type: "welcome",
      peers: [BOB],
      names: {},
      serverTime: 0,
    });
    expect(partnerName(state)).toBe("Sevgilin");
    const named = reduceTogether(state, { type: "name", userId: BOB, name: "Mehmet" });
    expect(partnerName(named)).toBe("Mehmet");
    const own = { id: "1", userId: ALICE, text: "x", status: "sent" as const, own: true };
    expect(authorOf(own, named.names)).toBe("Sen");
    expect(authorOf({ ...own, userId: BOB, own: false }, {})).toBe("Sevgilin");
  });
});

describe("notices (issue 32 item 3)", () => {
  it.each([
    [724, "12:04'e"],
    [30, "0:30'a"],
    [720, "12:00'ye"],
    [66, "1:06'ya"],
    [3_609, "1:00:09'a"],
    [0, "0:00'a"],
  ])("a seek to %d s reads %s", (seconds, text) => {
    expect(positionDative(seconds)).toBe(text);
  });

  it("says who did what", () => {
    expect(noticeText("Mehmet", { type: "seek", position: 724 })).toBe("Mehmet 12:04'e atladı");
    expect(noticeText("Sevgilin", { type: "pause" })).toBe("Sevgilin durdurdu");
    expect(noticeText("Ayşe", { type: "reconnected" })).toBe("Ayşe yeniden bağlandı");
    // Issue 32 item 1, as written there.
    expect(noticeText("Ayşe", { type: "source", label: "Kaynak 2" })).toBe(
      "Ayşe kaynağı değiştirdi: Kaynak 2",
    );
    expect(noticeText("Sevgilin", { type: "source", label: "Kaynak 1" })).toBe(
      "Sevgilin kaynağı değiştirdi: Kaynak 1",
    );
  });
});

describe("chat state", () => {
  it("a message is at most 500 characters and not blank", () => {
    expect(chatDraftProblem("   ")).toBe("blank");
    expect(chatDraftProblem("ş".repeat(500))).toBeNull();
    expect(chatDraftProblem("a".repeat(501))).toBe("too_long");
  });

  it("the room's copy replaces the pending one; history merges without doubles and keeps unsent ones last", () => {
    let state = initialTogether(ALICE, "Ayşe");
    state = reduceTogether(state, { type: "sending", id: "t-c1", text: "selam" });
    expect(state.messages.map((m) => [m.text, m.status])).toEqual([["selam", "sending"]]);
    state = reduceTogether(state, { type: "chat", entry: entry("b-1", BOB, "naber") });
    state = reduceTogether(state, { type: "chat", entry: entry("t-c1", ALICE, "selam") });
    expect(state.messages.map((m) => [m.text, m.status])).toEqual([
      ["naber", "sent"],
      ["selam", "sent"],
    ]);
    state = reduceTogether(state, { type: "sending", id: "t-c2", text: "hala burada" });
    state = reduceTogether(state, {
      type: "history",
      messages: [
        entry("b-0", BOB, "ilk"),
        entry("b-1", BOB, "naber"),
        entry("t-c1", ALICE, "selam"),
      ],
    });
    expect(state.messages.map((m) => m.text)).toEqual(["ilk", "naber", "selam", "hala burada"]);
    state = reduceTogether(state, { type: "failed", id: "t-c2" });
    expect(state.messages.at(-1)!.status).toBe("failed");
  });

  it("unread: the other's messages after the viewer came in and after what it read", () => {
    let state = initialTogether(ALICE);
    state = reduceTogether(state, { type: "welcome", peers: [BOB], names: {}, serverTime: 100 });
    state = reduceTogether(state, {
      type: "history",
      messages: [entry("b-0", BOB, "eski", { sentAt: 50 })],
    });
    expect(unreadCount(state, 0)).toBe(0);
    state = reduceTogether(state, {
      type: "chat",
      entry: entry("b-1", BOB, "yeni", { sentAt: 150 }),
    });
    state = reduceTogether(state, {
      type: "chat",
      entry: entry("a-1", ALICE, "benim", { sentAt: 160 }),
    });
    expect(unreadCount(state, 0)).toBe(1);
    expect(unreadCount(state, newestMessageAt(state))).toBe(0);
  });

  it("keeps the last 100 messages", () => {
    let state = initialTogether(ALICE);
    for (let i = 0; i < 105; i++) {
      state = reduceTogether(state, { type: "chat", entry: entry(`m${i}`, BOB, `${i}`) });
    }
    expect(state.messages).toHaveLength(100);
    expect(state.messages[0]!.text).toBe("5");
  });

  it("the other is here, away, reconnecting after a drop, gone after leaving", () => {
    let state = reduceTogether(initialTogether(ALICE), {
      type: "welcome",
      peers: [],
      names: {},
      serverTime: 0,
    });
    expect(state.peer.presence).toBe("none");
    state = reduceTogether(state, { type: "joined", userId: BOB, name: "Mehmet" });
    expect(state.peer.presence).toBe("here");
    state = reduceTogether(state, { type: "presence", userId: BOB, state: "away" });
    expect(state.peer.presence).toBe("away");
    state = reduceTogether(state, { type: "left", userId: BOB, reason: "closed" });
    expect(state.peer.presence).toBe("reconnecting");
    state = reduceTogether(state, { type: "joined", userId: BOB });
    expect([state.peer.presence, partnerName(state)]).toEqual(["here", "Mehmet"]);
    state = reduceTogether(state, { type: "left", userId: BOB, reason: "left" });
    expect(state.peer.presence).toBe("none");
  });
});

describe("SyncClient beside the timeline", () => {
  let server: FakeSocketServer;
  let client: SyncClient;
  let video: VideoDouble;
  let signals: TogetherSignal[];

  beforeEach(() => {
    vi.useFakeTimers({
      now: 1_700_000_000_000,
      toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"],
    });
    server = new FakeSocketServer();
    client = new SyncClient({
      url: "ws://sync.test/",
      userId: ALICE,
      createSocket: server.create,
      createChannel: null,
      random: () => 0.5,
      log: () => {},
      name: "Ayşe",
    });
    video = new VideoDouble({ startAt: 0, commandDelayMs: 1 }).load();
    vi.advanceTimersByTime(10);
    signals = [];
    client.onSignal((signal) => signals.push(signal));
    client.connect(ROOM, video);
    server.last.open();
    server.last.receive({
      type: "welcome",
      roomId: ROOM,
      userId: ALICE,
      serverTime: Date.now(),
      timeline: { paused: true, position: 0, rate: 1, serverTime: Date.now(), version: 0 },
      peers: [BOB],
      heartbeatMs: HEARTBEAT_INTERVAL_MS,
      peerTimeoutMs: PEER_TIMEOUT_MS,
      secret: "seat-secret-0000000001",
      names: { [BOB]: "Mehmet" },
    });
  });

  afterEach(() => {
    client.disconnect();
    video.dispose();
    vi.useRealTimers();
  });

  const receive = (message: ServerMessage) => server.last.receive(message);

  it("joins with the viewer's name and learns the other's from the welcome", () => {
    expect(server.last.sentOfType("join")[0]).toMatchObject({ name: "Ayşe" });
    expect(partnerName(client.together)).toBe("Mehmet");
  });

  it("a reaction floats here and goes to the room; over 5 in a second the rest are dropped quietly", () => {
    const sent = Array.from({ length: 7 }, () => client.react("ates"));
    expect(sent).toEqual([true, true, true, true, true, false, false]);
    expect(server.last.sentOfType("reaction")).toHaveLength(5);
    expect(signals.filter((s) => s.type === "reaction" && s.own)).toHaveLength(5);
    vi.advanceTimersByTime(1000);
    expect(client.react("kalp")).toBe(true);

    receive({ type: "reaction", roomId: ROOM, userId: BOB, reaction: "kahkaha" });
    expect(signals.at(-1)).toEqual({ type: "reaction", reaction: "kahkaha", own: false });
  });

  it("a chat message shows as sending, then as the room's; a refusal marks it failed", () => {
    const first = client.sendChat("<b>selam</b>");
    expect(first.ok).toBe(true);
    const id = first.ok ? first.id : "";
    expect(server.last.sentOfType("chat")[0]).toMatchObject({ id, text: "<b>selam</b>" });
    expect(client.together.messages.map((m) => m.status)).toEqual(["sending"]);
    receive({
      type: "chat",
      roomId: ROOM,
      entry: entry(id, ALICE, "<b>selam</b>", { name: "Ayşe" }),
    });
    expect(client.together.messages.map((m) => m.status)).toEqual(["sent"]);

    const second = client.sendChat("ikinci");
    expect(client.sendChat("üçüncü")).toEqual({ ok: false, reason: "rate_limited" });
    receive({
      type: "error",
      code: "bad_message",
      detail: "no",
      actionId: second.ok ? second.id : "",
    });
    expect(client.together.messages.map((m) => m.status)).toEqual(["sent", "failed"]);
    expect(client.sendChat("a".repeat(501))).toEqual({ ok: false, reason: "too_long" });
  });

  it("the other's acts become notices: play, seek with its position, leave, reconnect", () => {
    const t = { paused: false, position: 724, rate: 1, serverTime: Date.now(), version: 1 };
    receive({
      type: "seek",
      roomId: ROOM,
      userId: BOB,
      timestamp: Date.now(),
      currentTime: 724,
      actionId: "b-1",
      timeline: t,
    });
    receive({
      type: "leave",
      roomId: ROOM,
      userId: BOB,
      timestamp: Date.now(),
      currentTime: 724,
      reason: "closed",
    });
    expect(client.together.peer.presence).toBe("reconnecting");
    receive({ type: "join", roomId: ROOM, userId: BOB, timestamp: Date.now(), currentTime: 0 });
    expect(signals).toEqual([
      { type: "partner", act: { type: "seek", position: 724 } },
      { type: "partner", act: { type: "reconnected" } },
    ]);
  });

  it("typing: sent once and stopped after a pause; the other's 'yazıyor…' clears by itself", () => {
    client.typing();
    client.typing();
    expect(server.last.sentOfType("typing")).toEqual([
      { type: "typing", roomId: ROOM, userId: ALICE, typing: true },
    ]);
    vi.advanceTimersByTime(2_500);
    expect(server.last.sentOfType("typing").at(-1)).toMatchObject({ typing: false });

    receive({ type: "typing", roomId: ROOM, userId: BOB, typing: true });
    expect(client.together.peer.typing).toBe(true);
    vi.advanceTimersByTime(TYPING_TIMEOUT_MS);
    expect(client.together.peer.typing).toBe(false);
  });

  it("presence: away is sent when the page hides, and told again to a newcomer", () => {
    client.setPresence("away");
    expect(server.last.sentOfType("presence")).toHaveLength(1);
    receive({ type: "join", roomId: ROOM, userId: BOB, timestamp: Date.now(), currentTime: 0 });
    expect(server.last.sentOfType("presence")).toHaveLength(2);
    receive({ type: "presence", roomId: ROOM, userId: BOB, state: "away" });
    expect(client.together.peer.presence).toBe("away");
  });

  it("a name change goes to the room; an invalid one is refused here", () => {
    expect(client.setName("A")).toBe(false);
    expect(client.setName("Ayşegül")).toBe(true);
    expect(server.last.sentOfType("name")).toEqual([
      { type: "name", roomId: ROOM, userId: ALICE, name: "Ayşegül" },
    ]);
  });
});
