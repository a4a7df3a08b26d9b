import { useId, type ReactNode } from "react";
import { Calendar, Clock, Eye, Layers } from "lucide-react";
import { formatCount } from "../../format";
import { SeriesStatusBadge, TypeBadge, type SeriesStatus } from "../Badge";
import { LanguageBadges } from "../LanguageBadges";
import { Poster } from "../Poster";
import { RatingDisplay } from "../RatingDisplay";
import * as styles from "./DetailHero.css";

export interface DetailHeroProps {
  variant: "movie" | "series";
  title: string;
  originalTitle?: string | undefined;
  backdrop?: string | null | undefined;
  poster?: string | null | undefined;
  /** One decimal as text; absent shows 'N/A'. */
  rating?: string | null | undefined;
  year?: number | string | null | undefined;
  /** Running time as text, "2s 15dk" (a series: one episode's), packages/api's runtimeText. */
  duration?: string | null | undefined;
  views?: number | null | undefined;
  genres?: readonly string[] | undefined;
  overview?: string | undefined;
  /** Series: 'Devam Ediyor', 'Tamamlandı' or 'Beklemede'. */
  status?: SeriesStatus | undefined;
  seasonCount?: number | undefined;
  episodeCount?: number | undefined;
  /** The ActionBar, drawn under the description. */
  actions?: ReactNode | undefined;
  /** 'Türkçe Dublaj': its sources have Turkish audio. */
  dubbed?: boolean | undefined;
  /** 'Türkçe Altyazı': its sources have Turkish subtitles. */
  subtitled?: boolean | undefined;
}

/** The top of a movie or series page: backdrop, poster, title, facts, genre chips and description. */
export function DetailHero({
  variant,
  title,
  originalTitle,
  backdrop,
  poster,
  rating,
  year,
  duration,
  views,
  genres = [],
  overview,
  status,
  seasonCount,
  episodeCount,
  actions,
  dubbed = false,
  subtitled = false,
}: DetailHeroProps) {
  const titleId = useId();
  const runtime = duration || undefined;
  return (
    <section className={styles.hero} aria-labelledby={titleId}>
      <Poster className={styles.backdrop} src={backdrop} alt="" ratio="backdrop" priority />
      <div className={styles.scrim} aria-hidden />
      <div className={styles.content}>
        <Poster className={styles.poster} src={poster} alt={`${title} afişi`} priority />
        <div className={styles.text}>
          <ul className={styles.meta} aria-label="Etiketler">
            <li>
              <TypeBadge type={variant === "movie" ? "movie" : "tv"} />
            </li>
            {variant === "series" && status ? (
              <li>
                <SeriesStatusBadge status={status} />
              </li>
            ) : null}
            {dubbed || subtitled ? (
              <li>
                <LanguageBadges dubbed={dubbed} subtitled={subtitled} />
              </li>
            ) : null}
          </ul>
          <h1 className={styles.title} id={titleId}>
            {title}
          </h1>
          {originalTitle && originalTitle !== title ? (
            <p className={styles.originalTitle}>{originalTitle}</p>
          ) : null}
          <ul className={styles.meta} aria-label="Bilgiler">
            <li className={styles.metaItem}>
              <RatingDisplay value={rating} size="md" />
            </li>
            {year ? (
              <li className={styles.metaItem}>
                <Calendar className={styles.metaIcon} aria-hidden />
                {year}
              </li>
            ) : null}
            {runtime ? (
              <li className={styles.metaItem}>
                <Clock className={styles.metaIcon} aria-hidden />
                {runtime}
              </li>
            ) : null}
            {variant === "series" && seasonCount ? (
              <li className={styles.metaItem}>
                <Layers className={styles.metaIcon} aria-hidden />
                {`${seasonCount} sezon${episodeCount ? `, ${episodeCount} bölüm` : ""}`}
              </li>
            ) : null}
            {views !== null && views !== undefined ? (
              <li className={styles.metaItem}>
                <Eye className={styles.metaIcon} aria-hidden />
                {`${formatCount(views)} görüntülenme`}
              </li>
            ) : null}
          </ul>
          {genres.length ? (
            <ul className={`${styles.chips} ${styles.afterActions}`} aria-label="Türler">
              {genres.map((genre) => (
                <li key={genre} className={styles.chip}>
                  {genre}
                </li>
              ))}
            </ul>
          ) : null}
          {overview ? (
            <p className={`${styles.overview} ${styles.afterActions}`}>{overview}</p>
          ) : null}
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
      </div>
    </section>
  );
}
