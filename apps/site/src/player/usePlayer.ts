import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import {
  CLOSED_PLAYER,
  fallbackSources,
  hostMessage,
  parsePlayerMessage,
  playerHostOf,
  step,
  wakeAt,
  type AttemptRecord,
  type FallbackEvent,
  type FallbackState,
  type PlayerCommand,
} from "@sinema/api";
import type { PlayerStatus } from "@sinema/ui";

export {
  PLAYER_LOAD_TIMEOUT_MS,
  PLAYER_PROBE_TIMEOUT_MS,
  PLAYER_READY_TIMEOUT_MS,
} from "@sinema/api";

/** The origin of a player address; null for one that may not be framed. */
export const originOf = playerHostOf;

export interface PlayerState {
  open: boolean;
  sources: readonly string[];
  index: number;
  status: PlayerStatus;
}

export interface UsePlayerOptions {
  /** Each finished attempt, for the host-health log. */
  onAttempt?: (record: AttemptRecord) => void;
  /**
   * Open from the first render with these sources (the watch page, rendered
   * open on the server: its frame may have loaded before the page was live,
   * which the early-action recorder keeps and replays as the frame's load).
   */
  initialSources?: readonly string[] | undefined;
  /**
   * Every step of the fallback, with the state before and after (issue 32: couple mode
   * tells the room which source plays, and why it changed).
   */
  onStep?: (previous: FallbackState, next: FallbackState) => void;
  /**
   * In a couple room, couple mode brings every new source to the room's place and state
   * once it is up: the fallback's own resume seek and play are left out, since the room's
   * steering would take them for the viewer seeking and playing (back to where this
   * player last was) and send the partner there too.
   */
  steeredByRoom?: boolean;
}

/** What the overlay draws from the machine, as one comparable key. */
function shown(machine: FallbackState): string {
  return `${machine.open}|${machine.index}|${machine.status}|${machine.sources.length}`;
}

function viewOf(machine: FallbackState): PlayerState {
  return {
    open: machine.open,
    sources: machine.sources.map((source) => source.url),
    index: machine.index,
    status: machine.status,
  };
}

/**
 * The player overlay's source fallback (SPEC.md §4) on the frame: the rules
 * are packages/api's pure machine (`step`); this hook owns the frame, the
 * clock and the timers. `talkingOrigins` are the provider origins whose
 * players report readiness (EMBED_BASE_URLS).
 */
export function usePlayer(talkingOrigins: readonly string[], options: UsePlayerOptions = {}) {
  const [machine, setMachine] = useState<FallbackState>(() =>
    options.initialSources
      ? step(CLOSED_PLAYER, {
          type: "open",
          sources: fallbackSources(options.initialSources, talkingOrigins),
          now: Date.now(),
        }).state
      : CLOSED_PLAYER,
  );
  const machineRef = useRef(machine);
  const frameRef = useRef<HTMLIFrameElement | null>(null);
  const onAttempt = useRef(options.onAttempt);
  const onStep = useRef(options.onStep);
  const steeredByRoom = useRef(options.steeredByRoom ?? false);
  useEffect(() => {
    onAttempt.current = options.onAttempt;
    onStep.current = options.onStep;
    steeredByRoom.current = options.steeredByRoom ?? false;
  }, [options.onAttempt, options.onStep, options.steeredByRoom]);

  /** Posts to the current frame, aimed at its source's origin only. */
  const post = useCallback((index: number, command: PlayerCommand) => {
    const source = machineRef.current.sources[index];
    if (!source || index !== machineRef.current.index) return;
    frameRef.current?.contentWindow?.postMessage(hostMessage(command), source.host);
  }, []);

  // One timer for the machine's next deadline. While a player plays, every
  // report moves the stall deadline: the timer is not moved each time, it
  // fires at the earlier deadline, finds nothing due and is set again.
  const timer = useRef<{ id: number; at: number } | null>(null);
  const dispatchRef = useRef<(event: FallbackEvent) => void>(() => undefined);
  const schedule = useCallback((state: FallbackState) => {
    const wake = wakeAt(state);
    if (wake === null) {
      if (timer.current) window.clearTimeout(timer.current.id);
      timer.current = null;
      return;
    }
    if (timer.current && timer.current.at <= wake) return;
    if (timer.current) window.clearTimeout(timer.current.id);
    const id = window.setTimeout(
      () => {
        timer.current = null;
        dispatchRef.current({ type: "tick", now: Date.now() });
      },
      Math.max(0, wake - Date.now()),
    );
    timer.current = { id, at: wake };
  }, []);
  useEffect(() => {
    // A player open from the first render (the watch page) waits from here.
    schedule(machineRef.current);
    return () => {
      if (timer.current) window.clearTimeout(timer.current.id);
    };
  }, [schedule]);

  const dispatch = useCallback(
    (event: FallbackEvent) => {
      const previous = machineRef.current;
      const { state, effects } = step(previous, event);
      machineRef.current = state;
      // Position reports (several a second) change nothing on screen: no render for them.
      if (shown(previous) !== shown(state) || state.statuses !== previous.statuses) {
        setMachine(state);
      }
      schedule(state);
      if (state !== previous) onStep.current?.(previous, state);
      for (const effect of effects) {
        if (effect.type === "probe") post(effect.index, { command: "getState" });
        else if (effect.type === "record") onAttempt.current?.(effect.record);
        else if (steeredByRoom.current) continue;
        else if (effect.type === "seek") post(effect.index, { command: "seek", time: effect.time });
        else post(effect.index, { command: "play" });
      }
    },
    [post, schedule],
  );
  useEffect(() => {
    dispatchRef.current = dispatch;
  }, [dispatch]);

  // Only the current frame's messages, from its source's origin, are believed.
  const open = machine.open;
  useEffect(() => {
    if (!open) return;
    function onMessage(event: MessageEvent) {
      const { index, sources } = machineRef.current;
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame || event.origin !== sources[index]?.host) return;
      const message = parsePlayerMessage(event.data);
      if (message) dispatch({ type: "message", index, message, now: Date.now() });
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [open, dispatch]);

  const originsKey = talkingOrigins.join(" ");
  /**
   * Opens the player; `startAt` (s) resumes a title the viewer started (issue 14);
   * `startIndex` is the source to try first (a couple room's, issue 32).
   */
  const openWith = useCallback(
    (sources: readonly string[], startAt?: number, startIndex?: number) => {
      const origins = originsKey ? originsKey.split(" ") : [];
      dispatch({
        type: "open",
        sources: fallbackSources(sources, origins),
        now: Date.now(),
        ...(startAt === undefined ? {} : { startAt }),
        ...(startIndex === undefined ? {} : { startIndex }),
      });
    },
    [originsKey, dispatch],
  );
  const close = useCallback(() => dispatch({ type: "close" }), [dispatch]);
  /**
   * The frame loaded the page: enough for players that do not report
   * readiness; a talking player is asked for its state next.
   */
  const onSourceLoad = useCallback(
    (index: number) => dispatch({ type: "frameLoaded", index, now: Date.now() }),
    [dispatch],
  );
  const onSourceError = useCallback(
    (index: number) => dispatch({ type: "frameError", index, now: Date.now() }),
    [dispatch],
  );
  /** 'Farklı Kaynak Dene', 'N': the next source, or from the first again after the last. */
  const nextSource = useCallback(() => dispatch({ type: "next", now: Date.now() }), [dispatch]);
  /** The source menu's choice. */
  const selectSource = useCallback(
    (index: number) => dispatch({ type: "select", index, now: Date.now() }),
    [dispatch],
  );
  /**
   * Issue 32: the couple room plays source `index`; `failed` is one that failed for the
   * other viewer, which this player counts out too.
   */
  const followSource = useCallback(
    (index: number, failed?: number) =>
      dispatch({
        type: "follow",
        index,
        now: Date.now(),
        ...(failed === undefined ? {} : { failed }),
      }),
    [dispatch],
  );
  /** A command for the current player (keyboard shortcuts); ignored by players that do not talk. */
  const command = useCallback(
    (playerCommand: PlayerCommand) => {
      const { index, sources } = machineRef.current;
      if (sources[index]?.talks) post(index, playerCommand);
    },
    [post],
  );

  const currentReport = useCallback(() => machineRef.current.report, []);
  /** The fallback as of now (the render's copy may lag behind position reports). */
  const machineNow = useCallback(() => machineRef.current, []);
  const state = useMemo(() => viewOf(machine), [machine]);
  return {
    state,
    /** Per-source verdicts for the source menu (as of the last render). */
    fallback: machine,
    /** The current player's latest report, for shortcuts (read when a key is pressed). */
    currentReport,
    machineNow,
    frameRef,
    /** The current source's player reports readiness and takes commands (EMBED_PLAYER_API). */
    speaksApi: machine.sources[machine.index]?.talks ?? false,
    openWith,
    close,
    onSourceLoad,
    onSourceError,
    nextSource,
    selectSource,
    followSource,
    command,
  };
}
