/**
 * The connection to the sync service: opens it, comes back after a drop with
 * jittered exponential back-off, closes a connection that went silent (a
 * half-open one never closes by itself), and measures the shared clock with
 * pings (a burst on each open; the client pings every
 * CLOCK_PING_INTERVAL_MS once in a room).
 */
import type { ClockSync } from "./clockSync";
import {
  CLOCK_BURST_PINGS,
  CLOCK_BURST_SPACING_MS,
  RECONNECT_BASE_MS,
  RECONNECT_FACTOR,
  RECONNECT_MAX_MS,
  RECONNECT_NOW_SPREAD_MS,
  SERVER_SILENCE_MS,
} from "./constants";
import {
  type ClientMessage,
  encodeClientMessage,
  parseServerFrame,
  type ServerMessage,
} from "./protocol";

/** The part of the WebSocket API the client uses (the platform's, or `ws` in Node). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "open", listener: () => void): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "close", listener: (event: { code: number }) => void): void;
  addEventListener(type: "error", listener: () => void): void;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

const OPEN = 1;
/** Closed by us because the service went silent. */
export const CLOSE_SILENT = 4000;

export interface ReconnectingSocketOptions {
  createSocket: WebSocketFactory;
  clock: ClockSync;
  now: () => number;
  /** In [0, 1): jitter of the back-off. */
  random: () => number;
  log: (message: string, detail?: unknown) => void;
  /** The connection is open: time to join. */
  onOpen(): void;
  /** Every valid frame of the server except pongs (the clock takes those). */
  onMessage(message: ServerMessage): void;
  /**
   * The connection is gone; answer whether to come back with back-off
   * ("retry"), at once ("now": the service asked for it) or stay away.
   */
  onDown(code: number): "retry" | "now" | "stop";
}

export class ReconnectingSocket {
  readonly #options: ReconnectingSocketOptions;
  #url: string | null = null;
  #socket: WebSocketLike | null = null;
  #attempt = 0;
  #lastServerMessageAt = 0;
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  readonly #burst = new Set<ReturnType<typeof setTimeout>>();
  #pingId = 0;
  readonly #pings = new Map<number, number>();

  constructor(options: ReconnectingSocketOptions) {
    this.#options = options;
  }

  get isOpen(): boolean {
    return this.#socket !== null && this.#socket.readyState === OPEN;
  }

  /** Connects to `url` and keeps connecting until stop(). */
  start(url: string): void {
    this.stop();
    this.#url = url;
    this.#attempt = 0;
    this.#open();
  }

  /** Closes for good (after sending `last`, when open), and forgets every timer. */
  stop(last?: ClientMessage): void {
    const socket = this.#socket;
    this.#socket = null;
    this.#url = null;
    if (socket) {
      if (last && socket.readyState === OPEN) this.#sendOn(socket, last);
      try {
        socket.close(1000, "left");
      } catch {
        // Closing a socket that never opened can throw; it is gone either way.
      }
    }
    if (this.#reconnectTimer !== null) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
    for (const timer of this.#burst) clearTimeout(timer);
    this.#burst.clear();
    this.#pings.clear();
  }

  /** Joined: the next drop starts the back-off from the beginning. */
  resetBackoff(): void {
    this.#attempt = 0;
  }

  /** Opens a new connection now (after a refusal that the client could mend). */
  reconnectNow(): void {
    if (this.#url === null || this.#socket !== null) return;
    if (this.#reconnectTimer !== null) clearTimeout(this.#reconnectTimer);
    this.#reconnectTimer = null;
    this.#open();
  }

  send(message: ClientMessage): boolean {
    const socket = this.#socket;
    if (!socket || socket.readyState !== OPEN) return false;
    return this.#sendOn(socket, message);
  }

  ping(): void {
    const id = this.#pingId++ % 2_147_483_647;
    const sentAt = this.#options.now();
    this.#pings.set(id, sentAt);
    this.send({ type: "ping", id, clientTime: sentAt });
  }

  /** Called periodically: a connection the service has been silent on is closed and renewed. */
  checkSilence(): void {
    const socket = this.#socket;
    if (
      !socket ||
      socket.readyState !== OPEN ||
      this.#options.now() - this.#lastServerMessageAt <= SERVER_SILENCE_MS
    ) {
      return;
    }
    this.#options.log("the sync service went silent; reconnecting");
    this.#socket = null;
    try {
      socket.close(CLOSE_SILENT, "silent");
    } catch {
      // Already closing.
    }
    this.#down(CLOSE_SILENT);
  }

  #open() {
    const url = this.#url;
    if (url === null) return;
    let socket: WebSocketLike;
    try {
      socket = this.#options.createSocket(url);
    } catch (error) {
      this.#options.log("could not open the sync connection", error);
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    this.#lastServerMessageAt = this.#options.now();
    socket.addEventListener("open", () => {
      if (this.#socket !== socket) return;
      this.#lastServerMessageAt = this.#options.now();
      this.ping();
      for (let i = 1; i < CLOCK_BURST_PINGS; i++) {
        const timer = setTimeout(() => {
          this.#burst.delete(timer);
          if (this.#socket === socket) this.ping();
        }, i * CLOCK_BURST_SPACING_MS);
        this.#burst.add(timer);
      }
      this.#options.onOpen();
    });
    socket.addEventListener("message", (event) => {
      if (this.#socket === socket) this.#onFrame(event.data);
    });
    socket.addEventListener("close", (event) => {
      if (this.#socket !== socket) return;
      this.#socket = null;
      this.#down(event.code);
    });
    socket.addEventListener("error", () => {
      // A close event follows; reconnecting starts there.
    });
  }

  #down(code: number) {
    this.#pings.clear();
    const next = this.#options.onDown(code);
    if (next === "now") this.#reconnectSoon();
    else if (next === "retry") this.#scheduleReconnect();
  }

  /** Comes back within RECONNECT_NOW_SPREAD_MS, the back-off left as it was. */
  #reconnectSoon() {
    if (this.#url === null || this.#reconnectTimer !== null) return;
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      this.#open();
    }, RECONNECT_NOW_SPREAD_MS * this.#options.random());
  }

  #scheduleReconnect() {
    if (this.#url === null || this.#reconnectTimer !== null) return;
    const ceiling = Math.min(
      RECONNECT_MAX_MS,
      RECONNECT_BASE_MS * RECONNECT_FACTOR ** this.#attempt,
    );
    // Half fixed, half random: clients dropped together do not come back together.
    const delay = ceiling / 2 + (ceiling / 2) * this.#options.random();
    this.#attempt += 1;
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      this.#open();
    }, delay);
  }

  #onFrame(data: unknown) {
    const now = this.#options.now();
    this.#lastServerMessageAt = now;
    const parsed = parseServerFrame(data);
    if (!parsed.ok) {
      this.#options.log(`ignored a frame from the sync service: ${parsed.reason}`);
      return;
    }
    const message = parsed.message;
    if (message.type === "pong") {
      const sentAt = this.#pings.get(message.id);
      this.#pings.delete(message.id);
      if (sentAt !== undefined) this.#options.clock.addSample(sentAt, message.serverTime, now);
      return;
    }
    this.#options.onMessage(message);
  }

  #sendOn(socket: WebSocketLike, message: ClientMessage): boolean {
    try {
      socket.send(encodeClientMessage(message));
      return true;
    } catch (error) {
      this.#options.log("could not send to the sync service", error);
      return false;
    }
  }
}
