import { CLOCK_DRIFT_RATE, CLOCK_MAX_SAMPLES, CLOCK_WINDOW_MS } from "./constants";

export interface ClockSample {
  /** Server clock minus local clock, in ms, from this ping alone. */
  offset: number;
  roundTrip: number;
  /** Local ms when the answer came back. */
  receivedAt: number;
  /** The offset is at most this: the server's stamp minus our send time (up delay ≥ 0). */
  high: number;
  /** ...and at least this: the server's stamp minus our receive time (down delay ≥ 0). */
  low: number;
}

/**
 * NTP-style estimate of the server's clock that holds under asymmetric jitter.
 *
 * A ping sent at local `sent`, stamped `server` on arrival and back at local
 * `received` says: offset = server − sent − up = server − received + down.
 * The delays are unknown but not negative, so the true offset lies in
 * [server − received, server − sent], an interval as wide as the round trip.
 * Every ping of the window (CLOCK_WINDOW_MS: the burst on connecting plus a
 * ping per 3 s heartbeat) narrows it: the estimate is the middle of the
 * intersection of all their intervals, [max(server − received),
 * min(server − sent)], i.e. the fastest uplink and the fastest downlink seen,
 * each from whichever ping had it. That is minimum-delay filtering of each
 * direction on its own, which beats taking the one ping with the lowest
 * round trip: a slow leg in one direction no longer spoils the other.
 *
 * The asymmetry bound, stated. With up_min and down_min the path's fastest
 * one-way delays and U, D the fastest of the window's pings:
 *   error = ((U − up_min) − (D − down_min)) / 2 + (up_min − down_min) / 2.
 * The first term shrinks as the window fills (jitter of 150 ± 50 ms each way
 * leaves a few ms after a minute of pings); the second, a constant asymmetry
 * of the path (a slower uplink), is invisible to any two-way exchange and is
 * not corrected. Whatever the delays, |error| ≤ `uncertainty`, half the
 * intersection's width, which is at most half the lowest round trip.
 *
 * Samples age: the two clocks may run apart by CLOCK_DRIFT_RATE, so an old
 * interval is widened by that much per ms of age. A sample whose interval
 * misses the others' altogether means the local clock was set (a jump):
 * everything before it is dropped.
 */
export class ClockSync {
  #samples: ClockSample[] = [];

  /** A pong: sent at `sentAt`, stamped `serverTime` by the server, back at `receivedAt` (local ms). */
  addSample(sentAt: number, serverTime: number, receivedAt: number): void {
    const roundTrip = receivedAt - sentAt;
    if (roundTrip < 0) return;
    const sample: ClockSample = {
      offset: serverTime - (sentAt + receivedAt) / 2,
      roundTrip,
      receivedAt,
      high: serverTime - sentAt,
      low: serverTime - receivedAt,
    };
    this.#samples = this.#samples.filter(
      (kept) => receivedAt - kept.receivedAt <= CLOCK_WINDOW_MS && kept.receivedAt <= receivedAt,
    );
    const before = this.#bounds(receivedAt);
    // 1 ms of slack: the server stamps whole milliseconds.
    if (before && (sample.low > before.high + 1 || sample.high < before.low - 1)) {
      this.#samples = [];
    }
    this.#samples.push(sample);
    if (this.#samples.length > CLOCK_MAX_SAMPLES) this.#samples.shift();
  }

  /** The ping with the lowest round trip in the window. */
  get best(): ClockSample | undefined {
    let best: ClockSample | undefined;
    for (const sample of this.#samples)
      if (!best || sample.roundTrip < best.roundTrip) best = sample;
    return best;
  }

  /** 0 until the first sample: the local clock is the best guess then. */
  get offset(): number {
    const bounds = this.#current();
    return bounds ? (bounds.low + bounds.high) / 2 : 0;
  }

  /** The most the offset can be off (ms), whatever the asymmetry: Infinity before any sample. */
  get uncertainty(): number {
    const bounds = this.#current();
    return bounds ? Math.max(0, bounds.high - bounds.low) / 2 : Infinity;
  }

  /** The shared (server) clock now, from the local clock now. */
  toShared(localNow: number): number {
    return localNow + this.offset;
  }

  #current() {
    const newest = this.#samples.at(-1);
    return newest ? this.#bounds(newest.receivedAt) : undefined;
  }

  /** The intersection of the samples' intervals, each widened by its age, as of `now`. */
  #bounds(now: number): { low: number; high: number } | undefined {
    if (this.#samples.length === 0) return undefined;
    let low = -Infinity;
    let high = Infinity;
    for (const sample of this.#samples) {
      const slack = Math.max(0, now - sample.receivedAt) * CLOCK_DRIFT_RATE;
      low = Math.max(low, sample.low - slack);
      high = Math.min(high, sample.high + slack);
    }
    // Crossed bounds (rounding, a drifting clock): the middle is still the best guess.
    return { low, high };
  }
}
