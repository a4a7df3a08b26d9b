import { Children, type ReactNode } from "react";
import * as styles from "./CardGrid.css";

export interface CardGridProps {
  /** One card per child; each becomes a list item. */
  children: ReactNode;
  /** Names the list for screen readers when no heading does. */
  label?: string | undefined;
}

/** A responsive list of cards that fills each row with as many as fit. */
export function CardGrid({ children, label }: CardGridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) =>
        child === null || child === undefined || child === false ? null : (
          <li className={styles.cell}>{child}</li>
        ),
      )}
    </ul>
  );
}
