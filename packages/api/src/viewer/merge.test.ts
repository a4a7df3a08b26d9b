import { describe, expect, it } from "vitest";
import { MAX_LIST_ENTRIES, MAX_TITLES } from "./bounds";
import { listemItems, setInList, setLiked, titleMarks } from "./marks";
import { mergeRecords } from "./merge";
import { emptyRecord, isViewerRecord } from "./record";
import { progress, recordWith, T0 } from "./testing";

/** Each row: this device's entry, the incoming one, and the merged one. */
describe("mergeRecords: device transfer, field by field", () => {
  it.each([
    [
      "newest progress wins per title",
      { progress: progress(600, 7200, T0 + 5) },
      { progress: progress(3000, 7200, T0 + 1) },
      { progress: progress(600, 7200, T0 + 5) },
    ],
    [
      "newest progress wins per title (incoming newer)",
      { progress: progress(600, 7200, T0 + 1) },
      { progress: progress(3000, 7200, T0 + 5) },
      { progress: progress(3000, 7200, T0 + 5) },
    ],
    [
      "episodes: newest per episode, the union of episodes",
      { episodes: { s1e1: progress(100, 2700, T0 + 9), s1e2: progress(100, 2700, T0 + 1) } },
      { episodes: { s1e2: progress(900, 2700, T0 + 2), s1e3: progress(50, 2700, T0 + 3) } },
      {
        episodes: {
          s1e1: progress(100, 2700, T0 + 9),
          s1e2: progress(900, 2700, T0 + 2),
          s1e3: progress(50, 2700, T0 + 3),
        },
      },
    ],
    [
      "list: union, since the first time added",
      { list: { addedAt: T0 + 7 } },
      { list: { addedAt: T0 + 2 } },
      { list: { addedAt: T0 + 2 } },
    ],
    [
      "list: in only the incoming one",
      {},
      { list: { addedAt: T0 + 2 } },
      { list: { addedAt: T0 + 2 } },
    ],
    ["list: in only this one", { list: { addedAt: T0 + 2 } }, {}, { list: { addedAt: T0 + 2 } }],
    [
      "watched: the later choice, an undo included",
      { watched: { value: true, at: T0 + 1 } },
      { watched: { value: false, at: T0 + 2 } },
      { watched: { value: false, at: T0 + 2 } },
    ],
    [
      "liked: the later choice",
      { liked: { value: false, at: T0 + 3 } },
      { liked: { value: true, at: T0 + 2 } },
      { liked: { value: false, at: T0 + 3 } },
    ],
    [
      "stars: the later rating",
      { rating: { value: 4, at: T0 + 1 } },
      { rating: { value: 9, at: T0 + 2 } },
      { rating: { value: 9, at: T0 + 2 } },
    ],
    [
      "stars: a later take-back wins",
      { rating: { value: 4, at: T0 + 1 } },
      { rating: { value: null, at: T0 + 2 } },
      { rating: { value: null, at: T0 + 2 } },
    ],
    [
      "ties keep this device's value",
      { liked: { value: true, at: T0 } },
      { liked: { value: false, at: T0 } },
      { liked: { value: true, at: T0 } },
    ],
    [
      "× on the card: the later removal",
      { dismissedAt: T0 + 1 },
      { dismissedAt: T0 + 4 },
      { dismissedAt: T0 + 4 },
    ],
    [
      "meta: from the side that touched the title last",
      { meta: { title: "Eski" }, liked: { value: true, at: T0 + 1 } },
      { meta: { title: "Yeni" }, watched: { value: true, at: T0 + 2 } },
      {
        meta: { title: "Yeni" },
        liked: { value: true, at: T0 + 1 },
        watched: { value: true, at: T0 + 2 },
      },
    ],
  ])("%s", (_, local, incoming, merged) => {
    const result = mergeRecords(
      recordWith({ "movie:1": local }),
      recordWith({ "movie:1": incoming }),
    );
    expect(result.titles["movie:1"]).toEqual({ meta: { title: "movie:1" }, ...merged });
    expect(isViewerRecord(result)).toBe(true);
  });

  it("titles on one side only come through; the result is a valid record", () => {
    const here = recordWith({ "movie:1": { list: { addedAt: T0 } } });
    const there = recordWith({ "tv:2": { episodes: { s1e1: progress(60, 600, T0) } } });
    const merged = mergeRecords(here, there);
    expect(Object.keys(merged.titles).sort()).toEqual(["movie:1", "tv:2"]);
    expect(isViewerRecord(merged)).toBe(true);
  });

  it("removing from the list on one device does not remove it from the union", () => {
    const title = { key: "movie:1" as const, meta: { title: "A" } };
    const laptop = setInList(setInList(emptyRecord(), title, true, T0), title, false, T0 + 10);
    const phone = setInList(emptyRecord(), title, true, T0 + 5);
    expect(titleMarks(mergeRecords(laptop, phone), "movie:1").inList).toBe(true);
    expect(titleMarks(mergeRecords(phone, laptop), "movie:1").inList).toBe(true);
  });

  it("un-liking after liking elsewhere stays un-liked, whichever way the transfer goes", () => {
    const title = { key: "movie:1" as const, meta: { title: "A" } };
    const laptop = setLiked(emptyRecord(), title, true, T0);
    const phone = setLiked(setLiked(emptyRecord(), title, true, T0 - 5), title, false, T0 + 5);
    expect(titleMarks(mergeRecords(laptop, phone), "movie:1").liked).toBe(false);
    expect(titleMarks(mergeRecords(phone, laptop), "movie:1").liked).toBe(false);
  });

  it("preferences: the later choice; the notice stays this device's", () => {
    const here = { ...emptyRecord(), notice: { reason: "repaired" as const, at: T0 } };
    here.preferences = { playbackLanguage: { value: "dublaj", at: T0 + 1 } };
    const there = emptyRecord();
    there.preferences = { playbackLanguage: { value: null, at: T0 + 2 } };
    const merged = mergeRecords(here, there);
    expect(merged.preferences.playbackLanguage).toEqual({ value: null, at: T0 + 2 });
    expect(merged.notice).toEqual({ reason: "repaired", at: T0 });
    expect(mergeRecords(there, emptyRecord()).preferences).toEqual(there.preferences);
  });

  it("the merge is bounded like any record", () => {
    const many = (prefix: string, offset: number) =>
      recordWith(
        Object.fromEntries(
          Array.from({ length: 150 }, (_, i) => [
            `${prefix}:${i}`,
            { progress: progress(60, 600, T0 + offset + i) },
          ]),
        ),
      );
    const merged = mergeRecords(many("movie", 0), many("tv", 1000));
    expect(Object.keys(merged.titles)).toHaveLength(MAX_TITLES);
    expect(merged.titles["tv:0"]).toBeDefined();
    expect(merged.titles["movie:99"]).toBeUndefined();
    expect(merged.titles["movie:100"]).toBeDefined();
  });

  it(`two lists of ${MAX_LIST_ENTRIES} keep the ${MAX_LIST_ENTRIES} added last`, () => {
    const list = (prefix: string, offset: number) =>
      recordWith(
        Object.fromEntries(
          Array.from({ length: MAX_LIST_ENTRIES }, (_, i) => [
            `${prefix}:${i}`,
            { list: { addedAt: T0 + offset + i * 2 } },
          ]),
        ),
      );
    const merged = mergeRecords(list("movie", 0), list("tv", 1));
    const items = listemItems(merged);
    expect(items).toHaveLength(MAX_LIST_ENTRIES);
    expect(items[0]?.key).toBe(`tv:${MAX_LIST_ENTRIES - 1}`);
    expect(isViewerRecord(merged)).toBe(true);
  });
});
