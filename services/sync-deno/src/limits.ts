/** Every limit of the couple-mode service, in one place (SPEC.md §9 where it says so). */

/** SPEC.md §9: each viewer sends a heartbeat every 3 s; the server checks for silence as often. */
export const HEARTBEAT_INTERVAL_MS = 3_000;
/** SPEC.md §9: a viewer silent for longer than this is gone. */
export const PEER_TIMEOUT_MS = 10_000;
/** A connection that has not sent `join` by then is closed. */
export const JOIN_TIMEOUT_MS = 10_000;
/** A room whose seats are all empty is kept this long, so a reload rejoins it. */
export const EMPTY_ROOM_TTL_MS = 5 * 60_000;
/** Two viewers per room (SPEC.md §7: "two people"). */
export const SEATS_PER_ROOM = 2;
/** Tabs of one viewer (same userId) that may share a seat. */
export const MAX_CONNECTIONS_PER_SEAT = 4;
/** Frames larger than this (UTF-8 bytes) are refused with `too_large`. */
export const MAX_MESSAGE_BYTES = 1024;
/** Frames beyond this many in one second on one connection are refused with `rate_limited`. */
export const MAX_MESSAGES_PER_SECOND = 20;
/**
 * How far in the past an action's timestamp may lie. Older ones are taken as
 * this old, so a client with a bad clock cannot rewrite the room's past.
 */
export const MAX_ACTION_AGE_MS = 5_000;
/** Attempts at an optimistic room update (Redis) before giving up on a contended room. */
export const MAX_UPDATE_ATTEMPTS = 25;
/** Redis only: how long an instance counts as alive after its last sign of life. */
export const INSTANCE_TTL_MS = PEER_TIMEOUT_MS;
/** Redis only: a room with viewers expires this long after its instances stop touching it. */
export const OCCUPIED_ROOM_TTL_MS = 2 * 60_000;
/** Attempts at finding an unused room code before answering 503. */
export const ROOM_CODE_ATTEMPTS = 8;

/** WebSocket close codes the client acts on. */
export const CLOSE_ROOM_FULL = 4003;
export const CLOSE_PEER_TIMEOUT = 4008;
export const CLOSE_JOIN_TIMEOUT = 4009;
export const CLOSE_LEFT = 1000;
export const CLOSE_GOING_AWAY = 1001;
