import { ESTIMATE_WINDOW_MS, MAX_REPORT_DELAY_S, SEEK_JUMP_S } from "./constants";
import { positionNow, type PlayerState } from "./player";

/**
 * Where a playing player is, from its position reports. Each report arrives
 * late by however long its postMessage took (from the player's process: a
 * few ms, or tens on a busy machine, different every time), so taken alone
 * it puts the player behind where it is, by a varying amount, and the rate
 * nudges would chase that noise. Extrapolated to now, every report is a
 * lower bound of the position; as with the clock's pings, the least delayed
 * one (the highest bound) of the last moment is the best estimate.
 * A report that breaks the run (paused, another rate, a jump) starts afresh;
 * reports expire, and a report further behind the others than any delivery
 * delay explains means the player stalled: the ones before it are dropped.
 */
export class PositionEstimate {
  #run: PlayerState[] = [];

  /** A position report (timeupdate) of the player. */
  add(state: PlayerState): void {
    const last = this.#run.at(-1);
    const continues =
      last !== undefined &&
      !state.paused &&
      !last.paused &&
      state.rate === last.rate &&
      Math.abs(state.currentTime - positionNow(last, state.at)) <= SEEK_JUMP_S;
    if (!continues) {
      this.reset(state);
      return;
    }
    // A report further ahead of this one than any delivery delay explains is from before
    // the player stopped advancing (a stall): it no longer says where the player is.
    this.#run = this.#run.filter(
      (report) =>
        state.at - report.at < ESTIMATE_WINDOW_MS &&
        positionNow(report, state.at) - state.currentTime <= MAX_REPORT_DELAY_S,
    );
    this.#run.push(state);
  }

  /** Starts afresh (a seek, play or pause), from this state when given. */
  reset(state?: PlayerState): void {
    this.#run = state ? [state] : [];
  }

  /** The position at local time `now` (seconds), or undefined before any report. */
  at(now: number): number | undefined {
    if (this.#run.length === 0) return undefined;
    return Math.max(...this.#run.map((report) => positionNow(report, now)));
  }
}
