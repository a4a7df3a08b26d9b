import type { ReactNode } from "react";
import { VideoOff } from "lucide-react";
import { Button } from "../Button";
import { button } from "../Button/Button.css";
import { Link, LinkProvider, type LinkComponent } from "../Link";
import { LoadingState } from "../LoadingState";
import { PLAYER_ALLOW, PLAYER_SANDBOX } from "../PlayerOverlay/frameAttributes";
import { Poster } from "../Poster";
import { RatingDisplay } from "../RatingDisplay";
import * as styles from "./StaticShowView.css";
import { earlyAction } from "../../lib/earlyActions";

export interface StaticShowEpisode {
  number: number;
  name: string;
}

export interface StaticShowSeason {
  number: number;
  name: string;
  episodes: readonly StaticShowEpisode[];
}

/** A series from /dizi.json as the page shows it. */
export interface StaticShow {
  title: string;
  poster?: string | null | undefined;
  overview?: string | undefined;
  year?: number | string | null | undefined;
  /** One decimal as text; absent shows 'N/A'. */
  rating?: string | null | undefined;
  genres?: readonly string[] | undefined;
  seasons: readonly StaticShowSeason[];
}

export interface StaticShowViewProps {
  status: "loading" | "error" | "notFound" | "ready";
  /** Shown as 'Hata: {message}' (or 'Hata') in red. */
  errorMessage?: string | undefined;
  show?: StaticShow | undefined;
  /**
   * What the frame plays, resolved by the page (SPEC.md §4: the selected
   * episode's video, else the show's, else none → 'Video bulunamadı').
   */
  videoUrl?: string | null | undefined;
  /** Indexes into `show.seasons` and that season's episodes. */
  selectedSeason: number;
  selectedEpisode: number;
  /** A season button selects its first episode. */
  onSelect: (seasonIndex: number, episodeIndex: number) => void;
  /** Where 'Dizi bulunamadı' links back to: /all-series on shows/{slug}, / on series/{slug}. */
  notFoundHref: string;
  notFoundLinkLabel?: string | undefined;
  linkComponent?: LinkComponent | undefined;
  /** The page's own actions under the overview (the site's 'Sevgili Modu'). */
  actions?: ReactNode;
}

function seasonLabel(season: StaticShowSeason) {
  return season.name ? `Sezon ${season.number} - ${season.name}` : `Sezon ${season.number}`;
}

function episodeLabel(episode: StaticShowEpisode) {
  return episode.name ? `Bölüm ${episode.number} - ${episode.name}` : `Bölüm ${episode.number}`;
}

/** The page of a series from the static file: poster, facts, player frame and season/episode pickers. */
export function StaticShowView({
  status,
  errorMessage,
  show,
  videoUrl,
  selectedSeason,
  selectedEpisode,
  onSelect,
  notFoundHref,
  notFoundLinkLabel = "Tüm Dizilere Dön",
  linkComponent,
  actions,
}: StaticShowViewProps) {
  if (status === "loading") return <LoadingState />;
  if (status === "error") {
    return (
      <p className={styles.error} role="alert">
        {errorMessage ? `Hata: ${errorMessage}` : "Hata"}
      </p>
    );
  }
  if (status === "notFound" || !show) {
    return (
      <LinkProvider component={linkComponent}>
        <div className={styles.notFound}>
          <h1 className={styles.notFoundTitle}>Dizi bulunamadı</h1>
          <Link className={button({ variant: "secondary" })} href={notFoundHref}>
            {notFoundLinkLabel}
          </Link>
        </div>
      </LinkProvider>
    );
  }

  const season = show.seasons[selectedSeason];
  const episode = season?.episodes[selectedEpisode];
  const frameTitle =
    episode && season
      ? `${show.title} - ${seasonLabel(season)}, ${episodeLabel(episode)}`
      : show.title;

  return (
    <article className={styles.page}>
      <div className={styles.intro}>
        <Poster className={styles.poster} src={show.poster} alt={`${show.title} afişi`} priority />
        <div className={styles.text}>
          <h1 className={styles.title}>{show.title}</h1>
          <div className={styles.meta}>
            <RatingDisplay value={show.rating} size="md" />
            {show.year ? <span>{show.year}</span> : null}
            {show.genres?.length ? <span>{show.genres.join(", ")}</span> : null}
          </div>
          {show.overview ? <p className={styles.overview}>{show.overview}</p> : null}
          {actions}
        </div>
      </div>

      <div className={styles.player}>
        {videoUrl ? (
          <iframe
            key={videoUrl}
            className={styles.frame}
            src={videoUrl}
            title={frameTitle}
            sandbox={PLAYER_SANDBOX}
            referrerPolicy="no-referrer"
            allow={PLAYER_ALLOW}
            allowFullScreen
          />
        ) : (
          <div className={styles.noVideo} role="status">
            <VideoOff className={styles.noVideoIcon} aria-hidden />
            <span>Video bulunamadı</span>
          </div>
        )}
      </div>

      {show.seasons.length === 0 ? (
        videoUrl ? (
          <p className={styles.single}>Tek parça içerik</p>
        ) : null
      ) : (
        <section className={styles.seasons} aria-label="Sezonlar ve bölümler">
          {episode && season ? (
            <p
              className={styles.nowPlaying}
            >{`${seasonLabel(season)} · ${episodeLabel(episode)}`}</p>
          ) : null}
          <h2 className={styles.sectionTitle}>Sezonlar</h2>
          <ul className={styles.buttonRow}>
            {show.seasons.map((s, i) => (
              <li key={s.number}>
                <Button
                  {...earlyAction("showSeason")}
                  variant="secondary"
                  size="sm"
                  className={i === selectedSeason ? styles.selected : undefined}
                  aria-current={i === selectedSeason ? "true" : undefined}
                  onClick={() => onSelect(i, 0)}
                >
                  {seasonLabel(s)}
                </Button>
              </li>
            ))}
          </ul>
          <h2 className={styles.sectionTitle}>Bölümler</h2>
          <ul className={styles.episodeGrid}>
            {(season?.episodes ?? []).map((e, i) => (
              <li key={e.number}>
                <Button
                  {...earlyAction("showEpisode")}
                  variant="secondary"
                  size="sm"
                  fullWidth
                  className={`${styles.episodeButton} ${i === selectedEpisode ? styles.selected : ""}`}
                  aria-current={i === selectedEpisode ? "true" : undefined}
                  onClick={() => onSelect(selectedSeason, i)}
                >
                  {episodeLabel(e)}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
