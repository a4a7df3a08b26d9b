import type { AuditListEntry } from "./AuditList";

/** A morning's admin work, newest first, as the list receives it. */
export const SAMPLE_AUDIT: readonly AuditListEntry[] = [
  {
    id: "9",
    action: "delete",
    actor: "admin",
    title: "Kış Uykusu",
    bulk: true,
    when: "15.01.2026 13:20",
    dateTime: "2026-01-15T10:20:00.000Z",
    changes: [],
    restorable: true,
  },
  {
    id: "8",
    action: "delete",
    actor: "admin",
    title: "Ahlat Ağacı",
    bulk: true,
    when: "15.01.2026 13:20",
    dateTime: "2026-01-15T10:20:00.000Z",
    changes: [],
    restorable: true,
  },
  {
    id: "7",
    action: "status",
    actor: "editör",
    title: "Şahsiyet",
    bulk: false,
    when: "15.01.2026 12:48",
    dateTime: "2026-01-15T09:48:00.000Z",
    changes: [{ label: "Durum", before: "Aktif", after: "Pasif" }],
    restorable: false,
  },
  {
    id: "6",
    action: "update",
    actor: "admin",
    title: "Dune: Çöl Gezegeni",
    bulk: false,
    when: "15.01.2026 12:30",
    dateTime: "2026-01-15T09:30:00.000Z",
    changes: [
      { label: "Başlık", before: "Dune", after: "Dune: Çöl Gezegeni" },
      { label: "Puan", before: "8", after: "8,4" },
      { label: "Öne Çıkan", before: "Hayır", after: "Evet" },
    ],
    restorable: false,
  },
  {
    id: "5",
    action: "restore",
    actor: "admin",
    title: "Babam ve Oğlum",
    bulk: false,
    when: "15.01.2026 11:02",
    dateTime: "2026-01-15T08:02:00.000Z",
    changes: [],
    restorable: false,
  },
  {
    id: "4",
    action: "create",
    actor: "admin",
    title: "Yeni Sahne",
    bulk: false,
    when: "15.01.2026 10:15",
    dateTime: "2026-01-15T07:15:00.000Z",
    changes: [],
    restorable: false,
  },
];

const LONG_TITLE =
  "Bir Zamanlar Anadolu'da: Uzun Bir Gecenin, Bozkırın ve Sessizliğin Hikâyesi (Yönetmen Kurgusu, Restore Edilmiş Sürüm)";

/** Long names and values, and many entries: wrapping and clamping. */
export function longAudit(count: number): AuditListEntry[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(count - index),
    action: (["update", "delete", "status", "create", "restore"] as const)[index % 5]!,
    actor: index % 2 ? "çok-uzun-bir-yönetici-kullanıcı-adı" : "admin",
    title: `${LONG_TITLE} ${index + 1}`,
    bulk: index % 3 === 0,
    when: "15.01.2026 13:20",
    dateTime: "2026-01-15T10:20:00.000Z",
    changes:
      index % 5 === 0
        ? [
            {
              label: "Açıklama",
              before: "Anadolu bozkırında bir gece boyunca süren bir arama. ".repeat(12),
              after: "Bir cinayet şüphelisinin ipucuyla başlayan uzun bir yolculuk. ".repeat(12),
            },
            { label: "Türler", before: "Drama", after: "Drama, Gerilim, Suç, Bağımsız" },
          ]
        : [],
    restorable: index % 5 === 1,
  }));
}
