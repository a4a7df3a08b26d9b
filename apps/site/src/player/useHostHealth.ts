import { useCallback } from "react";
import {
  mergeServerHealth,
  parseHealthLog,
  rankHosts,
  recordAttempt,
  serializeHealthLog,
  type AttemptRecord,
  type HostRanking,
} from "@sinema/api";
import { playbackHealthInHand, reportPlayback } from "../stats/events";

/**
 * Browser storage key of the host-health log (issue 15): how each player
 * host did for this browser, read when a title starts, written after every
 * attempt. Not part of the viewer's record: it describes hosts, not the
 * viewer, and means nothing on another device.
 */
export const HOST_HEALTH_KEY = "sinema.playerHealth";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The measured health of player hosts, kept in the browser. Read only when
 * a title starts (never while rendering, which also runs on the server), and
 * each time from storage, so what another tab learnt counts as well.
 */
export function useHostHealth() {
  const ranking = useCallback((): HostRanking => {
    const now = Date.now();
    const own = rankHosts(parseHealthLog(storage()?.getItem(HOST_HEALTH_KEY), now), now);
    // Issue 15: what every visitor measured (when the service keeps it), merged in.
    return mergeServerHealth(own, playbackHealthInHand().hosts);
  }, []);

  /** One finished attempt (usePlayer's onAttempt), added to what storage holds now. */
  const onAttempt = useCallback((record: AttemptRecord) => {
    reportPlayback({
      host: record.host,
      outcome: record.outcome,
      ...(record.readyMs === undefined ? {} : { readyMs: Math.round(record.readyMs) }),
    });
    const store = storage();
    if (!store) return;
    const now = Date.now();
    try {
      const log = parseHealthLog(store.getItem(HOST_HEALTH_KEY), now);
      store.setItem(HOST_HEALTH_KEY, serializeHealthLog(recordAttempt(log, record, now)));
    } catch {
      // A full or blocked storage only loses the ranking, never playback.
    }
  }, []);

  return { ranking, onAttempt };
}
