import { describe, expect, it } from "vitest";
import type { SeasonView } from "../content/detail";
import type { EpisodeView } from "../content/provider";
import {
  asksBeforeWatching,
  bareEpisode,
  episodeAfter,
  episodeProgressLine,
  episodeRefOf,
  episodeStartAt,
  episodeStep,
  findEpisode,
  initialEpisodeState,
  playerTitle,
  progressByEpisode,
  resumeTargetOf,
  seasonOutline,
  upNextText,
  watchEpisodeOf,
  watchSeasonNumber,
  type EpisodeEvent,
  type EpisodeState,
} from "./episodeState";
import type { EpisodeProgressView } from "./progress";
import { MINUTE, progress, recordWith, T0 } from "./testing";

const episode = (number: number, title = `Bölüm ${number}`): EpisodeView => ({
  ...bareEpisode({ season: 1, episode: number }),
  title,
});
const season = (number: number, episodes: EpisodeView[], episodeCount = episodes.length) =>
  ({ number, title: `Sezon ${number}`, episodeCount, year: null, episodes }) as SeasonView;

describe("the page's opening state", () => {
  it.each([
    ["a watch address: its episode and season", [1, 2], { season: 2, episode: 3 }, 2],
    ["the series page: the first season listed", [3, 4], null, 3],
    ["no seasons: season 1", [], null, 1],
  ])("%s", (_, numbers, watching, shown) => {
    const seasons = numbers.map((number) => ({ number }));
    expect(initialEpisodeState(seasons, watching)).toEqual({
      season: shown,
      playing: watching,
      upNext: null,
      askingResume: false,
    });
  });
});

describe("episodeStep: one change of the episode state per event", () => {
  const s1e2 = { season: 1, episode: 2 };
  const s2e1 = { season: 2, episode: 1 };
  const before: EpisodeState = { season: 1, playing: s1e2, upNext: s2e1, askingResume: true };

  it.each<[string, EpisodeEvent, EpisodeState]>([
    [
      "a season's tab: only the list changes",
      { type: "showSeason", season: 3 },
      { ...before, season: 3 },
    ],
    [
      "playing an episode of another season shows its season; countdown and prompt go",
      { type: "play", episode: { season: 2, episode: 4 } },
      { season: 2, playing: { season: 2, episode: 4 }, upNext: null, askingResume: false },
    ],
    [
      "playing the series as one keeps the season shown",
      { type: "play", episode: null },
      { season: 1, playing: null, upNext: null, askingResume: false },
    ],
    [
      "finished with an episode after it: the countdown offers it",
      { type: "finished", next: { season: 3, episode: 1 } },
      { ...before, upNext: { season: 3, episode: 1 } },
    ],
    ["finished the last episode: nothing changes", { type: "finished", next: null }, before],
    ["'İptal' on the countdown", { type: "cancelUpNext" }, { ...before, upNext: null }],
    [
      "'İzle' with a place to resume asks",
      { type: "askResume" },
      { ...before, askingResume: true },
    ],
  ])("%s", (_, event, after) => {
    expect(episodeStep(before, event)).toEqual(after);
  });

  it("an event that changes nothing returns the same state (React skips the render)", () => {
    expect(episodeStep(before, { type: "finished", next: null })).toBe(before);
  });
});

describe("the watch address tv/{id}/izle/{season}/{episode}", () => {
  const seasons = [{ number: 2 }, { number: 3 }];
  it.each([
    [undefined, 2],
    ["3", 3],
    ["0", 2],
    ["-1", 2],
    ["1.5", 2],
    ["abc", 2],
  ])("season %j → %j", (asked, number) => {
    expect(watchSeasonNumber(seasons, asked)).toBe(number);
  });

  const episodes = [episode(1), episode(2)];
  it.each([
    [undefined, 1],
    ["2", 2],
    ["9", undefined],
    ["x", 1],
  ])("episode %j → %j", (asked, number) => {
    expect(watchEpisodeOf(episodes, asked)?.number).toBe(number);
  });

  it.each([
    [2, episode(5), { season: 2, episode: 5 }],
    [undefined, episode(5), null],
    [2, undefined, null],
  ])("season %j, episode %j → %j", (seasonNo, view, ref) => {
    expect(episodeRefOf(seasonNo, view)).toEqual(ref);
  });
});

describe("seasonOutline: what comes next counts on every season", () => {
  it("the shown season's loaded episodes, each season's own, else 1..episodeCount", () => {
    const seasons = [season(1, [episode(1), episode(2)]), season(2, [], 3), season(3, [], 2)];
    const loaded = [episode(1), episode(4)];
    expect(
      seasonOutline(seasons, 3, loaded).map((s) => [s.number, s.episodes.map((e) => e.number)]),
    ).toEqual([
      [1, [1, 2]],
      [2, [1, 2, 3]],
      [3, [1, 4]],
    ]);
  });

  it("a shown season still loading counts its episodes", () => {
    const outline = seasonOutline([season(1, [], 2)], 1, []);
    expect(outline[0]?.episodes.map((e) => e.number)).toEqual([1, 2]);
  });
});

describe("episodeProgressLine: the line under an episode", () => {
  const view = (position: number, duration: number, finished = false): EpisodeProgressView => ({
    season: 1,
    episode: 1,
    position,
    duration,
    finished,
    fraction: duration > 0 ? position / duration : 0,
    updatedAt: T0,
  });
  it.each([
    ["never played", undefined, undefined],
    ["finished", view(2700, 2700, true), { value: 1, text: "İzlendi" }],
    [
      "time left, rounded up",
      view(30 * MINUTE - 10, 45 * MINUTE),
      { value: (30 * MINUTE - 10) / (45 * MINUTE), text: "16dk kaldı" },
    ],
    [
      "duration unknown: where it stopped",
      view(12 * MINUTE, 0),
      { value: 0, text: "Kaldığın yer: 12dk" },
    ],
  ])("%s", (_, progressView, line) => {
    expect(episodeProgressLine(progressView)).toEqual(line);
  });
});

describe("resuming on a series page", () => {
  const seasons = seasonOutline(
    [season(1, [episode(1), episode(2)]), season(2, [episode(1)])],
    1,
    [],
  );
  const record = recordWith({
    "tv:7": {
      episodes: {
        s1e1: progress(2700, 2700, T0, true),
        s1e2: progress(10 * MINUTE, 45 * MINUTE, T0 + 1),
        s2e1: progress(2, 45 * MINUTE, T0 - 1),
      },
    },
  });

  it("each episode's progress by its numbers", () => {
    const byEpisode = progressByEpisode(record, "tv:7");
    expect(byEpisode.of({ season: 1, episode: 2 })?.position).toBe(10 * MINUTE);
    expect(byEpisode.of({ season: 2, episode: 2 })).toBeUndefined();
    expect(progressByEpisode(record, undefined).of({ season: 1, episode: 2 })).toBeUndefined();
  });

  it("'Devam Et' targets the episode played last; none for a title outside the record", () => {
    expect(resumeTargetOf(record, "tv:7", seasons)).toEqual({ season: 1, episode: 2 });
    expect(resumeTargetOf(record, undefined, seasons)).toBeNull();
  });

  it.each([
    ["a started episode resumes at its place", { season: 1, episode: 2 }, false, 10 * MINUTE],
    ["'Baştan başla' starts over", { season: 1, episode: 2 }, true, undefined],
    ["a finished episode starts over", { season: 1, episode: 1 }, false, undefined],
    ["a few seconds in is not started", { season: 2, episode: 1 }, false, undefined],
    ["the series as one", null, false, undefined],
  ])("%s", (_, ref, fromStart, at) => {
    expect(episodeStartAt(record, "tv:7", ref, fromStart)).toBe(at);
  });

  it.each([
    ["a place to resume, a player that resumes: ask", { season: 1, episode: 2 }, true, true],
    ["a player that cannot resume: play", { season: 1, episode: 2 }, false, false],
    ["nothing to continue: play", null, true, false],
    ["the target never started: play", { season: 2, episode: 2 }, true, false],
  ])("'İzle': %s", (_, target, resumes, asks) => {
    expect(asksBeforeWatching(record, "tv:7", target, resumes)).toBe(asks);
  });
});

describe("the episode playing and the one after it", () => {
  const seasons = [season(1, [episode(1, "Başlangıç")]), season(2, [], 2)];
  const loaded = { season: 2, loaded: [episode(1, "Yeni Sezon"), episode(2, "Son")] };

  it("what plays next after an episode; nothing while the series plays as one", () => {
    const outline = seasonOutline(seasons, 2, loaded.loaded);
    expect(episodeAfter(outline, { season: 1, episode: 1 })).toEqual({ season: 2, episode: 1 });
    expect(episodeAfter(outline, null)).toBeNull();
  });

  it.each([
    ["the shown season's loaded episode", { season: 2, episode: 2 }, "Son"],
    ["another season's own", { season: 1, episode: 1 }, "Başlangıç"],
    ["unknown", { season: 3, episode: 1 }, undefined],
  ])("findEpisode: %s", (_, ref, title) => {
    expect(findEpisode(ref, loaded, seasons)?.title).toBe(title);
  });

  it("an episode known by its numbers alone is titled by its code", () => {
    expect(bareEpisode({ season: 3, episode: 4 })).toMatchObject({ number: 4, title: "S3 B4" });
  });

  it.each([
    [{ title: "Yeni Sezon" }, "S2 B1 · Yeni Sezon"],
    [undefined, "S2 B1"],
  ])("the countdown reads %j as %j", (view, text) => {
    expect(upNextText({ season: 2, episode: 1 }, view)).toBe(text);
  });

  it.each([
    [{ season: 2, episode: 1 }, "Yargı · S2 B1"],
    [null, "Yargı"],
  ])("the player's title while %j plays", (playing, title) => {
    expect(playerTitle("Yargı", playing)).toBe(title);
  });
});
