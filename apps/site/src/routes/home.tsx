import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import {
  HEADER_RESHUFFLE_MS,
  HEADER_SERIES_COUNT,
  HOME_POPULAR_COUNT,
  HOME_SECTIONS,
  diziQuery,
  homeHero,
  homeQuery,
  homeRowEntries,
  hasContinueHint,
  pickRandom,
  popularQuery,
  type DiziSeries,
  type HomeRowKey,
  type HomeSection,
} from "@sinema/api";
import { useQuery } from "@tanstack/react-query";
import {
  ContentCard,
  type ContentCardItem,
  type SeriesHeaderItem,
  ContentRow,
  Hero,
  LoadingState,
  SeriesHeader,
  TalkShowBanner,
} from "@sinema/ui";
import { api } from "../api";
import { loadChunk } from "../routing/lazyRoute";
import { diziCard, itemTitle, toCard, type CardTitle } from "../content/cards";
import { CardListToggle } from "../viewer/CardListToggle";
import { routeErrorBoundary } from "../routing/RouteError";
import { pageData } from "../data";
import { PageMeta } from "../seo/PageMeta";
import { useOrigin } from "../ssr/origin";
import { websiteJsonLd } from "../seo/jsonLd";
import { ContinueWatching } from "../viewer/ContinueWatching";
import * as styles from "./home.css";

/** A row's card and the title its 'Listeye Ekle' keeps. */
interface HomeCard {
  card: ContentCardItem;
  title: CardTitle | null;
}

const drawFrom = (series: readonly DiziSeries[]) =>
  pickRandom(series, HEADER_SERIES_COUNT).map((s) => diziCard(s, "/shows/"));

export async function loader({ context, request }: LoaderFunctionArgs) {
  const data = pageData(context);
  const [home] = await Promise.all([
    data.load(homeQuery(data.api)),
    typeof document === "undefined" ? loadPopular().catch(() => undefined) : undefined,
    // The popular block (films first) renders on the server too; a failure leaves it to the browser.
    data.prefetch(popularQuery(data.api, "movie", HOME_POPULAR_COUNT)).catch(() => undefined),
  ]);
  const rows = Object.fromEntries(
    Object.entries(homeRowEntries(home.rows)).map(([row, entries]) => [
      row,
      entries.map(({ item, rank }) => ({ card: toCard(item, rank), title: itemTitle(item) })),
    ]),
  ) as Record<HomeRowKey, HomeCard[]>;
  // The page's data travels inside the HTML: cards carry only what a card shows.
  return {
    rows,
    hero: homeHero(home.rows),
    // The header's first 6 series are drawn here, where the page is rendered, and
    // travel with the page's data: server and browser start from the same draw.
    headerPick: drawFrom(home.series),
    // The browser says it has titles to continue: 'İzlemeye Devam Et' gets its room.
    reserveContinue: hasContinueHint(request.headers.get("cookie")),
  };
}

// The popular block closes the page, far below the first screen: its code
// (and its toggle's) comes after the rest.
let popularLoaded: ComponentType | undefined;
const loadPopular = () =>
  loadChunk(() => import("./homePopular")).then((module) => {
    popularLoaded = module.default;
    return module;
  });
const LazyPopular = lazy(loadPopular);

/**
 * On the server the block's code is loaded by the loader, so the page renders
 * in one pass (a boundary resolved later would need an inline script). In the
 * browser it stays a lazy chunk; hydration waits for it at its boundary.
 */
function HomePopular() {
  const Loaded = typeof document === "undefined" ? popularLoaded : undefined;
  return Loaded ? <Loaded /> : <LazyPopular />;
}

/** Every row starts below the first screen (series header and hero fill it). */
function Row({ section, items }: { section: HomeSection; items: readonly HomeCard[] }) {
  return (
    <ContentRow title={section.home.title ?? section.title} seeAllHref={section.path} deferred>
      {items.map(({ card, title }) => (
        <ContentCard
          key={card.id}
          item={card}
          variant={section.ranked ? "ranked" : "row"}
          headingLevel={3}
          action={<CardListToggle card={card} title={title} />}
        />
      ))}
    </ContentRow>
  );
}

/** SPEC.md §2: "a talk-show banner plus a latest-episodes row linking to /konusanlar". */
function TalkShowRow({ section, items }: { section: HomeSection; items: readonly HomeCard[] }) {
  return (
    <>
      <TalkShowBanner title={section.title} href={section.path} />
      <ContentRow
        title={section.home.title ?? section.title}
        seeAllHref={section.path}
        {...(section.home.emptyText ? { emptyMessage: section.home.emptyText } : {})}
        deferred
      >
        {items.map(({ card }) => (
          <ContentCard key={card.id} item={card} variant="row" headingLevel={3} />
        ))}
      </ContentRow>
    </>
  );
}

/**
 * SPEC.md: 6 random static series, reshuffled every 20 s and on 'Yenile'. The
 * first 6 come with the page; the whole series file (for the next draws) is
 * read in the browser once the page is up.
 */
function RandomSeriesHeader({ initial }: { initial: readonly SeriesHeaderItem[] }) {
  const [picked, setPicked] = useState<SeriesHeaderItem[]>(() => [...initial]);
  const all = useQuery({ ...diziQuery(api), enabled: initial.length > 0 });
  const series = all.data;
  useEffect(() => {
    if (!series) return;
    const timer = setInterval(() => setPicked(drawFrom(series)), HEADER_RESHUFFLE_MS);
    return () => clearInterval(timer);
  }, [series]);
  if (initial.length === 0) return null;
  return (
    <SeriesHeader
      items={picked}
      onRefresh={() => {
        if (series) setPicked(drawFrom(series));
      }}
    />
  );
}

export function Component() {
  const home = useLoaderData<typeof loader>();
  const hero = home.hero;
  const origin = useOrigin();
  return (
    <main id="main" className={styles.page}>
      <PageMeta
        description="Türkçe dublaj ve altyazılı filmler ve diziler: öne çıkanlar, trendler, yeni bölümler ve yerli yapımlar, ücretsiz ve HD."
        canonicalPath="/"
        image={hero?.backdrop ?? undefined}
        jsonLd={[websiteJsonLd(origin)]}
      />
      <h1 className={styles.visuallyHidden}>Sinema: ücretsiz HD film ve dizi izle</h1>
      <RandomSeriesHeader initial={home.headerPick} />
      {hero ? (
        <Hero
          title={hero.title}
          overview={hero.overview}
          backdrop={hero.backdrop}
          rating={hero.rating}
          year={hero.year}
          type={hero.type}
          watchHref={hero.href}
          headingLevel={2}
        />
      ) : null}
      <ContinueWatching reserve={home.reserveContinue} />
      {HOME_SECTIONS.map((section) =>
        section.key === "konusanlar" ? (
          <TalkShowRow key={section.key} section={section} items={home.rows[section.home.row]} />
        ) : (
          <Row key={section.key} section={section} items={home.rows[section.home.row]} />
        ),
      )}
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
