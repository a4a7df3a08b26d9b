import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from "./lazyRoute";

describe("loadChunk (SPEC.md §9: lazy chunks have a 120 s load time-out)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("resolves with the module when it arrives in time", async () => {
    await expect(loadChunk(() => Promise.resolve({ page: 1 }))).resolves.toEqual({ page: 1 });
  });

  it("fails with a ChunkLoadError after 120 s without an answer", async () => {
    const pending = loadChunk(() => new Promise<never>(() => {}));
    const settled = expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it("does not fail before the timeout", async () => {
    let settled = false;
    void loadChunk(() => new Promise<never>(() => {})).catch(() => (settled = true));
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
  });

  it("turns a failed download into a ChunkLoadError keeping the cause", async () => {
    const cause = new TypeError("Failed to fetch dynamically imported module");
    const error = await loadChunk(() => Promise.reject(cause)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });
});
