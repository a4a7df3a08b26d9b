import type { ReactNode } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { earlyAction } from "../../lib/earlyActions";
import * as styles from "./SeasonTabs.css";

export interface SeasonTab {
  number: number;
  episodeCount: number;
}

export interface SeasonTabsProps {
  seasons: readonly SeasonTab[];
  /** The selected season's number. */
  value: number;
  onValueChange: (season: number) => void;
  /** The selected season's panel, usually an EpisodeList. */
  children?: ReactNode | undefined;
}

export function seasonLabel(season: SeasonTab): string {
  return `Sezon ${season.number} (${season.episodeCount} bölüm)`;
}

/** 'Sezon N (k bölüm)' tabs; arrow keys move between seasons (Radix Tabs). */
export function SeasonTabs({ seasons, value, onValueChange, children }: SeasonTabsProps) {
  return (
    <Tabs.Root
      className={styles.root}
      value={String(value)}
      onValueChange={(next) => onValueChange(Number(next))}
      activationMode="automatic"
    >
      <Tabs.List className={styles.list} aria-label="Sezonlar">
        {seasons.map((season) => (
          <Tabs.Trigger
            // A season picked before the page is live is shown once it is.
            {...earlyAction("season")}
            key={season.number}
            value={String(season.number)}
            className={styles.trigger}
          >
            {seasonLabel(season)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={String(value)} className={styles.content} tabIndex={-1}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
