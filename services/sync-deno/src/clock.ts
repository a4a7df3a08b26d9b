/** Time as the service sees it: injected so tests move it instead of sleeping. */
export interface Clock {
  /** Milliseconds since the Unix epoch: the room's shared clock. */
  now(): number;
  /** Calls `task` every `intervalMs`; the returned function stops it. */
  every(intervalMs: number, task: () => void): () => void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  every(intervalMs, task) {
    const id = setInterval(task, intervalMs);
    return () => clearInterval(id);
  },
};
