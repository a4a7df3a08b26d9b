import { spinner } from "./Spinner.css";

export interface SpinnerProps {
  /** Read by screen readers; omit when the surrounding text already says it. */
  label?: string | undefined;
  /** `inline` follows the font size (buttons); `md`/`lg` stand alone in red. */
  size?: "inline" | "md" | "lg" | undefined;
}

/** A rotating ring (a slow fade under reduced motion). */
export function Spinner({ label, size }: SpinnerProps) {
  const className = spinner({ size });
  return label ? (
    <span role="status" aria-label={label} className={className} />
  ) : (
    <span aria-hidden="true" className={className} />
  );
}
