import { TriangleAlert } from "lucide-react";
import { Button } from "../Button";
import * as styles from "./ErrorState.css";

export interface ErrorStateProps {
  /** The SPEC.md §8 message for the situation, shown as given. */
  message: string;
  title?: string | undefined;
  /** Shows the retry button when given. */
  onRetry?: (() => void) | undefined;
  retryLabel?: string | undefined;
}

/** A warning icon, the message and 'Tekrar Dene'. Announced as an alert. */
export function ErrorState({
  message,
  title,
  onRetry,
  retryLabel = "Tekrar Dene",
}: ErrorStateProps) {
  return (
    <div className={styles.root} role="alert">
      <TriangleAlert className={styles.icon} aria-hidden data-icon="warning" />
      {title ? <p className={styles.title}>{title}</p> : null}
      <p className={styles.message}>{message}</p>
      {onRetry ? (
        <Button variant="primary" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </div>
  );
}
