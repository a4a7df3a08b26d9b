/**
 * The thin, stateful part: one record read from and written to a Storage
 * (localStorage in the browser), listeners told of every change, and other
 * tabs' changes picked up through the `storage` event. Every rule lives in
 * the pure modules; this only reads, applies and writes.
 *
 * Nothing is read when this module is imported or the store is created:
 * the first `getSnapshot`, `subscribe` or `update` reads. On the server,
 * render with `VIEWER_SERVER_SNAPSHOT` and create the store in the browser.
 */
import type { ViewerRecord } from "../generated/viewer";
import { boundRecord } from "./bounds";
import {
  emptyRecord,
  readRecord,
  serializeRecord,
  unreadableKey,
  VIEWER_STORAGE_KEY,
  type NoticeReason,
} from "./record";

/** The part of the Web Storage API the store needs. */
export type ViewerStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Where `storage` events arrive (`window` in the browser). */
export type StorageEventSource = Pick<EventTarget, "addEventListener" | "removeEventListener">;

/** Unreadable text kept for recovery up to this many characters (localStorage is small). */
export const UNREADABLE_BACKUP_MAX_CHARS = 256 * 1024;

export interface ViewerStoreOptions {
  /** localStorage; null keeps the record in memory only (storage blocked or unavailable). */
  storage: ViewerStorage | null;
  /** `window`, for other tabs' changes; null for none. */
  events?: StorageEventSource | null;
  now?: () => number;
  /** A write the storage refused (quota, blocked): the change stays in memory for this page. */
  onError?: (error: unknown) => void;
  key?: string;
}

export type ViewerChange = (record: ViewerRecord, now: number) => ViewerRecord;

export interface ViewerStore {
  /** The current record; the same object until something changes (fits useSyncExternalStore). */
  getSnapshot(): ViewerRecord;
  /** Called after every change, this tab's or another's. Returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Applies a pure change to the newest stored record and saves the result. */
  update(change: ViewerChange): ViewerRecord;
  /** 'Geçmişi Temizle': everything goes (the record and any unreadable text kept aside), in every tab. */
  clear(): void;
  /** Why the stored record was reset or repaired, until `acknowledgeNotice`. */
  notice(): NoticeReason | null;
  acknowledgeNotice(): void;
}

/** What the server renders with: no viewer, nothing remembered. */
export const VIEWER_SERVER_SNAPSHOT: ViewerRecord = Object.freeze(emptyRecord());

export function createViewerStore({
  storage,
  events = null,
  now = Date.now,
  onError = () => {},
  key = VIEWER_STORAGE_KEY,
}: ViewerStoreOptions): ViewerStore {
  let current: ViewerRecord | null = null;
  /** The stored text `current` was read from or written as. */
  let currentRaw: string | null = null;
  const listeners = new Set<() => void>();

  const getItem = (): string | null => {
    try {
      return storage ? storage.getItem(key) : currentRaw;
    } catch (error) {
      onError(error);
      return currentRaw;
    }
  };

  const write = (record: ViewerRecord): void => {
    const raw = serializeRecord(record);
    current = record;
    currentRaw = raw;
    try {
      storage?.setItem(key, raw);
    } catch (error) {
      onError(error);
    }
  };

  const backUp = (raw: string): void => {
    if (!storage || raw.length > UNREADABLE_BACKUP_MAX_CHARS) return;
    try {
      storage.setItem(unreadableKey(key), raw);
    } catch (error) {
      onError(error);
    }
  };

  /** The stored record, re-read only when the stored text changed. */
  const load = (): ViewerRecord => {
    const raw = getItem();
    if (current && raw === currentRaw) return current;
    const { record, notice } = readRecord(raw, now());
    if (notice) {
      // Kept aside, then replaced, so the notice shows once and not on every load.
      if (raw !== null) backUp(raw);
      write(record);
    } else {
      current = record;
      currentRaw = raw;
    }
    return record;
  };

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  const onStorage = (event: Event) => {
    const { key: changed, storageArea } = event as StorageEvent;
    // key null: the other tab called localStorage.clear().
    if (changed !== null && changed !== key) return;
    if (storage && storageArea && storageArea !== (storage as unknown)) return;
    const before = current;
    if (load() !== before) notify();
  };

  return {
    getSnapshot: () => current ?? load(),
    subscribe(listener) {
      if (listeners.size === 0) {
        load();
        events?.addEventListener("storage", onStorage);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) events?.removeEventListener("storage", onStorage);
      };
    },
    update(change) {
      const before = load();
      const after = boundRecord(change(before, now()));
      if (after !== before) {
        write(after);
        notify();
      }
      return after;
    },
    clear() {
      // The unreadable text kept aside is the viewer's history too: it goes as well.
      for (const stored of [key, unreadableKey(key)]) {
        try {
          storage?.removeItem(stored);
        } catch (error) {
          onError(error);
        }
      }
      current = emptyRecord();
      currentRaw = null;
      notify();
    },
    notice: () => (current ?? load()).notice?.reason ?? null,
    acknowledgeNotice() {
      const record = load();
      if (!record.notice) return;
      const rest = { ...record };
      delete rest.notice;
      write(rest);
      notify();
    },
  };
}
