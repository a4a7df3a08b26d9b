import type { ReactNode } from "react";
import { Button } from "../Button";
import { Dialog } from "../Dialog";
import * as styles from "./ConfirmDialog.css";

/** SPEC.md §8: the confirmation before a film is deleted. */
export const DELETE_FILM_CONFIRM_TEXT = "Bu filmi silmek istediginizden emin misiniz?";

export interface ConfirmDialogProps {
  open: boolean;
  /** Called with `false` when the user cancels (button, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  /** The question; defaults to the film-delete text of SPEC.md. */
  title?: ReactNode;
  /** What is affected, e.g. the film's title. */
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While the action runs: the confirm button spins and the dialog cannot be dismissed. */
  busy?: boolean;
  /** Destructive actions get the danger look. */
  tone?: "danger" | "primary";
}

/**
 * Asks before an irreversible action. An alert dialog: focus starts on the
 * safe choice (cancel), so a stray Enter never deletes anything.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  onConfirm,
  title = DELETE_FILM_CONFIRM_TEXT,
  description,
  confirmLabel = "Sil",
  cancelLabel = "İptal",
  busy = false,
  tone = "danger",
}: ConfirmDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <Dialog.Content
        role="alertdialog"
        size="sm"
        title={title}
        {...(description === undefined ? {} : { description })}
        showCloseButton={false}
      >
        <div className={styles.actions}>
          <Dialog.Close asChild>
            <Button variant="secondary" disabled={busy}>
              {cancelLabel}
            </Button>
          </Dialog.Close>
          <Button
            variant={tone === "danger" ? "danger" : "primary"}
            loading={busy}
            onClick={onConfirm}
          >
            {confirmLabel}
          </Button>
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
