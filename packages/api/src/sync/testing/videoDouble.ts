/**
 * A stand-in for the embed player in tests: a video whose position runs with
 * the (real or fake) clock, that answers commands after a postMessage-like
 * hop, takes a while to seek, reports timeupdate every 250 ms while playing,
 * and can be driven by "the viewer" (userPlay, userPause, userSeek) the way
 * clicks inside the iframe would.
 */
import type { PlayerEvent, PlayerEventType, PlayerState, SyncPlayer } from "../player";

export interface VideoDoubleOptions {
  now?: () => number;
  /** The postMessage hop, each way folded into one delay. */
  commandDelayMs?: number;
  /** How long a seek takes before "seeked" (playback stalls meanwhile). */
  seekDelayMs?: number;
  /** How long after "play" the position starts moving (decoder and audio start-up). */
  startDelayMs?: number;
  /** A seek while playing: how long after its "seeked" the position moves again (decoding). */
  seekResumeDelayMs?: number;
  /**
   * How late each position report arrives (ms, drawn per report): it says where the
   * video was that long ago, as a postMessage from a busy player process does.
   */
  reportDelayMs?: () => number;
  timeupdateMs?: number;
  /** Says "seeking" as a seek begins (as the demo player does); older players only say "seeked". */
  reportsSeeking?: boolean;
  duration?: number;
  startAt?: number;
}

export type RecordedCommand =
  | { command: "play" | "pause" }
  | { command: "seek"; time: number }
  | { command: "rate"; rate: number };

export class VideoDouble implements SyncPlayer {
  readonly commands: RecordedCommand[] = [];
  readonly events: PlayerEventType[] = [];
  readonly #now: () => number;
  readonly #commandDelayMs: number;
  readonly #seekDelayMs: number;
  readonly #startDelayMs: number;
  readonly #seekResumeDelayMs: number;
  readonly #reportDelayMs: () => number;
  readonly #timeupdateMs: number;
  readonly #reportsSeeking: boolean;
  readonly #duration: number;
  readonly #listeners = new Set<(event: PlayerEvent) => void>();
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #ticker: ReturnType<typeof setInterval> | null = null;
  /** Position at #anchorAt; playback advances from there while not paused and not seeking. */
  #anchor: number;
  #anchorAt: number;
  #paused = true;
  #rate = 1;
  #ready = false;
  #reported: PlayerState | undefined;

  constructor(options: VideoDoubleOptions = {}) {
    this.#now = options.now ?? (() => Date.now());
    this.#commandDelayMs = options.commandDelayMs ?? 1;
    this.#seekDelayMs = options.seekDelayMs ?? 20;
    this.#reportsSeeking = options.reportsSeeking ?? false;
    this.#startDelayMs = options.startDelayMs ?? 0;
    this.#seekResumeDelayMs = options.seekResumeDelayMs ?? 0;
    this.#reportDelayMs = options.reportDelayMs ?? (() => 0);
    this.#timeupdateMs = options.timeupdateMs ?? 250;
    this.#duration = options.duration ?? 7_200;
    this.#anchor = options.startAt ?? 0;
    this.#anchorAt = this.#now();
  }

  /** Loads the video: "ready" after one hop, as the embed page sends it. */
  load(): this {
    this.#after(this.#commandDelayMs, () => {
      this.#ready = true;
      this.#emit("ready");
    });
    return this;
  }

  /** Where the video really is now (or was at local time `at`, since the last change). */
  position(at = this.#now()): number {
    const now = at;
    if (this.#paused || now <= this.#anchorAt) return this.#anchor;
    return Math.min(this.#duration, this.#anchor + ((now - this.#anchorAt) / 1000) * this.#rate);
  }

  get paused(): boolean {
    return this.#paused;
  }

  get rate(): number {
    return this.#rate;
  }

  /** Moves the video's position without any event, as a stall or a slow decoder would. */
  drift(seconds: number): void {
    this.#reanchor();
    this.#anchor = Math.max(0, this.#anchor + seconds);
  }

  // SyncPlayer
  state(): PlayerState | undefined {
    return this.#reported;
  }

  isReady(): boolean {
    return this.#ready;
  }

  play(): void {
    this.commands.push({ command: "play" });
    this.#after(this.#commandDelayMs, () => this.#startPlaying());
  }

  pause(): void {
    this.commands.push({ command: "pause" });
    this.#after(this.#commandDelayMs, () => this.#stopPlaying());
  }

  seek(time: number): void {
    this.commands.push({ command: "seek", time });
    this.#after(this.#commandDelayMs, () => this.#seekTo(time));
  }

  setRate(rate: number): void {
    this.commands.push({ command: "rate", rate });
    this.#after(this.#commandDelayMs, () => {
      this.#reanchor();
      this.#rate = rate;
    });
  }

  subscribe(listener: (event: PlayerEvent) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  // The viewer, inside the iframe
  userPlay(): void {
    this.#startPlaying();
  }

  userPause(): void {
    this.#stopPlaying();
  }

  userSeek(time: number): void {
    this.#seekTo(time);
  }

  dispose(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    if (this.#ticker !== null) clearInterval(this.#ticker);
    this.#ticker = null;
    this.#listeners.clear();
  }

  #startPlaying() {
    if (!this.#paused) return;
    this.#reanchor();
    this.#anchorAt = Math.max(this.#anchorAt, this.#now() + this.#startDelayMs);
    this.#paused = false;
    this.#emit("play");
    this.#ticker = setInterval(() => this.#emit("timeupdate"), this.#timeupdateMs);
  }

  #stopPlaying() {
    if (this.#paused) return;
    this.#reanchor();
    this.#paused = true;
    if (this.#ticker !== null) clearInterval(this.#ticker);
    this.#ticker = null;
    this.#emit("pause");
  }

  #seekTo(time: number) {
    // Playback stalls at the target until the seek has landed.
    this.#anchor = Math.max(0, Math.min(this.#duration, time));
    this.#anchorAt = this.#now() + (this.#paused ? 0 : this.#seekDelayMs + this.#seekResumeDelayMs);
    if (this.#reportsSeeking) this.#emit("seeking");
    this.#after(this.#seekDelayMs, () => this.#emit("seeked"));
  }

  #reanchor() {
    this.#anchor = this.position();
    this.#anchorAt = Math.max(this.#anchorAt, this.#now());
  }

  #emit(type: PlayerEventType) {
    this.events.push(type);
    const late = type === "timeupdate" ? this.#reportDelayMs() : 0;
    this.#reported = {
      currentTime: this.position(this.#now() - late),
      paused: this.#paused,
      rate: this.#rate,
      duration: this.#duration,
      at: this.#now(),
    };
    const event: PlayerEvent = { type, state: this.#reported };
    for (const listener of [...this.#listeners]) listener(event);
  }

  #after(delayMs: number, task: () => void) {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      task();
    }, delayMs);
    this.#timers.add(timer);
  }
}
