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
  MAX_CHAT_PER_SECOND,
  MAX_MESSAGES_PER_SECOND,
  MAX_REACTIONS_PER_SECOND,
  MAX_STATUS_PER_SECOND,
  PEER_TIMEOUT_MS,
  SEAT_SECRET_BYTES,
} from "./limits.ts";
import {
  type ActionMessage,
  type ChatMessage,
  type ClientMessage,
  encode,
  type ErrorCode,
  errorMessage,
  type JoinMessage,
  parseClientFrame,
  type PeerLeftMessage,
  type ServerMessage,
  type SourceMessage,
} from "./protocol.ts";
import { act, chooseSource, join, leave, positionAt, rename } from "./room.ts";
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
  stats(): ServiceStats;
}

export interface ServiceStats {
  connections: number;
  rooms: number;
  /** Frames refused since the start, by error code (issue 32: refusals are counted). */
  refused: Partial<Record<ErrorCode, number>>;
}

const OPEN = 1;

/** A seat's secret: SEAT_SECRET_BYTES random bytes, base64url (sync.schema.json's SeatSecret). */
/** What a refusal of this frame names, so its sender can find what was refused. */
function refusalId(message: ClientMessage): string | undefined {
  if (message.type === "chat") return message.id;
  return "actionId" in message ? message.actionId : undefined;
}

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
  /** The budget of control frames (and of anything unreadable). */
  readonly frames: FrameRate;
  /** Budgets of their own (issue 32), so reactions and chat never starve play and pause. */
  readonly reactions: FrameRate;
  readonly chat: FrameRate;
  /** Typing, presence and name frames. */
  readonly status: FrameRate;
  /** The display name this connection's viewer gave (join or name frame), put on its chat messages. */
  name: string | undefined;
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
  const refused: Partial<Record<ErrorCode, number>> = {};
  const refuse = (conn: Connection, code: ErrorCode, detail: string, actionId?: string) => {
    refused[code] = (refused[code] ?? 0) + 1;
    send(conn, errorMessage(code, detail, actionId));
  };

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
        ...(message.name === undefined ? {} : { name: message.name }),
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
    conn.name = outcome.names[message.userId];
    conn.lastSeen = clock.now();
    // Read once the seat is taken: a message appended later is relayed to this connection.
    const history = await backend.chatHistory(conn.roomId);
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
      ...(Object.keys(outcome.names).length > 0 ? { names: outcome.names } : {}),
      ...(outcome.source ? { source: outcome.source } : {}),
    });
    if (history.length > 0) send(conn, { type: "history", roomId: conn.roomId, messages: history });
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

  /** Keeps the message with the room, then hands it to every connection there, the sender's too. */
  async function chat(conn: Connection, message: ChatMessage) {
    const entry = {
      id: message.id,
      userId: message.userId,
      ...(conn.name === undefined ? {} : { name: conn.name }),
      text: message.text,
      sentAt: clock.now(),
    };
    // Kept before it is relayed: a viewer joining meanwhile reads it or is subscribed in time.
    await backend.appendChat(conn.roomId, entry);
    // No userId is empty (sync.schema.json's UserId): nobody is left out.
    relays.relay(conn.roomId, "", { type: "chat", roomId: conn.roomId, entry });
  }

  /**
   * Issue 32 item 1: the room's source. A change goes to every connection of the room, the
   * sender's too (its copy confirms it, in order with any other change); a request that left
   * the room's source as it was is answered to the sender alone, with the source it has.
   */
  async function source(conn: Connection, message: SourceMessage) {
    const { userId, actionId } = message;
    const outcome = await backend.update(conn.roomId, (state) =>
      chooseSource(state, {
        userId,
        source: message.source,
        ...(message.initial ? { initial: true } : {}),
      }));
    if (!outcome.ok) {
      refuse(conn, "bad_message", outcome.detail, actionId);
      return;
    }
    const answer: ServerMessage = {
      type: "source",
      roomId: conn.roomId,
      actionId,
      current: outcome.current,
      ...(message.failed === undefined ? {} : { failed: message.failed }),
    };
    // No userId is empty (sync.schema.json's UserId): nobody is left out.
    if (outcome.changed) relays.relay(conn.roomId, "", answer);
    else send(conn, answer);
  }

  async function dispatch(conn: Connection, message: Exclude<ClientMessage, { type: "ping" }>) {
    if (conn.gone) return;
    if (message.type === "join") return await joinRoom(conn, message);
    const actionId = refusalId(message);
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
      case "reaction":
      case "typing":
      case "presence":
        relays.relay(conn.roomId, conn.userId, message);
        return;
      case "chat":
        return await chat(conn, message);
      case "source":
        return await source(conn, message);
      case "name": {
        const { userId, name } = message;
        const outcome = await backend.update(
          conn.roomId,
          (state) => rename(state, { userId, name }),
        );
        if (!outcome.ok) {
          refuse(conn, "bad_message", "Not in this room");
          return;
        }
        conn.name = name;
        relays.relay(conn.roomId, userId, message);
        return;
      }
      default:
        await applyAction(conn, message);
    }
  }

  function onFrame(conn: Connection, data: unknown) {
    const now = clock.now();
    conn.lastSeen = now;
    const parsed = parseClientFrame(data);
    const budget = parsed.ok ? budgetOf(conn, parsed.message.type) : conn.frames;
    if (!budget.allow(now)) {
      const actionId = parsed.ok ? refusalId(parsed.message) : parsed.actionId;
      refuse(
        conn,
        "rate_limited",
        `At most ${budget.maxPerSecond} ${
          budgetName(conn, budget)
        } per second; this one was dropped`,
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
      refuse(conn, "bad_message", "roomId is not the room of this connection", refusalId(message));
      return;
    }
    enqueue(conn, () => dispatch(conn, message));
  }

  function budgetOf(conn: Connection, type: ClientMessage["type"]): FrameRate {
    switch (type) {
      case "reaction":
        return conn.reactions;
      case "chat":
        return conn.chat;
      case "typing":
      case "presence":
      case "name":
        return conn.status;
      default:
        return conn.frames;
    }
  }

  function budgetName(conn: Connection, budget: FrameRate): string {
    if (budget === conn.reactions) return "reactions";
    if (budget === conn.chat) return "chat messages";
    if (budget === conn.status) return "typing, presence and name frames";
    return "frames";
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
      reactions: new FrameRate(now, MAX_REACTIONS_PER_SECOND),
      chat: new FrameRate(now, MAX_CHAT_PER_SECOND),
      status: new FrameRate(now, MAX_STATUS_PER_SECOND),
      name: undefined,
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

  const stats = (): ServiceStats => ({
    connections: connections.size,
    rooms: relays.roomCount,
    refused: { ...refused },
  });

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
