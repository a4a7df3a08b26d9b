import { VisuallyHidden } from "@radix-ui/react-visually-hidden";
import { useId, type ReactNode } from "react";
import { EmptyState } from "../EmptyState";
import { ErrorState } from "../ErrorState";
import { LoadingState } from "../LoadingState";
import * as styles from "./ChartFrame.css";

/** The colours a chart's series take, in order: the theme's accent red, then blue, then green. */
export const SERIES_COLORS = ["accent", "info", "success"] as const;

export const CHART_TEXT = {
  loading: "Yükleniyor...",
  error: "Veriler yüklenirken bir hata oluştu",
  empty: "Bu dönemde kayıt yok",
} as const;

export interface ChartStateProps {
  status: "loading" | "error" | "ready";
  loadingText?: string | undefined;
  errorText?: string | undefined;
  emptyText?: string | undefined;
  onRetry?: (() => void) | undefined;
}

export interface ChartFrameProps extends ChartStateProps {
  title: string;
  /** The series' names and colours, shown above the drawing. */
  legend?: ReadonlyArray<{ label: string; color: string }> | undefined;
  /** Ready, but nothing to draw. */
  empty: boolean;
  tall?: boolean | undefined;
  /** The drawing (hidden from assistive technology: `table` says the same). */
  children: ReactNode;
  /** The figures as a table, for screen readers. */
  table: ReactNode;
}

/**
 * What every chart shares: the titled card, the legend, the loading, error
 * and empty states, and a table of the same figures for screen readers
 * (the drawing itself is hidden from them).
 */
export function ChartFrame({
  title,
  legend,
  status,
  empty,
  tall = false,
  loadingText = CHART_TEXT.loading,
  errorText = CHART_TEXT.error,
  emptyText = CHART_TEXT.empty,
  onRetry,
  children,
  table,
}: ChartFrameProps) {
  const titleId = useId();
  let content: ReactNode;
  if (status === "loading") {
    content = (
      <div className={styles.state}>
        <LoadingState message={loadingText} />
      </div>
    );
  } else if (status === "error") {
    content = (
      <div className={styles.state}>
        <ErrorState message={errorText} onRetry={onRetry} />
      </div>
    );
  } else if (empty) {
    content = (
      <div className={styles.state}>
        <EmptyState message={emptyText} />
      </div>
    );
  } else {
    content = (
      <>
        <div aria-hidden="true" className={styles.drawing}>
          {children}
        </div>
        <VisuallyHidden>{table}</VisuallyHidden>
      </>
    );
  }
  return (
    <figure className={styles.card} aria-labelledby={titleId} aria-busy={status === "loading"}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {legend && status === "ready" && !empty ? (
          <ul className={styles.legend}>
            {legend.map((item) => (
              <li key={item.label} className={styles.legendItem}>
                <span className={styles.swatch} style={{ backgroundColor: item.color }} />
                {item.label}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={`${styles.plot} ${tall ? styles.plotTall : ""}`}>{content}</div>
    </figure>
  );
}

export function ChartTooltip({
  title,
  lines,
}: {
  title: string;
  lines: ReadonlyArray<{ label: string; value: string }>;
}) {
  return (
    <div className={styles.tooltip}>
      <p className={styles.tooltipTitle}>{title}</p>
      {lines.map((line) => (
        <p key={line.label} className={styles.tooltipLine}>
          {line.label}: {line.value}
        </p>
      ))}
    </div>
  );
}
