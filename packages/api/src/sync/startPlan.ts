import {
  CATCH_UP_WITHIN_S,
  MAX_CATCH_UP_NUDGE,
  MAX_NUDGE,
  MAX_START_LEAD_MS,
  MAX_START_WAIT_S,
  PLAY_AT_ONCE_S,
  RATE_START_S,
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
    const share = Math.min(MAX_CATCH_UP_NUDGE, Math.max(MAX_NUDGE, behind / CATCH_UP_WITHIN_S));
    const nudge = roomRate * share;
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
