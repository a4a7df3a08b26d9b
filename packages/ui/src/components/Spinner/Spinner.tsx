import * as styles from "./Spinner.css";

export interface SpinnerProps {
  /** Read by screen readers; omit when the surrounding text already says it. */
  label?: string;
}

/** A small rotating ring sized by the surrounding font size. */
export function Spinner({ label }: SpinnerProps) {
  return label ? (
    <span role="status" aria-label={label} className={styles.spinner} />
  ) : (
    <span aria-hidden="true" className={styles.spinner} />
  );
}
