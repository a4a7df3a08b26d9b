import { starIcon } from "../../theme/maskIcons.css";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import * as styles from "./RatingDisplay.css";

/** SPEC.md §3: what a title without a rating shows. */
const NO_RATING = "N/A";

export interface RatingDisplayProps {
  /**
   * The rating as text, one decimal ("8.4", packages/api's ratingText);
   * absent when the title has none, which shows 'N/A'.
   */
  value?: string | null | undefined;
  size?: "sm" | "md" | "lg" | undefined;
  /** Appends '/10'. */
  showScale?: boolean | undefined;
}

/** A star and the rating with one decimal, or 'N/A' (SPEC.md §3). */
export function RatingDisplay({ value, size, showScale = false }: RatingDisplayProps) {
  const isMissing = !value;
  const text = value || NO_RATING;
  return (
    <span className={styles.rating({ size })} data-rating={text}>
      <span className={`${starIcon} ${styles.star}`} aria-hidden="true" />
      <span className={visuallyHidden}>Puan: </span>
      <span className={isMissing ? styles.missing : undefined}>
        {text}
        {showScale && !isMissing ? <span className={styles.scale}>/10</span> : null}
      </span>
    </span>
  );
}
