/** GET /embeds/health (issue 15): everyone's player attempts per host, when the service keeps them. */
import type { PlaybackHealth } from "../player/serverHealth";

const DISABLED: PlaybackHealth = { enabled: false, windowHours: 24, hosts: [] };

/** The service's host health; "switched off" whenever it cannot be had, so playback never waits on it. */
export async function fetchPlaybackHealth(
  url: string,
  fetch: typeof globalThis.fetch,
): Promise<PlaybackHealth> {
  try {
    const response = await fetch(url);
    if (!response.ok) return DISABLED;
    const data = ((await response.json()) as { data?: PlaybackHealth } | null)?.data;
    return data && typeof data.enabled === "boolean" && Array.isArray(data.hosts) ? data : DISABLED;
  } catch {
    return DISABLED;
  }
}
