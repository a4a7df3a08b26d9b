import { useEffect, useMemo } from "react";
import { useSearchParams } from "react-router";
import { useQuery } from "@tanstack/react-query";
import {
  DAILY_SERIES,
  hostHealthRows,
  isUnauthorized,
  periodText,
  STATS_PERIOD_OPTIONS,
  STATS_PERIOD_PARAM,
  statsFigures,
  statsPeriodOf,
  topTitleBars,
  type HostHealthRow,
} from "@sinema/api/admin";
import {
  DataTable,
  formatCount,
  formatSeconds,
  formatShare,
  Select,
  StatCard,
  type DataTableColumn,
} from "@sinema/ui";
import { DailyChart, TopTitlesChart } from "@sinema/ui/charts";
import { AdminTitle } from "../AdminTitle";
import { useAdminSession } from "../session";
import { dailyChartPoints, statsQuery } from "../statsQuery";
import { tableStatus } from "../tableStatus";
import * as admin from "../admin.css";
import * as styles from "../stats.css";

export const STATS_TEXT = {
  title: "İstatistikler",
  period: "Dönem",
  loading: "İstatistikler yükleniyor...",
  error: "İstatistikler yüklenirken bir hata oluştu",
  daily: "Ziyaret ve Oynatma",
  topTitles: "En Çok İzlenen 10 Yapım",
  topTitlesEmpty: "Bu dönemde oynatılan yapım yok",
  noResults: "Sonuç Bulunamayan Aramalar",
  noResultsEmpty: "Bu dönemde sonuçsuz arama yok",
  hosts: "Oynatıcı Sunucuları (son 24 saat)",
  hostsEmpty: "Son 24 saatte rapor yok",
  hostsOff: "Oynatma raporları kapalı: sunucu PLAYBACK_REPORTS=1 ile başlatıldığında açılır.",
} as const;

const noResultColumns: DataTableColumn<{ query: string; count: number }>[] = [
  { id: "query", header: "Arama", render: (row) => row.query, wrap: true },
  { id: "count", header: "Sayı", render: (row) => formatCount(row.count), align: "end" },
];

/** A host with no attempt has no share; one that never got ready has no mean time. */
const NONE = "—";

const hostColumns: DataTableColumn<HostHealthRow>[] = [
  { id: "host", header: "Sunucu", render: (row) => row.host, wrap: true },
  { id: "attempts", header: "Deneme", render: (row) => formatCount(row.attempts), align: "end" },
  {
    id: "ready",
    header: "Hazır",
    render: (row) => (row.readyShare === null ? NONE : formatShare(row.readyShare)),
    align: "end",
  },
  {
    id: "meanReady",
    header: "Ort. açılış",
    render: (row) => (row.meanReadySeconds === null ? NONE : formatSeconds(row.meanReadySeconds)),
    align: "end",
  },
  { id: "errors", header: "Hata", render: (row) => formatCount(row.errors), align: "end" },
  {
    id: "timeouts",
    header: "Zaman aşımı",
    render: (row) => formatCount(row.timeouts),
    align: "end",
  },
  { id: "stalls", header: "Takılma", render: (row) => formatCount(row.stalls), align: "end" },
];

/**
 * 'İstatistikler' (issue 16): what visitors did over the chosen period, from
 * the service's counters: totals against the period before, visits and
 * playback starts per day, the ten titles played most, what was searched
 * and not found, and the player hosts' health (issue 15).
 */
export function Component() {
  const { token, onUnauthorized } = useAdminSession();
  const [params, setParams] = useSearchParams();
  const days = statsPeriodOf(params);
  const stats = useQuery(statsQuery(token, days));
  useEffect(() => {
    if (stats.error && isUnauthorized(stats.error)) onUnauthorized();
  }, [stats.error, onUnauthorized]);
  const status = tableStatus(stats);
  const data = stats.data;
  const points = useMemo(() => dailyChartPoints(data), [data]);
  const bars = useMemo(
    () =>
      data
        ? topTitleBars(data).map((bar) => ({
            id: bar.href,
            label: bar.label,
            value: bar.value,
            detail: bar.views,
          }))
        : [],
    [data],
  );
  const chartState = {
    status,
    loadingText: STATS_TEXT.loading,
    errorText: STATS_TEXT.error,
    onRetry: () => void stats.refetch(),
  };
  const playback = data?.playback;

  return (
    <div className={admin.stack}>
      <AdminTitle section={STATS_TEXT.title} />
      <div className={styles.head}>
        <Select
          label={STATS_TEXT.period}
          value={String(days)}
          options={STATS_PERIOD_OPTIONS}
          onChange={(value) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set(STATS_PERIOD_PARAM, value);
              return next;
            })
          }
        />
      </div>
      {data ? (
        <section className={styles.figures} aria-label="Toplamlar">
          {statsFigures(data).map((figure) => (
            <StatCard
              key={figure.label}
              label={figure.label}
              value={formatCount(figure.value)}
              change={figure.change}
              period={periodText(days)}
            />
          ))}
        </section>
      ) : null}
      <DailyChart title={STATS_TEXT.daily} series={DAILY_SERIES} points={points} {...chartState} />
      <TopTitlesChart
        title={STATS_TEXT.topTitles}
        items={bars}
        valueLabel="Oynatma"
        detailLabel="Ziyaret"
        emptyText={STATS_TEXT.topTitlesEmpty}
        {...chartState}
      />
      <div className={styles.tables}>
        <section className={admin.section} aria-labelledby="sonucsuz-aramalar">
          <h2 id="sonucsuz-aramalar" className={admin.sectionTitle}>
            {STATS_TEXT.noResults}
          </h2>
          <DataTable
            caption={STATS_TEXT.noResults}
            columns={noResultColumns}
            rows={data?.noResultSearches ?? []}
            getRowId={(row) => row.query}
            status={status}
            loadingText={STATS_TEXT.loading}
            errorText={STATS_TEXT.error}
            emptyText={STATS_TEXT.noResultsEmpty}
            onRetry={() => void stats.refetch()}
          />
        </section>
        <section className={admin.section} aria-labelledby="oynatici-sunuculari">
          <h2 id="oynatici-sunuculari" className={admin.sectionTitle}>
            {STATS_TEXT.hosts}
          </h2>
          {playback && !playback.enabled ? (
            <p className={styles.note}>{STATS_TEXT.hostsOff}</p>
          ) : (
            <DataTable
              caption={STATS_TEXT.hosts}
              columns={hostColumns}
              rows={playback ? hostHealthRows(playback.hosts) : []}
              getRowId={(row) => row.host}
              status={status}
              loadingText={STATS_TEXT.loading}
              errorText={STATS_TEXT.error}
              emptyText={STATS_TEXT.hostsEmpty}
              onRetry={() => void stats.refetch()}
              density="compact"
            />
          )}
        </section>
      </div>
    </div>
  );
}
