import { describe, expect, it } from "vitest";
import { STATS_QUERY_MAX_CHARS, statsSearchQuery } from "./searchQuery";

describe("statsSearchQuery: issue 16 counts searches 'normalised, only when ≥ 2 characters'", () => {
  it.each([
    ["Kış Uykusu", "kis uykusu"],
    ["KIŞ UYKUSU", "kis uykusu"],
    ["  kış   uykusu!! ", "kis uykusu"],
    ["İstanbul", "istanbul"],
    ["IŞIK", "isik"],
    ["çağan ırmak", "cagan irmak"],
    ["Ölümlü Dünya 2", "olumlu dunya 2"],
    ["spider-man: no way home", "spider man no way home"],
    ["Amélie", "amelie"],
    ["ab", "ab"],
    ["日本", "日本"],
  ])("%j is counted as %j", (typed, counted) => {
    expect(statsSearchQuery(typed)).toBe(counted);
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    ["a", "one character"],
    ["ı", "one character after folding"],
    ["!!", "no letters or digits"],
    ["a -", "one character once separators go"],
    ["beni ara 0555 123 45 67", "a phone number"],
    ["12345678", "an id number"],
    ["ali@example.com", "an e-mail address"],
  ])("%j is not counted (%s)", (typed) => {
    expect(statsSearchQuery(typed)).toBeNull();
  });

  it("a long query is cut at a word boundary within the limit", () => {
    const long = "yüzüklerin efendisi ".repeat(6);
    const counted = statsSearchQuery(long)!;
    expect(counted.length).toBeLessThanOrEqual(STATS_QUERY_MAX_CHARS);
    expect(counted.startsWith("yuzuklerin efendisi yuzuklerin")).toBe(true);
    expect(counted.endsWith(" ")).toBe(false);
    expect(statsSearchQuery("x".repeat(100))).toBe("x".repeat(STATS_QUERY_MAX_CHARS));
  });

  it("what it counts matches the contract's SearchQuery pattern", () => {
    const pattern = /^[\p{Ll}\p{Lm}\p{Lo}\p{N}]+( [\p{Ll}\p{Lm}\p{Lo}\p{N}]+)*$/u;
    for (const typed of ["Kış Uykusu", "spider-man: no way home", "Ölümlü Dünya 2", "日本"]) {
      expect(statsSearchQuery(typed)).toMatch(pattern);
    }
  });
});
