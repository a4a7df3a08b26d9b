import { useCallback, useEffect, useRef, useState } from "react";
import type { PlayerStatus } from "@sinema/ui";

/**
 * How long a player from a provider that speaks our postMessage API
 * (EMBED_PLAYER_API: `ready` / `error` events) may take to say it is ready
 * before the next source is tried. Error pages and stalled players say nothing.
 */
export const PLAYER_READY_TIMEOUT_MS = 8_000;

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
  });
  const frameRef = useRef<HTMLIFrameElement | null>(null);

  const fail = useCallback((index: number) => {
    setState((current) => {
      if (current.index !== index || current.status === "exhausted") return current;
      const next = index + 1;
      return next < current.sources.length
        ? { ...current, index: next, status: "loading" }
        : { ...current, status: "exhausted" };
    });
  }, []);

  const current = state.sources[state.index];
  const speaksApi = current ? talkingOrigins.includes(originOf(current) ?? "") : false;

  // A talking player must say "ready" in time; "error" fails the source at once.
  useEffect(() => {
    if (!state.open || state.status !== "loading" || !speaksApi) return;
    const index = state.index;
    const timer = window.setTimeout(() => fail(index), PLAYER_READY_TIMEOUT_MS);
    function onMessage(event: MessageEvent) {
      if (event.source !== frameRef.current?.contentWindow || !isPlayerMessage(event.data)) return;
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
  }, [state.open, state.status, state.index, speaksApi, fail]);

  const openWith = useCallback((sources: readonly string[]) => {
    setState({
      open: true,
      sources,
      index: 0,
      status: sources.length > 0 ? "loading" : "exhausted",
    });
  }, []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  /** The frame loaded: enough for players that do not report readiness. */
  const onSourceLoad = useCallback(
    (index: number) => {
      if (speaksApi) return;
      setState((s) =>
        s.index === index && s.status === "loading" ? { ...s, status: "ready" } : s,
      );
    },
    [speaksApi],
  );
  /** 'Farklı Kaynak Dene': the next source, or from the first again after the last. */
  const nextSource = useCallback(() => {
    setState((s) => ({
      ...s,
      index: s.sources.length ? (s.index + 1) % s.sources.length : 0,
      status: "loading",
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
