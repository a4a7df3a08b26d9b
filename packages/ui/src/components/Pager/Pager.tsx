import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../Button";
import { Select } from "../Select";
import { formatCount } from "../../format";
import * as styles from "./Pager.css";

export const PAGER_TEXT = {
  label: "Sayfalar",
  previous: "Önceki",
  next: "Sonraki",
  pageSize: "Sayfa başına",
  /** '1–25 / 149': the rows shown and how many match, in Turkish number style. */
  range: (first: number, last: number, total: number) =>
    total === 0 ? "0 / 0" : `${formatCount(first)}–${formatCount(last)} / ${formatCount(total)}`,
} as const;

export interface PagerProps {
  /** Index of the first row shown (0-based). */
  offset: number;
  pageSize: number;
  /** Rows matching the filters on the server; undefined while not yet known. */
  total: number | undefined;
  pageSizes: readonly number[];
  /** Asked with the new offset (always a multiple of the page size). */
  onOffsetChange: (offset: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** While a page is on its way the buttons wait. */
  disabled?: boolean | undefined;
}

/**
 * Paging under a server-paged table: the range shown ('1–25 / 149'),
 * previous and next, and the page size.
 */
export function Pager({
  offset,
  pageSize,
  total,
  pageSizes,
  onOffsetChange,
  onPageSizeChange,
  disabled = false,
}: PagerProps) {
  const known = total ?? 0;
  const first = known === 0 ? 0 : Math.min(offset + 1, known);
  const last = Math.min(offset + pageSize, known);
  const hasPrevious = offset > 0;
  const hasNext = total !== undefined && offset + pageSize < total;
  return (
    <nav className={styles.pager} aria-label={PAGER_TEXT.label}>
      <p className={styles.range} aria-live="polite">
        {total === undefined ? "…" : PAGER_TEXT.range(first, last, known)}
      </p>
      <div className={styles.controls}>
        <Select
          label={PAGER_TEXT.pageSize}
          value={String(pageSize)}
          options={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
          onChange={(value) => onPageSizeChange(Number(value))}
          disabled={disabled}
          className={styles.size}
        />
        <Button
          variant="secondary"
          size="sm"
          icon={<ChevronLeft aria-hidden className={styles.icon} />}
          disabled={disabled || !hasPrevious}
          onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
        >
          {PAGER_TEXT.previous}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled || !hasNext}
          onClick={() => onOffsetChange(offset + pageSize)}
        >
          {PAGER_TEXT.next}
          <ChevronRight aria-hidden className={styles.icon} />
        </Button>
      </div>
    </nav>
  );
}
