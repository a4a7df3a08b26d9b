/**
 * The player's source fallback as plain data and pure steps (SPEC.md §4:
 * "Player: loading, then loaded. An iframe error moves to the next source.
 * When all sources fail, an error appears."). `step(state, event)` returns
 * the next state and what the caller must do (ask the frame for its state,
 * seek, record an attempt); the caller owns the frame, the clock and the
 * timers: it calls `step` with a `tick` at `wakeAt(state)`.
 */
import type { AttemptOutcome, AttemptRecord } from "./health";
import { isFrameableUrl } from "./frameUrl";
import { isReadyMessage, type PlayerMessage, type PlayerReport } from "./messages";
import {
  PLAYER_LOAD_TIMEOUT_MS,
  PLAYER_MIN_RESUME_S,
  PLAYER_PROBE_TIMEOUT_MS,
  PLAYER_READY_TIMEOUT_MS,
  PLAYER_STALL_TIMEOUT_MS,
} from "./timing";

/** A source as the fallback sees it. */
export interface FallbackSource {
  url: string;
  /** The origin attempts are recorded under. */
  host: string;
  /** Its player speaks the postMessage API (its origin is a configured player host). */
  talks: boolean;
}

/**
 * Per source, what this session found out:
 * - `idle`: not tried yet, or left before a verdict
 * - `loading`: being tried
 * - `playing`: the current one, ready ('oynatılıyor')
 * - `notReady`: did not load, answer or get ready in time ('hazır değil')
 * - `error`: failed or stalled ('hata')
 */
export type SourceStatus = "idle" | "loading" | "playing" | "notReady" | "error";

/** What the overlay shows (PlayerOverlay's `status`). */
export type FallbackStatus = "loading" | "ready" | "exhausted";

/**
 * Who put the current source on: the player opening on its first (or a couple room's)
 * source, the viewer (the source menu, 'N', 'Farklı Kaynak Dene'), the couple room
 * (issue 32: the other viewer changed the room's source), or the fallback itself after the
 * one before failed. A couple room hears of the viewer's and the fallback's choices.
 */
export type SourceChooser = "open" | "viewer" | "room" | "fallback";

/** What the current attempt waits for. */
export type FallbackPhase = "load" | "probe" | "ready" | "play";

export interface FallbackState {
  open: boolean;
  sources: readonly FallbackSource[];
  index: number;
  statuses: readonly SourceStatus[];
  status: FallbackStatus;
  /** Null when nothing is awaited (closed, exhausted, a silent player that loaded). */
  phase: FallbackPhase | null;
  /** When the current wait runs out (epoch ms), or null. */
  deadline: number | null;
  /** When the current source was given to the frame. */
  startedAt: number;
  /** Who put the current source on. */
  chosenBy: SourceChooser;
  /** The last position (s) a player reported; the next source resumes here. */
  position: number;
  /** Where a new source is sent once ready; null when there is nothing to resume. */
  resumeAt: number | null;
  /** A resume seek is under way: reports from before it lands do not move `position`. */
  seekingTo: number | null;
  /**
   * The viewer was watching when the source changed: the next one is started
   * once ready. The alternative sources do not start by themselves (SPEC.md
   * §7, `autoPlay=false`), so without this a viewer pressing N mid-film got
   * the new source paused at the old place and had to press play again.
   */
  resumePlaying: boolean;
  /** The current player's last report (paused, muted, duration). */
  report: PlayerReport | null;
  /** When the playing player's position last moved (or it paused). */
  progressAt: number | null;
}

export type FallbackEvent =
  | {
      type: "open";
      sources: readonly FallbackSource[];
      now: number;
      startAt?: number;
      /** The source to try first (a couple room's); the first by default. */
      startIndex?: number;
    }
  | { type: "close" }
  | { type: "frameLoaded"; index: number; now: number }
  | { type: "frameError"; index: number; now: number }
  | { type: "message"; index: number; message: PlayerMessage; now: number }
  | { type: "tick"; now: number }
  /** The source menu. */
  | { type: "select"; index: number; now: number }
  /** 'N', 'Farklı Kaynak Dene': the next source, from the first again after the last. */
  | { type: "next"; now: number }
  /**
   * Issue 32: the couple room plays another source, so this player does. `failed`: the
   * source that failed for the other viewer, which this one counts out as well (so the
   * two fallbacks never send each other back to it).
   */
  | { type: "follow"; index: number; now: number; failed?: number };

export type FallbackEffect =
  /** Post `getState` to the current frame (a live player answers at once). */
  | { type: "probe"; index: number }
  /** Post `seek` to the current frame. */
  | { type: "seek"; index: number; time: number }
  /** Post `play` to the current frame (after the resume seek): the last source was playing. */
  | { type: "play"; index: number }
  /** Keep this attempt in the health log. */
  | { type: "record"; record: AttemptRecord };

export interface FallbackStep {
  state: FallbackState;
  effects: FallbackEffect[];
}

export const CLOSED_PLAYER: FallbackState = {
  open: false,
  sources: [],
  index: 0,
  statuses: [],
  status: "exhausted",
  phase: null,
  deadline: null,
  startedAt: 0,
  chosenBy: "open",
  position: 0,
  resumeAt: null,
  seekingTo: null,
  resumePlaying: false,
  report: null,
  progressAt: null,
};

/** Sources from addresses: the talking ones are those on a configured player host. */
export function fallbackSources(
  sources: ReadonlyArray<string | { url: string }>,
  talkingOrigins: readonly string[],
): FallbackSource[] {
  return sources.flatMap((source) => {
    const url = typeof source === "string" ? source : source.url;
    if (!isFrameableUrl(url)) return [];
    const host = new URL(url).origin;
    return [{ url, host, talks: talkingOrigins.includes(host) }];
  });
}

const done = (state: FallbackState, effects: FallbackEffect[] = []): FallbackStep => ({
  state,
  effects,
});

const withStatus = (statuses: readonly SourceStatus[], index: number, status: SourceStatus) =>
  statuses.map((current, i) => (i === index ? status : current));

function resumePoint(state: FallbackState): number | null {
  return state.position >= PLAYER_MIN_RESUME_S ? state.position : null;
}

/** Gives source `index` to the frame; the previous one (if undecided) is left idle. */
function start(
  state: FallbackState,
  index: number,
  now: number,
  chosenBy: SourceChooser,
): FallbackState {
  const previous = state.statuses[state.index];
  const left = previous === "loading" || previous === "playing" ? "idle" : previous;
  const statuses = withStatus(
    withStatus(state.statuses, state.index, left ?? "idle"),
    index,
    "loading",
  );
  return {
    ...state,
    index,
    statuses,
    status: "loading",
    phase: "load",
    deadline: now + PLAYER_LOAD_TIMEOUT_MS,
    startedAt: now,
    chosenBy,
    resumeAt: state.resumeAt ?? resumePoint(state),
    seekingTo: null,
    // A source that failed before saying anything keeps the intent of the one before it.
    resumePlaying: state.report ? !state.report.paused : state.resumePlaying,
    report: null,
    progressAt: null,
  };
}

function record(state: FallbackState, outcome: AttemptOutcome, now: number): FallbackEffect | null {
  const source = state.sources[state.index];
  if (!source) return null;
  return {
    type: "record",
    record: {
      host: source.host,
      at: now,
      outcome,
      ...(outcome === "ready" ? { readyMs: Math.max(0, now - state.startedAt) } : {}),
    },
  };
}

/** The first source after `from` (wrapping) that has no verdict yet. */
function nextUntried(statuses: readonly SourceStatus[], from: number): number | null {
  for (let step = 1; step <= statuses.length; step += 1) {
    const index = (from + step) % statuses.length;
    if (statuses[index] === "idle") return index;
  }
  return null;
}

/** The current source failed: note it and move on to the next untried one, or give up. */
function fail(
  state: FallbackState,
  verdict: "notReady" | "error",
  outcome: AttemptOutcome,
  now: number,
): FallbackStep {
  const effects = [record(state, outcome, now)].filter((effect) => effect !== null);
  const failed = { ...state, statuses: withStatus(state.statuses, state.index, verdict) };
  const next = nextUntried(failed.statuses, state.index);
  if (next === null) {
    return done(
      {
        ...failed,
        status: "exhausted",
        phase: null,
        deadline: null,
        report: null,
        progressAt: null,
      },
      effects,
    );
  }
  return done(start(failed, next, now, "fallback"), effects);
}

function ready(state: FallbackState, now: number): FallbackStep {
  const effects: FallbackEffect[] = [];
  const attempt = record(state, "ready", now);
  if (attempt) effects.push(attempt);
  const source = state.sources[state.index];
  let next: FallbackState = {
    ...state,
    statuses: withStatus(state.statuses, state.index, "playing"),
    status: "ready",
    phase: source?.talks ? "play" : null,
    deadline: null,
    progressAt: now,
  };
  if (source?.talks && state.resumeAt !== null) {
    effects.push({ type: "seek", index: state.index, time: state.resumeAt });
    next = { ...next, resumeAt: null, seekingTo: state.resumeAt, position: state.resumeAt };
  }
  if (source?.talks && state.resumePlaying) {
    effects.push({ type: "play", index: state.index });
    next = { ...next, resumePlaying: false };
  }
  return done(next, effects);
}

/** A report from the playing player: where it is, and whether it still moves. */
function track(state: FallbackState, message: PlayerMessage, now: number): FallbackState {
  const report = message.report;
  if (!report) return state;
  const previous = state.report;
  const moved = !previous || Math.abs(report.currentTime - previous.currentTime) > 0.01;
  // Paused, just resumed or at the end: the stall clock starts over.
  const resumed = previous?.paused === true && !report.paused;
  const progressAt =
    moved || resumed || report.paused || message.event === "ended" ? now : state.progressAt;
  let seekingTo = state.seekingTo;
  if (seekingTo !== null && (message.event === "seeked" || report.currentTime >= seekingTo - 1)) {
    seekingTo = null;
  }
  // Until the resume seek lands, the old position is the one worth keeping.
  const position = seekingTo === null ? report.currentTime : state.position;
  return { ...state, report, position, seekingTo, progressAt };
}

function onMessage(
  state: FallbackState,
  index: number,
  message: PlayerMessage,
  now: number,
): FallbackStep {
  const source = state.sources[index];
  if (!state.open || index !== state.index || !source?.talks) return done(state);
  if (state.status === "loading") {
    if (message.event === "error") return fail(state, "error", "error", now);
    const answered = message.report ? { ...state, report: message.report } : state;
    if (isReadyMessage(message)) return ready(answered, now);
    // A live player answered: it now gets its while to become ready.
    if (state.phase !== "ready") {
      return done({ ...answered, phase: "ready", deadline: now + PLAYER_READY_TIMEOUT_MS });
    }
    return done(answered);
  }
  // Once playing, "error" may only mean a refused command (a play() the
  // browser blocked): a broken video shows as a stall instead.
  if (state.status === "ready") return done(track(state, message, now));
  return done(state);
}

/** Whether the playing player should be moving and has not for too long. */
function stalled(state: FallbackState, now: number): boolean {
  return (
    state.status === "ready" &&
    state.phase === "play" &&
    state.report !== null &&
    !state.report.paused &&
    state.progressAt !== null &&
    now - state.progressAt >= PLAYER_STALL_TIMEOUT_MS
  );
}

function onTick(state: FallbackState, now: number): FallbackStep {
  if (!state.open) return done(state);
  if (state.status === "loading" && state.deadline !== null && now >= state.deadline) {
    return fail(state, "notReady", "timeout", now);
  }
  if (stalled(state, now)) {
    const attempt = record(state, "stall", now);
    const effects = attempt ? [attempt] : [];
    const next = nextUntried(state.statuses, state.index);
    // With nowhere better to go, stay (the player may still recover), and
    // do not count the same stall again until it moves.
    if (next === null) return done({ ...state, progressAt: null }, effects);
    const failed = {
      ...state,
      statuses: withStatus(state.statuses, state.index, "error" as const),
    };
    return done(start(failed, next, now, "fallback"), effects);
  }
  return done(state);
}

function choose(
  state: FallbackState,
  index: number,
  now: number,
  chosenBy: "viewer" | "room",
): FallbackStep {
  if (!state.open || index < 0 || index >= state.sources.length) return done(state);
  if (index === state.index && state.status !== "exhausted") return done(state);
  // After every source failed, the viewer's choice starts a new round.
  const base =
    state.status === "exhausted"
      ? { ...state, statuses: state.sources.map(() => "idle" as const) }
      : state;
  return done(start(base, index, now, chosenBy));
}

/** The room's source: this player follows, counting out the one that failed for the other. */
function follow(state: FallbackState, index: number, now: number, failed?: number): FallbackStep {
  const counted =
    failed !== undefined && failed !== index && state.statuses[failed] === "idle"
      ? { ...state, statuses: withStatus(state.statuses, failed, "error") }
      : state;
  const moved = choose(counted, index, now, "room");
  return moved.state === counted ? done(state) : moved;
}

export function step(state: FallbackState, event: FallbackEvent): FallbackStep {
  switch (event.type) {
    case "open": {
      const sources = event.sources.filter((source) => isFrameableUrl(source.url));
      const opened: FallbackState = {
        ...CLOSED_PLAYER,
        open: true,
        sources,
        statuses: sources.map(() => "idle"),
        position: event.startAt ?? 0,
      };
      if (sources.length === 0) return done(opened);
      const first = event.startIndex ?? 0;
      const index = first >= 0 && first < sources.length ? first : 0;
      return done(start({ ...opened, resumeAt: resumePoint(opened) }, index, event.now, "open"));
    }
    case "close":
      return done({ ...state, open: false, phase: null, deadline: null });
    case "frameLoaded": {
      const source = state.sources[event.index];
      if (!state.open || event.index !== state.index || state.status !== "loading" || !source) {
        return done(state);
      }
      // A silent player counts as ready once its page is there.
      if (!source.talks) return ready(state, event.now);
      if (state.phase !== "load") return done(state);
      return done({ ...state, phase: "probe", deadline: event.now + PLAYER_PROBE_TIMEOUT_MS }, [
        { type: "probe", index: event.index },
      ]);
    }
    case "frameError":
      if (!state.open || event.index !== state.index || state.status === "exhausted") {
        return done(state);
      }
      return fail(state, "error", "error", event.now);
    case "message":
      return onMessage(state, event.index, event.message, event.now);
    case "tick":
      return onTick(state, event.now);
    case "select":
      return choose(state, event.index, event.now, "viewer");
    case "next": {
      const count = state.sources.length;
      return count === 0
        ? done(state)
        : choose(state, (state.index + 1) % count, event.now, "viewer");
    }
    case "follow":
      return follow(state, event.index, event.now, event.failed);
  }
}

/** When the caller should `tick` next (epoch ms), or null when nothing is awaited. */
export function wakeAt(state: FallbackState): number | null {
  if (!state.open) return null;
  if (state.status === "loading") return state.deadline;
  if (
    state.status === "ready" &&
    state.phase === "play" &&
    state.report &&
    !state.report.paused &&
    state.progressAt !== null
  ) {
    return state.progressAt + PLAYER_STALL_TIMEOUT_MS;
  }
  return null;
}
