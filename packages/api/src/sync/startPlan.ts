import {
  AFTER_START_CATCH_UP_WITHIN_S,
  CATCH_UP_WITHIN_S,
  HARD_DRIFT_S,
  MAX_CATCH_UP_NUDGE,
  MAX_NUDGE,
  MAX_START_LEAD_MS,
  MAX_START_WAIT_S,
  PLAY_AT_ONCE_S,
  RATE_START_S,
  RATE_STOP_S,
  START_LEAD_MS,
} from "./constants";

/**
 * How a paused player joins a room that plays (pure: decided from numbers,
 * carried out by steering.ts, as drift.ts decides the corrections).
 */
export type StartPlan =
  /** Play now at `rate`, faster than the room, and back to the room's rate after `backAfterMs`. */
  | { kind: "catchUp"; rate: number; backAfterMs: number }
  /** Play once `waitMs` have passed (0: now): the room comes to this frame then. */
  | { kind: "wait"; waitMs: number }
  /** Too far off either way: seek ahead and start on schedule (scheduledLeadMs). */
  | { kind: "schedule" };

/**
 * `behind`: how far (seconds) the room will be ahead of the player's frame
 * once the player moves, `startUpMs` from now; `roomRate`: the room's rate.
 *
 * - The room a network delay ahead (both were paused together and the other
 *   viewer pressed play), up to PLAY_AT_ONCE_S: play now, faster until caught
 *   up within CATCH_UP_WITHIN_S (between MAX_NUDGE and MAX_CATCH_UP_NUDGE
 *   faster): the other viewer's play shows a network delay after it was made.
 * - The room not there yet (by up to MAX_START_WAIT_S), or there within the
 *   deadband: play as the room passes this frame, or now when it has.
 * - Otherwise a seek and a scheduled start.
 */
export function planStart(behind: number, roomRate: number, startUpMs: number): StartPlan {
  if (behind > RATE_START_S && behind <= PLAY_AT_ONCE_S) {
    const nudge = catchUpNudge(behind, roomRate, CATCH_UP_WITHIN_S);
    return {
      kind: "catchUp",
      rate: Number((roomRate + nudge).toFixed(6)),
      backAfterMs: startUpMs + (behind / nudge) * 1000,
    };
  }
  if (behind >= -MAX_START_WAIT_S && behind <= PLAY_AT_ONCE_S) {
    return { kind: "wait", waitMs: Math.max(0, (-behind / roomRate) * 1000) };
  }
  return { kind: "schedule" };
}

/**
 * How far ahead a scheduled start is set (ms): long enough for the seek before
 * it (the learned seek time, with room to spare), within START_LEAD_MS and
 * MAX_START_LEAD_MS.
 */
export function scheduledLeadMs(seekMs: number): number {
  return Math.min(MAX_START_LEAD_MS, Math.max(START_LEAD_MS, seekMs * 1.5));
}

/** How much faster than the room (rate) closes `behind` seconds within `withinS`, in bounds. */
function catchUpNudge(behind: number, roomRate: number, withinS: number): number {
  return roomRate * Math.min(MAX_CATCH_UP_NUDGE, Math.max(MAX_NUDGE, behind / withinS));
}

/**
 * A start just seen moving `drift` seconds off the room's line (negative:
 * behind; it took longer or shorter than learned): the rate that closes it
 * within AFTER_START_CATCH_UP_WITHIN_S (behind: as a start's catch-up; ahead:
 * no slower than a correction) and when the room's rate comes back. Null
 * within the deadband, and from HARD_DRIFT_S on (a seek's business).
 */
export function planAfterStart(
  drift: number,
  roomRate: number,
): { rate: number; backAfterMs: number } | null {
  const size = Math.abs(drift);
  if (size <= RATE_START_S || size >= HARD_DRIFT_S) return null;
  const nudge =
    drift < 0 ? catchUpNudge(size, roomRate, AFTER_START_CATCH_UP_WITHIN_S) : roomRate * MAX_NUDGE;
  return {
    rate: Number((roomRate - Math.sign(drift) * nudge).toFixed(6)),
    backAfterMs: Math.round((size / nudge) * 1000),
  };
}

/**
 * A catch-up running at `rate`, its player `drift` seconds off the room's
 * line now: in how many ms the room's rate comes back; 0 (now) once on the
 * line or past it, or when the rate does not close the gap.
 */
export function catchUpEndsInMs(drift: number, rate: number, roomRate: number): number {
  const nudge = rate - roomRate;
  if (nudge === 0 || Math.sign(nudge) === Math.sign(drift) || Math.abs(drift) < RATE_STOP_S) {
    return 0;
  }
  return Math.round((Math.abs(drift) / Math.abs(nudge)) * 1000);
}
