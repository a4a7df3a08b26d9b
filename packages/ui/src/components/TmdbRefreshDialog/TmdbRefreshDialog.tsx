import type { ReactNode } from "react";
import { Button } from "../Button";
import { Checkbox } from "../Checkbox";
import { Dialog } from "../Dialog";
import { FormAlert } from "../FormAlert";
import { LoadingState } from "../LoadingState";
import * as styles from "./TmdbRefreshDialog.css";

/** Issue 33 item 3: the diff's texts (Turkish, exact). */
export const TMDB_REFRESH_TEXT = {
  title: "TMDB'den Güncelle",
  loading: "TMDB'deki bilgiler alınıyor...",
  field: "Alan",
  before: "Şu an",
  after: "TMDB'de",
  apply: "Seçilenleri Uygula",
  applying: "Uygulanıyor...",
  cancel: "İptal",
  none: "—",
  handEdited: "Son aktarımdan sonra elle düzenlendi",
  noChanges: "TMDB'deki bilgiler katalogdakiyle aynı.",
  retry: "Tekrar Dene",
} as const;

/** One changed field, as data. */
export interface TmdbRefreshRow {
  field: string;
  label: string;
  before: string;
  after: string;
  handEdited: boolean;
  checked: boolean;
}

export interface TmdbRefreshDialogProps {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The title being refreshed, under the dialog's name. */
  titleName: string;
  status: "loading" | "error" | "ready";
  rows: readonly TmdbRefreshRow[];
  onToggle: (field: string, checked: boolean) => void;
  onApply: () => void;
  /** The chosen fields are being written. */
  applying?: boolean | undefined;
  /** Why the service's answer or the save failed. */
  error?: ReactNode | undefined;
  onRetry?: (() => void) | undefined;
}

/**
 * The stored title beside the metadata service's answer, field by field
 * (old → new), a checkbox per field; fields edited by hand since the last
 * import say so and start unchosen. 'Seçilenleri Uygula' writes the chosen ones.
 */
export function TmdbRefreshDialog({
  open,
  defaultOpen,
  onOpenChange,
  titleName,
  status,
  rows,
  onToggle,
  onApply,
  applying = false,
  error,
  onRetry,
}: TmdbRefreshDialogProps) {
  const openProps = {
    ...(open !== undefined ? { open } : {}),
    ...(defaultOpen !== undefined ? { defaultOpen } : {}),
    ...(onOpenChange ? { onOpenChange } : {}),
  };
  const chosen = rows.filter((row) => row.checked).length;
  return (
    <Dialog.Root {...openProps}>
      <Dialog.Content title={TMDB_REFRESH_TEXT.title} description={titleName} size="md">
        <div className={styles.body}>
          {error ? (
            <FormAlert
              actions={
                onRetry ? (
                  <Button variant="secondary" size="sm" onClick={onRetry}>
                    {TMDB_REFRESH_TEXT.retry}
                  </Button>
                ) : undefined
              }
            >
              {error}
            </FormAlert>
          ) : null}
          {status === "loading" ? <LoadingState message={TMDB_REFRESH_TEXT.loading} /> : null}
          {status === "ready" && rows.length === 0 ? (
            <p className={styles.note} role="status">
              {TMDB_REFRESH_TEXT.noChanges}
            </p>
          ) : null}
          {status === "ready" && rows.length > 0 ? (
            <div className={styles.scroll}>
              <table className={styles.table}>
                <caption className={styles.note}>{TMDB_REFRESH_TEXT.title}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.head}>
                      {TMDB_REFRESH_TEXT.field}
                    </th>
                    <th scope="col" className={styles.head}>
                      {TMDB_REFRESH_TEXT.before}
                    </th>
                    <th scope="col" className={styles.head}>
                      {TMDB_REFRESH_TEXT.after}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.field}>
                      <th scope="row" className={styles.cell}>
                        <Checkbox
                          label={row.label}
                          checked={row.checked}
                          disabled={applying}
                          onChange={(checked) => onToggle(row.field, checked)}
                        />
                        {row.handEdited ? (
                          <span className={styles.handNote}>{TMDB_REFRESH_TEXT.handEdited}</span>
                        ) : null}
                      </th>
                      <td className={styles.cell}>
                        {row.before ? (
                          <span className={row.checked ? styles.before : undefined}>
                            {row.before}
                          </span>
                        ) : (
                          <span className={styles.empty}>{TMDB_REFRESH_TEXT.none}</span>
                        )}
                      </td>
                      <td className={styles.cell}>
                        {row.after || (
                          <span className={styles.empty}>{TMDB_REFRESH_TEXT.none}</span>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className={styles.actions}>
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={applying}>
                {TMDB_REFRESH_TEXT.cancel}
              </Button>
            </Dialog.Close>
            <Button
              onClick={onApply}
              disabled={status !== "ready" || chosen === 0}
              loading={applying}
            >
              {applying ? TMDB_REFRESH_TEXT.applying : TMDB_REFRESH_TEXT.apply}
            </Button>
          </div>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
