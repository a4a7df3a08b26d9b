import { createStatsClient, type Stats } from "@sinema/api/admin";

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
