import { useState } from "react";
import { data, useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import { useQuery } from "@tanstack/react-query";
import {
  diziQuery,
  findSeriesBySlug,
  languageBadges,
  seasonQuery,
  seriesQuery,
  type EpisodeView,
  type SeasonView,
  type SinemaApi,
  type TitleDetail,
} from "@sinema/api";
import {
  ActionBar,
  CastList,
  DetailHero,
  EmptyState,
  EpisodeList,
  Link,
  LoadingState,
  SeasonTabs,
  type Episode,
} from "@sinema/ui";
import { api, playbackApi } from "../api";
import { Comments } from "../detail/Comments";
import { StaticShowPage } from "../detail/StaticShowPage";
import { useLocalToggles } from "../detail/useLocalToggles";
import { useShare } from "../detail/useShare";
import { TitlePlayer, useTitlePlayer } from "../player/TitlePlayer";
import { routeErrorBoundary } from "../routing/RouteError";
import { pageData, type PageData } from "../data";
import { PageMeta } from "../seo/PageMeta";
import { useOrigin } from "../ssr/origin";
import { breadcrumbJsonLd, titleJsonLd } from "../seo/jsonLd";
import * as styles from "./detail.css";

async function loadDetail(page: PageData, id: string) {
  return await page.load(seriesQuery(await page.playback(), id));
}

/** An unknown series is a missing page: the server answers 404 with the not-found page. */
const statusOf = (found: boolean) => ({ status: found ? 200 : 404 });

/** tv/{id}: a series of the metadata service or the catalogue. */
export async function tvLoader({ params, context }: LoaderFunctionArgs) {
  const id = params.id?.trim() ?? "";
  if (!id) return data({ kind: "detail" as const, id, detail: null }, statusOf(false));
  const detail = await loadDetail(pageData(context), id);
  return data(
    { kind: "detail" as const, id, detail },
    statusOf(!!detail && detail.type !== "movie"),
  );
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
  if (staticSeries) return data({ kind: "static" as const, id: key, series: staticSeries });
  const detail = await loadDetail(page, key);
  if (!detail) return data({ kind: "static" as const, id: key, series: null }, statusOf(false));
  return data({ kind: "detail" as const, id: key, detail }, statusOf(detail.type !== "movie"));
}

function toEpisode(seasonNumber: number, episode: EpisodeView): Episode {
  return {
    seasonNumber,
    number: episode.number,
    title: episode.title,
    description: episode.description,
    duration: episode.duration,
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

function SeriesDetail({ detail }: { detail: TitleDetail }) {
  const toggles = useLocalToggles();
  const share = useShare();
  const player = useTitlePlayer();
  const info = detail.series;
  const seasons = info?.seasons ?? [];
  const [seasonNumber, setSeasonNumber] = useState(seasons[0]?.number ?? 1);
  const season = seasons.find((s) => s.number === seasonNumber);
  const episodes = useSeasonEpisodes(detail, season);
  const path = `/tv/${detail.id}`;
  const origin = useOrigin();

  async function play(episode: EpisodeView | undefined) {
    // The player host of this deployment is asked for when a visitor plays, not during render.
    const playback: SinemaApi = await playbackApi();
    const sources: string[] = [];
    if (episode?.streamUrl) sources.push(episode.streamUrl);
    if (detail.tmdbId) {
      const id = String(detail.tmdbId);
      sources.push(playback.provider.getEmbedUrl(id, "tv", season?.number, episode?.number));
      sources.push(
        ...(await playback.provider.getAlternativeUrls(id, "tv", season?.number, episode?.number)),
      );
    }
    if (!episode) sources.push(...detail.streams.map((s) => s.url));
    player.openWith([...new Set(sources)]);
  }

  return (
    <main id="main" className={styles.page}>
      <PageMeta
        title={detail.year ? `${detail.title} (${detail.year})` : detail.title}
        description={
          detail.overview || `${detail.title} dizisini tüm sezon ve bölümleriyle HD izle.`
        }
        keywords={[detail.title, ...detail.genres, "dizi izle", "HD izle"]}
        canonicalPath={path}
        image={detail.backdrop ?? detail.poster ?? undefined}
        ogType="video.tv_show"
        jsonLd={[
          titleJsonLd(origin, {
            kind: "series",
            name: detail.title,
            path,
            description: detail.overview,
            image: detail.poster ?? undefined,
            datePublished: detail.releaseDate ?? undefined,
            genres: detail.genres,
            rating: detail.rating ?? undefined,
            seasons: info?.totalSeasons,
          }),
          breadcrumbJsonLd(origin, [
            { name: "Ana Sayfa", path: "/" },
            { name: "Diziler", path: "/new-series" },
            { name: detail.title, path },
          ]),
        ]}
      />
      <DetailHero
        variant="series"
        title={detail.title}
        originalTitle={detail.originalTitle ?? undefined}
        backdrop={detail.backdrop}
        poster={detail.poster}
        rating={detail.rating}
        year={detail.year}
        duration={info?.episodeDuration ?? null}
        views={detail.views}
        genres={detail.genres}
        overview={detail.overview}
        status={info?.status}
        seasonCount={info?.totalSeasons}
        episodeCount={info?.totalEpisodes ?? undefined}
        {...languageBadges(detail)}
        actions={
          <ActionBar
            kind="series"
            inList={toggles.inList}
            watched={toggles.watched}
            liked={toggles.liked}
            onWatch={() => void play(season?.episodes[0])}
            onToggleList={toggles.toggleList}
            onToggleWatched={toggles.toggleWatched}
            onToggleLike={toggles.toggleLike}
            onShare={() => void share(detail.title)}
          />
        }
      />
      <div className={styles.sections}>
        {seasons.length > 0 ? (
          <SeasonTabs
            seasons={seasons.map((s) => ({ number: s.number, episodeCount: s.episodeCount }))}
            value={seasonNumber}
            onValueChange={setSeasonNumber}
          >
            {episodes.status === "loading" ? (
              <LoadingState />
            ) : (
              <EpisodeList
                episodes={episodes.episodes.map((e) => toEpisode(seasonNumber, e))}
                onPlay={(episode) =>
                  void play(episodes.episodes.find((e) => e.number === episode.number))
                }
              />
            )}
          </SeasonTabs>
        ) : null}
        <CastList cast={detail.cast.map((name) => ({ name }))} />
        <Comments />
      </div>
      <TitlePlayer player={player} title={detail.title} />
    </main>
  );
}

function SeriesNotFound() {
  const { pathname } = useLocation();
  return (
    <main id="main">
      <PageMeta title="Dizi bulunamadı" description="Dizi bulunamadı" canonicalPath={pathname} />
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
}

function SeriesPage({ id, detail }: SeriesPageProps) {
  if (!id)
    return (
      <EmptyState message="Dizi ID bulunamadı" action={<Link href="/">Ana Sayfaya Dön</Link>} />
    );
  if (!detail || detail.type === "movie") return <SeriesNotFound />;
  return <SeriesDetail key={detail.id} detail={detail} />;
}

export function TvComponent() {
  const loaded = useLoaderData<typeof tvLoader>();
  return <SeriesPage id={loaded.id} detail={loaded.detail} />;
}

export function SeriesComponent() {
  const loaded = useLoaderData<typeof seriesLoader>();
  if (loaded.kind === "static") {
    return (
      <StaticShowPage
        key={loaded.id}
        series={loaded.series}
        path={`/series/${loaded.id}`}
        notFoundHref="/"
        notFoundLinkLabel="Ana Sayfaya Dön"
      />
    );
  }
  return <SeriesPage id={loaded.id} detail={loaded.detail} />;
}

export function HydrateFallback() {
  return <LoadingState />;
}

export const ErrorBoundary = routeErrorBoundary("Dizi yüklenirken bir hata oluştu");
