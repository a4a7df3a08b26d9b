import { useState } from "react";
import type { Movie } from "@sinema/api";
import { ConfirmDialog } from "@sinema/ui";
import type { BulkAction } from "../mutations";
import { bulkConfirmText } from "./bulkConfirm";

/**
 * The last non-null value asked about: a dialog keeps naming it while it
 * animates closed, after the value itself has gone back to null.
 */
function useLastAsked<T>(asked: T | null): T | null {
  const [last, setLast] = useState<T | null>(null);
  if (asked && asked !== last) setLast(asked);
  return asked ?? last;
}

export interface DeleteConfirmProps {
  /** The title asked about, or null when nothing is. */
  film: Movie | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** SPEC.md §8: the confirmation before one title is deleted. */
export function DeleteConfirm({ film, busy, onCancel, onConfirm }: DeleteConfirmProps) {
  const named = useLastAsked(film);
  return (
    <ConfirmDialog
      open={film !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      description={named?.title}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}

export interface BulkConfirmProps {
  /** The bulk action asked about, or null when nothing is. */
  bulk: BulkAction | null;
  /** How many titles it would change. */
  count: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The one confirmation before a bulk action on the picked titles. */
export function BulkConfirm({ bulk, count, busy, onCancel, onConfirm }: BulkConfirmProps) {
  const { title, confirmLabel, tone } = bulkConfirmText(useLastAsked(bulk), count);
  return (
    <ConfirmDialog
      open={bulk !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={title}
      confirmLabel={confirmLabel}
      tone={tone}
      busy={busy}
      onConfirm={onConfirm}
    />
  );
}
