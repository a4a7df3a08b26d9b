import { describe, expect, it } from "vitest";
import type { TitleDetail } from "../content/detail";
import { MAX_LIST_ENTRIES } from "./bounds";
import {
  detailTitleRef,
  isListFull,
  listemItems,
  parseListemSort,
  playbackLanguage,
  setInList,
  setLiked,
  setPlaybackLanguage,
  setStarRating,
  setWatched,
  titleMarks,
  titleRefOf,
  type TitleRef,
} from "./marks";
import { emptyRecord, isViewerRecord } from "./record";
import { recordWith, T0 } from "./testing";

const kisUykusu: TitleRef = {
  key: "movie:42",
  meta: { title: "Kış Uykusu", poster: "/api/images/poster/m-42.svg", year: 2014, rating: 8.1 },
};

describe("marks on a title page persist per title", () => {
  it("'Listeye Ekle' adds with the time, 'Listede' removes", () => {
    const added = setInList(emptyRecord(), kisUykusu, true, T0);
    expect(added.titles["movie:42"]).toEqual({
      meta: { title: "Kış Uykusu", poster: "/api/images/poster/m-42.svg", year: 2014, rating: 8.1 },
      list: { addedAt: T0 },
    });
    expect(titleMarks(added, "movie:42").inList).toBe(true);
    // Adding again keeps the first time; the same record comes back.
    expect(setInList(added, kisUykusu, true, T0 + 5)).toBe(added);
    const removed = setInList(added, kisUykusu, false, T0 + 10);
    expect(titleMarks(removed, "movie:42").inList).toBe(false);
    expect(removed.titles["movie:42"]?.list).toBeUndefined();
    expect(isViewerRecord(removed)).toBe(true);
  });

  it("a full list takes no more titles", () => {
    const full = recordWith(
      Object.fromEntries(
        Array.from({ length: MAX_LIST_ENTRIES }, (_, i) => [
          `movie:${i}`,
          { list: { addedAt: T0 + i } },
        ]),
      ),
    );
    expect(isListFull(full)).toBe(true);
    expect(setInList(full, kisUykusu, true, T0)).toBe(full);
    // Taking one out makes room.
    const room = setInList(full, { key: "movie:0", meta: { title: "0" } }, false, T0);
    expect(isListFull(room)).toBe(false);
    expect(titleMarks(setInList(room, kisUykusu, true, T0), "movie:42").inList).toBe(true);
  });

  it.each([
    [
      "İzledim",
      (r: ReturnType<typeof emptyRecord>, v: boolean) => setWatched(r, kisUykusu, v, T0),
      "watched",
    ],
    [
      "Beğen",
      (r: ReturnType<typeof emptyRecord>, v: boolean) => setLiked(r, kisUykusu, v, T0),
      "liked",
    ],
  ] as const)("'%s' sets and unsets, remembering when", (_, set, field) => {
    const on = set(emptyRecord(), true);
    expect(titleMarks(on, "movie:42")[field]).toBe(true);
    const off = set(on, false);
    expect(titleMarks(off, "movie:42")[field]).toBe(false);
    // An undo is kept as a choice (so a transfer cannot bring the old mark back).
    expect(off.titles["movie:42"]?.[field]).toEqual({ value: false, at: T0 });
  });

  it.each([
    [1, 1],
    [10, 10],
    [null, null],
  ])("'Puan Ver' %j stars", (stars, shown) => {
    const record = setStarRating(emptyRecord(), kisUykusu, stars, T0);
    expect(titleMarks(record, "movie:42").stars).toBe(shown);
    expect(isViewerRecord(record)).toBe(true);
  });

  it.each([0, 11, 7.5, Number.NaN])("refuses %j stars (SPEC.md §9: 1-10)", (stars) => {
    expect(() => setStarRating(emptyRecord(), kisUykusu, stars, T0)).toThrow(RangeError);
  });

  it("a title never touched has no marks", () => {
    expect(titleMarks(emptyRecord(), "movie:1")).toEqual({
      inList: false,
      watched: false,
      liked: false,
      stars: null,
    });
  });

  it("every mark refreshes the card's meta", () => {
    const first = setLiked(
      emptyRecord(),
      { key: "movie:42", meta: { title: "Eski Ad" } },
      true,
      T0,
    );
    const next = setWatched(first, kisUykusu, true, T0 + 1);
    expect(next.titles["movie:42"]?.meta.title).toBe("Kış Uykusu");
    expect(next.titles["movie:42"]?.liked?.value).toBe(true);
  });
});

describe("playback language preference (issue 15)", () => {
  it.each(["dublaj", "altyazi", null] as const)("%j", (language) => {
    const record = setPlaybackLanguage(emptyRecord(), language, T0);
    expect(playbackLanguage(record)).toBe(language);
    expect(record.preferences.playbackLanguage).toEqual({ value: language, at: T0 });
    expect(isViewerRecord(record)).toBe(true);
  });

  it("unset by default", () => {
    expect(playbackLanguage(emptyRecord())).toBeNull();
  });
});

describe("'/listem': newest first, or by title or rating", () => {
  const record = recordWith({
    "movie:1": { meta: { title: "Çiçek Abbas", rating: 7.9 }, list: { addedAt: T0 + 1 } },
    "movie:2": { meta: { title: "Issız Adam", rating: 6.8 }, list: { addedAt: T0 + 3 } },
    "tv:3": { meta: { title: "Aşk-ı Memnu" }, list: { addedAt: T0 + 2 } },
    "movie:4": { meta: { title: "Cem", rating: 9 }, liked: { value: true, at: T0 } },
  });

  it.each([
    ["added", ["movie:2", "tv:3", "movie:1"]],
    // Turkish order: A, Ç, then I (dotless, before İ)
    ["title", ["tv:3", "movie:1", "movie:2"]],
    // unrated last
    ["rating", ["movie:1", "movie:2", "tv:3"]],
  ] as const)("%s", (sort, keys) => {
    expect(listemItems(record, sort).map((item) => item.key)).toEqual(keys);
  });

  it("items carry what a card needs", () => {
    expect(listemItems(record)[0]).toEqual({
      key: "movie:2",
      href: "/movie/2",
      meta: { title: "Issız Adam", rating: 6.8 },
      addedAt: T0 + 3,
    });
  });

  it.each([
    ["title", "title"],
    ["rating", "rating"],
    ["added", "added"],
    [null, "added"],
    ["year", "added"],
  ])("sort %j → %s", (value, sort) => {
    expect(parseListemSort(value)).toBe(sort);
  });
});

describe("titleRefOf: one entry per title, whether a card or its page touches it", () => {
  it.each([
    [{ id: "m-kis-uykusu", type: "movie" as const, title: "Kış Uykusu" }, "movie:m-kis-uykusu"],
    [{ id: 1399, type: "tv" as const, title: "Taht Oyunları" }, "tv:1399"],
    // A catalogue series (/series/s-yargi) is kept under /tv/{id}, as its page keeps it.
    [{ id: "s-yargi", type: "series" as const, title: "Yargı" }, "tv:s-yargi"],
    [{ id: "a b", type: "movie" as const, title: "Boşluklu" }, null],
    [{ id: "", type: "tv" as const, title: "Boş" }, null],
  ])("%j → %s", (source, key) => {
    expect(titleRefOf(source)?.key ?? null).toBe(key);
  });

  it("carries what the card shows, and nothing of the id or type", () => {
    expect(
      titleRefOf({ id: 7, type: "tv", title: "Yargı", poster: "/p.svg", year: 2021, rating: 8.1 }),
    ).toEqual({
      key: "tv:7",
      meta: { title: "Yargı", poster: "/p.svg", year: 2021, rating: 8.1 },
    });
  });
});

describe("detailTitleRef: a detail page's title in the record", () => {
  const detail = (change: Partial<TitleDetail>) =>
    ({
      id: "m-dune",
      type: "movie",
      title: "Dune",
      poster: "/p.jpg",
      year: 2021,
      rating: 8.04,
      runtime: 155,
      series: null,
      ...change,
    }) as TitleDetail;

  it.each([
    ["a film, with its running time", {}, "movie:m-dune", 155],
    [
      "a catalogue series under tv, with its episodes' length",
      { id: "s-ezel", type: "series", runtime: 45, series: { episodeDuration: 50 } },
      "tv:s-ezel",
      50,
    ],
    ["a metadata series without an episode length", { id: "1399", type: "tv" }, "tv:1399", null],
  ] as const)("%s", (_, change, key, runtimeMinutes) => {
    const ref = detailTitleRef(detail(change as Partial<TitleDetail>));
    expect(ref?.key).toBe(key);
    expect(ref?.meta).toMatchObject({ title: "Dune", poster: "/p.jpg", year: 2021, rating: 8.04 });
    expect(ref?.meta.runtimeMinutes).toBe(runtimeMinutes);
  });
});
