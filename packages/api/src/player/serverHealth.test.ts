import { describe, expect, it } from "vitest";
import {
  EMPTY_HEALTH_LOG,
  hostHealth,
  rankHosts,
  recordAttempt,
  UNKNOWN_HOST_SCORE,
  type AttemptRecord,
} from "./health";
import {
  mergeServerHealth,
  SERVER_DEMOTE_MIN_ATTEMPTS,
  serverScore,
  type HostHealthCounts,
} from "./serverHealth";
import { baseSources, rankSources } from "./sources";

const NOW = Date.UTC(2026, 10, 24, 12);
const FAST = "http://fast.localhost:5050";
const FAILING = "http://failing.localhost:5050";

const counts = (host: string, c: Partial<HostHealthCounts>): HostHealthCounts => {
  const ready = c.ready ?? 0,
    errors = c.errors ?? 0,
    timeouts = c.timeouts ?? 0,
    stalls = c.stalls ?? 0;
  return {
    host,
    ready,
    errors,
    timeouts,
    stalls,
    attempts: ready + errors + timeouts + stalls,
    meanReadyMs: c.meanReadyMs ?? (ready > 0 ? 0 : null),
  };
};

const localOf = (...records: Array<Omit<AttemptRecord, "at">>) =>
  rankHosts(
    records.reduce(
      (log, r) => recordAttempt(log, { ...r, at: NOW - 60_000 }, NOW),
      EMPTY_HEALTH_LOG,
    ),
    NOW,
  );

describe("serverScore: everyone's attempts on health.ts's scale", () => {
  it.each([
    [{ ready: 4, meanReadyMs: 0 }, 1],
    [{ errors: 3, timeouts: 1 }, 0],
    [{ ready: 1, errors: 1, meanReadyMs: 0 }, 0.5],
    [{ stalls: 2 }, 0.25],
  ])("%j scores %d", (c, score) => {
    expect(serverScore(counts(FAST, c))).toBeCloseTo(score);
  });

  it("a slow start is worth less than a fast one", () => {
    expect(serverScore(counts(FAST, { ready: 1, meanReadyMs: 12_000 }))!).toBeLessThan(
      serverScore(counts(FAST, { ready: 1, meanReadyMs: 500 }))!,
    );
  });

  it("no attempts, no score", () => {
    expect(serverScore(counts(FAST, {}))).toBeNull();
  });
});

describe("mergeServerHealth", () => {
  it("a host nobody here tried starts from what others found, not from 'unknown'", () => {
    const ranking = mergeServerHealth(new Map(), [
      counts(FAST, { ready: 20, meanReadyMs: 300 }),
      counts(FAILING, { errors: 20 }),
    ]);
    expect(hostHealth(ranking, FAST).score).toBeGreaterThan(UNKNOWN_HOST_SCORE);
    expect(hostHealth(ranking, FAILING).score).toBeLessThan(UNKNOWN_HOST_SCORE);
    expect(hostHealth(ranking, FAILING).demoted).toBe(true);
  });

  it("this browser's own experience outweighs everyone else's", () => {
    const local = localOf(
      { host: FAILING, outcome: "ready", readyMs: 200 },
      { host: FAILING, outcome: "ready", readyMs: 200 },
      { host: FAILING, outcome: "ready", readyMs: 200 },
      { host: FAILING, outcome: "ready", readyMs: 200 },
    );
    const ranking = mergeServerHealth(local, [counts(FAILING, { errors: 1000 })]);
    expect(hostHealth(ranking, FAILING).score).toBeGreaterThan(UNKNOWN_HOST_SCORE);
    expect(hostHealth(ranking, FAILING).demoted).toBe(false);
  });

  it("a host demoted here stays demoted whatever others found", () => {
    const local = localOf(
      { host: FAST, outcome: "error" },
      { host: FAST, outcome: "timeout" },
      { host: FAST, outcome: "error" },
    );
    const ranking = mergeServerHealth(local, [counts(FAST, { ready: 100 })]);
    expect(hostHealth(ranking, FAST).demoted).toBe(true);
  });

  it(`others demote a host only after ${SERVER_DEMOTE_MIN_ATTEMPTS} attempts with none ready`, () => {
    const few = mergeServerHealth(new Map(), [
      counts(FAILING, { errors: SERVER_DEMOTE_MIN_ATTEMPTS - 1 }),
    ]);
    expect(hostHealth(few, FAILING).demoted).toBe(false);
    const oneReady = mergeServerHealth(new Map(), [
      counts(FAILING, { errors: 30, ready: 1, meanReadyMs: 100 }),
    ]);
    expect(hostHealth(oneReady, FAILING).demoted).toBe(false);
  });

  it("orders sources: a host others found failing goes after one they found working", () => {
    const title = {
      type: "movie" as const,
      tmdbId: null,
      imdbId: null,
      streams: [{ url: `${FAILING}/v2/embed/movie/1` }, { url: `${FAST}/v2/embed/movie/1` }],
    };
    const sources = baseSources(title, undefined, undefined, { embedHost: FAST });
    const ranking = mergeServerHealth(new Map(), [
      counts(FAILING, { errors: 4, ready: 1, meanReadyMs: 9000 }),
      counts(FAST, { ready: 5, meanReadyMs: 300 }),
    ]);
    expect(rankSources(sources, null, ranking).map((s) => s.host)).toEqual([FAST, FAILING]);
    expect(rankSources(sources, null, new Map()).map((s) => s.host)).toEqual([FAILING, FAST]);
  });
});
