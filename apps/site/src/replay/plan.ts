/**
 * Which of the taps kept before the page was live are replayed, and in what
 * order (the rule of packages/ui's EARLY_ACTIONS, as a pure function).
 */
// The markers' table alone: the library's index brings its styles, which need a build.
import { EARLY_ACTIONS, type EarlyAction } from "@sinema/ui/earlyActions";

export interface KeptTap {
  /** The same value for taps on the same control. */
  control: unknown;
  /** Its `data-action` (null for a frame's load). */
  action: string | null;
}

export interface ReplayPlan<T extends KeptTap> {
  /** What to play, in the order the taps were made (for `last`, where the winning tap was made). */
  play: T[];
  /** Action names no control should carry: ignored. */
  unknown: string[];
}

const isKnown = (name: string): name is EarlyAction => Object.hasOwn(EARLY_ACTIONS, name);

/**
 * - `once`: a control's later taps are dropped (toggled once, opened once).
 * - `last`: of all taps on controls of that name, only the last is kept.
 * - a frame's load (no action) is played once per frame.
 */
export function replayPlan<T extends KeptTap>(kept: readonly T[]): ReplayPlan<T> {
  const unknown = new Set<string>();
  const lastOf = new Map<string, number>();
  kept.forEach((tap, index) => {
    if (tap.action !== null && isKnown(tap.action) && EARLY_ACTIONS[tap.action] === "last") {
      lastOf.set(tap.action, index);
    }
  });
  const seen = new Set<unknown>();
  const play: T[] = [];
  kept.forEach((tap, index) => {
    if (tap.action !== null && !isKnown(tap.action)) {
      unknown.add(tap.action);
      return;
    }
    if (tap.action !== null && EARLY_ACTIONS[tap.action] === "last") {
      if (lastOf.get(tap.action) === index) play.push(tap);
      return;
    }
    if (seen.has(tap.control)) return;
    seen.add(tap.control);
    play.push(tap);
  });
  return { play, unknown: [...unknown] };
}
