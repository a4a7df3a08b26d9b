/**
 * The demo embed player (EMBED_PLAYER_API.md) as a SyncPlayer: commands go to
 * the iframe with postMessage aimed at the provider's origin, and only events
 * from that frame and that origin are believed.
 */
import type { PlayerEvent, PlayerEventType, PlayerState, SyncPlayer } from "./player";

export type EmbedCommand =
  | { command: "play" }
  | { command: "pause" }
  | { command: "seek"; time: number }
  | { command: "rate"; rate: number }
  | { command: "getState" };

interface MessageTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

interface MessageSource {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

export interface EmbedPlayerOptions {
  /** The player's iframe (its contentWindow receives the commands). */
  frame: { readonly contentWindow: MessageTarget | null };
  /** The provider's origin, e.g. http://localhost:5050. */
  origin: string;
  /** Where the player's events arrive; the page's window by default. */
  host?: MessageSource;
  now?: () => number;
}

export interface EmbedPlayer extends SyncPlayer {
  /** Asks the player for its state (answered with a "state" event). */
  requestState(): void;
  dispose(): void;
}

/** EMBED_PLAYER_API.md: the rate command accepts 0.5 to 2. */
export const EMBED_MIN_RATE = 0.5;
export const EMBED_MAX_RATE = 2;

const EVENTS = new Set<PlayerEventType>([
  "ready",
  "play",
  "pause",
  "seeked",
  "timeupdate",
  "ended",
  "error",
  "state",
]);

const finite = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

function readEvent(data: unknown): {
  type: PlayerEventType;
  currentTime: number;
  duration: number;
  paused: boolean;
  rate: number;
  message?: string;
} | null {
  if (typeof data !== "object" || data === null) return null;
  const value = data as Record<string, unknown>;
  if (value.source !== "sinema-player") return null;
  if (typeof value.event !== "string" || !EVENTS.has(value.event as PlayerEventType)) return null;
  if (!finite(value.currentTime) || !finite(value.duration) || !finite(value.rate)) return null;
  if (typeof value.paused !== "boolean") return null;
  return {
    type: value.event as PlayerEventType,
    currentTime: Math.max(0, value.currentTime),
    duration: Math.max(0, value.duration),
    paused: value.paused,
    rate: value.rate,
    ...(typeof value.message === "string" ? { message: value.message } : {}),
  };
}

export function createEmbedPlayer(options: EmbedPlayerOptions): EmbedPlayer {
  const { frame, origin } = options;
  const host = options.host ?? (globalThis as unknown as { window: MessageSource }).window;
  const now = options.now ?? (() => Date.now());
  const listeners = new Set<(event: PlayerEvent) => void>();
  let state: PlayerState | undefined;
  let ready = false;

  const post = (command: EmbedCommand) => {
    frame.contentWindow?.postMessage({ source: "sinema-host", ...command }, origin);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return;
    // A page of the same origin in another frame is not our player.
    if (!frame.contentWindow || event.source !== (frame.contentWindow as unknown)) return;
    const data = readEvent(event.data);
    if (!data) return;
    state = {
      currentTime: data.currentTime,
      paused: data.paused,
      rate: data.rate,
      duration: data.duration,
      at: now(),
    };
    // A player that reports a duration has its metadata: it is ready even if we missed "ready".
    if (data.type === "ready" || data.duration > 0) ready = true;
    const playerEvent: PlayerEvent = {
      type: data.type,
      state,
      ...(data.message === undefined ? {} : { message: data.message }),
    };
    for (const listener of [...listeners]) listener(playerEvent);
  };
  host.addEventListener("message", onMessage);
  post({ command: "getState" });

  return {
    state: () => state,
    isReady: () => ready,
    play: () => post({ command: "play" }),
    pause: () => post({ command: "pause" }),
    seek: (time) => post({ command: "seek", time: Math.max(0, time) }),
    setRate: (rate) =>
      post({ command: "rate", rate: Math.min(EMBED_MAX_RATE, Math.max(EMBED_MIN_RATE, rate)) }),
    requestState: () => post({ command: "getState" }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      host.removeEventListener("message", onMessage);
      listeners.clear();
    },
  };
}
