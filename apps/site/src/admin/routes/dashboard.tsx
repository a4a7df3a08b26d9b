import { useQuery } from "@tanstack/react-query";
import { moviesQuery, type Movie } from "@sinema/api";
import {
  countText,
  ctrText,
  DASHBOARD_RECENT_COUNT,
  FILM_COUNT_PARAMS,
  filmStatusOf,
  filmTypeText,
  filmYearText,
  RECENT_FILMS_PARAMS,
  recentAds,
  type AdSample,
} from "@sinema/api/admin";
import { AdStatusBadge, ContentStatusBadge, DataTable, type DataTableColumn } from "@sinema/ui";
import { api } from "../../api";
import { AdminTitle } from "../AdminTitle";
import { DashboardChart, DashboardFigures } from "../DashboardFigures";
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

const adColumns: DataTableColumn<AdSample>[] = [
  { id: "name", header: "Reklam", render: (ad) => ad.name, wrap: true },
  { id: "placement", header: "Yerleşim", render: (ad) => ad.placement },
  { id: "ctr", header: "CTR", render: (ad) => ctrText(ad.ctr), align: "end" },
  {
    id: "status",
    header: "Durum",
    render: (ad) => <AdStatusBadge status={ad.status} />,
  },
];

/** While a figure is on its way, and when it could not be had. */
const PENDING = "…";
const UNKNOWN = "—";

/**
 * SPEC.md §2 dashboard: four figures (issue 16: real ones, DashboardFigures),
 * recent films (catalogue), recent ads (sample), and the last 30 days drawn
 * where the chart placeholder was.
 */
export function Component() {
  const filmCount = useQuery(moviesQuery(api.catalog, FILM_COUNT_PARAMS));
  const recentFilms = useQuery(moviesQuery(api.catalog, RECENT_FILMS_PARAMS));
  const films = filmCount.data
    ? countText(filmCount.data.total)
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
        <section className={styles.section}>
          <h2 className={styles.sectionTitle}>{ADMIN_TEXT.recentAds}</h2>
          <DataTable
            caption={ADMIN_TEXT.recentAds}
            columns={adColumns}
            rows={recentAds(DASHBOARD_RECENT_COUNT)}
            getRowId={(ad) => ad.id}
            status="ready"
          />
        </section>
      </div>
      <DashboardChart />
    </div>
  );
}
