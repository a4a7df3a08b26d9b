/**
 * The demo embed player (EMBED_PLAYER_API.md) as a SyncPlayer: commands go to
 * the iframe with postMessage aimed at the provider's origin, and only events
 * from that frame and that origin are believed.
 */
import type { PlayerEvent, PlayerEventType, PlayerState, SyncPlayer } from "./player";
import { hostMessage, parsePlayerMessage } from "../player/messages";

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
export {
  PLAYER_MIN_RATE as EMBED_MIN_RATE,
  PLAYER_MAX_RATE as EMBED_MAX_RATE,
} from "../player/messages";

/**
 * A player's stamp (sentAt) is believed when at most this old on arrival (ms)
 * and not from the future: any other is not on this computer's clock.
 */
const MAX_REPORT_AGE_MS = 1_000;

const EVENTS = new Set<PlayerEventType>([
  "ready",
  "play",
  "pause",
  "seeking",
  "seeked",
  "timeupdate",
  "ended",
  "error",
  "state",
]);

/**
 * A `sinema-player` event with a complete state, read by the one parser of
 * the player API (player/messages.ts); events couple mode does not steer by
 * (volume changes) and messages without a state are ignored.
 */
function readEvent(data: unknown): {
  type: PlayerEventType;
  currentTime: number;
  duration: number;
  paused: boolean;
  rate: number;
  sentAt: number | null;
  message?: string;
} | null {
  const message = parsePlayerMessage(data);
  if (!message?.report || !EVENTS.has(message.event as PlayerEventType)) return null;
  const { currentTime, duration, paused, rate, sentAt } = message.report;
  return {
    type: message.event as PlayerEventType,
    currentTime,
    duration,
    paused,
    rate,
    sentAt,
    ...(message.message === undefined ? {} : { message: message.message }),
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
    frame.contentWindow?.postMessage(hostMessage(command), origin);
  };

  const onMessage = (event: MessageEvent) => {
    if (event.origin !== origin) return;
    // A page of the same origin in another frame is not our player.
    if (!frame.contentWindow || event.source !== (frame.contentWindow as unknown)) return;
    const data = readEvent(event.data);
    if (!data) return;
    const arrived = now();
    state = {
      currentTime: data.currentTime,
      paused: data.paused,
      rate: data.rate,
      duration: data.duration,
      // When the state held: the player's stamp (same computer, same clock) when it says
      // one that makes sense, else the arrival. A message from a busy player frame comes
      // tens of ms late, differently each time: the couple steering judged the player
      // behind by that much (and a start's time-to-move short by it).
      at:
        data.sentAt !== null &&
        data.sentAt <= arrived + 1 &&
        arrived - data.sentAt <= MAX_REPORT_AGE_MS
          ? Math.max(data.sentAt, state?.at ?? -Infinity)
          : arrived,
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
      // hostMessage brings the rate into the API's range.
      post({ command: "rate", rate }),
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
