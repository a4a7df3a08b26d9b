import { ChartColumn } from "lucide-react";
import { useId } from "react";
import * as styles from "./ChartPlaceholder.css";

export const CHART_PLACEHOLDER_TEXT = {
  title: "Aylık İstatistikler",
  message: "Grafikler yakında eklenecek...",
} as const;

export interface ChartPlaceholderProps {
  title?: string;
  message?: string;
}

/** The dashboard's monthly statistics card: charts are not built yet (SPEC.md §2). */
export function ChartPlaceholder({
  title = CHART_PLACEHOLDER_TEXT.title,
  message = CHART_PLACEHOLDER_TEXT.message,
}: ChartPlaceholderProps) {
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.area}>
        <ChartColumn className={styles.icon} aria-hidden="true" />
        <p className={styles.message}>{message}</p>
      </div>
    </section>
  );
}
