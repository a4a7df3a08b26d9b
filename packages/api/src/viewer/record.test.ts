import { describe, expect, it } from "vitest";
import { titleMeta } from "./meta";
import {
  emptyRecord,
  episodeKey,
  isViewerRecord,
  parseEpisodeKey,
  readRecord,
  recordProblem,
  serializeRecord,
  titleHref,
  titleKey,
  type NoticeReason,
  type TitleKind,
} from "./record";
import { progress, recordWith, T0 } from "./testing";

describe("titleKey: the page's kind and id, the page address derived from it", () => {
  it.each<[TitleKind, string | number, string | null, string | null]>([
    ["movie", 42, "movie:42", "/movie/42"],
    ["tv", "1399", "tv:1399", "/tv/1399"],
    ["series", "s-sahsiyet", "series:s-sahsiyet", "/series/s-sahsiyet"],
    ["shows", "sahsiyet", "shows:sahsiyet", "/shows/sahsiyet"],
    ["movie", "m-kis-uykusu", "movie:m-kis-uykusu", "/movie/m-kis-uykusu"],
    // Ids a page address would have to escape cannot be remembered.
    ["movie", "a/b", null, null],
    ["movie", "şahsiyet", null, null],
    ["movie", "", null, null],
    ["movie", "x".repeat(129), null, null],
  ])("%s %j → %j", (kind, id, key, href) => {
    const made = titleKey(kind, id);
    expect(made).toBe(key);
    expect(made ? titleHref(made) : null).toBe(href);
  });
});

describe("episodeKey: s<season>e<episode>", () => {
  it.each([
    [{ season: 2, episode: 5 }, "s2e5"],
    [{ season: 0, episode: 1 }, "s0e1"],
    [{ season: 12, episode: 140 }, "s12e140"],
    [{ season: 1, episode: 0 }, null],
    [{ season: -1, episode: 3 }, null],
    [{ season: 1.5, episode: 3 }, null],
    [{ season: 1000, episode: 1 }, null],
  ])("%j → %j", (ref, key) => {
    expect(episodeKey(ref)).toBe(key);
    if (key) expect(parseEpisodeKey(key)).toEqual(ref);
  });
});

describe("readRecord: stored text → record, never a crash", () => {
  const valid = recordWith({
    "movie:1": { progress: progress(600, 7200, T0) },
    "tv:2": { episodes: { s1e3: progress(90, 2700, T0) }, list: { addedAt: T0 } },
  });
  const foreignVersion = { ...valid, version: 2 };

  it("nothing stored: the empty record, no notice", () => {
    expect(readRecord(null, T0)).toEqual({ record: emptyRecord(), notice: null });
  });

  it("a valid record comes back as stored, no notice", () => {
    expect(readRecord(serializeRecord(valid), T0)).toEqual({ record: valid, notice: null });
  });

  it.each<[string, string, NoticeReason]>([
    ["not JSON", "{titles: oops", "corrupt"],
    ["cut short", serializeRecord(valid).slice(0, 40), "corrupt"],
    ["JSON but not an object", "[1,2,3]", "corrupt"],
    ["JSON null", "null", "corrupt"],
    ["a string", '"sinema"', "corrupt"],
    ["no titles", JSON.stringify({ version: 1, preferences: {} }), "corrupt"],
    [
      "titles not an object",
      JSON.stringify({ version: 1, titles: [], preferences: {} }),
      "corrupt",
    ],
    ["another version", JSON.stringify(foreignVersion), "version"],
    ["no version", JSON.stringify({ titles: {}, preferences: {} }), "version"],
  ])("%s: the empty record with the notice %s", (_, raw, reason) => {
    const { record, notice } = readRecord(raw, T0);
    expect(notice).toBe(reason);
    expect(record).toEqual({ ...emptyRecord(), notice: { reason, at: T0 } });
    expect(isViewerRecord(record)).toBe(true);
  });

  it("one bad title is dropped, the others kept, with the notice 'repaired'", () => {
    const damaged = JSON.parse(serializeRecord(valid));
    damaged.titles["movie:3"] = { meta: { title: "Kötü" }, progress: { position: "çok" } };
    damaged.titles["../etc"] = { meta: { title: "Yanlış anahtar" } };
    damaged.titles["movie:1"].liked = { value: true, at: T0 };
    const { record, notice } = readRecord(JSON.stringify(damaged), T0 + 1);
    expect(notice).toBe("repaired");
    expect(Object.keys(record.titles).sort()).toEqual(["movie:1", "tv:2"]);
    expect(record.titles["movie:1"]?.liked).toEqual({ value: true, at: T0 });
    expect(record.notice).toEqual({ reason: "repaired", at: T0 + 1 });
  });

  it("bad preferences are reset, titles kept", () => {
    const damaged = { ...valid, preferences: { playbackLanguage: { value: "fransızca", at: T0 } } };
    const { record, notice } = readRecord(JSON.stringify(damaged), T0);
    expect(notice).toBe("repaired");
    expect(record.preferences).toEqual({});
    expect(record.titles).toEqual(valid.titles);
  });
});

describe("the schema checks every field", () => {
  const base = () =>
    recordWith({
      "movie:1": {
        progress: progress(600, 7200, T0),
        list: { addedAt: T0 },
        watched: { value: true, at: T0 },
        liked: { value: false, at: T0 },
        rating: { value: 8, at: T0 },
        dismissedAt: T0,
      },
      "tv:2": { episodes: { s1e3: progress(90, 2700, T0, true) } },
    });

  it("accepts a record using every field", () => {
    const record = base();
    record.titles["movie:1"]!.meta = {
      title: "Kış Uykusu",
      poster: "https://image.tmdb.org/t/p/w500/a.jpg",
      year: 2014,
      rating: 8.1,
      runtimeMinutes: 196,
    };
    record.preferences = { playbackLanguage: { value: "dublaj", at: T0 } };
    record.notice = { reason: "corrupt", at: T0 };
    expect(recordProblem(record)).toBeNull();
  });

  it.each<[string, (record: ReturnType<typeof base>) => void]>([
    ["an unknown top-level field", (r) => Object.assign(r, { owner: "x" })],
    [
      "an unknown title field",
      (r) => Object.assign(r.titles["movie:1"]!, { href: "javascript:alert(1)" }),
    ],
    ["a title without meta", (r) => delete (r.titles["movie:1"] as { meta?: unknown }).meta],
    ["an empty title", (r) => (r.titles["movie:1"]!.meta.title = "")],
    ["a 301-character title", (r) => (r.titles["movie:1"]!.meta.title = "ş".repeat(301))],
    ["a javascript: poster", (r) => (r.titles["movie:1"]!.meta.poster = "javascript:alert(1)")],
    ["a poster with a quote", (r) => (r.titles["movie:1"]!.meta.poster = '/a".png')],
    ["a fractional year", (r) => (r.titles["movie:1"]!.meta.year = 2014.5)],
    ["a rating over 10", (r) => (r.titles["movie:1"]!.meta.rating = 11)],
    ["a negative position", (r) => (r.titles["movie:1"]!.progress!.position = -1)],
    ["a position past 1e6 s", (r) => (r.titles["movie:1"]!.progress!.position = 1e6 + 1)],
    [
      "a string duration",
      (r) => Object.assign(r.titles["movie:1"]!.progress!, { duration: "7200" }),
    ],
    ["a fractional time", (r) => (r.titles["movie:1"]!.progress!.updatedAt = 1.5)],
    [
      "finished missing",
      (r) =>
        delete (r.titles["movie:1"]!.progress as Partial<ReturnType<typeof progress>>).finished,
    ],
    [
      "an episode key out of shape",
      (r) => Object.assign(r.titles["tv:2"]!.episodes!, { "1x3": progress(1, 2, 3) }),
    ],
    ["episode 0", (r) => Object.assign(r.titles["tv:2"]!.episodes!, { s1e0: progress(1, 2, 3) })],
    [
      "a list entry without addedAt",
      (r) => (r.titles["movie:1"]!.list = {} as { addedAt: number }),
    ],
    [
      "a watched mark without a time",
      (r) => (r.titles["movie:1"]!.watched = { value: true } as { value: boolean; at: number }),
    ],
    ["0 stars", (r) => (r.titles["movie:1"]!.rating = { value: 0, at: T0 })],
    ["11 stars", (r) => (r.titles["movie:1"]!.rating = { value: 11, at: T0 })],
    ["7.5 stars", (r) => (r.titles["movie:1"]!.rating = { value: 7.5, at: T0 })],
    ["a negative dismissal time", (r) => (r.titles["movie:1"]!.dismissedAt = -1)],
    [
      "an unknown language",
      (r) => (r.preferences = { playbackLanguage: { value: "en" as "dublaj", at: T0 } }),
    ],
    ["an unknown preference", (r) => Object.assign(r.preferences, { theme: "light" })],
    ["an unknown notice", (r) => (r.notice = { reason: "deleted" as "corrupt", at: T0 })],
    [
      "a key of another kind",
      (r) => Object.assign(r.titles, { "person:1": { meta: { title: "x" } } }),
    ],
  ])("refuses %s", (_, breakIt) => {
    const record = base();
    breakIt(record);
    expect(isViewerRecord(record)).toBe(false);
    expect(recordProblem(record)).toEqual(expect.any(String));
  });
});

describe("titleMeta: what a source gives, cleaned so the stored record stays valid", () => {
  it.each([
    [
      { title: "  Kış Uykusu  ", year: "2014", rating: "8.1" },
      { title: "Kış Uykusu", year: 2014, rating: 8.1 },
    ],
    [{ title: "", poster: null }, { title: "Adsız yapım" }],
    [{ title: "Ş".repeat(400) }, { title: "Ş".repeat(300) }],
    [
      { title: "A", poster: "/api/images/poster/m-1.svg" },
      { title: "A", poster: "/api/images/poster/m-1.svg" },
    ],
    [{ title: "A", poster: "javascript:alert(1)" }, { title: "A" }],
    [{ title: "A", poster: "https://x.example/a b.jpg" }, { title: "A" }],
    [{ title: "A", year: 2014.5, rating: 0, runtimeMinutes: -3 }, { title: "A" }],
    [
      { title: "A", year: "bilinmiyor", rating: Number.NaN, runtimeMinutes: 196 },
      { title: "A", runtimeMinutes: 196 },
    ],
    [{ title: "A", rating: 12 }, { title: "A" }],
  ])("%j → %j", (input, meta) => {
    const cleaned = titleMeta(input);
    expect(cleaned).toEqual(meta);
    const record = emptyRecord();
    record.titles["movie:1"] = { meta: cleaned };
    expect(isViewerRecord(record)).toBe(true);
  });
});
