/**
 * The viewer store's Turkish texts, given to packages/ui components as props.
 */
import { playbackTimeText } from "../domain/format";
import type { ContinueItem } from "./continueWatching";
import type { EpisodeRef } from "./record";

/** "S2 B5": sezon 2, bölüm 5. */
export function episodeCode({ season, episode }: EpisodeRef): string {
  return `S${season} B${episode}`;
}

/** "Kaldığın yer: 1s 12dk". */
export function resumeText(position: number): string {
  return `Kaldığın yer: ${playbackTimeText(position)}`;
}

/**
 * "12dk kaldı". Time left is rounded up to the minute (12 min 10 s left
 * reads "13dk kaldı"), so the text never promises less than is left.
 */
export function remainingText(position: number, duration: number): string {
  const left = Math.max(0, duration - position);
  return `${playbackTimeText(left < 60 ? left : Math.ceil(left / 60) * 60)} kaldı`;
}

/** A series' card once an episode is finished: the next one, not started yet. */
export const UP_NEXT_TEXT = "Sıradaki bölüm";

/**
 * The line under a 'İzlemeye Devam Et' card: "Kaldığın yer: 1s 12dk" for a
 * film, "S2 B5 · 12dk kaldı" for a series (with the place instead of the
 * time left when the episode's duration is unknown), and "S2 B6 · Sıradaki
 * bölüm" for the episode after a finished one.
 */
export function continueText(
  item: Pick<ContinueItem, "episode" | "upNext" | "position" | "duration">,
): string {
  if (!item.episode) return resumeText(item.position);
  if (item.upNext && item.position === 0) return `${episodeCode(item.episode)} · ${UP_NEXT_TEXT}`;
  const detail =
    item.duration > 0 ? remainingText(item.position, item.duration) : resumeText(item.position);
  return `${episodeCode(item.episode)} · ${detail}`;
}

/** The series page's button: "Devam Et: S1 B3". */
export function continueEpisodeLabel(episode: EpisodeRef): string {
  return `Devam Et: ${episodeCode(episode)}`;
}

/** What the site says once when the stored record had to be reset or repaired. */
export const VIEWER_NOTICE_TEXT = {
  corrupt: "İzleme geçmişin okunamadı ve sıfırlandı.",
  version: "İzleme geçmişin bu sürümle okunamadı ve sıfırlandı.",
  repaired: "İzleme geçmişinin bir kısmı okunamadı; kalanı korundu.",
} as const;
