import { useQuery } from "@tanstack/react-query";
import { moviesQuery, type Movie } from "@sinema/api";
import {
  auditEntryView,
  DASHBOARD_AUDIT_COUNT,
  FILM_COUNT_PARAMS,
  filmStatusOf,
  filmTypeText,
  filmYearText,
  isUnauthorized,
  RECENT_FILMS_PARAMS,
} from "@sinema/api/admin";
import {
  AuditList,
  ContentStatusBadge,
  DataTable,
  formatCount,
  Link,
  type DataTableColumn,
} from "@sinema/ui";
import { useEffect, useMemo } from "react";
import { api } from "../../api";
import { AdminTitle } from "../AdminTitle";
import { DashboardChart, DashboardFigures } from "../DashboardFigures";
import { auditQuery } from "../queries";
import { useAdminSession } from "../session";
import { tableStatus } from "../tableStatus";
import { ADMIN_TEXT } from "../text";
import * as styles from "../admin.css";

const filmColumns: DataTableColumn<Movie>[] = [
  {
    id: "title",
    header: "Başlık",
    render: (film) => <span className={styles.filmTitle}>{film.title}</span>,
    wrap: true,
  },
  { id: "type", header: "Tür", render: filmTypeText },
  { id: "year", header: "Yıl", render: filmYearText, align: "end" },
  {
    id: "status",
    header: "Durum",
    render: (film) => <ContentStatusBadge status={filmStatusOf(film)} />,
  },
];

/** While a figure is on its way, and when it could not be had. */
const PENDING = "…";
const UNKNOWN = "—";

/**
 * SPEC.md §2 dashboard: four figures (issue 16: real ones, DashboardFigures),
 * recent films (catalogue), issue 16's 'Son İşlemler' (the audit trail's
 * newest entries) where SPEC.md's sample 'recent ads' were, and the last 30
 * days drawn where the chart placeholder was.
 */
export function Component() {
  const { token, onUnauthorized } = useAdminSession();
  const filmCount = useQuery(moviesQuery(api.catalog, FILM_COUNT_PARAMS));
  const recentFilms = useQuery(moviesQuery(api.catalog, RECENT_FILMS_PARAMS));
  const recentActions = useQuery(auditQuery(token, { limit: DASHBOARD_AUDIT_COUNT }));
  const actions = useMemo(
    () => (recentActions.data?.entries ?? []).map((entry) => auditEntryView(entry)),
    [recentActions.data],
  );
  useEffect(() => {
    if (recentActions.error && isUnauthorized(recentActions.error)) onUnauthorized();
  }, [recentActions.error, onUnauthorized]);
  const films = filmCount.data
    ? formatCount(filmCount.data.total)
    : filmCount.isError
      ? UNKNOWN
      : PENDING;

  return (
    <div className={styles.stack}>
      <AdminTitle section="Dashboard" />
      <DashboardFigures films={films} />
      <div className={styles.recentGrid}>
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{ADMIN_TEXT.recentFilms}</h2>
          <DataTable
            caption={ADMIN_TEXT.recentFilms}
            columns={filmColumns}
            rows={recentFilms.data?.movies ?? []}
            getRowId={(film) => film._id}
            status={tableStatus(recentFilms)}
            loadingText={ADMIN_TEXT.filmsLoading}
            errorText={ADMIN_TEXT.filmsError}
            onRetry={() => void recentFilms.refetch()}
          />
        </section>
        <section className={styles.section} aria-labelledby="son-islemler">
          <div className={styles.sectionHead}>
            <h2 id="son-islemler" className={styles.sectionTitle}>
              {ADMIN_TEXT.recentActions}
            </h2>
            <Link href="/admin/audit">{ADMIN_TEXT.allActions}</Link>
          </div>
          <AuditList
            label={ADMIN_TEXT.recentActions}
            variant="compact"
            entries={actions}
            status={tableStatus(recentActions)}
            emptyText={ADMIN_TEXT.auditEmpty}
            onRetry={() => void recentActions.refetch()}
          />
        </section>
      </div>
      <DashboardChart />
    </div>
  );
}
