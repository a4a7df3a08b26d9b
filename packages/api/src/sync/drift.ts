import { HARD_DRIFT_S, MAX_NUDGE, NUDGE_GAIN, NUDGE_START_S, NUDGE_STOP_S } from "./constants";

export type Correction = { kind: "none" } | { kind: "rate"; rate: number } | { kind: "seek" };

/** Rates are set in steps of half a percent, so a jittery estimate does not send a command per update. */
const RATE_STEP = 0.005;

/**
 * How to bring a playing player back onto the room's timeline.
 * `drift` is the player's position minus the timeline's, in seconds (positive: ahead).
 * Small drift nudges the rate a few percent (slower when ahead), with hysteresis
 * between NUDGE_START_S and NUDGE_STOP_S; drift over HARD_DRIFT_S seeks.
 */
export function correctDrift(drift: number, currentRate: number, baseRate: number): Correction {
  const size = Math.abs(drift);
  if (size >= HARD_DRIFT_S) return { kind: "seek" };
  const nudging = currentRate !== baseRate;
  if (size < (nudging ? NUDGE_STOP_S : NUDGE_START_S)) {
    return nudging ? { kind: "rate", rate: baseRate } : { kind: "none" };
  }
  const nudge = Math.min(MAX_NUDGE, Math.max(-MAX_NUDGE, drift * NUDGE_GAIN));
  const rate = Math.round((baseRate * (1 - nudge)) / RATE_STEP) * RATE_STEP;
  const rounded = Number(rate.toFixed(4));
  return rounded === currentRate ? { kind: "none" } : { kind: "rate", rate: rounded };
}
