import { Spinner } from "../Spinner";
import * as styles from "./LoadingState.css";

export interface LoadingStateProps {
  /** e.g. 'Filmler yükleniyor...' on home, 'Yükleniyor...' elsewhere. */
  message?: string | undefined;
  size?: "md" | "lg" | undefined;
}

/** The block shown while a section waits for data, announced politely. */
export function LoadingState({ message = "Yükleniyor...", size = "md" }: LoadingStateProps) {
  return (
    <div className={styles.root} role="status" aria-live="polite">
      <Spinner size={size} />
      <span>{message}</span>
    </div>
  );
}
