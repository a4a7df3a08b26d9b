import { SYNC_GUARD_MS } from "./constants";

/**
 * How long the guard holds after a remote action made at `madeAt` on the
 * shared clock (undefined: unknown, the whole guard): SPEC.md §4's 500 ms
 * counted from when the other viewer made the action, not from when it
 * arrived. Two actions made 600 ms apart can arrive 400 ms apart on a jittery
 * network, and the second is no quicker for that.
 */
export function guardMs(madeAt: number | undefined, sharedNow: number): number {
  const sinceMade = madeAt === undefined ? 0 : sharedNow - madeAt;
  return Math.min(SYNC_GUARD_MS, Math.max(0, SYNC_GUARD_MS - sinceMade));
}

/**
 * SPEC.md §4's sync guard: a remote change is applied only when not already
 * syncing, and the syncing flag clears after the guard. One arriving
 * meanwhile is held: `onCleared` runs when the guard clears, so the last word
 * is never lost (and is applied behind a guard of its own).
 */
export class RemoteGuard {
  readonly #onCleared: () => void;
  #syncing = false;
  #held = false;
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(onCleared: () => void) {
    this.#onCleared = onCleared;
  }

  /** Runs `apply` now and guards for `holdMs`; while syncing, holds instead. False when held. */
  run(apply: () => void, holdMs: number): boolean {
    if (this.#syncing) {
      this.#held = true;
      return false;
    }
    apply();
    this.#syncing = true;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      this.#syncing = false;
      if (this.#held) {
        this.#held = false;
        this.#onCleared();
      }
    }, holdMs);
    return true;
  }

  /** The remote change waiting for the guard no longer applies (the viewer's own action won). */
  dropHeld(): void {
    this.#held = false;
  }

  /** Off: nothing held, no timer. */
  reset(): void {
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#syncing = false;
    this.#held = false;
  }
}
