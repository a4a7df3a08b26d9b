import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import {
  diziQuery,
  findSeriesBySlug,
  seasonQuery,
  episodeRefOf,
  playerSources,
  seriesCanonicalPath,
  seriesQuery,
  watchEpisodeOf,
  watchSeasonNumber,
  type TitleDetail,
} from "@sinema/api";
import { EmptyState, Link, LoadingState } from "@sinema/ui";
import { SeriesDetail, type SeriesWatch } from "../detail/SeriesDetail";
import { StaticShowPage } from "../detail/StaticShowPage";
import { staticCanonicalPath } from "../detail/staticShow";
import { routeErrorBoundary } from "../routing/RouteError";
import { pageData, type PageData } from "../data";
import { MissingPageMeta } from "../seo/PageMeta";
import * as styles from "./detail.css";

async function loadDetail(page: PageData, id: string) {
  return await page.load(seriesQuery(await page.playback(), id));
}

/** An unknown series is a missing page: the server answers 404 with the not-found page. */
const statusOf = (found: boolean) => ({ status: found ? 200 : 404 });

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
  const seasonNo = watchSeasonNumber(seasons, params.season);
  const season = seasons.find((s) => s.number === seasonNo);
  const episodes =
    season && season.episodes.length === 0 && detail.source === "metadata"
      ? await page.load(seasonQuery(playback, detail.id, season.number)).catch(() => [])
      : (season?.episodes ?? []);
  const episode = watchEpisodeOf(episodes, params.episode);
  return {
    episode: episodeRefOf(seasonNo, episode),
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
      {
        kind: "static" as const,
        id: key,
        series: null,
        canonicalPath: seriesCanonicalPath({ catalogueId: null, slug: key }),
      },
      statusOf(false),
    );
  }
  return data(
    { kind: "detail" as const, id: key, detail, watch: null },
    statusOf(detail.type !== "movie"),
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
