/**
 * What the couple-mode client needs of a player: its state, four commands,
 * and its events. The embed iframe (embedPlayer.ts) is one; tests use doubles.
 */

export interface PlayerState {
  /** Seconds, as of `at`. */
  currentTime: number;
  paused: boolean;
  /** The playback rate the player runs at. */
  rate: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  /** Local clock (ms) when this state was observed. */
  at: number;
}

export type PlayerEventType =
  | "ready"
  | "play"
  | "pause"
  /** A seek begins (the state's position is where it goes); players that do not say send only "seeked". */
  | "seeking"
  | "seeked"
  | "timeupdate"
  | "ended"
  | "error"
  | "state";

export interface PlayerEvent {
  type: PlayerEventType;
  state: PlayerState;
  message?: string;
}

export interface SyncPlayer {
  /** The last state the player reported, or undefined before it said anything. */
  state(): PlayerState | undefined;
  /** The video can play (commands before that may be lost). */
  isReady(): boolean;
  play(): void;
  pause(): void;
  seek(time: number): void;
  setRate(rate: number): void;
  subscribe(listener: (event: PlayerEvent) => void): () => void;
}

/** The player's position at local time `now`, extrapolated from its last report. */
export function positionNow(state: PlayerState, now: number): number {
  if (state.paused) return state.currentTime;
  return state.currentTime + ((now - state.at) / 1000) * state.rate;
}
