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
/** Frames larger than this (bytes) are refused with `too_large`, chat messages excepted. */
export const MAX_MESSAGE_BYTES = 1024;
/**
 * A chat message may reach 500 characters (sync.schema.json's ChatText), up to 4 UTF-8 bytes
 * each, so a chat frame may be this large (bytes); a frame whose header announces more is not
 * read at all (the connection is closed with 1009, server.ts).
 */
export const MAX_FRAME_BYTES = 2560;
/**
 * Control frames (join, leave, play/pause/seek, heartbeat, ping, and anything unreadable)
 * beyond this many in one second on one connection are refused with `rate_limited`.
 */
export const MAX_MESSAGES_PER_SECOND = 20;
/**
 * Issue 32: reactions beyond this many in one second on one connection are refused, on a
 * budget of their own, so neither they nor chat can starve play and pause.
 */
export const MAX_REACTIONS_PER_SECOND = 5;
/** Issue 32: chat messages beyond this many in one second on one connection are refused. */
export const MAX_CHAT_PER_SECOND = 2;
/** Typing, presence and name frames beyond this many in one second on one connection are refused. */
export const MAX_STATUS_PER_SECOND = 5;
/** Issue 32: a room keeps its last this-many chat messages for viewers who (re)join. */
export const CHAT_HISTORY_LENGTH = 100;
/**
 * How far in the past an action's timestamp may lie. Older ones are taken as
 * this old, so a client with a bad clock cannot rewrite the room's past.
 */
export const MAX_ACTION_AGE_MS = 5_000;
/**
 * How far in the future an action's timestamp may lie. A play or a seek while
 * playing is sent as the line the viewer's player follows once it moves, a
 * start-up time from now (tens to hundreds of ms: the client's MAX_LATENCY_MS
 * at most); later ones are taken as this far ahead.
 */
export const MAX_ACTION_LEAD_MS = 1_000;
/** Attempts at an optimistic room update (Redis) before giving up on a contended room. */
export const MAX_UPDATE_ATTEMPTS = 25;
/** Redis only: how long an instance counts as alive after its last sign of life. */
export const INSTANCE_TTL_MS = PEER_TIMEOUT_MS;
/** Redis only: a room with viewers expires this long after its instances stop touching it. */
export const OCCUPIED_ROOM_TTL_MS = 2 * 60_000;
/** Attempts at finding an unused room code before answering 503. */
export const ROOM_CODE_ATTEMPTS = 8;

/** Request headers of a handshake beyond this size are refused (node:http answers 431). */
export const MAX_HANDSHAKE_HEADER_BYTES = 8 * 1024;
/**
 * Open connections one address may hold at once (SYNC_MAX_CONNECTIONS_PER_ADDRESS): a
 * household behind one router with a few viewers and tabs stays far below it.
 */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 32;
/** Joins one address may make in a minute (SYNC_MAX_JOINS_PER_MINUTE): reloads and reconnects fit. */
export const DEFAULT_MAX_JOINS_PER_MINUTE = 60;
/** Random bytes of a seat's secret (128 bits; 22 base64url characters). */
export const SEAT_SECRET_BYTES = 16;

/** WebSocket close codes the client acts on. */
export const CLOSE_ROOM_FULL = 4003;
/** The join named a held seat without its secret. */
export const CLOSE_SEAT_TAKEN = 4004;
/** RFC 6455 "try again later": a per-address limit was reached. */
export const CLOSE_TRY_AGAIN_LATER = 1013;
export const CLOSE_PEER_TIMEOUT = 4008;
export const CLOSE_JOIN_TIMEOUT = 4009;
export const CLOSE_LEFT = 1000;
/**
 * Issue 29: this instance is stopping (SIGTERM, a rolling restart): reconnect
 * now, without back-off, and rejoin with the seat's secret; the balancer
 * sends the new connection to another instance.
 */
export const CLOSE_RECONNECT = 4005;
/** How long /ready waits for Redis before it answers 503. */
export const READY_TIMEOUT_MS = 1_000;
