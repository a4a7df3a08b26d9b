/**
 * Issue 16: the audit trail as the admin reads it. The page's filters live
 * in the address (like film management's); these rules read and write them,
 * turn them into GET /admin/audit's parameters, and turn each entry into
 * what the list shows: Turkish field names and values, before and after.
 */
import {
  CatalogError,
  type AuditAction,
  type AuditEntry,
  type ListAuditParams,
} from "../catalog/client";
import { seriesStatusLabel } from "../domain/labels";
import { isCalendarDate } from "./filmForm";

export const AUDIT_PAGE_SIZES = [25, 50, 100] as const;
export type AuditPageSize = (typeof AUDIT_PAGE_SIZES)[number];
export const DEFAULT_AUDIT_PAGE_SIZE: AuditPageSize = 25;
/** Entries in the dashboard's 'Son İşlemler'. */
export const DASHBOARD_AUDIT_COUNT = 5;

const ACTIONS: readonly AuditAction[] = [
  "create",
  "import",
  "update",
  "refresh",
  "status",
  "delete",
  "restore",
];

/** The action filter's choices ('' is every action). */
export const AUDIT_ACTION_FILTER = [
  { value: "", label: "Tüm İşlemler" },
  { value: "create", label: "Ekleme" },
  { value: "import", label: "TMDB'den Ekleme" },
  { value: "update", label: "Düzenleme" },
  { value: "refresh", label: "TMDB'den Güncelleme" },
  { value: "status", label: "Durum Değişikliği" },
  { value: "delete", label: "Silme" },
  { value: "restore", label: "Geri Alma" },
] as const satisfies readonly { value: AuditAction | ""; label: string }[];

export interface AuditListState {
  action: AuditAction | undefined;
  /** Title search as typed (the server folds case and Turkish letters). */
  q: string;
  /** First day shown, YYYY-MM-DD in the admin's own time zone; empty for no limit. */
  from: string;
  /** Last day shown (inclusive), YYYY-MM-DD; empty for no limit. */
  to: string;
  /** 1-based. */
  page: number;
  size: AuditPageSize;
}

export const DEFAULT_AUDIT_LIST: AuditListState = {
  action: undefined,
  q: "",
  from: "",
  to: "",
  page: 1,
  size: DEFAULT_AUDIT_PAGE_SIZE,
};

/** Longest search the contract accepts. */
const MAX_SEARCH_LENGTH = 200;

const day = (raw: string | null) => (raw && isCalendarDate(raw) ? raw : "");

/** The page's state from an address's query string; anything unknown or malformed is left out. */
export function auditListStateOf(search: URLSearchParams): AuditListState {
  const page = Number(search.get("page"));
  const size = Number(search.get("size"));
  return {
    action: ACTIONS.find((action) => action === search.get("action")),
    q: (search.get("q") ?? "").slice(0, MAX_SEARCH_LENGTH),
    from: day(search.get("from")),
    to: day(search.get("to")),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    size: AUDIT_PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_AUDIT_PAGE_SIZE,
  };
}

/** The query string of a state, defaults left out, in a fixed order. */
export function auditListSearch(state: AuditListState): string {
  const search = new URLSearchParams();
  if (state.action) search.set("action", state.action);
  if (state.q.trim() !== "") search.set("q", state.q);
  if (state.from) search.set("from", state.from);
  if (state.to) search.set("to", state.to);
  if (state.size !== DEFAULT_AUDIT_PAGE_SIZE) search.set("size", String(state.size));
  if (state.page !== 1) search.set("page", String(state.page));
  return search.toString();
}

/** Midnight starting a YYYY-MM-DD day in the time zone this runs in, as an instant. */
function startOfDay(date: string, daysLater = 0): string {
  const [year, month, dayOfMonth] = date.split("-").map(Number) as [number, number, number];
  return new Date(year, month - 1, dayOfMonth + daysLater).toISOString();
}

/**
 * GET /admin/audit's parameters for the page a state shows. The days are the
 * admin's own: from the start of `from` to the end of `to`.
 */
export function auditListParams(state: AuditListState): ListAuditParams {
  const params: ListAuditParams = {
    limit: state.size,
    offset: (state.page - 1) * state.size,
  };
  if (state.action) params.action = state.action;
  const q = state.q.trim();
  if (q !== "") params.q = q;
  if (state.from) params.from = startOfDay(state.from);
  if (state.to) params.to = startOfDay(state.to, 1);
  return params;
}

/** The audit trail's fields by their Turkish names, as the form and the table call them. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  title: "Başlık",
  originalTitle: "Orijinal Başlık",
  description: "Açıklama",
  type: "İçerik Türü",
  genre: "Türler",
  category: "Kategori",
  releaseDate: "Çıkış Tarihi",
  duration: "Süre",
  runtime: "Süre",
  videoUrl: "Video Adresi",
  poster: "Afiş",
  backdrop: "Arka Plan",
  director: "Yönetmen",
  cast: "Oyuncular",
  country: "Ülke",
  language: "Dil",
  rating: "Puan",
  views: "İzlenme",
  likes: "Beğeni",
  comments: "Yorum",
  ageRating: "Yaş Sınırı",
  quality: "Kalite",
  featured: "Öne Çıkan",
  trending: "Trend",
  status: "Durum",
  totalSeasons: "Sezon Sayısı",
  airingStatus: "Yayın Durumu",
  seasons: "Sezonlar",
  tmdbId: "TMDB Kimliği",
  imdbId: "IMDb Kimliği",
  budget: "Bütçe",
  boxOffice: "Hasılat",
  externalRating: "Dış Puan",
  criticsScore: "Eleştirmen Puanı",
  audio: "Ses Dilleri",
  subtitles: "Altyazı Dilleri",
};

/** Shown where a field had no value (before it was set, after it was emptied). */
export const AUDIT_NO_VALUE = "—";

const VALUE_WORDS: Record<string, Record<string, string>> = {
  status: { active: "Aktif", passive: "Pasif" },
  type: { movie: "Film", series: "Dizi" },
  airingStatus: {
    ongoing: seriesStatusLabel("ongoing"),
    ended: seriesStatusLabel("ended"),
    pending: seriesStatusLabel("pending"),
  },
};

const numberFormat = new Intl.NumberFormat("tr-TR");

/** A field's value in words: Evet/Hayır, Aktif/Pasif, lists joined, seasons counted. */
export function auditValueText(field: string, value: unknown): string {
  if (value === undefined || value === null || value === "") return AUDIT_NO_VALUE;
  if (typeof value === "boolean") return value ? "Evet" : "Hayır";
  if (typeof value === "number") return numberFormat.format(value);
  if (typeof value === "string") return VALUE_WORDS[field]?.[value] ?? value;
  if (field === "seasons" && Array.isArray(value)) {
    const episodes = value.reduce<number>(
      (sum, season) =>
        sum +
        (Array.isArray((season as { episodes?: unknown }).episodes)
          ? (season as { episodes: unknown[] }).episodes.length
          : 0),
      0,
    );
    return `${value.length} sezon, ${episodes} bölüm`;
  }
  if (Array.isArray(value) && value.every((item) => typeof item !== "object")) {
    return value.length === 0 ? AUDIT_NO_VALUE : value.join(", ");
  }
  return JSON.stringify(value);
}

/** One entry as the list shows it (packages/ui's AuditListEntry). */
export interface AuditEntryView {
  id: string;
  action: AuditAction;
  actor: string;
  title: string;
  movieId: string;
  bulk: boolean;
  /** e.g. '15.01.2026 13:00', in the admin's time zone. */
  when: string;
  /** The instant, for `<time dateTime>`. */
  dateTime: string;
  changes: { label: string; before: string; after: string }[];
  restorable: boolean;
}

/** Shown for sessions signed in before the audit trail recorded usernames. */
export const AUDIT_UNKNOWN_ACTOR = "bilinmiyor";

/** What the list shows of an entry; `timeZone` fixes the clock (tests), else the browser's. */
export function auditEntryView(
  entry: AuditEntry,
  options: { timeZone?: string } = {},
): AuditEntryView {
  const when = new Intl.DateTimeFormat("tr-TR", {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    ...(options.timeZone ? { timeZone: options.timeZone } : {}),
  }).format(new Date(entry.at));
  return {
    id: String(entry.id),
    action: entry.action,
    actor: entry.actor || AUDIT_UNKNOWN_ACTOR,
    title: entry.movieTitle,
    movieId: entry.movieId,
    bulk: entry.bulk,
    when,
    dateTime: entry.at,
    changes: entry.changes.map((change) => ({
      label: AUDIT_FIELD_LABELS[change.field] ?? change.field,
      before: auditValueText(change.field, change.before),
      after: auditValueText(change.field, change.after),
    })),
    restorable: entry.restorable,
  };
}

/**
 * Issue 31 item 11: "a delete's toast offers 'Geri Al' for its 30 s
 * (restores as the audit trail does)".
 */
export const UNDO_DELETE_MS = 30_000;

/** What a restore's toast says. */
export const RESTORE_MESSAGES = {
  restored: (title: string) => `"${title}" geri alındı.`,
  restoredCount: (count: number) => `${count} içerik geri alındı.`,
  gone: "Bu içerik artık geri alınamaz (30 gün geçmiş ya da zaten geri alınmış).",
  duplicate: "Aynı ad, tür ve çıkış tarihiyle başka bir içerik eklenmiş; geri alınamadı.",
  failed: "İçerik geri alınamadı. Lütfen tekrar deneyin.",
} as const;

/** The toast once titles are back: one by its name, several counted (as their delete's toast was). */
export function restoredMessage(titles: readonly string[]): string {
  return titles.length === 1 && titles[0] !== undefined
    ? RESTORE_MESSAGES.restored(titles[0])
    : RESTORE_MESSAGES.restoredCount(titles.length);
}

/** Why a restore failed, in words (401 is not handled here: it ends the session). */
export function restoreFailureMessage(error: unknown): string {
  if (error instanceof CatalogError) {
    if (error.status === 404) return RESTORE_MESSAGES.gone;
    if (error.status === 409) return RESTORE_MESSAGES.duplicate;
  }
  return RESTORE_MESSAGES.failed;
}
