import { Star } from "lucide-react";
import { formatRating, RATING_MISSING } from "../../format";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import * as styles from "./RatingDisplay.css";

export interface RatingDisplayProps {
  /** The vote average on a 10 scale; missing, zero or unparsable shows 'N/A'. */
  value?: number | string | null | undefined;
  size?: "sm" | "md" | "lg" | undefined;
  /** Appends '/10'. */
  showScale?: boolean | undefined;
}

/** A star and the rating with one decimal, or 'N/A' (SPEC.md §3). */
export function RatingDisplay({ value, size, showScale = false }: RatingDisplayProps) {
  const text = formatRating(value);
  const isMissing = text === RATING_MISSING;
  return (
    <span className={styles.rating({ size })} data-rating={text}>
      <Star className={styles.star} aria-hidden />
      <span className={visuallyHidden}>Puan: </span>
      <span className={isMissing ? styles.missing : undefined}>
        {text}
        {showScale && !isMissing ? <span className={styles.scale}>/10</span> : null}
      </span>
    </span>
  );
}
