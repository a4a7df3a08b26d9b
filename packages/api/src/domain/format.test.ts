import { describe, expect, it } from "vitest";
import {
  languageName,
  DEFAULT_DURATION_MINUTES,
  durationOrDefault,
  durationText,
  minutesFromDurationText,
  playbackTimeText,
  ratingText,
  runtimeText,
  yearOf,
  type Dated,
} from "./format";

describe("ratingText (SPEC.md §3: rating/vote_average, one decimal, N/A if missing)", () => {
  it.each([
    [8.456, "8.5"],
    [7, "7.0"],
    [10, "10.0"],
    ["6.25", "6.3"],
    // None: the components show 'N/A'. A 0 is a title nobody rated.
    [0, null],
    [-1, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    ["", null],
    ["yok", null],
  ])("%j → %j", (rating, text) => {
    expect(ratingText(rating)).toBe(text);
  });
});

describe("runtimeText (a film's or an episode's running time on its page)", () => {
  it.each([
    [45, "45dk"],
    [120, "2s"],
    [135, "2s 15dk"],
    [59.6, "1s"],
    [0, null],
    [-5, null],
    [null, null],
    [undefined, null],
  ])("%j → %j", (minutes, text) => {
    expect(runtimeText(minutes)).toBe(text);
  });
});

describe("yearOf (SPEC.md §3: year from release date or first air date)", () => {
  it.each<[Dated, number | null]>([
    [{ release_date: "2014-06-13" }, 2014],
    [{ first_air_date: "2018-03-16" }, 2018],
    [{ release_date: "", first_air_date: "2011-01-05" }, 2011],
    [{ releaseDate: "1975-01-01" }, 1975],
    [{ release_date: "2008" }, 2008],
    [{ year: 1996 }, 1996],
    [{ year: "2019" }, 2019],
    [{ release_date: "bilinmiyor" }, null],
    [{ release_date: "" }, null],
    [{ year: 0 }, null],
    [{}, null],
  ])("%j → %j", (item, year) => {
    expect(yearOf(item)).toBe(year);
  });
});

describe("durationText (SPEC.md §2: duration shown 'Xs Ydk' or N/A; §9 default 120 min)", () => {
  it.each([
    [196, "3s 16dk"],
    [120, "2s 0dk"],
    // Issue 31: under an hour there is no '0s'.
    [59, "59dk"],
    [55, "55dk"],
    [60, "1s 0dk"],
    [97.6, "1s 38dk"],
    [0, "N/A"],
    [-5, "N/A"],
    [null, "N/A"],
    [undefined, "N/A"],
  ])("%j → %s", (minutes, text) => {
    expect(durationText(minutes)).toBe(text);
  });

  it("uses 120 minutes when a card has no duration", () => {
    expect(DEFAULT_DURATION_MINUTES).toBe(120);
    expect(durationOrDefault(null)).toBe(120);
    expect(durationOrDefault(0)).toBe(120);
    expect(durationOrDefault(95)).toBe(95);
    expect(durationText(durationOrDefault(undefined))).toBe("2s 0dk");
  });
});

describe("minutesFromDurationText (SPEC.md §2: duration sort uses the digits of the duration text)", () => {
  it.each([
    ["120 dk", 120],
    ["95 min", 95],
    ["2s 5dk", 125],
    ["1s 59dk", 119],
    ["3s 16dk", 196],
    ["45", 45],
    ["N/A", null],
    ["", null],
    [null, null],
  ])("%j → %j", (text, minutes) => {
    expect(minutesFromDurationText(text)).toBe(minutes);
  });
});

describe("playbackTimeText (issue 14: 'Kaldığın yer: 1s 12dk', '12dk kaldı')", () => {
  it.each([
    [4320, "1s 12dk"],
    [4359, "1s 12dk"],
    [720, "12dk"],
    [60, "1dk"],
    [59.9, "59sn"],
    [12, "12sn"],
    [0, "0sn"],
    [7200, "2s"],
    [7260, "2s 1dk"],
    [-5, "0sn"],
    [Number.NaN, "0sn"],
    [null, "0sn"],
    [undefined, "0sn"],
  ])("%j s → %s", (seconds, text) => {
    expect(playbackTimeText(seconds)).toBe(text);
  });
});

describe("languageName (issue 17: 'Dil: en' shows the language's Turkish name)", () => {
  it.each([
    ["en", "İngilizce"],
    ["tr", "Türkçe"],
    ["fr", "Fransızca"],
    ["ko", "Korece"],
  ])("%s → %s", (code, name) => {
    expect(languageName(code)).toBe(name);
  });

  it("keeps names and unknown codes as written", () => {
    expect(languageName("Türkçe")).toBe("Türkçe");
    expect(languageName("English")).toBe("English");
    expect(languageName("xx")).toBe("xx");
  });
});
