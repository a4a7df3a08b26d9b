/**
 * The event counters' behaviour (issues 15 and 16), written once and run on
 * SQLite and PostgreSQL (events.test.ts): batches add up, the statistics
 * aggregate across days and compare with the previous period, and both
 * engines answer the same. Expected answers are computed here by hand from
 * the events written, never copied from a run.
 */
import assert from "node:assert/strict";
import { type Event, EventRecorder } from "../events/recorder.ts";
import { addDays, dayOf, hourOf, periodOf } from "../events/period.ts";
import { statsOf } from "../events/stats.ts";
import type { ConformanceCase } from "./conformance.ts";
import type { MovieStore, Seed } from "./store.ts";

const EMPTY: Seed = { movies: [], embeds: [] };
const DAY_MS = 24 * 60 * 60 * 1000;
/** 2026-03-10 12:00 in Istanbul. */
const NOON = Date.UTC(2026, 2, 10, 9);

async function withStore(
  factory: Parameters<ConformanceCase["run"]>[0],
  run: (store: MovieStore, reopen: () => Promise<MovieStore>) => Promise<void>,
): Promise<void> {
  const { store, reopen } = await factory.fresh(EMPTY);
  try {
    await run(store, reopen);
  } finally {
    await store.close();
  }
}

/** Counts events as the HTTP route does, at `at`, and writes them. */
async function record(store: MovieStore, at: number, events: Event[]): Promise<void> {
  const recorder = new EventRecorder({
    store: store.events,
    now: () => at,
    reportError: (error) => {
      throw error;
    },
  });
  recorder.addEvents(events, at);
  await recorder.flush();
}

const view = (title: string, name = title): Event => ({ type: "view", title, name });
const play = (title: string, name = title): Event => ({ type: "play", title, name });
const search = (query: string, results: number): Event => ({ type: "search", query, results });

async function stats(store: MovieStore, from: string, to: string, now = NOON) {
  const period = periodOf(from, to, now);
  assert.ok(period.ok);
  return await statsOf({
    store: store.events,
    period: period.period,
    now,
    playbackReports: true,
    catalogueName: () => Promise.resolve(undefined),
  });
}

export const EVENT_CONFORMANCE: readonly ConformanceCase[] = [
  {
    name: "events: counters add up per title, day and kind across batches and reopening",
    async run(factory) {
      await withStore(factory, async (store, reopen) => {
        const today = dayOf(NOON);
        await record(store, NOON, [view("movie:a"), view("movie:a"), play("movie:a")]);
        await record(store, NOON + 60_000, [view("movie:a"), {
          type: "finish",
          title: "movie:a",
          name: "A",
        }]);
        // The day before, and a room opened off any title page.
        await record(store, NOON - DAY_MS, [view("movie:a"), { type: "roomOpen" }]);
        const second = await reopen();
        try {
          await record(second, NOON, [{ type: "listAdd", title: "movie:a", name: "A" }]);
        } finally {
          await second.close();
        }
        const rows = await store.events.countsByDay(addDays(today, -1), today);
        const sorted = rows.map((r) => `${r.day} ${r.kind} ${r.count}`).sort();
        assert.deepEqual(sorted, [
          `${addDays(today, -1)} roomOpen 1`,
          `${addDays(today, -1)} view 1`,
          `${today} finish 1`,
          `${today} listAdd 1`,
          `${today} play 1`,
          `${today} view 3`,
        ]);
      });
    },
  },
  {
    name: "events: a day is a day in Istanbul (UTC+3), so 22:30 UTC counts for the next day",
    async run(factory) {
      await withStore(factory, async (store) => {
        const lateUtc = Date.UTC(2026, 2, 10, 22, 30);
        await record(store, lateUtc, [view("movie:a")]);
        assert.equal(dayOf(lateUtc), "2026-03-11");
        const result = await stats(store, "2026-03-10", "2026-03-11");
        assert.deepEqual(result.days.map((d) => [d.date, d.views]), [
          ["2026-03-10", 0],
          ["2026-03-11", 1],
        ]);
      });
    },
  },
  {
    name: "events: statistics aggregate a period day by day and compare it with the one before",
    async run(factory) {
      await withStore(factory, async (store) => {
        // Period: 2026-03-04 .. 2026-03-10 (7 days); previous: 2026-02-25 .. 2026-03-03.
        const at = (day: string) => Date.parse(`${day}T09:00:00Z`);
        await record(store, at("2026-03-04"), [view("movie:a"), view("movie:b"), play("movie:b")]);
        await record(store, at("2026-03-06"), [view("movie:a"), play("movie:a"), play("movie:a")]);
        await record(store, at("2026-03-10"), [
          view("tv:c"),
          search("kis uykusu", 3),
          search("yok boyle bir film", 0),
          search("yok boyle bir film", 0),
          search("zzz", 0),
        ]);
        // Previous period: 4 views, 1 play, 1 search without results; before it, nothing counts.
        await record(store, at("2026-02-25"), [view("movie:a"), view("movie:a"), play("movie:b")]);
        await record(store, at("2026-03-03"), [view("movie:b"), view("movie:b"), search("zzz", 0)]);
        await record(store, at("2026-02-24"), [view("movie:a"), play("movie:a")]);
        // After the period: not counted either.
        await record(store, at("2026-03-11"), [play("movie:b"), search("zzz", 0)]);

        const result = await stats(store, "2026-03-04", "2026-03-10");
        assert.deepEqual(result.previous, { from: "2026-02-25", to: "2026-03-03" });
        assert.deepEqual(
          result.days.map((d) => [d.date, d.views, d.plays, d.searches, d.noResultSearches]),
          [
            ["2026-03-04", 2, 1, 0, 0],
            ["2026-03-05", 0, 0, 0, 0],
            ["2026-03-06", 1, 2, 0, 0],
            ["2026-03-07", 0, 0, 0, 0],
            ["2026-03-08", 0, 0, 0, 0],
            ["2026-03-09", 0, 0, 0, 0],
            ["2026-03-10", 1, 0, 4, 3],
          ],
        );
        assert.deepEqual(result.totals, {
          views: 4,
          plays: 3,
          finishes: 0,
          listAdds: 0,
          roomOpens: 0,
          searches: 4,
          noResultSearches: 3,
        });
        assert.deepEqual(result.previousTotals, {
          views: 4,
          plays: 1,
          finishes: 0,
          listAdds: 0,
          roomOpens: 0,
          searches: 1,
          noResultSearches: 1,
        });
        assert.deepEqual(result.change, {
          views: 0,
          plays: 200,
          finishes: null,
          listAdds: null,
          roomOpens: null,
          searches: 300,
          noResultSearches: 200,
        });
        // Most played first, then most viewed; a tie in both goes by key.
        assert.deepEqual(result.topTitles.map((t) => [t.title, t.plays, t.views]), [
          ["movie:a", 2, 2],
          ["movie:b", 1, 1],
          ["tv:c", 0, 1],
        ]);
        assert.deepEqual(result.noResultSearches, [
          { query: "yok boyle bir film", count: 2 },
          { query: "zzz", count: 1 },
        ]);
      });
    },
  },
  {
    name: "events: top titles stop at ten and carry the last name reported",
    async run(factory) {
      await withStore(factory, async (store) => {
        const events: Event[] = [];
        for (let i = 0; i < 12; i++) {
          for (let n = 0; n <= i; n++) events.push(play(`movie:t${i}`, `Eski ${i}`));
        }
        await record(store, NOON, events.slice(0, 40));
        await record(store, NOON, events.slice(40));
        await record(store, NOON, [view("movie:t11", "Yeni Ad")]);
        const today = dayOf(NOON);
        const result = await stats(store, today, today);
        assert.equal(result.topTitles.length, 10);
        assert.deepEqual(
          result.topTitles.map((t) => t.title),
          [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `movie:t${i}`),
        );
        assert.equal(result.topTitles[0]!.name, "Yeni Ad");
        assert.equal(result.topTitles[1]!.name, "Eski 10");
      });
    },
  },
  {
    name: "events: player hosts' health sums the last 24 hours and forgets older reports",
    async run(factory) {
      await withStore(factory, async (store) => {
        const report = async (at: number, host: string, outcome: string, readyMs?: number) => {
          const recorder = new EventRecorder({
            store: store.events,
            now: () => at,
            reportError: (error) => {
              throw error;
            },
          });
          recorder.addReports([
            { host, outcome, ...(readyMs === undefined ? {} : { readyMs }) } as never,
          ], at);
          await recorder.flush();
        };
        const hour = 60 * 60 * 1000;
        await report(NOON, "http://fast.localhost:5050", "ready", 400);
        await report(NOON - hour, "http://fast.localhost:5050", "ready", 800);
        await report(NOON - 23 * hour, "http://failing.localhost:5050", "error");
        await report(NOON - 2 * hour, "http://failing.localhost:5050", "timeout");
        await report(NOON - 2 * hour, "http://failing.localhost:5050", "stall");
        await report(NOON - 24 * hour, "http://fast.localhost:5050", "error");
        const rows = await store.events.hostHealth(hourOf(NOON) - 23);
        assert.deepEqual(rows, [
          {
            host: "http://failing.localhost:5050",
            ready: 0,
            errors: 1,
            timeouts: 1,
            stalls: 1,
            readyMs: 0,
          },
          {
            host: "http://fast.localhost:5050",
            ready: 2,
            errors: 0,
            timeouts: 0,
            stalls: 0,
            readyMs: 1200,
          },
        ]);
        const result = await stats(store, dayOf(NOON), dayOf(NOON));
        assert.deepEqual(result.playback.hosts[1], {
          host: "http://fast.localhost:5050",
          attempts: 2,
          ready: 2,
          errors: 0,
          timeouts: 0,
          stalls: 0,
          meanReadyMs: 600,
        });
        await store.events.purge("2000-01-01", hourOf(NOON) - 1);
        assert.deepEqual((await store.events.hostHealth(0)).map((r) => r.host), [
          "http://fast.localhost:5050",
        ]);
      });
    },
  },
  {
    name: "events: purging drops days before the cut and keeps the rest",
    async run(factory) {
      await withStore(factory, async (store) => {
        await record(store, NOON - 2 * DAY_MS, [view("movie:a"), search("eski arama", 0)]);
        await record(store, NOON, [view("movie:a"), search("yeni arama", 0)]);
        await store.events.purge(addDays(dayOf(NOON), -1), 0);
        const result = await stats(store, addDays(dayOf(NOON), -3), dayOf(NOON));
        assert.equal(result.totals.views, 1);
        assert.deepEqual(result.noResultSearches, [{ query: "yeni arama", count: 1 }]);
      });
    },
  },
];
