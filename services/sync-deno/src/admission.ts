/**
 * Who may come in, before the socket protocol starts (handler.ts): the
 * handshake's path, method and Origin, what one address may hold at once and
 * open in a minute, and how many frames a connection may send in a second.
 * Per instance and in memory: it bounds work, not access.
 */
export const ROOM_PATH = /^\/rooms\/([A-Z0-9]{6})$/;
const MINUTE_MS = 60_000;

/** What the transport knows of a WebSocket handshake before upgrading it. */
export interface Handshake {
  path: string;
  method: string;
  origin: string | null;
  /** The peer's IP address. */
  address: string;
}

export type Admission =
  | { ok: true; roomId: string }
  | { ok: false; status: number; text: string };

/** Pages from the allowed origins; no Origin at all (not a browser) only when configured. */
export function originPolicy(
  allowedOrigins: readonly string[] | "*",
  allowNoOrigin: boolean,
): (origin: string | null) => boolean {
  return (origin) => {
    if (origin === null) return allowNoOrigin;
    return allowedOrigins === "*" || allowedOrigins.includes(origin);
  };
}

/** Whether a WebSocket handshake may be upgraded, and into which room. */
export function admitHandshake(
  handshake: Handshake,
  originAllowed: (origin: string | null) => boolean,
): Admission {
  const match = ROOM_PATH.exec(handshake.path);
  if (!match) return { ok: false, status: 404, text: "Not found" };
  if (handshake.method !== "GET") return { ok: false, status: 405, text: "Method not allowed" };
  if (!originAllowed(handshake.origin)) {
    return {
      ok: false,
      status: 403,
      text: handshake.origin === null
        ? "A handshake without Origin is refused (native clients: SYNC_ALLOW_NO_ORIGIN=1)"
        : "Origin not allowed",
    };
  }
  return { ok: true, roomId: match[1]! };
}

/** Open connections and joins of the last minute, by peer address. */
export class AddressLimits {
  readonly #open = new Map<string, number>();
  /** Times of the joins of the last minute (at most maxJoinsPerMinute each). */
  readonly #joins = new Map<string, number[]>();

  constructor(
    readonly maxConnections: number,
    readonly maxJoinsPerMinute: number,
  ) {}

  /** Counts a connection of this address, or answers false when it holds the most already. */
  open(address: string): boolean {
    const open = this.#open.get(address) ?? 0;
    if (open >= this.maxConnections) return false;
    this.#open.set(address, open + 1);
    return true;
  }

  /** A connection that `open` counted has closed. */
  closed(address: string): void {
    const left = (this.#open.get(address) ?? 1) - 1;
    if (left > 0) this.#open.set(address, left);
    else this.#open.delete(address);
  }

  /** Counts a join of this address, or answers false when it made too many this minute. */
  join(address: string, now: number): boolean {
    const recent = (this.#joins.get(address) ?? []).filter((at) => now - at < MINUTE_MS);
    this.#joins.set(address, recent);
    if (recent.length >= this.maxJoinsPerMinute) return false;
    recent.push(now);
    return true;
  }

  /** Forgets addresses with no join in the last minute. */
  sweep(now: number): void {
    for (const [address, times] of this.#joins) {
      if (times.every((at) => now - at >= MINUTE_MS)) this.#joins.delete(address);
    }
  }
}

/** The frames one connection sent in its current second, against the most a second allows. */
export class FrameRate {
  #secondStart: number;
  #count = 0;

  constructor(
    now: number,
    readonly maxPerSecond: number,
  ) {
    this.#secondStart = now;
  }

  /** Counts a frame that arrived at `now`; false when it is over the second's allowance. */
  allow(now: number): boolean {
    if (now - this.#secondStart >= 1000) {
      this.#secondStart = now;
      this.#count = 0;
    }
    this.#count += 1;
    return this.#count <= this.maxPerSecond;
  }
}
