import { CLOCK_DRIFT_RATE, CLOCK_MAX_SAMPLES, CLOCK_WINDOW_MS } from "./constants";

export interface ClockSample {
  /** Local ms when the ping went out and when its pong came back. */
  sentAt: number;
  receivedAt: number;
  /** The offset (server clock minus local clock, ms) is at least this: server − received... */
  low: number;
  /** ...and at most this: server − sent (neither leg of the trip takes less than nothing). */
  high: number;
}

/** Whole milliseconds on both clocks: a bound may be off by one. */
const ROUNDING_MS = 1;

/**
 * The server's clock, from pings (a burst on connecting, then one per
 * heartbeat), in a way that holds under asymmetric jitter.
 *
 * A ping sent at local `sent`, stamped `server` by the server and back at
 * local `received` says: offset = server − sent − up = server − received +
 * down, with the one-way delays up and down unknown but not negative. So the
 * offset lies in [server − received, server − sent], an interval as wide as
 * the round trip. Every ping of the last CLOCK_WINDOW_MS narrows it: the
 * estimate is the middle of the intersection of their intervals,
 * [max(server − received), min(server − sent)]. That is the fastest uplink
 * and the fastest downlink of the window, each from whichever ping had it:
 * minimum-delay filtering of each direction on its own, which beats taking
 * the one ping with the lowest round trip (a slow leg one way no longer
 * spoils the other, and a minute of pings is likely to hold a fast one each
 * way).
 *
 * The asymmetry bound. With up₀ and down₀ the path's fastest one-way delays
 * and U, D the fastest of the window's pings:
 *
 *   error = ((U − up₀) − (D − down₀)) / 2 + (up₀ − down₀) / 2.
 *
 * The first term is what jitter leaves, and shrinks as the window fills
 * (150 ± 50 ms each way: a few ms after a minute of pings); it is never more
 * than `uncertainty`, half the intersection's width, itself at most half the
 * lowest round trip. The second, a constant asymmetry of the path (an uplink
 * slower than the downlink, always), no two-way exchange can see: it is not
 * corrected, and two viewers on paths asymmetric in the same way are off by
 * the same amount (only the difference between them counts for being in
 * step).
 *
 * Samples age: the two clocks may run apart by CLOCK_DRIFT_RATE, so an old
 * interval is widened by that much per ms of age. A pong whose interval
 * misses the others' altogether means a clock was set (a jump): the samples
 * before it are dropped.
 */
export class ClockSync {
  #samples: ClockSample[] = [];

  /** A pong: sent at `sentAt`, stamped `serverTime` by the server, back at `receivedAt` (local ms). */
  addSample(sentAt: number, serverTime: number, receivedAt: number): void {
    if (receivedAt < sentAt) return;
    const sample: ClockSample = {
      sentAt,
      receivedAt,
      low: serverTime - receivedAt,
      high: serverTime - sentAt,
    };
    this.#samples = this.#samples.filter(
      (kept) => kept.receivedAt <= receivedAt && receivedAt - kept.receivedAt <= CLOCK_WINDOW_MS,
    );
    const before = this.#bounds(receivedAt);
    if (
      before &&
      (sample.low > before.high + 2 * ROUNDING_MS || sample.high < before.low - 2 * ROUNDING_MS)
    ) {
      this.#samples = []; // A clock was set since: the older samples say nothing any more.
    }
    this.#samples.push(sample);
    if (this.#samples.length > CLOCK_MAX_SAMPLES) this.#samples.shift();
  }

  /** The pings the estimate stands on, oldest first. */
  get samples(): readonly ClockSample[] {
    return this.#samples;
  }

  /** Server clock minus local clock (ms): 0 until the first pong (the local clock is the best guess then). */
  get offset(): number {
    const bounds = this.#current();
    return bounds ? (bounds.low + bounds.high) / 2 : 0;
  }

  /** The most the offset can be off (ms), constant path asymmetry aside: Infinity before any pong. */
  get uncertainty(): number {
    const bounds = this.#current();
    return bounds ? Math.max(0, bounds.high - bounds.low) / 2 + ROUNDING_MS : Infinity;
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
      const slack = (now - sample.receivedAt) * CLOCK_DRIFT_RATE;
      low = Math.max(low, sample.low - slack);
      high = Math.min(high, sample.high + slack);
    }
    // Bounds crossed by rounding: the middle is still the best guess.
    return { low, high };
  }
}
