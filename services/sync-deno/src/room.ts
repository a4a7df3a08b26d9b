/**
 * A couple-mode room as plain data and the pure changes to it. The stores
 * (memory, Redis) only read, apply one of these and write back, so every
 * rule of a room lives here and is tested without sockets or time passing.
 */
import { positionAt } from "../../../openapi/sync/timeline.ts";
import type { ActionType, ChatEntry, RoomSource, RoomSourceState, Timeline } from "./protocol.ts";
import {
  CHAT_HISTORY_LENGTH,
  EMPTY_ROOM_TTL_MS,
  MAX_ACTION_AGE_MS,
  MAX_ACTION_LEAD_MS,
  MAX_CONNECTIONS_PER_SEAT,
  SEATS_PER_ROOM,
} from "./limits.ts";

/** One viewer's place in a room: its open connections (tabs), each with the instance holding it. */
export interface Seat {
  connections: Record<string, string>;
  /**
   * Handed to the viewer in `welcome`: another connection may share (re-take) this
   * seat only with it. The userId is seen by the other viewer; this never is.
   */
  secret: string;
  /** The viewer's display name, when it gave one (join, or a name frame). */
  name?: string;
}

export interface RoomState {
  roomId: string;
  timeline: Timeline;
  /**
   * Issue 32 item 1: the source both players play, beside the position they play it at;
   * absent until a viewer's player first comes up.
   */
  source?: RoomSourceState;
  /** By userId. */
  seats: Record<string, Seat>;
  /** When the last seat emptied; null while someone is in the room. */
  emptySince: number | null;
}

/** Answers whether an instance still holds its connections (always true for one in-memory instance). */
export type IsLive = (instanceId: string) => boolean;

/** What a change does to a room: the state to store (undefined removes the room) and what to tell the caller. */
export interface Change<T> {
  state: RoomState | undefined;
  outcome: T;
}

export { positionAt };

export interface JoinRequest {
  userId: string;
  /** The seat's secret, when the viewer has it (a reload, another tab). */
  secret?: string;
  /** The secret a seat taken by this join gets (random, chosen by the caller). */
  newSecret: string;
  connId: string;
  instanceId: string;
  /** The joining player's state; it starts the timeline of a room that has none. */
  currentTime: number;
  paused: boolean;
  now: number;
  /** The viewer's display name, when it has one: the seat keeps it. */
  name?: string;
}

export type JoinOutcome =
  | {
    ok: true;
    timeline: Timeline;
    peers: string[];
    newSeat: boolean;
    secret: string;
    /** Display names of the room's viewers that have one, by userId. */
    names: Record<string, string>;
    /** The room's source, once it has one: a late joiner's player plays it. */
    source: RoomSourceState | undefined;
  }
  | { ok: false; code: "room_full" | "seat_taken"; detail: string };

/** Compares two secrets in time that does not depend on where they differ. */
export function sameSecret(given: string | undefined, expected: string): boolean {
  if (given === undefined || given.length !== expected.length) return false;
  let difference = 0;
  for (let i = 0; i < expected.length; i++) {
    difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  }
  return difference === 0;
}

/** Drops connections held by instances that are gone, and seats left with none. */
function withoutStaleSeats(state: RoomState, isLive: IsLive, now: number): RoomState {
  const seats: Record<string, Seat> = {};
  for (const [userId, seat] of Object.entries(state.seats)) {
    const connections = Object.fromEntries(
      Object.entries(seat.connections).filter(([, instance]) => isLive(instance)),
    );
    if (Object.keys(connections).length > 0) seats[userId] = { ...seat, connections };
  }
  const empty = Object.keys(seats).length === 0;
  return { ...state, seats, emptySince: empty ? (state.emptySince ?? now) : null };
}

export function join(
  current: RoomState | undefined,
  roomId: string,
  request: JoinRequest,
  isLive: IsLive,
): Change<JoinOutcome> {
  const { userId, connId, instanceId, now } = request;
  let state: RoomState = current ? withoutStaleSeats(current, isLive, now) : {
    roomId,
    timeline: {
      paused: request.paused,
      position: request.currentTime,
      rate: 1,
      serverTime: now,
      version: 0,
    },
    seats: {},
    emptySince: null,
  };

  const seat = state.seats[userId];
  if (seat) {
    // A seat with someone in it: only its holder (who has the secret) may share it.
    if (!sameSecret(request.secret, seat.secret)) {
      return {
        state: current,
        outcome: {
          ok: false,
          code: "seat_taken",
          detail: "This viewer's seat is taken; joining it needs the secret its welcome gave",
        },
      };
    }
    if (Object.keys(seat.connections).length >= MAX_CONNECTIONS_PER_SEAT) {
      return {
        state: current,
        outcome: {
          ok: false,
          code: "room_full",
          detail: `A viewer may hold at most ${MAX_CONNECTIONS_PER_SEAT} connections in a room`,
        },
      };
    }
  } else if (Object.keys(state.seats).length >= SEATS_PER_ROOM) {
    return {
      state: current,
      outcome: {
        ok: false,
        code: "room_full",
        detail: `This room already has ${SEATS_PER_ROOM} viewers`,
      },
    };
  }

  if (state.emptySince !== null && !state.timeline.paused) {
    // Nobody watched while the room was empty: resume from where it stood then.
    state = {
      ...state,
      timeline: {
        ...state.timeline,
        position: positionAt(state.timeline, state.emptySince),
        serverTime: now,
        version: state.timeline.version + 1,
      },
    };
  }
  const connections = { ...seat?.connections, [connId]: instanceId };
  const secret = seat?.secret ?? request.newSecret;
  const name = request.name ?? seat?.name;
  const next: RoomState = {
    ...state,
    seats: {
      ...state.seats,
      [userId]: { connections, secret, ...(name === undefined ? {} : { name }) },
    },
    emptySince: null,
  };
  return {
    state: next,
    outcome: {
      ok: true,
      timeline: next.timeline,
      peers: Object.keys(next.seats).filter((id) => id !== userId),
      newSeat: !seat,
      secret,
      names: namesOf(next),
      source: next.source,
    },
  };
}

/** The display names of a room's viewers that have one, by userId. */
export function namesOf(state: RoomState): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [userId, seat] of Object.entries(state.seats)) {
    if (seat.name !== undefined) names[userId] = seat.name;
  }
  return names;
}

/** A seated viewer sets or changes its display name; the seat keeps it while the viewer is in. */
export function rename(
  current: RoomState | undefined,
  request: { userId: string; name: string },
): Change<{ ok: boolean }> {
  const seat = current?.seats[request.userId];
  if (!current || !seat) return { state: current, outcome: { ok: false } };
  if (seat.name === request.name) return { state: current, outcome: { ok: true } };
  return {
    state: {
      ...current,
      seats: { ...current.seats, [request.userId]: { ...seat, name: request.name } },
    },
    outcome: { ok: true },
  };
}

export interface SourceRequest {
  userId: string;
  source: RoomSource;
  /** The sender's player came up while it knew of no room source: a source the room has stays. */
  initial?: boolean;
}

export type SourceOutcome =
  | {
    ok: true;
    /** The room's source after the request. */
    current: RoomSourceState;
    /** The request changed it: everyone in the room hears; otherwise only the sender. */
    changed: boolean;
  }
  | { ok: false; detail: string };

/**
 * Issue 32 item 1: a seated viewer's player plays `source`, so the room does: who starts
 * playback fixes it (`initial` only fills a room that has none), and either viewer changes
 * it later (a choice in 'Kaynak k/n ▾', or its fallback moving off a source that failed).
 */
export function chooseSource(
  current: RoomState | undefined,
  request: SourceRequest,
): Change<SourceOutcome> {
  if (!current || !current.seats[request.userId]) {
    return { state: current, outcome: { ok: false, detail: "Not in this room" } };
  }
  const kept = current.source;
  if (kept && (request.initial || kept.source.url === request.source.url)) {
    return { state: current, outcome: { ok: true, current: kept, changed: false } };
  }
  const next: RoomSourceState = {
    source: request.source,
    userId: request.userId,
    version: (kept?.version ?? 0) + 1,
  };
  return {
    state: { ...current, source: next },
    outcome: { ok: true, current: next, changed: true },
  };
}

/** A room's chat history with one more message: the last CHAT_HISTORY_LENGTH, oldest first. */
export function withMessage(history: readonly ChatEntry[], entry: ChatEntry): ChatEntry[] {
  return [...history, entry].slice(-CHAT_HISTORY_LENGTH);
}

export interface LeaveOutcome {
  /** The viewer's last connection is gone: the other viewer should hear that they left. */
  seatFreed: boolean;
  timeline: Timeline | undefined;
}

export function leave(
  current: RoomState | undefined,
  request: { userId: string; connId: string; now: number },
): Change<LeaveOutcome> {
  const seat = current?.seats[request.userId];
  if (!current || !seat || !(request.connId in seat.connections)) {
    return { state: current, outcome: { seatFreed: false, timeline: current?.timeline } };
  }
  const connections = { ...seat.connections };
  delete connections[request.connId];
  const seats = { ...current.seats };
  const seatFreed = Object.keys(connections).length === 0;
  if (seatFreed) delete seats[request.userId];
  else seats[request.userId] = { ...seat, connections };
  const empty = Object.keys(seats).length === 0;
  return {
    state: { ...current, seats, emptySince: empty ? request.now : null },
    outcome: { seatFreed, timeline: current.timeline },
  };
}

export interface ActionRequest {
  userId: string;
  type: ActionType;
  currentTime: number;
  /** The sender's estimate of the shared clock when its player was at currentTime. */
  timestamp: number;
  rate?: number;
  now: number;
}

export type ActionOutcome =
  | { ok: true; timeline: Timeline }
  | { ok: false; detail: string };

/**
 * When an action's position holds on the shared clock: when it happened, or for
 * a start, when the sender's player will move (a moment ahead: before it, the
 * timeline's position is where the player stands). The sender's estimate can
 * only be off by part of a round trip; anything outside
 * [now - MAX_ACTION_AGE_MS, now + MAX_ACTION_LEAD_MS] is a wrong clock, not a
 * real moment. Whole milliseconds: finer is noise, and the Redis script then
 * stores exactly the same number.
 */
export function actionServerTime(request: { timestamp: number; now: number }): number {
  return Math.round(
    Math.min(
      request.now + MAX_ACTION_LEAD_MS,
      Math.max(request.now - MAX_ACTION_AGE_MS, request.timestamp),
    ),
  );
}

/** Applies play, pause or seek: the room's timeline becomes what the sender's player did. */
export function act(
  current: RoomState | undefined,
  request: ActionRequest,
): Change<ActionOutcome> {
  if (!current || !current.seats[request.userId]) {
    return { state: current, outcome: { ok: false, detail: "Not in this room" } };
  }
  const { timeline } = current;
  const serverTime = actionServerTime(request);
  const next: Timeline = {
    paused: request.type === "pause" ? true : request.type === "play" ? false : timeline.paused,
    position: request.currentTime,
    rate: request.type === "play" && request.rate !== undefined ? request.rate : timeline.rate,
    serverTime,
    version: timeline.version + 1,
  };
  return { state: { ...current, timeline: next }, outcome: { ok: true, timeline: next } };
}

/** An empty room is kept EMPTY_ROOM_TTL_MS so a reload rejoins it; after that it is removed. */
export function isExpired(state: RoomState, now: number): boolean {
  return state.emptySince !== null && now - state.emptySince >= EMPTY_ROOM_TTL_MS;
}
