/**
 * Tabs of one browser in one room talk over a BroadcastChannel (same origin
 * only): each tells the others the room's timeline as the server confirmed it
 * and its own actions at once, and hands its seat's secret to a tab of the
 * same viewer that asks for it (a second tab has its own sessionStorage).
 */
import type { Timeline } from "./protocol";

export interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export type ChannelFactory = (name: string) => ChannelLike;

export type TabMessage =
  /** From the server (with its version), or a tab's own action not yet confirmed. */
  | { from: string; confirmed: boolean; timeline: Timeline }
  /** The seat's secret, from a tab that holds the seat. */
  | { from: string; seat: string }
  /** A tab of this viewer needs the seat's secret. */
  | { from: string; seatAsk: true };

export interface TabHandlers {
  onTimeline(confirmed: boolean, timeline: Timeline): void;
  onSeat(secret: string): void;
  onSeatAsk(): void;
}

const SECRET = /^[A-Za-z0-9_-]{16,64}$/;

function isTimeline(value: unknown): value is Timeline {
  if (typeof value !== "object" || value === null) return false;
  const timeline = value as Partial<Timeline>;
  return (
    typeof timeline.paused === "boolean" &&
    typeof timeline.position === "number" &&
    typeof timeline.rate === "number" &&
    typeof timeline.serverTime === "number" &&
    typeof timeline.version === "number"
  );
}

/** The platform's BroadcastChannel, when there is one. */
export function defaultChannelFactory(): ChannelFactory | null {
  const Channel = (globalThis as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
  return Channel ? (name) => new Channel(name) : null;
}

export class TabChannel {
  readonly #create: ChannelFactory | null;
  readonly #tabId: string;
  readonly #log: (message: string, detail?: unknown) => void;
  #channel: ChannelLike | null = null;

  constructor(
    create: ChannelFactory | null,
    tabId: string,
    log: (message: string, detail?: unknown) => void,
  ) {
    this.#create = create;
    this.#tabId = tabId;
    this.#log = log;
  }

  /** Other tabs can be reached (a BroadcastChannel is open). */
  get open(): boolean {
    return this.#channel !== null;
  }

  join(room: string, handlers: TabHandlers): void {
    this.close();
    if (!this.#create) return;
    try {
      const channel = this.#create(`sinema-sync:${room}`);
      channel.onmessage = (event) => this.#receive(event.data, handlers);
      this.#channel = channel;
    } catch (error) {
      this.#log("no BroadcastChannel; tabs of this browser sync through the server only", error);
    }
  }

  close(): void {
    this.#channel?.close();
    this.#channel = null;
  }

  postTimeline(confirmed: boolean, timeline: Timeline): void {
    this.#post({ from: this.#tabId, confirmed, timeline });
  }

  postSeat(secret: string): void {
    this.#post({ from: this.#tabId, seat: secret });
  }

  askSeat(): void {
    this.#post({ from: this.#tabId, seatAsk: true });
  }

  #post(message: TabMessage) {
    try {
      this.#channel?.postMessage(message);
    } catch (error) {
      this.#log("could not tell the other tabs", error);
    }
  }

  #receive(data: unknown, handlers: TabHandlers) {
    if (typeof data !== "object" || data === null) return;
    const message = data as Partial<Record<string, unknown>>;
    if (typeof message.from !== "string" || message.from === this.#tabId) return;
    if (typeof message.confirmed === "boolean" && isTimeline(message.timeline)) {
      handlers.onTimeline(message.confirmed, message.timeline);
    } else if (typeof message.seat === "string" && SECRET.test(message.seat)) {
      handlers.onSeat(message.seat);
    } else if (message.seatAsk === true) {
      handlers.onSeatAsk();
    }
  }
}
