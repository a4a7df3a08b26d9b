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
 *   times (learned from each scheduled start); a player already on the
 *   room's frame starts at once.
 * - Drift, judged from the least delayed of the recent position reports, is
 *   corrected by nudging the rate, or by a scheduled seek when over
 *   HARD_DRIFT_S; the viewer who just acted is not corrected: the room
 *   follows their player.
 */
import {
  AGREEMENT_TOLERANCE_S,
  APPLY_SEEK_S,
  ECHO_WINDOW_MS,
  HARD_DRIFT_S,
  INITIAL_SEEK_LATENCY_MS,
  LANDED_MATCH_S,
  MAX_START_LATENCY_MS,
  MIN_CORRECTIVE_SEEK_INTERVAL_MS,
  OWN_ACTION_SETTLE_MS,
  PLAY_AT_ONCE_S,
  RATE_HOLD_MS,
  SEEK_JUMP_S,
  SEEK_TOLERANCE_S,
  START_LEAD_MS,
  START_TIMING_MS,
  SYNC_GUARD_MS,
} from "./constants";
import { correctDrift } from "./drift";
import { ExpectedEffects } from "./echo";
import { positionNow, type PlayerEvent, type PlayerState, type SyncPlayer } from "./player";
import { PositionEstimate } from "./positionEstimate";
import { type ActionType, positionAt, type Timeline } from "./protocol";

export interface SteeringOptions {
  /** Local clock in ms. */
  now: () => number;
  /** The shared (server) clock now. */
  sharedNow: () => number;
  /** The timeline the player should follow now. */
  timeline: () => Timeline | null;
  /** The viewer played, paused or sought (not an effect of our commands). */
  onOwnAction: (type: ActionType, state: PlayerState) => void;
}

export class PlayerSteering {
  readonly #options: SteeringOptions;
  readonly #effects = new ExpectedEffects();
  /** Where the player is, from its recent reports, for judging drift. */
  readonly #estimate = new PositionEstimate();
  #player: SyncPlayer | null = null;
  #unsubscribe: (() => void) | null = null;

  #syncing = false;
  #heldRemote = false;
  #guardTimer: ReturnType<typeof setTimeout> | null = null;
  /** The rate we set on the player (nudged around the timeline's). */
  #appliedRate = 1;
  #rateChangedAt = -Infinity;
  #lastCorrectiveSeekAt = -Infinity;
  #seekLatencyMs = INITIAL_SEEK_LATENCY_MS;
  /** The player's previous report, to tell a seek under way from playback. */
  #lastReport: PlayerState | undefined;
  /** Until then the viewer is seeking (the position jumped): not drift, not corrected. */
  #viewerSeekUntil = -Infinity;
  #startTimer: ReturnType<typeof setTimeout> | null = null;
  /** How long after "play" the player's position starts moving, learned from scheduled starts. */
  #startLatencyMs = 0;
  #startTimed = false;
  /** A scheduled start being timed: when "play" went out, and from which position. */
  #timedStart: { commandAt: number; from: number } | null = null;
  /**
   * The viewer's own play or seek, being timed: the room's timeline starts at the
   * player's event, the player itself moves a moment later.
   */
  #ownStart: number | null = null;
  /** Our last seek, until the player reports it landed. */
  #seekInFlight: { target: number; sentAt: number } | null = null;
  /** The scheduled start came before our seek had landed: start (or aim again) once it has. */
  #startWhenLanded = false;

  constructor(options: SteeringOptions) {
    this.#options = options;
  }

  /** Starts steering `player` and listening to it. */
  attach(player: SyncPlayer): void {
    this.detach(1);
    this.#player = player;
    this.#effects.clear();
    this.#appliedRate = player.state()?.rate ?? 1;
    this.#lastReport = player.state();
    this.#viewerSeekUntil = -Infinity;
    this.#estimate.reset(player.state());
    this.#unsubscribe = player.subscribe((event) => this.#onPlayerEvent(event));
  }

  /** Stops steering: the player gets back the room's nominal `rate`, every timer is cleared. */
  detach(rate: number): void {
    if (this.#player && this.#appliedRate !== rate) this.#player.setRate(rate);
    this.#unsubscribe?.();
    this.#unsubscribe = null;
    for (const timer of [this.#startTimer, this.#guardTimer]) {
      if (timer !== null) clearTimeout(timer);
    }
    this.#startTimer = this.#guardTimer = null;
    this.#startWhenLanded = false;
    this.#seekInFlight = null;
    this.#timedStart = null;
    this.#ownStart = null;
    this.#syncing = false;
    this.#heldRemote = false;
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
    this.#heldRemote = false;
    this.#cancelStart();
    this.#setRate(timeline.rate);
    this.#ownStart = timeline.paused ? null : this.#options.now();
  }

  /** SPEC.md §4: a remote change is applied only when not already syncing; the guard clears after 500 ms. */
  applyGuarded(): void {
    this.#ownStart = null;
    if (this.#syncing) {
      this.#heldRemote = true;
      return;
    }
    this.apply();
    this.#syncing = true;
    this.#guardTimer = setTimeout(() => {
      this.#guardTimer = null;
      this.#syncing = false;
      if (this.#heldRemote) {
        this.#heldRemote = false;
        this.applyGuarded();
      }
    }, SYNC_GUARD_MS);
  }

  /** Brings the player to the current timeline: pause/seek now, or play at a scheduled moment. */
  apply(): void {
    const player = this.#player;
    const timeline = this.#options.timeline();
    const state = player?.state();
    if (!player || !timeline || !state || !player.isReady()) return; // Re-applied on "ready".
    this.#cancelStart();
    const now = this.#options.now();
    const position = positionNow(state, now);

    if (timeline.paused) {
      // A playing player stops wherever the pause lands (later than we can predict):
      // the seek right behind it puts it on the room's frame whatever the delay.
      if (!state.paused) this.#command("pause", now);
      if (!state.paused || Math.abs(position - timeline.position) > SEEK_TOLERANCE_S) {
        this.#command("seeked", now, timeline.position);
      }
      this.#setRate(timeline.rate);
      return;
    }

    this.#setRate(timeline.rate);
    if (state.paused) {
      const behind = positionAt(timeline, this.#options.sharedNow()) - position;
      if (behind >= -SEEK_TOLERANCE_S && behind <= PLAY_AT_ONCE_S) {
        // On the room's frame already (both were paused together and the other viewer
        // pressed play): start now, the nudges make up the message's delay.
        this.#command("play", now);
        return;
      }
      this.#startOnSchedule(player, timeline, position, now);
      return;
    }
    // Both playing: a seek only for a real jump; smaller drift is left to the rate nudges.
    const drift = position - positionAt(timeline, this.#options.sharedNow());
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
  #startOnSchedule(player: SyncPlayer, timeline: Timeline, position: number, now: number) {
    const lead = Math.max(START_LEAD_MS, this.#seekLatencyMs * 1.5);
    // Aim where the room will be once the player actually moves, a moment after "play".
    const target = positionAt(timeline, this.#options.sharedNow() + lead + this.#startLatencyMs);
    if (Math.abs(position - target) > SEEK_TOLERANCE_S) this.#command("seeked", now, target);
    this.#startTimer = setTimeout(() => {
      this.#startTimer = null;
      if (this.#player !== player || this.#options.timeline() !== timeline) return;
      if (this.#seekInFlight === null) {
        const from = player.state()?.currentTime ?? target;
        this.#command("play", this.#options.now());
        this.#timedStart = { commandAt: this.#options.now(), from };
        return;
      }
      // Started before the seek landed, the player would run behind by the difference.
      // A seek that never reports landing is tried again after a while.
      this.#startWhenLanded = true;
      this.#startTimer = setTimeout(() => {
        this.#startTimer = null;
        this.#seekInFlight = null;
        this.apply();
      }, ECHO_WINDOW_MS);
    }, lead);
  }

  #cancelStart() {
    if (this.#startTimer !== null) clearTimeout(this.#startTimer);
    this.#startTimer = null;
    this.#startWhenLanded = false;
    this.#timedStart = null;
  }

  #command(effect: "play" | "pause" | "seeked", now: number, time?: number) {
    const player = this.#player;
    if (!player) return;
    this.#effects.expect(effect, now, time);
    if (effect === "seeked") this.#seekInFlight = { target: time ?? 0, sentAt: now };
    if (effect === "play") player.play();
    else if (effect === "pause") player.pause();
    else player.seek(time ?? 0);
  }

  #setRate(rate: number) {
    if (!this.#player || this.#appliedRate === rate) return;
    this.#appliedRate = rate;
    this.#rateChangedAt = this.#options.now();
    this.#player.setRate(rate);
  }

  /** On each position report while both play: nudge the rate, or seek when far off. */
  #correctDrift(state: PlayerState) {
    const timeline = this.#options.timeline();
    const now = this.#options.now();
    if (!timeline || timeline.paused || state.paused || this.#startTimer !== null) return;
    if (this.#effects.seekPending(now)) return;
    const position = this.#estimate.at(now) ?? positionNow(state, now);
    const drift = position - positionAt(timeline, this.#options.sharedNow());
    const correction = correctDrift(drift, this.#appliedRate, timeline.rate);
    if (correction.kind === "rate") {
      if (now - this.#rateChangedAt >= RATE_HOLD_MS) this.#setRate(correction.rate);
    } else if (
      correction.kind === "seek" &&
      now - this.#lastCorrectiveSeekAt >= MIN_CORRECTIVE_SEEK_INTERVAL_MS
    ) {
      this.#setRate(timeline.rate);
      this.#seekOnto(timeline, now);
    }
  }

  #onPlayerEvent(event: PlayerEvent) {
    const now = this.#options.now();
    const previous = this.#lastReport;
    this.#lastReport = event.state;
    switch (event.type) {
      case "ready":
      case "state":
        this.#estimate.reset(event.state);
        this.apply();
        return;
      case "timeupdate":
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
        this.#estimate.add(event.state);
        if (this.#timedStart) this.#timeStart(event.state, now);
        else if (this.#ownStart !== null) this.#reanchorOwn(event.state, now);
        else this.#correctDrift(event.state);
        return;
      case "play":
      case "pause":
      case "seeked": {
        // Paused, or just starting to move again: no report to extrapolate until the next.
        this.#estimate.reset();
        if (event.type !== "play") this.#timedStart = null;
        this.#ownStart = null;
        if (event.type === "seeked") {
          this.#viewerSeekUntil = -Infinity;
          this.#onSeekLanded(event.state, now);
        }
        const effect = this.#effects.consume(event.type, event.state.currentTime, now);
        if (effect) return;
        if (this.#agreesWithTimeline(event)) return;
        const type: ActionType =
          event.type === "seeked" ? "seek" : event.type === "play" ? "play" : "pause";
        this.#options.onOwnAction(type, event.state);
        return;
      }
      default:
        return;
    }
  }

  /** Once the reports after a scheduled start suffice: when did the position start moving? */
  #timeStart(state: PlayerState, now: number) {
    const start = this.#timedStart;
    const position = this.#estimate.at(now);
    if (!start || position === undefined || state.paused) return;
    if (now - start.commandAt < START_TIMING_MS) return;
    this.#timedStart = null;
    const movedAt = now - ((position - start.from) / state.rate) * 1000;
    const took = Math.min(MAX_START_LATENCY_MS, Math.max(0, movedAt - start.commandAt));
    this.#startLatencyMs = this.#startTimed ? 0.5 * this.#startLatencyMs + 0.5 * took : took;
    this.#startTimed = true;
  }

  /**
   * After the viewer's own play or seek, their player is the room's reference
   * for a moment: if it is slow to move (a seek still decoding, a stall), the
   * room goes where it really is, instead of correcting the viewer who acted
   * with a seek of their own player.
   */
  #reanchorOwn(state: PlayerState, now: number) {
    const since = this.#ownStart;
    const timeline = this.#options.timeline();
    const position = this.#estimate.at(now);
    if (since === null || now - since < START_TIMING_MS) return;
    if (now - since >= OWN_ACTION_SETTLE_MS || !timeline || timeline.paused || state.paused) {
      this.#ownStart = null;
      return;
    }
    if (position === undefined) return;
    if (Math.abs(position - positionAt(timeline, this.#options.sharedNow())) < HARD_DRIFT_S) return;
    this.#options.onOwnAction("seek", { ...state, currentTime: position, at: now });
    this.#ownStart = null; // Once per action: from here on, the usual corrections.
  }

  /** A "seeked": if it is where our last seek went, that seek has landed. */
  #onSeekLanded(state: PlayerState, now: number) {
    const seek = this.#seekInFlight;
    if (!seek || Math.abs(state.currentTime - seek.target) > LANDED_MATCH_S) return;
    this.#seekInFlight = null;
    // How long it took, for aiming the next seeks: a slower one is believed at once
    // (landing late costs a second try), a faster one bit by bit.
    const took = now - seek.sentAt;
    this.#seekLatencyMs =
      took > this.#seekLatencyMs ? took : 0.7 * this.#seekLatencyMs + 0.3 * took;
    if (this.#startWhenLanded) this.apply();
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
