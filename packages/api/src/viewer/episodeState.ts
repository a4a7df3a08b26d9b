/**
 * A series page's episode state as plain data and pure steps: the season
 * shown, the episode playing, the one the 'Sonraki Bölüm' countdown offers,
 * and whether 'Kaldığın yerden devam' is being asked. The page owns the
 * player, the record and the timers; it keeps an `EpisodeState` and moves it
 * with `episodeStep`, and reads what to show from the functions beside it.
 */
import type { ViewerRecord } from "../generated/viewer";
import type { EpisodeView } from "../content/provider";
import type { SeasonView } from "../content/detail";
import { nextEpisode, seriesResumeTarget, type SeasonOutline } from "./episodes";
import { episodeProgress, resumePosition, type EpisodeProgressView } from "./progress";
import type { EpisodeRef, TitleKey } from "./record";
import { episodeCode, remainingText, resumeText } from "./texts";

export interface EpisodeState {
  /** The season whose episodes the page lists (its tab). */
  season: number;
  /** The episode in the player; null for the series played as one, or nothing played yet. */
  playing: EpisodeRef | null;
  /** The episode the countdown offers once the one playing finished. */
  upNext: EpisodeRef | null;
  /** 'Devam Et' with a place to resume: the prompt asks 'Devam et' or 'Baştan başla'. */
  askingResume: boolean;
}

export type EpisodeEvent =
  /** The viewer picked a season's tab. */
  | { type: "showSeason"; season: number }
  /**
   * The player opens on an episode (or, with null, on the series' own
   * sources); an episode of another season shows that season's tab.
   */
  | { type: "play"; episode: EpisodeRef | null }
  /** The episode playing finished; `next` is what follows it, if anything. */
  | { type: "finished"; next: EpisodeRef | null }
  /** 'İptal' on the countdown. */
  | { type: "cancelUpNext" }
  /** 'İzle' on an episode the viewer stopped in: ask before playing. */
  | { type: "askResume" };

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : undefined;
};

/** tv/{id}/izle/{season}/…: the season asked for, else the first season listed. */
export function watchSeasonNumber(
  seasons: ReadonlyArray<{ number: number }>,
  asked: string | undefined,
): number | undefined {
  return positive(asked) ?? seasons[0]?.number;
}

/**
 * tv/{id}/izle/…/{episode}: the episode asked for (none when the season has
 * no such episode), else the season's first.
 */
export function watchEpisodeOf<E extends { number: number }>(
  episodes: readonly E[],
  asked: string | undefined,
): E | undefined {
  const wanted = positive(asked);
  return (wanted ? episodes.find((e) => e.number === wanted) : episodes[0]) ?? undefined;
}

/** An episode of a season as the record names it; null without either (the series as one). */
export function episodeRefOf(
  season: number | undefined,
  episode: { number: number } | undefined,
): EpisodeRef | null {
  return season !== undefined && episode ? { season, episode: episode.number } : null;
}

/**
 * The state a page opens with: on its watch address the episode playing and
 * its season, else the first season listed (season 1 when none is).
 */
export function initialEpisodeState(
  seasons: ReadonlyArray<{ number: number }>,
  watching: EpisodeRef | null,
): EpisodeState {
  return {
    season: watching?.season ?? seasons[0]?.number ?? 1,
    playing: watching,
    upNext: null,
    askingResume: false,
  };
}

export function episodeStep(state: EpisodeState, event: EpisodeEvent): EpisodeState {
  switch (event.type) {
    case "showSeason":
      return { ...state, season: event.season };
    case "play":
      return {
        season: event.episode?.season ?? state.season,
        playing: event.episode,
        upNext: null,
        askingResume: false,
      };
    case "finished":
      return event.next ? { ...state, upNext: event.next } : state;
    case "cancelUpNext":
      return { ...state, upNext: null };
    case "askResume":
      return { ...state, askingResume: true };
  }
}

/**
 * The series' seasons for what plays next and 'Devam Et': the shown season's
 * loaded episodes, else each season's own, else (episodes not loaded yet)
 * numbers 1..episodeCount.
 */
export function seasonOutline(
  seasons: readonly SeasonView[],
  shown: number,
  loaded: readonly EpisodeView[],
): SeasonOutline[] {
  return seasons.map((s) => ({
    number: s.number,
    episodes:
      s.number === shown && loaded.length > 0
        ? loaded
        : s.episodes.length > 0
          ? s.episodes
          : Array.from({ length: s.episodeCount }, (_, i) => ({ number: i + 1 })),
  }));
}

/**
 * An episode's line under its title: 'İzlendi' once finished, else the time
 * left ('12dk kaldı'), else (duration unknown) where it stopped; its bar
 * is the share watched. Undefined for an episode never played.
 */
export function episodeProgressLine(
  view: EpisodeProgressView | undefined,
): { value: number; text: string } | undefined {
  if (!view) return undefined;
  const text = view.finished
    ? "İzlendi"
    : view.duration > 0
      ? remainingText(view.position, view.duration)
      : resumeText(view.position);
  return { value: view.fraction, text };
}

/** The viewer's progress in a series, by episode; `of` finds one episode's. */
export function progressByEpisode(record: ViewerRecord, key: TitleKey | undefined) {
  const views = new Map(
    (key ? episodeProgress(record, key) : []).map((view) => [
      `${view.season}:${view.episode}`,
      view,
    ]),
  );
  return {
    of: ({ season, episode }: EpisodeRef): EpisodeProgressView | undefined =>
      views.get(`${season}:${episode}`),
  };
}

/** What the series page offers to continue ('Devam Et: S1 B3'), or null. */
export function resumeTargetOf(
  record: ViewerRecord,
  key: TitleKey | undefined,
  outline: readonly SeasonOutline[],
): EpisodeRef | null {
  return key ? seriesResumeTarget(record, key, outline) : null;
}

/**
 * Where an episode starts: at its place when the viewer stopped in it,
 * unless 'Baştan başla' (`fromStart`); undefined from the start.
 */
export function episodeStartAt(
  record: ViewerRecord,
  key: TitleKey | undefined,
  episode: EpisodeRef | null,
  fromStart = false,
): number | undefined {
  return (key && episode && !fromStart ? resumePosition(record, key, episode) : null) ?? undefined;
}

/**
 * 'İzle' in the hero asks first ('Kaldığın yerden devam?') when the player
 * can resume and the episode to continue has a place to resume at;
 * otherwise it plays the shown season's first episode.
 */
export function asksBeforeWatching(
  record: ViewerRecord,
  key: TitleKey | undefined,
  target: EpisodeRef | null,
  playerResumes: boolean,
): boolean {
  return playerResumes && !!target && !!key && resumePosition(record, key, target) !== null;
}

/** The episode playing what the countdown offers ends after, or null. */
export function episodeAfter(
  outline: readonly SeasonOutline[],
  playing: EpisodeRef | null,
): EpisodeRef | null {
  return playing ? nextEpisode(outline, playing) : null;
}

/**
 * An episode's record by its numbers, from whichever season holds it: the
 * shown season's loaded episodes, else the season's own; undefined when
 * neither has it.
 */
export function findEpisode(
  ref: EpisodeRef,
  state: { season: number; loaded: readonly EpisodeView[] },
  seasons: readonly SeasonView[],
): EpisodeView | undefined {
  const loaded = ref.season === state.season ? state.loaded : [];
  return (
    loaded.find((e) => e.number === ref.episode) ??
    seasons.find((s) => s.number === ref.season)?.episodes.find((e) => e.number === ref.episode)
  );
}

/** An episode to play that no loaded season lists: known by its numbers alone. */
export function bareEpisode(ref: EpisodeRef): EpisodeView {
  return {
    number: ref.episode,
    title: episodeCode(ref),
    description: "",
    duration: null,
    image: null,
    airDate: null,
    streamUrl: null,
  };
}

/** The countdown's line: 'S1 B4 · Bölüm adı', or the code alone when the title is unknown. */
export function upNextText(ref: EpisodeRef, view: { title: string } | undefined): string {
  return view ? `${episodeCode(ref)} · ${view.title}` : episodeCode(ref);
}

/** The player's title: the series', with the episode's code while one plays. */
export function playerTitle(seriesTitle: string, playing: EpisodeRef | null): string {
  return playing ? `${seriesTitle} · ${episodeCode(playing)}` : seriesTitle;
}
