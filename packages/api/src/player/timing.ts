/*
 * A player that speaks the postMessage API (messages.ts) answers for itself;
 * error pages and stalled pages say nothing. So: the page must load at all;
 * once loaded, a live player answers `getState` at once; a live player then
 * has a while to become ready. (Numbers as the site has used them since the
 * player's first version, apps/site/src/player/usePlayer.ts.)
 */

/** The player page must load within this. */
export const PLAYER_LOAD_TIMEOUT_MS = 15_000;
/** After the page loaded, a live player answers `getState` within this. */
export const PLAYER_PROBE_TIMEOUT_MS = 2_000;
/** A player that answered gets this long to say `ready` (its video may be slow). */
export const PLAYER_READY_TIMEOUT_MS = 15_000;
/**
 * A playing (not paused) player whose position has not moved for this long
 * has stalled; the next source that has not failed is tried from the same
 * position. Long enough for a real re-buffer on a slow line.
 */
export const PLAYER_STALL_TIMEOUT_MS = 10_000;
/** Positions below this are not worth resuming at (the start is as good). */
export const PLAYER_MIN_RESUME_S = 2;
