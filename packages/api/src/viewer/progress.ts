/**
 * Watch progress: when a title counts as started and as finished, saving a
 * position the player reported, and where to resume.
 *
 * Issue 14: "A title counts as started once playback passes 5 s ... and as
 * finished past 92 % of its duration (or within its last 3 minutes for long
 * titles), which marks it watched and clears it from 'continue'."
 *
 * "Long" is 37.5 minutes (2250 s) or more: the one duration at which 8 % of
 * the title is exactly 3 minutes, so the two rules meet there and the point
 * a title finishes never jumps as durations grow. A title finishes in its
 * last min(8 % of its duration, 3 minutes): the 20 s demo clip at 18.4 s, a
 * 25-minute episode at 23 minutes, a 2-hour film at 1 h 57 min. For long
 * titles the 3-minute rule is the later of the two, so closing a film at its
 * climax (9 minutes before the end of a 2-hour film) still offers to resume.
 */
import type { Progress, TitleEntry, ViewerRecord } from "../generated/viewer";
import { titleMeta, type TitleMetaInput } from "./meta";
import {
  episodeKey,
  isSeriesKey,
  parseEpisodeKey,
  withField,
  withTitle,
  type EpisodeRef,
  type TitleKey,
} from "./record";

/** Positions up to this many seconds do not count: the title has not been started. */
export const STARTED_AFTER_SECONDS = 5;
/** Past this share of its duration a title is finished... */
export const FINISHED_FRACTION = 0.92;
/** ...and a long title only within its last this many seconds. */
export const FINISHED_TAIL_SECONDS = 180;
/** 37.5 minutes: where 8 % of a title is 3 minutes, so both rules agree. */
export const LONG_TITLE_SECONDS = FINISHED_TAIL_SECONDS / (1 - FINISHED_FRACTION);

export function isStarted(position: number): boolean {
  return position > STARTED_AFTER_SECONDS;
}

/** Seconds before the end inside which a title of this duration is finished. */
export function finishWindowSeconds(duration: number): number {
  return duration >= LONG_TITLE_SECONDS
    ? FINISHED_TAIL_SECONDS
    : duration * (1 - FINISHED_FRACTION);
}

/** Finished at this position? Never when the duration is unknown (0). */
export function isFinished(position: number, duration: number): boolean {
  if (!(duration > 0)) return false;
  // Rounding: 0.92 × 20 s is 18.400000000000002 in floating point.
  const remaining = duration - position;
  return remaining <= finishWindowSeconds(duration) + 1e-9;
}

/** What the player reported about one title (a film) or one episode (a series). */
export interface ProgressReport {
  key: TitleKey;
  meta: TitleMetaInput;
  /** Seconds. */
  position: number;
  /** Seconds; 0 or NaN when the player does not know (yet). */
  duration: number;
  /** Series only: the episode playing. */
  episode?: EpisodeRef | undefined;
  /**
   * Series only: the episode after the one playing (episodes.ts nextEpisode),
   * kept once this one is finished so 'İzlemeye Devam Et' can offer it.
   */
  next?: EpisodeRef | null | undefined;
}

const seconds = (value: number) => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * The record after a progress report. A position of 5 s or less changes
 * nothing (a restart with 'Baştan başla' closed at once keeps the old
 * place). An unknown duration keeps the one saved before. A finished film is
 * marked watched; a finished episode is its own watched mark ("finished") and
 * keeps the episode after it when the report names one.
 * Returns the same record when nothing changed.
 */
export function recordProgress(
  record: ViewerRecord,
  report: ProgressReport,
  now: number,
): ViewerRecord {
  const position = seconds(report.position);
  if (!isStarted(position)) return record;
  const series = isSeriesKey(report.key);
  const epKey = series && report.episode ? episodeKey(report.episode) : null;
  if (series && !epKey) return record;

  const existing = record.titles[report.key];
  const before = epKey ? existing?.episodes?.[epKey] : existing?.progress;
  const duration = seconds(report.duration) || before?.duration || 0;
  const clamped = duration > 0 ? Math.min(position, duration) : position;
  const progress: Progress = {
    position: clamped,
    duration,
    updatedAt: now,
    finished: isFinished(clamped, duration),
  };
  const nextKey = epKey && progress.finished && report.next ? episodeKey(report.next) : null;
  if (nextKey && nextKey !== epKey) progress.next = nextKey;

  let entry: TitleEntry = { ...existing, meta: titleMeta(report.meta) };
  if (epKey) {
    entry.episodes = { ...entry.episodes, [epKey]: progress };
  } else {
    entry.progress = progress;
    if (progress.finished) entry = withField(entry, "watched", { value: true, at: now });
  }
  return withTitle(record, report.key, entry);
}

/**
 * Where 'İzle' resumes: the saved position of a started, unfinished film or
 * episode, else null (start from the beginning, no prompt).
 */
export function resumePosition(
  record: ViewerRecord,
  key: TitleKey,
  episode?: EpisodeRef,
): number | null {
  const entry = record.titles[key];
  const epKey = episode ? episodeKey(episode) : null;
  const progress = epKey ? entry?.episodes?.[epKey] : entry?.progress;
  return progress && !progress.finished && isStarted(progress.position) ? progress.position : null;
}

export interface EpisodeProgressView extends EpisodeRef {
  position: number;
  duration: number;
  /** 0..1 of the duration; 1 when finished; 0 when the duration is unknown. */
  fraction: number;
  finished: boolean;
  updatedAt: number;
  /** Once finished: the episode after it, as the series page knew it (`s2e6`). */
  next?: string;
}

/** Share of the duration watched, for progress bars. */
export function watchedFraction(progress: Progress): number {
  if (progress.finished) return 1;
  return progress.duration > 0 ? Math.min(1, progress.position / progress.duration) : 0;
}

/** A series' episodes with progress, in season and episode order (the series page's bars). */
export function episodeProgress(record: ViewerRecord, key: TitleKey): EpisodeProgressView[] {
  const episodes = record.titles[key]?.episodes ?? {};
  return Object.entries(episodes)
    .flatMap(([epKey, progress]) => {
      const ref = parseEpisodeKey(epKey);
      return ref ? [{ ...ref, ...progress, fraction: watchedFraction(progress) }] : [];
    })
    .sort((a, b) => a.season - b.season || a.episode - b.episode);
}

/** The episode of a series played last, with its progress; null when none. */
export function lastEpisodePlayed(entry: TitleEntry | undefined): EpisodeProgressView | null {
  let lastKey: string | null = null;
  let last: Progress | null = null;
  // Called for every series on the home page: compare times first, build the one result.
  for (const epKey in entry?.episodes) {
    const progress = entry.episodes[epKey];
    if (progress && (!last || progress.updatedAt > last.updatedAt)) {
      lastKey = epKey;
      last = progress;
    }
  }
  const ref = lastKey === null ? null : parseEpisodeKey(lastKey);
  return ref && last ? { ...ref, ...last, fraction: watchedFraction(last) } : null;
}
