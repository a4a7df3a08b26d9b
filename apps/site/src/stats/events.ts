/**
 * The site's side of issue 16's statistics: events go into one small queue
 * per tab (packages/api's sender), out every few seconds, and by beacon when
 * the page is hidden. Nothing here runs on the server, nothing waits for an
 * answer, and nothing names the viewer. Playback reports (issue 15) ride
 * along when the service takes them.
 */
import {
  createEventSender,
  fetchPlaybackHealth,
  type EventSender,
  type PlaybackHealth,
  type PlaybackReport,
  type SiteEvent,
  type TitleRef,
} from "@sinema/api";

const base = (import.meta.env.VITE_CATALOG_BASE || "/api").replace(/\/+$/, "");
const inBrowser = typeof window !== "undefined";

let sender: EventSender | null = null;

function senderOf(): EventSender | null {
  if (!inBrowser) return null;
  if (!sender) {
    const created = createEventSender({
      eventsUrl: `${base}/events`,
      reportsUrl: `${base}/playback-reports`,
      fetch: (input, init) => window.fetch(input, init),
      sendBeacon:
        typeof navigator.sendBeacon === "function"
          ? (url, data) => navigator.sendBeacon(url, data)
          : undefined,
      setTimer: (run, ms) => window.setTimeout(run, ms),
      clearTimer: (timer) => window.clearTimeout(timer as number),
    });
    // 'pagehide' covers closing and navigating away; 'hidden' also a phone
    // switching apps, after which the page may be killed without another event.
    window.addEventListener("pagehide", () => created.flush({ beacon: true }));
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") created.flush({ beacon: true });
    });
    sender = created;
  }
  return sender;
}

/** Counts an event (anonymous; sent later, in a batch). */
export function trackEvent(event: SiteEvent | null): void {
  if (event) senderOf()?.track(event);
}

/**
 * The title whose page is open, if any: a couple-mode room opened there is
 * counted for it. Set by the detail pages while they are shown.
 */
let currentTitle: TitleRef | null = null;

export function setCurrentTitle(title: TitleRef | null): void {
  currentTitle = title;
}

export function getCurrentTitle(): TitleRef | null {
  return currentTitle;
}

const DISABLED: PlaybackHealth = { enabled: false, windowHours: 24, hosts: [] };
/** How long the service's host health is reused before it is asked again. */
const HEALTH_TTL_MS = 5 * 60 * 1000;
let health: { at: number; value: PlaybackHealth } | null = null;
let asking: Promise<PlaybackHealth> | null = null;

/**
 * Issue 15: everyone's host health from the service, asked in the
 * background (a detail page asks when it opens); playback reads whatever
 * is in hand and never waits for it.
 */
export function refreshPlaybackHealth(): void {
  if (!inBrowser || asking) return;
  if (health && Date.now() - health.at < HEALTH_TTL_MS) return;
  asking = fetchPlaybackHealth(`${base}/embeds/health`, (input, init) => window.fetch(input, init))
    .then((value) => {
      health = { at: Date.now(), value };
      return value;
    })
    .finally(() => {
      asking = null;
    });
}

export function playbackHealthInHand(): PlaybackHealth {
  return health?.value ?? DISABLED;
}

/** Reports one player attempt, only when the service takes reports. */
export function reportPlayback(report: PlaybackReport): void {
  if (playbackHealthInHand().enabled) senderOf()?.report(report);
}
