import { createStatsClient, dailyPoints, type Stats } from "@sinema/api/admin";
import { formatDay } from "@sinema/ui";

const catalogBase = import.meta.env.VITE_CATALOG_BASE || undefined;
const client = createStatsClient(catalogBase ? { baseUrl: catalogBase } : {});

/**
 * Issue 16: the statistics of the last `days` days (GET /admin/stats).
 * Refreshed once a minute while the page is open: visitors keep counting.
 */
export const statsQuery = (token: string, days: number) => ({
  queryKey: ["admin", "stats", days] as const,
  queryFn: (): Promise<Stats> => client.getStats(token, days),
  staleTime: 30_000,
  refetchInterval: 60_000,
});

/** The daily chart's points: visits and playback starts per day, the day in words. */
export function dailyChartPoints(stats: Stats | undefined) {
  return (stats ? dailyPoints(stats) : []).map((point) => ({
    label: formatDay(point.date),
    values: { views: point.views, plays: point.plays },
  }));
}
