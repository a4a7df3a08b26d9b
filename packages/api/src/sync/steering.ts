/**
 * The shell around the steering's pure step (steeringMachine.ts): it holds
 * the state, the player and one timer. Each call and player event becomes an
 * event for `step`, with the moment as the clocks, the room's timeline and
 * the player report it; the commands that come back are run against the
 * player and the room, and the timer is set for `wakeAt`.
 */
import type { PlayerState, SyncPlayer } from "./player";
import { positionNow } from "./player";
import type { ActionType, Timeline } from "./protocol";
import {
  initialSteering,
  type Moment,
  type PlayerTimings,
  type SteeringEvent,
  type SteeringState,
  step,
  wakeAt,
} from "./steeringMachine";

export type { PlayerTimings };

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

/** Receives the steering's events (player events, commands, drift, learned latencies). */
export type SyncTrace = (event: Record<string, unknown>) => void;

export class PlayerSteering {
  readonly #options: SteeringOptions;
  #state: SteeringState;
  #player: SyncPlayer | null = null;
  #unsubscribe: (() => void) | null = null;
  #timer: ReturnType<typeof setTimeout> | null = null;
  /** The wake the timer is set for (local ms). */
  #timerAt: number | null = null;

  constructor(options: SteeringOptions) {
    this.#options = options;
    this.#state = initialSteering(options.timings);
  }

  /** Starts steering `player` and listening to it. */
  attach(player: SyncPlayer): void {
    this.detach(1);
    this.#player = player;
    this.#step({ type: "attach" });
    this.#unsubscribe = player.subscribe((event) => this.#step({ type: "player", event }));
  }

  /** Stops steering: the player gets back the room's nominal `rate`, the timer is cleared. */
  detach(rate: number): void {
    this.#step({ type: "detach", rate });
    this.#unsubscribe?.();
    this.#unsubscribe = null;
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
    this.#step({ type: "ownAction", timeline });
  }

  /** A remote change, behind SPEC.md §4's guard: applied now, or held until the guard clears. */
  applyGuarded(): void {
    this.#step({ type: "timeline", guarded: true });
  }

  /** Brings the player to the current timeline (unless it only restates the line followed). */
  apply(): void {
    this.#step({ type: "timeline", guarded: false });
  }

  #moment(): Moment {
    const player = this.#player;
    return {
      now: this.#options.now(),
      sharedNow: this.#options.sharedNow(),
      timeline: this.#options.timeline(),
      player: player && { state: player.state(), ready: player.isReady() },
    };
  }

  /**
   * One step: the state is kept before the commands run, as a command may
   * come back here at once (an announced action is acknowledged with
   * ownAction); the timer follows the state left after all of them.
   */
  #step(event: SteeringEvent) {
    const player = this.#player;
    const result = step(this.#state, event, this.#moment());
    this.#state = result.state;
    for (const command of result.commands) {
      switch (command.type) {
        case "play":
          player?.play();
          break;
        case "pause":
          player?.pause();
          break;
        case "seek":
          player?.seek(command.time);
          break;
        case "setRate":
          player?.setRate(command.rate);
          break;
        case "announce":
          this.#options.onOwnAction(command.action, command.state);
          break;
        case "trace":
          this.#options.trace?.(command.event);
          break;
      }
    }
    this.#arm();
  }

  #arm() {
    const at = wakeAt(this.#state);
    if (at === this.#timerAt) return;
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#timerAt = at;
    if (at === null) return;
    this.#timer = setTimeout(
      () => {
        this.#timer = null;
        this.#timerAt = null;
        this.#step({ type: "wake", due: at });
      },
      Math.max(0, at - this.#options.now()),
    );
  }
}
