import { describe, expect, it } from "vitest";
import { SUGGESTION_DEBOUNCE_MS, SUGGESTION_MIN_CHARS, searchHref, shouldSuggest } from "./search";

describe("search rules (SPEC.md §5)", () => {
  it("suggests only from 2 trimmed characters, after 300 ms", () => {
    expect(SUGGESTION_MIN_CHARS).toBe(2);
    expect(SUGGESTION_DEBOUNCE_MS).toBe(300);
    expect(shouldSuggest("a")).toBe(false);
    expect(shouldSuggest(" a ")).toBe(false);
    expect(shouldSuggest("ış")).toBe(true);
  });

  it.each([
    ["Kış Uykusu", "/search?q=K%C4%B1%C5%9F%20Uykusu"],
    ["  dune  ", "/search?q=dune"],
    ["a&b=c", "/search?q=a%26b%3Dc"],
    ["   ", null],
    ["", null],
  ])(
    "header search %j goes to %s (SPEC.md §2: trimmed non-empty query, URL-encoded)",
    (q, href) => {
      expect(searchHref(q)).toBe(href);
    },
  );
});
