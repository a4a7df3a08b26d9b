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

/** Clock pings sent right after connecting, this far apart, before the heartbeat ones. */
export const CLOCK_BURST_PINGS = 4;
export const CLOCK_BURST_SPACING_MS = 150;
/** The offset comes from the lowest-round-trip sample among the last this many. */
export const CLOCK_SAMPLES = 8;

/** Reconnect back-off: first delay, growth per attempt, ceiling. */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_FACTOR = 2;
export const RECONNECT_MAX_MS = 15_000;

/** A remote play on a paused player starts this far ahead on the shared clock, after the seek. */
export const START_LEAD_MS = 150;
/** A seek is left out when the player is already this close (seconds). */
export const SEEK_TOLERANCE_S = 0.05;
/** A new timeline reached while both play is sought to only when this far off (seconds). */
export const APPLY_SEEK_S = 0.25;
/** A local event this close to the room's timeline (seconds) is not an action of the viewer. */
export const AGREEMENT_TOLERANCE_S = 0.5;
/** How long a command we sent may take to show up as the player's event. */
export const ECHO_WINDOW_MS = 3_000;

/** Drift above this (seconds) is corrected by seeking... */
export const HARD_DRIFT_S = 1;
/** ...smaller drift by nudging the rate, from this drift on... */
export const NUDGE_START_S = 0.05;
/** ...until it is back under this. */
export const NUDGE_STOP_S = 0.02;
/** Rate change per second of drift, and its ceiling (a few percent is not heard). */
export const NUDGE_GAIN = 0.25;
export const MAX_NUDGE = 0.05;
/** Corrective seeks are at least this far apart, so a slow seek is not chased by another. */
export const MIN_CORRECTIVE_SEEK_INTERVAL_MS = 2_000;
/** First guess of how long a seek takes while playing (refined from measured seeks). */
export const INITIAL_SEEK_LATENCY_MS = 100;
