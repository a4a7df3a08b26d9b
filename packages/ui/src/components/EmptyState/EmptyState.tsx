import type { ReactNode } from "react";
import { Inbox } from "lucide-react";
import * as styles from "./EmptyState.css";

export interface EmptyStateProps {
  /** e.g. 'Arama kriterlerinize uygun icerik bulunamadi.' (SPEC.md §8). */
  message: string;
  icon?: ReactNode | undefined;
  /** A link or button offered next, e.g. back home. */
  action?: ReactNode | undefined;
}

export function EmptyState({ message, icon, action }: EmptyStateProps) {
  return (
    <div className={styles.root}>
      {icon ?? <Inbox className={styles.icon} aria-hidden />}
      <p className={styles.message}>{message}</p>
      {action}
    </div>
  );
}
