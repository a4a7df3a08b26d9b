/**
 * Steers one player onto the room's timeline and tells the viewer's own
 * actions from the effects of its commands.
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
  START_GIVE_UP_MS,
  START_MEASURE_REPORTS,
} from "./constants";
import { correctDrift } from "./drift";
import { catchUpEndsInMs, planAfterStart, planStart, scheduledLeadMs } from "./startPlan";
import { ExpectedEffects } from "./echo";
import { guardMs, RemoteGuard } from "./remoteGuard";
import { positionNow, type PlayerEvent, type PlayerState, type SyncPlayer } from "./player";
import { PositionEstimate, type StepKind } from "./positionEstimate";
import { type ActionType, positionAt, type Timeline } from "./protocol";
import { type LatencyKind, Latencies } from "./latency";

type StartKind = "ownPlay" | "ownSeek" | "ownSeeking" | "start";

/** A start being timed: which kind, from which position, since when (local ms). */
interface TimedStart {
  kind: StartKind;
  from: number;
  since: number;
  /** How many reports have shown the player moving so far. */
  moving: number;
}

export interface SteeringOptions {
  /** Local clock in ms. */
  now: () => number;
  /** The shared (server) clock now. */
  sharedNow: () => number;
  /** The timeline the player should follow now. */
  timeline: () => Timeline | null;
  /** The viewer played, paused or sought (not an effect of our commands). */
  onOwnAction: (type: ActionType, state: PlayerState) => void;
  /** What the steering saw and did, for reading a run afterwards (bench:couple); nothing by default. */
  trace?: SyncTrace | undefined;
  /** How the player behaves before it is measured: Chromium's by default. */
  timings?: PlayerTimings | undefined;
}

/** First guesses of a player's timings, each replaced by measurements as they come. */
export interface PlayerTimings {
  /** How long each kind of start takes to move, and a seek to land (ms). */
  latencyMs?: Partial<Record<LatencyKind, number>>;
  /** How far each kind of rate change moves the position besides the rate (seconds). */
  rateStepS?: Partial<Record<StepKind, number>>;
}

/** Receives the steering's events (player events, commands, drift, learned latencies). */
export type SyncTrace = (event: Record<string, unknown>) => void;

/** Two timelines that put the room at the same place at every moment (the server rounds to the ms). */
function sameLine(a: Timeline, b: Timeline): boolean {
  if (a.paused !== b.paused || a.rate !== b.rate) return false;
  const at = Math.max(a.serverTime, b.serverTime);
  return Math.abs(positionAt(a, at) - positionAt(b, at)) <= SAME_LINE_S;
}

export class PlayerSteering {
  readonly #options: SteeringOptions;
  readonly #trace: SyncTrace;
  readonly #effects = new ExpectedEffects();
  /** Where the player is, from its recent reports, for judging drift. */
  readonly #estimate: PositionEstimate;
  #player: SyncPlayer | null = null;
  #unsubscribe: (() => void) | null = null;

  /** SPEC.md §4: a change held by the guard is tried again, guarded, when it clears. */
  readonly #guard = new RemoteGuard(() => this.applyGuarded());
  /** The rate we set on the player (nudged around the timeline's). */
  #appliedRate = 1;
  #rateChangedAt = -Infinity;
  /** A correction closing its gap: the base rate comes back when this fires. */
  #rateBackTimer: ReturnType<typeof setTimeout> | null = null;
  /** The rate is a start's catch-up (planStart), aimed on a guessed start-up time. */
  #catchingUp = false;
  /** A start has just been seen moving: its first drift is closed as a catch-up. */
  #startJustMoved = false;
  #lastCorrectiveSeekAt = -Infinity;
  /** The player's previous report, to tell a seek under way from playback. */
  #lastReport: PlayerState | undefined;
  /** Until then the viewer is seeking (the position jumped): not drift, not corrected. */
  #viewerSeekUntil = -Infinity;
  #startTimer: ReturnType<typeof setTimeout> | null = null;
  /** The timeline the player was last brought to (or the viewer's own). */
  #followed: Timeline | null = null;
  /** How long each kind of start takes the player to move, and a seek to land, as learned. */
  readonly #latency: Latencies;
  /** The start under way, until its reports have timed it. */
  #start: TimedStart | null = null;
  /**
   * The viewer's own play or seek, since when (local ms): for a moment the room
   * follows their player (moved to it rather than seeking it).
   */
  #ownStart: number | null = null;
  /** The viewer's own seek, told the room at its "seeking", until its "seeked". */
  #ownSeeking: { target: number; at: number } | null = null;
  /** Our last seek, until the player reports it landed. */
  #seekInFlight: { target: number; sentAt: number } | null = null;
  /** The scheduled start came before our seek had landed: start (or aim again) once it has. */
  #startWhenLanded = false;

  constructor(options: SteeringOptions) {
    this.#options = options;
    this.#trace = options.trace ?? (() => {});
    this.#latency = new Latencies({ ...FIRST_LATENCY_GUESS_MS, ...options.timings?.latencyMs });
    this.#estimate = new PositionEstimate({ ...RATE_STEP_PRIOR_S, ...options.timings?.rateStepS });
  }

  /** Starts steering `player` and listening to it. */
  attach(player: SyncPlayer): void {
    this.detach(1);
    this.#player = player;
    this.#effects.clear();
    this.#appliedRate = player.state()?.rate ?? 1;
    this.#lastReport = player.state();
    this.#viewerSeekUntil = -Infinity;
    this.#start = null;
    this.#estimate.reset(player.state());
    this.#unsubscribe = player.subscribe((event) => this.#onPlayerEvent(event));
  }

  /** Stops steering: the player gets back the room's nominal `rate`, every timer is cleared. */
  detach(rate: number): void {
    if (this.#player && this.#appliedRate !== rate) this.#player.setRate(rate);
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    for (const timer of [this.#startTimer, this.#rateBackTimer]) {
      if (timer !== null) clearTimeout(timer);
    }
    this.#startTimer = this.#rateBackTimer = null;
    this.#guard.reset();
    this.#startWhenLanded = false;
    this.#seekInFlight = null;
    this.#ownSeeking = null;
    this.#start = null;
    this.#followed = null;
    this.#ownStart = null;
    this.#player = null;
  }

  /** The player's position now, when it has reported one. */
  position(): number | undefined {
    const state = this.#player?.state();
    return state ? positionNow(state, this.#options.now()) : undefined;
  }

  /**
   * The viewer's own action now shows as `timeline`: it wins over anything remote
   * still waiting for the guard, and the room follows this player for a moment.
   */
  ownAction(timeline: Timeline): void {
    this.#guard.dropHeld();
    this.#cancelStart();
    this.#setRate(timeline.rate);
    this.#followed = timeline;
    this.#ownStart = timeline.paused ? null : this.#options.now();
  }

  /**
   * A remote change, behind SPEC.md §4's guard (remoteGuard.ts): applied now,
   * or held until the guard clears. The guard runs from when the action was
   * made (guardMs), not from when it arrived.
   */
  applyGuarded(): void {
    this.#ownStart = null;
    const madeAt = this.#options.timeline()?.serverTime;
    const applied = this.#guard.run(() => this.apply(), guardMs(madeAt, this.#options.sharedNow()));
    if (!applied) this.#trace({ k: "held", now: this.#options.now() });
  }

  /**
   * Brings the player to the current timeline: pause/seek now, or play at a
   * scheduled moment. A timeline that only restates the line the player
   * follows already (the ack of the viewer's own action, a tab's echo) changes
   * nothing: judged while the player is still getting going, it could look
   * like a jump, and the viewer who acted would be sent somewhere.
   */
  apply(): void {
    const timeline = this.#options.timeline();
    if (timeline && this.#followed && sameLine(timeline, this.#followed)) return;
    this.#apply();
  }

  /** `again`: a scheduled start being aimed again (its timer fired late); once only. */
  #apply(again = false) {
    const player = this.#player;
    const timeline = this.#options.timeline();
    const state = player?.state();
    if (!player || !timeline || !state || !player.isReady()) return; // Re-applied on "ready".
    this.#followed = timeline;
    this.#cancelStart();
    const now = this.#options.now();
    const position = positionNow(state, now);

    if (timeline.paused) {
      // A playing player stops wherever the pause lands (later than we can predict):
      // the seek right behind it puts it on the room's frame whatever the delay.
      if (!state.paused) this.#command("pause", now);
      // A seek of ours still under way lands where it was sent, not where the player is.
      const landing = this.#seekInFlight?.target ?? position;
      if (!state.paused || Math.abs(landing - timeline.position) > SEEK_TOLERANCE_S) {
        this.#command("seeked", now, timeline.position);
      }
      this.#setRate(timeline.rate);
      return;
    }

    this.#setRate(timeline.rate);
    if (state.paused) {
      // Where the room will be once this player moves, if "play" went out now.
      const startUp = this.#latency.of("start");
      const behind = positionAt(timeline, this.#options.sharedNow() + startUp) - position;
      const plan = planStart(behind, timeline.rate, startUp);
      if (plan.kind === "catchUp") {
        this.#setRate(plan.rate);
        this.#catchingUp = true;
        this.#play(player);
        this.#trace({ k: "catchUp", behind, startUp });
        this.#rateBackAfter(plan.backAfterMs);
      } else if (plan.kind === "wait") {
        this.#startAt(player, timeline, now + plan.waitMs);
      } else {
        this.#startOnSchedule(player, timeline, position, now, again);
      }
      return;
    }
    // Both playing: a seek only for a real jump; smaller drift is left to the rate.
    const start = this.#start;
    const moving = start && start.moving === 0 ? start.from : (this.#estimate.at(now) ?? position);
    const drift = moving - positionAt(timeline, this.#options.sharedNow());
    if (Math.abs(drift) > APPLY_SEEK_S) this.#seekOnto(timeline, now);
  }

  /**
   * Onto the room's timeline from playing: a seek while playing lands after an
   * unknown while and starts playing wherever it lands; paused, the start waits
   * for the room's clock, however long the seek took.
   */
  #seekOnto(timeline: Timeline, now: number) {
    const player = this.#player;
    const state = player?.state();
    if (!player || !state) return;
    this.#lastCorrectiveSeekAt = now;
    this.#command("pause", now);
    this.#startOnSchedule(player, timeline, positionNow(state, now), now);
  }

  /** Seeks to where the room will be a moment from now, then starts exactly then. */
  #startOnSchedule(
    player: SyncPlayer,
    timeline: Timeline,
    position: number,
    now: number,
    again = false,
  ) {
    const lead = scheduledLeadMs(this.#latency.of("seek"));
    // Aim where the room will be once the player actually moves, a moment after "play".
    const target = positionAt(
      timeline,
      this.#options.sharedNow() + lead + this.#latency.of("start"),
    );
    if (Math.abs(position - target) > SEEK_TOLERANCE_S) this.#command("seeked", now, target);
    this.#startTimer = setTimeout(() => {
      this.#startTimer = null;
      if (this.#player !== player || this.#options.timeline() !== timeline) return;
      if (this.#seekInFlight === null) {
        // Judged afresh rather than "play" blindly: a timer of a busy page fires late
        // (hundreds of ms under load), and a start that late would leave the player that
        // far behind, for the rate to close over seconds. On time, this starts at once
        // (or as the room passes a frame the seek was close enough to be skipped for); a
        // little late, at once too (the rate makes it up); later, aimed again, once: on
        // a machine that busy a second try may fire late too, and each try holds the
        // player paused a while longer (the corrections take over from a start).
        if (again) this.#play(player);
        else this.#apply(true);
        return;
      }
      // Started before the seek landed, the player would run behind by the difference.
      // A seek that never reports landing is tried again after a while.
      this.#startWhenLanded = true;
      this.#startTimer = setTimeout(() => {
        this.#startTimer = null;
        this.#seekInFlight = null;
        this.#apply();
      }, ECHO_WINDOW_MS);
    }, lead);
  }

  /** Sends "play" at local time `at` (now, or a moment from now), for as long as the timeline holds. */
  #startAt(player: SyncPlayer, timeline: Timeline, at: number) {
    const wait = at - this.#options.now();
    if (wait < 1) {
      this.#play(player);
      return;
    }
    this.#startTimer = setTimeout(() => {
      this.#startTimer = null;
      if (this.#player === player && this.#options.timeline() === timeline) this.#play(player);
    }, wait);
  }

  /** Our "play", timed from where the player stands. */
  #play(player: SyncPlayer) {
    const now = this.#options.now();
    const from = player.state()?.currentTime ?? 0;
    this.#command("play", now);
    this.#start = { kind: "start", from, since: now, moving: 0 };
  }

  #cancelStart() {
    if (this.#startTimer !== null) clearTimeout(this.#startTimer);
    this.#startTimer = null;
    this.#startWhenLanded = false;
  }

  #command(effect: "play" | "pause" | "seeked", now: number, time?: number) {
    const player = this.#player;
    if (!player) return;
    this.#trace({ k: "cmd", effect, now, time });
    // A pause or seek of ours ends the start being timed (a "play" of ours times its own).
    if (effect !== "play") this.#start = null;
    this.#effects.expect(effect, now, time);
    if (effect === "seeked") this.#seekInFlight = { target: time ?? 0, sentAt: now };
    if (effect === "play") player.play();
    else if (effect === "pause") player.pause();
    else player.seek(time ?? 0);
  }

  /**
   * The room's rate comes back `ms` from now (a correction or a catch-up closing
   * its gap then); until then the drift is not judged (#correctDrift), only a
   * catch-up's end re-aimed (#steerCatchUp).
   */
  #rateBackAfter(ms: number) {
    if (this.#rateBackTimer !== null) clearTimeout(this.#rateBackTimer);
    this.#rateBackTimer = setTimeout(() => {
      this.#rateBackTimer = null;
      this.#setRate(this.#options.timeline()?.rate ?? 1);
    }, ms);
  }

  #setRate(rate: number) {
    if (this.#rateBackTimer !== null) clearTimeout(this.#rateBackTimer);
    this.#rateBackTimer = null;
    this.#catchingUp = false;
    if (!this.#player || this.#appliedRate === rate) return;
    this.#appliedRate = rate;
    this.#rateChangedAt = this.#options.now();
    this.#trace({ k: "rate", now: this.#rateChangedAt, rate });
    this.#estimate.setRate(rate, this.#rateChangedAt);
    this.#player.setRate(rate);
  }

  /** On each position report while both play: correct the rate, or seek when far off. */
  #correctDrift(state: PlayerState) {
    const timeline = this.#options.timeline();
    const now = this.#options.now();
    if (!timeline || timeline.paused || state.paused || this.#startTimer !== null) return;
    if (this.#effects.seekPending(now)) return;
    if (this.#rateBackTimer !== null) {
      if (this.#catchingUp) this.#steerCatchUp(state, now);
      return;
    }
    // One report alone may be far behind (the first after a busy moment of the page).
    const position = this.#estimate.reports >= 2 ? this.#estimate.at(now) : undefined;
    if (position === undefined) return;
    const drift = position - positionAt(timeline, this.#options.sharedNow());
    this.#trace({ k: "drift", now, drift });
    if (this.#startJustMoved) {
      this.#startJustMoved = false;
      if (this.#catchUpAfterStart(drift, timeline.rate)) return;
    }
    if (this.#ownStart !== null && Math.abs(drift) >= HARD_DRIFT_S) {
      // The viewer who just acted is far off the line they sent (a seek slow to decode,
      // a stall): the room goes where their player really is, rather than seeking it.
      this.#ownStart = null;
      this.#options.onOwnAction("seek", { ...state, currentTime: position, at: now });
      return;
    }
    const correction = correctDrift(
      drift,
      this.#appliedRate,
      timeline.rate,
      now - this.#rateChangedAt,
    );
    if (correction.kind === "rate") {
      this.#setRate(correction.rate);
      // The gap closes before the next report or so: the base rate comes back right then.
      if (correction.backAfterMs !== undefined) this.#rateBackAfter(correction.backAfterMs);
    } else if (
      correction.kind === "seek" &&
      now - this.#lastCorrectiveSeekAt >= MIN_CORRECTIVE_SEEK_INTERVAL_MS
    ) {
      this.#setRate(timeline.rate);
      this.#seekOnto(timeline, now);
    }
  }

  /**
   * A start just seen moving (judged from its first two reports, as drift
   * is), off the room's line by more than the deadband: closed as a start's
   * catch-up is (planAfterStart), re-aimed by each report, rather than by the
   * corrections (5 % at most: 1-2 s for a 50 ms gap, inside the time viewers
   * watch in step). False when it is no catch-up's business.
   */
  #catchUpAfterStart(drift: number, roomRate: number): boolean {
    const plan = planAfterStart(drift, roomRate);
    if (!plan) return false;
    this.#trace({ k: "catchUpAfterStart", drift });
    this.#setRate(plan.rate);
    this.#catchingUp = true;
    this.#rateBackAfter(plan.backAfterMs);
    return true;
  }

  /**
   * A catch-up's end was set from a guess of how long the player takes to
   * move (and, on a room's first start, a guess not yet measured): a player
   * that moved sooner ran ahead of the room by the difference, some 50 ms at
   * 1.2×. Each report now re-aims the end from the drift it shows, and ends
   * it at once on the room's line or past it.
   */
  #steerCatchUp(state: PlayerState, now: number) {
    const timeline = this.#options.timeline();
    if (!timeline || timeline.paused) return;
    // From the first report that shows the player moving: the estimate needs a few
    // more, and a catch-up is over within a second.
    const position =
      this.#estimate.reports >= 2
        ? (this.#estimate.at(now) ?? positionNow(state, now))
        : positionNow(state, now);
    const drift = position - positionAt(timeline, this.#options.sharedNow());
    this.#trace({ k: "catchUpDrift", now, drift });
    const endsInMs = catchUpEndsInMs(drift, this.#appliedRate, timeline.rate);
    if (endsInMs === 0) this.#setRate(timeline.rate);
    else this.#rateBackAfter(endsInMs);
  }

  #onPlayerEvent(event: PlayerEvent) {
    const now = this.#options.now();
    if (this.#options.trace) {
      const tl = this.#options.timeline();
      this.#trace({
        k: event.type,
        now,
        ct: event.state.currentTime,
        p: event.state.paused,
        r: event.state.rate,
        off: this.#options.sharedNow() - now,
        line: tl ? positionAt(tl, this.#options.sharedNow()) : null,
        tp: tl?.paused,
        est: this.#estimate.at(now),
      });
    }
    const previous = this.#lastReport;
    this.#lastReport = event.state;
    switch (event.type) {
      case "ready":
      case "state":
        this.#estimate.reset(event.state);
        this.#apply();
        return;
      case "timeupdate": {
        // A seek shows in the reports (the position jumps) before its "seeked" arrives:
        // correcting it as drift would undo the viewer's seek before it is even sent.
        if (
          previous &&
          !previous.paused &&
          !event.state.paused &&
          !this.#effects.seekPending(now) &&
          Math.abs(event.state.currentTime - positionNow(previous, event.state.at)) > SEEK_JUMP_S
        ) {
          this.#viewerSeekUntil = now + ECHO_WINDOW_MS;
        }
        if (now < this.#viewerSeekUntil) return;
        if (this.#ownStart !== null && now - this.#ownStart >= OWN_ACTION_SETTLE_MS) {
          this.#ownStart = null;
        }
        const start = this.#start;
        if (start && !this.#startMoving(start, event.state, now)) {
          // The first report of a start moving: how long it took is known now. A catch-up
          // is re-aimed; any other start is judged with the next report (#correctDrift).
          if (start.moving === 1) {
            if (this.#catchingUp && this.#rateBackTimer !== null) {
              this.#steerCatchUp(event.state, now);
            } else {
              this.#startJustMoved = true;
            }
          }
          return;
        }
        this.#estimate.add(event.state);
        if (start && this.#start === start && ++start.moving >= START_MEASURE_REPORTS) {
          // The estimate stands on a few reports of the run: when did it leave its start?
          const movedAt = this.#estimate.timeOf(start.from);
          if (movedAt !== undefined) this.#latency.learn(start.kind, start.since, movedAt);
          this.#trace({
            k: "learn",
            kind: start.kind,
            took: movedAt === undefined ? null : movedAt - start.since,
            now: start.since,
            learned: this.#latency.of(start.kind),
          });
          this.#start = null;
        }
        this.#correctDrift(event.state);
        return;
      }
      case "seeking":
        this.#onSeeking(event, now);
        return;
      case "play":
      case "pause":
      case "seeked": {
        if (event.type === "seeked" && this.#ownSeekLanded(event.state, now)) return;
        // Paused, or just starting to move again: no report to extrapolate until the next.
        this.#estimate.reset();
        this.#startJustMoved = false;
        // Our "play" is timed from the command (#play); anything else ends that timing.
        if (event.type !== "play") this.#start = null;
        this.#ownStart = null;
        if (event.type === "seeked") {
          this.#viewerSeekUntil = -Infinity;
          this.#onSeekLanded(event.state, now);
        }
        const effect = this.#effects.consume(event.type, event.state.currentTime, now);
        if (effect) return;
        // Before the player can play (its "ready"), its events are its own start-up (a
        // muted autoplay), not the viewer: the room's timeline is applied on "ready".
        if (!this.#player?.isReady()) return;
        if (this.#agreesWithTimeline(event)) return;
        const type: ActionType =
          event.type === "seeked" ? "seek" : event.type === "play" ? "play" : "pause";
        this.#sendOwn(type, event.state);
        return;
      }
      default:
        return;
    }
  }

  /**
   * A seek begins. Ours (a command) lands as its "seeked"; the viewer's own
   * is their action: told the room now, with the target as its position,
   * and its "seeked" is then only its landing.
   */
  #onSeeking(event: PlayerEvent, now: number) {
    this.#estimate.reset();
    this.#startJustMoved = false;
    this.#viewerSeekUntil = -Infinity;
    if (this.#effects.seekIsOurs(event.state.currentTime, now)) return;
    if (!this.#player?.isReady()) return;
    this.#start = null;
    this.#ownStart = null;
    this.#ownSeeking = { target: event.state.currentTime, at: now };
    if (this.#agreesWithTimeline(event)) return;
    this.#sendOwn("seek", event.state, "ownSeeking");
  }

  /**
   * A "seeked" where the viewer's own seek went (told at its "seeking"): it
   * has landed, nothing to tell. The start being timed goes on, from the
   * seek's beginning, and so does the moment the room follows this player.
   */
  #ownSeekLanded(state: PlayerState, now: number): boolean {
    const seeking = this.#ownSeeking;
    if (!seeking) return false;
    this.#ownSeeking = null;
    if (
      now - seeking.at > ECHO_WINDOW_MS ||
      Math.abs(state.currentTime - seeking.target) > LANDED_MATCH_S
    ) {
      return false;
    }
    this.#estimate.reset();
    return true;
  }

  /**
   * The viewer's own play, or seek while playing: their player moves only a
   * moment after its event. The room gets the line the player will follow
   * once it moves (the event's position, the learned start-up time later),
   * so the other viewer is not started ahead of this one; the reports that
   * show it moving then time this start.
   */
  #sendOwn(type: ActionType, state: PlayerState, seekKind: "ownSeek" | "ownSeeking" = "ownSeek") {
    const kind: StartKind | null =
      state.paused || type === "pause" ? null : type === "play" ? "ownPlay" : seekKind;
    if (kind === null) {
      this.#options.onOwnAction(type, state);
      return;
    }
    const leadMs = this.#latency.of(kind);
    this.#trace({ k: "own", type, kind, leadMs, now: this.#options.now() });
    // Its position holds from the moment it moves: a line stamped a moment ahead (from
    // the film's very start, a line moved back by the start-up would begin below 0).
    this.#options.onOwnAction(type, { ...state, at: state.at + leadMs });
    // After ownAction(): the room's line is sent, this start is timed from the event.
    this.#start = { kind, from: state.currentTime, since: state.at, moving: 0 };
  }

  /**
   * A report while a start is being timed: false while it shows the player not
   * moving yet (no report to judge drift by: it says nothing of where the
   * player goes), and for the first report that shows it moving, which the
   * estimate starts afresh from (one report is too few to judge by).
   */
  #startMoving(start: TimedStart, state: PlayerState, now: number): boolean {
    if (start.moving > 0) return true;
    if (state.paused) return false;
    if (state.currentTime - start.from < MIN_PROGRESS_S) {
      // Not moving long after its start (a stall): nothing to learn, drift takes over.
      if (now - start.since >= START_GIVE_UP_MS) this.#start = null;
      return false;
    }
    if (state.currentTime - start.from > SEEK_JUMP_S + (now - start.since) / 1000) {
      this.#start = null; // Not this start's run (the viewer sought meanwhile).
      return true;
    }
    this.#estimate.reset(state);
    start.moving = 1;
    return false;
  }

  /** A "seeked": if it is where our last seek went, that seek has landed. */
  #onSeekLanded(state: PlayerState, now: number) {
    const seek = this.#seekInFlight;
    if (!seek || Math.abs(state.currentTime - seek.target) > LANDED_MATCH_S) return;
    this.#seekInFlight = null;
    // How long it took, for aiming the next seeks.
    this.#latency.learn("seek", seek.sentAt, now);
    if (this.#startWhenLanded) this.#apply();
  }

  /** An event that only restates the room's timeline is nobody's action (echo by state). */
  #agreesWithTimeline(event: PlayerEvent): boolean {
    const timeline = this.#options.timeline();
    if (!timeline) return false;
    if (event.type === "play" && timeline.paused) return false;
    if (event.type === "pause" && !timeline.paused) return false;
    const position = positionNow(event.state, this.#options.now());
    return (
      Math.abs(position - positionAt(timeline, this.#options.sharedNow())) <= AGREEMENT_TOLERANCE_S
    );
  }
}
