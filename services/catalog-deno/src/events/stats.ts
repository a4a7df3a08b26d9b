/**
 * GET /admin/stats's answer, assembled from the stored counters (issue 16):
 * every day of the period, the totals of the period and of the one before it
 * with the change between them, the ten titles played most, what visitors
 * looked for and did not find, and the player hosts' health (issue 15).
 */
import type { components } from "../../../../openapi/catalog/types.ts";
import type { DayKindCount, EventStore, HostTotals } from "../store/events.ts";
import { daysBetween, hourOf, percentChange, type Period } from "./period.ts";

type Schemas = components["schemas"];
export type Stats = Schemas["Stats"];
export type EventTotals = Schemas["EventTotals"];
export type PlaybackHealth = Schemas["PlaybackHealth"];
export type HostHealthCounts = Schemas["HostHealthCounts"];

/** Issue 16: "top 10 titles". */
export const TOP_TITLES = 10;
/** No-result searches listed at most. */
export const NO_RESULT_SEARCHES = 50;
/** Issue 15: "per-host health over the last 24 h". */
export const HEALTH_WINDOW_HOURS = 24;

const KIND_FIELDS = {
  view: "views",
  play: "plays",
  finish: "finishes",
  listAdd: "listAdds",
  roomOpen: "roomOpens",
  search: "searches",
  noResult: "noResultSearches",
} as const satisfies Record<DayKindCount["kind"], keyof EventTotals>;

const zeros = (): EventTotals => ({
  views: 0,
  plays: 0,
  finishes: 0,
  listAdds: 0,
  roomOpens: 0,
  searches: 0,
  noResultSearches: 0,
});

function totalsOf(rows: readonly DayKindCount[]): EventTotals {
  const totals = zeros();
  for (const row of rows) totals[KIND_FIELDS[row.kind]] += row.count;
  return totals;
}

function changeOf(current: EventTotals, previous: EventTotals): Schemas["EventChange"] {
  const change = {} as Schemas["EventChange"];
  for (const field of Object.keys(current) as Array<keyof EventTotals>) {
    change[field] = percentChange(current[field], previous[field]);
  }
  return change;
}

export function hostHealthOf(rows: readonly HostTotals[]): HostHealthCounts[] {
  return rows.map((row) => ({
    host: row.host,
    attempts: row.ready + row.errors + row.timeouts + row.stalls,
    ready: row.ready,
    errors: row.errors,
    timeouts: row.timeouts,
    stalls: row.stalls,
    meanReadyMs: row.ready > 0 ? Math.round(row.readyMs / row.ready) : null,
  }));
}

/** The hosts' health over the last 24 hours (the current hour and the 23 before it). */
export async function playbackHealth(
  store: EventStore,
  enabled: boolean,
  now: number,
): Promise<PlaybackHealth> {
  const hosts = enabled
    ? hostHealthOf(await store.hostHealth(hourOf(now) - (HEALTH_WINDOW_HOURS - 1)))
    : [];
  return { enabled, windowHours: HEALTH_WINDOW_HOURS, hosts };
}

export async function statsOf(deps: {
  store: EventStore;
  period: Period;
  now: number;
  playbackReports: boolean;
  /** The catalogue's name of a title key, when the catalogue holds that title. */
  catalogueName: (title: string) => Promise<string | undefined>;
}): Promise<Stats> {
  const { store, period } = deps;
  const [current, previous, top, noResults, playback] = await Promise.all([
    store.countsByDay(period.from, period.to),
    store.countsByDay(period.previous.from, period.previous.to),
    store.topTitles(period.from, period.to, TOP_TITLES),
    store.noResultSearches(period.from, period.to, NO_RESULT_SEARCHES),
    playbackHealth(store, deps.playbackReports, deps.now),
  ]);
  const byDay = new Map<string, DayKindCount[]>();
  for (const row of current) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row]);
  const totals = totalsOf(current);
  const previousTotals = totalsOf(previous);
  const topTitles = await Promise.all(top.map(async (row) => ({
    title: row.title,
    name: (await deps.catalogueName(row.title)) ?? row.name ?? row.title,
    views: row.views,
    plays: row.plays,
    finishes: row.finishes,
    listAdds: row.listAdds,
    roomOpens: row.roomOpens,
  })));
  return {
    from: period.from,
    to: period.to,
    previous: period.previous,
    days: daysBetween(period.from, period.to).map((date) => ({
      date,
      ...totalsOf(byDay.get(date) ?? []),
    })),
    totals,
    previousTotals,
    change: changeOf(totals, previousTotals),
    topTitles,
    noResultSearches: noResults,
    playback,
  };
}
