import { useState } from "react";
import { data, useLoaderData, useLocation, type LoaderFunctionArgs } from "react-router";
import { languageBadges, movieQuery, similarFilms, type TitleDetail } from "@sinema/api";
import {
  ActionBar,
  CastList,
  DetailHero,
  EmptyState,
  FilmInfo,
  Link,
  LoadingState,
  SimilarList,
  StarRating,
} from "@sinema/ui";
import { Comments } from "../detail/Comments";
import { useLocalToggles } from "../detail/useLocalToggles";
import { useShare } from "../detail/useShare";
import { TitlePlayer, useTitlePlayer } from "../player/TitlePlayer";
import { routeErrorBoundary } from "../routing/RouteError";
import { pageData } from "../data";
import { PageMeta } from "../seo/PageMeta";
import { useOrigin } from "../ssr/origin";
import { breadcrumbJsonLd, titleJsonLd } from "../seo/jsonLd";
import * as styles from "./detail.css";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = params.id?.trim();
  if (!id) return data({ id: null, movie: null }, { status: 404 });
  const page = pageData(context);
  const movie = await page.load(movieQuery(await page.playback(), id));
  // An unknown id is a missing page: the server answers 404 with the page below.
  return data({ id, movie }, { status: movie && movie.type === "movie" ? 200 : 404 });
}

function NotFound({ message }: { message: string }) {
  const { pathname } = useLocation();
  return (
    <main id="main">
      <PageMeta title={message} description={message} canonicalPath={pathname} />
      <h1 className={styles.notFoundTitle}>{message}</h1>
      <EmptyState
        message="Aradığınız film kaldırılmış ya da hiç eklenmemiş olabilir."
        action={<Link href="/">Ana Sayfaya Dön</Link>}
      />
    </main>
  );
}

function MovieDetail({ movie }: { movie: TitleDetail }) {
  const toggles = useLocalToggles();
  const share = useShare();
  const player = useTitlePlayer();
  const [myRating, setMyRating] = useState<number | null>(null);
  const path = `/movie/${movie.id}`;
  const origin = useOrigin();
  const similar = similarFilms(movie.genres, movie.id);
  return (
    <main id="main" className={styles.page}>
      <PageMeta
        title={movie.year ? `${movie.title} (${movie.year})` : movie.title}
        description={
          movie.overview ||
          `${movie.title} filmini Türkçe dublaj ve altyazı seçenekleriyle HD izle.`
        }
        keywords={[movie.title, ...movie.genres, "film izle", "HD izle"]}
        canonicalPath={path}
        image={movie.backdrop ?? movie.poster ?? undefined}
        ogType="video.movie"
        jsonLd={[
          titleJsonLd(origin, {
            kind: "movie",
            name: movie.title,
            path,
            description: movie.overview,
            image: movie.poster ?? undefined,
            datePublished: movie.releaseDate ?? undefined,
            genres: movie.genres,
            rating: movie.rating ?? undefined,
            durationMinutes: movie.runtime,
          }),
          breadcrumbJsonLd(origin, [
            { name: "Ana Sayfa", path: "/" },
            { name: "Filmler", path: "/new-movies" },
            { name: movie.title, path },
          ]),
        ]}
      />
      <DetailHero
        variant="movie"
        title={movie.title}
        originalTitle={movie.originalTitle ?? undefined}
        backdrop={movie.backdrop}
        poster={movie.poster}
        rating={movie.rating}
        year={movie.year}
        duration={movie.runtime}
        views={movie.views}
        genres={movie.genres}
        overview={movie.overview}
        {...languageBadges(movie)}
        actions={
          <ActionBar
            kind="movie"
            inList={toggles.inList}
            watched={toggles.watched}
            liked={toggles.liked}
            onWatch={() => player.openWith(movie.streams.map((s) => s.url))}
            onToggleList={toggles.toggleList}
            onToggleWatched={toggles.toggleWatched}
            onToggleLike={toggles.toggleLike}
            onShare={() => void share(movie.title)}
          />
        }
      />
      <div className={styles.sections}>
        <CastList cast={movie.cast.map((name) => ({ name }))} />
        <FilmInfo
          director={movie.director}
          country={movie.country}
          language={movie.language}
          budget={movie.budget}
          boxOffice={movie.boxOffice}
          releaseDate={movie.releaseDate}
          externalRating={movie.externalRating}
          criticsPercent={movie.criticsScore}
        />
        <section aria-label="Puan Ver">
          <StarRating value={myRating} onChange={setMyRating} />
        </section>
        <Comments />
        {similar.length > 0 ? (
          <SimilarList
            items={similar.map((film) => ({
              id: film.id,
              title: film.title,
              href: `/movie/${film.id}`,
              type: "movie",
              rating: film.rating,
              year: film.year,
            }))}
          />
        ) : null}
      </div>
      <TitlePlayer player={player} title={movie.title} />
    </main>
  );
}

export function Component() {
  const { id, movie } = useLoaderData<typeof loader>();
  if (!id) return <NotFound message="Film ID bulunamadı" />;
  if (!movie) return <NotFound message="Film bulunamadı" />;
  if (movie.type !== "movie") return <NotFound message="İçerik bulunamadı" />;
  return <MovieDetail key={movie.id} movie={movie} />;
}

export function HydrateFallback() {
  return <LoadingState />;
}

export const ErrorBoundary = routeErrorBoundary("Film yüklenirken bir hata oluştu");
