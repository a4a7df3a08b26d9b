/**
 * Couple mode ("Sevgili Modu"): keeps one player in step with the room's
 * timeline on the sync service, and the room in step with what the viewer
 * does. Framework-free; the site wires it to the widget and the player frame.
 *
 * The client only coordinates four parts:
 * - ReconnectingSocket (reconnectingSocket.ts): the connection, its back-off,
 *   silence detection and clock pings;
 * - TabChannel (tabChannel.ts): the browser's other tabs in the same room;
 * - reduceTimeline (timelineState.ts): which timeline the player follows
 *   (server version, pending acks, an action made while offline), pure;
 * - PlayerSteering (steering.ts; its rules are the pure step of
 *   steeringMachine.ts): scheduled starts, drift, latency learning.
 * It also keeps the seat: the secret of `welcome` goes to sessionStorage, so a
 * reload re-takes the seat, and to the other tabs of the viewer that ask.
 */
import { ClockSync } from "./clockSync";
import {
  CLOSE_RECONNECT,
  CLOCK_PING_INTERVAL_MS,
  HEARTBEAT_INTERVAL_MS,
  PEER_TIMEOUT_MS,
  SEAT_ASK_MS,
  STATUS_CHECK_INTERVAL_MS,
} from "./constants";
import { positionNow as positionNowOf, type PlayerState, type SyncPlayer } from "./player";
import type {
  ActionType,
  ErrorCode,
  PresenceState,
  ReactionKind,
  RoomSource,
  ServerMessage,
  Timeline,
} from "./protocol";
import {
  ReconnectingSocket,
  type WebSocketFactory,
  type WebSocketLike,
} from "./reconnectingSocket";
import { isRoomCode, normalizeRoomCode } from "./roomCode";
import {
  NO_ROOM_SOURCE,
  reduceRoomSource,
  type RoomSourceEvent,
  type RoomSourceTracking,
  type RoomSourceView,
  type SourceProposal,
} from "./roomSource";
import { type PlayerTimings, PlayerSteering, type SyncTrace } from "./steering";
import { type ChannelFactory, defaultChannelFactory, TabChannel } from "./tabChannel";
import {
  Budget,
  chatDraftProblem,
  displayName,
  initialTogether,
  MAX_CHAT_PER_SECOND,
  MAX_REACTIONS_PER_SECOND,
  type PartnerAct,
  reduceTogether,
  type TogetherEvent,
  type TogetherState,
  TYPING_IDLE_MS,
  TYPING_REFRESH_MS,
  TYPING_TIMEOUT_MS,
} from "./together";
import {
  initialTimelineState,
  reduceTimeline,
  type TimelineEvent,
  type TimelineState,
} from "./timelineState";

export type { WebSocketFactory, WebSocketLike };

/** SPEC.md §3/§4: waiting → connected → disconnected; idle before the first connect. */
export type SyncStatus = "idle" | "waiting" | "connected" | "disconnected";

export interface SyncError {
  code: ErrorCode | "connection";
  detail: string;
}

/**
 * What happened beside the timeline (issue 32), for what the page shows once:
 * a reaction floating up (the viewer's own too), a notice of the other's act.
 */
export type TogetherSignal =
  | { type: "reaction"; reaction: ReactionKind; own: boolean }
  | { type: "partner"; act: PartnerAct }
  /** Issue 32 item 1: the other viewer moved the room to another source (the page names it). */
  | { type: "source"; source: RoomSource };

export type SendChatResult =
  | { ok: true; id: string }
  | { ok: false; reason: "blank" | "too_long" | "rate_limited" | "offline" };

export interface SyncClientOptions {
  /** The sync service, e.g. `ws://localhost:8787`; rooms are at `{url}/rooms/{code}`. */
  url: string;
  /** The viewer; by default one id per browser, kept in localStorage so tabs and reloads share it. */
  userId?: string;
  /** Opens sockets; the platform's WebSocket by default. */
  createSocket?: WebSocketFactory;
  /** Same-browser channel per room; the platform's BroadcastChannel by default, null for none. */
  createChannel?: ChannelFactory | null;
  /** Local clock in ms. */
  now?: () => number;
  /** In [0, 1): jitter of the reconnect back-off. */
  random?: () => number;
  storage?: Pick<Storage, "getItem" | "setItem"> | null;
  /**
   * Where this tab keeps its seat's secret beside its room, so a reload re-takes the
   * seat: the tab's sessionStorage by default, null for nowhere.
   */
  seatStorage?: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  /** Failures worth a line in the console (never shown to the viewer). */
  log?: (message: string, detail?: unknown) => void;
  /**
   * Receives what the steering saw and did (bench:couple reads it): by default
   * `globalThis.sinemaSyncTrace` when a page defines one, else nothing.
   */
  trace?: SyncTrace;
  /** First guesses of how the player behaves (start-up and seek times, rate steps): Chromium's by default. */
  playerTimings?: PlayerTimings;
  /** The viewer's display name (issue 32 item 2), kept by the caller (the viewer's record). */
  name?: string | null;
}

const CLOSE_ROOM_FULL = 4003;
const CLOSE_SEAT_TAKEN = 4004;
const USER_ID_KEY = "sinema-sync-user";
const USER_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}

function defaultStorage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return (globalThis as { localStorage?: Storage; sessionStorage?: Storage })[kind] ?? null;
  } catch {
    return null; // Storage can be blocked (privacy settings); an id per page is then the best.
  }
}

/** A trace hook the page defined (an e2e init script does, for bench:couple), if any. */
function defaultTrace(): SyncTrace | undefined {
  const hook = (globalThis as { sinemaSyncTrace?: unknown }).sinemaSyncTrace;
  return typeof hook === "function" ? (hook as SyncTrace) : undefined;
}

/** The tab's seat: "ROOM:secret", one room at a time. */
const SEAT_KEY = "sinema-sync-seat";

function readSeat(storage: Pick<Storage, "getItem"> | null, room: string): string | null {
  try {
    const stored = storage?.getItem(SEAT_KEY);
    if (!stored?.startsWith(`${room}:`)) return null;
    return stored.slice(room.length + 1) || null;
  } catch {
    return null;
  }
}

function writeSeat(storage: Pick<Storage, "setItem"> | null, room: string, secret: string) {
  try {
    storage?.setItem(SEAT_KEY, `${room}:${secret}`);
  } catch {
    // Blocked storage: a reload then joins afresh (or through another tab).
  }
}

/** One id per browser: tabs and reloads of one viewer take the same seat. */
function viewerId(storage: Pick<Storage, "getItem" | "setItem"> | null): string {
  try {
    const stored = storage?.getItem(USER_ID_KEY);
    if (stored && USER_ID_PATTERN.test(stored)) return stored;
    const fresh = randomId(16);
    storage?.setItem(USER_ID_KEY, fresh);
    return fresh;
  } catch {
    return randomId(16);
  }
}

export class SyncClient {
  readonly userId: string;
  readonly #url: string;
  readonly #now: () => number;
  readonly #log: (message: string, detail?: unknown) => void;
  readonly #seatStorage: Pick<Storage, "getItem" | "setItem" | "removeItem"> | null;
  /** This tab, among the viewer's tabs. */
  readonly #tabId = randomId(8);
  readonly #clock = new ClockSync();
  readonly #socket: ReconnectingSocket;
  readonly #tabs: TabChannel;
  readonly #steering: PlayerSteering;
  readonly #connectionListeners = new Set<(connected: boolean, status: SyncStatus) => void>();
  readonly #errorListeners = new Set<(error: SyncError) => void>();

  #room: string | null = null;
  #player: SyncPlayer | null = null;
  #joined = false;
  #status: SyncStatus = "idle";
  #lastPeerMessageAt = 0;
  #timelineState: TimelineState = initialTimelineState;
  #actionSeq = 0;
  #intervals: Array<ReturnType<typeof setInterval>> = [];
  /** The seat's secret, once known (welcome, sessionStorage, another tab). */
  #secret: string | null = null;
  /** The secret the last join presented. */
  #joinedWith: string | null = null;
  /** Refused with seat_taken: waiting for another tab of this viewer to hand the secret over. */
  #seatWait: ReturnType<typeof setTimeout> | null = null;
  #seatAsked = false;

  // ── watching together (issue 32) ──
  #together: TogetherState;
  readonly #togetherListeners = new Set<(state: TogetherState) => void>();
  readonly #signalListeners = new Set<(signal: TogetherSignal) => void>();
  readonly #reactions = new Budget(MAX_REACTIONS_PER_SECOND);
  readonly #chat = new Budget(MAX_CHAT_PER_SECOND);
  #chatSeq = 0;
  #presence: PresenceState = "here";
  /** The viewer is typing: since when 'typing' was last sent, and when it stops counting. */
  #typingSentAt: number | null = null;
  #typingIdle: ReturnType<typeof setTimeout> | null = null;
  /** Clears the other's 'yazıyor…' when no sign of it comes. */
  #peerTypingTimer: ReturnType<typeof setTimeout> | null = null;
  /** The other's last connection dropped (not left on purpose): its next join is a reconnect. */
  #peerDropped = false;
  /** Issue 32 item 1: the room's source as this client follows it. */
  #roomSource: RoomSourceTracking = NO_ROOM_SOURCE;
  readonly #roomSourceListeners = new Set<(view: RoomSourceView | null) => void>();
  #sourceSeq = 0;
  /** The player came up before the viewer was in the room: said once the welcome shows none. */
  #unsentInitial: SourceProposal | null = null;

  constructor(options: SyncClientOptions) {
    this.#url = options.url.replace(/\/+$/, "");
    this.#now = options.now ?? (() => Date.now());
    this.#log = options.log ?? ((message, detail) => console.warn(`[sync] ${message}`, detail));
    this.userId =
      options.userId ??
      viewerId(options.storage === undefined ? defaultStorage("localStorage") : options.storage);
    this.#seatStorage =
      options.seatStorage === undefined ? defaultStorage("sessionStorage") : options.seatStorage;
    this.#together = initialTogether(this.userId, options.name ? displayName(options.name) : null);
    this.#tabs = new TabChannel(
      options.createChannel === undefined ? defaultChannelFactory() : options.createChannel,
      this.#tabId,
      this.#log,
    );
    this.#socket = new ReconnectingSocket({
      createSocket:
        options.createSocket ?? ((url) => new WebSocket(url) as unknown as WebSocketLike),
      clock: this.#clock,
      now: this.#now,
      random: options.random ?? Math.random,
      log: this.#log,
      onOpen: () => this.#join(),
      onMessage: (message) => this.#onMessage(message),
      onDown: (code) => this.#onDown(code),
    });
    this.#steering = new PlayerSteering({
      now: this.#now,
      sharedNow: () => this.#sharedNow(),
      timeline: () => this.#timelineState.timeline,
      trace: options.trace ?? defaultTrace(),
      timings: options.playerTimings,
      onOwnAction: (type, state) => this.#sendOwnAction(type, state),
    });
  }

  get status(): SyncStatus {
    return this.#status;
  }

  get connected(): boolean {
    return this.#status === "connected";
  }

  get room(): string | null {
    return this.#room;
  }

  /** The service has this viewer in the room (false while connecting or reconnecting). */
  get joined(): boolean {
    return this.#joined;
  }

  /** Server clock minus local clock (ms), as measured. */
  get clockOffset(): number {
    return this.#clock.offset;
  }

  /** Called with (connected, status) on every status change; returns the unsubscribe function. */
  onConnectionChange(listener: (connected: boolean, status: SyncStatus) => void): () => void {
    this.#connectionListeners.add(listener);
    return () => this.#connectionListeners.delete(listener);
  }

  /** Refusals worth telling the viewer about (room_full, seat_taken), and the server's other refusals. */
  onError(listener: (error: SyncError) => void): () => void {
    this.#errorListeners.add(listener);
    return () => this.#errorListeners.delete(listener);
  }

  /** Joins `room` and keeps `player` in step with it until disconnect(). */
  connect(room: string, player: SyncPlayer): void {
    const code = normalizeRoomCode(room);
    if (!isRoomCode(code)) {
      throw new RangeError(`Room code must be 6 letters or digits, got "${room}"`);
    }
    if (this.#room !== null) this.disconnect();
    this.#room = code;
    this.#player = player;
    this.#timelineState = initialTimelineState;
    this.#setTogether(initialTogether(this.userId, this.#together.names[this.userId]));
    this.#peerDropped = false;
    this.#setRoomSource(NO_ROOM_SOURCE);
    this.#unsentInitial = null;
    this.#secret = readSeat(this.#seatStorage, code);
    this.#seatAsked = false;
    this.#steering.attach(player);
    this.#tabs.join(code, {
      onTimeline: (confirmed, timeline) => this.#update({ type: "tab", confirmed, timeline }),
      onSeat: (secret) => this.#onSeatFromTab(secret),
      onSeatAsk: () => {
        if (this.#joined && this.#secret) this.#tabs.postSeat(this.#secret);
      },
    });
    this.#intervals.push(setInterval(() => this.#checkLiveness(), STATUS_CHECK_INTERVAL_MS));
    this.#intervals.push(setInterval(() => this.#heartbeat(), HEARTBEAT_INTERVAL_MS));
    this.#intervals.push(setInterval(() => this.#clockPing(), CLOCK_PING_INTERVAL_MS));
    this.#setStatus("waiting");
    this.#socket.start(`${this.#url}/rooms/${code}`);
  }

  /** Leaves the room: tells the server, stops steering the player, closes everything. */
  disconnect(): void {
    const room = this.#room;
    if (room === null) return;
    this.#socket.stop(
      this.#joined
        ? {
            type: "leave",
            roomId: room,
            userId: this.userId,
            timestamp: this.#sharedNow(),
            currentTime: this.#steering.position() ?? 0,
          }
        : undefined,
    );
    this.#steering.detach(this.#timelineState.timeline?.rate ?? 1);
    this.#tabs.close();
    for (const interval of this.#intervals) clearInterval(interval);
    this.#intervals = [];
    this.#stopTypingTimers();
    if (this.#seatWait !== null) clearTimeout(this.#seatWait);
    this.#seatWait = null;
    this.#joined = false;
    this.#room = null;
    this.#player = null;
    this.#setStatus("disconnected");
  }

  // ── the connection ──────────────────────────────────────────────────────

  #join() {
    const room = this.#room;
    if (room === null) return;
    const state = this.#player?.state();
    this.#joinedWith = this.#secret;
    const name = this.#together.names[this.userId];
    this.#socket.send({
      type: "join",
      roomId: room,
      userId: this.userId,
      timestamp: this.#sharedNow(),
      currentTime: this.#steering.position() ?? 0,
      paused: state?.paused ?? true,
      ...(this.#secret ? { secret: this.#secret } : {}),
      ...(name ? { name } : {}),
    });
  }

  #onDown(code: number): "retry" | "now" | "stop" {
    this.#joined = false;
    this.#update({ type: "disconnected" });
    this.#together_({ type: "offline" });
    this.#roomSource_({ type: "offline" });
    this.#typingSentAt = null;
    if (code === CLOSE_RECONNECT) return "now";
    if (code === CLOSE_ROOM_FULL) {
      this.#setStatus("disconnected");
      return "stop";
    }
    if (code === CLOSE_SEAT_TAKEN) {
      this.#onSeatTaken();
      return "stop";
    }
    return "retry";
  }

  /**
   * The seat of this viewer is held and the join had no (or an old) secret: another tab
   * of this browser may hold it and hand it over; otherwise someone else has the seat.
   */
  #onSeatTaken() {
    if (this.#secret !== null && this.#secret !== this.#joinedWith) {
      this.#socket.reconnectNow(); // A tab handed a newer secret meanwhile.
      return;
    }
    if (!this.#tabs.open || this.#seatAsked) {
      this.#giveUpSeat();
      return;
    }
    this.#seatAsked = true;
    this.#tabs.askSeat();
    this.#seatWait = setTimeout(() => {
      this.#seatWait = null;
      this.#giveUpSeat();
    }, SEAT_ASK_MS);
  }

  #onSeatFromTab(secret: string) {
    if (this.#joined || this.#room === null) return;
    this.#secret = secret;
    writeSeat(this.#seatStorage, this.#room, secret);
    if (this.#seatWait !== null) {
      clearTimeout(this.#seatWait);
      this.#seatWait = null;
      this.#socket.reconnectNow();
    }
  }

  #giveUpSeat() {
    this.#setStatus("disconnected");
    this.#emitError({
      code: "seat_taken",
      detail: "This viewer's seat in the room is held elsewhere",
    });
  }

  #checkLiveness() {
    if (this.#status === "connected" && this.#now() - this.#lastPeerMessageAt > PEER_TIMEOUT_MS) {
      this.#setStatus("disconnected");
    }
    this.#socket.checkSilence();
  }

  #heartbeat() {
    if (!this.#joined || this.#room === null) return;
    const state = this.#player?.state();
    this.#socket.send({
      type: "heartbeat",
      roomId: this.#room,
      userId: this.userId,
      timestamp: this.#sharedNow(),
      currentTime: this.#steering.position() ?? 0,
      ...(state ? { paused: state.paused } : {}),
    });
  }

  /** A clock ping (ClockSync): between heartbeats too, so that a minute holds more of them. */
  #clockPing() {
    if (this.#joined && this.#room !== null) this.#socket.ping();
  }

  #setStatus(status: SyncStatus) {
    if (this.#status === status) return;
    this.#status = status;
    for (const listener of [...this.#connectionListeners]) listener(status === "connected", status);
  }

  #heardFromPeer() {
    this.#lastPeerMessageAt = this.#now();
    this.#setStatus("connected");
  }

  #emitError(error: SyncError) {
    for (const listener of [...this.#errorListeners]) listener(error);
  }

  // ── frames from the server ──────────────────────────────────────────────

  #onMessage(message: ServerMessage) {
    switch (message.type) {
      case "welcome":
        return this.#onWelcome(message);
      case "join":
        if (message.userId === this.userId) return;
        this.#heardFromPeer();
        this.#together_({
          type: "joined",
          userId: message.userId,
          ...(message.name === undefined ? {} : { name: message.name }),
        });
        this.#signal({
          type: "partner",
          act: { type: this.#peerDropped ? "reconnected" : "joined" },
        });
        this.#peerDropped = false;
        // Answer at once, so the newcomer hears from us without waiting for a heartbeat.
        this.#heartbeat();
        if (this.#presence === "away") this.#sendPresence();
        return;
      case "leave":
        if (message.userId === this.userId) return;
        this.#setStatus("disconnected");
        this.#together_({ type: "left", userId: message.userId, reason: message.reason });
        this.#peerDropped = message.reason !== "left";
        if (message.reason === "left") this.#signal({ type: "partner", act: { type: "left" } });
        return;
      case "heartbeat":
        if (message.userId !== this.userId) {
          this.#heardFromPeer();
          this.#together_({ type: "heard", userId: message.userId });
        }
        return;
      case "reaction":
        if (message.userId === this.userId) return;
        this.#heardFromPeer();
        this.#signal({ type: "reaction", reaction: message.reaction, own: false });
        return;
      case "chat":
        this.#together_({ type: "chat", entry: message.entry });
        return;
      case "history":
        this.#together_({ type: "history", messages: message.messages });
        return;
      case "name":
        this.#together_({ type: "name", userId: message.userId, name: message.name });
        return;
      case "typing":
        if (message.userId === this.userId) return;
        this.#together_({ type: "typing", userId: message.userId, typing: message.typing });
        this.#armPeerTyping(message.typing);
        return;
      case "presence":
        if (message.userId === this.userId) return;
        this.#together_({ type: "presence", userId: message.userId, state: message.state });
        return;
      case "ack":
        this.#update({ type: "ack", actionId: message.actionId, timeline: message.timeline });
        return;
      case "source":
        return this.#onSource(message);
      case "error":
        return this.#onServerError(message.code, message.detail, message.actionId);
      case "pong":
        return; // The socket's clock takes pongs.
      default:
        if (message.userId !== this.userId) {
          this.#heardFromPeer();
          this.#signal({
            type: "partner",
            act:
              message.type === "seek"
                ? { type: "seek", position: message.currentTime }
                : { type: message.type },
          });
        }
        this.#update({ type: "remote", timeline: message.timeline });
    }
  }

  #onWelcome(message: Extract<ServerMessage, { type: "welcome" }>) {
    this.#joined = true;
    this.#seatAsked = false;
    this.#socket.resetBackoff();
    this.#secret = message.secret;
    if (this.#room !== null) writeSeat(this.#seatStorage, this.#room, message.secret);
    // Tabs of this viewer that rejoin later present this secret.
    this.#tabs.postSeat(message.secret);
    const player = this.#player?.state();
    this.#update(
      { type: "welcome", timeline: message.timeline, canResend: player !== undefined },
      player,
    );
    this.#together_({
      type: "welcome",
      peers: message.peers,
      names: message.names ?? {},
      serverTime: message.serverTime,
    });
    this.#roomSource_({ type: "welcome", current: message.source });
    const initial = this.#unsentInitial;
    this.#unsentInitial = null;
    if (initial && !message.source) this.proposeSource(initial);
    // Tell a viewer already there that we are here (they got our join; this also feeds their clock).
    if (message.peers.length > 0) this.#heartbeat();
    if (this.#presence === "away") this.#sendPresence();
  }

  #onServerError(code: ErrorCode, detail: string, actionId: string | undefined) {
    if (code === "room_full") {
      this.#emitError({ code, detail });
      return; // The server closes the connection (4003); onDown ends the attempt.
    }
    if (code === "seat_taken") return; // Closed with 4004: onDown asks the other tabs first.
    this.#log(`the sync service refused a frame (${code}): ${detail}`);
    if (actionId !== undefined && actionId === this.#roomSource.pending) {
      this.#roomSource_({ type: "refused", actionId });
      return;
    }
    if (actionId !== undefined && this.#together.messages.some((m) => m.own && m.id === actionId)) {
      this.#together_({ type: "failed", id: actionId });
      return;
    }
    if (actionId !== undefined) {
      const refused = this.#update({ type: "refused", actionId });
      if (refused) this.#emitError({ code, detail });
    }
  }

  /** Feeds the timeline reducer and does what it says; true when a refused action was ours. */
  #update(event: TimelineEvent, player?: PlayerState): boolean {
    const outcome = reduceTimeline(this.#timelineState, event);
    this.#timelineState = outcome.state;
    if (outcome.share) this.#tabs.postTimeline(true, outcome.share);
    if (outcome.resend && player) this.#sendOwnAction(outcome.resend, player);
    if (outcome.apply === "now") this.#steering.apply();
    else if (outcome.apply === "guarded") this.#steering.applyGuarded();
    return outcome.refusedOwn;
  }

  // ── what the viewer does ────────────────────────────────────────────────

  #sharedNow(): number {
    return this.#clock.toShared(this.#now());
  }

  /**
   * `state` may hold from a moment ahead (a start: the player moves then): the
   * timeline is then stamped then, with the position the player starts from.
   */
  #sendOwnAction(type: ActionType, state: PlayerState) {
    const room = this.#room;
    if (room === null) return;
    const now = this.#now();
    const holds = state.paused ? now : Math.max(now, state.at);
    const shared = this.#clock.toShared(holds);
    const position = positionNowOf(state, holds);
    this.#update({
      type: "own",
      action: type,
      position,
      serverTime: shared,
      playerPaused: state.paused,
    });
    const timeline = this.#timelineState.timeline as Timeline;
    this.#steering.ownAction(timeline);
    this.#tabs.postTimeline(false, timeline);

    const actionId = `${this.#tabId}-${++this.#actionSeq}`;
    const sent =
      this.#joined &&
      this.#socket.send({
        type,
        roomId: room,
        userId: this.userId,
        timestamp: shared,
        currentTime: position,
        actionId,
      });
    this.#update({ type: "sent", action: type, actionId: sent ? actionId : null });
  }

  // ── the room's source (issue 32 item 1) ─────────────────────────────────

  /** The room's source as this client follows it; null until someone's player has played. */
  get roomSource(): RoomSourceView | null {
    return this.#roomSource.followed;
  }

  /** Called with the room's source whenever the one to follow changes; returns the unsubscribe function. */
  onRoomSource(listener: (view: RoomSourceView | null) => void): () => void {
    this.#roomSourceListeners.add(listener);
    return () => this.#roomSourceListeners.delete(listener);
  }

  /**
   * The viewer's player plays `proposal.source` (sourceProposal): the room is asked to play
   * it too. False while the viewer is not in the room: the welcome then says where the room
   * is, and a first source (`initial`) goes to a room that turns out to have none.
   */
  proposeSource(proposal: SourceProposal): boolean {
    const room = this.#room;
    if (!this.#joined || room === null) {
      // Who starts playback fixes the room's source, even a moment before the welcome.
      if (proposal.initial && room !== null) this.#unsentInitial = proposal;
      return false;
    }
    const actionId = `${this.#tabId}-s${++this.#sourceSeq}`;
    const sent = this.#socket.send({
      type: "source",
      roomId: room,
      userId: this.userId,
      actionId,
      source: proposal.source,
      ...(proposal.initial ? { initial: true } : {}),
      ...(proposal.failed === undefined ? {} : { failed: proposal.failed }),
    });
    if (sent) this.#roomSource_({ type: "proposed", actionId });
    return sent;
  }

  #onSource(message: Extract<ServerMessage, { type: "source" }>) {
    const before = this.#roomSource.followed;
    this.#roomSource_({
      type: "change",
      actionId: message.actionId,
      current: message.current,
      ...(message.failed === undefined ? {} : { failed: message.failed }),
    });
    const after = this.#roomSource.followed;
    const by = after?.current.userId;
    if (by === undefined || by === this.userId || after === before) return;
    // The room's first source is no change to point out; a later one is.
    if (before !== null && after!.current.source.url !== before.current.source.url) {
      this.#signal({ type: "source", source: after!.current.source });
    }
  }

  #roomSource_(event: RoomSourceEvent) {
    this.#setRoomSource(reduceRoomSource(this.#roomSource, event));
  }

  #setRoomSource(state: RoomSourceTracking) {
    const before = this.#roomSource.followed;
    this.#roomSource = state;
    if (state.followed === before) return;
    for (const listener of [...this.#roomSourceListeners]) listener(state.followed);
  }

  // ── watching together (issue 32) ────────────────────────────────────────

  /** Names, chat, the other's presence and typing, as last known. */
  get together(): TogetherState {
    return this.#together;
  }

  /** Called with the state beside the timeline on every change; returns the unsubscribe function. */
  onTogetherChange(listener: (state: TogetherState) => void): () => void {
    this.#togetherListeners.add(listener);
    return () => this.#togetherListeners.delete(listener);
  }

  /** Reactions to float up and the other's acts to notice, as they happen. */
  onSignal(listener: (signal: TogetherSignal) => void): () => void {
    this.#signalListeners.add(listener);
    return () => this.#signalListeners.delete(listener);
  }

  /**
   * Sends a reaction and floats it on this screen too; beyond MAX_REACTIONS_PER_SECOND in a
   * second it is dropped quietly (false).
   */
  react(reaction: ReactionKind): boolean {
    if (!this.#reactions.allow(this.#now())) return false;
    this.#signal({ type: "reaction", reaction, own: true });
    if (this.#joined && this.#room !== null) {
      this.#socket.send({ type: "reaction", roomId: this.#room, userId: this.userId, reaction });
    }
    return true;
  }

  /** Sends a chat message; it shows at once as sending, then as the room's once it took it. */
  sendChat(text: string): SendChatResult {
    const problem = chatDraftProblem(text);
    if (problem) return { ok: false, reason: problem };
    const room = this.#room;
    if (!this.#joined || room === null) return { ok: false, reason: "offline" };
    if (!this.#chat.allow(this.#now())) return { ok: false, reason: "rate_limited" };
    const id = `${this.#tabId}-c${++this.#chatSeq}`;
    this.#together_({ type: "sending", id, text });
    this.#stopTyping();
    if (!this.#socket.send({ type: "chat", roomId: room, userId: this.userId, id, text })) {
      this.#together_({ type: "failed", id });
    }
    return { ok: true, id };
  }

  /** Sets the viewer's display name (2–24 characters); false when it is not one. */
  setName(typed: string): boolean {
    const name = displayName(typed);
    if (name === null) return false;
    this.#together_({ type: "name", userId: this.userId, name });
    if (this.#joined && this.#room !== null) {
      this.#socket.send({ type: "name", roomId: this.#room, userId: this.userId, name });
    }
    return true;
  }

  /** The viewer typed in the chat field: the other sees 'yazıyor…' until it stops. */
  typing(): void {
    const room = this.#room;
    if (!this.#joined || room === null) return;
    const now = this.#now();
    if (this.#typingSentAt === null || now - this.#typingSentAt >= TYPING_REFRESH_MS) {
      this.#typingSentAt = now;
      this.#socket.send({ type: "typing", roomId: room, userId: this.userId, typing: true });
    }
    if (this.#typingIdle !== null) clearTimeout(this.#typingIdle);
    this.#typingIdle = setTimeout(() => this.#stopTyping(), TYPING_IDLE_MS);
  }

  /** The viewer's page became visible or hidden: the other's widget says here or away. */
  setPresence(state: PresenceState): void {
    if (this.#presence === state) return;
    this.#presence = state;
    this.#sendPresence();
  }

  #sendPresence() {
    if (!this.#joined || this.#room === null) return;
    this.#socket.send({
      type: "presence",
      roomId: this.#room,
      userId: this.userId,
      state: this.#presence,
    });
  }

  #stopTyping() {
    if (this.#typingIdle !== null) clearTimeout(this.#typingIdle);
    this.#typingIdle = null;
    if (this.#typingSentAt === null) return;
    this.#typingSentAt = null;
    if (this.#joined && this.#room !== null) {
      this.#socket.send({ type: "typing", roomId: this.#room, userId: this.userId, typing: false });
    }
  }

  #armPeerTyping(typing: boolean) {
    if (this.#peerTypingTimer !== null) clearTimeout(this.#peerTypingTimer);
    this.#peerTypingTimer = null;
    if (!typing) return;
    const peer = this.#together.peer.userId;
    this.#peerTypingTimer = setTimeout(() => {
      this.#peerTypingTimer = null;
      if (peer !== null) this.#together_({ type: "typing", userId: peer, typing: false });
    }, TYPING_TIMEOUT_MS);
  }

  #stopTypingTimers() {
    if (this.#typingIdle !== null) clearTimeout(this.#typingIdle);
    if (this.#peerTypingTimer !== null) clearTimeout(this.#peerTypingTimer);
    this.#typingIdle = null;
    this.#peerTypingTimer = null;
    this.#typingSentAt = null;
  }

  #together_(event: TogetherEvent) {
    this.#setTogether(reduceTogether(this.#together, event));
  }

  #setTogether(state: TogetherState) {
    if (state === this.#together) return;
    this.#together = state;
    for (const listener of [...this.#togetherListeners]) listener(state);
  }

  #signal(signal: TogetherSignal) {
    for (const listener of [...this.#signalListeners]) listener(signal);
  }
}
