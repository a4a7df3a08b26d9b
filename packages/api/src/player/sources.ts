/**
 * Which sources the player tries for a title or an episode, and in what
 * order: SPEC.md's base order (the catalogue's own address, then the player
 * host's TMDB- and IMDb-id addresses, SPEC.md §7), then the viewer's
 * language preference, then how well each host has worked (health.ts).
 */
import type { ContentType } from "../content/items";
import { alternativeEmbedUrls, primaryEmbedUrl, type EmbedSource } from "../domain/embedUrls";
import { isFrameableUrl } from "./frameUrl";
import { hostHealth, type HostRanking } from "./health";

/** The viewer's choice, kept in the browser; unset means no preference. */
export type LanguagePreference = "dublaj" | "altyazi";

export const LANGUAGE_PREFERENCES: readonly LanguagePreference[] = ["dublaj", "altyazi"];

/**
 * The languages of one source (or of a title, for its sources that say
 * nothing), as ISO 639-1 codes: `audio: ["tr", "en"]` is dubbed into Turkish
 * with the original English track, `subtitles: ["tr"]` has Turkish subtitles.
 */
export interface SourceLanguages {
  audio: readonly string[];
  subtitles: readonly string[];
}

const NO_LANGUAGES: SourceLanguages = { audio: [], subtitles: [] };

/** A stream of a title: the catalogue's record or the metadata service's (SPEC.md §3 Stream). */
export interface PlayableStream {
  url: string;
  audio?: readonly string[] | undefined;
  subtitles?: readonly string[] | undefined;
}

/** What the source list needs of a title (`TitleDetail` fits). */
export interface PlayableTitle {
  type: ContentType;
  tmdbId: number | string | null;
  imdbId: string | null;
  /** The title's streams in SPEC.md's order (catalogue videoUrl first). */
  streams: readonly PlayableStream[];
  /** The title's languages, for sources that carry none of their own. */
  audio?: readonly string[] | undefined;
  subtitles?: readonly string[] | undefined;
}

/** What the source list needs of an episode (`EpisodeView` fits). */
export interface PlayableEpisode {
  number: number;
  streamUrl: string | null;
  audio?: readonly string[] | undefined;
  subtitles?: readonly string[] | undefined;
}

export interface PlayerSource {
  url: string;
  /** The origin its health is measured by (`playerHostOf`). */
  host: string;
  /** Host name (and port) as a viewer reads it in the source menu. */
  hostLabel: string;
  languages: SourceLanguages;
  /** Its place in SPEC.md's base order, before preference and health. */
  baseIndex: number;
}

export interface PlayerSourceOptions {
  /** The player host of the TMDB/IMDb addresses (`SinemaApi.embedHost`). */
  embedHost: string;
}

/** "tr-TR", " TR " and "tr" are all Turkish: the primary subtag, lower case. */
export function languageCode(code: string): string {
  return code.trim().toLowerCase().split(/[-_]/)[0] ?? "";
}

function languagesOf(
  own: { audio?: readonly string[] | undefined; subtitles?: readonly string[] | undefined },
  fallback: SourceLanguages,
): SourceLanguages {
  const clean = (codes: readonly string[]) => [...new Set(codes.map(languageCode))].filter(Boolean);
  return {
    audio: own.audio ? clean(own.audio) : fallback.audio,
    subtitles: own.subtitles ? clean(own.subtitles) : fallback.subtitles,
  };
}

/** Turkish audio: 'Türkçe Dublaj' (or a Turkish production's own track). */
export const hasTurkishAudio = (languages: SourceLanguages) => languages.audio.includes("tr");
/** Turkish subtitles: 'Türkçe Altyazı'. */
export const hasTurkishSubtitles = (languages: SourceLanguages) =>
  languages.subtitles.includes("tr");

export function matchesPreference(
  languages: SourceLanguages,
  preference: LanguagePreference | null | undefined,
): boolean {
  if (preference === "dublaj") return hasTurkishAudio(languages);
  if (preference === "altyazi") return hasTurkishSubtitles(languages);
  return false;
}

/** Reads a stored or addressed preference (`?dil=`, browser storage); anything else is unset. */
export function parseLanguagePreference(value: unknown): LanguagePreference | null {
  return LANGUAGE_PREFERENCES.find((preference) => preference === value) ?? null;
}

/** The badges a source or title earns (LanguageBadges' props). */
export function languageBadges(languages: SourceLanguages): {
  dubbed: boolean;
  subtitled: boolean;
} {
  return { dubbed: hasTurkishAudio(languages), subtitled: hasTurkishSubtitles(languages) };
}

/**
 * SPEC.md's base order. An episode: its own address, then the player host's
 * episode addresses (v2 with the TMDB id, then v2/v3 with autoPlay=false for
 * the TMDB and the IMDb id). A title: its streams as the catalogue or the
 * metadata service ordered them (videoUrl first), then the host's addresses
 * for the title (or the season) where the streams lack them. Duplicates and
 * addresses that cannot be framed are dropped.
 */
export function baseSources(
  title: PlayableTitle,
  season: number | undefined,
  episode: PlayableEpisode | undefined,
  options: PlayerSourceOptions,
): PlayerSource[] {
  const titleLanguages = languagesOf(title, NO_LANGUAGES);
  const candidates: Array<{ url: string; languages: SourceLanguages }> = [];
  const add = (url: string | null | undefined, languages: SourceLanguages) => {
    if (url) candidates.push({ url, languages });
  };
  const hostAddresses = () => {
    if (title.tmdbId === null || title.tmdbId === "") return [];
    const source: EmbedSource = {
      tmdbId: title.tmdbId,
      imdbId: title.imdbId,
      type: title.type === "movie" ? "movie" : "tv",
      season,
      episode: episode?.number,
    };
    return [
      primaryEmbedUrl(options.embedHost, source),
      ...alternativeEmbedUrls(options.embedHost, source),
    ];
  };
  if (episode) {
    // An episode's own languages describe its own address; the player
    // host's addresses carry the title's (e.g. its dubbing).
    add(episode.streamUrl, languagesOf(episode, titleLanguages));
    for (const url of hostAddresses()) add(url, titleLanguages);
  } else {
    for (const stream of title.streams) add(stream.url, languagesOf(stream, titleLanguages));
    for (const url of hostAddresses()) add(url, titleLanguages);
  }
  const seen = new Set<string>();
  const sources: PlayerSource[] = [];
  for (const { url, languages } of candidates) {
    if (seen.has(url) || !isFrameableUrl(url)) continue;
    seen.add(url);
    const parsed = new URL(url);
    sources.push({
      url,
      host: parsed.origin,
      hostLabel: parsed.host,
      languages,
      baseIndex: sources.length,
    });
  }
  return sources;
}

/**
 * Sources in the order to try them: those matching the viewer's preference
 * first; within that, hosts that failed their last three attempts last, then
 * the healthiest host first; ties keep SPEC.md's base order.
 */
export function rankSources(
  sources: readonly PlayerSource[],
  preference: LanguagePreference | null | undefined,
  health: HostRanking,
): PlayerSource[] {
  const keyed = sources.map((source) => ({
    source,
    preferred: matchesPreference(source.languages, preference),
    ...hostHealth(health, source.host),
  }));
  keyed.sort(
    (a, b) =>
      Number(b.preferred) - Number(a.preferred) ||
      Number(a.demoted) - Number(b.demoted) ||
      b.score - a.score ||
      a.source.baseIndex - b.source.baseIndex,
  );
  return keyed.map(({ source }) => source);
}

/** The sources of a title (no episode) or of an episode, ranked for this viewer. */
export function playerSources(
  title: PlayableTitle,
  season: number | undefined,
  episode: PlayableEpisode | undefined,
  preference: LanguagePreference | null | undefined,
  health: HostRanking,
  options: PlayerSourceOptions,
): PlayerSource[] {
  return rankSources(baseSources(title, season, episode, options), preference, health);
}
