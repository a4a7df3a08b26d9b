import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  DAILY_SERIES,
  DASHBOARD_STATS,
  DASHBOARD_STATS_PERIOD,
  dashboardFigures,
  isUnauthorized,
  periodText,
} from "@sinema/api/admin";
import { formatCount, StatCard } from "@sinema/ui";
import { DailyChart } from "@sinema/ui/charts";
import { tableStatus } from "./tableStatus";
import { useAdminSession } from "./session";
import { dailyChartPoints, statsQuery } from "./statsQuery";
import * as styles from "./admin.css";

/** While a figure is on its way, and when it could not be had. */
const PENDING = "…";
const UNKNOWN = "—";

/**
 * The dashboard's four cards (issue 16: "real totals and the change against
 * the previous period instead of samples"): the catalogue's film count, and
 * the last 30 days' detail views, playback starts and searches against the
 * 30 days before. The sample users and ads figures had nothing real behind them.
 */
function useDashboardStats() {
  const { token, onUnauthorized } = useAdminSession();
  const stats = useQuery(statsQuery(token, DASHBOARD_STATS_PERIOD));
  useEffect(() => {
    if (stats.error && isUnauthorized(stats.error)) onUnauthorized();
  }, [stats.error, onUnauthorized]);
  return stats;
}

export function DashboardFigures({ films }: { films: string }) {
  const stats = useDashboardStats();
  const figures = dashboardFigures(stats.data);
  const missing = stats.isError ? UNKNOWN : PENDING;
  return (
    <section className={styles.statGrid} aria-label="Özet">
      <StatCard label={DASHBOARD_STATS.totalFilms.label} value={films} />
      {figures.map((figure) => (
        <StatCard
          key={figure.label}
          label={figure.label}
          value={figure.value === null ? missing : formatCount(figure.value)}
          {...(stats.data ? { change: figure.change } : {})}
          period={periodText(DASHBOARD_STATS_PERIOD)}
        />
      ))}
    </section>
  );
}

/**
 * Where SPEC.md's dashboard had 'Grafikler yakında eklenecek...': the last
 * 30 days' visits and playback starts (the same answer as the cards).
 */
export function DashboardChart() {
  const stats = useDashboardStats();
  const points = dailyChartPoints(stats.data);
  return (
    <DailyChart
      title="Son 30 Gün"
      series={DAILY_SERIES}
      points={points}
      status={tableStatus(stats)}
      loadingText="İstatistikler yükleniyor..."
      errorText="İstatistikler yüklenirken bir hata oluştu"
      onRetry={() => void stats.refetch()}
    />
  );
}
