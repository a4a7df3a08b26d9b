import type { PlayerEvent, PlayerState, SyncPlayer } from "./player";

/**
 * A SyncPlayer that stands for whichever player the page shows right now.
 * Couple mode lives as long as the page, players come and go (the overlay
 * opens and closes, another episode starts): the client keeps one room and
 * this forwards to the current player, or holds still while there is none.
 */
export interface SwitchablePlayer extends SyncPlayer {
  /** The player now on screen; null when none is. */
  attach(player: SyncPlayer | null): void;
  readonly current: SyncPlayer | null;
}

export function createSwitchablePlayer(): SwitchablePlayer {
  let current: SyncPlayer | null = null;
  let unsubscribe: (() => void) | null = null;
  const listeners = new Set<(event: PlayerEvent) => void>();
  const emit = (event: PlayerEvent) => {
    for (const listener of listeners) listener(event);
  };

  return {
    get current() {
      return current;
    },
    attach(player) {
      if (player === current) return;
      unsubscribe?.();
      unsubscribe = null;
      current = player;
      if (!player) return;
      unsubscribe = player.subscribe(emit);
      // A player that is already up says so, so the client can bring it into step.
      const state = player.state();
      if (player.isReady() && state) emit({ type: "ready", state });
    },
    state: (): PlayerState | undefined => current?.state(),
    isReady: () => current?.isReady() ?? false,
    play: () => current?.play(),
    pause: () => current?.pause(),
    seek: (time) => current?.seek(time),
    setRate: (rate) => current?.setRate(rate),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
