/**
 * 'İstatistikler' and the dashboard's figures (issue 16): the admin client
 * for GET /admin/stats, the period in the address, and the rows and points
 * the charts and tables draw, labelled in Turkish. Figures stay numbers:
 * the site words them with packages/ui's format module.
 */
import createClient from "openapi-fetch";
import type { components, paths } from "../../../../openapi/catalog/types";
import {
  CATALOG_TIMEOUT_MS,
  callCatalog,
  CatalogError,
  DEFAULT_CATALOG_BASE,
  withTimeout,
  type CatalogClientOptions,
} from "../catalog/client";

type Schemas = components["schemas"];
export type Stats = Schemas["Stats"];
export type EventTotals = Schemas["EventTotals"];
export type HostHealthCounts = Schemas["HostHealthCounts"];

/** The periods 'İstatistikler' offers, in days; the address says which (`?gun=7`). */
export const STATS_PERIODS = [7, 30, 90] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];
export const DEFAULT_STATS_PERIOD: StatsPeriod = 30;
/** The dashboard's cards compare the last 30 days with the 30 before. */
export const DASHBOARD_STATS_PERIOD: StatsPeriod = 30;
export const STATS_PERIOD_PARAM = "gun";

export const STATS_PERIOD_OPTIONS = STATS_PERIODS.map((days) => ({
  value: String(days),
  label: `Son ${days} gün`,
}));

/** The period an address asks for; anything else is the default. */
export function statsPeriodOf(params: URLSearchParams): StatsPeriod {
  const days = Number(params.get(STATS_PERIOD_PARAM));
  return STATS_PERIODS.find((period) => period === days) ?? DEFAULT_STATS_PERIOD;
}

/** What the change line of a figure compares with. */
export const periodText = (days: number) => `önceki ${days} güne göre`;

export interface StatsClient {
  getStats(token: string, days: number): Promise<Stats>;
}

export function createStatsClient(options: CatalogClientOptions = {}): StatsClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? DEFAULT_CATALOG_BASE,
    fetch: withTimeout(
      options.fetch ?? globalThis.fetch.bind(globalThis),
      options.timeoutMs ?? CATALOG_TIMEOUT_MS,
    ),
  });
  return {
    async getStats(token, days) {
      const body = await callCatalog(() =>
        client.GET("/admin/stats", {
          params: { query: { days } },
          headers: { Authorization: `Bearer ${token}` },
        }),
      );
      const data = (body as { data?: Stats } | undefined)?.data;
      if (!data || !Array.isArray(data.days)) throw new CatalogError("Unexpected stats shape", 200);
      return data;
    },
  };
}

/** The line chart's series: 'Ziyaret' (detail views) and 'Oynatma' (playback starts) per day. */
export const DAILY_SERIES = [
  { key: "views", label: "Ziyaret" },
  { key: "plays", label: "Oynatma" },
] as const;

export interface DailyPoint {
  /** The day as the server counted it, "2026-03-10" (packages/ui's formatDay words it). */
  date: string;
  views: number;
  plays: number;
}

export function dailyPoints(stats: Stats): DailyPoint[] {
  return stats.days.map((day) => ({
    date: day.date,
    views: day.views,
    plays: day.plays,
  }));
}

export interface TopTitleBar {
  /** Its page, e.g. `/movie/m-kis-uykusu`. */
  href: string;
  label: string;
  /** Playback starts: what the bars measure. */
  value: number;
  /** Detail views, told beside. */
  views: number;
}

/** A title key's page: `movie:42` → `/movie/42`. */
const hrefOf = (title: string) => `/${title.replace(":", "/")}`;

/**
 * 'En Çok İzlenen 10 Yapım': the titles that were played. The service ranks
 * by starts, then views, so a quiet period also lists titles only looked at;
 * drawn as bars of nought they made the chart look broken.
 */
export function topTitleBars(stats: Stats): TopTitleBar[] {
  return stats.topTitles
    .filter((title) => title.plays > 0)
    .map((title) => ({
      href: hrefOf(title.title),
      label: title.name,
      value: title.plays,
      views: title.views,
    }));
}

export interface StatsFigure {
  label: string;
  value: number;
  /** Percent against the previous period; null when that counted nothing. */
  change: number | null;
}

const figure = (stats: Stats, field: keyof EventTotals, label: string): StatsFigure => ({
  label,
  value: stats.totals[field],
  change: stats.change[field],
});

/** The totals 'İstatistikler' shows above its charts. */
export function statsFigures(stats: Stats): StatsFigure[] {
  return [
    figure(stats, "views", "Ziyaret"),
    figure(stats, "plays", "Oynatma"),
    figure(stats, "finishes", "Tamamlanan İzleme"),
    figure(stats, "listAdds", "Listeye Ekleme"),
    figure(stats, "roomOpens", "Sevgili Modu Odası"),
    figure(stats, "searches", "Arama"),
  ];
}

const DASHBOARD_FIELDS = [
  ["views", "Ziyaret"],
  ["plays", "Oynatma"],
  ["searches", "Arama"],
] as const satisfies ReadonlyArray<readonly [keyof EventTotals, string]>;

/**
 * The dashboard's event cards (beside 'Toplam Film', the catalogue's count);
 * without statistics (yet), each has no value and no change.
 */
export function dashboardFigures(
  stats: Stats | undefined,
): Array<Omit<StatsFigure, "value"> & { value: number | null }> {
  return DASHBOARD_FIELDS.map(([field, label]) =>
    stats ? figure(stats, field, label) : { label, value: null, change: null },
  );
}

export interface HostHealthRow {
  host: string;
  attempts: number;
  /** Share of attempts that got ready, 0..1; null before any attempt. */
  readyShare: number | null;
  /** Mean time to ready in seconds; null when none got ready. */
  meanReadySeconds: number | null;
  errors: number;
  timeouts: number;
  stalls: number;
}

/** The host-health table's rows (issue 15), host names as the source menu shows them. */
export function hostHealthRows(hosts: readonly HostHealthCounts[]): HostHealthRow[] {
  return hosts.map((host) => ({
    host: host.host.replace(/^https?:\/\//, ""),
    attempts: host.attempts,
    readyShare: host.attempts > 0 ? host.ready / host.attempts : null,
    meanReadySeconds: host.meanReadyMs === null ? null : host.meanReadyMs / 1000,
    errors: host.errors,
    timeouts: host.timeouts,
    stalls: host.stalls,
  }));
}
