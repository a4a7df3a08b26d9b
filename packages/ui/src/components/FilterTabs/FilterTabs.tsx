import * as ToggleGroup from "@radix-ui/react-toggle-group";
import * as styles from "./FilterTabs.css";
import { earlyAction } from "../../lib/earlyActions";

export type ContentFilter = "all" | "movie" | "tv";

const LABELS: Record<ContentFilter, string> = { all: "Tümü", movie: "Filmler", tv: "Diziler" };

export interface FilterTabsProps {
  value: ContentFilter;
  onValueChange: (value: ContentFilter) => void;
  counts: Record<ContentFilter, number>;
}

/** 'Tümü / Filmler / Diziler' with their counts; exactly one is always chosen. */
export function FilterTabs({ value, onValueChange, counts }: FilterTabsProps) {
  return (
    <ToggleGroup.Root
      type="single"
      className={styles.root}
      value={value}
      aria-label="İçerik türü"
      onValueChange={(next) => next && onValueChange(next as ContentFilter)}
    >
      {(Object.keys(LABELS) as ContentFilter[]).map((key) => (
        <ToggleGroup.Item
          {...earlyAction("contentType")}
          key={key}
          value={key}
          className={styles.item}
        >
          {LABELS[key]}
          <span className={styles.count}>({counts[key]})</span>
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
