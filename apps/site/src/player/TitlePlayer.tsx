import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { useNavigate } from "react-router";
import { useQuery } from "@tanstack/react-query";
import {
  languageBadges,
  playbackLanguage,
  playerSources,
  PLAYER_SHORTCUTS,
  SEEK_STEP_S,
  type PlayableEpisode,
  type PlayableTitle,
  type PlayerSource,
  type ShortcutAction,
} from "@sinema/api";
import {
  LanguageBadges,
  LiveAnnouncer,
  PlayerOverlay,
  ShortcutsHelpDialog,
  type Announcement,
  type TapSide,
} from "@sinema/ui";
import { useCouplePlayer, useInCoupleRoom } from "../couple/CoupleModeContext";
import { useNotify } from "../feedback/Notifier";
import { playbackApi, runtimeConfigQuery } from "../api";
import { useViewer } from "../viewer/ViewerProvider";
import {
  enterFullscreen,
  exitFullscreen,
  isFullscreen,
  isTouchScreen,
  subscribeTouchScreen,
} from "./fullscreen";
import { PlayerSourceMenu } from "./PlayerSourceMenu";
import { runShortcut, usePlayerShortcuts } from "./shortcuts";
import { useHostHealth } from "./useHostHealth";
import { originOf, usePlayer } from "./usePlayer";

/** SPEC.md §8: the overlay's alert when every source failed. */
export const PLAYER_FAILED_ALERT = "Video yüklenirken bir hata oluştu. Lütfen tekrar deneyin.";

/** A watch page's player: open from the first render on the sources the server chose. */
export interface WatchPagePlayer {
  /** Ranked on the server (no viewer preference or host health there). */
  sources: readonly PlayerSource[];
  /** Where closing the player goes: the title's page. */
  closeHref: string;
}

export interface PlayOptions {
  /** Where to start (s): the viewer's saved place (issue 14). Ignored in a couple room. */
  startAt?: number | undefined;
}

/**
 * The full-screen player of a detail page. Which sources it tries, and in
 * what order, is packages/api's `playerSources` (SPEC.md's base order, then
 * the viewer's 'Dublaj' / 'Altyazı' preference, then each host's measured
 * health); this hook wires them to the frame and records every attempt.
 */
export function useTitlePlayer(watchPage?: WatchPagePlayer) {
  const config = useQuery(runtimeConfigQuery);
  const health = useHostHealth();
  const player = usePlayer(config.data?.embedBaseUrls ?? [], {
    onAttempt: health.onAttempt,
    initialSources: watchPage?.sources.map((source) => source.url),
  });
  const { record } = useViewer();
  // Read when 'İzle' is pressed, not when the hook last rendered.
  const preference = useRef(playbackLanguage(record));
  useEffect(() => {
    preference.current = playbackLanguage(record);
  }, [record]);
  // In a couple room the room's timeline says where to start: a saved place
  // would pull this viewer away from the partner (and race the room's seek).
  const inRoom = useInCoupleRoom();
  const [ranked, setRanked] = useState<readonly PlayerSource[]>(() => watchPage?.sources ?? []);
  /** Whether this player put the page in full screen (a phone's 'İzle'). */
  const tookFullscreen = useRef(false);
  const { openWith } = player;

  /** Plays a title (no episode) or one of its episodes. */
  const play = useCallback(
    async (
      title: PlayableTitle,
      season?: number,
      episode?: PlayableEpisode,
      options: PlayOptions = {},
    ) => {
      // A phone goes full screen and landscape: asked for at once, while the
      // tap still counts as the viewer's gesture.
      if (isTouchScreen() && !isFullscreen()) {
        tookFullscreen.current = true;
        void enterFullscreen({ landscape: true });
      }
      // The player host of this deployment is asked for when a visitor plays, not during render.
      const { embedHost } = await playbackApi();
      const sources = playerSources(title, season, episode, preference.current, health.ranking(), {
        embedHost,
      });
      setRanked(sources);
      openWith(
        sources.map((source) => source.url),
        inRoom ? undefined : options.startAt,
      );
    },
    [openWith, health, inRoom],
  );

  const open = player.state.open;
  useEffect(() => {
    if (open || !tookFullscreen.current) return;
    tookFullscreen.current = false;
    void exitFullscreen();
  }, [open]);

  /** Whether 'İzle' may offer the saved place ('Kaldığın yerden devam et'). */
  const resumes = !inRoom;
  return { ...player, ranked, play, resumes, watchPage };
}

const notTouch = () => false;

export type TitlePlayerHandle = ReturnType<typeof useTitlePlayer>;

export function TitlePlayer({
  player,
  title,
  corner,
}: {
  player: TitlePlayerHandle;
  title: string;
  /** Over the player's corner: the 'Sonraki Bölüm' countdown (issue 14). */
  corner?: ReactNode;
}) {
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
