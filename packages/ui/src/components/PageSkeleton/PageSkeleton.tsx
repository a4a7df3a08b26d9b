import { visuallyHidden } from "../../theme/visuallyHidden.css";
import * as styles from "./PageSkeleton.css";

export type PageSkeletonShape = "list" | "detail";

export interface PageSkeletonProps {
  /** `list`: a heading over a card grid; `detail`: a hero with poster, then sections. */
  shape: PageSkeletonShape;
  /** Read to screen readers while the page loads. */
  message?: string | undefined;
  /** Cards of the `list` shape. */
  cards?: number | undefined;
}

/**
 * The content area's stand-in while the next page's data loads: the shape of
 * the page to come, so the layout around it stays and nothing jumps when the
 * page arrives. Announced once as a polite status.
 */
export function PageSkeleton({ shape, message = "Yükleniyor...", cards = 8 }: PageSkeletonProps) {
  return (
    <div className={styles.root} role="status" aria-live="polite" data-skeleton={shape}>
      <span className={visuallyHidden}>{message}</span>
      {shape === "detail" ? (
        <>
          <div className={styles.hero} aria-hidden>
            <span className={styles.heroPoster} />
            <span className={styles.heroText}>
              <span className={styles.title} />
              <span className={styles.shortLine} />
              <span className={styles.line} />
              <span className={styles.line} />
            </span>
          </div>
          <span className={styles.section} aria-hidden />
          <span className={styles.section} aria-hidden />
        </>
      ) : (
        <>
          <span className={styles.title} aria-hidden />
          <span className={styles.shortLine} aria-hidden />
          <div className={styles.grid} aria-hidden>
            {Array.from({ length: cards }, (_, i) => (
              <span key={i} className={styles.card}>
                <span className={styles.poster} />
                <span className={styles.line} />
                <span className={styles.shortLine} />
              </span>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
