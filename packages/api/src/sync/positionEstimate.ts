import {
  ESTIMATE_WINDOW_MS,
  STALL_LAG_S,
  RATE_SETTLE_MS,
  RATE_STEP_LIMIT_S,
  RATE_STEP_PRIOR_S,
  RATE_STEP_REPORTS,
  RATE_STEP_SPREAD_S,
  RATE_STEP_SAMPLES,
  RATE_STEP_SETTLE_MS,
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

/**
 * A kind of rate change: from or to the rate 1 exactly, or neither (Chromium
 * plays audio through untouched at 1, and time-stretches it at any other rate).
 */
export type StepKind = "leave1" | "back1" | "other";

/** A rate change whose step is being measured: when, which kind, what was assumed. */
interface StepMeasure {
  at: number;
  kind: StepKind;
  assumed: number;
  /** Each later report minus where the reports from before put the player (seconds). */
  residuals: number[];
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
  /** Steps measured so far (seconds), the last few of each kind. */
  readonly #steps = new Map<StepKind, number[]>();
  #measure: StepMeasure | null = null;
  readonly #stepGuesses: Readonly<Record<StepKind, number>>;

  /** `stepGuesses`: each kind of rate change's step before any is measured; Chromium's by default. */
  constructor(stepGuesses: Readonly<Record<StepKind, number>> = RATE_STEP_PRIOR_S) {
    this.#stepGuesses = stepGuesses;
  }

  /** An independent copy: the steering's pure step changes a copy, never the state it was given. */
  clone(): PositionEstimate {
    const copy = new PositionEstimate(this.#stepGuesses);
    copy.#run = [...this.#run];
    copy.#segments = this.#segments.map((segment) => ({ ...segment }));
    copy.#laggingSince = this.#laggingSince;
    copy.#set = this.#set;
    for (const [kind, steps] of this.#steps) copy.#steps.set(kind, steps);
    copy.#measure = this.#measure && {
      ...this.#measure,
      residuals: [...this.#measure.residuals],
    };
    return copy;
  }

  /**
   * How far (seconds) a rate change of this kind moves the player besides the
   * rate: the median of its last RATE_STEP_SAMPLES measurements, and before
   * any, the guess (Chromium's by default: RATE_STEP_PRIOR_S). Chromium falls back ~20 ms as it leaves
   * the rate 1 (its audio goes from pass-through to time-stretching, which holds
   * a window of sound) and gains ~6 ms coming back: a correction that ignored it
   * would end 13 ms short every time, and the estimate, led by the reports from
   * before the change for a while, would not see it.
   */
  stepOf(from: number, to: number): number {
    const kind = stepKind(from, to);
    const sorted = [...(this.#steps.get(kind) ?? [])].sort((a, b) => a - b);
    return sorted.length === 0 ? this.#stepGuesses[kind] : sorted[Math.floor(sorted.length / 2)]!;
  }

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
    // The step this kind of change is known to take, measured again from the reports after it.
    const assumed = this.stepOf(last.rate, rate);
    this.#segments.push({ start: at, rate, base: this.#clock(at) + assumed });
    this.#measure = { at, kind: stepKind(last.rate, rate), assumed, residuals: [] };
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
    const measure = this.#measure;
    if (measure && state.at - measure.at < RATE_STEP_SETTLE_MS) {
      return; // Mid-change: the step may or may not show yet in this report.
    }
    if (measure && (globalThis as { noLearn?: boolean }).noLearn !== true)
      this.#measureStep(measure, state);
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
    this.#measure = null;
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

  /**
   * A report after a rate change against the reports from before it: once a few
   * say the same (the least late of them: the reports before are the least late
   * of theirs), the step assumed is corrected by the difference, in the estimate
   * now and for the next change of the kind.
   */
  #measureStep(measure: StepMeasure, state: PlayerState) {
    const before = this.#run.filter((report) => report.at < measure.at);
    if (before.length === 0) {
      this.#measure = null;
      return;
    }
    const expected = Math.max(...before.map((report) => this.#extrapolate(report, state.at)));
    measure.residuals.push(state.currentTime - expected);
    if (measure.residuals.length < RATE_STEP_REPORTS) return;
    this.#measure = null;
    const residual = Math.max(...measure.residuals);
    const step = measure.assumed + residual;
    // Reports that disagree among themselves (late by different amounts) or a change
    // far beyond a step (a stall, a jump) measure nothing.
    const spread = residual - Math.min(...measure.residuals);
    if (spread > RATE_STEP_SPREAD_S || Math.abs(step) > RATE_STEP_LIMIT_S) return;
    const measured = [...(this.#steps.get(measure.kind) ?? []), step];
    this.#steps.set(measure.kind, measured.slice(-RATE_STEP_SAMPLES));
    for (const segment of this.#segments) if (segment.start >= measure.at) segment.base += residual;
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

function stepKind(from: number, to: number): StepKind {
  return from === 1 ? "leave1" : to === 1 ? "back1" : "other";
}
