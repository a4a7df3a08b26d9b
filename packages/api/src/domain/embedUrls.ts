/**
 * SPEC.md §7 "Embed player URL shapes (on the player provider's host)":
 * - /v2/embed/movie/{id}
 * - /v2/embed/tv/{id}, /v2/embed/tv/{id}/{season} and /v2/embed/tv/{id}/{season}/{episode}
 * - /embed/anime/{id}/{episode}/{sub|dub}, with sub as the default
 * - v2 and v3 variants with autoPlay=false, using both the tmdbId and the imdbId
 *
 * The player host is configuration: SPEC.md does not name it.
 */

export type EmbedVersion = "v2" | "v3";
export type AnimeAudio = "sub" | "dub";

export type EmbedTarget =
  | { kind: "movie"; id: string | number }
  | { kind: "tv"; id: string | number; season?: number | undefined; episode?: number | undefined }
  | { kind: "anime"; id: string | number; episode: number; audio?: AnimeAudio | undefined };

export interface EmbedUrlOptions {
  version?: EmbedVersion;
  /** Adds autoPlay=false (the alternative sources do). */
  noAutoPlay?: boolean;
}

const segment = (value: string | number) => encodeURIComponent(String(value));
const isCount = (value: number | undefined): value is number =>
  value !== undefined && Number.isInteger(value) && value >= 0;

export function embedPath(target: EmbedTarget, version: EmbedVersion = "v2"): string {
  switch (target.kind) {
    case "movie":
      return `/${version}/embed/movie/${segment(target.id)}`;
    case "tv": {
      let path = `/${version}/embed/tv/${segment(target.id)}`;
      // An episode without its season cannot be addressed: the series page is the best answer.
      if (isCount(target.season)) {
        path += `/${target.season}`;
        if (isCount(target.episode)) path += `/${target.episode}`;
      }
      return path;
    }
    case "anime":
      return `/embed/anime/${segment(target.id)}/${target.episode}/${target.audio ?? "sub"}`;
  }
}

export function embedUrl(host: string, target: EmbedTarget, options: EmbedUrlOptions = {}) {
  const url = `${host.replace(/\/+$/, "")}${embedPath(target, options.version)}`;
  return options.noAutoPlay ? `${url}?autoPlay=false` : url;
}

export interface EmbedSource {
  tmdbId: string | number;
  imdbId?: string | null | undefined;
  type: "movie" | "tv";
  season?: number | undefined;
  episode?: number | undefined;
}

function target(id: string | number, source: EmbedSource): EmbedTarget {
  return source.type === "movie"
    ? { kind: "movie", id }
    : { kind: "tv", id, season: source.season, episode: source.episode };
}

/** The first source the player tries: v2 with the tmdb id. */
export function primaryEmbedUrl(host: string, source: EmbedSource): string {
  return embedUrl(host, target(source.tmdbId, source));
}

/**
 * The sources the player tries after the first, in order: v2 and v3 with
 * autoPlay=false for the tmdb id, then for the imdb id when it is known.
 */
export function alternativeEmbedUrls(host: string, source: EmbedSource): string[] {
  const ids: Array<string | number> = [source.tmdbId];
  if (source.imdbId) ids.push(source.imdbId);
  return ids.flatMap((id) =>
    (["v2", "v3"] as const).map((version) =>
      embedUrl(host, target(id, source), { version, noAutoPlay: true }),
    ),
  );
}
