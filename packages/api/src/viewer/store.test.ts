import { describe, expect, it, vi } from "vitest";
import { continueWatching } from "./continueWatching";
import { setInList, titleMarks } from "./marks";
import { recordProgress } from "./progress";
import { emptyRecord, serializeRecord, unreadableKey, VIEWER_STORAGE_KEY } from "./record";
import { createViewerStore, VIEWER_SERVER_SNAPSHOT } from "./store";
import { MINUTE, SharedOrigin, T0 } from "./testing";

const film = { key: "movie:42" as const, meta: { title: "Kış Uykusu" } };

function openStore(
  origin = new SharedOrigin(),
  options: { onError?: (error: unknown) => void } = {},
) {
  const tab = origin.openTab();
  let clock = T0;
  const store = createViewerStore({
    storage: tab.storage,
    events: tab.window,
    now: () => clock,
    ...options,
  });
  return { origin, tab, store, tick: (ms = 1000) => (clock += ms) };
}

describe("createViewerStore: SSR-safe", () => {
  it("creating a store reads nothing; the first snapshot reads once", () => {
    const { tab, store } = openStore();
    expect(tab.calls).toEqual([]);
    expect(store.getSnapshot()).toEqual(emptyRecord());
    store.getSnapshot();
    expect(tab.calls).toEqual([`getItem ${VIEWER_STORAGE_KEY}`]);
  });

  it("the server snapshot is the empty record and cannot be changed by mistake", () => {
    expect(VIEWER_SERVER_SNAPSHOT).toEqual(emptyRecord());
    expect(Object.isFrozen(VIEWER_SERVER_SNAPSHOT)).toBe(true);
  });

  it("without storage (blocked or absent) it works in memory", () => {
    const store = createViewerStore({ storage: null, now: () => T0 });
    store.update((record, now) => setInList(record, film, true, now));
    expect(titleMarks(store.getSnapshot(), "movie:42").inList).toBe(true);
  });
});

describe("createViewerStore: reads, changes, writes", () => {
  it("an update saves the record and tells every listener", () => {
    const { origin, store } = openStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((record, now) => setInList(record, film, true, now));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(
      JSON.parse(origin.items.get(VIEWER_STORAGE_KEY) ?? "null").titles["movie:42"].list,
    ).toEqual({
      addedAt: T0,
    });
  });

  it("the snapshot is the same object until something changes", () => {
    const { store } = openStore();
    const first = store.getSnapshot();
    expect(store.getSnapshot()).toBe(first);
    // A change that changes nothing: no write, no notification, same snapshot.
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((record) => record);
    expect(listener).not.toHaveBeenCalled();
    expect(store.getSnapshot()).toBe(first);
  });

  it("a stored record is read back after a reload", () => {
    const origin = new SharedOrigin();
    openStore(origin).store.update((record, now) =>
      recordProgress(record, { ...film, position: 72 * MINUTE, duration: 120 * MINUTE }, now),
    );
    const reloaded = openStore(origin).store;
    expect(continueWatching(reloaded.getSnapshot()).map((item) => item.position)).toEqual([
      72 * MINUTE,
    ]);
  });

  it("a change applies to the newest stored record, even before another tab's event arrived", () => {
    const origin = new SharedOrigin();
    const a = openStore(origin);
    const b = openStore(origin);
    b.store.getSnapshot();
    // Tab a writes; tab b has not subscribed, so it heard no event.
    a.store.update((record, now) => setInList(record, film, true, now));
    b.store.update((record, now) =>
      setInList(record, { key: "tv:7", meta: { title: "Yargı" } }, true, now),
    );
    const stored = JSON.parse(origin.items.get(VIEWER_STORAGE_KEY) ?? "null");
    expect(Object.keys(stored.titles).sort()).toEqual(["movie:42", "tv:7"]);
  });

  it("updates are bounded: 201 titles keep 200", () => {
    const { store, tick } = openStore();
    for (let i = 0; i < 201; i += 1) {
      tick();
      store.update((record, now) =>
        recordProgress(
          record,
          { key: `movie:${i}`, meta: { title: `${i}` }, position: 60, duration: 600 },
          now,
        ),
      );
    }
    const titles = store.getSnapshot().titles;
    expect(Object.keys(titles)).toHaveLength(200);
    expect(titles["movie:0"]).toBeUndefined();
  });

  it("'Geçmişi Temizle' removes everything", () => {
    const { origin, store } = openStore();
    store.update((record, now) => setInList(record, film, true, now));
    const listener = vi.fn();
    store.subscribe(listener);
    store.clear();
    expect(origin.items.has(VIEWER_STORAGE_KEY)).toBe(false);
    expect(store.getSnapshot()).toEqual(emptyRecord());
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("'Geçmişi Temizle' also removes the unreadable text kept aside after a reset", () => {
    const origin = new SharedOrigin();
    origin.items.set(VIEWER_STORAGE_KEY, "{oops");
    origin.items.set("adminToken", "untouched");
    const { store } = openStore(origin);
    expect(store.notice()).toBe("corrupt");
    expect(origin.items.has(unreadableKey())).toBe(true);
    store.clear();
    expect([...origin.items.keys()]).toEqual(["adminToken"]);
    expect(store.getSnapshot()).toEqual(emptyRecord());
  });
});

describe("createViewerStore: other tabs (the storage event)", () => {
  it("a change in one tab reaches the other tab's listeners", () => {
    const origin = new SharedOrigin();
    const a = openStore(origin);
    const b = openStore(origin);
    const heard = vi.fn();
    b.store.subscribe(heard);
    a.store.update((record, now) => setInList(record, film, true, now));
    expect(heard).toHaveBeenCalledTimes(1);
    expect(titleMarks(b.store.getSnapshot(), "movie:42").inList).toBe(true);
  });

  it("clearing in one tab empties the other", () => {
    const origin = new SharedOrigin();
    const a = openStore(origin);
    const b = openStore(origin);
    a.store.update((record, now) => setInList(record, film, true, now));
    b.store.subscribe(() => {});
    expect(titleMarks(b.store.getSnapshot(), "movie:42").inList).toBe(true);
    a.store.clear();
    expect(b.store.getSnapshot()).toEqual(emptyRecord());
  });

  it("other keys' events are ignored; the last unsubscribe stops listening", () => {
    const origin = new SharedOrigin();
    const a = openStore(origin);
    const b = openStore(origin);
    const heard = vi.fn();
    const unsubscribe = b.store.subscribe(heard);
    a.tab.storage.setItem("adminToken", "x");
    expect(heard).not.toHaveBeenCalled();
    unsubscribe();
    a.store.update((record, now) => setInList(record, film, true, now));
    expect(heard).not.toHaveBeenCalled();
  });
});

describe("createViewerStore: damaged data is reset once, never a crash", () => {
  it.each([
    ["garbage", "{oops", "corrupt"],
    ["another version", serializeRecord({ ...emptyRecord(), version: 2 as 1 }), "version"],
  ])("%s: empty record, notice until acknowledged, the old text kept aside", (_, raw, reason) => {
    const origin = new SharedOrigin();
    origin.items.set(VIEWER_STORAGE_KEY, raw);
    const { store } = openStore(origin);
    expect(store.getSnapshot().titles).toEqual({});
    expect(store.notice()).toBe(reason);
    expect(origin.items.get(unreadableKey())).toBe(raw);
    // A reload before the notice was seen shows it again...
    expect(openStore(origin).store.notice()).toBe(reason);
    // ...and once acknowledged, never again.
    store.acknowledgeNotice();
    expect(store.notice()).toBeNull();
    expect(openStore(origin).store.notice()).toBeNull();
    // The backup is not overwritten by the now valid record.
    expect(origin.items.get(unreadableKey())).toBe(raw);
  });

  it("a full storage keeps working in memory and reports the error", () => {
    const origin = new SharedOrigin();
    origin.quota = 10;
    const errors: unknown[] = [];
    const { store } = openStore(origin, { onError: (error) => errors.push(error) });
    store.update((record, now) => setInList(record, film, true, now));
    expect(titleMarks(store.getSnapshot(), "movie:42").inList).toBe(true);
    expect(errors).toEqual([expect.objectContaining({ name: "QuotaExceededError" })]);
  });

  it("a storage that throws on read (blocked cookies) gives the empty record", () => {
    const errors: unknown[] = [];
    const store = createViewerStore({
      storage: {
        getItem: () => {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
        setItem: () => {},
        removeItem: () => {},
      },
      onError: (error) => errors.push(error),
    });
    expect(store.getSnapshot()).toEqual(emptyRecord());
    expect(errors).toHaveLength(1);
  });
});
