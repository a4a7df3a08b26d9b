import type { ReactNode } from "react";
import * as styles from "./StatTiles.css";

export interface StatTile {
  label: string;
  value: ReactNode;
}

export interface StatTilesProps {
  tiles: readonly StatTile[];
}

/**
 * A row of small counters (film management: total content, films, series,
 * active, featured, trending). Two per row on phones, six on desktops.
 */
export function StatTiles({ tiles }: StatTilesProps) {
  return (
    <dl className={styles.tiles}>
      {tiles.map((tile) => (
        <div key={tile.label} className={styles.tile}>
          <dt className={styles.label}>{tile.label}</dt>
          <dd className={styles.value}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
