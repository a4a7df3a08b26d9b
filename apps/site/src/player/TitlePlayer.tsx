import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { useQuery } from "@tanstack/react-query";
import {
  followIndex,
  playbackLanguage,
  playerSources,
  roomCandidates,
  roomSourceIndex,
  sourceProposal,
  type FallbackState,
  type PlayableEpisode,
  type PlayableTitle,
  type PlayerSource,
} from "@sinema/api";
import { PlayerLoading } from "@sinema/ui";
import { useCoupleRoomSource } from "../couple/CoupleModeContext";
import { playbackApi, runtimeConfigQuery } from "../api";
import { loadChunk } from "../routing/lazyRoute";
import { useViewer } from "../viewer/ViewerProvider";
import { enterFullscreen, exitFullscreen, isFullscreen, isTouchScreen } from "./fullscreen";
import { useHostHealth } from "./useHostHealth";
import { usePlayer } from "./usePlayer";

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
  // Issue 32 item 1: in a couple room the player plays the room's source, and tells the
  // room what it plays (the first source up, a choice in 'Kaynak k/n ▾', a fallback).
  const { inRoom, roomSource, proposeSource, setPlayerSources } = useCoupleRoomSource();
  const [ranked, setRanked] = useState<readonly PlayerSource[]>(() => watchPage?.sources ?? []);
  // Read by the fallback's steps, which come between renders.
  const rankedRef = useRef(ranked);
  const roomRef = useRef(roomSource);
  useEffect(() => {
    rankedRef.current = ranked;
    roomRef.current = roomSource;
  }, [ranked, roomSource]);
  const onStep = useCallback(
    (previous: FallbackState, next: FallbackState) => {
      const candidates = roomCandidates(next.sources, rankedRef.current);
      const room = roomRef.current?.current.source ?? null;
      const proposal = sourceProposal(previous, next, candidates, room);
      if (proposal) proposeSource(proposal);
    },
    [proposeSource],
  );
  const player = usePlayer(config.data?.embedBaseUrls ?? [], {
    onAttempt: health.onAttempt,
    initialSources: watchPage?.sources.map((source) => source.url),
    onStep,
    steeredByRoom: inRoom,
  });
  const { record } = useViewer();
  // Read when 'İzle' is pressed, not when the hook last rendered.
  const preference = useRef(playbackLanguage(record));
  useEffect(() => {
    preference.current = playbackLanguage(record);
  }, [record]);
  /** Whether this player put the page in full screen (a phone's 'İzle'). */
  const tookFullscreen = useRef(false);
  const { openWith, machineNow, followSource } = player;

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
      rankedRef.current = sources;
      // In a couple room the room's timeline says where to start: a saved place
      // would pull this viewer away from the partner (and race the room's seek).
      // In a room that has a source, the player starts on it.
      const room = roomRef.current?.current.source;
      const roomIndex = room ? roomSourceIndex(roomCandidates(sources, sources), room) : -1;
      openWith(
        sources.map((source) => source.url),
        inRoom ? undefined : options.startAt,
        roomIndex === -1 ? undefined : roomIndex,
      );
    },
    [openWith, health, inRoom],
  );

  // The room's source changed (or the player opened elsewhere): the player follows, at the
  // room's position (couple mode steers the new frame once it is up).
  const open = player.state.open;
  const sources = player.fallback.sources;
  useEffect(() => {
    if (!roomSource || !open) return;
    const machine = machineNow();
    const candidates = roomCandidates(machine.sources, rankedRef.current);
    const index = followIndex(machine, candidates, roomSource.current.source);
    if (index === null) return;
    const failed = candidates.findIndex((candidate) => candidate.url === roomSource.failed);
    followSource(index, failed === -1 ? undefined : failed);
  }, [roomSource, open, sources, machineNow, followSource]);

  // The notice of the other's change names a source as this viewer's menu does.
  useEffect(() => {
    if (sources.length > 0) setPlayerSources(roomCandidates(sources, ranked));
  }, [sources, ranked, setPlayerSources]);

  useEffect(() => {
    if (open || !tookFullscreen.current) return;
    tookFullscreen.current = false;
    void exitFullscreen();
  }, [open]);

  /** Whether 'İzle' may offer the saved place ('Kaldığın yerden devam et'). */
  const resumes = !inRoom;
  return { ...player, ranked, play, resumes, watchPage };
}

export type TitlePlayerHandle = ReturnType<typeof useTitlePlayer>;

export interface TitlePlayerProps {
  player: TitlePlayerHandle;
  title: string;
  /** Over the player's corner: the 'Sonraki Bölüm' countdown (issue 14). */
  corner?: ReactNode;
}

type PlayerViewComponent = ComponentType<TitlePlayerProps>;
let LoadedView: PlayerViewComponent | null = null;
let loadingView: Promise<PlayerViewComponent> | null = null;

/**
 * Asks for the player overlay's code once. The watch pages' routes wait for
 * it before rendering (the server and hydration draw the open player at
 * once); a title page asks when idle, or when 'İzle' is pressed first.
 */
export function preloadPlayerView(): Promise<PlayerViewComponent> {
  loadingView ??= loadChunk(() => import("./PlayerView")).then((module) => {
    LoadedView = module.default;
    return module.default;
  });
  return loadingView;
}

/**
 * The title page's player: the overlay once its code is here. Pressed before
 * that, 'İzle' shows the player's loading cover until it is.
 */
export function TitlePlayer(props: TitlePlayerProps) {
  const [View, setView] = useState(() => LoadedView);
  const open = props.player.state.open;
  useEffect(() => {
    if (View) return;
    let live = true;
    const load = () =>
      void preloadPlayerView().then(
        (loaded) => live && setView(() => loaded),
        () => undefined,
      );
    if (open) load();
    else {
      // When the page has nothing else to do: the first 'İzle' then opens at once.
      const idle = window.requestIdleCallback?.(load, { timeout: 4_000 });
      const fallback = idle === undefined ? window.setTimeout(load, 2_000) : undefined;
      return () => {
        live = false;
        if (idle !== undefined) window.cancelIdleCallback(idle);
        if (fallback !== undefined) window.clearTimeout(fallback);
      };
    }
    return () => {
      live = false;
    };
  }, [View, open]);
  if (View) return <View {...props} />;
  return open ? <PlayerLoading title={props.title} /> : null;
}
