import {
  ESTIMATE_WINDOW_MS,
  STALL_LAG_S,
  RATE_SETTLE_MS,
  SEEK_JUMP_S,
  STALL_CONFIRM_MS,
} from "./constants";
import type { PlayerState } from "./player";

interface Report {
  /** Local ms when the report arrived. */
  at: number;
  currentTime: number;
  paused: boolean;
}

/** From `start` (local ms) on the player runs at `rate`; `base` is the player clock then. */
interface RateSegment {
  start: number;
  rate: number;
  base: number;
}

/**
 * Where a playing player is, from its position reports. Each report arrives
 * late by however long its postMessage took (from the player's process: a
 * few ms, or tens on a busy machine, different every time), so taken alone
 * it puts the player behind where it is, by a varying amount, and the rate
 * corrections would chase that noise. Extrapolated to now, every report is a
 * lower bound of the position; as with the clock's pings, the least delayed
 * one (the highest bound) of the last moment is the best estimate.
 *
 * Reports are extrapolated along the rates the player ran at in between (the
 * rate commands, told with setRate), so a rate change does not throw the
 * estimate away: the filter keeps its reports while the rate is corrected,
 * and a freshly corrected player is not judged from a single late report
 * (which made the corrections chase the delay noise).
 *
 * A report that breaks the run (paused, a jump, a rate nobody set) starts
 * afresh; reports expire, and reports that keep lagging the others for a
 * while mean the player fell behind (a stall): the ones before are dropped
 * (a late one, or a few arriving together, are only late).
 */
export class PositionEstimate {
  #run: Report[] = [];
  #segments: RateSegment[] = [{ start: 0, rate: 1, base: 0 }];
  /** Since when (local ms) the reports lag the run by more than a delivery delay explains. */
  #laggingSince = Infinity;
  /** The last rate set, and when (a report may still show the one before for a moment). */
  #set = { rate: 1, at: -Infinity };

  /** The player runs at `rate` from local time `at` on (a rate command just sent to it). */
  setRate(rate: number, at: number): void {
    this.#set = { rate, at };
    const last = this.#segments.at(-1)!;
    if (this.#run.length === 0) {
      this.#segments = [{ start: at, rate, base: 0 }];
      return;
    }
    if (last.rate === rate) return;
    if (at <= last.start) {
      last.rate = rate;
      return;
    }
    this.#segments.push({ start: at, rate, base: this.#clock(at) });
  }

  /** A position report (timeupdate) of the player. */
  add(state: PlayerState): void {
    const last = this.#run.at(-1);
    const continues =
      last !== undefined &&
      !state.paused &&
      !last.paused &&
      state.at >= last.at &&
      // A rate nobody set here (or one set long ago that the player never took): start afresh.
      (state.rate === this.#rateAt(state.at) || state.at - this.#set.at < RATE_SETTLE_MS) &&
      Math.abs(state.currentTime - this.#extrapolate(last, state.at)) <= SEEK_JUMP_S;
    if (!continues) {
      this.reset(state);
      return;
    }
    // Reports well ahead of this one may be from before the player fell behind (a stall):
    // then they no longer say where the player is. Or this report is merely late (after
    // a busy moment of the page, the reports queued meanwhile arrive together, the first
    // of them far behind). A stall shows in reports that keep lagging as time goes by.
    const lagging = this.#run.some(
      (report) => this.#extrapolate(report, state.at) - state.currentTime > STALL_LAG_S,
    );
    this.#laggingSince = lagging ? Math.min(this.#laggingSince, state.at) : Infinity;
    const stalled = lagging && state.at - this.#laggingSince >= STALL_CONFIRM_MS;
    this.#run = this.#run.filter(
      (report) =>
        state.at - report.at < ESTIMATE_WINDOW_MS &&
        (!stalled || this.#extrapolate(report, state.at) - state.currentTime <= STALL_LAG_S),
    );
    this.#run.push({ at: state.at, currentTime: state.currentTime, paused: false });
    this.#trim();
  }

  /** Starts afresh (a seek, play or pause), from this state when given. */
  reset(state?: PlayerState): void {
    this.#run = state
      ? [{ at: state.at, currentTime: state.currentTime, paused: state.paused }]
      : [];
    this.#laggingSince = Infinity;
    if (!state) return;
    // Just after a rate command the player may still report the rate before it.
    const rate = state.at - this.#set.at < RATE_SETTLE_MS ? this.#set.rate : state.rate;
    this.#segments = [{ start: state.at, rate, base: 0 }];
  }

  /** How many reports the estimate stands on. */
  get reports(): number {
    return this.#run.length;
  }

  /** The position at local time `now` (seconds), or undefined before any report. */
  at(now: number): number | undefined {
    if (this.#run.length === 0) return undefined;
    return Math.max(...this.#run.map((report) => this.#extrapolate(report, now)));
  }

  /**
   * The local time (ms) at which the estimate has the player at `position`:
   * for a player that started moving from `position`, when it started.
   */
  timeOf(position: number): number | undefined {
    if (this.#run.length === 0) return undefined;
    // position − player clock is the same at every moment of the run: the best report's.
    const offset = Math.max(...this.#run.map((r) => r.currentTime - this.#clock(r.at)));
    const clock = position - offset;
    const segments = this.#segments;
    let index = segments.length - 1;
    while (index > 0 && segments[index]!.base > clock) index--;
    const segment = segments[index]!;
    return segment.start + ((clock - segment.base) / segment.rate) * 1000;
  }

  #extrapolate(report: Report, now: number): number {
    if (report.paused) return report.currentTime;
    return report.currentTime + this.#clock(now) - this.#clock(report.at);
  }

  /** The player clock: seconds of playback from the first segment's start to `at`. */
  #clock(at: number): number {
    const segments = this.#segments;
    let index = segments.length - 1;
    while (index > 0 && segments[index]!.start > at) index--;
    const segment = segments[index]!;
    return segment.base + ((at - segment.start) / 1000) * segment.rate;
  }

  #rateAt(at: number): number {
    let rate = this.#segments[0]!.rate;
    for (const segment of this.#segments) if (segment.start <= at) rate = segment.rate;
    return rate;
  }

  /** Drops the rate segments that ended before the oldest report. */
  #trim() {
    const oldest = this.#run[0]?.at;
    if (oldest === undefined) return;
    while (this.#segments.length > 1 && this.#segments[1]!.start <= oldest) this.#segments.shift();
  }
}
