import { useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import {
  DASHBOARD_STATS,
  DASHBOARD_STATS_PERIOD,
  dashboardFigures,
  isUnauthorized,
  periodText,
} from "@sinema/api/admin";
import { StatCard } from "@sinema/ui";
import { useAdminSession } from "./session";
import { statsQuery } from "./statsQuery";
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
export function DashboardFigures({ films }: { films: string }) {
  const { token, onUnauthorized } = useAdminSession();
  const stats = useQuery(statsQuery(token, DASHBOARD_STATS_PERIOD));
  useEffect(() => {
    if (stats.error && isUnauthorized(stats.error)) onUnauthorized();
  }, [stats.error, onUnauthorized]);
  const figures = dashboardFigures(stats.data, stats.isError ? UNKNOWN : PENDING);
  return (
    <section className={styles.statGrid} aria-label="Özet">
      <StatCard label={DASHBOARD_STATS.totalFilms.label} value={films} />
      {figures.map((figure) => (
        <StatCard
          key={figure.label}
          label={figure.label}
          value={figure.value}
          {...(stats.data ? { change: figure.change } : {})}
          period={periodText(DASHBOARD_STATS_PERIOD)}
        />
      ))}
    </section>
  );
}
