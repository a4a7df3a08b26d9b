import { describe, expect, it } from "vitest";
import { movie } from "../../test/helpers";
import { HOME_SECTIONS } from "../sections";
import type { HomeRows } from "./home";
import { homeHero, homeRowEntries, isRankedRow } from "./homePage";
import { itemFromMovie, type ContentItem } from "./items";

const item = (overrides: Parameters<typeof movie>[0] = {}): ContentItem =>
  itemFromMovie(movie(overrides));

const emptyRows = () =>
  Object.fromEntries(HOME_SECTIONS.map((section) => [section.home.row, []])) as unknown as HomeRows;

describe("ranked rows (SPEC.md §2: 'Trending is ranked #1, #2, and so on.')", () => {
  it.each([
    ["trending", true],
    ["featured", false],
    ["newMovies", false],
    ["talkShows", false],
  ] as const)("%s ranked: %s", (row, ranked) => {
    expect(isRankedRow(row)).toBe(ranked);
  });

  it("trending's titles are numbered from 1 in order; other rows carry no number", () => {
    const rows = emptyRows();
    const [a, b, c] = [item({ title: "A" }), item({ title: "B" }), item({ title: "C" })];
    rows.trending = [a, b, c];
    rows.featured = [c, a];
    const entries = homeRowEntries(rows);
    expect(entries.trending).toEqual([
      { item: a, rank: 1 },
      { item: b, rank: 2 },
      { item: c, rank: 3 },
    ]);
    expect(entries.featured).toEqual([
      { item: c, rank: undefined },
      { item: a, rank: undefined },
    ]);
    expect(Object.keys(entries)).toEqual(Object.keys(rows));
  });
});

describe("homeHero: the first featured title", () => {
  it("its fields as the hero shows them", () => {
    const first = item({ title: "Kış Uykusu", rating: 8, type: "movie" });
    const hero = homeHero({ featured: [first, item()] });
    expect(hero).toEqual({
      title: "Kış Uykusu",
      overview: first.overview,
      backdrop: first.backdrop ?? first.poster,
      rating: "8.0",
      year: first.year,
      type: "movie",
      href: first.href,
    });
  });

  it.each([
    ["a catalogue series is a tv title", { type: "series" }, "tv"],
    ["a metadata series too", { type: "tv" }, "tv"],
    ["a film", { type: "movie" }, "movie"],
  ] as const)("%s", (_, change, type) => {
    expect(homeHero({ featured: [{ ...item(), ...change }] })?.type).toBe(type);
  });

  it.each([
    ["a backdrop first", { backdrop: "b.jpg", poster: "p.jpg" }, "b.jpg"],
    ["else the poster", { backdrop: null, poster: "p.jpg" }, "p.jpg"],
    ["else none", { backdrop: null, poster: null }, null],
  ])("backdrop: %s", (_, images, backdrop) => {
    expect(homeHero({ featured: [{ ...item(), ...images }] })?.backdrop).toBe(backdrop);
  });

  it("unrated: no rating text", () => {
    expect(homeHero({ featured: [{ ...item(), rating: null }] })?.rating).toBeNull();
  });

  it("an empty featured row: no hero", () => {
    expect(homeHero({ featured: [] })).toBeNull();
  });
});
