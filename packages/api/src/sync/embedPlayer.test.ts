import { describe, expect, it } from "vitest";
import { createEmbedPlayer, type EmbedPlayerOptions } from "./embedPlayer";
import type { PlayerEvent } from "./player";
import { positionNow } from "./player";

const PROVIDER = "http://localhost:5050";

function harness() {
  const posted: Array<{ message: unknown; origin: string }> = [];
  const contentWindow = {
    postMessage: (message: unknown, origin: string) => posted.push({ message, origin }),
  };
  const host = new EventTarget();
  let now = 1_000;
  const player = createEmbedPlayer({
    frame: { contentWindow },
    origin: PROVIDER,
    host: host as unknown as NonNullable<EmbedPlayerOptions["host"]>,
    now: () => now,
  });
  const events: PlayerEvent[] = [];
  player.subscribe((event) => events.push(event));
  const deliver = (data: unknown, from: { origin?: string; source?: unknown } = {}) => {
    const event = Object.assign(new Event("message"), {
      data,
      origin: from.origin ?? PROVIDER,
      source: "source" in from ? from.source : contentWindow,
    });
    host.dispatchEvent(event);
  };
  return { player, posted, events, deliver, contentWindow, setNow: (t: number) => (now = t) };
}

const playerEvent = (event: string, extra: Record<string, unknown> = {}) => ({
  source: "sinema-player",
  event,
  currentTime: 12,
  duration: 5400,
  paused: false,
  rate: 1,
  ...extra,
});

describe("embed player adapter (EMBED_PLAYER_API.md)", () => {
  it("asks the player for its state, then posts commands to the provider's origin only", () => {
    const { player, posted } = harness();
    player.play();
    player.pause();
    player.seek(-3);
    player.seek(75.5);
    player.setRate(1.03);
    player.setRate(9);
    expect(posted.map((p) => p.origin)).toEqual(Array(7).fill(PROVIDER));
    expect(posted.map((p) => p.message)).toEqual([
      { source: "sinema-host", command: "getState" },
      { source: "sinema-host", command: "play" },
      { source: "sinema-host", command: "pause" },
      { source: "sinema-host", command: "seek", time: 0 },
      { source: "sinema-host", command: "seek", time: 75.5 },
      { source: "sinema-host", command: "rate", rate: 1.03 },
      { source: "sinema-host", command: "rate", rate: 2 },
    ]);
  });

  it("believes events only from its own frame on the provider's origin", () => {
    const { player, events, deliver } = harness();
    deliver(playerEvent("play"), { origin: "http://evil.example" });
    deliver(playerEvent("play"), { source: {} });
    deliver({ ...playerEvent("play"), source: "someone-else" });
    deliver({ ...playerEvent("play"), currentTime: "12" });
    deliver({ ...playerEvent("dance") });
    expect(events).toEqual([]);
    expect(player.state()).toBeUndefined();
    expect(player.isReady()).toBe(false);

    deliver(playerEvent("ready", { paused: true }));
    expect(player.isReady()).toBe(true);
    expect(events.map((e) => e.type)).toEqual(["ready"]);
    expect(player.state()).toEqual({
      currentTime: 12,
      paused: true,
      rate: 1,
      duration: 5400,
      at: 1_000,
    });
  });

  it("dates a report by the player's stamp when it has one on this clock, else by its arrival", () => {
    const { player, deliver, setNow } = harness();
    setNow(10_000);
    // [stamp sent, arrival] → the report's moment
    const table: Array<[unknown, number, number]> = [
      [9_960, 10_000, 9_960], // 40 ms late (a busy player frame): the stamp
      [undefined, 10_100, 10_100], // an older player says nothing: the arrival
      [10_150.5, 10_150, 10_150.5], // within the clock's ms: the stamp
      [10_400, 10_200, 10_200], // from the future: not this clock
      [5_000, 10_300, 10_300], // seconds old: not this clock
      [10_250, 10_400, 10_300], // never before a report already had
    ];
    for (const [sentAt, arrival, at] of table) {
      setNow(arrival);
      deliver(playerEvent("timeupdate", sentAt === undefined ? {} : { sentAt }));
      expect(player.state()!.at).toBe(at);
    }
  });

  it("counts a player that reports a duration as ready, even if its ready came before us", () => {
    const { player, deliver } = harness();
    deliver(playerEvent("state", { duration: 0 }));
    expect(player.isReady()).toBe(false);
    deliver(playerEvent("state"));
    expect(player.isReady()).toBe(true);
  });

  it("extrapolates the position from the last report while playing", () => {
    const { player, deliver, setNow } = harness();
    deliver(playerEvent("timeupdate", { currentTime: 100, rate: 1.5 }));
    setNow(3_000);
    expect(positionNow(player.state()!, 3_000)).toBe(103);
  });

  it("stops listening when disposed", () => {
    const { player, events, deliver } = harness();
    player.dispose();
    deliver(playerEvent("play"));
    expect(events).toEqual([]);
  });
});
