/**
 * Test helpers: records built from short descriptions, and an origin's
 * localStorage shared by several tabs that behaves as browsers do (a write
 * fires `storage` in every other tab of the origin, never in the writer).
 */
import type { TitleEntry, ViewerRecord } from "../generated/viewer";
import { emptyRecord, type TitleKey } from "./record";

export const MINUTE = 60;
/** A fixed "now" for the tables: 2026-01-01T00:00:00Z. */
export const T0 = Date.UTC(2026, 0, 1);

export function recordWith(titles: Record<string, Partial<TitleEntry>>): ViewerRecord {
  const record = emptyRecord();
  for (const [key, entry] of Object.entries(titles)) {
    record.titles[key as TitleKey] = { meta: { title: key }, ...entry };
  }
  return record;
}

export const progress = (
  position: number,
  duration: number,
  updatedAt: number,
  finished = false,
) => ({
  position,
  duration,
  updatedAt,
  finished,
});

/** One origin's localStorage, shared by its tabs. */
export class SharedOrigin {
  readonly items = new Map<string, string>();
  readonly tabs = new Set<Tab>();
  /** Characters the storage holds before setItem throws, as browsers do past their quota. */
  quota = Number.POSITIVE_INFINITY;

  openTab(): Tab {
    const tab = new Tab(this);
    this.tabs.add(tab);
    return tab;
  }

  used(): number {
    let total = 0;
    for (const [key, value] of this.items) total += key.length + value.length;
    return total;
  }
}

/** A tab: its own `window` (event target) and the origin's storage. */
export class Tab {
  readonly window = new EventTarget();
  readonly storage: Storage;
  /** Calls to the storage, to show what touched it and when. */
  readonly calls: string[] = [];

  constructor(private readonly origin: SharedOrigin) {
    const calls = this.calls;
    const broadcast = this.broadcast.bind(this);
    this.storage = {
      get length() {
        return origin.items.size;
      },
      key: (index) => [...origin.items.keys()][index] ?? null,
      getItem(key) {
        calls.push(`getItem ${key}`);
        return origin.items.get(key) ?? null;
      },
      setItem(key, value) {
        calls.push(`setItem ${key}`);
        const previous = origin.items.get(key) ?? null;
        const growth =
          key.length + value.length - (previous === null ? 0 : key.length + previous.length);
        if (origin.used() + growth > origin.quota) {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        }
        origin.items.set(key, value);
        broadcast(key, previous, value);
      },
      removeItem(key) {
        calls.push(`removeItem ${key}`);
        const previous = origin.items.get(key) ?? null;
        origin.items.delete(key);
        if (previous !== null) broadcast(key, previous, null);
      },
      clear() {
        origin.items.clear();
        broadcast(null, null, null);
      },
    };
  }

  private broadcast(key: string | null, oldValue: string | null, newValue: string | null) {
    for (const other of this.origin.tabs) {
      if (other === this) continue;
      const event = Object.assign(new Event("storage"), {
        key,
        oldValue,
        newValue,
        storageArea: other.storage,
      });
      other.window.dispatchEvent(event);
    }
  }
}
