/**
 * Issue 33 item 3, 'TMDB'den Güncelle': a stored title beside what the
 * metadata service says now, field by field (old → new), each field chosen
 * or not; a field the admin edited by hand since the last import is never
 * chosen by default. Pure: the trail and both records come in as data.
 */
import type { AuditEntry, MovieInput } from "../catalog/client";

/** The fields a refresh compares, with their Turkish names (the form's where it has one). */
export const REFRESH_FIELDS = [
  ["title", "Başlık"],
  ["originalTitle", "Orijinal Başlık"],
  ["description", "Açıklama"],
  ["releaseDate", "Çıkış Tarihi"],
  ["duration", "Süre (dakika)"],
  ["rating", "Puan"],
  ["genre", "Türler"],
  ["director", "Yönetmen"],
  ["cast", "Oyuncular"],
  ["country", "Ülke"],
  ["language", "Dil"],
  ["poster", "Afiş Adresi"],
  ["backdrop", "Arka Plan"],
  ["imdbId", "IMDb Kimliği"],
  ["totalSeasons", "Sezon Sayısı"],
  ["airingStatus", "Yayın Durumu"],
  ["seasons", "Sezonlar ve Bölümler"],
] as const satisfies readonly (readonly [keyof MovieInput, string])[];

export type RefreshField = (typeof REFRESH_FIELDS)[number][0];

export interface RefreshRow {
  field: RefreshField;
  label: string;
  /** The stored value as text ('' for none). */
  before: string;
  /** The service's value as text ('' for none). */
  after: string;
  /** Changed by hand since the last import or refresh (or, with no import on record, typed by hand). */
  handEdited: boolean;
  /** Chosen by default: every changed field except those edited by hand. */
  checked: boolean;
}

/**
 * The fields changed by hand (PUT) since the title's last import or refresh,
 * from its audit trail, newest entry first; null when the trail holds no
 * import or refresh (the title was typed in, or came before issue 33).
 */
export function handEditedFields(entries: readonly AuditEntry[]): Set<string> | null {
  const edited = new Set<string>();
  for (const entry of entries) {
    if (entry.action === "import" || entry.action === "refresh") return edited;
    if (entry.action === "update") for (const change of entry.changes) edited.add(change.field);
  }
  return null;
}

type Value = MovieInput[RefreshField];

/** A field's value as the comparison and the diff see it. */
function normalized(input: MovieInput, field: RefreshField): unknown {
  const value: Value | undefined =
    field === "duration" ? (input.duration ?? input.runtime) : input[field];
  if (value === undefined || value === null || value === "") return undefined;
  if (field === "director" || field === "country" || field === "language") {
    const list = (Array.isArray(value) ? value : [value]) as string[];
    return list.length > 0 ? list : undefined;
  }
  if (Array.isArray(value) && value.length === 0) return undefined;
  return value;
}

/** How a value reads in the diff. */
function text(field: RefreshField, value: unknown): string {
  if (value === undefined) return "";
  if (field === "seasons") {
    const seasons = value as NonNullable<MovieInput["seasons"]>;
    const episodes = seasons.reduce((sum, season) => sum + season.episodes.length, 0);
    return `${seasons.length} sezon, ${episodes} bölüm`;
  }
  if (Array.isArray(value)) return value.join(", ");
  return String(value);
}

/** The rows of the diff: only fields whose value differs. */
export function refreshDiff(
  current: MovieInput,
  incoming: MovieInput,
  handEdited: ReadonlySet<string> | null,
): RefreshRow[] {
  const rows: RefreshRow[] = [];
  for (const [field, label] of REFRESH_FIELDS) {
    const before = normalized(current, field);
    const after = normalized(incoming, field);
    if (JSON.stringify(before) === JSON.stringify(after)) continue;
    const byHand =
      handEdited === null
        ? before !== undefined
        : handEdited.has(field) || (field === "duration" && handEdited.has("runtime"));
    rows.push({
      field,
      label,
      before: text(field, before),
      after: text(field, after),
      handEdited: byHand,
      checked: !byHand,
    });
  }
  return rows;
}

/** The stored record with the chosen fields taken from the service's (a field it lacks is removed). */
export function applyRefresh(
  current: MovieInput,
  incoming: MovieInput,
  fields: readonly RefreshField[],
): MovieInput {
  const next: Record<string, unknown> = { ...current };
  for (const field of fields) {
    const value = incoming[field];
    if (value === undefined) delete next[field];
    else next[field] = value;
    // The form edits one duration; the older alias would shadow nothing but confuse.
    if (field === "duration") delete next.runtime;
  }
  return next as unknown as MovieInput;
}
