import { Play } from "lucide-react";
import { formatDate } from "../../format";
import { EmptyState } from "../EmptyState";
import { Poster } from "../Poster";
import { ProgressBar } from "../ProgressBar";
import { WatchLink } from "../WatchLink";
import * as styles from "./EpisodeList.css";

export interface Episode {
  seasonNumber: number;
  number: number;
  /** How the site writes the episode, 'S1 B2' (packages/api's episodeCode): one form everywhere. */
  code: string;
  title: string;
  description?: string | undefined;
  /** Minutes. */
  /** Running time as text, "45dk" (packages/api's runtimeText). */
  duration?: string | null | undefined;
  /** ISO date. */
  airDate?: string | null | undefined;
  image?: string | null | undefined;
  /**
   * How far the viewer got (issue 14): 0 to 1 and what it means, from
   * packages/api ('12dk kaldı', 'İzlendi'). Absent: never played.
   */
  progress?: { value: number; text: string } | undefined;
}

export interface EpisodeListProps {
  episodes: readonly Episode[];
  /** The episode's watch page: its 'İzle' leads there before the page is live and without script. */
  watchHref: (episode: Episode) => string;
  /** 'İzle' once the page is live: the page opens its player on this episode. */
  onPlay?: ((episode: Episode) => void) | undefined;
  emptyMessage?: string | undefined;
}

/** One season's episodes: code, air date, title, description, duration and 'İzle'. */
export function EpisodeList({
  episodes,
  watchHref,
  onPlay,
  emptyMessage = "Bu sezon için bölüm bulunamadı.",
}: EpisodeListProps) {
  if (episodes.length === 0) return <EmptyState message={emptyMessage} />;
  return (
    <ol className={styles.list} aria-label="Bölümler">
      {episodes.map((episode) => {
        const { code } = episode;
        const aired = formatDate(episode.airDate);
        const runtime = episode.duration || undefined;
        return (
          <li key={code} className={styles.episode}>
            <Poster className={styles.still} src={episode.image} alt="" ratio="backdrop" />
            <div className={styles.body}>
              <div className={styles.header}>
                <span className={styles.code}>{code}</span>
                <h3 className={styles.title}>{episode.title}</h3>
              </div>
              <div className={styles.meta}>
                {aired ? <span>{aired}</span> : null}
                {runtime ? <span>{runtime}</span> : null}
              </div>
              {episode.description ? (
                <p className={styles.description}>{episode.description}</p>
              ) : null}
              {episode.progress ? (
                <div className={styles.progress}>
                  <ProgressBar
                    size="sm"
                    value={episode.progress.value}
                    valueText={episode.progress.text}
                    label={`İzlenme durumu: ${code}`}
                  />
                  <span className={styles.progressText}>{episode.progress.text}</span>
                </div>
              ) : null}
            </div>
            <WatchLink
              size="sm"
              href={watchHref(episode)}
              icon={<Play aria-hidden size="1em" fill="currentColor" />}
              aria-label={`İzle: ${code} ${episode.title}`}
              onWatch={onPlay ? () => onPlay(episode) : undefined}
            >
              İzle
            </WatchLink>
          </li>
        );
      })}
    </ol>
  );
}
