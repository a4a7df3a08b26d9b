import { describe, expect, it } from "vitest";
import { hostMessage, isReadyMessage, parsePlayerMessage, type PlayerCommand } from "./messages";

const full = {
  source: "sinema-player",
  currentTime: 12.5,
  duration: 20,
  paused: false,
  rate: 1,
};

describe("parsePlayerMessage: the one reader of the player's events (EMBED_PLAYER_API)", () => {
  it.each([
    "ready",
    "play",
    "pause",
    "seeked",
    "timeupdate",
    "ended",
    "error",
    "state",
    "volumechange",
  ])("reads a %s event with its state", (event) => {
    expect(parsePlayerMessage({ ...full, event })).toEqual({
      event,
      report: {
        currentTime: 12.5,
        duration: 20,
        paused: false,
        rate: 1,
        muted: null,
        volume: null,
        sentAt: null,
      },
    });
  });

  it("reads muted, the volume and when the state held when the player says them, and the error's reason", () => {
    expect(
      parsePlayerMessage({
        ...full,
        event: "error",
        muted: true,
        volume: 0.4,
        sentAt: 1_795_000_000_123.5,
        message: "media error 4",
      }),
    ).toEqual({
      event: "error",
      report: {
        currentTime: 12.5,
        duration: 20,
        paused: false,
        rate: 1,
        muted: true,
        volume: 0.4,
        sentAt: 1_795_000_000_123.5,
      },
      message: "media error 4",
    });
  });

  it("keeps a known event whose state is missing or broken, without the state", () => {
    // A player of another provider may say only { source, event }: enough for the fallback.
    expect(parsePlayerMessage({ source: "sinema-player", event: "ready" })).toEqual({
      event: "ready",
      report: null,
    });
    for (const broken of [
      { currentTime: Number.NaN },
      { currentTime: "3" },
      { duration: Number.POSITIVE_INFINITY },
      { rate: null },
      { paused: "no" },
    ]) {
      expect(parsePlayerMessage({ ...full, event: "timeupdate", ...broken })).toEqual({
        event: "timeupdate",
        report: null,
      });
    }
  });

  it.each([1.5, -0.1, "0.5", Number.NaN])("a volume of %j is not one: unknown", (volume) => {
    expect(
      parsePlayerMessage({ ...full, event: "volumechange", volume })?.report?.volume,
    ).toBeNull();
  });

  it("clamps negative times to 0", () => {
    expect(
      parsePlayerMessage({ ...full, event: "state", currentTime: -3, duration: -1 })?.report,
    ).toMatchObject({ currentTime: 0, duration: 0 });
  });

  it.each<[string, unknown]>([
    ["null", null],
    ["a string", "sinema-player"],
    ["another source", { ...full, source: "youtube", event: "ready" }],
    ["our own commands", { source: "sinema-host", command: "play" }],
    ["an unknown event", { ...full, event: "buffering" }],
    ["an event that is not text", { ...full, event: 1 }],
    ["no event", full],
  ])("ignores %s", (_label, data) => {
    expect(parsePlayerMessage(data)).toBeNull();
  });

  it("counts 'ready', or any report with a duration, as ready", () => {
    expect(isReadyMessage({ event: "ready", report: null })).toBe(true);
    const state = parsePlayerMessage({ ...full, event: "state" });
    expect(state && isReadyMessage(state)).toBe(true);
    const early = parsePlayerMessage({ ...full, event: "state", duration: 0 });
    expect(early && isReadyMessage(early)).toBe(false);
  });
});

describe("hostMessage: the commands the page sends", () => {
  it.each<[PlayerCommand, object]>([
    [{ command: "play" }, { source: "sinema-host", command: "play" }],
    [{ command: "pause" }, { source: "sinema-host", command: "pause" }],
    [{ command: "getState" }, { source: "sinema-host", command: "getState" }],
    [
      { command: "mute", muted: true },
      { source: "sinema-host", command: "mute", muted: true },
    ],
    [
      { command: "volume", volume: 0.7 },
      { source: "sinema-host", command: "volume", volume: 0.7 },
    ],
    [
      { command: "volume", volume: 1.3 },
      { source: "sinema-host", command: "volume", volume: 1 },
    ],
    [
      { command: "volume", volume: -0.2 },
      { source: "sinema-host", command: "volume", volume: 0 },
    ],
    [
      { command: "seek", time: 42 },
      { source: "sinema-host", command: "seek", time: 42 },
    ],
    [
      { command: "seek", time: -5 },
      { source: "sinema-host", command: "seek", time: 0 },
    ],
    [
      { command: "seek", time: Number.NaN },
      { source: "sinema-host", command: "seek", time: 0 },
    ],
    [
      { command: "rate", rate: 1.5 },
      { source: "sinema-host", command: "rate", rate: 1.5 },
    ],
    [
      { command: "rate", rate: 8 },
      { source: "sinema-host", command: "rate", rate: 2 },
    ],
    [
      { command: "rate", rate: 0.1 },
      { source: "sinema-host", command: "rate", rate: 0.5 },
    ],
    [
      { command: "rate", rate: Number.NaN },
      { source: "sinema-host", command: "rate", rate: 1 },
    ],
  ])("%j → %j", (command, message) => {
    expect(hostMessage(command)).toEqual(message);
  });
});
