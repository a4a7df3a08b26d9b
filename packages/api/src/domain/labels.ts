/** User-facing labels of SPEC.md §4 and §6, exact (some without diacritics on purpose). */

export type SeriesStatus = "ongoing" | "ended" | "pending";

/** SPEC.md §4: "Series status label: ongoing 'Devam Ediyor', ended 'Tamamlandı', otherwise 'Beklemede'." */
export function seriesStatusLabel(status: string | null | undefined): string {
  if (status === "ongoing") return "Devam Ediyor";
  if (status === "ended") return "Tamamlandı";
  return "Beklemede";
}

/**
 * The metadata service's series status in SPEC.md §3's terms ("status
 * (ongoing, ended, else pending)").
 */
export function seriesStatusFromMetadata(status: string | null | undefined): SeriesStatus {
  switch (status) {
    case "Returning Series":
    case "In Production":
      return "ongoing";
    case "Ended":
    case "Canceled":
      return "ended";
    default:
      return "pending";
  }
}

/** SPEC.md §3/§4: content status 'active' is Aktif; anything else is shown as passive, Pasif. */
export function contentStatusLabel(status: string | null | undefined): string {
  return status === "active" ? "Aktif" : "Pasif";
}

const AD_STATUS_LABELS: Record<string, string> = {
  active: "Aktif",
  paused: "Duraklatildi",
  ended: "Bitti",
};

/** SPEC.md §4: "Ad status: active Aktif, paused Duraklatildi, ended Bitti." Unknown values show as they are. */
export function adStatusLabel(status: string): string {
  return AD_STATUS_LABELS[status] ?? status;
}

const USER_STATUS_LABELS: Record<string, string> = {
  active: "Aktif",
  inactive: "Pasif",
  banned: "Yasakli",
};

/** SPEC.md §4: "User status: active Aktif, inactive Pasif, banned Yasakli." */
export function userStatusLabel(status: string): string {
  return USER_STATUS_LABELS[status] ?? status;
}

const ROLE_LABELS: Record<string, string> = {
  admin: "Admin",
  moderator: "Moderator",
  user: "Kullanici",
};

/** SPEC.md §6: "admin, moderator (label Moderator), user (label Kullanici)". */
export function roleLabel(role: string): string {
  return ROLE_LABELS[role] ?? role;
}

/** SPEC.md §2 popular section: "a type badge (Film or Dizi)". */
export function typeBadge(type: string | null | undefined): "Film" | "Dizi" {
  return type === "tv" || type === "series" ? "Dizi" : "Film";
}
