import { useState } from "react";
import { data, useLoaderData, type LoaderFunctionArgs } from "react-router";
import {
  languageName,
  movieQuery,
  playerSources,
  resumeText,
  similarQuery,
  detailTitleRef,
  watchedFraction,
  watchHref,
  type SimilarTitles,
  type TitleDetail,
} from "@sinema/api";
import {
  CastList,
  EmptyState,
  FilmInfo,
  Link,
  LoadingState,
  ResumePrompt,
  SimilarList,
  StarRating,
} from "@sinema/ui";
import { similarCard } from "../content/cards";
import { Comments } from "../detail/Comments";
import { detailFacts, TitleHero, TitleMeta } from "../detail/TitlePage";
import { TitlePlayer, useTitlePlayer, type WatchPagePlayer } from "../player/TitlePlayer";
import { routeErrorBoundary } from "../routing/RouteError";
import { pageData } from "../data";
import { MissingPageMeta } from "../seo/PageMeta";
import { trackFinished, useTitleEvents } from "../stats/useTitleEvents";
import { useProgressSaver } from "../viewer/useProgressSaver";
import { useTitleMarks } from "../viewer/useTitleMarks";
import { useViewer } from "../viewer/ViewerProvider";
import * as styles from "./detail.css";

const moviePath = (id: string) => `/movie/${encodeURIComponent(id)}`;

interface MoviePageData {
  id: string | null;
  movie: TitleDetail | null;
  similar: SimilarTitles | null;
  /** The watch page's player, open from the first render; null on the film's page. */
  watch: WatchPagePlayer | null;
}

async function loadMoviePage(
  { params, context }: LoaderFunctionArgs,
  watching: boolean,
): Promise<MoviePageData> {
  const id = params.id?.trim();
  if (!id) return { id: null, movie: null, similar: null, watch: null };
  const page = pageData(context);
  const playback = await page.playback();
  const movie = await page.load(movieQuery(playback, id));
  const found = movie !== null && movie.type === "movie";
  const similar: SimilarTitles | null = found
    ? await page.load(similarQuery(page.api, { id: movie.id, genres: movie.genres }))
    : null;
  const watch =
    found && watching
      ? {
          // Chosen where no viewer preference or host health is known: the base order.
          sources: playerSources(movie, undefined, undefined, null, new Map(), {
            embedHost: playback.embedHost,
          }),
          closeHref: moviePath(movie.id),
        }
      : null;
  return { id, movie, similar, watch };
}

/** An unknown id is a missing page: the server answers 404 with the page below. */
const statusOf = (page: MoviePageData) => ({
  status: page.movie?.type === "movie" ? 200 : 404,
});

export async function loader(args: LoaderFunctionArgs) {
  const page = await loadMoviePage(args, false);
  return data(page, statusOf(page));
}

/** movie/{id}/izle: the film's page with its player open, playing without the app (issue 34). */
export async function watchLoader(args: LoaderFunctionArgs) {
  const page = await loadMoviePage(args, true);
  return data(page, statusOf(page));
}

function NotFound({ message }: { message: string }) {
  return (
    <main id="main">
      <MissingPageMeta title={message} description={message} />
      <h1 className={styles.notFoundTitle}>{message}</h1>
      <EmptyState
        message="Aradığınız film kaldırılmış ya da hiç eklenmemiş olabilir."
        action={<Link href="/">Ana Sayfaya Dön</Link>}
      />
    </main>
  );
}

function MovieDetail({
  movie,
  similar,
  watch,
}: {
  movie: TitleDetail;
  similar: SimilarTitles | null;
  watch: WatchPagePlayer | null;
}) {
  const player = useTitlePlayer(watch ?? undefined);
  const path = `/movie/${movie.id}`;
  const viewerTitle = detailTitleRef(movie);
  const toggles = useTitleMarks(viewerTitle);
  const { record } = useViewer();
  /** 'İzle' on a started film asks first: the saved place, or 'Baştan başla'. */
  const [askingResume, setAskingResume] = useState(false);
  useProgressSaver({
    open: player.state.open,
    frameRef: player.frameRef,
    title: viewerTitle,
    onFinished: () => trackFinished(viewerTitle),
  });
  useTitleEvents(viewerTitle, player);
  const resumeAt = player.resumes ? toggles.resumeAt() : null;
  const progress = viewerTitle ? record.titles[viewerTitle.key]?.progress : undefined;
  const play = (startAt?: number) => {
    setAskingResume(false);
    void player.play(movie, undefined, undefined, { startAt });
  };
  return (
    <main id="main" className={styles.page}>
      <TitleMeta facts={detailFacts(movie, path)} />
      <TitleHero
        detail={movie}
        marks={toggles}
        watchHref={watchHref({ type: "movie", id: movie.id })}
        onWatch={() => (resumeAt === null ? play() : setAskingResume(true))}
      >
        {askingResume && resumeAt !== null ? (
          <ResumePrompt
            title={movie.title}
            positionText={resumeText(resumeAt)}
            progress={progress && progress.duration > 0 ? watchedFraction(progress) : undefined}
            onResume={() => play(resumeAt)}
            onRestart={() => play()}
          />
        ) : null}
      </TitleHero>
      <div className={styles.sections}>
        <CastList cast={movie.cast.map((name) => ({ name }))} />
        <FilmInfo
          director={movie.director}
          country={movie.country}
          language={movie.language.map(languageName)}
          budget={movie.budget}
          boxOffice={movie.boxOffice}
          releaseDate={movie.releaseDate}
          externalRating={movie.externalRating}
          criticsPercent={movie.criticsScore}
        />
        <section aria-label="Puan Ver">
          <StarRating value={toggles.stars} onChange={toggles.rate} />
        </section>
        <Comments />
        {similar && similar.items.length > 0 ? (
          <SimilarList items={similar.items.map(similarCard)} />
        ) : null}
      </div>
      <TitlePlayer player={player} title={movie.title} />
    </main>
  );
}

export function Component() {
  const { id, movie, similar, watch } = useLoaderData<typeof loader>();
  if (!id) return <NotFound message="Film ID bulunamadı" />;
  if (!movie) return <NotFound message="Film bulunamadı" />;
  if (movie.type !== "movie") return <NotFound message="İçerik bulunamadı" />;
  return <MovieDetail key={movie.id} movie={movie} similar={similar} watch={watch} />;
}

export function HydrateFallback() {
  return <LoadingState />;
}

export const ErrorBoundary = routeErrorBoundary("Film yüklenirken bir hata oluştu");
