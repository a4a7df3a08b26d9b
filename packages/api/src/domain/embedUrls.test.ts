import { describe, expect, it } from "vitest";
import {
  alternativeEmbedUrls,
  embedPath,
  embedUrl,
  primaryEmbedUrl,
  type EmbedTarget,
} from "./embedUrls";

const HOST = "https://player.test";

describe("embed URL shapes (SPEC.md §7)", () => {
  it.each<[EmbedTarget, string]>([
    [{ kind: "movie", id: 550 }, "/v2/embed/movie/550"],
    [{ kind: "tv", id: 1396 }, "/v2/embed/tv/1396"],
    [{ kind: "tv", id: 1396, season: 2 }, "/v2/embed/tv/1396/2"],
    [{ kind: "tv", id: 1396, season: 2, episode: 5 }, "/v2/embed/tv/1396/2/5"],
    [{ kind: "tv", id: 1396, episode: 5 }, "/v2/embed/tv/1396"],
    [{ kind: "tv", id: 1396, season: 0, episode: 1 }, "/v2/embed/tv/1396/0/1"],
    [{ kind: "anime", id: 37854, episode: 12 }, "/embed/anime/37854/12/sub"],
    [{ kind: "anime", id: 37854, episode: 12, audio: "dub" }, "/embed/anime/37854/12/dub"],
    [{ kind: "movie", id: "tt0137523" }, "/v2/embed/movie/tt0137523"],
  ])("%j → %s", (target, path) => {
    expect(embedPath(target)).toBe(path);
  });

  it("builds v3 variants and adds autoPlay=false when asked", () => {
    expect(
      embedUrl(`${HOST}/`, { kind: "movie", id: 1 }, { version: "v3", noAutoPlay: true }),
    ).toBe(`${HOST}/v3/embed/movie/1?autoPlay=false`);
    expect(embedUrl(HOST, { kind: "movie", id: 1 })).toBe(`${HOST}/v2/embed/movie/1`);
  });

  it("starts the player on v2 with the tmdb id", () => {
    expect(primaryEmbedUrl(HOST, { tmdbId: 1396, type: "tv", season: 1, episode: 3 })).toBe(
      `${HOST}/v2/embed/tv/1396/1/3`,
    );
  });

  it("offers v2 and v3 with autoPlay=false for the tmdb id and the imdb id", () => {
    expect(alternativeEmbedUrls(HOST, { tmdbId: 550, imdbId: "tt0137523", type: "movie" })).toEqual(
      [
        `${HOST}/v2/embed/movie/550?autoPlay=false`,
        `${HOST}/v3/embed/movie/550?autoPlay=false`,
        `${HOST}/v2/embed/movie/tt0137523?autoPlay=false`,
        `${HOST}/v3/embed/movie/tt0137523?autoPlay=false`,
      ],
    );
  });

  it("offers only the tmdb sources when the imdb id is unknown", () => {
    expect(
      alternativeEmbedUrls(HOST, { tmdbId: 1396, imdbId: null, type: "tv", season: 1, episode: 2 }),
    ).toEqual([
      `${HOST}/v2/embed/tv/1396/1/2?autoPlay=false`,
      `${HOST}/v3/embed/tv/1396/1/2?autoPlay=false`,
    ]);
  });
});
