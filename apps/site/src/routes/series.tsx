import { useId, useState } from "react";
import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import { useQuery } from "@tanstack/react-query";
import {
  diziQuery,
  findSeriesBySlug,
  seasonQuery,
  continueEpisodeLabel,
  episodeCode,
  episodeProgress,
  nextEpisode,
  playerSources,
  remainingText,
  resumePosition,
  runtimeText,
  resumeText,
  seriesQuery,
  seriesResumeTarget,
  titleRefOf,
  watchHref,
  type EpisodeProgressView,
  type EpisodeRef,
  type EpisodeView,
  type SeasonView,
  type TitleDetail,
  type SeasonOutline,
  type TitleRef,
} from "@sinema/api";
import {
  CastList,
  EmptyState,
  EpisodeList,
  Link,
  Button,
  LoadingState,
  NextEpisodeCountdown,
  ResumePrompt,
  SeasonTabs,
  type Episode,
} from "@sinema/ui";
import { api, playbackApi } from "../api";
import { Comments } from "../detail/Comments";
import { StaticShowPage } from "../detail/StaticShowPage";
import { staticCanonicalPath } from "../detail/staticShow";
import { detailFacts, TitleHero, TitleMeta } from "../detail/TitlePage";
import { TitlePlayer, useTitlePlayer, type WatchPagePlayer } from "../player/TitlePlayer";
import { routeErrorBoundary } from "../routing/RouteError";
import { pageData, type PageData } from "../data";
import { MissingPageMeta } from "../seo/PageMeta";
import { trackFinished, useTitleEvents } from "../stats/useTitleEvents";
import { useProgressSaver } from "../viewer/useProgressSaver";
import { useTitleMarks } from "../viewer/useTitleMarks";
import { useViewer } from "../viewer/ViewerProvider";
import * as styles from "./detail.css";

async function loadDetail(page: PageData, id: string) {
  return await page.load(seriesQuery(await page.playback(), id));
}

/** An unknown series is a missing page: the server answers 404 with the not-found page. */
const statusOf = (found: boolean) => ({ status: found ? 200 : 404 });

/** A series' watch page: its player open on one episode from the first render (issue 34). */
export interface SeriesWatch extends WatchPagePlayer {
  /** The episode playing; null for a series played as one (no episodes known). */
  episode: EpisodeRef | null;
}

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/**
 * What tv/{id}/izle[/{season}/{episode}] plays: the episode asked for, else
 * the first season's first episode, on the sources ranked where no viewer
 * preference or host health is known (the base order).
 */
async function watchOf(
  page: PageData,
  detail: TitleDetail,
  params: LoaderFunctionArgs["params"],
): Promise<SeriesWatch> {
  const playback = await page.playback();
  const seasons = detail.series?.seasons ?? [];
  const seasonNo = positive(params.season) ?? seasons[0]?.number;
  const season = seasons.find((s) => s.number === seasonNo);
  const episodes =
    season && season.episodes.length === 0 && detail.source === "metadata"
      ? await page.load(seasonQuery(playback, detail.id, season.number)).catch(() => [])
      : (season?.episodes ?? []);
  const wanted = positive(params.episode);
  const episode = (wanted ? episodes.find((e) => e.number === wanted) : episodes[0]) ?? undefined;
  return {
    episode:
      seasonNo !== undefined && episode ? { season: seasonNo, episode: episode.number } : null,
    sources: playerSources(detail, seasonNo, episode, null, new Map(), {
      embedHost: playback.embedHost,
    }),
    closeHref: `/tv/${encodeURIComponent(detail.id)}`,
  };
}

async function loadTv({ params, context }: LoaderFunctionArgs, watching: boolean) {
  const id = params.id?.trim() ?? "";
  const none = { kind: "detail" as const, id, detail: null, watch: null };
  if (!id) return data(none, statusOf(false));
  const page = pageData(context);
  const detail = await loadDetail(page, id);
  const found = !!detail && detail.type !== "movie";
  const watch = found && watching ? await watchOf(page, detail, params) : null;
  return data({ kind: "detail" as const, id, detail, watch }, statusOf(found));
}

/** tv/{id}: a series of the metadata service or the catalogue. */
export function tvLoader(args: LoaderFunctionArgs) {
  return loadTv(args, false);
}

/** tv/{id}/izle[/{season}/{episode}]: the series' page with the episode playing. */
export function tvWatchLoader(args: LoaderFunctionArgs) {
  return loadTv(args, true);
}

/**
 * series/{idOrSlug} serves two pages. The rule: a slug of /dizi.json wins
 * (the static-file page); anything else is a series id (the detail page).
 * A failing series file only skips the first step.
 */
export async function seriesLoader({ params, context }: LoaderFunctionArgs) {
  const key = params.idOrSlug?.trim() ?? "";
  const page = pageData(context);
  const dizi = await page.load(diziQuery(page.api)).catch(() => []);
  const staticSeries = findSeriesBySlug(dizi, key);
  if (staticSeries) {
    return data({
      kind: "static" as const,
      id: key,
      series: staticSeries,
      canonicalPath: await staticCanonicalPath(page, staticSeries),
    });
  }
  const detail = await loadDetail(page, key);
  if (!detail) {
    return data(
      { kind: "static" as const, id: key, series: null, canonicalPath: `/series/${key}` },
      statusOf(false),
    );
  }
  return data(
    { kind: "detail" as const, id: key, detail, watch: null },
    statusOf(detail.type !== "movie"),
  );
}

/** An episode's line under its title: 'İzlendi', '12dk kaldı' or where it stopped. */
function progressOf(view: EpisodeProgressView | undefined): Episode["progress"] {
  if (!view) return undefined;
  const text = view.finished
    ? "İzlendi"
    : view.duration > 0
      ? remainingText(view.position, view.duration)
      : resumeText(view.position);
  return { value: view.fraction, text };
}

function toEpisode(
  seasonNumber: number,
  episode: EpisodeView,
  progress?: EpisodeProgressView,
): Episode {
  return {
    progress: progressOf(progress),
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

/** The series as the viewer's record keeps it, under its /tv/{id} page (as its cards do). */
function seriesRef(detail: TitleDetail): TitleRef | null {
  return titleRefOf({
    id: detail.id,
    type: "tv",
    title: detail.title,
    poster: detail.poster,
    year: detail.year,
    rating: detail.rating,
    runtimeMinutes: detail.series?.episodeDuration ?? null,
  });
}

function SeriesDetail({ detail, watch }: { detail: TitleDetail; watch: SeriesWatch | null }) {
  const viewerTitle = seriesRef(detail);
  const toggles = useTitleMarks(viewerTitle);
  const { record } = useViewer();
  const player = useTitlePlayer(watch ?? undefined);
  const info = detail.series;
  const seasons = info?.seasons ?? [];
  const [seasonNumber, setSeasonNumber] = useState(
    watch?.episode?.season ?? seasons[0]?.number ?? 1,
  );
  const season = seasons.find((s) => s.number === seasonNumber);
  const episodes = useSeasonEpisodes(detail, season);
  const path = `/tv/${detail.id}`;
  /** The episode in the player, for its progress and what comes next. */
  const [playing, setPlaying] = useState<EpisodeRef | null>(watch?.episode ?? null);
  const [upNext, setUpNext] = useState<EpisodeRef | null>(null);
  const [askingResume, setAskingResume] = useState(false);
  const episodesHeading = useId();

  /** Seasons whose episodes are not loaded yet count 1..episodeCount. */
  const outline: SeasonOutline[] = seasons.map((s) => ({
    number: s.number,
    episodes:
      s.number === seasonNumber && episodes.episodes.length > 0
        ? episodes.episodes
        : s.episodes.length > 0
          ? s.episodes
          : Array.from({ length: s.episodeCount }, (_, i) => ({ number: i + 1 })),
  }));
  const key = viewerTitle?.key;
  const progressByEpisode = new Map(
    (key ? episodeProgress(record, key) : []).map((view) => [
      `${view.season}:${view.episode}`,
      view,
    ]),
  );
  const resumeTarget = key ? seriesResumeTarget(record, key, outline) : null;

  const afterPlaying = playing ? nextEpisode(outline, playing) : null;
  useProgressSaver({
    open: player.state.open,
    frameRef: player.frameRef,
    title: viewerTitle,
    episode: playing,
    next: afterPlaying,
    onFinished: () => {
      trackFinished(viewerTitle);
      if (afterPlaying) setUpNext(afterPlaying);
    },
  });
  useTitleEvents(viewerTitle, player);
  /**
   * Opens the player on an episode (or, without one, on the series' own
   * sources). An episode the viewer started resumes at its place unless
   * `fromStart` ('Baştan başla').
   */
  function play(seasonNo: number | undefined, episode: EpisodeView | undefined, fromStart = false) {
    const ref =
      seasonNo !== undefined && episode ? { season: seasonNo, episode: episode.number } : null;
    setPlaying(ref);
    setUpNext(null);
    setAskingResume(false);
    const startAt = key && ref && !fromStart ? resumePosition(record, key, ref) : null;
    // The sources and their order are packages/api's playerSources (TitlePlayer).
    void player.play(detail, seasonNo, episode, { startAt: startAt ?? undefined });
  }

  /** An episode by its numbers, from whichever season holds it (loaded or not). */
  function playEpisode(ref: EpisodeRef, fromStart = false) {
    const loaded = ref.season === seasonNumber ? episodes.episodes : [];
    const view: EpisodeView = loaded.find((e) => e.number === ref.episode) ??
      seasons
        .find((s) => s.number === ref.season)
        ?.episodes.find((e) => e.number === ref.episode) ?? {
        number: ref.episode,
        title: episodeCode(ref),
        description: "",
        duration: null,
        image: null,
        airDate: null,
        streamUrl: null,
      };
    if (ref.season !== seasonNumber) setSeasonNumber(ref.season);
    play(ref.season, view, fromStart);
  }

  const upNextView =
    upNext &&
    (upNext.season === seasonNumber
      ? episodes.episodes
      : (seasons.find((s) => s.number === upNext.season)?.episodes ?? [])
    ).find((e) => e.number === upNext.episode);

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
          player.resumes &&
          resumeTarget &&
          key &&
          resumePosition(record, key, resumeTarget) !== null
            ? setAskingResume(true)
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
            progress={
              progressOf(progressByEpisode.get(`${resumeTarget.season}:${resumeTarget.episode}`))
                ?.value
            }
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
              onValueChange={setSeasonNumber}
            >
              {episodes.status === "loading" ? (
                <LoadingState />
              ) : (
                <EpisodeList
                  episodes={episodes.episodes.map((e) =>
                    toEpisode(
                      seasonNumber,
                      e,
                      progressByEpisode.get(`${seasonNumber}:${e.number}`),
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
        title={playing ? `${detail.title} · ${episodeCode(playing)}` : detail.title}
        corner={
          // The countdown belongs to the player that showed it: gone once it closes.
          upNext && player.state.open ? (
            <NextEpisodeCountdown
              key={`${upNext.season}:${upNext.episode}`}
              episode={
                upNextView ? `${episodeCode(upNext)} · ${upNextView.title}` : episodeCode(upNext)
              }
              onElapsed={() => playEpisode(upNext)}
              onPlayNow={() => playEpisode(upNext)}
              onCancel={() => setUpNext(null)}
            />
          ) : null
        }
      />
    </main>
  );
}

function SeriesNotFound() {
  return (
    <main id="main">
      <MissingPageMeta title="Dizi bulunamadı" description="Dizi bulunamadı" />
      <h1 className={styles.notFoundTitle}>Dizi bulunamadı</h1>
      <EmptyState
        message="Aradığınız dizi kaldırılmış ya da hiç eklenmemiş olabilir."
        action={<Link href="/">Ana Sayfaya Dön</Link>}
      />
    </main>
  );
}

interface SeriesPageProps {
  id: string;
  detail: TitleDetail | null;
  watch: SeriesWatch | null;
}

function SeriesPage({ id, detail, watch }: SeriesPageProps) {
  if (!id)
    return (
      <EmptyState message="Dizi ID bulunamadı" action={<Link href="/">Ana Sayfaya Dön</Link>} />
    );
  if (!detail || detail.type === "movie") return <SeriesNotFound />;
  return <SeriesDetail key={detail.id} detail={detail} watch={watch} />;
}

export function TvComponent() {
  const loaded = useLoaderData<typeof tvLoader>();
  return <SeriesPage id={loaded.id} detail={loaded.detail} watch={loaded.watch} />;
}

export function SeriesComponent() {
  const loaded = useLoaderData<typeof seriesLoader>();
  if (loaded.kind === "static") {
    return (
      <StaticShowPage
        key={loaded.id}
        series={loaded.series}
        canonicalPath={loaded.canonicalPath}
        notFoundHref="/"
        notFoundLinkLabel="Ana Sayfaya Dön"
      />
    );
  }
  return <SeriesPage id={loaded.id} detail={loaded.detail} watch={loaded.watch} />;
}

export function HydrateFallback() {
  return <LoadingState />;
}

export const ErrorBoundary = routeErrorBoundary("Dizi yüklenirken bir hata oluştu");
