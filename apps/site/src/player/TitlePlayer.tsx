import { useCallback, useEffect, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { PlayerOverlay } from "@sinema/ui";
import { useCouplePlayer, useInCoupleRoom } from "../couple/CoupleModeContext";
import { useNotify } from "../feedback/Notifier";
import { runtimeConfigQuery } from "../api";
import { originOf, usePlayer } from "./usePlayer";

/** SPEC.md §8: the overlay's alert when every source failed. */
export const PLAYER_FAILED_ALERT = "Video yüklenirken bir hata oluştu. Lütfen tekrar deneyin.";

/** The full-screen player of a detail page, with source fallback. */
export function useTitlePlayer() {
  const config = useQuery(runtimeConfigQuery);
  const player = usePlayer(config.data?.embedBaseUrls ?? []);
  // In a couple room the room's timeline says where to start: a saved place
  // would pull this viewer away from the partner (and race the room's seek).
  const inRoom = useInCoupleRoom();
  const { openWith: open } = player;
  const openWith = useCallback(
    (sources: readonly string[], startAt?: number) => open(sources, inRoom ? undefined : startAt),
    [open, inRoom],
  );
  /** Whether 'İzle' may offer the saved place ('Kaldığın yerden devam et'). */
  const resumes = !inRoom;
  return { ...player, openWith, resumes };
}

export function TitlePlayer({
  player,
  title,
  corner,
}: {
  player: ReturnType<typeof useTitlePlayer>;
  title: string;
  /** Over the player's corner: the 'Sonraki Bölüm' countdown (issue 14). */
  corner?: ReactNode;
}) {
  const notify = useNotify();
  const { state } = player;
  const source = state.sources[state.index];
  const origin = source ? originOf(source) : null;
  // Couple mode steers a player that is up and speaks the embed API.
  const steerable = state.open && state.status === "ready" && player.speaksApi;
  useCouplePlayer({
    open: state.open,
    frameRef: player.frameRef,
    origin: steerable ? origin : null,
    source: `${state.index}:${source ?? ""}`,
  });
  const exhausted = player.state.open && player.state.status === "exhausted";
  useEffect(() => {
    if (exhausted) notify(PLAYER_FAILED_ALERT, "error");
  }, [exhausted, notify]);
  return (
    <PlayerOverlay
      open={player.state.open}
      onClose={player.close}
      title={title}
      sources={player.state.sources}
      currentIndex={player.state.index}
      status={player.state.status}
      onSourceLoad={player.onSourceLoad}
      onSourceError={player.onSourceError}
      onNextSource={player.nextSource}
      onReload={() => window.location.reload()}
      frameRef={player.frameRef}
      corner={corner}
    />
  );
}
