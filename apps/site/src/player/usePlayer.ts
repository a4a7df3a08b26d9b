import { useCallback, useEffect, useRef, useState } from "react";
import type { PlayerStatus } from "@sinema/ui";

/*
 * A provider that speaks our postMessage API (EMBED_PLAYER_API) answers for
 * its players; error pages and stalled pages say nothing. So, for those
 * providers: the page must load at all; once loaded, a live player answers
 * `getState` at once; a live player then has a while to become ready.
 */
/** The player page must load within this. */
export const PLAYER_LOAD_TIMEOUT_MS = 15_000;
/** After the page loaded, a live player answers `getState` within this. */
export const PLAYER_PROBE_TIMEOUT_MS = 2_000;
/** A player that answered gets this long to say `ready` (its video may be slow). */
export const PLAYER_READY_TIMEOUT_MS = 15_000;

interface PlayerMessage {
  source: "sinema-player";
  event: string;
}

function isPlayerMessage(data: unknown): data is PlayerMessage {
  return (
    typeof data === "object" &&
    data !== null &&
    (data as { source?: unknown }).source === "sinema-player" &&
    typeof (data as { event?: unknown }).event === "string"
  );
}

export function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

export interface PlayerState {
  open: boolean;
  sources: readonly string[];
  index: number;
  status: PlayerStatus;
  /** The frame finished loading the current source's page. */
  loaded: boolean;
}

/**
 * The player overlay's source fallback (SPEC.md §4): loading, then loaded; an
 * error moves to the next source; when all sources failed, the error state.
 * `talkingOrigins` are the provider origins whose players report readiness.
 */
export function usePlayer(talkingOrigins: readonly string[]) {
  const [state, setState] = useState<PlayerState>({
    open: false,
    sources: [],
    index: 0,
    status: "loading",
    loaded: false,
  });
  const frameRef = useRef<HTMLIFrameElement | null>(null);

  const fail = useCallback((index: number) => {
    setState((current) => {
      if (current.index !== index || current.status === "exhausted") return current;
      const next = index + 1;
      return next < current.sources.length
        ? { ...current, index: next, status: "loading", loaded: false }
        : { ...current, status: "exhausted" };
    });
  }, []);

  const current = state.sources[state.index];
  const speaksApi = current ? talkingOrigins.includes(originOf(current) ?? "") : false;

  // A talking player must load, answer, and say "ready" in time; "error" fails it at once.
  useEffect(() => {
    if (!state.open || state.status !== "loading" || !speaksApi || !current) return;
    const index = state.index;
    let answered = false;
    let timer = window.setTimeout(
      () => fail(index),
      state.loaded ? PLAYER_PROBE_TIMEOUT_MS : PLAYER_LOAD_TIMEOUT_MS,
    );
    if (state.loaded) {
      const target = originOf(current);
      if (target) {
        frameRef.current?.contentWindow?.postMessage(
          { source: "sinema-host", command: "getState" },
          target,
        );
      }
    }
    function onMessage(event: MessageEvent) {
      if (event.source !== frameRef.current?.contentWindow || !isPlayerMessage(event.data)) return;
      if (!answered) {
        answered = true;
        window.clearTimeout(timer);
        timer = window.setTimeout(() => fail(index), PLAYER_READY_TIMEOUT_MS);
      }
      if (event.data.event === "ready") {
        window.clearTimeout(timer);
        setState((s) => (s.index === index ? { ...s, status: "ready" } : s));
      } else if (event.data.event === "error") {
        window.clearTimeout(timer);
        fail(index);
      }
    }
    window.addEventListener("message", onMessage);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("message", onMessage);
    };
  }, [state.open, state.status, state.index, state.loaded, speaksApi, current, fail]);

  const openWith = useCallback((sources: readonly string[]) => {
    setState({
      open: true,
      sources,
      index: 0,
      status: sources.length > 0 ? "loading" : "exhausted",
      loaded: false,
    });
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  /**
   * The frame loaded the page: enough for players that do not report
   * readiness; a talking player is asked for its state next.
   */
  const onSourceLoad = useCallback(
    (index: number) => {
      setState((s) => {
        if (s.index !== index || s.status !== "loading") return s;
        return speaksApi ? { ...s, loaded: true } : { ...s, status: "ready", loaded: true };
      });
    },
    [speaksApi],
  );
  /** 'Farklı Kaynak Dene': the next source, or from the first again after the last. */
  const nextSource = useCallback(() => {
    setState((s) => ({
      ...s,
      index: s.sources.length ? (s.index + 1) % s.sources.length : 0,
      status: "loading",
      loaded: false,
    }));
  }, []);

  return {
    state,
    frameRef,
    /** The current source's player reports readiness and takes commands (EMBED_PLAYER_API). */
    speaksApi,
    openWith,
    close,
    onSourceLoad,
    onSourceError: fail,
    nextSource,
  };
}
