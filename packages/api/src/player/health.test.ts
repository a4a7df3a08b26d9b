import { describe, expect, it } from "vitest";
import {
  EMPTY_HEALTH_LOG,
  HEALTH_MAX_AGE_MS,
  HEALTH_MAX_HOSTS,
  HEALTH_RECORDS_PER_HOST,
  hostHealth,
  parseHealthLog,
  rankHosts,
  recordAttempt,
  serializeHealthLog,
  UNKNOWN_HOST_SCORE,
  type AttemptOutcome,
  type AttemptRecord,
  type HealthLog,
} from "./health";

const NOW = Date.UTC(2026, 10, 24, 12);
const HOUR = 60 * 60 * 1000;
const HOST = "http://localhost:5050";

const attempt = (
  outcome: AttemptOutcome,
  hoursAgo: number,
  host = HOST,
  readyMs?: number,
): AttemptRecord => ({
  host,
  at: NOW - hoursAgo * HOUR,
  outcome,
  ...(readyMs === undefined ? {} : { readyMs }),
});

const logOf = (...records: AttemptRecord[]): HealthLog =>
  records.reduce((log, record) => recordAttempt(log, record, NOW), EMPTY_HEALTH_LOG);

const health = (log: HealthLog, host = HOST, now = NOW) => hostHealth(rankHosts(log, now), host);

describe("host health score", () => {
  it("an untried host is unknown: the middle score, not demoted", () => {
    expect(health(EMPTY_HEALTH_LOG)).toEqual({
      score: UNKNOWN_HOST_SCORE,
      demoted: false,
      attempts: 0,
    });
  });

  it.each<[string, AttemptRecord[], "above" | "below"]>([
    ["a fast start raises it", [attempt("ready", 0, HOST, 500)], "above"],
    ["a start at the ready limit still raises it", [attempt("ready", 0, HOST, 15_000)], "above"],
    ["an error lowers it", [attempt("error", 0)], "below"],
    ["a time-out lowers it", [attempt("timeout", 0)], "below"],
    ["a stall lowers it", [attempt("stall", 0)], "below"],
  ])("%s", (_rule, records, side) => {
    const { score } = health(logOf(...records));
    if (side === "above") expect(score).toBeGreaterThan(UNKNOWN_HOST_SCORE);
    else expect(score).toBeLessThan(UNKNOWN_HOST_SCORE);
  });

  it("orders outcomes: fast > slow > stall > error", () => {
    const scores = [
      [attempt("ready", 0, HOST, 500)],
      [attempt("ready", 0, HOST, 12_000)],
      [attempt("stall", 0)],
      [attempt("error", 0)],
    ].map((records) => health(logOf(...records)).score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(new Set(scores).size).toBe(4);
  });

  it("decays: the same failure weighs less the older it is, and fades back to unknown", () => {
    const fresh = health(logOf(attempt("error", 0))).score;
    const sixHours = health(logOf(attempt("error", 6))).score;
    const aWeek = health(logOf(attempt("error", 24 * 6.9))).score;
    expect(fresh).toBeLessThan(sixHours);
    expect(sixHours).toBeLessThan(aWeek);
    expect(aWeek).toBeCloseTo(UNKNOWN_HOST_SCORE, 3);
    // Half-life: after 6 h the failure weighs half as much as a fresh one.
    expect(sixHours).toBeCloseTo(UNKNOWN_HOST_SCORE / (1 + 0.5), 6);
  });

  it("the same log read later gives a host another chance", () => {
    const log = logOf(attempt("error", 0), attempt("error", 0), attempt("error", 0));
    expect(health(log).demoted).toBe(true);
    expect(health(log, HOST, NOW + 25 * HOUR).demoted).toBe(false);
    expect(health(log, HOST, NOW + 25 * HOUR).score).toBeGreaterThan(health(log).score);
  });

  it.each<[string, AttemptOutcome[], boolean]>([
    ["three failures in a row: tried last", ["error", "timeout", "stall"], true],
    ["two failures: not yet", ["error", "error"], false],
    ["three failures, then a success: recovered", ["error", "error", "error", "ready"], false],
    ["a success between failures breaks the streak", ["error", "error", "ready", "error"], false],
    ["success long ago, then three failures", ["ready", "error", "error", "error"], true],
  ])("%s", (_rule, outcomes, demoted) => {
    const records = outcomes.map((outcome, i) =>
      attempt(outcome, outcomes.length - i, HOST, outcome === "ready" ? 900 : undefined),
    );
    expect(health(logOf(...records)).demoted).toBe(demoted);
  });

  it("hosts are scored separately", () => {
    const other = "http://slow.localhost:5050";
    const log = logOf(attempt("error", 1), attempt("ready", 1, other, 700));
    expect(health(log).score).toBeLessThan(UNKNOWN_HOST_SCORE);
    expect(health(log, other).score).toBeGreaterThan(UNKNOWN_HOST_SCORE);
  });
});

describe("the log in browser storage", () => {
  it("round-trips through serializeHealthLog/parseHealthLog", () => {
    const log = logOf(attempt("ready", 2, HOST, 1200), attempt("stall", 1), attempt("error", 0));
    expect(parseHealthLog(serializeHealthLog(log), NOW)).toEqual(log);
  });

  it.each<[string, string | null]>([
    ["nothing stored", null],
    ["not JSON", "{oops"],
    ["another version", JSON.stringify({ version: 2, records: [] })],
    ["records not a list", JSON.stringify({ version: 1, records: {} })],
    ["a bare list", JSON.stringify([])],
  ])("%s reads as an empty log", (_case, text) => {
    expect(parseHealthLog(text, NOW)).toEqual(EMPTY_HEALTH_LOG);
  });

  it("drops unreadable records one by one and keeps the rest", () => {
    const good = attempt("ready", 1, HOST, 800);
    const text = JSON.stringify({
      version: 1,
      records: [
        good,
        { ...good, outcome: "exploded" },
        { ...good, host: "" },
        { ...good, at: "yesterday" },
        null,
        { ...good, readyMs: -5 },
      ],
    });
    const { readyMs: _dropped, ...withoutMs } = good;
    expect(parseHealthLog(text, NOW).records).toEqual([good, withoutMs]);
  });

  it("stays bounded: a week of records, the newest per host, the most recent hosts", () => {
    let log = logOf(attempt("error", HEALTH_MAX_AGE_MS / HOUR + 1));
    expect(log.records).toEqual([]);
    for (let i = 0; i < HEALTH_RECORDS_PER_HOST + 5; i += 1) {
      log = recordAttempt(log, attempt(i % 2 ? "ready" : "error", 30 - i), NOW);
    }
    expect(log.records).toHaveLength(HEALTH_RECORDS_PER_HOST);
    expect(log.records.at(-1)?.at).toBe(NOW - (30 - (HEALTH_RECORDS_PER_HOST + 4)) * HOUR);
    for (let i = 0; i < HEALTH_MAX_HOSTS + 3; i += 1) {
      log = recordAttempt(log, attempt("ready", 0, `https://host-${i}.test`, 500), NOW);
    }
    const hosts = new Set(log.records.map((record) => record.host));
    expect(hosts.size).toBe(HEALTH_MAX_HOSTS);
    // The oldest host (the first one tried) made room for the newest.
    expect(hosts.has(HOST)).toBe(false);
    expect(hosts.has(`https://host-${HEALTH_MAX_HOSTS + 2}.test`)).toBe(true);
    expect(serializeHealthLog(log).length).toBeLessThan(20_000);
  });
});
