/**
 * The viewer record: its types (generated from record.schema.json), keys,
 * the empty record, and reading stored text back into a record. A record
 * that cannot be read is never a crash: it is repaired or reset, with a
 * notice the site shows once.
 */
import type { Notice, Preferences, TitleEntry, ViewerRecord } from "../generated/viewer";
import { validateViewerRecord } from "../generated/viewerValidators";
import { boundRecord } from "./bounds";

export type {
  Flag,
  ListEntry,
  Notice,
  PlaybackLanguage,
  Preferences,
  Progress,
  StarRating,
  TitleEntry,
  TitleMeta,
  ViewerRecord,
} from "../generated/viewer";

/** Where the record lives in localStorage; a new format gets a new key. */
export const VIEWER_STORAGE_KEY = "sinema:viewer:v1";
/** Where stored text that could not be read is kept, so a reset loses nothing for good. */
export const unreadableKey = (key: string = VIEWER_STORAGE_KEY) => `${key}:unreadable`;
export const VIEWER_RECORD_VERSION = 1;

export type NoticeReason = Notice["reason"];

/** The route namespaces a title page lives under (`/movie/42`, `/shows/sahsiyet`, ...). */
export const TITLE_KINDS = ["movie", "tv", "series", "shows"] as const;
export type TitleKind = (typeof TITLE_KINDS)[number];
/** `<kind>:<id>`, e.g. `movie:42` for /movie/42. */
export type TitleKey = `${TitleKind}:${string}`;

const TITLE_ID = /^[A-Za-z0-9._~-]{1,128}$/;
const EPISODE_KEY = /^s(0|[1-9][0-9]{0,2})e([1-9][0-9]{0,3})$/;

/**
 * The key of a title page, or null for an id the record cannot hold (the
 * site then simply does not remember that title). Use the same kind and id
 * as the page's address: `titleKey("movie", "42")` for /movie/42.
 */
export function titleKey(kind: TitleKind, id: string | number): TitleKey | null {
  const text = String(id);
  return TITLE_ID.test(text) ? `${kind}:${text}` : null;
}

/** The page of a title: `movie:42` → `/movie/42`. */
export function titleHref(key: TitleKey): string {
  const colon = key.indexOf(":");
  return `/${key.slice(0, colon)}/${key.slice(colon + 1)}`;
}

export function titleKindOf(key: TitleKey): TitleKind {
  return key.slice(0, key.indexOf(":")) as TitleKind;
}

/** Series entries keep progress per episode; films keep one. */
export function isSeriesKey(key: TitleKey): boolean {
  return titleKindOf(key) !== "movie";
}

export interface EpisodeRef {
  season: number;
  episode: number;
}

/** `s2e5`; null when the numbers cannot be a key (negative, fractional, too large). */
export function episodeKey({ season, episode }: EpisodeRef): string | null {
  const key = `s${season}e${episode}`;
  return Number.isInteger(season) && Number.isInteger(episode) && EPISODE_KEY.test(key)
    ? key
    : null;
}

export function parseEpisodeKey(key: string): EpisodeRef | null {
  const match = EPISODE_KEY.exec(key);
  return match ? { season: Number(match[1]), episode: Number(match[2]) } : null;
}

export function emptyRecord(): ViewerRecord {
  return { version: VIEWER_RECORD_VERSION, titles: {}, preferences: {} };
}

/** The record's entries as typed pairs (the record stores them as a plain object). */
export function titleEntries(record: ViewerRecord): Array<[TitleKey, TitleEntry]> {
  return Object.entries(record.titles) as Array<[TitleKey, TitleEntry]>;
}

/** True when the value is a record of this version with every field valid. */
export function isViewerRecord(value: unknown): value is ViewerRecord {
  return (validateViewerRecord as (data: unknown) => boolean)(value);
}

/** The first schema problem of a value that is not a record, for logs and errors. */
export function recordProblem(value: unknown): string | null {
  if (isViewerRecord(value)) return null;
  const first = (
    validateViewerRecord as unknown as {
      errors?: Array<{ instancePath: string; message?: string }> | null;
    }
  ).errors?.[0];
  return `${first?.instancePath || "record"} ${first?.message ?? "invalid"}`;
}

export interface ReadResult {
  record: ViewerRecord;
  /** Set when the stored text was not a valid record (the record then carries the notice too). */
  notice: NoticeReason | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Stored text → record. Nothing stored gives the empty record. Text that is
 * not JSON, or not a record, gives the empty record with the notice
 * 'corrupt'; another version gives it with 'version'. A record of this
 * version whose frame is intact but some titles (or the preferences) are
 * not keeps every valid title, with the notice 'repaired'.
 */
export function readRecord(raw: string | null, now: number): ReadResult {
  if (raw === null) return { record: emptyRecord(), notice: null };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return reset("corrupt", now);
  }
  if (isViewerRecord(value)) return { record: boundRecord(value), notice: null };
  if (!isObject(value)) return reset("corrupt", now);
  if (value.version !== VIEWER_RECORD_VERSION) return reset("version", now);
  if (!isObject(value.titles)) return reset("corrupt", now);
  return repaired(value.titles, value.preferences, now);
}

function reset(reason: NoticeReason, now: number): ReadResult {
  return { record: { ...emptyRecord(), notice: { reason, at: now } }, notice: reason };
}

/** Each title and the preferences are checked alone, against the same schema. */
function repaired(titles: Record<string, unknown>, preferences: unknown, now: number): ReadResult {
  const record: ViewerRecord = { ...emptyRecord(), notice: { reason: "repaired", at: now } };
  if (isViewerRecord({ ...emptyRecord(), preferences })) {
    record.preferences = preferences as Preferences;
  }
  for (const [key, entry] of Object.entries(titles)) {
    if (isViewerRecord({ ...emptyRecord(), titles: { [key]: entry } })) {
      record.titles[key] = entry as TitleEntry;
    }
  }
  // Over the bounds (more titles than a record may hold) is kept as far as the bounds go.
  return { record: boundRecord(record), notice: "repaired" };
}

/** Text to store; `readRecord(serializeRecord(r))` gives `r` back. */
export function serializeRecord(record: ViewerRecord): string {
  return JSON.stringify(record);
}

/** Copy of an entry with one field replaced, or removed when the value is undefined. */
export function withField<K extends keyof TitleEntry>(
  entry: TitleEntry,
  field: K,
  value: TitleEntry[K] | undefined,
): TitleEntry {
  const next = { ...entry };
  if (value === undefined) delete next[field];
  else next[field] = value;
  return next;
}

/** Copy of the record with one title replaced (or removed with null). */
export function withTitle(
  record: ViewerRecord,
  key: TitleKey,
  entry: TitleEntry | null,
): ViewerRecord {
  const titles = { ...record.titles };
  if (entry === null) delete titles[key];
  else titles[key] = entry;
  return { ...record, titles };
}
