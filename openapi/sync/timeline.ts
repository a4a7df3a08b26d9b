/**
 * The room's timeline as both ends read it (sync.schema.json's Timeline):
 * hand-written, beside the types and validators `pnpm gen` writes here.
 */
import type { Timeline } from "./protocol.ts";

/** Where playback is on this timeline at shared time `at` (ms). */
export function positionAt(timeline: Timeline, at: number): number {
  if (timeline.paused) return timeline.position;
  return Math.max(0, timeline.position + ((at - timeline.serverTime) / 1000) * timeline.rate);
}
