// Issue 33: "for series all seasons and episodes", and the airing status in
// the catalogue's words; an odd answer fills what it can, never throws.
import { describe, expect, it } from "vitest";
import type { SeasonDetails, TvDetails } from "../tmdb/client";
import { airingStatusOf, importSeason, seasonNumbers } from "./tmdbSeasons";

describe("airingStatusOf", () => {
  it.each([
    ["Returning Series", "ongoing"],
    ["In Production", "ongoing"],
    ["Ended", "ended"],
    ["Canceled", "ended"],
    ["Planned", "pending"],
    [undefined, "pending"],
  ])("%s → %s", (status, expected) => expect(airingStatusOf(status)).toBe(expected));
});

describe("seasonNumbers: the seasons whose episodes are asked", () => {
  const series = (numbers: number[]) =>
    ({
      id: 1,
      name: "Dizi",
      seasons: numbers.map((season_number) => ({ id: season_number, season_number })),
    }) as TvDetails;

  it.each<[string, number[], number[]]>([
    ["every season listed, in order, specials (0) included", [2, 0, 1], [0, 1, 2]],
    ["each once", [1, 1, 2], [1, 2]],
    ["odd numbers left out", [-1, 1.5, 201, 3], [3]],
    ["none listed", [], []],
  ])("%s", (_, numbers, expected) => {
    expect(seasonNumbers(series(numbers))).toEqual(expected);
  });
});

describe("importSeason: one season's answer as the catalogue's season", () => {
  it("keeps each episode once, with what it could read, and the season's name and year", () => {
    const season: SeasonDetails = {
      season_number: 1,
      name: " 1. Sezon ",
      air_date: "2019-03-01",
      episodes: [
        {
          id: 1,
          episode_number: 1,
          name: "Başlangıç",
          overview: "İlk bölüm.",
          runtime: 45,
          air_date: "2019-03-01",
          still_path: "/a.jpg",
        },
        { id: 2, episode_number: 1, name: "Aynı numara" },
        { id: 3, episode_number: 2, name: "", runtime: 0, air_date: "yok", still_path: null },
        { id: 4, episode_number: 0, name: "Numarasız" },
      ],
    };
    expect(importSeason(season)).toEqual({
      number: 1,
      title: "1. Sezon",
      year: 2019,
      episodes: [
        {
          number: 1,
          title: "Başlangıç",
          description: "İlk bölüm.",
          duration: 45,
          airDate: "2019-03-01",
          image: "https://image.tmdb.org/t/p/w500/a.jpg",
        },
        { number: 2, title: "2. Bölüm" },
      ],
    });
  });

  it("a season without a name or a readable date has neither", () => {
    expect(importSeason({ season_number: 3, air_date: "1500-01-01", episodes: [] })).toEqual({
      number: 3,
      episodes: [],
    });
  });
});
