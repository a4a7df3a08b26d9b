import { describe, expect, it } from "vitest";
import { nextEpisode, seriesResumeTarget, type SeasonOutline } from "./episodes";
import { progress, recordWith, T0 } from "./testing";

const outline = (seasons: Record<number, number[]>): SeasonOutline[] =>
  Object.entries(seasons).map(([number, episodes]) => ({
    number: Number(number),
    episodes: episodes.map((n) => ({ number: n })),
  }));

describe("nextEpisode: what the 'Sonraki Bölüm' countdown opens", () => {
  const yargi = outline({ 0: [1, 2], 1: [1, 2, 3], 2: [], 3: [2, 1, 4], 4: [1] });

  it.each([
    [
      { season: 1, episode: 1 },
      { season: 1, episode: 2 },
    ],
    [
      { season: 1, episode: 2 },
      { season: 1, episode: 3 },
    ],
    // crosses to the next season, skipping the empty season 2
    [
      { season: 1, episode: 3 },
      { season: 3, episode: 1 },
    ],
    // episode numbers in order even when listed out of order, gaps skipped
    [
      { season: 3, episode: 1 },
      { season: 3, episode: 2 },
    ],
    [
      { season: 3, episode: 2 },
      { season: 3, episode: 4 },
    ],
    [
      { season: 3, episode: 4 },
      { season: 4, episode: 1 },
    ],
    // the very last episode
    [{ season: 4, episode: 1 }, null],
    // specials lead only to the next special
    [
      { season: 0, episode: 1 },
      { season: 0, episode: 2 },
    ],
    [{ season: 0, episode: 2 }, null],
    // not in the outline
    [{ season: 1, episode: 9 }, null],
    [{ season: 2, episode: 1 }, null],
    [{ season: 7, episode: 1 }, null],
  ])("%j → %j", (current, next) => {
    expect(nextEpisode(yargi, current)).toEqual(next);
  });

  it("seasons listed out of order are ordered by number", () => {
    const shuffled = outline({ 2: [1], 1: [1, 2] }).reverse();
    expect(nextEpisode(shuffled, { season: 1, episode: 2 })).toEqual({ season: 2, episode: 1 });
  });

  it("no seasons: nothing next", () => {
    expect(nextEpisode([], { season: 1, episode: 1 })).toBeNull();
  });
});

describe("seriesResumeTarget: 'Devam Et: S1 B3'", () => {
  const seasons = outline({ 1: [1, 2, 3], 2: [1, 2] });

  it.each([
    ["nothing played", {}, null],
    [
      "the last episode played, unfinished",
      { s1e1: progress(2700, 2700, T0, true), s1e3: progress(600, 2700, T0 + 1) },
      { season: 1, episode: 3 },
    ],
    [
      "the one after the last, finished, across seasons",
      { s1e3: progress(2700, 2700, T0 + 1, true), s1e2: progress(60, 2700, T0) },
      { season: 2, episode: 1 },
    ],
    ["the series' last episode finished", { s2e2: progress(2700, 2700, T0, true) }, null],
  ])("%s", (_, episodes, target) => {
    const record = recordWith({ "tv:7": { episodes } });
    expect(seriesResumeTarget(record, "tv:7", seasons)).toEqual(target);
  });
});
