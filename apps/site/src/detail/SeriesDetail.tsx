import { useId, useReducer } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  seasonQuery,
  asksBeforeWatching,
  bareEpisode,
  continueEpisodeLabel,
  episodeAfter,
  episodeCode,
  episodeProgressLine,
  episodeRefOf,
  episodeStartAt,
  episodeStep,
  findEpisode,
  initialEpisodeState,
  playerTitle,
  progressByEpisode,
  resumePosition,
  resumeTargetOf,
  runtimeText,
  resumeText,
  seasonOutline,
  seriesCanonicalPath,
  detailTitleRef,
  upNextText,
  watchHref,
  type EpisodeProgressView,
  type EpisodeRef,
  type EpisodeView,
  type SeasonView,
  type TitleDetail,
} from "@sinema/api";
import {
  CastList,
  EpisodeList,
  Button,
  LoadingState,
  NextEpisodeCountdown,
  ResumePrompt,
  SeasonTabs,
  type Episode,
} from "@sinema/ui";
import { api, playbackApi } from "../api";
import { TitlePlayer, useTitlePlayer, type WatchPagePlayer } from "../player/TitlePlayer";
import { trackFinished, useTitleEvents } from "../stats/useTitleEvents";
import { useProgressSaver } from "../viewer/useProgressSaver";
import { useTitleMarks } from "../viewer/useTitleMarks";
import { useViewer } from "../viewer/ViewerProvider";
import * as styles from "../routes/detail.css";
import { Comments } from "./Comments";
import { detailFacts, TitleHero, TitleMeta } from "./TitlePage";

/*
 * A series' detail page: its hero, seasons and episodes, and the player with
 * its countdown and resume prompt. The episode rules are packages/api's
 * (viewer/episodeState.ts); this wires them to the viewer's record and the player.
 */

/** A series' watch page: its player open on one episode from the first render (issue 34). */
export interface SeriesWatch extends WatchPagePlayer {
  /** The episode playing; null for a series played as one (no episodes known). */
  episode: EpisodeRef | null;
}

function toEpisode(
  seasonNumber: number,
  episode: EpisodeView,
  progress?: EpisodeProgressView,
): Episode {
  return {
    progress: episodeProgressLine(progress),
    seasonNumber,
    number: episode.number,
    code: episodeCode({ season: seasonNumber, episode: episode.number }),
    title: episode.title,
    description: episode.description,
    duration: runtimeText(episode.duration),
    airDate: episode.airDate,
    image: episode.image,
  };
}

/** A season's episodes: the catalogue's are in the record, the metadata service's load on demand. */
function useSeasonEpisodes(detail: TitleDetail, season: SeasonView | undefined) {
  const needsFetch = !!season && season.episodes.length === 0 && detail.source === "metadata";
  const fetched = useQuery({
    ...seasonQuery(api, detail.id, season?.number ?? 0),
    // Episode addresses use this deployment's player host.
    queryFn: async () => seasonQuery(await playbackApi(), detail.id, season?.number ?? 0).queryFn(),
    enabled: needsFetch,
  });
  if (!season) return { status: "ready" as const, episodes: [] };
  if (!needsFetch) return { status: "ready" as const, episodes: season.episodes };
  if (fetched.isPending) return { status: "loading" as const, episodes: [] };
  return { status: "ready" as const, episodes: fetched.data ?? [] };
}

export function SeriesDetail({
  detail,
  watch,
}: {
  detail: TitleDetail;
  watch: SeriesWatch | null;
}) {
  const viewerTitle = detailTitleRef(detail);
  const toggles = useTitleMarks(viewerTitle);
  const { record } = useViewer();
  const player = useTitlePlayer(watch ?? undefined);
  const seasons = detail.series?.seasons ?? [];
  // The rules of this state are packages/api's episodeStep; here it is only kept.
  const [state, dispatch] = useReducer(
    episodeStep,
    initialEpisodeState(seasons, watch?.episode ?? null),
  );
  const { season: seasonNumber, playing, upNext, askingResume } = state;
  const season = seasons.find((s) => s.number === seasonNumber);
  const episodes = useSeasonEpisodes(detail, season);
  const path = seriesCanonicalPath({ catalogueId: detail.id });
  const episodesHeading = useId();

  const outline = seasonOutline(seasons, seasonNumber, episodes.episodes);
  const key = viewerTitle?.key;
  const progress = progressByEpisode(record, key);
  const resumeTarget = resumeTargetOf(record, key, outline);

  const next = episodeAfter(outline, playing);
  useProgressSaver({
    open: player.state.open,
    frameRef: player.frameRef,
    title: viewerTitle,
    episode: playing,
    next,
    onFinished: () => {
      trackFinished(viewerTitle);
      dispatch({ type: "finished", next });
    },
  });
  useTitleEvents(viewerTitle, player);
  /**
   * Opens the player on an episode (or, without one, on the series' own
   * sources). An episode the viewer started resumes at its place unless
   * `fromStart` ('Baştan başla').
   */
  function play(seasonNo: number | undefined, episode: EpisodeView | undefined, fromStart = false) {
    const ref = episodeRefOf(seasonNo, episode);
    dispatch({ type: "play", episode: ref });
    const startAt = episodeStartAt(record, key, ref, fromStart);
    // The sources and their order are packages/api's playerSources (TitlePlayer).
    void player.play(detail, seasonNo, episode, { startAt });
  }

  /** An episode by its numbers, from whichever season holds it (loaded or not). */
  function playEpisode(ref: EpisodeRef, fromStart = false) {
    const loaded = { season: seasonNumber, loaded: episodes.episodes };
    play(ref.season, findEpisode(ref, loaded, seasons) ?? bareEpisode(ref), fromStart);
  }

  const upNextView = upNext
    ? findEpisode(upNext, { season: seasonNumber, loaded: episodes.episodes }, seasons)
    : undefined;

  return (
    <main id="main" className={styles.page}>
      <TitleMeta facts={detailFacts(detail, path)} />
      <TitleHero
        detail={detail}
        marks={toggles}
        watchHref={watchHref({
          type: "tv",
          id: detail.id,
          season: season?.number,
          episode: season?.episodes[0]?.number,
        })}
        onWatch={() =>
          asksBeforeWatching(record, key, resumeTarget, player.resumes)
            ? dispatch({ type: "askResume" })
            : play(season?.number, season?.episodes[0])
        }
      >
        {resumeTarget ? (
          <div>
            <Button variant="secondary" onClick={() => playEpisode(resumeTarget)}>
              {continueEpisodeLabel(resumeTarget)}
            </Button>
          </div>
        ) : null}
        {askingResume && resumeTarget && key ? (
          <ResumePrompt
            title={`${detail.title} · ${episodeCode(resumeTarget)}`}
            positionText={resumeText(resumePosition(record, key, resumeTarget) ?? 0)}
            progress={episodeProgressLine(progress.of(resumeTarget))?.value}
            onResume={() => playEpisode(resumeTarget)}
            onRestart={() => playEpisode(resumeTarget, true)}
          />
        ) : null}
      </TitleHero>
      <div className={styles.sections}>
        {seasons.length > 0 ? (
          // Its own h2: the episodes' h3 titles never follow the page's h1 directly (issue 31).
          <section aria-labelledby={episodesHeading}>
            <h2 className={styles.sectionTitle} id={episodesHeading}>
              Bölümler
            </h2>
            <SeasonTabs
              seasons={seasons.map((s) => ({ number: s.number, episodeCount: s.episodeCount }))}
              value={seasonNumber}
              onValueChange={(number) => dispatch({ type: "showSeason", season: number })}
            >
              {episodes.status === "loading" ? (
                <LoadingState />
              ) : (
                <EpisodeList
                  episodes={episodes.episodes.map((e) =>
                    toEpisode(
                      seasonNumber,
                      e,
                      progress.of({ season: seasonNumber, episode: e.number }),
                    ),
                  )}
                  watchHref={(episode) =>
                    watchHref({
                      type: "tv",
                      id: detail.id,
                      season: episode.seasonNumber,
                      episode: episode.number,
                    })
                  }
                  onPlay={(episode) =>
                    play(
                      seasonNumber,
                      episodes.episodes.find((e) => e.number === episode.number),
                    )
                  }
                />
              )}
            </SeasonTabs>
          </section>
        ) : null}
        <CastList cast={detail.cast.map((name) => ({ name }))} />
        <Comments />
      </div>
      <TitlePlayer
        player={player}
        title={playerTitle(detail.title, playing)}
        corner={
          // The countdown belongs to the player that showed it: gone once it closes.
          upNext && player.state.open ? (
            <NextEpisodeCountdown
              key={`${upNext.season}:${upNext.episode}`}
              episode={upNextText(upNext, upNextView)}
              onElapsed={() => playEpisode(upNext)}
              onPlayNow={() => playEpisode(upNext)}
              onCancel={() => dispatch({ type: "cancelUpNext" })}
            />
          ) : null
        }
      />
    </main>
  );
}
