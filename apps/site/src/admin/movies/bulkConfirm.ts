import type { BulkAction } from "../mutations";
import { ADMIN_TEXT } from "../text";

/** What the bulk action's confirmation says, and how it looks, for `count` picked titles. */
export function bulkConfirmText(
  bulk: BulkAction | null,
  count: number,
): { title: string; confirmLabel: string; tone: "danger" | "primary" } {
  if (bulk?.action === "update") {
    const passive = bulk.changes.status === "passive";
    return {
      title: ADMIN_TEXT.bulkStatusConfirm(count, passive ? "Pasif" : "Aktif"),
      confirmLabel: passive ? ADMIN_TEXT.bulkDeactivate : ADMIN_TEXT.bulkActivate,
      tone: "primary",
    };
  }
  return {
    title: ADMIN_TEXT.bulkDeleteConfirm(count),
    confirmLabel: "Sil",
    tone: bulk?.action === "delete" ? "danger" : "primary",
  };
}
