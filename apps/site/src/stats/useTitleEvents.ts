import { useEffect, useRef } from "react";
import { titleEvent, type TitleRef } from "@sinema/api";
import type { PlayerState } from "../player/usePlayer";
import { refreshPlaybackHealth, setCurrentTitle, trackEvent } from "./events";

/**
 * A detail page's statistics (issue 16): one 'view' when the page is shown
 * (in the browser, after hydration; a server render counts nothing), and one
 * 'play' per opening of the overlay once a source is ready.
 */
export function useTitleEvents(title: TitleRef | null, player: { state: PlayerState }): void {
  const key = title?.key ?? null;
  const titleRef = useRef(title);
  useEffect(() => {
    titleRef.current = title;
  });

  useEffect(() => {
    const shown = titleRef.current;
    if (!shown) return;
    trackEvent(titleEvent("view", shown));
    setCurrentTitle(shown);
    refreshPlaybackHealth();
    return () => setCurrentTitle(null);
  }, [key]);

  // One start per opening: a new title or episode in the open overlay gives
  // new sources; the fallback moving on to another source of the same list does not.
  const { open, status, sources } = player.state;
  const opening = open ? sources.join(" ") : null;
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (opening === null) {
      counted.current = null;
      return;
    }
    if (status === "ready" && counted.current !== opening && titleRef.current) {
      counted.current = opening;
      trackEvent(titleEvent("play", titleRef.current));
    }
  }, [opening, status]);
}

/** The film or episode passed its finish point (the viewer's progress rules, useProgressSaver). */
export function trackFinished(title: TitleRef | null): void {
  if (title) trackEvent(titleEvent("finish", title));
}
