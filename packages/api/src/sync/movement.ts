import { MAX_START_LATENCY_MS, MIN_PROGRESS_S } from "./constants";
import type { PlayerState } from "./player";

/**
 * When a player that was sent moving from `from` (seconds) really started to
 * move, judged from a later position report: the report's position, wound
 * back at the report's rate. Undefined while the report shows no progress
 * yet (still decoding after a seek, or not started), or the player is paused.
 */
export function movedAt(from: number, report: PlayerState): number | undefined {
  if (report.paused || report.rate <= 0) return undefined;
  const progress = report.currentTime - from;
  if (progress < MIN_PROGRESS_S || progress > 5) return undefined; // No progress, or not the same run.
  return report.at - (progress / report.rate) * 1000;
}

/**
 * What the player's start-up takes: from an event (the viewer's own play or
 * seek while playing, seen as "play" or "seeked"; or our "play" command) to
 * the moment its position really moves. One figure per kind, learned from the
 * first report that shows progress each time, half old and half new; 0 until
 * measured (a guess could be wrong either way; the first error is corrected).
 */
export type MoveKind = "ownPlay" | "ownSeek" | "start";

export class MoveLatency {
  readonly #learned = new Map<MoveKind, number>();

  /** Milliseconds from the event to the first movement, as learned so far. */
  of(kind: MoveKind): number {
    return this.#learned.get(kind) ?? 0;
  }

  /** One measurement: the event at `since` (local ms), movement from `moved`. */
  learn(kind: MoveKind, since: number, moved: number): void {
    const took = Math.min(MAX_START_LATENCY_MS, Math.max(0, moved - since));
    const before = this.#learned.get(kind);
    this.#learned.set(kind, before === undefined ? took : 0.5 * before + 0.5 * took);
  }
}
