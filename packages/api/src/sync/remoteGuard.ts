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
