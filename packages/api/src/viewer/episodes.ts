/**
 * Episode order of a series: the next episode after one that finished (for
 * the 10 s 'Sonraki Bölüm' countdown) and where 'Devam Et' picks up.
 */
import type { ViewerRecord } from "../generated/viewer";
import { lastEpisodePlayed } from "./progress";
import type { EpisodeRef, TitleKey } from "./record";

/**
 * A series' seasons as the page knows them: the catalogue's and metadata
 * seasons (`SeasonView`: number, episodes[].number) fit as they are; map
 * dizi.json's `season_number` / `episode_number` to these names.
 */
export interface SeasonOutline {
  number: number;
  episodes: ReadonlyArray<{ number: number }>;
}

/** Season 0 holds specials: they are never what plays next after a regular episode. */
const SPECIALS = 0;

function ordered(seasons: readonly SeasonOutline[]): Array<{ number: number; episodes: number[] }> {
  return [...seasons]
    .map((season) => ({
      number: season.number,
      episodes: [...new Set(season.episodes.map((episode) => episode.number))].sort(
        (a, b) => a - b,
      ),
    }))
    .filter((season) => season.episodes.length > 0)
    .sort((a, b) => a.number - b.number);
}

/**
 * The episode after `current`: the next number in its season, else the
 * first episode of the next season that has any (crossing empty seasons).
 * Null after the last episode, or when `current` is not in the outline.
 * Specials (season 0) lead only to the next special.
 */
export function nextEpisode(
  seasons: readonly SeasonOutline[],
  current: EpisodeRef,
): EpisodeRef | null {
  const all = ordered(seasons);
  const index = all.findIndex((season) => season.number === current.season);
  const season = all[index];
  if (!season || !season.episodes.includes(current.episode)) return null;
  const later = season.episodes.find((number) => number > current.episode);
  if (later !== undefined) return { season: season.number, episode: later };
  if (current.season === SPECIALS) return null;
  const following = all.slice(index + 1).find((next) => next.number !== SPECIALS);
  const first = following?.episodes[0];
  return following && first !== undefined ? { season: following.number, episode: first } : null;
}

/**
 * 'Devam Et: S1 B3' on a series page: the episode played last when it is
 * not finished, else the one after it; null when nothing was played yet or
 * the last episode is done.
 */
export function seriesResumeTarget(
  record: ViewerRecord,
  key: TitleKey,
  seasons: readonly SeasonOutline[],
): EpisodeRef | null {
  const last = lastEpisodePlayed(record.titles[key]);
  if (!last) return null;
  const ref = { season: last.season, episode: last.episode };
  return last.finished ? nextEpisode(seasons, ref) : ref;
}
