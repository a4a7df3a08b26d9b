import { describe, expect, it } from "vitest";
import { EMPTY_HEALTH_LOG, rankHosts, recordAttempt, type AttemptRecord } from "./health";
import {
  baseSources,
  languageBadges,
  languageCode,
  matchesPreference,
  parseLanguagePreference,
  playerSources,
  type LanguagePreference,
  type PlayableTitle,
} from "./sources";

const HOST = "https://player.test";
const OWN = "https://cdn.sinema.test";
const options = { embedHost: HOST };
const NOW = Date.UTC(2026, 10, 24, 12);
const noHealth = rankHosts(EMPTY_HEALTH_LOG, NOW);

const movie: PlayableTitle = {
  type: "movie",
  tmdbId: 550,
  imdbId: "tt0137523",
  // As detailFromMovie builds them: videoUrl, then the host's addresses.
  streams: [
    { url: `${OWN}/film/550.html` },
    { url: `${HOST}/v2/embed/movie/550` },
    { url: `${HOST}/v2/embed/movie/550?autoPlay=false` },
  ],
};

const urls = (sources: Array<{ url: string }>) => sources.map((source) => source.url);

describe("SPEC.md's base order", () => {
  it("a film: the catalogue's videoUrl, then v2 with the TMDB id, then v2/v3 autoPlay=false for the TMDB and the IMDb id", () => {
    expect(urls(baseSources(movie, undefined, undefined, options))).toEqual([
      `${OWN}/film/550.html`,
      `${HOST}/v2/embed/movie/550`,
      `${HOST}/v2/embed/movie/550?autoPlay=false`,
      `${HOST}/v3/embed/movie/550?autoPlay=false`,
      `${HOST}/v2/embed/movie/tt0137523?autoPlay=false`,
      `${HOST}/v3/embed/movie/tt0137523?autoPlay=false`,
    ]);
  });

  it("an episode: its own address, then the host's addresses for that season and episode", () => {
    const series: PlayableTitle = { ...movie, type: "tv", tmdbId: 1396, imdbId: null };
    expect(
      urls(baseSources(series, 2, { number: 5, streamUrl: `${OWN}/dizi/s2e5.html` }, options)),
    ).toEqual([
      `${OWN}/dizi/s2e5.html`,
      `${HOST}/v2/embed/tv/1396/2/5`,
      `${HOST}/v2/embed/tv/1396/2/5?autoPlay=false`,
      `${HOST}/v3/embed/tv/1396/2/5?autoPlay=false`,
    ]);
  });

  it("a catalogue series ('series' type) addresses the host's tv pages; no duplicates", () => {
    const series: PlayableTitle = { type: "series", tmdbId: 7, imdbId: null, streams: [] };
    const episode = { number: 1, streamUrl: `${HOST}/v2/embed/tv/7/1/1` };
    expect(urls(baseSources(series, 1, episode, options))).toEqual([
      `${HOST}/v2/embed/tv/7/1/1`,
      `${HOST}/v2/embed/tv/7/1/1?autoPlay=false`,
      `${HOST}/v3/embed/tv/7/1/1?autoPlay=false`,
    ]);
  });

  it("a title without a TMDB id has only its own addresses (static /dizi.json pages)", () => {
    const page: PlayableTitle = {
      type: "tv",
      tmdbId: null,
      imdbId: null,
      streams: [{ url: "http://localhost:5050/dizi/sahsiyet/sezon-1/bolum-1" }],
    };
    expect(urls(baseSources(page, 1, undefined, options))).toEqual([
      "http://localhost:5050/dizi/sahsiyet/sezon-1/bolum-1",
    ]);
  });

  it("never hands a frame anything but an absolute http(s) address", () => {
    const hostile: PlayableTitle = {
      type: "movie",
      tmdbId: null,
      imdbId: null,
      streams: [
        { url: "javascript:alert(1)" },
        { url: "data:text/html,<script>alert(1)</script>" },
        { url: "/relative/page" },
        { url: "ftp://files.test/a.mp4" },
        { url: "" },
        { url: "HTTPS://Player.Test/v2/embed/movie/1" },
      ],
    };
    expect(urls(baseSources(hostile, undefined, undefined, options))).toEqual([
      "HTTPS://Player.Test/v2/embed/movie/1",
    ]);
  });

  it("names each source's host by origin, and numbers the base order", () => {
    const [first, second] = baseSources(movie, undefined, undefined, options);
    expect(first).toMatchObject({ host: OWN, hostLabel: "cdn.sinema.test", baseIndex: 0 });
    expect(second).toMatchObject({ host: HOST, hostLabel: "player.test", baseIndex: 1 });
    const local = baseSources(
      { type: "movie", tmdbId: 1, imdbId: null, streams: [] },
      undefined,
      undefined,
      { embedHost: "http://slow.localhost:5050" },
    );
    expect(local[0]).toMatchObject({
      host: "http://slow.localhost:5050",
      hostLabel: "slow.localhost:5050",
    });
  });
});

describe("languages", () => {
  it("reads ISO 639-1 codes leniently: 'tr-TR', ' TR ' and 'tr' are Turkish", () => {
    expect(["tr-TR", " TR ", "tr", "en_GB"].map(languageCode)).toEqual(["tr", "tr", "tr", "en"]);
  });

  it("a source's own languages win; a source without any takes the title's (an episode's own address: the episode's)", () => {
    const title: PlayableTitle = {
      ...movie,
      audio: ["en"],
      subtitles: ["tr"],
      streams: [{ url: `${OWN}/dub.html`, audio: ["TR", "en"], subtitles: [] }],
    };
    const [own, host] = baseSources(title, undefined, undefined, options);
    expect(own?.languages).toEqual({ audio: ["tr", "en"], subtitles: [] });
    expect(host?.languages).toEqual({ audio: ["en"], subtitles: ["tr"] });
    const [episode, episodeHost] = baseSources(
      { ...title, type: "tv" },
      1,
      { number: 1, streamUrl: `${OWN}/e1.html`, audio: ["tr"] },
      options,
    );
    expect(episode?.languages).toEqual({ audio: ["tr"], subtitles: ["tr"] });
    // The host's addresses for the episode carry the title's languages.
    expect(episodeHost?.languages).toEqual({ audio: ["en"], subtitles: ["tr"] });
  });

  it.each<[LanguagePreference | null, { audio: string[]; subtitles: string[] }, boolean]>([
    ["dublaj", { audio: ["tr", "en"], subtitles: [] }, true],
    ["dublaj", { audio: ["en"], subtitles: ["tr"] }, false],
    ["altyazi", { audio: ["en"], subtitles: ["tr"] }, true],
    ["altyazi", { audio: ["tr"], subtitles: ["en"] }, false],
    [null, { audio: ["tr"], subtitles: ["tr"] }, false],
  ])("preference %s on %j matches: %s", (preference, languages, expected) => {
    expect(matchesPreference(languages, preference)).toBe(expected);
  });

  it("badges: 'Türkçe Dublaj' for Turkish audio, 'Türkçe Altyazı' for Turkish subtitles", () => {
    expect(languageBadges({ audio: ["tr", "en"], subtitles: ["tr"] })).toEqual({
      dubbed: true,
      subtitled: true,
    });
    expect(languageBadges({ audio: ["en"], subtitles: [] })).toEqual({
      dubbed: false,
      subtitled: false,
    });
  });

  it("reads a stored preference: dublaj, altyazi, else unset", () => {
    expect(["dublaj", "altyazi", "Dublaj", "", null, 3].map(parseLanguagePreference)).toEqual([
      "dublaj",
      "altyazi",
      null,
      null,
      null,
      null,
    ]);
  });
});

// Four sources on four hosts, in base order A, B, C, D: A and C are dubbed, B and D subtitled.
const A = "https://a.test";
const B = "https://b.test";
const C = "https://c.test";
const D = "https://d.test";
const four: PlayableTitle = {
  type: "movie",
  tmdbId: null,
  imdbId: null,
  streams: [
    { url: `${A}/1`, audio: ["tr"], subtitles: [] },
    { url: `${B}/1`, audio: ["en"], subtitles: ["tr"] },
    { url: `${C}/1`, audio: ["tr", "en"], subtitles: ["tr"] },
    { url: `${D}/1`, audio: ["en"], subtitles: ["tr"] },
  ],
};

const HOUR = 60 * 60 * 1000;
const fail = (host: string, hoursAgo: number): AttemptRecord => ({
  host,
  at: NOW - hoursAgo * HOUR,
  outcome: "error",
});
const fast = (host: string, hoursAgo: number, readyMs = 800): AttemptRecord => ({
  host,
  at: NOW - hoursAgo * HOUR,
  outcome: "ready",
  readyMs,
});
const healthOf = (...records: AttemptRecord[]) =>
  rankHosts(
    records.reduce((log, record) => recordAttempt(log, record, NOW), EMPTY_HEALTH_LOG),
    NOW,
  );

const order = (preference: LanguagePreference | null, health = noHealth) =>
  playerSources(four, undefined, undefined, preference, health, options).map(
    (source) => source.host,
  );

describe("playerSources: preference × health × base order", () => {
  it.each<[string, LanguagePreference | null, ReturnType<typeof healthOf>, string[]]>([
    ["no preference, no history: base order", null, noHealth, [A, B, C, D]],
    ["'Dublaj': dubbed sources first, each group in base order", "dublaj", noHealth, [A, C, B, D]],
    ["'Altyazı': subtitled sources first", "altyazi", noHealth, [B, C, D, A]],
    [
      "no preference: a host that failed its last three attempts is tried last",
      null,
      healthOf(fail(A, 3), fail(A, 2), fail(A, 1)),
      [B, C, D, A],
    ],
    [
      "'Dublaj': the failing dubbed host goes last among the dubbed, before the rest",
      "dublaj",
      healthOf(fail(A, 3), fail(A, 2), fail(A, 1)),
      [C, A, B, D],
    ],
    [
      "a host that worked fast moves ahead of untried ones",
      null,
      healthOf(fast(D, 1)),
      [D, A, B, C],
    ],
    [
      "'Altyazı' and health together: the healthier subtitled host first",
      "altyazi",
      healthOf(fast(D, 1), fail(B, 1)),
      [D, C, B, A],
    ],
    [
      "a fast start beats a slow one",
      null,
      healthOf(fast(C, 1, 12_000), fast(B, 1, 500)),
      [B, C, A, D],
    ],
    [
      "an old failure counts a little: behind untried hosts, ahead of a fresh failure",
      null,
      healthOf(fail(A, 72), fast(B, 1), fail(C, 1)),
      [B, D, A, C],
    ],
  ])("%s", (_rule, preference, health, expected) => {
    expect(order(preference, health)).toEqual(expected);
  });

  it("three failures in a row put a host last even when its long record still scores well", () => {
    // Seven fast starts, then three failures: the decayed average is still above an
    // untried host's, but the host is broken now.
    const history = [10, 9, 8, 7, 6, 5, 4].map((hoursAgo) => fast(A, hoursAgo));
    const health = healthOf(...history, fail(A, 3), fail(A, 2), fail(A, 1));
    expect(health.get(A)?.score).toBeGreaterThan(0.5);
    expect(order(null, health)).toEqual([B, C, D, A]);
  });

  it("three failures more than a day ago no longer put a host last: its faded score decides", () => {
    // A's streak ended 48 h ago; C failed once, 30 h ago (a fresher, heavier failure).
    const health = healthOf(fail(A, 50), fail(A, 49), fail(A, 48), fail(C, 30));
    expect(order(null, health)).toEqual([B, D, A, C]);
  });

  it("'Dublaj' on a dubbed series whose episode's own address is the subtitled original: the host's dubbed addresses first", () => {
    // The seed's shape: the series is dubbed (Turkish and English audio), each
    // episode's own address carries only the original track with subtitles.
    const series: PlayableTitle = {
      type: "tv",
      tmdbId: 1396,
      imdbId: null,
      streams: [],
      audio: ["tr", "en"],
      subtitles: ["tr"],
    };
    const episode = {
      number: 1,
      streamUrl: `${OWN}/dizi/s1e1.html`,
      audio: ["en"],
      subtitles: ["tr"],
    };
    const ranked = (preference: LanguagePreference | null) =>
      urls(playerSources(series, 1, episode, preference, noHealth, options));
    expect(ranked("dublaj")[0]).toBe(`${HOST}/v2/embed/tv/1396/1/1`);
    expect(ranked("dublaj").at(-1)).toBe(`${OWN}/dizi/s1e1.html`);
    expect(ranked("altyazi")[0]).toBe(`${OWN}/dizi/s1e1.html`);
  });
});
