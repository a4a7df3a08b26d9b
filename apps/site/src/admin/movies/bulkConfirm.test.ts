import { describe, expect, it } from "vitest";
import type { BulkAction } from "../mutations";
import { bulkConfirmText } from "./bulkConfirm";

describe("bulkConfirmText: the confirmation names the action and how many titles", () => {
  it.each<[string, BulkAction | null, ReturnType<typeof bulkConfirmText>]>([
    [
      "activate",
      { action: "update", changes: { status: "active" } },
      { title: "3 içerik Aktif yapılsın mı?", confirmLabel: "Aktif Yap", tone: "primary" },
    ],
    [
      "deactivate",
      { action: "update", changes: { status: "passive" } },
      { title: "3 içerik Pasif yapılsın mı?", confirmLabel: "Pasif Yap", tone: "primary" },
    ],
    [
      "delete, in the danger tone",
      { action: "delete" },
      { title: "3 içerik silinsin mi?", confirmLabel: "Sil", tone: "danger" },
    ],
  ])("%s", (_, bulk, expected) => {
    expect(bulkConfirmText(bulk, 3)).toEqual(expected);
  });
});
