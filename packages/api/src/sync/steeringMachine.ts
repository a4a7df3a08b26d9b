/**
 * Steering one player onto the room's timeline, as plain data and a pure
 * step, in the shape of player/fallback.ts: `step(state, event, moment)`
 * returns the next state and the commands for the player and the room; the
 * caller (steering.ts) owns the player, the clocks and one timer, which it
 * sets to `wakeAt(state)` and answers with a `wake` event. Five jobs:
 *
 * - Remote changes are applied only when not already syncing (SPEC.md §4's
 *   500 ms guard); one arriving meanwhile is held and applied when the guard
 *   clears, so the last word is never lost.
 * - Echoes are suppressed by cause (each command records the event it will
 *   cause) and by state (an event that agrees with the timeline is no action).
 * - Play and seek are scheduled on the shared clock: a paused seek, then a
 *   start at a set moment, aimed ahead by the measured seek and start-up
 *   times; a player already on the room's frame starts as the room passes
 *   it (at once when the room is there already).
 * - The timeline is anchored where the player really moves: a player moves
 *   only a moment after its "play" or "seeked" (audio start-up, decoding:
 *   tens of ms, ~80 after a seek). Every start is timed from the reports
 *   that show it moving (latency.ts), per kind: the viewer's own play
 *   or seek is sent as the line their player will follow once it moves (the
 *   learned start-up later), and our starts are aimed by it; so a seek never
 *   leaves one viewer behind the other.
 * - The viewer's own seek is told the room when it begins ("seeking", for
 *   players that report it) rather than when it lands ~100 ms later: the
 *   other player seeks at the same time, and the actions a viewer makes
 *   reach the other side as far apart as they were made (a seek told late
 *   and the next action told at once would come closer than the 500 ms
 *   guard, and the second would be held).
 * - Drift, judged from the least delayed of the recent position reports, is
 *   corrected by the rate, or by a scheduled seek when over HARD_DRIFT_S;
 *   the viewer who just acted is never corrected by a seek: when their
 *   player is that far off the line they sent, the room follows their player.
 *
 * The step works on a copy of the state it is given (the position estimate,
 * the learned latencies and the expected echoes are copied first), so the
 * caller's state never changes under it.
 */
import {
  AGREEMENT_TOLERANCE_S,
  APPLY_SEEK_S,
  ECHO_WINDOW_MS,
  FIRST_LATENCY_GUESS_MS,
  HARD_DRIFT_S,
  LANDED_MATCH_S,
  MIN_CORRECTIVE_SEEK_INTERVAL_MS,
  MIN_PROGRESS_S,
  OWN_ACTION_SETTLE_MS,
  RATE_STEP_PRIOR_S,
  SAME_LINE_S,
  SEEK_JUMP_S,
  SEEK_TOLERANCE_S,
  STALL_CATCH_UP_S,
  START_GIVE_UP_MS,
  START_MEASURE_REPORTS,
} from "./constants";
import { correctDrift } from "./drift";
import { ExpectedEffects } from "./echo";
import { type LatencyKind, Latencies } from "./latency";
import { positionNow, type PlayerEvent, type PlayerState } from "./player";
import { PositionEstimate, type StepKind } from "./positionEstimate";
import { type ActionType, positionAt, type Timeline } from "./protocol";
import { guardMs } from "./remoteGuard";
import { catchUpEndsInMs, planAfterStart, planStart, scheduledLeadMs } from "./startPlan";

type StartKind = "ownPlay" | "ownSeek" | "ownSeeking" | "start";

/** A start being timed: which kind, from which position, since when (local ms). */
export interface TimedStart {
  readonly kind: StartKind;
  readonly from: number;
  readonly since: number;
  /** How many reports have shown the player moving so far. */
  readonly moving: number;
}

/** First guesses of a player's timings, each replaced by measurements as they come. */
export interface PlayerTimings {
  /** How long each kind of start takes to move, and a seek to land (ms). */
  latencyMs?: Partial<Record<LatencyKind, number>>;
  /** How far each kind of rate change moves the position besides the rate (seconds). */
  rateStepS?: Partial<Record<StepKind, number>>;
}

/**
 * A start waiting for its moment (local ms):
 * - `aim`: a scheduled start after our seek; judged afresh then (`again`: aimed once already);
 * - `landed`: the scheduled moment came before our seek landed; tried again at `at` if it never does;
 * - `play`: "play" as the room passes the player's frame.
 * `aim` and `play` hold only while the room keeps `timeline` (the same object).
 */
export type PendingStart =
  | {
      readonly kind: "aim";
      readonly at: number;
      readonly timeline: Timeline;
      readonly again: boolean;
    }
  | { readonly kind: "landed"; readonly at: number }
  | { readonly kind: "play"; readonly at: number; readonly timeline: Timeline };

export interface SteeringState {
  /** Echo suppression by cause: the events our commands will cause. */
  readonly effects: ExpectedEffects;
  /** Where the player is, from its recent reports, for judging drift. */
  readonly estimate: PositionEstimate;
  /** How long each kind of start takes the player to move, and a seek to land, as learned. */
  readonly latency: Latencies;
  /**
   * SPEC.md §4's guard: syncing until `until` (local ms, null: not syncing);
   * `held`: a remote change came meanwhile and is applied, guarded, when it clears.
   */
  readonly guard: { readonly until: number | null; readonly held: boolean };
  /** The rate we set on the player (nudged around the timeline's), and when. */
  readonly appliedRate: number;
  readonly rateChangedAt: number;
  /** A correction closing its gap: the room's rate comes back then (local ms). */
  readonly rateBackAt: number | null;
  /** The rate is a start's catch-up (planStart), aimed on a guessed start-up time. */
  readonly catchingUp: boolean;
  /** A start has just been seen moving: its first drift is closed as a catch-up. */
  readonly startJustMoved: boolean;
  readonly lastCorrectiveSeekAt: number;
  /** The player's previous report, to tell a seek under way from playback. */
  readonly lastReport: PlayerState | undefined;
  /** Until then the viewer is seeking (the position jumped): not drift, not corrected. */
  readonly viewerSeekUntil: number;
  readonly pendingStart: PendingStart | null;
  /** The timeline the player was last brought to (or the viewer's own). */
  readonly followed: Timeline | null;
  /** The start under way, until its reports have timed it. */
  readonly start: TimedStart | null;
  /**
   * The viewer's own play or seek, since when (local ms): for a moment the room
   * follows their player (moved to it rather than seeking it).
   */
  readonly ownStart: number | null;
  /** The viewer's own seek, told the room at its "seeking", until its "seeked". */
  readonly ownSeeking: { readonly target: number; readonly at: number } | null;
  /** Our last seek, until the player reports it landed. */
  readonly seekInFlight: { readonly target: number; readonly sentAt: number } | null;
  /** The scheduled start came before our seek had landed: start (or aim again) once it has. */
  readonly startWhenLanded: boolean;
}

/** What the step is told of the world besides the event: the clocks, the room, the player. */
export interface Moment {
  /** Local clock (ms). */
  now: number;
  /** The shared (server) clock now. */
  sharedNow: number;
  /** The timeline the player should follow now. */
  timeline: Timeline | null;
  /** The player being steered, null when none is attached. */
  player: { state: PlayerState | undefined; ready: boolean } | null;
}

export type SteeringEvent =
  /** A player is attached (its state is the moment's). */
  | { type: "attach" }
  /** Steering stops: the player gets back the room's nominal `rate`. */
  | { type: "detach"; rate: number }
  /** The viewer's own action now shows as `timeline` (the room's ack of it comes later). */
  | { type: "ownAction"; timeline: Timeline }
  /** The room's timeline changed: applied now, or behind the guard (SPEC.md §4). */
  | { type: "timeline"; guarded: boolean }
  | { type: "player"; event: PlayerEvent }
  /** The caller's timer, set for `wakeAt(state)`, fired: what was due by `due` is done. */
  | { type: "wake"; due: number };

export type SteeringCommand =
  | { type: "play" }
  | { type: "pause" }
  | { type: "seek"; time: number }
  | { type: "setRate"; rate: number }
  /** The viewer played, paused or sought (not an effect of our commands): tell the room. */
  | { type: "announce"; action: ActionType; state: PlayerState }
  /** What the steering saw and did, for reading a run afterwards (bench:couple). */
  | { type: "trace"; event: Record<string, unknown> };

export interface SteeringStep {
  state: SteeringState;
  commands: SteeringCommand[];
}

export function initialSteering(timings?: PlayerTimings): SteeringState {
  return {
    effects: new ExpectedEffects(),
    estimate: new PositionEstimate({ ...RATE_STEP_PRIOR_S, ...timings?.rateStepS }),
    latency: new Latencies({ ...FIRST_LATENCY_GUESS_MS, ...timings?.latencyMs }),
    guard: { until: null, held: false },
    appliedRate: 1,
    rateChangedAt: -Infinity,
    rateBackAt: null,
    catchingUp: false,
    startJustMoved: false,
    lastCorrectiveSeekAt: -Infinity,
    lastReport: undefined,
    viewerSeekUntil: -Infinity,
    pendingStart: null,
    followed: null,
    start: null,
    ownStart: null,
    ownSeeking: null,
    seekInFlight: null,
    startWhenLanded: false,
  };
}

/** When the caller must wake the step next (local ms), or null when nothing waits for a time. */
export function wakeAt(state: SteeringState): number | null {
  const times = [state.guard.until, state.pendingStart?.at ?? null, state.rateBackAt].filter(
    (at): at is number => at !== null,
  );
  return times.length === 0 ? null : Math.min(...times);
}

type Draft = { -readonly [K in keyof SteeringState]: SteeringState[K] };

/** One step under way: its copy of the state, the moment, and the commands so far. */
interface Run {
  s: Draft;
  m: Moment;
  out: SteeringCommand[];
}

export function step(state: SteeringState, event: SteeringEvent, moment: Moment): SteeringStep {
  const r: Run = {
    s: {
      ...state,
      effects: state.effects.clone(),
      estimate: state.estimate.clone(),
      latency: state.latency.clone(),
    },
    m: moment,
    out: [],
  };
  switch (event.type) {
    case "attach":
      attach(r);
      break;
    case "detach":
      detach(r, event.rate);
      break;
    case "ownAction":
      ownAction(r, event.timeline);
      break;
    case "timeline":
      if (event.guarded) applyGuarded(r);
      else applyChanged(r);
      break;
    case "player":
      onPlayerEvent(r, event.event);
      break;
    case "wake":
      wake(r, event.due);
      break;
  }
  return { state: r.s, commands: r.out };
}

/** Two timelines that put the room at the same place at every moment (the server rounds to the ms). */
function sameLine(a: Timeline, b: Timeline): boolean {
  if (a.paused !== b.paused || a.rate !== b.rate) return false;
  const at = Math.max(a.serverTime, b.serverTime);
  return Math.abs(positionAt(a, at) - positionAt(b, at)) <= SAME_LINE_S;
}

function trace(r: Run, event: Record<string, unknown>) {
  r.out.push({ type: "trace", event });
}

function attach(r: Run) {
  const state = r.m.player?.state;
  r.s.effects.clear();
  r.s.appliedRate = state?.rate ?? 1;
  r.s.lastReport = state;
  r.s.viewerSeekUntil = -Infinity;
  r.s.start = null;
  r.s.estimate.reset(state);
}

function detach(r: Run, rate: number) {
  if (r.m.player && r.s.appliedRate !== rate) r.out.push({ type: "setRate", rate });
  r.s.pendingStart = null;
  r.s.rateBackAt = null;
  r.s.guard = { until: null, held: false };
  r.s.startWhenLanded = false;
  r.s.seekInFlight = null;
  r.s.ownSeeking = null;
  r.s.start = null;
  r.s.followed = null;
  r.s.ownStart = null;
}

/** The viewer's own action wins over anything remote still waiting for the guard; the room follows this player for a moment. */
function ownAction(r: Run, timeline: Timeline) {
  r.s.guard = { ...r.s.guard, held: false };
  cancelStart(r);
  setRate(r, timeline.rate);
  r.s.followed = timeline;
  r.s.ownStart = timeline.paused ? null : r.m.now;
}

/**
 * A remote change behind the guard (remoteGuard.ts): applied now, or held
 * until the guard clears. The guard runs from when the action was made
 * (guardMs), not from when it arrived.
 */
function applyGuarded(r: Run) {
  r.s.ownStart = null;
  if (r.s.guard.until !== null) {
    r.s.guard = { ...r.s.guard, held: true };
    trace(r, { k: "held", now: r.m.now });
    return;
  }
  applyChanged(r);
  const holdMs = guardMs(r.m.timeline?.serverTime, r.m.sharedNow);
  r.s.guard = { until: r.m.now + holdMs, held: false };
}

/**
 * Brings the player to the current timeline. A timeline that only restates
 * the line the player follows already (the ack of the viewer's own action, a
 * tab's echo) changes nothing: judged while the player is still getting
 * going, it could look like a jump, and the viewer who acted would be sent
 * somewhere.
 */
function applyChanged(r: Run) {
  const timeline = r.m.timeline;
  if (timeline && r.s.followed && sameLine(timeline, r.s.followed)) return;
  apply(r);
}

/** What was due by `due`: each of the guard, the pending start and the rate's return, once. */
function wake(r: Run, due: number) {
  const guardDue = r.s.guard.until !== null && r.s.guard.until <= due;
  const startDue = r.s.pendingStart !== null && r.s.pendingStart.at <= due;
  const rateDue = r.s.rateBackAt !== null && r.s.rateBackAt <= due;
  const jobs: Array<[number, () => void]> = [];
  if (guardDue) jobs.push([r.s.guard.until!, () => guardCleared(r)]);
  if (startDue) {
    const pending = r.s.pendingStart!;
    jobs.push([pending.at, () => r.s.pendingStart === pending && startDueNow(r, pending)]);
  }
  if (rateDue) {
    const at = r.s.rateBackAt!;
    jobs.push([at, () => r.s.rateBackAt === at && rateBack(r)]);
  }
  for (const [, job] of jobs.sort((a, b) => a[0] - b[0])) job();
}

function guardCleared(r: Run) {
  const held = r.s.guard.held;
  r.s.guard = { until: null, held: false };
  if (held) applyGuarded(r);
}

function rateBack(r: Run) {
  r.s.rateBackAt = null;
  setRate(r, r.m.timeline?.rate ?? 1);
}

function startDueNow(r: Run, pending: PendingStart) {
  r.s.pendingStart = null;
  if (pending.kind === "landed") {
    r.s.seekInFlight = null;
    apply(r);
    return;
  }
  if (r.m.timeline !== pending.timeline) return;
  if (pending.kind === "play") {
    play(r);
    return;
  }
  if (r.s.seekInFlight === null) {
    // Judged afresh rather than "play" blindly: a timer of a busy page fires late
    // (hundreds of ms under load), and a start that late would leave the player that
    // far behind, for the rate to close over seconds. On time, this starts at once
    // (or as the room passes a frame the seek was close enough to be skipped for); a
    // little late, at once too (the rate makes it up); later, aimed again, once: on
    // a machine that busy a second try may fire late too, and each try holds the
    // player paused a while longer (the corrections take over from a start).
    if (pending.again) play(r);
    else apply(r, true);
    return;
  }
  // Started before the seek landed, the player would run behind by the difference.
  // A seek that never reports landing is tried again after a while.
  r.s.startWhenLanded = true;
  r.s.pendingStart = { kind: "landed", at: r.m.now + ECHO_WINDOW_MS };
}

/**
 * Pause/seek now, or play at a scheduled moment. `again`: a scheduled start
 * being aimed again (its moment came late); once only.
 */
function apply(r: Run, again = false) {
  const player = r.m.player;
  const timeline = r.m.timeline;
  const state = player?.state;
  if (!player || !timeline || !state || !player.ready) return; // Re-applied on "ready".
  r.s.followed = timeline;
  cancelStart(r);
  const now = r.m.now;
  const position = positionNow(state, now);

  if (timeline.paused) {
    // A playing player stops wherever the pause lands (later than we can predict):
    // the seek right behind it puts it on the room's frame whatever the delay.
    if (!state.paused) command(r, "pause");
    // A seek of ours still under way lands where it was sent, not where the player is.
    const landing = r.s.seekInFlight?.target ?? position;
    if (!state.paused || Math.abs(landing - timeline.position) > SEEK_TOLERANCE_S) {
      command(r, "seeked", timeline.position);
    }
    setRate(r, timeline.rate);
    return;
  }

  setRate(r, timeline.rate);
  if (state.paused) {
    // Where the room will be once this player moves, if "play" went out now.
    const startUp = r.s.latency.of("start");
    const behind = positionAt(timeline, r.m.sharedNow + startUp) - position;
    const plan = planStart(behind, timeline.rate, startUp);
    if (plan.kind === "catchUp") {
      setRate(r, plan.rate);
      r.s.catchingUp = true;
      play(r);
      trace(r, { k: "catchUp", behind, startUp });
      rateBackAfter(r, plan.backAfterMs);
    } else if (plan.kind === "wait") {
      startAt(r, timeline, now + plan.waitMs);
    } else {
      startOnSchedule(r, timeline, position, again);
    }
    return;
  }
  // Both playing: a seek only for a real jump; smaller drift is left to the rate.
  const start = r.s.start;
  const moving = start && start.moving === 0 ? start.from : (r.s.estimate.at(now) ?? position);
  const drift = moving - positionAt(timeline, r.m.sharedNow);
  if (Math.abs(drift) > APPLY_SEEK_S) seekOnto(r, timeline);
}

/**
 * Onto the room's timeline from playing: a seek while playing lands after an
 * unknown while and starts playing wherever it lands; paused, the start waits
 * for the room's clock, however long the seek took.
 */
function seekOnto(r: Run, timeline: Timeline) {
  const state = r.m.player?.state;
  if (!state) return;
  r.s.lastCorrectiveSeekAt = r.m.now;
  command(r, "pause");
  startOnSchedule(r, timeline, positionNow(state, r.m.now));
}

/** Seeks to where the room will be a moment from now, then starts exactly then. */
function startOnSchedule(r: Run, timeline: Timeline, position: number, again = false) {
  const lead = scheduledLeadMs(r.s.latency.of("seek"));
  // Aim where the room will be once the player actually moves, a moment after "play".
  const target = positionAt(timeline, r.m.sharedNow + lead + r.s.latency.of("start"));
  if (Math.abs(position - target) > SEEK_TOLERANCE_S) command(r, "seeked", target);
  r.s.pendingStart = { kind: "aim", at: r.m.now + lead, timeline, again };
}

/** Sends "play" at local time `at` (now, or a moment from now), for as long as the timeline holds. */
function startAt(r: Run, timeline: Timeline, at: number) {
  if (at - r.m.now < 1) {
    play(r);
    return;
  }
  r.s.pendingStart = { kind: "play", at, timeline };
}

/** Our "play", timed from where the player stands. */
function play(r: Run) {
  const from = r.m.player?.state?.currentTime ?? 0;
  command(r, "play");
  r.s.start = { kind: "start", from, since: r.m.now, moving: 0 };
}

function cancelStart(r: Run) {
  r.s.pendingStart = null;
  r.s.startWhenLanded = false;
}

function command(r: Run, effect: "play" | "pause" | "seeked", time?: number) {
  if (!r.m.player) return;
  const now = r.m.now;
  trace(r, { k: "cmd", effect, now, time });
  // A pause or seek of ours ends the start being timed (a "play" of ours times its own).
  if (effect !== "play") r.s.start = null;
  r.s.effects.expect(effect, now, time);
  if (effect === "seeked") r.s.seekInFlight = { target: time ?? 0, sentAt: now };
  if (effect === "seeked") r.out.push({ type: "seek", time: time ?? 0 });
  else r.out.push({ type: effect });
}

/**
 * The room's rate comes back `ms` from now (a correction or a catch-up closing
 * its gap then); until then the drift is not judged (correctDriftOn), only a
 * catch-up's end re-aimed (steerCatchUp).
 */
function rateBackAfter(r: Run, ms: number) {
  r.s.rateBackAt = r.m.now + ms;
}

function setRate(r: Run, rate: number) {
  r.s.rateBackAt = null;
  r.s.catchingUp = false;
  if (!r.m.player || r.s.appliedRate === rate) return;
  r.s.appliedRate = rate;
  r.s.rateChangedAt = r.m.now;
  trace(r, { k: "rate", now: r.m.now, rate });
  r.s.estimate.setRate(rate, r.m.now);
  r.out.push({ type: "setRate", rate });
}

/** On each position report while both play: correct the rate, or seek when far off. */
function correctDriftOn(r: Run, state: PlayerState) {
  const timeline = r.m.timeline;
  const now = r.m.now;
  if (!timeline || timeline.paused || state.paused || r.s.pendingStart !== null) return;
  if (r.s.effects.seekPending(now)) return;
  if (r.s.rateBackAt !== null) {
    if (r.s.catchingUp) steerCatchUp(r, state);
    return;
  }
  // One report alone may be far behind (the first after a busy moment of the page).
  const position = r.s.estimate.reports >= 2 ? r.s.estimate.at(now) : undefined;
  if (position === undefined) return;
  const drift = position - positionAt(timeline, r.m.sharedNow);
  trace(r, { k: "drift", now, drift });
  if (r.s.startJustMoved) {
    r.s.startJustMoved = false;
    if (catchUp(r, drift, timeline.rate)) return;
  }
  if (r.s.ownStart !== null && Math.abs(drift) >= HARD_DRIFT_S) {
    // The viewer who just acted is far off the line they sent (a seek slow to decode,
    // a stall): the room goes where their player really is, rather than seeking it.
    r.s.ownStart = null;
    r.out.push({
      type: "announce",
      action: "seek",
      state: { ...state, currentTime: position, at: now },
    });
    return;
  }
  // Fell behind while playing (a stall): caught up as a start is, within a fraction
  // of a second; a correction's rate (5 % at most) would take seconds.
  if (drift <= -STALL_CATCH_UP_S && catchUp(r, drift, timeline.rate)) return;
  const correction = correctDrift(drift, r.s.appliedRate, timeline.rate, now - r.s.rateChangedAt);
  if (correction.kind === "rate") {
    setRate(r, correction.rate);
    // The gap closes before the next report or so: the base rate comes back right then.
    if (correction.backAfterMs !== undefined) rateBackAfter(r, correction.backAfterMs);
  } else if (
    correction.kind === "seek" &&
    now - r.s.lastCorrectiveSeekAt >= MIN_CORRECTIVE_SEEK_INTERVAL_MS
  ) {
    setRate(r, timeline.rate);
    seekOnto(r, timeline);
  }
}

/**
 * A start just seen moving (judged from its first two reports, as drift
 * is), off the room's line by more than the deadband, or a player that fell
 * behind while playing (STALL_CATCH_UP_S): closed as a start's catch-up is
 * (planAfterStart), re-aimed by each report, rather than by the corrections
 * (5 % at most: 1-2 s for a 50 ms gap, inside the time viewers watch in
 * step). False when it is no catch-up's business.
 */
function catchUp(r: Run, drift: number, roomRate: number): boolean {
  const plan = planAfterStart(drift, roomRate);
  if (!plan) return false;
  trace(r, { k: "catchUpOffLine", drift });
  setRate(r, plan.rate);
  r.s.catchingUp = true;
  rateBackAfter(r, plan.backAfterMs);
  return true;
}

/**
 * A catch-up's end was set from a guess of how long the player takes to
 * move (and, on a room's first start, a guess not yet measured): a player
 * that moved sooner ran ahead of the room by the difference, some 50 ms at
 * 1.2×. Each report now re-aims the end from the drift it shows, and ends
 * it at once on the room's line or past it.
 */
function steerCatchUp(r: Run, state: PlayerState) {
  const timeline = r.m.timeline;
  const now = r.m.now;
  if (!timeline || timeline.paused) return;
  // From the first report that shows the player moving: the estimate needs a few
  // more, and a catch-up is over within a second.
  const position =
    r.s.estimate.reports >= 2
      ? (r.s.estimate.at(now) ?? positionNow(state, now))
      : positionNow(state, now);
  const drift = position - positionAt(timeline, r.m.sharedNow);
  trace(r, { k: "catchUpDrift", now, drift });
  const endsInMs = catchUpEndsInMs(drift, r.s.appliedRate, timeline.rate);
  if (endsInMs === 0) setRate(r, timeline.rate);
  else rateBackAfter(r, endsInMs);
}

function onPlayerEvent(r: Run, event: PlayerEvent) {
  const now = r.m.now;
  const tl = r.m.timeline;
  trace(r, {
    k: event.type,
    now,
    ct: event.state.currentTime,
    p: event.state.paused,
    r: event.state.rate,
    off: r.m.sharedNow - now,
    line: tl ? positionAt(tl, r.m.sharedNow) : null,
    tp: tl?.paused,
    est: r.s.estimate.at(now),
  });
  const previous = r.s.lastReport;
  r.s.lastReport = event.state;
  switch (event.type) {
    case "ready":
    case "state":
      r.s.estimate.reset(event.state);
      apply(r);
      return;
    case "timeupdate":
      onReport(r, event.state, previous);
      return;
    case "seeking":
      onSeeking(r, event);
      return;
    case "play":
    case "pause":
    case "seeked": {
      if (event.type === "seeked" && ownSeekLanded(r, event.state)) return;
      // Paused, or just starting to move again: no report to extrapolate until the next.
      r.s.estimate.reset();
      r.s.startJustMoved = false;
      // Our "play" is timed from the command (play()); anything else ends that timing.
      if (event.type !== "play") r.s.start = null;
      r.s.ownStart = null;
      if (event.type === "seeked") {
        r.s.viewerSeekUntil = -Infinity;
        onSeekLanded(r, event.state);
      }
      const effect = r.s.effects.consume(event.type, event.state.currentTime, now);
      if (effect) return;
      // Before the player can play (its "ready"), its events are its own start-up (a
      // muted autoplay), not the viewer: the room's timeline is applied on "ready".
      if (!r.m.player?.ready) return;
      if (agreesWithTimeline(r, event)) return;
      const type: ActionType =
        event.type === "seeked" ? "seek" : event.type === "play" ? "play" : "pause";
      sendOwn(r, type, event.state);
      return;
    }
    default:
      return;
  }
}

/** A position report: times the start under way, then judges the drift. */
function onReport(r: Run, state: PlayerState, previous: PlayerState | undefined) {
  const now = r.m.now;
  // A seek shows in the reports (the position jumps) before its "seeked" arrives:
  // correcting it as drift would undo the viewer's seek before it is even sent.
  if (
    previous &&
    !previous.paused &&
    !state.paused &&
    !r.s.effects.seekPending(now) &&
    Math.abs(state.currentTime - positionNow(previous, state.at)) > SEEK_JUMP_S
  ) {
    r.s.viewerSeekUntil = now + ECHO_WINDOW_MS;
  }
  if (now < r.s.viewerSeekUntil) return;
  if (r.s.ownStart !== null && now - r.s.ownStart >= OWN_ACTION_SETTLE_MS) r.s.ownStart = null;
  const start = r.s.start;
  if (start && !startMoving(r, start, state)) {
    // The first report of a start moving: how long it took is known now. A catch-up
    // is re-aimed; any other start is judged with the next report (correctDriftOn).
    if (r.s.start?.moving === 1) {
      if (r.s.catchingUp && r.s.rateBackAt !== null) steerCatchUp(r, state);
      else r.s.startJustMoved = true;
    }
    return;
  }
  r.s.estimate.add(state);
  if (start && r.s.start === start) {
    const moving = start.moving + 1;
    r.s.start = { ...start, moving };
    if (moving >= START_MEASURE_REPORTS) {
      // The estimate stands on a few reports of the run: when did it leave its start?
      const movedAt = r.s.estimate.timeOf(start.from);
      if (movedAt !== undefined) r.s.latency.learn(start.kind, start.since, movedAt);
      trace(r, {
        k: "learn",
        kind: start.kind,
        took: movedAt === undefined ? null : movedAt - start.since,
        now: start.since,
        learned: r.s.latency.of(start.kind),
      });
      r.s.start = null;
    }
  }
  correctDriftOn(r, state);
}

/**
 * A seek begins. Ours (a command) lands as its "seeked"; the viewer's own
 * is their action: told the room now, with the target as its position,
 * and its "seeked" is then only its landing.
 */
function onSeeking(r: Run, event: PlayerEvent) {
  const now = r.m.now;
  r.s.estimate.reset();
  r.s.startJustMoved = false;
  r.s.viewerSeekUntil = -Infinity;
  if (r.s.effects.seekIsOurs(event.state.currentTime, now)) return;
  if (!r.m.player?.ready) return;
  r.s.start = null;
  r.s.ownStart = null;
  r.s.ownSeeking = { target: event.state.currentTime, at: now };
  if (agreesWithTimeline(r, event)) return;
  sendOwn(r, "seek", event.state, "ownSeeking");
}

/**
 * A "seeked" where the viewer's own seek went (told at its "seeking"): it
 * has landed, nothing to tell. The start being timed goes on, from the
 * seek's beginning, and so does the moment the room follows this player.
 */
function ownSeekLanded(r: Run, state: PlayerState): boolean {
  const seeking = r.s.ownSeeking;
  if (!seeking) return false;
  r.s.ownSeeking = null;
  if (
    r.m.now - seeking.at > ECHO_WINDOW_MS ||
    Math.abs(state.currentTime - seeking.target) > LANDED_MATCH_S
  ) {
    return false;
  }
  r.s.estimate.reset();
  return true;
}

/**
 * The viewer's own play, or seek while playing: their player moves only a
 * moment after its event. The room gets the line the player will follow
 * once it moves (the event's position, the learned start-up time later),
 * so the other viewer is not started ahead of this one; the reports that
 * show it moving then time this start.
 */
function sendOwn(
  r: Run,
  type: ActionType,
  state: PlayerState,
  seekKind: "ownSeek" | "ownSeeking" = "ownSeek",
) {
  const kind: StartKind | null =
    state.paused || type === "pause" ? null : type === "play" ? "ownPlay" : seekKind;
  if (kind === null) {
    r.out.push({ type: "announce", action: type, state });
    return;
  }
  const leadMs = r.s.latency.of(kind);
  trace(r, { k: "own", type, kind, leadMs, now: r.m.now });
  // This start is timed from the event.
  r.s.start = { kind, from: state.currentTime, since: state.at, moving: 0 };
  // Its position holds from the moment it moves: a line stamped a moment ahead (from
  // the film's very start, a line moved back by the start-up would begin below 0).
  r.out.push({ type: "announce", action: type, state: { ...state, at: state.at + leadMs } });
}

/**
 * A report while a start is being timed: false while it shows the player not
 * moving yet (no report to judge drift by: it says nothing of where the
 * player goes), and for the first report that shows it moving, which the
 * estimate starts afresh from (one report is too few to judge by).
 */
function startMoving(r: Run, start: TimedStart, state: PlayerState): boolean {
  if (start.moving > 0) return true;
  if (state.paused) return false;
  const now = r.m.now;
  if (state.currentTime - start.from < MIN_PROGRESS_S) {
    // Not moving long after its start (a stall): nothing to learn, drift takes over.
    if (now - start.since >= START_GIVE_UP_MS) r.s.start = null;
    return false;
  }
  if (state.currentTime - start.from > SEEK_JUMP_S + (now - start.since) / 1000) {
    r.s.start = null; // Not this start's run (the viewer sought meanwhile).
    return true;
  }
  r.s.estimate.reset(state);
  r.s.start = { ...start, moving: 1 };
  return false;
}

/** A "seeked": if it is where our last seek went, that seek has landed. */
function onSeekLanded(r: Run, state: PlayerState) {
  const seek = r.s.seekInFlight;
  if (!seek || Math.abs(state.currentTime - seek.target) > LANDED_MATCH_S) return;
  r.s.seekInFlight = null;
  // How long it took, for aiming the next seeks.
  r.s.latency.learn("seek", seek.sentAt, r.m.now);
  if (r.s.startWhenLanded) apply(r);
}

/** An event that only restates the room's timeline is nobody's action (echo by state). */
function agreesWithTimeline(r: Run, event: PlayerEvent): boolean {
  const timeline = r.m.timeline;
  if (!timeline) return false;
  if (event.type === "play" && timeline.paused) return false;
  if (event.type === "pause" && !timeline.paused) return false;
  const position = positionNow(event.state, r.m.now);
  return Math.abs(position - positionAt(timeline, r.m.sharedNow)) <= AGREEMENT_TOLERANCE_S;
}
