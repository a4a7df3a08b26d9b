/**
 * Sending events without ever slowing a page (issue 16): `track` only puts
 * the event in a small queue; the queue goes out in one request every few
 * seconds, and at once with `navigator.sendBeacon` when the page is hidden
 * (the browser delivers a beacon after the page is gone). Nothing is
 * retried and no failure is reported: a lost batch is a few counts, never
 * an error a visitor sees. Playback reports (issue 15) travel the same way
 * to their own endpoint, only when the service takes them.
 */
import type { PlaybackReport, SiteEvent } from "./events";

/** Issue 16: "a small queue flushed every few seconds". */
export const EVENT_FLUSH_MS = 5000;
/** The contract's batch sizes. */
export const EVENTS_PER_BATCH = 50;
export const REPORTS_PER_BATCH = 20;
/** Events kept while waiting; past it the oldest go (a page left open in a loop). */
export const MAX_QUEUED_EVENTS = 200;

export interface EventSenderOptions {
  /** POST /events, e.g. `/api/events`. */
  eventsUrl: string;
  /** POST /playback-reports. */
  reportsUrl: string;
  fetch: typeof globalThis.fetch;
  /** `navigator.sendBeacon`, where the browser has it. */
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  flushMs?: number;
}

export interface EventSender {
  track(event: SiteEvent): void;
  report(report: PlaybackReport): void;
  /** Sends what is queued now. `beacon`: the page is being hidden. */
  flush(options?: { beacon?: boolean }): void;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

export function createEventSender(options: EventSenderOptions): EventSender {
  const flushMs = options.flushMs ?? EVENT_FLUSH_MS;
  let events: SiteEvent[] = [];
  let reports: PlaybackReport[] = [];
  let timer: unknown = null;

  const post = (url: string, body: unknown, beacon: boolean) => {
    const json = JSON.stringify(body);
    // A Blob carries the media type the service requires (a string would go as text/plain).
    if (beacon && options.sendBeacon?.(url, new Blob([json], { type: "application/json" }))) {
      return;
    }
    options
      .fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: json,
        keepalive: true,
      })
      .catch(() => undefined);
  };

  const flush = ({ beacon = false }: { beacon?: boolean } = {}) => {
    if (timer !== null) options.clearTimer(timer);
    timer = null;
    const sendingEvents = events;
    const sendingReports = reports;
    events = [];
    reports = [];
    for (const batch of chunks(sendingEvents, EVENTS_PER_BATCH)) {
      post(options.eventsUrl, { events: batch }, beacon);
    }
    for (const batch of chunks(sendingReports, REPORTS_PER_BATCH)) {
      post(options.reportsUrl, { reports: batch }, beacon);
    }
  };

  const schedule = () => {
    timer ??= options.setTimer(() => {
      timer = null;
      flush();
    }, flushMs);
  };

  return {
    track(event) {
      events.push(event);
      if (events.length > MAX_QUEUED_EVENTS) events = events.slice(-MAX_QUEUED_EVENTS);
      schedule();
    },
    report(report) {
      reports.push(report);
      if (reports.length > MAX_QUEUED_EVENTS) reports = reports.slice(-MAX_QUEUED_EVENTS);
      schedule();
    },
    flush,
  };
}
