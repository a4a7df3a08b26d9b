import { describe, expect, it } from "vitest";
import { CONTENT_GENRES, CONTENT_SAMPLES } from "./contentSamples";
import { NEW_RELEASES } from "./newReleases";
import { TALK_SHOW_EPISODES, TALK_SHOW_SERIES_ID } from "./talkShows";

describe("hard-coded lists of SPEC.md §2", () => {
  it("talk-show page: five episodes with guest, rating, duration and date; only the first is NEW", () => {
    expect(TALK_SHOW_EPISODES).toHaveLength(5);
    expect(TALK_SHOW_EPISODES.map((e) => e.isNew)).toEqual([true, false, false, false, false]);
    for (const episode of TALK_SHOW_EPISODES) {
      expect(episode.guest).not.toBe("");
      expect(episode.rating).toBeGreaterThan(0);
      expect(episode.duration).toMatch(/^(\d+s )?\d+dk$/);
      expect(episode.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("new releases: ten titles", () => {
    expect(NEW_RELEASES).toHaveLength(10);
    expect(new Set(NEW_RELEASES.map((t) => t.id)).size).toBe(10);
  });

  it("content listing: 15 samples whose genres are all in its dropdown", () => {
    expect(CONTENT_SAMPLES).toHaveLength(15);
    const offered = new Set<string>(CONTENT_GENRES);
    for (const title of CONTENT_SAMPLES) {
      expect(title.genres.some((g) => offered.has(g))).toBe(true);
    }
    expect(CONTENT_GENRES).toEqual([
      "Aksiyon",
      "Drama",
      "Bilim Kurgu",
      "Fantastik",
      "Komedi",
      "Gerilim",
      "Biyografi",
    ]);
  });
});

describe("each talk-show episode is an episode of the catalogue's show (issue 31)", () => {
  it.each(TALK_SHOW_EPISODES.map((e) => [e.id, e.season, e.episode] as const))(
    "%s is season %i, episode %i",
    (id, season, episode) => {
      expect(id).toBe(`konusanlar-s${season}e${episode}`);
      expect(TALK_SHOW_SERIES_ID).toBe("s-konusanlar");
    },
  );
});
