/**
 * Issue 35: a list's total per set of filters, so a page of a long list does
 * not count the whole list again on every request. A write through this
 * instance drops the totals it may change (`changed`); with `ttlMs` a total
 * is also counted again once it is that old, so another instance's writes
 * show (PostgreSQL is shared; SQLite is one process's).
 */
import type { ListQuery, StoreChange } from "./types.ts";

interface Kept {
  query: ListQuery;
  total: number;
  countedAt: number;
}

export class ListTotals {
  readonly #kept = new Map<string, Kept>();
  readonly #entries: number;
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: { entries: number; ttlMs?: number; now?: () => number }) {
    this.#entries = options.entries;
    this.#ttlMs = options.ttlMs ?? Number.POSITIVE_INFINITY;
    this.#now = options.now ?? Date.now;
  }

  /** The filters of `query`: its order, page and position do not change its total. */
  static #key(query: ListQuery): string {
    const { limit: _l, offset: _o, after: _a, sort: _s, order: _r, ...filters } = query;
    return JSON.stringify(filters);
  }

  /** The kept total of the list `query` is a page of, if there is one still current. */
  lookup(query: ListQuery): number | undefined {
    const kept = this.#kept.get(ListTotals.#key(query));
    if (!kept || this.#now() - kept.countedAt >= this.#ttlMs) return undefined;
    return kept.total;
  }

  /** Keeps a total just counted; the oldest goes past `entries`. */
  remember(query: ListQuery, total: number): number {
    const key = ListTotals.#key(query);
    this.#kept.delete(key);
    if (this.#kept.size >= this.#entries) this.#kept.delete(this.#kept.keys().next().value!);
    this.#kept.set(key, { query, total, countedAt: this.#now() });
    return total;
  }

  /** A write: the totals of the lists it may have changed go. */
  changed(change: StoreChange): void {
    for (const [key, { query }] of this.#kept) {
      if (change.mayList(query)) this.#kept.delete(key);
    }
  }
}
