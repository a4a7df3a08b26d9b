import { describe, expect, it } from "vitest";
import { CLOSED_PLAYER, fallbackSources, step, type FallbackState } from "../player/fallback";
import type { RoomSource, RoomSourceState } from "./protocol";
import {
  followIndex,
  NO_ROOM_SOURCE,
  reduceRoomSource,
  roomSourceIndex,
  roomSourceLanguage,
  roomSourceOf,
  sourceProposal,
  type RoomSourceEvent,
} from "./roomSource";

const HOST = "http://localhost:5050";
const OTHER = "https://other.test";
const urls = [`${HOST}/v2/embed/movie/1`, `${OTHER}/embed/1`, `${HOST}/v3/embed/movie/1`];
const candidates: RoomSource[] = [
  { url: urls[0]!, host: HOST, language: "dublaj" },
  { url: urls[1]!, host: OTHER, language: "altyazi" },
  { url: urls[2]!, host: HOST, language: "orijinal" },
];
const sources = fallbackSources(urls, [HOST]);
const opened = step(CLOSED_PLAYER, { type: "open", sources, now: 0 }).state;
const ready = (state: FallbackState, index: number, at: number) => {
  let next = step(state, { type: "frameLoaded", index, now: at }).state;
  next = step(next, {
    type: "message",
    index,
    now: at + 10,
    message: {
      event: "ready",
      report: {
        currentTime: 0,
        duration: 100,
        paused: true,
        rate: 1,
        muted: false,
        volume: 1,
        sentAt: null,
      },
    },
  }).state;
  return next;
};

describe("the room's source as a viewer's list names it", () => {
  it("what a source offers in Turkish: dubbing first, then subtitles, else the original", () => {
    expect(roomSourceLanguage({ audio: ["tr", "en"], subtitles: ["tr"] })).toBe("dublaj");
    expect(roomSourceLanguage({ audio: ["en"], subtitles: ["tr"] })).toBe("altyazi");
    expect(roomSourceLanguage({ audio: ["en"], subtitles: [] })).toBe("orijinal");
    expect(roomSourceLanguage(undefined)).toBe("orijinal");
    expect(
      roomSourceOf({ url: urls[1]!, host: OTHER, languages: { audio: [], subtitles: ["tr"] } }),
    ).toEqual(candidates[1]);
  });

  it("finds the same address, else the same host and language, else nothing", () => {
    expect(roomSourceIndex(candidates, candidates[2]!)).toBe(2);
    const elsewhere = {
      url: `${OTHER}/embed/1?lang=tr`,
      host: OTHER,
      language: "altyazi" as const,
    };
    expect(roomSourceIndex(candidates, elsewhere)).toBe(1);
    expect(roomSourceIndex(candidates, { ...elsewhere, language: "dublaj" })).toBe(-1);
  });

  it("the player follows the room's source unless it plays it already or lacks it", () => {
    expect(followIndex(opened, candidates, candidates[1]!)).toBe(1);
    expect(followIndex(opened, candidates, candidates[0]!)).toBeNull();
    expect(followIndex(CLOSED_PLAYER, candidates, candidates[1]!)).toBeNull();
    const missing = {
      url: "https://third.test/e/1",
      host: "https://third.test",
      language: "dublaj" as const,
    };
    expect(followIndex(opened, candidates, missing)).toBeNull();
  });
});

describe("what a step of the viewer's player tells the room", () => {
  it("who starts playback fixes the room's source: the first source that comes up, once", () => {
    const up = ready(opened, 0, 100);
    expect(sourceProposal(opened, up, candidates, null)).toEqual({
      source: candidates[0],
      initial: true,
    });
    // The room has one: the player opened on it, nothing to say.
    expect(sourceProposal(opened, up, candidates, candidates[0]!)).toBeNull();
    expect(sourceProposal(up, up, candidates, null)).toBeNull();
  });

  it("a source the viewer picks goes to the room at once, before it is even up", () => {
    const picked = step(ready(opened, 0, 100), { type: "select", index: 1, now: 500 }).state;
    expect(sourceProposal(ready(opened, 0, 100), picked, candidates, candidates[0]!)).toEqual({
      source: candidates[1],
    });
  });

  it("the room's source failing here moves both: the fallback's next one, naming the failed one", () => {
    const playing = ready(opened, 0, 100);
    const failed = step(playing, { type: "frameError", index: 0, now: 900 }).state;
    expect(sourceProposal(playing, failed, candidates, candidates[0]!)).toEqual({
      source: candidates[1],
      failed: urls[0]!,
    });
  });

  it("a source the room put on is not sent back to it", () => {
    const followed = step(opened, { type: "follow", index: 2, now: 500 }).state;
    expect(sourceProposal(opened, followed, candidates, candidates[2]!)).toBeNull();
  });

  it("before the room has a source, a failure during the start says nothing until one is up", () => {
    const failed = step(opened, { type: "frameError", index: 0, now: 900 }).state;
    expect(sourceProposal(opened, failed, candidates, null)).toBeNull();
    expect(sourceProposal(failed, ready(failed, 1, 1000), candidates, null)).toEqual({
      source: candidates[1],
      initial: true,
    });
  });
});

describe("which room source the client follows", () => {
  const state = (version: number, index: number, userId = "bob-00001"): RoomSourceState => ({
    source: candidates[index]!,
    userId,
    version,
  });
  const run = (...events: RoomSourceEvent[]) => events.reduce(reduceRoomSource, NO_ROOM_SOURCE);

  it("takes the welcome's, then every newer change, never an older one", () => {
    const after = run(
      { type: "welcome", current: state(1, 0) },
      { type: "change", actionId: "x-s1", current: state(3, 2) },
      { type: "change", actionId: "x-s2", current: state(2, 1) },
    );
    expect(after.followed?.current).toEqual(state(3, 2));
  });

  it("both choosing at once: the other's change waits for the room's answer to its own, no jump back and forth", () => {
    const waiting = run(
      { type: "welcome", current: state(1, 0) },
      { type: "proposed", actionId: "me-s1" },
      { type: "change", actionId: "them-s1", current: state(2, 1, "alice-0001") },
    );
    expect(waiting.followed?.current.version).toBe(1);
    // The room took ours after theirs: ours it is.
    const answered = reduceRoomSource(waiting, {
      type: "change",
      actionId: "me-s1",
      current: state(3, 2),
    });
    expect(answered.followed?.current).toEqual(state(3, 2));
    // Had the room taken ours first, theirs (newer) wins.
    const first = reduceRoomSource(waiting, {
      type: "change",
      actionId: "me-s1",
      current: state(1, 2),
    });
    expect(first.followed?.current).toEqual(state(2, 1, "alice-0001"));
  });

  it("a refused request goes back to what the room said; a welcome replaces everything", () => {
    const refused = run(
      { type: "welcome", current: state(4, 0) },
      { type: "proposed", actionId: "me-s1" },
      { type: "change", actionId: "them-s1", current: state(5, 1, "alice-0001") },
      { type: "refused", actionId: "me-s1" },
    );
    expect(refused.followed?.current.version).toBe(5);
    // A room that ended and started again counts from 1: the welcome is believed.
    expect(
      reduceRoomSource(refused, { type: "welcome", current: state(1, 2) }).followed?.current,
    ).toEqual(state(1, 2));
    expect(reduceRoomSource(refused, { type: "welcome", current: undefined }).followed).toBeNull();
  });

  it("keeps the failed address that came with a change, for the follower's fallback", () => {
    const moved = run(
      { type: "welcome", current: state(1, 0) },
      { type: "change", actionId: "them-s1", current: state(2, 1, "alice-0001"), failed: urls[0]! },
    );
    expect(moved.followed?.failed).toBe(urls[0]);
  });
});
