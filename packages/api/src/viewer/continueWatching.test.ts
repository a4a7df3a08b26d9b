import { describe, expect, it } from "vitest";
import { CONTINUE_LIMIT, continueWatching, dismissContinue } from "./continueWatching";
import { recordProgress } from "./progress";
import { emptyRecord } from "./record";
import { MINUTE, progress, recordWith, T0 } from "./testing";

describe("continueWatching: 'İzlemeye Devam Et'", () => {
  const record = recordWith({
    "movie:old": { progress: progress(30 * MINUTE, 120 * MINUTE, T0) },
    "movie:new": { progress: progress(72 * MINUTE, 120 * MINUTE, T0 + 3000) },
    "movie:done": { progress: progress(119 * MINUTE, 120 * MINUTE, T0 + 4000, true) },
    "movie:listed-only": { list: { addedAt: T0 + 5000 } },
    "tv:7": {
      episodes: {
        s1e1: progress(45 * MINUTE, 45 * MINUTE, T0 + 1000, true),
        s2e5: progress(33 * MINUTE, 45 * MINUTE, T0 + 2000),
      },
    },
    "tv:8": { episodes: { s1e1: progress(44 * MINUTE, 45 * MINUTE, T0 + 6000, true) } },
  });

  it("started, unfinished titles, played last first", () => {
    expect(continueWatching(record).map((item) => item.key)).toEqual([
      "movie:new",
      "tv:7",
      "movie:old",
    ]);
  });

  it("a film gives its place; a series the episode played last", () => {
    const [film, series] = continueWatching(record);
    expect(film).toEqual({
      key: "movie:new",
      href: "/movie/new",
      meta: { title: "movie:new" },
      position: 72 * MINUTE,
      duration: 120 * MINUTE,
      fraction: 0.6,
      updatedAt: T0 + 3000,
    });
    expect(series).toMatchObject({
      key: "tv:7",
      href: "/tv/7",
      episode: { season: 2, episode: 5 },
      position: 33 * MINUTE,
      fraction: 33 / 45,
    });
  });

  it("a series whose last episode finished, with nothing known after it, leaves the row", () => {
    expect(continueWatching(record).some((item) => item.key === "tv:8")).toBe(false);
  });

  describe("a finished episode offers the next one (S2 B5 done → S2 B6)", () => {
    const done = (next?: string) => ({
      ...progress(44 * MINUTE, 45 * MINUTE, T0 + 7000, true),
      ...(next ? { next } : {}),
    });
    const cases: Array<[string, Record<string, ReturnType<typeof progress>>, object | null]> = [
      [
        "next not started: its beginning",
        { s2e5: done("s2e6") },
        { episode: { season: 2, episode: 6 }, upNext: true, position: 0, duration: 0, fraction: 0 },
      ],
      [
        "across seasons",
        { s1e8: done("s2e1") },
        { episode: { season: 2, episode: 1 }, upNext: true, position: 0 },
      ],
      [
        "next started earlier (out of order): its place",
        { s2e6: progress(9 * MINUTE, 45 * MINUTE, T0 + 100), s2e5: done("s2e6") },
        { episode: { season: 2, episode: 6 }, upNext: true, position: 9 * MINUTE, fraction: 0.2 },
      ],
      [
        "next finished already: nothing to offer",
        { s2e6: progress(45 * MINUTE, 45 * MINUTE, T0 + 100, true), s2e5: done("s2e6") },
        null,
      ],
      ["the last episode (no next): leaves the row", { s4e10: done() }, null],
      [
        "an unfinished episode played last is still the one offered",
        { s2e5: done("s2e6"), s2e2: progress(10 * MINUTE, 45 * MINUTE, T0 + 8000) },
        { episode: { season: 2, episode: 2 }, position: 10 * MINUTE },
      ],
    ];
    it.each(cases)("%s", (_, episodes, expected) => {
      const items = continueWatching(recordWith({ "tv:9": { episodes } }));
      if (expected === null) {
        expect(items).toEqual([]);
      } else {
        expect(items).toHaveLength(1);
        expect(items[0]).toMatchObject({ key: "tv:9", href: "/tv/9", ...expected });
      }
    });

    it("takes its place in the row by when the episode before it finished; × hides it", () => {
      const mixed = recordWith({
        "tv:9": { episodes: { s2e5: done("s2e6") } },
        "movie:a": { progress: progress(600, 7200, T0 + 6000) },
        "movie:b": { progress: progress(600, 7200, T0 + 8000) },
      });
      expect(continueWatching(mixed).map((item) => item.key)).toEqual([
        "movie:b",
        "tv:9",
        "movie:a",
      ]);
      const dismissed = dismissContinue(mixed, "tv:9", T0 + 9000);
      expect(continueWatching(dismissed).map((item) => item.key)).toEqual(["movie:b", "movie:a"]);
    });

    it("what the overlay saves is what the row offers", () => {
      const saved = recordProgress(
        emptyRecord(),
        {
          key: "tv:9",
          meta: { title: "Yargı" },
          position: 45 * MINUTE,
          duration: 45 * MINUTE,
          episode: { season: 2, episode: 5 },
          next: { season: 2, episode: 6 },
        },
        T0,
      );
      expect(continueWatching(saved)).toEqual([
        expect.objectContaining({ episode: { season: 2, episode: 6 }, upNext: true }),
      ]);
    });
  });

  it("× removes one card and keeps its progress; playing again brings it back", () => {
    const dismissed = dismissContinue(record, "movie:new", T0 + 10_000);
    expect(continueWatching(dismissed).map((item) => item.key)).toEqual(["tv:7", "movie:old"]);
    expect(dismissed.titles["movie:new"]?.progress).toEqual(record.titles["movie:new"]?.progress);
    const resumed = recordProgress(
      dismissed,
      { key: "movie:new", meta: { title: "Yeni" }, position: 80 * MINUTE, duration: 120 * MINUTE },
      T0 + 20_000,
    );
    expect(continueWatching(resumed)[0]?.key).toBe("movie:new");
  });

  it("× on a title the record does not hold changes nothing", () => {
    expect(dismissContinue(record, "movie:nope", T0)).toBe(record);
  });

  it(`holds ${CONTINUE_LIMIT} cards at most, the newest`, () => {
    const many = recordWith(
      Object.fromEntries(
        Array.from({ length: 30 }, (_, i) => [
          `movie:${i}`,
          { progress: progress(600, 7200, T0 + i) },
        ]),
      ),
    );
    const items = continueWatching(many);
    expect(items).toHaveLength(CONTINUE_LIMIT);
    expect(items[0]?.key).toBe("movie:29");
    expect(continueWatching(many, 3).map((item) => item.key)).toEqual([
      "movie:29",
      "movie:28",
      "movie:27",
    ]);
  });

  it("a duration the player never gave shows an empty bar", () => {
    const unknown = recordWith({ "movie:1": { progress: progress(600, 0, T0) } });
    expect(continueWatching(unknown)[0]?.fraction).toBe(0);
  });
});
