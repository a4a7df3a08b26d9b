/**
 * The embed player's postMessage API (services/embed-demo-deno/README.md),
 * both directions, in one place: what a player says (`sinema-player` events,
 * parsed here and nowhere else) and what the site says to it (`sinema-host`
 * commands).
 */

export const PLAYER_MESSAGE_SOURCE = "sinema-player";
export const HOST_MESSAGE_SOURCE = "sinema-host";

/** The API accepts playback rates in this range (README.md: `rate`, 0.5..2). */
export const PLAYER_MIN_RATE = 0.5;
export const PLAYER_MAX_RATE = 2;

export const PLAYER_EVENTS = [
  "ready",
  "play",
  "pause",
  "seeking",
  "seeked",
  "timeupdate",
  "ended",
  "error",
  "state",
  "volumechange",
] as const;

export type PlayerEventName = (typeof PLAYER_EVENTS)[number];

/** What a player reports about itself with every event. */
export interface PlayerReport {
  /** Seconds, never negative. */
  currentTime: number;
  /** Seconds; 0 while unknown. */
  duration: number;
  paused: boolean;
  rate: number;
  /** Null when the player does not say (players older than the `mute` command). */
  muted: boolean | null;
  /** 0 (silent) to 1; null when the player does not say (players older than the `volume` command). */
  volume: number | null;
  /**
   * When this state held, on the wall clock (Date.now(), ms): the page and its
   * player frame share the computer's clock, so this is the report's moment
   * however late its message arrives. Null when the player does not say
   * (players older than `sentAt`).
   */
  sentAt: number | null;
}

export interface PlayerMessage {
  event: PlayerEventName;
  /**
   * The player's state, or null when the message did not carry a complete,
   * valid one. Fallback only needs the event; steering (couple mode,
   * shortcuts) needs the state and ignores messages without it.
   */
  report: PlayerReport | null;
  /** The player's reason, for "error". */
  message?: string;
}

const KNOWN_EVENTS: ReadonlySet<string> = new Set(PLAYER_EVENTS);

const finite = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value);

function readReport(value: Record<string, unknown>): PlayerReport | null {
  if (!finite(value.currentTime) || !finite(value.duration) || !finite(value.rate)) return null;
  if (typeof value.paused !== "boolean") return null;
  return {
    currentTime: Math.max(0, value.currentTime),
    duration: Math.max(0, value.duration),
    paused: value.paused,
    rate: value.rate,
    muted: typeof value.muted === "boolean" ? value.muted : null,
    volume: finite(value.volume) && value.volume >= 0 && value.volume <= 1 ? value.volume : null,
    sentAt: finite(value.sentAt) && value.sentAt > 0 ? value.sentAt : null,
  };
}

/**
 * Reads a `message` event's data. Null for anything that is not a
 * `sinema-player` event of the API (other pages' messages, unknown events,
 * malformed data); a known event with a broken state keeps the event and
 * drops the state.
 */
export function parsePlayerMessage(data: unknown): PlayerMessage | null {
  if (typeof data !== "object" || data === null) return null;
  const value = data as Record<string, unknown>;
  if (value.source !== PLAYER_MESSAGE_SOURCE) return null;
  if (typeof value.event !== "string" || !KNOWN_EVENTS.has(value.event)) return null;
  return {
    event: value.event as PlayerEventName,
    report: readReport(value),
    ...(typeof value.message === "string" ? { message: value.message } : {}),
  };
}

/** A player that reports a duration has its metadata: it can play, even if "ready" was missed. */
export function isReadyMessage(message: PlayerMessage): boolean {
  return message.event === "ready" || (message.report?.duration ?? 0) > 0;
}

export type PlayerCommand =
  | { command: "play" }
  | { command: "pause" }
  | { command: "seek"; time: number }
  | { command: "rate"; rate: number }
  | { command: "mute"; muted: boolean }
  /** 0..1; a volume above 0 also turns the sound on (README.md). */
  | { command: "volume"; volume: number }
  | { command: "getState" };

export type HostMessage = PlayerCommand & { source: typeof HOST_MESSAGE_SOURCE };

/**
 * The message to post to the player's frame (aimed at the provider's
 * origin). Seeks below 0 and rates outside the API's range are brought
 * inside it, so a player never has to refuse what we send.
 */
export function hostMessage(command: PlayerCommand): HostMessage {
  switch (command.command) {
    case "seek":
      return {
        source: HOST_MESSAGE_SOURCE,
        command: "seek",
        time: finite(command.time) ? Math.max(0, command.time) : 0,
      };
    case "rate":
      return {
        source: HOST_MESSAGE_SOURCE,
        command: "rate",
        rate: finite(command.rate)
          ? Math.min(PLAYER_MAX_RATE, Math.max(PLAYER_MIN_RATE, command.rate))
          : 1,
      };
    case "volume":
      return {
        source: HOST_MESSAGE_SOURCE,
        command: "volume",
        volume: finite(command.volume) ? Math.min(1, Math.max(0, command.volume)) : 1,
      };
    default:
      return { ...command, source: HOST_MESSAGE_SOURCE };
  }
}
