import {
  CLOSE_WITHIN_S,
  HARD_DRIFT_S,
  MAX_NUDGE,
  RATE_HOLD_MS,
  RATE_START_S,
  RATE_STEP,
  RATE_STOP_S,
  STOP_AHEAD_MS,
} from "./constants";

export type Correction =
  | { kind: "none" }
  /** Set this rate; with `backAfterMs`, back to the base rate that much later (the gap closes then). */
  | { kind: "rate"; rate: number; backAfterMs?: number }
  | { kind: "seek" };

/** The correcting rate for `drift`: closes it within CLOSE_WITHIN_S, at most MAX_NUDGE off, in RATE_STEPs. */
function rateFor(drift: number, baseRate: number): number {
  const share = Math.min(MAX_NUDGE, Math.abs(drift) / CLOSE_WITHIN_S);
  const steps = Math.max(1, Math.round(Number(((baseRate * share) / RATE_STEP).toFixed(6))));
  return Number((baseRate - Math.sign(drift) * steps * RATE_STEP).toFixed(6));
}

/**
 * How to bring a playing player back onto the room's timeline, decided on
 * each position report (every 200-250 ms). `drift` is the player's position
 * minus the timeline's, in seconds (positive: ahead), as the position
 * estimate has it (the least delayed report of the last second, carried along
 * the rates the player ran at: the report-delay noise is filtered before it
 * gets here); `currentRate` is the rate the player was set to, `sinceChangeMs`
 * how long ago.
 *
 * - Drift of HARD_DRIFT_S or more seeks (a scheduled seek: exact however long
 *   the seek takes).
 * - Below it the rate corrects, in both directions and in proportion: slower
 *   when ahead, faster when behind, by drift / CLOSE_WITHIN_S (a 50 ms gap at
 *   5 % closes in a second, a 10 ms one at 1 %), within MAX_NUDGE of the base
 *   rate, in RATE_STEP steps.
 * - Deadband: a correction starts past RATE_START_S; estimate noise of a few
 *   ms leaves the rate alone.
 * - Few commands, no oscillation: a correction keeps its rate while the gap
 *   closes, and when it will have closed before the next report or so
 *   (STOP_AHEAD_MS), the base rate comes back exactly then (`backAfterMs`):
 *   two rate commands per correction, and nothing left to swing past. One
 *   that finds the drift on its wrong side, or under RATE_STOP_S, stops at
 *   once; one that falls further behind (a stall) is strengthened. A new or
 *   stronger correction waits RATE_HOLD_MS after the last change.
 */
export function correctDrift(
  drift: number,
  currentRate: number,
  baseRate: number,
  sinceChangeMs = Infinity,
): Correction {
  const size = Math.abs(drift);
  if (size >= HARD_DRIFT_S) return { kind: "seek" };
  const offset = Number((currentRate - baseRate).toFixed(6));
  const backAfter = (rate: number): Correction => {
    const closesInMs = (size / Math.abs(rate - baseRate)) * 1000;
    return closesInMs <= STOP_AHEAD_MS
      ? { kind: "rate", rate, backAfterMs: Math.round(closesInMs) }
      : { kind: "rate", rate };
  };

  if (offset === 0) {
    if (size < RATE_START_S || sinceChangeMs < RATE_HOLD_MS) return { kind: "none" };
    return backAfter(rateFor(drift, baseRate));
  }
  if (size < RATE_STOP_S || Math.sign(offset) === Math.sign(drift)) {
    return { kind: "rate", rate: baseRate };
  }
  const wanted = rateFor(drift, baseRate);
  if (Math.abs(wanted - baseRate) > Math.abs(offset) + RATE_STEP && sinceChangeMs >= RATE_HOLD_MS) {
    return backAfter(wanted); // Falling further behind than the correction makes up.
  }
  const closing = backAfter(currentRate);
  return closing.kind === "rate" && closing.backAfterMs !== undefined ? closing : { kind: "none" };
}
