/**
 * The couple-mode service: WebSocket rooms at /rooms/{code}. Each room has two
 * seats (a seat may hold several tabs of one viewer, which share its secret),
 * a server-authoritative timeline that every accepted play/pause/seek replaces,
 * and relays of each viewer's frames to the other. Time comes from
 * `deps.clock`, so tests move it. The transport (server.ts) asks `admit`
 * before upgrading and hands each accepted socket to `accept`; plain requests
 * go to `fetch`. Who may come in is admission.ts's; plain HTTP, roomsHttp.ts's.
 */
import {
  AddressLimits,
  type Admission,
  admitHandshake,
  FrameRate,
  type Handshake,
  originPolicy,
} from "./admission.ts";
import { type Backend, MemoryBackend } from "./backend.ts";
import type { Clock } from "./clock.ts";
import {
  CLOSE_JOIN_TIMEOUT,
  CLOSE_LEFT,
  CLOSE_PEER_TIMEOUT,
  CLOSE_RECONNECT,
  CLOSE_ROOM_FULL,
  CLOSE_SEAT_TAKEN,
  CLOSE_TRY_AGAIN_LATER,
  DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
  DEFAULT_MAX_JOINS_PER_MINUTE,
  HEARTBEAT_INTERVAL_MS,
  JOIN_TIMEOUT_MS,
  MAX_MESSAGES_PER_SECOND,
  PEER_TIMEOUT_MS,
  SEAT_SECRET_BYTES,
} from "./limits.ts";
import {
  type ActionMessage,
  type ClientMessage,
  encode,
  type ErrorCode,
  errorMessage,
  type JoinMessage,
  parseClientFrame,
  type PeerLeftMessage,
  type ServerMessage,
} from "./protocol.ts";
import { act, join, leave, positionAt } from "./room.ts";
import { ROOM_CODE_PATTERN } from "./roomCode.ts";
import { type RoomMember, RoomRelays } from "./relays.ts";
import { roomsHttp } from "./roomsHttp.ts";
import type { RelayKind } from "./metrics.ts";

export { ROOM_CODE_PATTERN };
export { type Admission, type Handshake, ROOM_PATH } from "./admission.ts";

export type { Clock };

export interface Deps {
  clock: Clock;
  /** Rooms and cross-instance relays; one in-memory instance when absent. */
  backend?: Backend;
  /** Origins whose pages may connect; "*" (the default) allows any page. */
  allowedOrigins?: readonly string[] | "*";
  /**
   * Handshakes without an Origin header (native apps, scripts: never a browser page)
   * are refused unless this is true (SYNC_ALLOW_NO_ORIGIN=1).
   */
  allowNoOrigin?: boolean;
  /** Open connections one address may hold at once (DEFAULT_MAX_CONNECTIONS_PER_ADDRESS). */
  maxConnectionsPerAddress?: number;
  /** Joins one address may make in a minute (DEFAULT_MAX_JOINS_PER_MINUTE). */
  maxJoinsPerMinute?: number;
  /** Structured log lines for failures. */
  log?: (event: Record<string, unknown>) => void;
  /** Issue 29's metrics: told of each relay and each action's time. */
  observe?: {
    relayed(kind: RelayKind): void;
    action(type: string, seconds: number): void;
  };
}

/** The part of a server-side WebSocket (npm `ws`) the handler uses. */
export interface ServerSocket {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  on(event: "message", listener: (data: unknown, isBinary: boolean) => void): unknown;
  on(event: "close", listener: () => void): unknown;
  on(event: "error", listener: (error: Error) => void): unknown;
}

export interface SyncHandler {
  /** Plain HTTP: /health, POST /rooms (and its preflight). */
  fetch(request: Request): Response | Promise<Response>;
  /** Whether a WebSocket handshake may be upgraded (path, method, Origin). */
  admit(handshake: Handshake): Admission;
  /** Takes an upgraded socket into the room that `admit` named. */
  accept(socket: ServerSocket, where: { roomId: string; address: string }): void;
  /**
   * Drains (issue 29): refuses new handshakes and /ready, stops the periodic
   * checks, and closes every connection with CLOSE_RECONNECT so its client
   * rejoins at once elsewhere; resolves once their seats are handed back.
   */
  close(): Promise<void>;
  stats(): { connections: number; rooms: number };
}

const OPEN = 1;

/** A seat's secret: SEAT_SECRET_BYTES random bytes, base64url (sync.schema.json's SeatSecret). */
export function newSeatSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SEAT_SECRET_BYTES));
  return btoa(String.fromCharCode(...bytes)).replaceAll("+", "-").replaceAll("/", "_")
    .replace(/=+$/, "");
}

type LeaveReason = PeerLeftMessage["reason"];

/** One socket in a room (its roomId, userId and subscription: RoomMember). */
interface Connection extends RoomMember {
  readonly id: string;
  readonly socket: ServerSocket;
  readonly address: string;
  readonly openedAt: number;
  lastSeen: number;
  readonly frames: FrameRate;
  /** Frames of one connection are handled one after another, in arrival order. */
  queue: Promise<void>;
  /** Its seat has been given up; nothing more is done for it. */
  gone: boolean;
}

export function createHandler(deps: Deps): SyncHandler {
  const { clock } = deps;
  const backend: Backend = deps.backend ?? new MemoryBackend();
  const originAllowed = originPolicy(deps.allowedOrigins ?? "*", deps.allowNoOrigin ?? false);
  const limits = new AddressLimits(
    deps.maxConnectionsPerAddress ?? DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    deps.maxJoinsPerMinute ?? DEFAULT_MAX_JOINS_PER_MINUTE,
  );
  const log = deps.log ?? ((event) => console.error(JSON.stringify(event)));

  const connections = new Set<Connection>();
  /** Stopping: no new connections, and seats given back without telling the peer. */
  let draining = false;
  function sendRaw(conn: Connection, payload: string) {
    if (conn.socket.readyState !== OPEN) return;
    try {
      conn.socket.send(payload);
    } catch (error) {
      log({ event: "send_failed", room: conn.roomId, error: String(error) });
    }
  }

  const send = (conn: Connection, message: ServerMessage) => sendRaw(conn, encode(message));
  const refuse = (conn: Connection, code: ErrorCode, detail: string, actionId?: string) =>
    send(conn, errorMessage(code, detail, actionId));

  const relays = new RoomRelays<Connection>(backend, sendRaw);

  function enqueue(conn: Connection, task: () => Promise<void>) {
    conn.queue = conn.queue.then(task).catch((error) => {
      log({ event: "frame_failed", room: conn.roomId, error: String(error) });
    });
  }

  function closeSocket(conn: Connection, code: number, reason: string) {
    try {
      conn.socket.close(code, reason);
    } catch {
      // Already closing: nothing left to do.
    }
  }

  async function joinRoom(conn: Connection, message: JoinMessage) {
    if (conn.gone) return;
    if (conn.userId !== null) {
      refuse(conn, "bad_message", "This connection has already joined");
      return;
    }
    if (!limits.join(conn.address, clock.now())) {
      refuse(
        conn,
        "too_many_joins",
        `At most ${limits.maxJoinsPerMinute} joins a minute from one address; try again later`,
      );
      conn.gone = true;
      closeSocket(conn, CLOSE_TRY_AGAIN_LATER, "too_many_joins");
      return;
    }
    // Subscribe before taking the seat: every relay published after the seat is
    // taken then reaches this instance, and everything before is in the timeline.
    await relays.subscribe(conn);
    const now = clock.now();
    const outcome = await backend.update(conn.roomId, (state, isLive) =>
      join(state, conn.roomId, {
        userId: message.userId,
        ...(message.secret === undefined ? {} : { secret: message.secret }),
        newSecret: newSeatSecret(),
        connId: conn.id,
        instanceId: backend.instanceId,
        currentTime: message.currentTime,
        paused: message.paused ?? true,
        now,
      }, isLive), { checkLiveness: true });
    if (!outcome.ok) {
      refuse(conn, outcome.code, outcome.detail);
      conn.gone = true;
      await relays.unsubscribe(conn);
      closeSocket(
        conn,
        outcome.code === "seat_taken" ? CLOSE_SEAT_TAKEN : CLOSE_ROOM_FULL,
        outcome.code,
      );
      return;
    }
    conn.userId = message.userId;
    conn.lastSeen = clock.now();
    relays.add(conn);
    send(conn, {
      type: "welcome",
      roomId: conn.roomId,
      userId: message.userId,
      serverTime: clock.now(),
      timeline: outcome.timeline,
      peers: outcome.peers,
      heartbeatMs: HEARTBEAT_INTERVAL_MS,
      peerTimeoutMs: PEER_TIMEOUT_MS,
      secret: outcome.secret,
    });
    // The other viewer hears who joined, never the seat's secret.
    const { secret: _secret, ...announced } = message;
    relays.relay(conn.roomId, message.userId, announced);
    deps.observe?.relayed("join");
  }

  /** Gives up the connection's place in its room once, however it ended. */
  async function depart(conn: Connection, reason: LeaveReason) {
    if (conn.gone) return;
    conn.gone = true;
    const { userId, roomId } = conn;
    if (userId !== null) {
      relays.remove(conn);
      const now = clock.now();
      const outcome = await backend.update(
        roomId,
        (state) => leave(state, { userId, connId: conn.id, now }),
      );
      // While draining the viewer is on its way to another instance with its
      // secret: telling the other viewer it left would only flash a false alarm.
      if (outcome.seatFreed && !draining) {
        relays.relay(roomId, userId, {
          type: "leave",
          roomId,
          userId,
          timestamp: now,
          currentTime: outcome.timeline ? positionAt(outcome.timeline, now) : 0,
          reason,
        });
        deps.observe?.relayed("leave");
      }
    }
    await relays.unsubscribe(conn);
  }

  async function applyAction(conn: Connection, message: ActionMessage) {
    const started = performance.now();
    const request = {
      userId: message.userId,
      type: message.type,
      currentTime: message.currentTime,
      timestamp: message.timestamp,
      ...(message.rate === undefined ? {} : { rate: message.rate }),
      now: clock.now(),
    };
    const published = backend.act !== undefined;
    const outcome = backend.act
      ? await backend.act(conn.roomId, request, message, backend.instanceId)
      : await backend.update(conn.roomId, (state) => act(state, request));
    if (!outcome.ok) {
      refuse(conn, "bad_message", outcome.detail, message.actionId);
      return;
    }
    // The other viewer first: its player waits on this frame, the sender's already moved.
    const relayed: ServerMessage = { ...message, timeline: outcome.timeline };
    if (published) relays.deliver(conn.roomId, message.userId, encode(relayed));
    else relays.relay(conn.roomId, message.userId, relayed);
    send(conn, { type: "ack", actionId: message.actionId, timeline: outcome.timeline });
    deps.observe?.relayed("action");
    deps.observe?.action(message.type, (performance.now() - started) / 1000);
  }

  async function dispatch(conn: Connection, message: Exclude<ClientMessage, { type: "ping" }>) {
    if (conn.gone) return;
    if (message.type === "join") return await joinRoom(conn, message);
    const actionId = "actionId" in message ? message.actionId : undefined;
    if (conn.userId === null) {
      refuse(conn, "bad_message", "Send join first", actionId);
      return;
    }
    if (message.userId !== conn.userId) {
      refuse(conn, "bad_message", "userId is not the one this connection joined with", actionId);
      return;
    }
    switch (message.type) {
      case "heartbeat":
        relays.relay(conn.roomId, conn.userId, message);
        deps.observe?.relayed("heartbeat");
        return;
      case "leave":
        await depart(conn, "left");
        closeSocket(conn, CLOSE_LEFT, "left");
        return;
      default:
        await applyAction(conn, message);
    }
  }

  function onFrame(conn: Connection, data: unknown) {
    const now = clock.now();
    conn.lastSeen = now;
    const parsed = parseClientFrame(data);
    if (!conn.frames.allow(now)) {
      const actionId = parsed.ok
        ? ("actionId" in parsed.message ? parsed.message.actionId : undefined)
        : parsed.actionId;
      refuse(
        conn,
        "rate_limited",
        `At most ${MAX_MESSAGES_PER_SECOND} frames per second; this one was dropped`,
        actionId,
      );
      return;
    }
    if (!parsed.ok) {
      refuse(conn, parsed.code, parsed.detail, parsed.actionId);
      return;
    }
    const message = parsed.message;
    if (message.type === "ping") {
      // Answered at once, outside the queue: waiting would skew the clock sample.
      send(conn, { type: "pong", id: message.id, clientTime: message.clientTime, serverTime: now });
      return;
    }
    if (message.roomId !== conn.roomId) {
      const actionId = "actionId" in message ? message.actionId : undefined;
      refuse(conn, "bad_message", "roomId is not the room of this connection", actionId);
      return;
    }
    enqueue(conn, () => dispatch(conn, message));
  }

  function sweep() {
    const now = clock.now();
    for (const conn of connections) {
      if (conn.gone) continue;
      if (conn.userId !== null && now - conn.lastSeen > PEER_TIMEOUT_MS) {
        enqueue(conn, () => depart(conn, "timeout"));
        closeSocket(conn, CLOSE_PEER_TIMEOUT, "heartbeat timeout");
      } else if (conn.userId === null && now - conn.openedAt > JOIN_TIMEOUT_MS) {
        enqueue(conn, () => depart(conn, "closed"));
        closeSocket(conn, CLOSE_JOIN_TIMEOUT, "join timeout");
      }
    }
    limits.sweep(now);
    backend.sweep(now, relays.roomIds()).catch((error) => {
      log({ event: "sweep_failed", error: String(error) });
    });
  }
  const stopSweep = clock.every(HEARTBEAT_INTERVAL_MS, sweep);

  function accept(socket: ServerSocket, where: { roomId: string; address: string }) {
    const { roomId, address } = where;
    // Errors (a frame over the size limit: ws closes with 1009 before reading it) end in "close".
    socket.on("error", () => {});
    if (!limits.open(address)) {
      try {
        socket.send(encode(errorMessage(
          "too_many_connections",
          `At most ${limits.maxConnections} open connections from one address`,
        )));
        socket.close(CLOSE_TRY_AGAIN_LATER, "too_many_connections");
      } catch {
        // Gone already.
      }
      return;
    }
    const now = clock.now();
    const conn: Connection = {
      id: crypto.randomUUID(),
      socket,
      roomId,
      address,
      openedAt: now,
      userId: null,
      lastSeen: now,
      frames: new FrameRate(now, MAX_MESSAGES_PER_SECOND),
      queue: Promise.resolve(),
      subscribed: false,
      gone: false,
    };
    connections.add(conn);
    socket.on("message", (data, isBinary) => onFrame(conn, isBinary ? data : String(data)));
    socket.on("close", () => {
      connections.delete(conn);
      limits.closed(address);
      enqueue(conn, () => depart(conn, "closed"));
    });
  }

  const stats = () => ({ connections: connections.size, rooms: relays.roomCount });

  return {
    fetch: roomsHttp({ backend, originAllowed, stats, draining: () => draining }),
    admit: (handshake) =>
      draining
        ? { ok: false, status: 503, text: "This instance is stopping; connect again" }
        : admitHandshake(handshake, originAllowed),
    accept,
    async close() {
      draining = true;
      stopSweep();
      const closing = [...connections];
      for (const conn of closing) closeSocket(conn, CLOSE_RECONNECT, "reconnect");
      // The seats go back once each socket's close has been handled (its queue).
      await Promise.all(closing.map((conn) =>
        new Promise<void>((resolve) => {
          if (!connections.has(conn)) return resolve();
          conn.socket.on("close", () => resolve());
        })
      ));
      await Promise.all(closing.map((conn) => conn.queue));
    },
    stats,
  };
}
