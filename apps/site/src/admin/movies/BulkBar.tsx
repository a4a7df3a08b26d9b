import { Button, Checkbox } from "@sinema/ui";
import type { BulkAction } from "../mutations";
import { ADMIN_TEXT } from "../text";
import * as styles from "../admin.css";

export interface BulkBarProps {
  /** How many titles are picked, over every page. */
  count: number;
  /** Every row of the page shown is picked. */
  allOnPage: boolean;
  /** The page's box cannot be ticked (no rows, or rows about to be replaced). */
  pageDisabled: boolean;
  onPickPage: (on: boolean) => void;
  /** Asks to confirm an action on the picked titles. */
  onAsk: (bulk: BulkAction) => void;
  onClear: () => void;
}

/** Issue 16's bulk actions: pick the page, then activate, deactivate or delete the picked titles. */
export function BulkBar({
  count,
  allOnPage,
  pageDisabled,
  onPickPage,
  onAsk,
  onClear,
}: BulkBarProps) {
  return (
    <div className={styles.bulkBar} aria-label="Toplu işlemler" role="group">
      <Checkbox
        label={ADMIN_TEXT.selectPage}
        checked={allOnPage}
        disabled={pageDisabled}
        onChange={onPickPage}
      />
      {count > 0 ? (
        <>
          <span aria-live="polite">{ADMIN_TEXT.selected(count)}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onAsk({ action: "update", changes: { status: "active" } })}
          >
            {ADMIN_TEXT.bulkActivate}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onAsk({ action: "update", changes: { status: "passive" } })}
          >
            {ADMIN_TEXT.bulkDeactivate}
          </Button>
          <Button variant="danger" size="sm" onClick={() => onAsk({ action: "delete" })}>
            {ADMIN_TEXT.bulkDelete}
          </Button>
          <Button variant="ghost" size="sm" onClick={onClear}>
            {ADMIN_TEXT.bulkClear}
          </Button>
        </>
      ) : null}
    </div>
  );
}
