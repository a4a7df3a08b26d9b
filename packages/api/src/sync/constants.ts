/** Couple-mode timings and limits of the client (SPEC.md §4 and §9 where they say so). */

/** SPEC.md §9: a heartbeat (and a clock ping) every 3 s. */
export const HEARTBEAT_INTERVAL_MS = 3_000;
/** SPEC.md §4: no message from the other viewer for over 10 s means disconnected... */
export const PEER_TIMEOUT_MS = 10_000;
/** ...checked every 3 s. */
export const STATUS_CHECK_INTERVAL_MS = 3_000;
/** SPEC.md §4/§9: after a remote action, further remote actions wait this long. */
export const SYNC_GUARD_MS = 500;
/** With no frame at all from the server for this long, the connection is presumed dead. */
export const SERVER_SILENCE_MS = 10_000;
/**
 * Refused with seat_taken, a tab asks the browser's other tabs for the seat's secret
 * and waits this long for one to answer before it gives up.
 */
export const SEAT_ASK_MS = 300;

/** Clock pings sent right after connecting, this far apart, before the heartbeat ones. */
export const CLOCK_BURST_PINGS = 4;
export const CLOCK_BURST_SPACING_MS = 150;
/** The offset comes from the lowest-round-trip sample among the last this many. */
export const CLOCK_SAMPLES = 8;

/** Reconnect back-off: first delay, growth per attempt, ceiling. */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_FACTOR = 2;
export const RECONNECT_MAX_MS = 15_000;

/**
 * A remote play finding the player paused at most this far behind the room
 * (seconds) starts it at once: a seek would cost more than the rate nudges
 * need to make up the difference, and it stays within the drift target.
 */
export const PLAY_AT_ONCE_S = 0.1;
/** Otherwise a remote play on a paused player starts this far ahead on the shared clock, after the seek. */
export const START_LEAD_MS = 150;
/** A seek is left out when the player is already this close (seconds). */
export const SEEK_TOLERANCE_S = 0.05;
/** A new timeline reached while both play is sought to only when this far off (seconds). */
export const APPLY_SEEK_S = 0.25;
/** A local event this close to the room's timeline (seconds) is not an action of the viewer. */
export const AGREEMENT_TOLERANCE_S = 0.5;
/** How long a command we sent may take to show up as the player's event. */
export const ECHO_WINDOW_MS = 3_000;
/**
 * Two position reports of a playing player this far apart from each other
 * (seconds, beyond what playback explains) mean the viewer is seeking: its
 * "seeked" will be the action, and until then (at most ECHO_WINDOW_MS) the
 * position is no drift to correct.
 */
export const SEEK_JUMP_S = 0.5;

/** Position reports of the last this long make the position estimate (see PositionEstimate). */
export const ESTIMATE_WINDOW_MS = 1_000;
/**
 * One report may arrive this much later than another (seconds of playback);
 * a report further behind means the player stopped advancing for a moment.
 */
export const MAX_REPORT_DELAY_S = 0.25;
/**
 * After a rate change the next waits this long: every change costs the
 * player a small hiccup, and the estimate needs a few reports at the new rate.
 */
export const RATE_HOLD_MS = 1_000;
/**
 * Drift above this (seconds) is corrected by seeking (a paused seek and a
 * start on the shared clock, exact however long the seek takes); below it the
 * nudges take at most a few seconds. Issue 9 sketched about 1 s; at a few
 * percent a player that fell 0.5 s behind (a stall) would then stay off the
 * room for ten seconds or more.
 */
export const HARD_DRIFT_S = 0.25;
/** ...smaller drift by nudging the rate, from this drift on... */
export const NUDGE_START_S = 0.05;
/** ...until it is back under this. */
export const NUDGE_STOP_S = 0.02;
/** Rate change per second of drift, and its ceiling (a few percent is not heard). */
export const NUDGE_GAIN = 0.25;
export const MAX_NUDGE = 0.05;
/** Corrective seeks are at least this far apart, so a slow seek is not chased by another. */
export const MIN_CORRECTIVE_SEEK_INTERVAL_MS = 2_000;
/**
 * A scheduled start is timed from the player's reports this long after its
 * "play" (how long the player takes to move, aimed ahead of next time), at
 * most MAX_START_LATENCY_MS; drift is left alone meanwhile.
 */
export const START_TIMING_MS = 400;
export const MAX_START_LATENCY_MS = 500;
/**
 * After the viewer's own play or seek, for this long, their player is not
 * corrected: if it lags the timeline by HARD_DRIFT_S (slow to move after a
 * seek), the room is moved to it instead.
 */
export const OWN_ACTION_SETTLE_MS = 1_500;
/** A "seeked" this close (seconds) to where our last seek went is that seek landing. */
export const LANDED_MATCH_S = 0.25;
/** First guess of how long a seek takes (refined from measured seeks). */
export const INITIAL_SEEK_LATENCY_MS = 100;
