import { describe, expect, it, vi } from "vitest";
import type { PlayerEvent, PlayerState, SyncPlayer } from "./player";
import { createSwitchablePlayer } from "./switchablePlayer";

function fakePlayer(ready: boolean) {
  const listeners = new Set<(event: PlayerEvent) => void>();
  const state: PlayerState = { currentTime: 3, paused: true, rate: 1, duration: 20, at: 0 };
  const player = {
    state: () => state,
    isReady: () => ready,
    play: vi.fn(),
    pause: vi.fn(),
    seek: vi.fn(),
    setRate: vi.fn(),
    subscribe(listener: (event: PlayerEvent) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fire(type: PlayerEvent["type"]) {
      for (const listener of listeners) listener({ type, state });
    },
    listenerCount: () => listeners.size,
  } satisfies SyncPlayer & Record<string, unknown>;
  return player;
}

describe("switchable player", () => {
  it("does nothing and is not ready while no player is on screen", () => {
    const player = createSwitchablePlayer();
    expect(player.isReady()).toBe(false);
    expect(player.state()).toBeUndefined();
    expect(() => player.play()).not.toThrow();
  });

  it("forwards commands to the attached player and its events to subscribers", () => {
    const switchable = createSwitchablePlayer();
    const events: string[] = [];
    switchable.subscribe((event) => events.push(event.type));
    const real = fakePlayer(false);
    switchable.attach(real);
    switchable.seek(12);
    switchable.play();
    expect(real.seek).toHaveBeenCalledWith(12);
    expect(real.play).toHaveBeenCalledOnce();
    real.fire("play");
    expect(events).toEqual(["play"]);
  });

  it("announces a player that is already ready, so the room can bring it into step", () => {
    const switchable = createSwitchablePlayer();
    const events: PlayerEvent[] = [];
    switchable.subscribe((event) => events.push(event));
    switchable.attach(fakePlayer(true));
    expect(events.map((e) => e.type)).toEqual(["ready"]);
    expect(events[0]?.state.currentTime).toBe(3);
  });

  it("stops listening to a player once another replaces it or it goes away", () => {
    const switchable = createSwitchablePlayer();
    const events: string[] = [];
    switchable.subscribe((event) => events.push(event.type));
    const first = fakePlayer(false);
    const second = fakePlayer(false);
    switchable.attach(first);
    switchable.attach(second);
    expect(first.listenerCount()).toBe(0);
    first.fire("pause");
    second.fire("pause");
    expect(events).toEqual(["pause"]);
    switchable.attach(null);
    expect(second.listenerCount()).toBe(0);
    switchable.pause();
    expect(second.pause).not.toHaveBeenCalled();
  });
});
