import { describe, expect, it } from "vitest";
import {
  boundRecord,
  MAX_EPISODES_PER_SERIES,
  MAX_LIST_ENTRIES,
  MAX_TITLES,
  touchedAt,
} from "./bounds";
import { isViewerRecord } from "./record";
import { progress, recordWith, T0 } from "./testing";

const titles = (count: number, entry: (i: number) => object, prefix = "movie") =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}:${i}`, entry(i)]));

describe("size bound: the last 200 titles, oldest dropped, list entries kept", () => {
  it("a record within the bounds comes back as the same object", () => {
    const record = recordWith(titles(MAX_TITLES, (i) => ({ progress: progress(60, 600, T0 + i) })));
    expect(boundRecord(record)).toBe(record);
  });

  it("201 titles: the one touched longest ago goes", () => {
    const record = recordWith(
      titles(MAX_TITLES + 1, (i) => ({ progress: progress(60, 600, T0 + i) })),
    );
    const bounded = boundRecord(record);
    expect(Object.keys(bounded.titles)).toHaveLength(MAX_TITLES);
    expect(bounded.titles["movie:0"]).toBeUndefined();
    expect(bounded.titles["movie:1"]).toBeDefined();
    expect(isViewerRecord(bounded)).toBe(true);
  });

  it("list entries are kept however old, beside the 200 newest others", () => {
    const record = recordWith({
      ...titles(250, (i) => ({ progress: progress(60, 600, T0 + 1000 + i) })),
      "tv:listed-long-ago": { list: { addedAt: T0 } },
    });
    const bounded = boundRecord(record);
    expect(bounded.titles["tv:listed-long-ago"]).toBeDefined();
    expect(Object.keys(bounded.titles)).toHaveLength(MAX_TITLES + 1);
    expect(bounded.titles["movie:49"]).toBeUndefined();
    expect(bounded.titles["movie:50"]).toBeDefined();
  });

  it("any mark counts as touching the title", () => {
    const record = recordWith({
      ...titles(MAX_TITLES, (i) => ({ progress: progress(60, 600, T0 + 100 + i) })),
      "movie:rated-now": { rating: { value: 9, at: T0 + 10_000 } },
    });
    const bounded = boundRecord(record);
    expect(bounded.titles["movie:rated-now"]).toBeDefined();
    expect(bounded.titles["movie:0"]).toBeUndefined();
  });

  it.each([
    ["progress", { progress: progress(1, 2, 7) }, 7],
    ["an episode", { episodes: { s1e1: progress(1, 2, 3), s1e2: progress(1, 2, 9) } }, 9],
    ["list", { list: { addedAt: 5 } }, 5],
    ["watched", { watched: { value: true, at: 6 } }, 6],
    ["liked", { liked: { value: false, at: 8 } }, 8],
    ["rating", { rating: { value: null, at: 4 } }, 4],
    ["dismissal", { dismissedAt: 11, progress: progress(1, 2, 10) }, 11],
  ])("touchedAt counts %s", (_, entry, time) => {
    expect(touchedAt({ meta: { title: "x" }, ...entry })).toBe(time);
  });

  it(`a list over ${MAX_LIST_ENTRIES} (after a merge) keeps the ${MAX_LIST_ENTRIES} added last`, () => {
    const record = recordWith(titles(MAX_LIST_ENTRIES + 2, (i) => ({ list: { addedAt: T0 + i } })));
    const bounded = boundRecord(record);
    const listed = Object.entries(bounded.titles).filter(([, entry]) => entry.list);
    expect(listed).toHaveLength(MAX_LIST_ENTRIES);
    // The two oldest leave the list but stay as titles (within the 200).
    expect(bounded.titles["movie:0"]).toEqual({ meta: { title: "movie:0" } });
    expect(isViewerRecord(bounded)).toBe(true);
  });

  it(`a series keeps its ${MAX_EPISODES_PER_SERIES} episodes watched last`, () => {
    const episodes = Object.fromEntries(
      Array.from({ length: MAX_EPISODES_PER_SERIES + 5 }, (_, i) => [
        `s1e${i + 1}`,
        progress(60, 600, T0 + i),
      ]),
    );
    const bounded = boundRecord(recordWith({ "tv:1": { episodes } }));
    const kept = bounded.titles["tv:1"]?.episodes ?? {};
    expect(Object.keys(kept)).toHaveLength(MAX_EPISODES_PER_SERIES);
    expect(kept.s1e5).toBeUndefined();
    expect(kept.s1e6).toBeDefined();
    expect(isViewerRecord(bounded)).toBe(true);
  });
});
