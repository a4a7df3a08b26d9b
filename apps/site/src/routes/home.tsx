import { lazy, Suspense, useEffect, useState } from "react";
import { useLoaderData } from "react-router";
import {
  HEADER_RESHUFFLE_MS,
  HEADER_SERIES_COUNT,
  homeQuery,
  pickRandom,
  type ContentItem,
  type DiziSeries,
  type HomeRows,
} from "@sinema/api";
import {
  ContentCard,
  ContentRow,
  Hero,
  LoadingState,
  SeriesHeader,
  TalkShowBanner,
} from "@sinema/ui";
import { api, queryClient } from "../api";
import { loadChunk } from "../routing/lazyRoute";
import { diziCard, toCard } from "../content/cards";
import { routeErrorBoundary } from "../routing/RouteError";
import { PageMeta } from "../seo/PageMeta";
import { websiteJsonLd } from "../seo/jsonLd";
import * as styles from "./home.css";

export async function loader() {
  return queryClient.ensureQueryData(homeQuery(api));
}

// The popular block closes the page, far below the first screen: its code
// (and its toggle's) comes after the rest.
const HomePopular = lazy(() => loadChunk(() => import("./homePopular")));

interface RowSpec {
  key: Exclude<keyof HomeRows, "talkShows">;
  title: string;
  href: string;
  variant?: "row" | "ranked";
}

/** SPEC.md "Home": the rows in their order, each with its 'Hepsini Gör' page. */
const ROWS_BEFORE_TALK_SHOWS: readonly RowSpec[] = [
  { key: "featured", title: "Öne Çıkanlar", href: "/featured" },
  { key: "trending", title: "Trend Diziler", href: "/trending", variant: "ranked" },
  { key: "newEpisodes", title: "Yeni Bölümler", href: "/new-episodes" },
];
const ROWS_AFTER_TALK_SHOWS: readonly RowSpec[] = [
  { key: "newReleases", title: "Yeni Çıkanlar", href: "/new-releases" },
  { key: "turkish", title: "Yerli Yapımlar", href: "/turkish-content" },
  { key: "newMovies", title: "Yeni Filmler", href: "/new-movies" },
  { key: "recommended", title: "Önerilenler", href: "/recommended" },
  { key: "highRated", title: "IMDb 7+ Filmler", href: "/imdb-high-rated" },
  { key: "mostCommented", title: "En Çok Yorumlananlar", href: "/most-commented" },
  { key: "mostLiked", title: "En Çok Beğenilenler", href: "/most-liked" },
];

function Row({ spec, items }: { spec: RowSpec; items: readonly ContentItem[] }) {
  return (
    <ContentRow title={spec.title} seeAllHref={spec.href}>
      {items.map((item, index) => (
        <ContentCard
          key={`${item.type}-${item.id}`}
          item={toCard(item, spec.variant === "ranked" ? index + 1 : undefined)}
          variant={spec.variant ?? "row"}
          headingLevel={3}
        />
      ))}
    </ContentRow>
  );
}

/** SPEC.md: 6 random static series, reshuffled every 20 s and on 'Yenile'. */
function RandomSeriesHeader({ series }: { series: readonly DiziSeries[] }) {
  const [picked, setPicked] = useState(() => pickRandom(series, HEADER_SERIES_COUNT));
  useEffect(() => {
    const timer = setInterval(
      () => setPicked(pickRandom(series, HEADER_SERIES_COUNT)),
      HEADER_RESHUFFLE_MS,
    );
    return () => clearInterval(timer);
  }, [series]);
  if (series.length === 0) return null;
  return (
    <SeriesHeader
      items={picked.map((s) => diziCard(s, "/shows/"))}
      onRefresh={() => setPicked(pickRandom(series, HEADER_SERIES_COUNT))}
    />
  );
}

export function Component() {
  const home = useLoaderData<typeof loader>();
  const hero = home.rows.featured[0];
  return (
    <main id="main" className={styles.page}>
      <PageMeta
        description="Türkçe dublaj ve altyazılı filmler ve diziler: öne çıkanlar, trendler, yeni bölümler ve yerli yapımlar, ücretsiz ve HD."
        canonicalPath="/"
        jsonLd={[websiteJsonLd(window.location.origin)]}
      />
      <h1 className={styles.visuallyHidden}>Sinema: ücretsiz HD film ve dizi izle</h1>
      <RandomSeriesHeader series={home.series} />
      {hero ? (
        <Hero
          title={hero.title}
          overview={hero.overview}
          backdrop={hero.backdrop ?? hero.poster}
          rating={hero.rating}
          year={hero.year}
          type={hero.type === "movie" ? "movie" : "tv"}
          watchHref={hero.href}
          headingLevel={2}
        />
      ) : null}
      {ROWS_BEFORE_TALK_SHOWS.map((spec) => (
        <Row key={spec.key} spec={spec} items={home.rows[spec.key]} />
      ))}
      <TalkShowBanner />
      <ContentRow
        title="Konuşanlar - Son Bölümler"
        seeAllHref="/konusanlar"
        emptyMessage="Henüz yeni bölüm yok."
      >
        {home.rows.talkShows.map((item) => (
          <ContentCard key={item.id} item={toCard(item)} variant="row" headingLevel={3} />
        ))}
      </ContentRow>
      {ROWS_AFTER_TALK_SHOWS.map((spec) => (
        <Row key={spec.key} spec={spec} items={home.rows[spec.key]} />
      ))}
      <Suspense fallback={<LoadingState message="Yükleniyor..." />}>
        <HomePopular />
      </Suspense>
    </main>
  );
}

export function HydrateFallback() {
  return <LoadingState message="Filmler yükleniyor..." size="lg" />;
}

export const ErrorBoundary = routeErrorBoundary("Veriler yüklenirken bir hata oluştu");
