/**
 * Events in, counters out, in batches (issue 16: "the service writes them in
 * batches"). Each accepted event only adds one to a counter in memory; a
 * flush writes every counter that moved since the last one in a single
 * transaction of adding upserts. Flushes run every second (main.ts), when
 * the pending counters grow past a bound, before statistics are read, and at
 * shutdown. A flush that fails puts its counters back, so nothing is lost to
 * a database that is briefly away.
 */
import type { components } from "../../../../openapi/catalog/types.ts";
import {
  type CountBatch,
  type CountedKind,
  type EventStore,
  NO_TITLE,
  type PlaybackCount,
  type SearchCount,
  type TitleCount,
} from "../store/events.ts";
import { dayOf, hourOf } from "./period.ts";

export type Event = components["schemas"]["Event"];
export type PlaybackReport = components["schemas"]["PlaybackReport"];

/** How often main.ts flushes, and how old pending counters may get before a request flushes them. */
export const FLUSH_INTERVAL_MS = 1000;
/** Distinct pending counters past which the next request writes them at once. */
export const MAX_PENDING_COUNTERS = 5000;
/** Day counters are kept this long (the longest period a request may ask for, and its previous one). */
export const EVENT_RETENTION_DAYS = 2 * 366;
/** Host counters are kept this long (the health window is 24 hours). */
export const PLAYBACK_RETENTION_HOURS = 48;
/** How often old counters are dropped. */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

interface Pending {
  titles: Map<string, TitleCount>;
  names: Map<string, string>;
  searches: Map<string, SearchCount>;
  playback: Map<string, PlaybackCount>;
}

const empty = (): Pending => ({
  titles: new Map(),
  names: new Map(),
  searches: new Map(),
  playback: new Map(),
});

const sizeOf = (p: Pending) => p.titles.size + p.names.size + p.searches.size + p.playback.size;

function addTitle(p: Pending, count: TitleCount): void {
  const key = `${count.day}|${count.kind}|${count.title}`;
  const existing = p.titles.get(key);
  if (existing) existing.count += count.count;
  else p.titles.set(key, { ...count });
}

function addSearch(p: Pending, count: SearchCount): void {
  const key = `${count.day}|${count.query}`;
  const existing = p.searches.get(key);
  if (existing) {
    existing.searches += count.searches;
    existing.noResults += count.noResults;
  } else p.searches.set(key, { ...count });
}

function addPlayback(p: Pending, count: PlaybackCount): void {
  const key = `${count.hour}|${count.host}`;
  const existing = p.playback.get(key);
  if (existing) {
    existing.ready += count.ready;
    existing.errors += count.errors;
    existing.timeouts += count.timeouts;
    existing.stalls += count.stalls;
    existing.readyMs += count.readyMs;
  } else p.playback.set(key, { ...count });
}

/** Puts a batch that could not be written back under what came since. */
function restore(p: Pending, batch: CountBatch): void {
  for (const count of batch.titles) addTitle(p, count);
  for (const { title, name } of batch.names) if (!p.names.has(title)) p.names.set(title, name);
  for (const count of batch.searches) addSearch(p, count);
  for (const count of batch.playback) addPlayback(p, count);
}

export class EventRecorder {
  readonly #store: EventStore;
  readonly #now: () => number;
  readonly #reportError: (error: unknown) => void;
  #pending = empty();
  #oldest: number | null = null;
  #writing: Promise<void> = Promise.resolve();
  #lastPurge = Number.NEGATIVE_INFINITY;

  constructor(deps: {
    store: EventStore;
    now: () => number;
    reportError: (error: unknown) => void;
  }) {
    this.#store = deps.store;
    this.#now = deps.now;
    this.#reportError = deps.reportError;
  }

  #touch(now: number): void {
    this.#oldest ??= now;
  }

  /** Counts a validated batch of visitors' events. */
  addEvents(events: readonly Event[], now: number): void {
    const day = dayOf(now);
    for (const event of events) {
      if (event.type === "search") {
        addSearch(this.#pending, {
          day,
          query: event.query,
          searches: 1,
          noResults: event.results === 0 ? 1 : 0,
        });
        continue;
      }
      const title = event.title ?? NO_TITLE;
      addTitle(this.#pending, { day, kind: event.type as CountedKind, title, count: 1 });
      if (event.title !== undefined && event.name !== undefined) {
        this.#pending.names.set(event.title, event.name);
      }
    }
    this.#touch(now);
  }

  /** Counts a validated batch of playback reports. */
  addReports(reports: readonly PlaybackReport[], now: number): void {
    const hour = hourOf(now);
    for (const report of reports) {
      addPlayback(this.#pending, {
        hour,
        host: report.host,
        ready: report.outcome === "ready" ? 1 : 0,
        errors: report.outcome === "error" ? 1 : 0,
        timeouts: report.outcome === "timeout" ? 1 : 0,
        stalls: report.outcome === "stall" ? 1 : 0,
        readyMs: report.outcome === "ready" ? report.readyMs ?? 0 : 0,
      });
    }
    this.#touch(now);
  }

  /** Whether a request should flush now: counters waited a whole interval, or grew past the bound. */
  due(now: number): boolean {
    if (this.#oldest === null) return false;
    return now - this.#oldest >= FLUSH_INTERVAL_MS || sizeOf(this.#pending) >= MAX_PENDING_COUNTERS;
  }

  /**
   * Writes the pending counters. Flushes run one after another; a caller
   * returns once everything counted before its call is written (or, on a
   * database error, put back and reported).
   */
  /** Issue 29's queue depth: counters held in memory, waiting for the next write. */
  get pendingCount(): number {
    const pending = this.#pending;
    return pending.titles.size + pending.searches.size + pending.playback.size;
  }

  flush(): Promise<void> {
    const run = this.#writing.then(() => this.#writeOnce());
    this.#writing = run;
    return run;
  }

  async #writeOnce(): Promise<void> {
    const now = this.#now();
    if (now - this.#lastPurge >= PURGE_INTERVAL_MS) {
      this.#lastPurge = now;
      try {
        await this.#store.purge(
          dayOf(now - EVENT_RETENTION_DAYS * 24 * 60 * 60 * 1000),
          hourOf(now) - PLAYBACK_RETENTION_HOURS,
        );
      } catch (error) {
        this.#reportError(error);
      }
    }
    if (sizeOf(this.#pending) === 0) return;
    const pending = this.#pending;
    this.#pending = empty();
    this.#oldest = null;
    const batch: CountBatch = {
      titles: [...pending.titles.values()],
      names: [...pending.names].map(([title, name]) => ({ title, name })),
      searches: [...pending.searches.values()],
      playback: [...pending.playback.values()],
    };
    try {
      await this.#store.write(batch);
    } catch (error) {
      restore(this.#pending, batch);
      this.#touch(now);
      this.#reportError(error);
    }
  }
}
