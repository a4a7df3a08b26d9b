import {
  HARD_DRIFT_S,
  MAX_NUDGE,
  NUDGE_GAIN,
  NUDGE_START_S,
  NUDGE_STOP_S,
  RATE_STEP,
} from "./constants";

export type Correction = { kind: "none" } | { kind: "rate"; rate: number } | { kind: "seek" };

/**
 * How to bring a playing player back onto the room's timeline: a pure
 * proportional controller, run on each position report (every 200-250 ms).
 * `drift` is the player's position minus the timeline's, in seconds
 * (positive: ahead). Drift over HARD_DRIFT_S seeks (a scheduled seek, exact
 * however long it takes). Below it, the rate is set to
 *
 *   baseRate × (1 − NUDGE_GAIN × drift), within baseRate × (1 ± MAX_NUDGE),
 *
 * slower when ahead, faster when behind: the drift then shrinks by
 * NUDGE_GAIN × drift per second (a 50 ms gap is at the MAX_NUDGE ceiling and
 * closes within a second), and as NUDGE_GAIN × report interval < 1 each
 * report takes away less than the drift there is: it never overshoots, so
 * it cannot oscillate. Rates go in RATE_STEP steps (a jittery estimate does
 * not send a command per report); the correction starts at NUDGE_START_S and
 * goes on until under NUDGE_STOP_S (hysteresis), then the base rate is back.
 */
export function correctDrift(drift: number, currentRate: number, baseRate: number): Correction {
  const size = Math.abs(drift);
  if (size >= HARD_DRIFT_S) return { kind: "seek" };
  const nudging = currentRate !== baseRate;
  if (size < (nudging ? NUDGE_STOP_S : NUDGE_START_S)) {
    return nudging ? { kind: "rate", rate: baseRate } : { kind: "none" };
  }
  const nudge = Math.min(MAX_NUDGE, Math.max(-MAX_NUDGE, drift * NUDGE_GAIN));
  // Rounded towards the base rate: a step is never more than the drift asks for.
  const steps = Math.trunc(Number(((baseRate * nudge) / RATE_STEP).toFixed(6)));
  const rate = Number((baseRate - steps * RATE_STEP).toFixed(4));
  if (rate === baseRate) return nudging ? { kind: "rate", rate: baseRate } : { kind: "none" };
  return rate === currentRate ? { kind: "none" } : { kind: "rate", rate };
}
