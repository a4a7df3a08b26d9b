import { describe, expect, it } from "vitest";
import { continueWatching } from "./continueWatching";
import {
  episodeProgress,
  finishWindowSeconds,
  isFinished,
  isStarted,
  LONG_TITLE_SECONDS,
  recordProgress,
  resumePosition,
  type ProgressReport,
} from "./progress";
import { emptyRecord, isViewerRecord } from "./record";
import { MINUTE, progress, recordWith, T0 } from "./testing";

describe("started: issue 14, 'a title counts as started once playback passes 5 s'", () => {
  it.each([
    [0, false],
    [4.9, false],
    [5, false],
    [5.1, true],
    [3600, true],
  ])("%d s → %s", (position, started) => {
    expect(isStarted(position)).toBe(started);
  });
});

describe("finished: past 92 % of the duration, or within the last 3 minutes of a long title", () => {
  it("'long' is 37.5 minutes, where 8 % is exactly 3 minutes: both rules meet there", () => {
    expect(LONG_TITLE_SECONDS).toBeCloseTo(37.5 * MINUTE, 6);
    expect(finishWindowSeconds(LONG_TITLE_SECONDS)).toBeCloseTo(3 * MINUTE, 6);
    // No jump either side of the boundary.
    expect(finishWindowSeconds(LONG_TITLE_SECONDS - 1)).toBeCloseTo(3 * MINUTE - 0.08, 6);
    expect(finishWindowSeconds(LONG_TITLE_SECONDS + 1)).toBe(3 * MINUTE);
  });

  it.each([
    // the 20 s demo clip: 92 % is 18.4 s
    ["demo clip at 18.3 s", 18.3, 20, false],
    ["demo clip at 18.4 s", 18.4, 20, true],
    ["demo clip at the end", 20, 20, true],
    // a 25-minute episode: 8 % is 2 min, earlier than 3 min would be
    ["25 min at 22 min", 22 * MINUTE, 25 * MINUTE, false],
    ["25 min at 23 min", 23 * MINUTE, 25 * MINUTE, true],
    // the boundary title: both rules give 34.5 min
    ["37.5 min at 34.4 min", 34.4 * MINUTE, 37.5 * MINUTE, false],
    ["37.5 min at 34.5 min", 34.5 * MINUTE, 37.5 * MINUTE, true],
    // a 2-hour film: 92 % would be 110.4 min; the last 3 minutes start at 117
    ["2 h at 111 min (past 92 %)", 111 * MINUTE, 120 * MINUTE, false],
    ["2 h at 116.9 min", 116.9 * MINUTE, 120 * MINUTE, false],
    ["2 h at 117 min", 117 * MINUTE, 120 * MINUTE, true],
    // a 140-minute Turkish episode
    ["140 min at 137 min", 137 * MINUTE, 140 * MINUTE, true],
    ["unknown duration", 7200, 0, false],
    ["position past the end", 130 * MINUTE, 120 * MINUTE, true],
  ])("%s → %s", (_, position, duration, finished) => {
    expect(isFinished(position, duration)).toBe(finished);
  });
});

const film = (position: number, duration = 120 * MINUTE): ProgressReport => ({
  key: "movie:42",
  meta: { title: "Kış Uykusu", year: 2014 },
  position,
  duration,
});

const episode = (season: number, ep: number, position: number, duration = 45 * MINUTE) => ({
  key: "tv:7" as const,
  meta: { title: "Yargı" },
  position,
  duration,
  episode: { season, episode: ep },
});

describe("recordProgress: a position the player reported", () => {
  it("5 s or less changes nothing: not started, and an old place is kept", () => {
    const empty = emptyRecord();
    expect(recordProgress(empty, film(5), T0)).toBe(empty);
    const started = recordProgress(empty, film(40 * MINUTE), T0);
    expect(recordProgress(started, film(3), T0 + 1000)).toBe(started);
    expect(resumePosition(started, "movie:42")).toBe(40 * MINUTE);
  });

  it("saves position, duration, time and the card's meta", () => {
    const record = recordProgress(emptyRecord(), film(72 * MINUTE), T0);
    expect(record.titles["movie:42"]).toEqual({
      meta: { title: "Kış Uykusu", year: 2014 },
      progress: { position: 72 * MINUTE, duration: 120 * MINUTE, updatedAt: T0, finished: false },
    });
    expect(isViewerRecord(record)).toBe(true);
  });

  it("finishing marks the film watched and clears it from 'continue'", () => {
    const watching = recordProgress(emptyRecord(), film(60 * MINUTE), T0);
    expect(continueWatching(watching).map((item) => item.key)).toEqual(["movie:42"]);
    const done = recordProgress(watching, film(118 * MINUTE), T0 + 1000);
    expect(done.titles["movie:42"]?.watched).toEqual({ value: true, at: T0 + 1000 });
    expect(done.titles["movie:42"]?.progress?.finished).toBe(true);
    expect(continueWatching(done)).toEqual([]);
    // 'İzle' then starts from the beginning, without asking.
    expect(resumePosition(done, "movie:42")).toBeNull();
  });

  it("watching a finished film again brings it back to 'continue', still watched", () => {
    const done = recordProgress(emptyRecord(), film(119 * MINUTE), T0);
    const again = recordProgress(done, film(10 * MINUTE), T0 + 1000);
    expect(continueWatching(again).map((item) => item.position)).toEqual([10 * MINUTE]);
    expect(again.titles["movie:42"]?.watched?.value).toBe(true);
  });

  it("an unknown duration keeps the one saved before", () => {
    const known = recordProgress(emptyRecord(), film(10 * MINUTE), T0);
    const later = recordProgress(known, film(20 * MINUTE, Number.NaN), T0 + 1000);
    expect(later.titles["movie:42"]?.progress?.duration).toBe(120 * MINUTE);
    const never = recordProgress(emptyRecord(), film(20 * MINUTE, 0), T0);
    expect(never.titles["movie:42"]?.progress).toMatchObject({ duration: 0, finished: false });
  });

  it("a position past the end is the end", () => {
    const record = recordProgress(emptyRecord(), film(150 * MINUTE), T0);
    expect(record.titles["movie:42"]?.progress).toMatchObject({
      position: 120 * MINUTE,
      finished: true,
    });
  });

  it("a series keeps progress per episode; a finished episode is its watched mark", () => {
    let record = recordProgress(emptyRecord(), episode(1, 1, 44 * MINUTE), T0);
    record = recordProgress(record, episode(1, 2, 10 * MINUTE), T0 + 1000);
    const entry = record.titles["tv:7"];
    expect(entry?.progress).toBeUndefined();
    expect(entry?.watched).toBeUndefined();
    expect(episodeProgress(record, "tv:7")).toEqual([
      expect.objectContaining({ season: 1, episode: 1, finished: true, fraction: 1 }),
      expect.objectContaining({ season: 1, episode: 2, finished: false, fraction: 10 / 45 }),
    ]);
    expect(resumePosition(record, "tv:7", { season: 1, episode: 2 })).toBe(10 * MINUTE);
    expect(resumePosition(record, "tv:7", { season: 1, episode: 1 })).toBeNull();
    expect(resumePosition(record, "tv:7", { season: 3, episode: 1 })).toBeNull();
  });

  it("a finished episode keeps the one after it, when the report names one", () => {
    const next = { season: 2, episode: 1 };
    const cases: Array<[string, number, typeof next | null | undefined, string | undefined]> = [
      ["finished, next named", 44 * MINUTE, next, "s2e1"],
      ["finished, the last episode", 44 * MINUTE, null, undefined],
      ["finished, next not given", 44 * MINUTE, undefined, undefined],
      ["not finished: nothing kept yet", 20 * MINUTE, next, undefined],
      ["a next that cannot be a key", 44 * MINUTE, { season: 2, episode: 0 }, undefined],
    ];
    for (const [name, position, after, kept] of cases) {
      const record = recordProgress(emptyRecord(), { ...episode(1, 8, position), next: after }, T0);
      expect(record.titles["tv:7"]?.episodes?.s1e8?.next, name).toBe(kept);
    }
  });

  it("a series report without an episode changes nothing", () => {
    const empty = emptyRecord();
    expect(recordProgress(empty, { ...episode(1, 1, 600), episode: undefined }, T0)).toBe(empty);
    expect(recordProgress(empty, episode(1, 0, 600), T0)).toBe(empty);
  });

  it("keeps the marks already on the title", () => {
    const record = recordWith({
      "movie:42": { list: { addedAt: T0 }, liked: { value: true, at: T0 } },
    });
    const next = recordProgress(record, film(600), T0 + 1);
    expect(next.titles["movie:42"]).toMatchObject({
      list: { addedAt: T0 },
      liked: { value: true, at: T0 },
      progress: progress(600, 7200, T0 + 1),
    });
  });
});
