import { FIRST_LATENCY_GUESS_MS, LATENCY_SAMPLES, MAX_LATENCY_MS } from "./constants";

/**
 * What the steering times on its player, each learned on its own:
 * - `ownPlay`: the viewer pressed play (from the "play" event to moving);
 * - `ownSeek`: the viewer sought while playing (from "seeked" to moving again:
 *   Chromium decodes for ~80 ms after "seeked" before the position moves);
 * - `ownSeeking`: the same, timed from the seek's beginning ("seeking") for
 *   players that report it: the seek itself and the decode after it;
 * - `start`: our "play" command (a scheduled start, or one at once) to moving;
 * - `seek`: our seek command to its "seeked".
 */
export type LatencyKind = "ownPlay" | "ownSeek" | "ownSeeking" | "start" | "seek";

/**
 * How long the player takes for each kind of thing, learned from each time
 * it does it: the median of the last LATENCY_SAMPLES measurements, so one
 * slow time (the first start after the page loaded, a busy moment of the
 * machine) does not set the figure, and a lasting change does after a few.
 * Unmeasured, the given first guess.
 */
export class Latencies {
  readonly #measured = new Map<LatencyKind, number[]>();
  readonly #guesses: Readonly<Record<LatencyKind, number>>;

  /** `guesses`: the times (ms) before any is measured; Chromium's by default. */
  constructor(guesses: Readonly<Record<LatencyKind, number>> = FIRST_LATENCY_GUESS_MS) {
    this.#guesses = guesses;
  }

  /** An independent copy: the steering's pure step changes a copy, never the state it was given. */
  clone(): Latencies {
    const copy = new Latencies(this.#guesses);
    for (const [kind, measured] of this.#measured) copy.#measured.set(kind, measured);
    return copy;
  }

  /** Milliseconds, as learned so far, or `guess` before any measurement. */
  of(kind: LatencyKind, guess: number = this.#guesses[kind]): number {
    const sorted = [...(this.#measured.get(kind) ?? [])].sort((a, b) => a - b);
    if (sorted.length === 0) return guess;
    const middle = sorted.length / 2;
    return Number.isInteger(middle)
      ? (sorted[middle - 1]! + sorted[middle]!) / 2
      : sorted[Math.floor(middle)]!;
  }

  /** One measurement: it began at `since` and was done at `doneAt` (local ms). */
  learn(kind: LatencyKind, since: number, doneAt: number): void {
    const took = Math.min(MAX_LATENCY_MS, Math.max(0, doneAt - since));
    const measured = [...(this.#measured.get(kind) ?? []), took];
    this.#measured.set(kind, measured.slice(-LATENCY_SAMPLES));
  }
}
