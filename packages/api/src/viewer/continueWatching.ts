/**
 * 'İzlemeye Devam Et': the titles the viewer started and did not finish,
 * played last first, each with where it stopped. A card's × hides its title
 * until the viewer plays it again.
 */
import type { TitleMeta, ViewerRecord } from "../generated/viewer";
import { lastEpisodePlayed, watchedFraction } from "./progress";
import {
  isSeriesKey,
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
  position: number;
  /** 0 when unknown. */
  duration: number;
  /** 0..1, for the progress bar. */
  fraction: number;
  updatedAt: number;
}

/**
 * Started and unfinished titles, newest first. A film takes its progress; a
 * series the episode played last, and leaves the row when that episode is
 * finished (the series page then offers the next one). Titles removed with
 * × stay out until progress newer than the removal is saved.
 */
export function continueWatching(
  record: ViewerRecord,
  limit: number = CONTINUE_LIMIT,
): ContinueItem[] {
  const items: ContinueItem[] = [];
  for (const [key, entry] of titleEntries(record)) {
    const last = isSeriesKey(key) ? lastEpisodePlayed(entry) : null;
    const progress = isSeriesKey(key) ? last : entry.progress;
    if (!progress || progress.finished) continue;
    if (entry.dismissedAt !== undefined && entry.dismissedAt >= progress.updatedAt) continue;
    items.push({
      key,
      href: titleHref(key),
      meta: entry.meta,
      ...(last ? { episode: { season: last.season, episode: last.episode } } : {}),
      position: progress.position,
      duration: progress.duration,
      fraction: watchedFraction(progress),
      updatedAt: progress.updatedAt,
    });
  }
  return items.sort((a, b) => b.updatedAt - a.updatedAt).slice(0, Math.max(0, limit));
}

/** The × on a card: the title leaves the row, its progress stays (resume still works). */
export function dismissContinue(record: ViewerRecord, key: TitleKey, now: number): ViewerRecord {
  const entry = record.titles[key];
  if (!entry) return record;
  return withTitle(record, key, withField(entry, "dismissedAt", now));
}
