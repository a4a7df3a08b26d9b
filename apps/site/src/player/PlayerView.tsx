import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { languageBadges, PLAYER_SHORTCUTS, SEEK_STEP_S, type ShortcutAction } from "@sinema/api";
import {
  LanguageBadges,
  LiveAnnouncer,
  PlayerOverlay,
  ShortcutsHelpDialog,
  type Announcement,
  type TapSide,
} from "@sinema/ui";
import { useCouplePlayer, useCouplePlayerSlot } from "../couple/CoupleModeContext";
import { playerSlot as coupleSlotClass } from "../couple/couple.css";
import { useNotify } from "../feedback/Notifier";
import { isTouchScreen, subscribeTouchScreen } from "./fullscreen";
import { PlayerSourceMenu } from "./PlayerSourceMenu";
import { runShortcut, usePlayerShortcuts } from "./shortcuts";
import { PLAYER_FAILED_ALERT, type TitlePlayerProps } from "./TitlePlayer";
import { originOf } from "./usePlayer";

/**
 * The player overlay of a title page (its frame, source menu, shortcuts and
 * couple-mode wiring): a chunk of its own, asked for when the page is idle
 * or 'İzle' is pressed, so a title page's first script does not carry it
 * (issue 34). TitlePlayer.tsx holds the player's state and loads this.
 */

const notTouch = () => false;

export default function PlayerView({ player, title, corner }: TitlePlayerProps) {
  const notify = useNotify();
  const navigate = useNavigate();
  const { state } = player;
  const source = state.sources[state.index];
  const origin = source ? originOf(source) : null;
  // Couple mode, shortcuts and taps steer a player that is up and speaks the embed API.
  const steerable = state.open && state.status === "ready" && player.speaksApi;
  useCouplePlayer({
    open: state.open,
    frameRef: player.frameRef,
    origin: steerable ? origin : null,
    source: `${state.index}:${source ?? ""}`,
  });
  const coupleSlot = useCouplePlayerSlot();
  const exhausted = state.open && state.status === "exhausted";
  useEffect(() => {
    if (exhausted) notify(PLAYER_FAILED_ALERT, "error");
  }, [exhausted, notify]);

  const [helpOpen, setHelpOpen] = useState(false);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const announce = useCallback(
    (text: string) => setAnnouncement((previous) => ({ text, id: (previous?.id ?? 0) + 1 })),
    [],
  );
  // Touch screens get the double-tap strips; known only in the browser.
  const touch = useSyncExternalStore(subscribeTouchScreen, isTouchScreen, notTouch);

  const act = (action: ShortcutAction) =>
    runShortcut(action, {
      player,
      steerable,
      landscape: touch,
      announce,
      openHelp: () => setHelpOpen(true),
    });
  usePlayerShortcuts(state.open && !helpOpen, act);

  const current = player.ranked.find((candidate) => candidate.url === source);
  const onDoubleTap =
    touch && steerable
      ? (side: TapSide) =>
          act({ type: "seekBy", seconds: side === "back" ? -SEEK_STEP_S : SEEK_STEP_S })
      : undefined;
  return (
    <>
      <PlayerOverlay
        open={state.open}
        onClose={
          player.watchPage
            ? () => {
                // The watch page closes into the title's page, in place of it in the history.
                player.close();
                void navigate(player.watchPage?.closeHref ?? "/", { replace: true });
              }
            : player.close
        }
        title={title}
        sources={state.sources}
        currentIndex={state.index}
        status={state.status}
        onSourceLoad={player.onSourceLoad}
        onSourceError={player.onSourceError}
        onNextSource={player.nextSource}
        onReload={() => window.location.reload()}
        frameRef={player.frameRef}
        corner={corner}
        onDoubleTap={onDoubleTap}
        onShortcutsHelp={() => setHelpOpen(true)}
        watchPage={player.watchPage ? { closeHref: player.watchPage.closeHref } : undefined}
        // Couple mode's reactions and chat (issue 32), placed there by the couple panel.
        together={coupleSlot ? <div ref={coupleSlot} className={coupleSlotClass} /> : undefined}
        controls={
          <>
            {/* Which language plays: the current source's. */}
            {current && state.status !== "exhausted" ? (
              <LanguageBadges {...languageBadges(current.languages)} compact />
            ) : null}
            <PlayerSourceMenu
              sources={player.fallback.sources}
              statuses={player.fallback.statuses}
              index={player.fallback.index}
              ranked={player.ranked}
              onSelect={player.selectSource}
            />
            <LiveAnnouncer announcement={announcement} />
          </>
        }
      />
      <ShortcutsHelpDialog
        open={state.open && helpOpen}
        onOpenChange={setHelpOpen}
        shortcuts={PLAYER_SHORTCUTS}
      />
    </>
  );
}
