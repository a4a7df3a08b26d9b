import { useId, useState } from "react";
import { Star } from "lucide-react";
import { earlyAction } from "../../lib/earlyActions";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import * as styles from "./StarRating.css";

/** SPEC.md §9: the rating scale is 1-10. */
export const RATING_MAX = 10;

export interface StarRatingProps {
  /** The chosen rating, 1-10; null when none is chosen yet. */
  value: number | null;
  onChange: (value: number) => void;
  label?: string | undefined;
  disabled?: boolean | undefined;
}

/**
 * 'Puan Ver': ten stars as native radio buttons, so Tab reaches the group
 * and the arrow keys move the rating, as a radio group always does.
 */
export function StarRating({
  value,
  onChange,
  label = "Puan Ver",
  disabled = false,
}: StarRatingProps) {
  const name = useId();
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.stars} onMouseLeave={() => setHovered(null)}>
        {Array.from({ length: RATING_MAX }, (_, i) => {
          const n = i + 1;
          const id = `${name}-${n}`;
          return (
            <span key={n}>
              <input
                // A star picked before the page is live is picked once it is (the last one wins).
                {...earlyAction("rate")}
                className={styles.input}
                type="radio"
                id={id}
                name={name}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
              />
              <label
                htmlFor={id}
                className={`${styles.star} ${n <= shown ? styles.filled : ""}`}
                onMouseEnter={() => !disabled && setHovered(n)}
              >
                <Star className={styles.icon} aria-hidden />
                <span className={visuallyHidden}>{`${n} puan`}</span>
              </label>
            </span>
          );
        })}
        <span className={styles.value} aria-live="polite">
          {value ? `${value}/${RATING_MAX}` : ""}
        </span>
      </div>
    </fieldset>
  );
}
