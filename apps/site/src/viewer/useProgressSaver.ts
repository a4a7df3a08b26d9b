/**
 * Watch progress from the player's postMessage API (services/embed-demo-deno
 * README), saved to the viewer's record every few seconds while the overlay
 * is open, when it closes, when the page is hidden, and when the title
 * finishes. Kept apart from the overlay's source handling (usePlayer): it
 * only listens to the frame the overlay shows.
 */
import { useEffect, useRef, type RefObject } from "react";
import {
  isFinished,
  parsePlayerMessage,
  recordProgress,
  type EpisodeRef,
  type TitleRef,
} from "@sinema/api";
import { useViewer } from "./ViewerProvider";

/** Issue 14: "the overlay saves it every few seconds and on close". */
export const PROGRESS_SAVE_INTERVAL_MS = 5000;

export interface ProgressSaverOptions {
  /** The overlay is open. */
  open: boolean;
  frameRef: RefObject<HTMLIFrameElement | null>;
  /** What plays; null saves nothing. */
  title: TitleRef | null;
  /** Series: the episode that plays. */
  episode?: EpisodeRef | null | undefined;
  /** Series: the episode after it, kept once it finishes ('İzlemeye Devam Et' offers it). */
  next?: EpisodeRef | null | undefined;
  /** The film or episode passed its finish point (once per opening). */
  onFinished?: (() => void) | undefined;
}

interface Reported {
  position: number;
  duration: number;
}

function originOf(url: string): string | null {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
}

export function useProgressSaver({
  open,
  frameRef,
  title,
  episode,
  next,
  onFinished,
}: ProgressSaverOptions): void {
  const { update } = useViewer();
  // The card's meta, what comes next and the callback may change every
  // render (the next season's episodes load late); what plays is the effect's key.
  const titleRef = useRef(title);
  const nextRef = useRef(next);
  const finishedRef = useRef(onFinished);
  useEffect(() => {
    titleRef.current = title;
    nextRef.current = next;
    finishedRef.current = onFinished;
  });
  const key = title?.key ?? null;
  const season = episode?.season;
  const number = episode?.episode;

  useEffect(() => {
    if (!open || key === null) return;
    const ref =
      season !== undefined && number !== undefined ? { season, episode: number } : undefined;
    let latest: Reported | null = null;
    let saved: Reported | null = null;
    let finished = false;

    const save = () => {
      const meta = titleRef.current?.meta;
      if (!latest || latest === saved || !meta) return;
      const report = {
        key,
        meta,
        ...latest,
        ...(ref ? { episode: ref, next: nextRef.current } : {}),
      };
      saved = latest;
      update((record, now) => recordProgress(record, report, now));
    };

    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current;
      // Only the overlay's own frame, from the origin of the page it shows.
      if (!frame?.contentWindow || event.source !== frame.contentWindow) return;
      if (event.origin !== originOf(frame.src)) return;
      const message = parsePlayerMessage(event.data);
      if (!message?.report) return;
      latest = { position: message.report.currentTime, duration: message.report.duration };
      if (
        !finished &&
        (message.event === "ended" || isFinished(latest.position, latest.duration))
      ) {
        finished = true;
        save();
        finishedRef.current?.();
      }
    };

    window.addEventListener("message", onMessage);
    window.addEventListener("pagehide", save);
    const timer = window.setInterval(save, PROGRESS_SAVE_INTERVAL_MS);
    return () => {
      window.removeEventListener("message", onMessage);
      window.removeEventListener("pagehide", save);
      window.clearInterval(timer);
      // Closed, or another episode or title now plays: this one's place is kept.
      save();
    };
  }, [open, key, season, number, frameRef, update]);
}
