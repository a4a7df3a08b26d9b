import { describe, expect, it } from "vitest";
import {
  HIGH_RATED_MIN,
  HOME_HIGH_RATED,
  HOME_RECOMMENDED,
  MOST_LIMIT,
  highRated,
  mostCommented,
  mostLiked,
  mostViewed,
  ratedAtLeast,
} from "./thresholds";

const rated = (...ratings: Array<number | null>) =>
  ratings.map((rating, index) => ({ title: `t${index}`, rating }));

describe("highRated (SPEC.md §5: rating at or above 7.5, sorted by rating descending)", () => {
  it("keeps 7.5 and above, best first", () => {
    expect(HIGH_RATED_MIN).toBe(7.5);
    expect(highRated(rated(7.4, 9, 7.5, null, 8.1)).map((i) => i.rating)).toEqual([9, 8.1, 7.5]);
  });

  it("gives an empty list for an empty or unrated input", () => {
    expect(highRated([])).toEqual([]);
    expect(highRated(rated(null, null))).toEqual([]);
  });

  it("keeps the incoming order for equal ratings", () => {
    expect(highRated(rated(8, 8, 9)).map((i) => i.title)).toEqual(["t2", "t0", "t1"]);
  });
});

describe("home thresholds (SPEC.md §5: 7 and 8, fallback 3.5 and 4)", () => {
  it("are the spec's numbers", () => {
    expect(HOME_HIGH_RATED).toEqual({ min: 7, fallbackMin: 3.5 });
    expect(HOME_RECOMMENDED).toEqual({ min: 8, fallbackMin: 4 });
  });

  it("use the main threshold when any title reaches it", () => {
    expect(ratedAtLeast(rated(6.9, 7, 9.1, 3.6), HOME_HIGH_RATED).map((i) => i.rating)).toEqual([
      9.1, 7,
    ]);
    expect(ratedAtLeast(rated(7.9, 8, 4.5), HOME_RECOMMENDED).map((i) => i.rating)).toEqual([8]);
  });

  it("use the fallback threshold when none does (a catalogue rated out of 5)", () => {
    expect(ratedAtLeast(rated(3.4, 4.8, 3.5), HOME_HIGH_RATED).map((i) => i.rating)).toEqual([
      4.8, 3.5,
    ]);
    expect(ratedAtLeast(rated(3.9, 4, 4.6), HOME_RECOMMENDED).map((i) => i.rating)).toEqual([
      4.6, 4,
    ]);
    expect(ratedAtLeast(rated(1, 2), HOME_RECOMMENDED)).toEqual([]);
  });
});

describe("most viewed / most liked (SPEC.md §5: above 0 only; §9: limit 50)", () => {
  it("keeps only positive counts, most first", () => {
    const items = [
      { title: "a", views: 0, likes: 3, comments: 0 },
      { title: "b", views: 10, likes: 0, comments: 2 },
      { title: "c", views: 5, likes: 9, comments: null },
      { title: "d", likes: 1 },
    ];
    expect(mostViewed(items).map((i) => i.title)).toEqual(["b", "c"]);
    expect(mostLiked(items).map((i) => i.title)).toEqual(["c", "a", "d"]);
    expect(mostCommented(items).map((i) => i.title)).toEqual(["b"]);
  });

  it("stops at 50", () => {
    expect(MOST_LIMIT).toBe(50);
    const many = Array.from({ length: 80 }, (_, index) => ({ views: index + 1, likes: 1 }));
    expect(mostViewed(many)).toHaveLength(50);
    expect(mostViewed(many)[0]?.views).toBe(80);
    expect(mostLiked(many)).toHaveLength(50);
  });
});
