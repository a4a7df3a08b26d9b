import type { Clock } from "./clock.ts";

/** A clock that only moves when a test says so; due tasks run inside `advance`. */
export class FakeClock implements Clock {
  #now: number;
  #tasks = new Set<{ intervalMs: number; due: number; task: () => void }>();

  constructor(start = 1_700_000_000_000) {
    this.#now = start;
  }

  now(): number {
    return this.#now;
  }

  every(intervalMs: number, task: () => void): () => void {
    const entry = { intervalMs, due: this.#now + intervalMs, task };
    this.#tasks.add(entry);
    return () => this.#tasks.delete(entry);
  }

  /** Moves time forward, running every periodic task that falls due on the way, in order. */
  advance(ms: number): void {
    const target = this.#now + ms;
    for (;;) {
      let next: { intervalMs: number; due: number; task: () => void } | undefined;
      for (const entry of this.#tasks) {
        if (entry.due <= target && (!next || entry.due < next.due)) next = entry;
      }
      if (!next) break;
      this.#now = next.due;
      next.due += next.intervalMs;
      next.task();
    }
    this.#now = target;
  }
}
