import { describe, expect, it } from "vitest";
import { allPicked, withPicked } from "./selection";

describe("withPicked: the bulk selection kept across pages", () => {
  it.each<[string, string[], string[], boolean, string[]]>([
    ["a row ticked joins the rows picked on other pages", ["a"], ["b"], true, ["a", "b"]],
    ["a row unticked leaves", ["a", "b"], ["a"], false, ["b"]],
    ["a page ticked adds each of its rows once", ["a"], ["a", "b", "c"], true, ["a", "b", "c"]],
    ["a page unticked keeps the rows of other pages", ["x", "a", "b"], ["a", "b"], false, ["x"]],
    ["unticking a row not picked changes nothing", ["a"], ["z"], false, ["a"]],
  ])("%s", (_, before, ids, on, after) => {
    const current = new Set(before);
    const next = withPicked(current, ids, on);
    expect([...next].sort()).toEqual(after);
    // A new set every time, so React sees the change; the old one is left as it was.
    expect(next).not.toBe(current);
    expect([...current]).toEqual(before);
  });
});

describe("allPicked: the page's own box", () => {
  it.each<[string, string[], string[], boolean]>([
    ["every row of the page picked", ["a", "b", "x"], ["a", "b"], true],
    ["one row of the page not picked", ["a", "x"], ["a", "b"], false],
    ["an empty page is never all picked", ["a"], [], false],
  ])("%s", (_, selected, ids, expected) => {
    expect(allPicked(new Set(selected), ids)).toBe(expected);
  });
});
