/**
 * Issue 15: "every visitor benefits from what others measured". The catalog
 * service sums everyone's attempts per player host over the last 24 hours
 * (GET /embeds/health, when PLAYBACK_REPORTS=1); this merges those sums into
 * the browser's own ranking (health.ts). This browser's experience stays
 * the stronger voice: everyone else's attempts weigh at most as much as
 * three of its own, so a host that works here is not pushed away by a bad
 * hour elsewhere, while a host nobody here has tried starts from what
 * others found instead of "unknown".
 */
import type { components } from "../../../../openapi/catalog/types";
import {
  hostHealth,
  SLOW_START_PENALTY,
  STALL_VALUE,
  type HostHealth,
  type HostRanking,
} from "./health";
import { PLAYER_READY_TIMEOUT_MS } from "./timing";

export type HostHealthCounts = components["schemas"]["HostHealthCounts"];
export type PlaybackHealth = components["schemas"]["PlaybackHealth"];

/** Everyone else's attempts count as at most this many of this browser's. */
export const SERVER_HEALTH_MAX_WEIGHT = 3;
/**
 * A host nobody got ready in this many attempts is tried last (as after 3
 * failures here) by a browser that has not tried it itself.
 */
export const SERVER_DEMOTE_MIN_ATTEMPTS = 10;

/** The mean value of everyone's attempts on a host, on health.ts's scale (0 fails, 1 instant start). */
export function serverScore(counts: HostHealthCounts): number | null {
  if (counts.attempts <= 0) return null;
  const slowness = Math.min(1, Math.max(0, counts.meanReadyMs ?? 0) / PLAYER_READY_TIMEOUT_MS);
  const readyValue = 1 - SLOW_START_PENALTY * slowness;
  return (counts.ready * readyValue + counts.stalls * STALL_VALUE) / counts.attempts;
}

function merged(local: HostHealth, counts: HostHealthCounts): HostHealth {
  const score = serverScore(counts);
  if (score === null) return local;
  // The local score already carries its prior, worth one attempt.
  const localWeight = 1 + local.attempts;
  const serverWeight = Math.min(counts.attempts, SERVER_HEALTH_MAX_WEIGHT);
  return {
    score: (local.score * localWeight + score * serverWeight) / (localWeight + serverWeight),
    // Others put a host last only for a browser that has not tried it itself.
    demoted:
      local.demoted ||
      (local.attempts === 0 && counts.attempts >= SERVER_DEMOTE_MIN_ATTEMPTS && counts.ready === 0),
    attempts: local.attempts + counts.attempts,
  };
}

/** The browser's ranking with everyone's counts merged in; hosts only the service knows are added. */
export function mergeServerHealth(
  local: HostRanking,
  server: readonly HostHealthCounts[],
): HostRanking {
  const ranking = new Map(local);
  for (const counts of server)
    ranking.set(counts.host, merged(hostHealth(local, counts.host), counts));
  return ranking;
}
