/** Couple-mode timings and limits of the client (SPEC.md §4 and §9 where they say so). */

/** SPEC.md §9: a heartbeat every 3 s (clock pings go more often: CLOCK_PING_INTERVAL_MS). */
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
export const CLOCK_BURST_PINGS = 8;
export const CLOCK_BURST_SPACING_MS = 150;
/**
 * The offset comes from the pings of the last minute (at most this many): the
 * longer the window, the nearer its fastest uplink and downlink come to the
 * path's, and the less asymmetric jitter can put the clock off (ClockSync).
 */
export const CLOCK_WINDOW_MS = 60_000;
export const CLOCK_MAX_SAMPLES = 80;
/**
 * A clock ping goes out this often once in a room (besides the burst on
 * connecting), not only with each heartbeat: the more pings a minute holds,
 * the nearer its fastest legs come to the path's. At 150 ± 50 ms one way, a
 * ping every 3 s left two viewers' clocks 5-15 ms apart (issue 32 item 7).
 */
export const CLOCK_PING_INTERVAL_MS = 1_000;
/**
 * How fast two computers' clocks may run apart (100 ppm, twice a cheap
 * crystal's error): a ping this old is trusted as if its round trip were
 * longer by this much per ms of age.
 */
export const CLOCK_DRIFT_RATE = 100e-6;

/** Reconnect back-off: first delay, growth per attempt, ceiling. */
export const RECONNECT_BASE_MS = 500;
export const RECONNECT_FACTOR = 2;
export const RECONNECT_MAX_MS = 15_000;
/**
 * Issue 29: the sync service closes with this code when that instance stops
 * (a rolling restart): the client reconnects at once, not after back-off, and
 * rejoins with its seat's secret; the balancer sends it to another instance.
 */
export const CLOSE_RECONNECT = 4005;
/** Viewers sent away together come back spread over this long, not in one burst. */
export const RECONNECT_NOW_SPREAD_MS = 100;

/**
 * A remote play finding the player paused at most this far behind the room
 * (seconds: the network's delay, mostly) starts it at once and catches up by
 * the rate (CATCH_UP_WITHIN_S): the other viewer sees the play a network delay
 * after it was made, rather than after a seek and a scheduled start as well
 * (~250 ms more), and the positions meet a moment later. Further behind, it
 * seeks ahead and starts on schedule.
 */
export const PLAY_AT_ONCE_S = 0.5;
/**
 * A start behind the room runs faster than the room until it has caught up,
 * within CATCH_UP_WITHIN_S: 150 ms behind at 1.19× for 0.8 s. Browsers keep the
 * pitch when the rate changes (preservesPitch) and play up to 1.25× smoothly
 * (the speeds their own menus offer); it happens once per start, in its first
 * second, where the feedback corrections keep to MAX_NUDGE for as long as
 * they run. At most MAX_CATCH_UP_NUDGE faster (further behind: longer), at
 * least MAX_NUDGE (a small gap: no faster than a correction).
 */
export const CATCH_UP_WITHIN_S = 0.8;
export const MAX_CATCH_UP_NUDGE = 0.25;
/**
 * A start found off the room's line once it moves (judged from its second
 * report, ~0.5 s in: it took longer or shorter than learned) closes the gap
 * within this long, at most MAX_CATCH_UP_NUDGE faster (or MAX_NUDGE slower):
 * 50 ms behind at 1.125× for 0.4 s, in step by the start's first second.
 */
export const AFTER_START_CATCH_UP_WITHIN_S = 0.4;
/**
 * Issue 32 item 7: a playing player found this far behind the room's line
 * (seconds; steady play keeps within the deadband, RATE_START_S) fell behind
 * while it played: a stall (a buffering wait, a slow decoder, the demo clip's
 * loop back to its start, 100-160 ms each). It catches up as a start just seen
 * moving does (AFTER_START_CATCH_UP_WITHIN_S, up to MAX_CATCH_UP_NUDGE
 * faster), not at a correction's MAX_NUDGE: 150 ms at 5 % took 3 s, and two
 * viewers who stalled by different amounts stayed that far apart meanwhile.
 */
export const STALL_CATCH_UP_S = 0.03;
/** Otherwise a remote play on a paused player starts this far ahead on the shared clock, after the seek. */
export const START_LEAD_MS = 150;
/** A seek is left out when the player is already this close (seconds). */
export const SEEK_TOLERANCE_S = 0.05;
/** A new timeline reached while both play is sought to only when this far off (seconds). */
export const APPLY_SEEK_S = 0.25;
/**
 * Two timelines this close (seconds) at every moment are one line: the
 * server keeps whole milliseconds of the sender's timestamp, and never one
 * later than its own clock.
 */
export const SAME_LINE_S = 0.005;
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
export const ESTIMATE_WINDOW_MS = 1_500;
/**
 * For this long after a rate command a report may still show the rate
 * before it (the command and the report cross); after that, a report at a
 * rate nobody set starts the estimate afresh.
 */
export const RATE_SETTLE_MS = 500;
/**
 * A rate change may move the player besides the rate (PositionEstimate.stepOf):
 * reports from this long after the command on (ms: when the step has shown) measure
 * it; the ones before are in between, and skipped...
 */
export const RATE_STEP_SETTLE_MS = 250;
/** ...this many of them make a measurement (the least late counts)... */
export const RATE_STEP_REPORTS = 3;
/** ...the step of a kind of change is the median of its last this many... */
export const RATE_STEP_SAMPLES = 5;
/**
 * ...and one larger than this (seconds) is no step (a stall, a jump), nor are
 * reports further apart than RATE_STEP_SPREAD_S: not learned.
 */
export const RATE_STEP_LIMIT_S = 0.06;
export const RATE_STEP_SPREAD_S = 0.015;
/**
 * The step of each kind of rate change before any is measured (seconds):
 * Chromium's, from bench:couple's probes (leaving the rate 1: −17 to −20 ms,
 * about 100 ms after the command; coming back to it: +4 to +8 ms).
 */
export const RATE_STEP_PRIOR_S = { leave1: -0.019, back1: 0.006, other: 0 } as const;
/**
 * Reports that keep lagging the estimate by more than this (seconds of
 * playback)... (a report alone may be late by tens of ms, and after a busy
 * moment of the page the reports queued meanwhile arrive together, the first
 * of them hundreds of ms late)...
 */
export const STALL_LAG_S = 0.04;
/**
 * ...for this long (three reports) mean the player really fell behind (a
 * stall, a decoder that cannot keep up): the estimate drops the reports from
 * before, instead of waiting ESTIMATE_WINDOW_MS for them to expire.
 */
export const STALL_CONFIRM_MS = 350;
/**
 * Drift above this (seconds) is corrected by seeking (a paused seek and a
 * start on the shared clock, exact however long the seek takes); below it the
 * rate closes it within a few seconds (5 s at most, at MAX_NUDGE).
 */
export const HARD_DRIFT_S = 0.25;
/**
 * The rate corrects drift from this much on (seconds)... The position
 * estimate is good to a few ms (see PositionEstimate); two viewers each
 * within it of the room are within twice it of each other.
 */
export const RATE_START_S = 0.01;
/** ...until it is back under this. */
export const RATE_STOP_S = 0.003;
/**
 * A correction's rate closes the drift within this long (seconds), at most
 * MAX_NUDGE off the base rate: a 50 ms gap at 5 % in a second.
 */
export const CLOSE_WITHIN_S = 1;
/**
 * A correction that will have closed the gap within this long (ms: about a
 * report interval) goes back to the base rate exactly then, rather than on a
 * report after it (past the room).
 */
export const STOP_AHEAD_MS = 250;
/**
 * The rate stays within the base rate ± this share: browsers play 0.95-1.05
 * smoothly (pitch-corrected audio, no dropped frames worth noticing).
 */
export const MAX_NUDGE = 0.05;
/** Rates are set in steps of this much. */
export const RATE_STEP = 0.005;
/**
 * A new correction, or a stronger one, waits this long after the last rate
 * change (the estimate gets a report or two at the new rate).
 */
export const RATE_HOLD_MS = 400;
/** Corrective seeks are at least this far apart, so a slow seek is not chased by another. */
export const MIN_CORRECTIVE_SEEK_INTERVAL_MS = 2_000;
/**
 * Every start (the viewer's play or seek while playing, our "play") is timed:
 * the first report this far (seconds) past where the player started shows it
 * moving; from then on its reports make the estimate (the ones before, at
 * the start position, say nothing of where it goes), and... Chromium reports
 * 9-14 ms past a seek's target right after "seeked" and then stands for
 * another ~70 ms (decoding): that report is not moving yet, and taken as the
 * estimate's first (the highest) it put the viewer who sought 70 ms ahead of
 * where they were, uncorrected.
 */
export const MIN_PROGRESS_S = 0.03;
/**
 * ...once this many reports show it moving, the estimate says when it left
 * the start position: that start-up time is
 * learned per kind of start (latency.ts) and aimed ahead of next time.
 * Drift is judged from the second report on.
 */
export const START_MEASURE_REPORTS = 3;
/**
 * Start-up and seek times before any is measured (ms): Chromium's, as measured
 * by bench:couple (a play moves ~70-80 ms after "play", ~100 ms after our
 * "play" command, whose message crosses into the player's frame; a seek while playing
 * ~70 ms after "seeked", a seek lands in ~100 ms, so ~170 ms from "seeking" to
 * moving). A first guess of 0 left the first play of a session 70-120 ms behind
 * for the rate to close over 2-3 s.
 */
export const FIRST_LATENCY_GUESS_MS = {
  ownPlay: 70,
  ownSeek: 70,
  ownSeeking: 170,
  start: 100,
  seek: 100,
} as const;
/** A start-up or seek time is the median of its last this many measurements (latency.ts)... */
export const LATENCY_SAMPLES = 5;
/** ...each taken as at most this (ms). */
export const MAX_LATENCY_MS = 1_000;
/** A start that shows no progress for this long is not timed (a stall): drift takes over. */
export const START_GIVE_UP_MS = 1_000;
/**
 * A remote play finding the player paused on (or ahead of) the room's frame
 * waits at most this long (seconds of the room's playback) for the room to
 * come to it, then starts exactly as the room passes its frame.
 */
export const MAX_START_WAIT_S = 0.3;
/**
 * After the viewer's own play or seek, for this long, their player is not
 * corrected by seeking: if it lags the timeline by HARD_DRIFT_S (slow to move
 * after a seek), the room is moved to it instead. Smaller lags are corrected
 * by the rate, as anyone's.
 */
export const OWN_ACTION_SETTLE_MS = 1_500;
/** A "seeked" this close (seconds) to where our last seek went is that seek landing. */
export const LANDED_MATCH_S = 0.25;
/**
 * A scheduled start waits for the seek before it this long at most (however
 * slow the seeks have been): a seek that lands later is aimed again once it
 * has landed, rather than every start waiting for the slowest seek.
 */
export const MAX_START_LEAD_MS = 600;
