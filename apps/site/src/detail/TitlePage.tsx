import type { ReactNode } from "react";
import {
  SECTION,
  languageBadges,
  ratingText,
  runtimeText,
  type DiziSeries,
  type TitleDetail,
} from "@sinema/api";
import { ActionBar, DetailHero } from "@sinema/ui";
import { LanguagePreferenceSelect } from "../player/LanguagePreferenceSelect";
import { PageMeta } from "../seo/PageMeta";
import { breadcrumbJsonLd, titleJsonLd } from "../seo/jsonLd";
import { useOrigin } from "../ssr/origin";
import type { useTitleMarks } from "../viewer/useTitleMarks";
import * as styles from "../routes/detail.css";
import { useShare } from "./useShare";

/** What a title's page tells search engines and link previews about it. */
export interface TitlePageFacts {
  kind: "movie" | "series";
  title: string;
  year?: number | null | undefined;
  overview: string;
  genres: readonly string[];
  poster?: string | null | undefined;
  backdrop?: string | null | undefined;
  /** The page's one address (a catalogue series: its /tv/ page). */
  path: string;
  releaseDate?: string | null | undefined;
  rating?: number | null | undefined;
  /** A film's running time in minutes. */
  runtime?: number | null | undefined;
  seasons?: number | undefined;
  /** The list it sits in for the breadcrumb; none for a page of the series file. */
  breadcrumb?: { name: string; path: string } | undefined;
}

/** The facts of a film or series page of the catalogue or the metadata service. */
export function detailFacts(detail: TitleDetail, path: string): TitlePageFacts {
  const movie = detail.type === "movie";
  return {
    kind: movie ? "movie" : "series",
    title: detail.title,
    year: detail.year,
    overview: detail.overview,
    genres: detail.genres,
    poster: detail.poster,
    backdrop: detail.backdrop,
    path,
    releaseDate: detail.releaseDate,
    rating: detail.rating,
    runtime: movie ? detail.runtime : null,
    seasons: detail.series?.totalSeasons,
    breadcrumb: movie
      ? { name: "Filmler", path: SECTION["new-movies"].path }
      : { name: "Diziler", path: SECTION["new-series"].path },
  };
}

/** The facts of a series page of /dizi.json. */
export function staticSeriesFacts(series: DiziSeries, path: string): TitlePageFacts {
  return {
    kind: "series",
    title: series.title,
    overview: series.overview,
    genres: series.genres,
    poster: series.img,
    backdrop: series.backdrop,
    path,
    rating: series.rating,
    seasons: series.seasons.length || undefined,
  };
}

/**
 * The head of a title's page: title with its year, a description (its own
 * or a line saying what to watch), canonical address, the poster as the link
 * preview (Open Graph and Twitter, as a raster copy), and the title's JSON-LD
 * with a breadcrumb.
 */
export function TitleMeta({ facts }: { facts: TitlePageFacts }) {
  const origin = useOrigin();
  const movie = facts.kind === "movie";
  const watch = movie ? "film izle" : "dizi izle";
  return (
    <PageMeta
      title={facts.year ? `${facts.title} (${facts.year})` : facts.title}
      description={
        facts.overview ||
        (movie
          ? `${facts.title} filmini Türkçe dublaj ve altyazı seçenekleriyle HD izle.`
          : `${facts.title} dizisini tüm sezon ve bölümleriyle HD izle.`)
      }
      keywords={[facts.title, ...facts.genres, watch, "HD izle"]}
      canonicalPath={facts.path}
      // The wide backdrop first: link previews are landscape cards (issue 31).
      image={facts.backdrop ?? facts.poster ?? undefined}
      imageAlt={facts.year ? `${facts.title} (${facts.year})` : facts.title}
      ogType={movie ? "video.movie" : "video.tv_show"}
      jsonLd={[
        titleJsonLd(origin, {
          kind: facts.kind,
          name: facts.title,
          path: facts.path,
          description: facts.overview,
          image: facts.poster ?? undefined,
          datePublished: facts.releaseDate ?? undefined,
          genres: facts.genres,
          rating: facts.rating ?? undefined,
          durationMinutes: facts.runtime ?? undefined,
          seasons: facts.seasons,
        }),
        ...(facts.breadcrumb
          ? [
              breadcrumbJsonLd(origin, [
                { name: "Ana Sayfa", path: "/" },
                facts.breadcrumb,
                { name: facts.title, path: facts.path },
              ]),
            ]
          : []),
      ]}
    />
  );
}

export interface TitleHeroProps {
  detail: TitleDetail;
  /** The viewer's marks of this title and how to change them (useTitleMarks). */
  marks: ReturnType<typeof useTitleMarks>;
  /** 'İzle' before the page is live and without script: the watch page. */
  watchHref: string;
  /** 'İzle' once the page is live: the page's own player. */
  onWatch: () => void;
  /** Under the action bar and the language choice: 'Devam Et', the resume question. */
  children?: ReactNode;
}

/**
 * The top of a film or series page: the hero with its facts and badges, the
 * action bar wired to the viewer's record and sharing, and the 'Dil tercihi'.
 */
export function TitleHero({ detail, marks, watchHref, onWatch, children }: TitleHeroProps) {
  const share = useShare();
  const series = detail.type === "movie" ? null : detail.series;
  const kind = series === null ? "movie" : "series";
  return (
    <DetailHero
      variant={kind}
      title={detail.title}
      originalTitle={detail.originalTitle ?? undefined}
      backdrop={detail.backdrop}
      poster={detail.poster}
      rating={ratingText(detail.rating)}
      year={detail.year}
      duration={runtimeText(series === null ? detail.runtime : series?.episodeDuration)}
      views={detail.views}
      genres={detail.genres}
      overview={detail.overview}
      status={series?.status}
      seasonCount={series?.totalSeasons}
      episodeCount={series?.totalEpisodes ?? undefined}
      {...languageBadges(detail)}
      actions={
        <>
          <ActionBar
            kind={kind}
            inList={marks.inList}
            watched={marks.watched}
            liked={marks.liked}
            watchHref={watchHref}
            onWatch={onWatch}
            onToggleList={marks.toggleList}
            onToggleWatched={marks.toggleWatched}
            onToggleLike={marks.toggleLike}
            onShare={() => void share(detail.title)}
          />
          <LanguagePreferenceSelect className={styles.languagePreference} />
          {children}
        </>
      }
    />
  );
}
