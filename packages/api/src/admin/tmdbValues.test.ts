// Issue 33 item 7: an odd answer's values are read without throwing.
import { describe, expect, it } from "vitest";
import { clip, finite, names, text, yearOf } from "./tmdbValues";

describe("text and finite: a loose value or nothing", () => {
  it.each<[unknown, string]>([
    ["  Dune ", "Dune"],
    ["", ""],
    [null, ""],
    [undefined, ""],
    [42, ""],
  ])("text(%j) → %j", (value, expected) => expect(text(value)).toBe(expected));

  it.each<[unknown, number | undefined]>([
    [7.5, 7.5],
    [0, 0],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    ["7", undefined],
    [null, undefined],
  ])("finite(%j) → %j", (value, expected) => expect(finite(value)).toBe(expected));
});

describe("yearOf: the year of a calendar date", () => {
  it.each<[unknown, string]>([
    ["2021-09-15", "2021"],
    [" 2021-09-15 ", "2021"],
    ["2021-02-30", ""],
    ["2021", ""],
    ["bilinmiyor", ""],
    [undefined, ""],
  ])("%j → %j", (date, expected) => expect(yearOf(date)).toBe(expected));
});

describe("clip: cut to a length in whole code points", () => {
  it.each<[string, number, [string, boolean]]>([
    ["Dune", 10, ["Dune", false]],
    ["Dune", 4, ["Dune", false]],
    ["Dune: Çöl", 5, ["Dune:", true]],
    ["ab cd", 3, ["ab", true]],
    ["😀😀😀", 2, ["😀😀", true]],
  ])("%j to %i", (value, max, expected) => expect(clip(value, max)).toEqual(expected));
});

describe("names: a name list cleaned for the contract", () => {
  it("trimmed, blank ones dropped, each once, cut to the length and the count", () => {
    expect(names([" Ayşe ", "", null, "Ayşe", "Mehmet Yılmaz", "Can", "Deniz"], 3, 6)).toEqual([
      "Ayşe",
      "Mehmet",
      "Can",
    ]);
  });
});
