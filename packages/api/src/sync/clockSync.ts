import { CLOCK_SAMPLES } from "./constants";

export interface ClockSample {
  /** Server clock minus local clock, in ms. */
  offset: number;
  roundTrip: number;
}

/**
 * NTP-style estimate of the server's clock. A sample with a short round trip
 * has little room for asymmetric delay, so of the last few samples the one
 * with the lowest round trip gives the offset.
 */
export class ClockSync {
  readonly #samples: ClockSample[] = [];

  /** A pong: sent at `sentAt`, stamped `serverTime` by the server, back at `receivedAt` (local ms). */
  addSample(sentAt: number, serverTime: number, receivedAt: number): void {
    const roundTrip = receivedAt - sentAt;
    if (roundTrip < 0) return;
    this.#samples.push({ offset: serverTime - (sentAt + receivedAt) / 2, roundTrip });
    if (this.#samples.length > CLOCK_SAMPLES) this.#samples.shift();
  }

  get best(): ClockSample | undefined {
    let best: ClockSample | undefined;
    for (const sample of this.#samples) {
      if (!best || sample.roundTrip < best.roundTrip) best = sample;
    }
    return best;
  }

  /** 0 until the first sample: the local clock is the best guess then. */
  get offset(): number {
    return this.best?.offset ?? 0;
  }

  /** The shared (server) clock now, from the local clock now. */
  toShared(localNow: number): number {
    return localNow + this.offset;
  }
}
