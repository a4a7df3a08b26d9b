/**
 * 'İzlemeye Devam Et': the titles the viewer started and did not finish,
 * played last first, each with where it stopped. A card's × hides its title
 * until the viewer plays it again.
 */
import type { TitleEntry, TitleMeta, ViewerRecord } from "../generated/viewer";
import { lastEpisodePlayed, watchedFraction } from "./progress";
import {
  episodeKey,
  isSeriesKey,
  parseEpisodeKey,
  titleEntries,
  titleHref,
  withField,
  withTitle,
  type EpisodeRef,
  type TitleKey,
} from "./record";

/** Cards in the row at most. */
export const CONTINUE_LIMIT = 20;

export interface ContinueItem {
  key: TitleKey;
  href: string;
  meta: TitleMeta;
  /** Series: the episode to resume; absent for films. */
  episode?: EpisodeRef;
  /** Series: `episode` is the one after a finished episode, not started yet. */
  upNext?: true;
  position: number;
  /** 0 when unknown. */
  duration: number;
  /** 0..1, for the progress bar. */
  fraction: number;
  updatedAt: number;
}

/** Where a title stands in the row. */
interface Place {
  /** Series only. */
  episode?: EpisodeRef;
  upNext?: true;
  position: number;
  duration: number;
  fraction: number;
  updatedAt: number;
}

function filmPlace(entry: TitleEntry): Place | null {
  const { progress } = entry;
  if (!progress || progress.finished) return null;
  const { position, duration, updatedAt } = progress;
  return { position, duration, fraction: watchedFraction(progress), updatedAt };
}

/** The episode played last, or the one after it once that one is finished. */
function seriesPlace(entry: TitleEntry): Place | null {
  const last = lastEpisodePlayed(entry);
  if (!last) return null;
  const { season, episode, position, duration, fraction, updatedAt } = last;
  if (!last.finished) {
    return { episode: { season, episode }, position, duration, fraction, updatedAt };
  }
  // Finished: the episode after it, when the series page said there is one.
  const next = last.next ? parseEpisodeKey(last.next) : null;
  const nextKey = next ? episodeKey(next) : null;
  if (!next || !nextKey) return null;
  const started = entry.episodes?.[nextKey];
  if (started?.finished) return null;
  return {
    episode: next,
    upNext: true,
    // Started before (watched out of order): its own place; else its beginning.
    position: started?.position ?? 0,
    duration: started?.duration ?? 0,
    fraction: started ? watchedFraction(started) : 0,
    // In the row's order as of when the viewer finished the episode before it.
    updatedAt,
  };
}

/**
 * Started and unfinished titles, newest first. A film takes its progress; a
 * series the episode played last, or, once that episode is finished, the
 * one after it (S2 B6 after S2 B5, crossing seasons); it leaves the row only
 * after its last episode. Titles removed with × stay out until progress
 * newer than the removal is saved.
 */
export function continueWatching(
  record: ViewerRecord,
  limit: number = CONTINUE_LIMIT,
): ContinueItem[] {
  const items: ContinueItem[] = [];
  for (const [key, entry] of titleEntries(record)) {
    const place = isSeriesKey(key) ? seriesPlace(entry) : filmPlace(entry);
    if (!place) continue;
    if (entry.dismissedAt !== undefined && entry.dismissedAt >= place.updatedAt) continue;
    items.push({ key, href: titleHref(key), meta: entry.meta, ...place });
  }
  return items.sort((a, b) => b.updatedAt - a.updatedAt).slice(0, Math.max(0, limit));
}

/** The × on a card: the title leaves the row, its progress stays (resume still works). */
export function dismissContinue(record: ViewerRecord, key: TitleKey, now: number): ViewerRecord {
  const entry = record.titles[key];
  if (!entry) return record;
  return withTitle(record, key, withField(entry, "dismissedAt", now));
}
