import { VisuallyHidden } from "@radix-ui/react-visually-hidden";
import { ArrowDownRight, ArrowRight, ArrowUpRight } from "lucide-react";
import type { ReactNode } from "react";
import { formatPercentChange } from "../../format";
import * as styles from "./StatCard.css";

export interface StatCardProps {
  label: string;
  /** Already formatted for display (e.g. "12.847"). */
  value: ReactNode;
  /**
   * Percent change against the previous period; positive is up. Null: the
   * previous period counted nothing, so there is no percentage to give.
   * Left out: the figure has no previous period (a count of today's catalogue).
   */
  change?: number | null | undefined;
  /** What the change compares with. */
  period?: string;
  icon?: ReactNode;
}

export const STAT_CARD_TEXT = { noPrevious: "önceki dönemde kayıt yok" } as const;

/** One dashboard figure with its percent change, up in green or down in red. */
export function StatCard({ label, value, change, period = "geçen aya göre", icon }: StatCardProps) {
  const direction =
    change === null || change === undefined || change === 0 ? "flat" : change > 0 ? "up" : "down";
  const Arrow =
    direction === "up" ? ArrowUpRight : direction === "down" ? ArrowDownRight : ArrowRight;
  return (
    <article className={styles.card}>
      <div className={styles.top}>
        <p className={styles.label}>{label}</p>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      <p className={styles.value}>{value}</p>
      {change === undefined ? null : change === null ? (
        <p className={styles.change.flat}>{STAT_CARD_TEXT.noPrevious}</p>
      ) : (
        <p className={styles.change[direction]}>
          <Arrow aria-hidden="true" size="1.1em" />
          <VisuallyHidden>
            {direction === "up" ? "artış" : direction === "down" ? "düşüş" : "değişim"}
          </VisuallyHidden>
          {formatPercentChange(change)} <span className={styles.period}>{period}</span>
        </p>
      )}
    </article>
  );
}
