/**
 * Where the countdown gets its time. The page uses the real one; stories and
 * tests pass a manual clock they move forward themselves, so every frame of
 * the countdown is reproducible.
 */
export interface CountdownClock {
  /** Milliseconds on any monotonic scale. */
  now(): number;
  /** Calls `tick` every `ms` until the returned function is called. */
  every(ms: number, tick: () => void): () => void;
}

export const realCountdownClock: CountdownClock = {
  now: () => performance.now(),
  every(ms, tick) {
    const id = window.setInterval(tick, ms);
    return () => window.clearInterval(id);
  },
};

export interface ManualClock extends CountdownClock {
  /** Moves time forward and runs the ticks that fell due, in order. */
  advance(ms: number): void;
}

export function createManualClock(start = 0): ManualClock {
  let time = start;
  const timers = new Set<{ ms: number; next: number; tick: () => void }>();
  return {
    now: () => time,
    every(ms, tick) {
      const timer = { ms, next: time + ms, tick };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      const end = time + ms;
      for (;;) {
        const due = [...timers].filter((t) => t.next <= end).sort((a, b) => a.next - b.next)[0];
        if (!due) break;
        time = due.next;
        due.next += due.ms;
        due.tick();
      }
      time = end;
    },
  };
}
