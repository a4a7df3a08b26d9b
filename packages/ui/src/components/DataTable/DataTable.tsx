import { VisuallyHidden } from "@radix-ui/react-visually-hidden";
import { Eye, Pencil, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../Button";
import { Spinner } from "../Spinner";
import * as styles from "./DataTable.css";

export interface DataTableColumn<Row> {
  id: string;
  header: string;
  render: (row: Row) => ReactNode;
  /** Numbers read best right-aligned. */
  align?: "start" | "end";
  /** Let long text (titles) wrap instead of widening the table. */
  wrap?: boolean;
}

export interface DataTableRowActions<Row> {
  /** Names the row in the buttons' accessible names ('Sil: Esaretin Bedeli'). */
  getLabel: (row: Row) => string;
  onView?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
}

export const DATA_TABLE_TEXT = {
  loading: "Yükleniyor...",
  error: "Veriler yüklenirken bir hata oluştu",
  empty: "Kayıt bulunamadı",
  retry: "Tekrar Dene",
  actions: "İşlemler",
  view: "Görüntüle",
  edit: "Düzenle",
  delete: "Sil",
} as const;

export interface DataTableProps<Row> {
  /** The table's accessible name (not shown). */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  status: "loading" | "error" | "ready";
  /** e.g. 'Film verileri yukleniyor...' */
  loadingText?: string;
  /** e.g. 'Film verileri yuklenirken hata olustu' */
  errorText?: string;
  emptyText?: string;
  onRetry?: () => void;
  rowActions?: DataTableRowActions<Row> | undefined;
  /** `compact` narrows the cells' side padding so tables with many columns fit beside the sidebar. */
  density?: "comfortable" | "compact" | undefined;
  /**
   * The rows shown are about to be replaced (a new search or page is on its
   * way): announced as busy, so assistive technology and tests wait for it.
   */
  stale?: boolean | undefined;
}

/**
 * The admin tables: typed columns that render their own cells (badges,
 * posters come from the caller), a loading, error or empty row, and
 * view/edit/delete per row.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  status,
  loadingText = DATA_TABLE_TEXT.loading,
  errorText = DATA_TABLE_TEXT.error,
  emptyText = DATA_TABLE_TEXT.empty,
  onRetry,
  rowActions,
  density = "comfortable",
  stale = false,
}: DataTableProps<Row>) {
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const message = (content: ReactNode, role?: "status" | "alert") => (
    <tr>
      <td colSpan={columnCount} className={styles.message}>
        <div className={styles.messageInner} role={role}>
          {content}
        </div>
      </td>
    </tr>
  );
  let body: ReactNode;
  if (status === "loading") {
    body = message(
      <>
        <Spinner /> {loadingText}
      </>,
      "status",
    );
  } else if (status === "error") {
    body = message(
      <>
        <span className={styles.errorText}>{errorText}</span>
        {onRetry ? (
          <Button size="sm" variant="secondary" onClick={onRetry}>
            {DATA_TABLE_TEXT.retry}
          </Button>
        ) : null}
      </>,
      "alert",
    );
  } else if (rows.length === 0) {
    body = message(emptyText);
  } else {
    body = rows.map((row) => (
      <tr key={getRowId(row)} className={styles.row}>
        {columns.map((column) => (
          <td
            key={column.id}
            className={`${styles.cell[column.wrap ? "wrap" : "nowrap"]} ${styles.align[column.align ?? "start"]}`}
          >
            {column.render(row)}
          </td>
        ))}
        {rowActions ? (
          <td className={`${styles.cell.nowrap} ${styles.align.end}`}>
            <RowActions row={row} actions={rowActions} />
          </td>
        ) : null}
      </tr>
    ));
  }
  return (
    // Focusable so keyboard users can scroll it sideways on a phone.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
      <table
        className={[styles.table, density === "compact" && styles.compact, stale && styles.stale]
          .filter(Boolean)
          .join(" ")}
        aria-busy={status === "loading" || stale || undefined}
      >
        <VisuallyHidden asChild>
          <caption>{caption}</caption>
        </VisuallyHidden>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                className={`${styles.headCell} ${styles.align[column.align ?? "start"]}`}
              >
                {column.header}
              </th>
            ))}
            {rowActions ? (
              <th scope="col" className={`${styles.headCell} ${styles.align.end}`}>
                {DATA_TABLE_TEXT.actions}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}

function RowActions<Row>({ row, actions }: { row: Row; actions: DataTableRowActions<Row> }) {
  const label = actions.getLabel(row);
  const { onView, onEdit, onDelete } = actions;
  return (
    <span className={styles.actions}>
      {onView ? (
        <button
          type="button"
          className={styles.actionButton}
          aria-label={`${DATA_TABLE_TEXT.view}: ${label}`}
          onClick={() => onView(row)}
        >
          <Eye aria-hidden="true" size="1.1em" />
        </button>
      ) : null}
      {onEdit ? (
        <button
          type="button"
          className={styles.actionButton}
          aria-label={`${DATA_TABLE_TEXT.edit}: ${label}`}
          onClick={() => onEdit(row)}
        >
          <Pencil aria-hidden="true" size="1.1em" />
        </button>
      ) : null}
      {onDelete ? (
        <button
          type="button"
          className={styles.deleteButton}
          aria-label={`${DATA_TABLE_TEXT.delete}: ${label}`}
          onClick={() => onDelete(row)}
        >
          <Trash2 aria-hidden="true" size="1.1em" />
        </button>
      ) : null}
    </span>
  );
}
