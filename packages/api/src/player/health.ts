/**
 * How well each player host has worked for this viewer: a log of attempts
 * (plain JSON, kept in the browser) and a score read from it. Recent
 * attempts count most; old ones fade toward "unknown", so a host that was
 * down yesterday gets another chance today.
 */
import { PLAYER_READY_TIMEOUT_MS } from "./timing";

/**
 * - `ready`: the player became ready (`readyMs` after the frame was given the address)
 * - `error`: the page or the player reported an error
 * - `timeout`: it did not load, answer or get ready in time
 * - `stall`: it played, then stopped advancing while not paused
 */
export type AttemptOutcome = "ready" | "error" | "timeout" | "stall";

export interface AttemptRecord {
  /** The player host's origin (`playerHostOf`). */
  host: string;
  /** Epoch milliseconds. */
  at: number;
  outcome: AttemptOutcome;
  /** For `ready`: how long it took. */
  readyMs?: number;
}

export interface HealthLog {
  version: 1;
  /** Oldest first. */
  records: AttemptRecord[];
}

/** An attempt's weight halves every 6 hours. */
export const HEALTH_HALF_LIFE_MS = 6 * 60 * 60 * 1000;
/** Older attempts are dropped from the log. */
export const HEALTH_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Attempts kept per host (the newest). */
export const HEALTH_RECORDS_PER_HOST = 20;
/** Hosts kept in the log (those tried most recently), so browser storage stays small. */
export const HEALTH_MAX_HOSTS = 50;
/** A host whose last this-many attempts all failed is tried after every other one. */
export const FAILURE_STREAK_LIMIT = 3;
/** ...as long as the newest of those failures is this recent. */
export const FAILURE_STREAK_WINDOW_MS = 24 * 60 * 60 * 1000;
/** What an untried host scores, and how many attempts' worth that belief weighs. */
export const UNKNOWN_HOST_SCORE = 0.5;
const PRIOR_WEIGHT = 1;
/** What a start at the ready time-out loses against an instant one. */
export const SLOW_START_PENALTY = 0.4;
/** A stall is better than never playing, worse than playing through. */
export const STALL_VALUE = 0.25;

export const EMPTY_HEALTH_LOG: HealthLog = { version: 1, records: [] };

export interface HostHealth {
  /** 0 (always fails) to 1 (always ready at once); `UNKNOWN_HOST_SCORE` with no data. */
  score: number;
  /** Its last `FAILURE_STREAK_LIMIT` attempts failed, recently: try it last. */
  demoted: boolean;
  /** Attempts the score rests on. */
  attempts: number;
}

export type HostRanking = ReadonlyMap<string, HostHealth>;

const UNKNOWN: HostHealth = { score: UNKNOWN_HOST_SCORE, demoted: false, attempts: 0 };

export const isFailure = (outcome: AttemptOutcome) => outcome !== "ready";

/** How much one attempt says about the host: a fast start is worth more than a slow one. */
function valueOf(record: AttemptRecord): number {
  switch (record.outcome) {
    case "ready": {
      const slowness = Math.min(1, Math.max(0, record.readyMs ?? 0) / PLAYER_READY_TIMEOUT_MS);
      // Even the slowest start is a start: better than not knowing.
      return 1 - SLOW_START_PENALTY * slowness;
    }
    case "stall":
      return STALL_VALUE;
    default:
      return 0;
  }
}

function healthOf(records: readonly AttemptRecord[], now: number): HostHealth {
  let weighted = UNKNOWN_HOST_SCORE * PRIOR_WEIGHT;
  let weights = PRIOR_WEIGHT;
  for (const record of records) {
    const age = Math.max(0, now - record.at);
    const weight = 0.5 ** (age / HEALTH_HALF_LIFE_MS);
    weighted += weight * valueOf(record);
    weights += weight;
  }
  const newest = records.slice(-FAILURE_STREAK_LIMIT);
  const demoted =
    newest.length === FAILURE_STREAK_LIMIT &&
    newest.every((record) => isFailure(record.outcome)) &&
    now - (newest.at(-1)?.at ?? 0) <= FAILURE_STREAK_WINDOW_MS;
  return { score: weighted / weights, demoted, attempts: records.length };
}

/** Every host of the log with its health at `now`; hosts not in it are `hostHealth`'s unknown. */
export function rankHosts(log: HealthLog, now: number): HostRanking {
  const byHost = new Map<string, AttemptRecord[]>();
  for (const record of log.records) {
    const list = byHost.get(record.host) ?? [];
    list.push(record);
    byHost.set(record.host, list);
  }
  return new Map([...byHost].map(([host, records]) => [host, healthOf(records, now)]));
}

export function hostHealth(ranking: HostRanking, host: string): HostHealth {
  return ranking.get(host) ?? UNKNOWN;
}

/** Keeps the log bounded: recent attempts only, a few per host, a few hosts. */
export function pruneHealthLog(log: HealthLog, now: number): HealthLog {
  const fresh = log.records
    .filter((record) => now - record.at <= HEALTH_MAX_AGE_MS)
    .sort((a, b) => a.at - b.at);
  const perHost = new Map<string, number>();
  const kept: AttemptRecord[] = [];
  // Newest first, so the limits keep the newest attempts and hosts.
  for (const record of fresh.reverse()) {
    const count = perHost.get(record.host);
    if (count === undefined && perHost.size >= HEALTH_MAX_HOSTS) continue;
    if ((count ?? 0) >= HEALTH_RECORDS_PER_HOST) continue;
    perHost.set(record.host, (count ?? 0) + 1);
    kept.push(record);
  }
  return { version: 1, records: kept.reverse() };
}

export function recordAttempt(log: HealthLog, record: AttemptRecord, now: number): HealthLog {
  return pruneHealthLog({ version: 1, records: [...log.records, record] }, now);
}

const OUTCOMES: ReadonlySet<string> = new Set<AttemptOutcome>([
  "ready",
  "error",
  "timeout",
  "stall",
]);

function readRecord(value: unknown): AttemptRecord | null {
  if (typeof value !== "object" || value === null) return null;
  const { host, at, outcome, readyMs } = value as Record<string, unknown>;
  if (typeof host !== "string" || host.length === 0 || host.length > 200) return null;
  if (typeof at !== "number" || !Number.isFinite(at)) return null;
  if (typeof outcome !== "string" || !OUTCOMES.has(outcome)) return null;
  const ms = typeof readyMs === "number" && Number.isFinite(readyMs) && readyMs >= 0;
  return { host, at, outcome: outcome as AttemptOutcome, ...(ms ? { readyMs } : {}) };
}

export function serializeHealthLog(log: HealthLog): string {
  return JSON.stringify(log);
}

/**
 * Reads what `serializeHealthLog` wrote. Browser storage can hold anything
 * (another version, a hand edit, a cut-off write): what cannot be read is
 * dropped, record by record, and the rest kept.
 */
export function parseHealthLog(text: string | null | undefined, now: number): HealthLog {
  if (!text) return EMPTY_HEALTH_LOG;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return EMPTY_HEALTH_LOG;
  }
  if (typeof value !== "object" || value === null) return EMPTY_HEALTH_LOG;
  const { version, records } = value as { version?: unknown; records?: unknown };
  if (version !== 1 || !Array.isArray(records)) return EMPTY_HEALTH_LOG;
  const read = records.map(readRecord).filter((record) => record !== null);
  return pruneHealthLog({ version: 1, records: read }, now);
}
