/**
 * Couple mode ("Sevgili Modu"): keeps one player in step with the room's
 * timeline on the sync service, and the room in step with what the viewer
 * does. Framework-free; the site wires it to the widget and the player frame.
 *
 * - The server's timeline is the truth; the viewer's own actions are applied
 *   at once (optimistically) and confirmed by the server's ack.
 * - Remote actions are applied only when not already syncing (SPEC.md §4's
 *   500 ms guard); one arriving meanwhile is held and applied when the guard
 *   clears, so the last word is never lost.
 * - Echoes are suppressed by cause (each command records the event it will
 *   cause) and by state (an event that agrees with the timeline is no action).
 * - Play and seek are scheduled on the shared clock (offset from pings): a
 *   paused seek, then a start at a set moment, aimed ahead by the measured
 *   seek and start-up times; a player already on the room's frame starts at once.
 * - Drift, judged from the least delayed of the recent position reports, is
 *   corrected by nudging the rate, or by a scheduled seek when over HARD_DRIFT_S;
 *   the viewer who just acted is not corrected: the room follows their player.
 */
import { ClockSync } from "./clockSync";
import {
  AGREEMENT_TOLERANCE_S,
  APPLY_SEEK_S,
  CLOCK_BURST_PINGS,
  CLOCK_BURST_SPACING_MS,
  ECHO_WINDOW_MS,
  HARD_DRIFT_S,
  HEARTBEAT_INTERVAL_MS,
  INITIAL_SEEK_LATENCY_MS,
  LANDED_MATCH_S,
  MAX_START_LATENCY_MS,
  MIN_CORRECTIVE_SEEK_INTERVAL_MS,
  OWN_ACTION_SETTLE_MS,
  PEER_TIMEOUT_MS,
  PLAY_AT_ONCE_S,
  RATE_HOLD_MS,
  RECONNECT_BASE_MS,
  RECONNECT_FACTOR,
  RECONNECT_MAX_MS,
  SEEK_JUMP_S,
  SEEK_TOLERANCE_S,
  SERVER_SILENCE_MS,
  START_LEAD_MS,
  START_TIMING_MS,
  STATUS_CHECK_INTERVAL_MS,
  SYNC_GUARD_MS,
} from "./constants";
import { correctDrift } from "./drift";
import { ExpectedEffects } from "./echo";
import { positionNow, type PlayerEvent, type PlayerState, type SyncPlayer } from "./player";
import { PositionEstimate } from "./positionEstimate";
import {
  type ActionType,
  type ClientMessage,
  encodeClientMessage,
  type ErrorCode,
  parseServerFrame,
  positionAt,
  type ServerMessage,
  type Timeline,
} from "./protocol";
import { isRoomCode, normalizeRoomCode } from "./roomCode";

/** SPEC.md §3/§4: waiting → connected → disconnected; idle before the first connect. */
export type SyncStatus = "idle" | "waiting" | "connected" | "disconnected";

export interface SyncError {
  code: ErrorCode | "connection";
  detail: string;
}

/** The part of the WebSocket API the client uses (the platform's, or `ws` in Node). */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  addEventListener(type: "open", listener: () => void): void;
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "close", listener: (event: { code: number }) => void): void;
  addEventListener(type: "error", listener: () => void): void;
}

export type WebSocketFactory = (url: string) => WebSocketLike;

interface ChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

export interface SyncClientOptions {
  /** The sync service, e.g. `ws://localhost:8787`; rooms are at `{url}/rooms/{code}`. */
  url: string;
  /** The viewer; by default one id per browser, kept in localStorage so tabs and reloads share it. */
  userId?: string;
  /** Opens sockets; the platform's WebSocket by default. */
  createSocket?: WebSocketFactory;
  /** Same-browser channel per room; the platform's BroadcastChannel by default, null for none. */
  createChannel?: ((name: string) => ChannelLike) | null;
  /** Local clock in ms. */
  now?: () => number;
  /** In [0, 1): jitter of the reconnect back-off. */
  random?: () => number;
  storage?: Pick<Storage, "getItem" | "setItem"> | null;
  /** Failures worth a line in the console (never shown to the viewer). */
  log?: (message: string, detail?: unknown) => void;
}

const OPEN = 1;
const CLOSE_ROOM_FULL = 4003;
const USER_ID_KEY = "sinema-sync-user";
const USER_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join("");
}

function defaultStorage(): Pick<Storage, "getItem" | "setItem"> | null {
  try {
    return (globalThis as { localStorage?: Storage }).localStorage ?? null;
  } catch {
    return null; // Storage can be blocked (privacy settings); an id per page is then the best.
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

/** What tabs of one browser tell each other about their room. */
interface ChannelMessage {
  from: string;
  /** From the server (with its version), or a tab's own action not yet confirmed. */
  confirmed: boolean;
  timeline: Timeline;
}

function isChannelMessage(value: unknown): value is ChannelMessage {
  if (typeof value !== "object" || value === null) return false;
  const message = value as Partial<ChannelMessage>;
  const timeline = message.timeline as Partial<Timeline> | undefined;
  return (
    typeof message.from === "string" &&
    typeof message.confirmed === "boolean" &&
    typeof timeline === "object" &&
    typeof timeline.paused === "boolean" &&
    typeof timeline.position === "number" &&
    typeof timeline.rate === "number" &&
    typeof timeline.serverTime === "number" &&
    typeof timeline.version === "number"
  );
}

export class SyncClient {
  readonly userId: string;
  readonly #url: string;
  readonly #createSocket: WebSocketFactory;
  readonly #createChannel: ((name: string) => ChannelLike) | null;
  readonly #now: () => number;
  readonly #random: () => number;
  readonly #log: (message: string, detail?: unknown) => void;
  /** This tab, among the viewer's tabs. */
  readonly #tabId = randomId(8);
  readonly #clock = new ClockSync();
  readonly #effects = new ExpectedEffects();
  readonly #connectionListeners = new Set<(connected: boolean, status: SyncStatus) => void>();
  readonly #errorListeners = new Set<(error: SyncError) => void>();

  #room: string | null = null;
  #player: SyncPlayer | null = null;
  #unsubscribePlayer: (() => void) | null = null;
  #socket: WebSocketLike | null = null;
  #channel: ChannelLike | null = null;
  #joined = false;
  #status: SyncStatus = "idle";
  #lastPeerMessageAt = 0;
  #lastServerMessageAt = 0;
  #attempt = 0;

  /** The timeline the player is steered to: the server's, or the viewer's newer own action. */
  #timeline: Timeline | null = null;
  /** The newest version the server has confirmed. */
  #serverVersion = -1;
  #serverTimeline: Timeline | null = null;
  /** Own actions sent and not yet acked. */
  readonly #pending = new Set<string>();
  /** The last own action made while the connection was down: sent after the rejoin. */
  #offlineAction: ActionType | null = null;
  #actionSeq = 0;

  #syncing = false;
  #heldRemote = false;
  /** The rate we set on the player (nudged around the timeline's). */
  #appliedRate = 1;
  #lastCorrectiveSeekAt = -Infinity;
  #seekLatencyMs = INITIAL_SEEK_LATENCY_MS;
  /** Where the player is, from its recent reports, for judging drift. */
  readonly #estimate = new PositionEstimate();
  #rateChangedAt = -Infinity;
  /** The player's previous report, to tell a seek under way from playback. */
  #lastReport: PlayerState | undefined;
  /** Until then the viewer is seeking (the position jumped): not drift, not corrected. */
  #viewerSeekUntil = -Infinity;

  #pingId = 0;
  readonly #pings = new Map<number, number>();
  #timers = new Set<ReturnType<typeof setTimeout>>();
  #intervals: Array<ReturnType<typeof setInterval>> = [];
  #reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  #startTimer: ReturnType<typeof setTimeout> | null = null;
  /** How long after "play" the player's position starts moving, learned from scheduled starts. */
  #startLatencyMs = 0;
  #startTimed = false;
  /** A scheduled start being timed: when "play" went out, and from which position. */
  #timedStart: { commandAt: number; from: number } | null = null;
  /**
   * The viewer's own play or seek, being timed: the room's timeline starts at the
   * player's event, the player itself moves a moment later.
   */
  #ownStart: number | null = null;
  /** Our last seek, until the player reports it landed. */
  #seekInFlight: { target: number; sentAt: number } | null = null;
  /** The scheduled start came before our seek had landed: start (or aim again) once it has. */
  #startWhenLanded = false;
  #guardTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(options: SyncClientOptions) {
    this.#url = options.url.replace(/\/+$/, "");
    this.#createSocket =
      options.createSocket ?? ((url) => new WebSocket(url) as unknown as WebSocketLike);
    const Channel = (globalThis as { BroadcastChannel?: typeof BroadcastChannel }).BroadcastChannel;
    this.#createChannel =
      options.createChannel === undefined
        ? Channel
          ? (name) => new Channel(name)
          : null
        : options.createChannel;
    this.#now = options.now ?? (() => Date.now());
    this.#random = options.random ?? Math.random;
    this.#log = options.log ?? ((message, detail) => console.warn(`[sync] ${message}`, detail));
    this.userId =
      options.userId ??
      viewerId(options.storage === undefined ? defaultStorage() : options.storage);
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

  /** Refusals worth telling the viewer about (room_full), and the server's other refusals. */
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
    this.#timeline = null;
    this.#serverTimeline = null;
    this.#serverVersion = -1;
    this.#offlineAction = null;
    this.#pending.clear();
    this.#effects.clear();
    this.#attempt = 0;
    this.#appliedRate = player.state()?.rate ?? 1;
    this.#lastReport = player.state();
    this.#viewerSeekUntil = -Infinity;
    this.#estimate.reset(player.state());
    this.#unsubscribePlayer = player.subscribe((event) => this.#onPlayerEvent(event));
    this.#openChannel(code);
    this.#intervals.push(setInterval(() => this.#checkLiveness(), STATUS_CHECK_INTERVAL_MS));
    this.#intervals.push(setInterval(() => this.#heartbeat(), HEARTBEAT_INTERVAL_MS));
    this.#setStatus("waiting");
    this.#open();
  }

  /** Leaves the room: tells the server, stops steering the player, closes everything. */
  disconnect(): void {
    if (this.#room === null) return;
    const socket = this.#socket;
    this.#socket = null;
    if (socket) {
      if (this.#joined && socket.readyState === OPEN) {
        this.#sendOn(socket, {
          type: "leave",
          roomId: this.#room,
          userId: this.userId,
          timestamp: this.#sharedNow(),
          currentTime: this.#playerPosition() ?? 0,
        });
      }
      try {
        socket.close(1000, "left");
      } catch {
        // Closing a socket that never opened can throw; it is gone either way.
      }
    }
    if (this.#player && this.#appliedRate !== (this.#timeline?.rate ?? 1)) {
      this.#player.setRate(this.#timeline?.rate ?? 1);
    }
    this.#unsubscribePlayer?.();
    this.#unsubscribePlayer = null;
    this.#channel?.close();
    this.#channel = null;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    for (const interval of this.#intervals) clearInterval(interval);
    this.#intervals = [];
    for (const timer of [this.#reconnectTimer, this.#startTimer, this.#guardTimer]) {
      if (timer !== null) clearTimeout(timer);
    }
    this.#reconnectTimer = this.#startTimer = this.#guardTimer = null;
    this.#startWhenLanded = false;
    this.#seekInFlight = null;
    this.#timedStart = null;
    this.#ownStart = null;
    this.#syncing = false;
    this.#heldRemote = false;
    this.#joined = false;
    this.#room = null;
    this.#player = null;
    this.#pings.clear();
    this.#setStatus("disconnected");
  }

  // ── connection ──────────────────────────────────────────────────────────

  #open() {
    const room = this.#room;
    if (room === null) return;
    let socket: WebSocketLike;
    try {
      socket = this.#createSocket(`${this.#url}/rooms/${room}`);
    } catch (error) {
      this.#log("could not open the sync connection", error);
      this.#scheduleReconnect();
      return;
    }
    this.#socket = socket;
    this.#lastServerMessageAt = this.#now();
    socket.addEventListener("open", () => {
      if (this.#socket !== socket) return;
      this.#lastServerMessageAt = this.#now();
      this.#ping();
      for (let i = 1; i < CLOCK_BURST_PINGS; i++) {
        this.#later(() => this.#socket === socket && this.#ping(), i * CLOCK_BURST_SPACING_MS);
      }
      const state = this.#player?.state();
      this.#send({
        type: "join",
        roomId: room,
        userId: this.userId,
        timestamp: this.#sharedNow(),
        currentTime: this.#playerPosition() ?? 0,
        paused: state?.paused ?? true,
      });
    });
    socket.addEventListener("message", (event) => {
      if (this.#socket === socket) this.#onFrame(event.data);
    });
    socket.addEventListener("close", (event) => {
      if (this.#socket === socket) this.#onClose(event.code);
    });
    socket.addEventListener("error", () => {
      // A close event follows; reconnecting starts there.
    });
  }

  #onClose(code: number) {
    this.#socket = null;
    this.#joined = false;
    this.#pings.clear();
    // Sent but not acked: the server may have applied it, and others may have acted
    // since. The room's timeline on rejoin tells; sending it again could undo theirs.
    this.#pending.clear();
    if (code === CLOSE_ROOM_FULL) {
      this.#setStatus("disconnected");
      return;
    }
    this.#scheduleReconnect();
  }

  #scheduleReconnect() {
    if (this.#room === null || this.#reconnectTimer !== null) return;
    const ceiling = Math.min(
      RECONNECT_MAX_MS,
      RECONNECT_BASE_MS * RECONNECT_FACTOR ** this.#attempt,
    );
    // Half fixed, half random: clients dropped together do not come back together.
    const delay = ceiling / 2 + (ceiling / 2) * this.#random();
    this.#attempt += 1;
    this.#reconnectTimer = setTimeout(() => {
      this.#reconnectTimer = null;
      this.#open();
    }, delay);
  }

  #checkLiveness() {
    const now = this.#now();
    if (this.#status === "connected" && now - this.#lastPeerMessageAt > PEER_TIMEOUT_MS) {
      this.#setStatus("disconnected");
    }
    const socket = this.#socket;
    if (
      socket &&
      socket.readyState === OPEN &&
      now - this.#lastServerMessageAt > SERVER_SILENCE_MS
    ) {
      // A half-open connection never closes by itself: close it and come back.
      this.#log("the sync service went silent; reconnecting");
      this.#socket = null;
      try {
        socket.close(4000, "silent");
      } catch {
        // Already closing.
      }
      this.#onClose(4000);
    }
  }

  #heartbeat() {
    if (!this.#joined || this.#room === null) return;
    const state = this.#player?.state();
    this.#send({
      type: "heartbeat",
      roomId: this.#room,
      userId: this.userId,
      timestamp: this.#sharedNow(),
      currentTime: this.#playerPosition() ?? 0,
      ...(state ? { paused: state.paused } : {}),
    });
    this.#ping();
  }

  #ping() {
    const id = this.#pingId++ % 2_147_483_647;
    const sentAt = this.#now();
    this.#pings.set(id, sentAt);
    this.#send({ type: "ping", id, clientTime: sentAt });
  }

  #send(message: ClientMessage): boolean {
    const socket = this.#socket;
    if (!socket || socket.readyState !== OPEN) return false;
    return this.#sendOn(socket, message);
  }

  #sendOn(socket: WebSocketLike, message: ClientMessage): boolean {
    try {
      socket.send(encodeClientMessage(message));
      return true;
    } catch (error) {
      this.#log("could not send to the sync service", error);
      return false;
    }
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

  // ── frames from the server ──────────────────────────────────────────────

  #onFrame(data: unknown) {
    const now = this.#now();
    this.#lastServerMessageAt = now;
    const parsed = parseServerFrame(data);
    if (!parsed.ok) {
      this.#log(`ignored a frame from the sync service: ${parsed.reason}`);
      return;
    }
    const message = parsed.message;
    switch (message.type) {
      case "pong": {
        const sentAt = this.#pings.get(message.id);
        this.#pings.delete(message.id);
        if (sentAt !== undefined) this.#clock.addSample(sentAt, message.serverTime, now);
        return;
      }
      case "welcome":
        return this.#onWelcome(message);
      case "join":
        if (message.userId === this.userId) return;
        this.#heardFromPeer();
        // Answer at once, so the newcomer hears from us without waiting for a heartbeat.
        this.#heartbeat();
        return;
      case "leave":
        if (message.userId === this.userId) return;
        this.#setStatus("disconnected");
        return;
      case "heartbeat":
        if (message.userId !== this.userId) this.#heardFromPeer();
        return;
      case "ack":
        return this.#onAck(message.actionId, message.timeline);
      case "error":
        return this.#onServerError(message.code, message.detail, message.actionId);
      default:
        if (message.userId !== this.userId) this.#heardFromPeer();
        this.#onRemoteTimeline(message.timeline);
    }
  }

  #onWelcome(message: Extract<ServerMessage, { type: "welcome" }>) {
    this.#joined = true;
    this.#attempt = 0;
    // The server's word on (re)join stands even if older: a restarted service numbers afresh.
    this.#serverVersion = message.timeline.version;
    this.#serverTimeline = message.timeline;
    this.#post({ from: this.#tabId, confirmed: true, timeline: message.timeline });
    const offline = this.#offlineAction;
    this.#offlineAction = null;
    if (offline && this.#player?.state()) {
      // The viewer acted while we were away: their action is the newest word.
      this.#sendOwnAction(offline, this.#player.state()!);
    } else {
      this.#timeline = message.timeline;
      this.#applyTimeline();
    }
    // Tell a viewer already there that we are here (they got our join; this also feeds their clock).
    if (message.peers.length > 0) this.#heartbeat();
  }

  #acceptServerTimeline(timeline: Timeline): boolean {
    if (timeline.version <= this.#serverVersion && this.#serverTimeline !== null) return false;
    this.#serverVersion = timeline.version;
    this.#serverTimeline = timeline;
    this.#post({ from: this.#tabId, confirmed: true, timeline });
    return true;
  }

  #onAck(actionId: string, timeline: Timeline) {
    this.#pending.delete(actionId);
    if (!this.#acceptServerTimeline(timeline)) return;
    // With more own actions on the way, the newest of them is what the player shows.
    if (this.#pending.size === 0) {
      this.#timeline = timeline;
      this.#applyTimeline();
    }
  }

  #onRemoteTimeline(timeline: Timeline) {
    if (!this.#acceptServerTimeline(timeline)) return;
    // Our own action is in flight and the server will order it after this one.
    if (this.#pending.size > 0) return;
    this.#timeline = timeline;
    this.#applyGuarded();
  }

  #onServerError(code: ErrorCode, detail: string, actionId: string | undefined) {
    if (code === "room_full") {
      this.#emitError({ code, detail });
      return; // The server closes the connection (4003); #onClose ends the attempt.
    }
    this.#log(`the sync service refused a frame (${code}): ${detail}`);
    if (actionId !== undefined && this.#pending.delete(actionId)) {
      // Our action did not happen: go back to the room's timeline.
      if (this.#pending.size === 0 && this.#serverTimeline) {
        this.#timeline = this.#serverTimeline;
        this.#applyTimeline();
      }
      this.#emitError({ code, detail });
    }
  }

  #emitError(error: SyncError) {
    for (const listener of [...this.#errorListeners]) listener(error);
  }

  // ── same-browser tabs ────────────────────────────────────────────────────

  #openChannel(room: string) {
    if (!this.#createChannel) return;
    try {
      const channel = this.#createChannel(`sinema-sync:${room}`);
      channel.onmessage = (event) => this.#onChannelMessage(event.data);
      this.#channel = channel;
    } catch (error) {
      this.#log("no BroadcastChannel; tabs of this browser sync through the server only", error);
    }
  }

  #post(message: ChannelMessage) {
    try {
      this.#channel?.postMessage(message);
    } catch (error) {
      this.#log("could not tell the other tabs", error);
    }
  }

  #onChannelMessage(data: unknown) {
    if (!isChannelMessage(data) || data.from === this.#tabId || this.#room === null) return;
    if (data.confirmed) {
      if (data.timeline.version <= this.#serverVersion) return;
      this.#serverVersion = data.timeline.version;
      this.#serverTimeline = data.timeline;
      if (this.#pending.size > 0) return;
    }
    this.#timeline = data.timeline;
    this.#applyGuarded();
  }

  // ── steering the player ──────────────────────────────────────────────────

  #sharedNow(): number {
    return this.#clock.toShared(this.#now());
  }

  #playerPosition(): number | undefined {
    const state = this.#player?.state();
    return state ? positionNow(state, this.#now()) : undefined;
  }

  /** SPEC.md §4: a remote action is applied only when not already syncing; the guard clears after 500 ms. */
  #applyGuarded() {
    this.#ownStart = null;
    if (this.#syncing) {
      this.#heldRemote = true;
      return;
    }
    this.#applyTimeline();
    this.#syncing = true;
    this.#guardTimer = setTimeout(() => {
      this.#guardTimer = null;
      this.#syncing = false;
      if (this.#heldRemote) {
        this.#heldRemote = false;
        this.#applyGuarded();
      }
    }, SYNC_GUARD_MS);
  }

  /** Brings the player to the current timeline: pause/seek now, or play at a scheduled moment. */
  #applyTimeline() {
    const player = this.#player;
    const timeline = this.#timeline;
    const state = player?.state();
    if (!player || !timeline || !state || !player.isReady()) return; // Re-applied on "ready".
    this.#cancelStart();
    const now = this.#now();
    const position = positionNow(state, now);

    if (timeline.paused) {
      // A playing player stops wherever the pause lands (later than we can predict):
      // the seek right behind it puts it on the room's frame whatever the delay.
      if (!state.paused) this.#command("pause", now);
      if (!state.paused || Math.abs(position - timeline.position) > SEEK_TOLERANCE_S) {
        this.#command("seeked", now, timeline.position);
      }
      this.#setRate(timeline.rate);
      return;
    }

    this.#setRate(timeline.rate);
    if (state.paused) {
      const behind = positionAt(timeline, this.#sharedNow()) - position;
      if (behind >= -SEEK_TOLERANCE_S && behind <= PLAY_AT_ONCE_S) {
        // On the room's frame already (both were paused together and the other viewer
        // pressed play): start now, the nudges make up the message's delay.
        this.#command("play", now);
        return;
      }
      this.#startOnSchedule(player, timeline, position, now);
      return;
    }
    // Both playing: a seek only for a real jump; smaller drift is left to the rate nudges.
    const drift = position - positionAt(timeline, this.#sharedNow());
    if (Math.abs(drift) > APPLY_SEEK_S) this.#seekOnto(timeline, now);
  }

  /**
   * Onto the room's timeline from playing: a seek while playing lands after an
   * unknown while and starts playing wherever it lands; paused, the start waits
   * for the room's clock, however long the seek took.
   */
  #seekOnto(timeline: Timeline, now: number) {
    const player = this.#player;
    const state = player?.state();
    if (!player || !state) return;
    this.#lastCorrectiveSeekAt = now;
    this.#command("pause", now);
    this.#startOnSchedule(player, timeline, positionNow(state, now), now);
  }

  /** Seeks to where the room will be a moment from now, then starts exactly then. */
  #startOnSchedule(player: SyncPlayer, timeline: Timeline, position: number, now: number) {
    const lead = Math.max(START_LEAD_MS, this.#seekLatencyMs * 1.5);
    // Aim where the room will be once the player actually moves, a moment after "play".
    const target = positionAt(timeline, this.#sharedNow() + lead + this.#startLatencyMs);
    if (Math.abs(position - target) > SEEK_TOLERANCE_S) this.#command("seeked", now, target);
    this.#startTimer = setTimeout(() => {
      this.#startTimer = null;
      if (this.#player !== player || this.#timeline !== timeline) return;
      if (this.#seekInFlight === null) {
        const from = player.state()?.currentTime ?? target;
        this.#command("play", this.#now());
        this.#timedStart = { commandAt: this.#now(), from };
        return;
      }
      // Started before the seek landed, the player would run behind by the difference.
      // A seek that never reports landing is tried again after a while.
      this.#startWhenLanded = true;
      this.#startTimer = setTimeout(() => {
        this.#startTimer = null;
        this.#seekInFlight = null;
        this.#applyTimeline();
      }, ECHO_WINDOW_MS);
    }, lead);
  }

  #cancelStart() {
    if (this.#startTimer !== null) clearTimeout(this.#startTimer);
    this.#startTimer = null;
    this.#startWhenLanded = false;
    this.#timedStart = null;
  }

  #command(effect: "play" | "pause" | "seeked", now: number, time?: number) {
    const player = this.#player;
    if (!player) return;
    this.#effects.expect(effect, now, time);
    if (effect === "seeked") this.#seekInFlight = { target: time ?? 0, sentAt: now };
    if (effect === "play") player.play();
    else if (effect === "pause") player.pause();
    else player.seek(time ?? 0);
  }

  #setRate(rate: number) {
    if (!this.#player || this.#appliedRate === rate) return;
    this.#appliedRate = rate;
    this.#rateChangedAt = this.#now();
    this.#player.setRate(rate);
  }

  /** On each position report while both play: nudge the rate, or seek when far off. */
  #correctDrift(state: PlayerState) {
    const timeline = this.#timeline;
    const now = this.#now();
    if (!timeline || timeline.paused || state.paused || this.#startTimer !== null) return;
    if (this.#effects.seekPending(now)) return;
    const position = this.#estimate.at(now) ?? positionNow(state, now);
    const drift = position - positionAt(timeline, this.#sharedNow());
    const correction = correctDrift(drift, this.#appliedRate, timeline.rate);
    if (correction.kind === "rate") {
      if (now - this.#rateChangedAt >= RATE_HOLD_MS) this.#setRate(correction.rate);
    } else if (
      correction.kind === "seek" &&
      now - this.#lastCorrectiveSeekAt >= MIN_CORRECTIVE_SEEK_INTERVAL_MS
    ) {
      this.#setRate(timeline.rate);
      this.#seekOnto(timeline, now);
    }
  }

  // ── what the viewer does ────────────────────────────────────────────────

  #onPlayerEvent(event: PlayerEvent) {
    const now = this.#now();
    const previous = this.#lastReport;
    this.#lastReport = event.state;
    switch (event.type) {
      case "ready":
      case "state":
        this.#estimate.reset(event.state);
        this.#applyTimeline();
        return;
      case "timeupdate":
        // A seek shows in the reports (the position jumps) before its "seeked" arrives:
        // correcting it as drift would undo the viewer's seek before it is even sent.
        if (
          previous &&
          !previous.paused &&
          !event.state.paused &&
          !this.#effects.seekPending(now) &&
          Math.abs(event.state.currentTime - positionNow(previous, event.state.at)) > SEEK_JUMP_S
        ) {
          this.#viewerSeekUntil = now + ECHO_WINDOW_MS;
        }
        if (now < this.#viewerSeekUntil) return;
        this.#estimate.add(event.state);
        if (this.#timedStart) this.#timeStart(event.state, now);
        else if (this.#ownStart !== null) this.#reanchorOwn(event.state, now);
        else this.#correctDrift(event.state);
        return;
      case "play":
      case "pause":
      case "seeked": {
        // Paused, or just starting to move again: no report to extrapolate until the next.
        this.#estimate.reset();
        if (event.type !== "play") this.#timedStart = null;
        this.#ownStart = null;
        if (event.type === "seeked") {
          this.#viewerSeekUntil = -Infinity;
          this.#onSeekLanded(event.state, now);
        }
        const effect = this.#effects.consume(event.type, event.state.currentTime, now);
        if (effect) return;
        if (this.#agreesWithTimeline(event)) return;
        const type: ActionType =
          event.type === "seeked" ? "seek" : event.type === "play" ? "play" : "pause";
        this.#sendOwnAction(type, event.state);
        return;
      }
      default:
        return;
    }
  }

  /** Once the reports after a scheduled start suffice: when did the position start moving? */
  #timeStart(state: PlayerState, now: number) {
    const start = this.#timedStart;
    const position = this.#estimate.at(now);
    if (!start || position === undefined || state.paused) return;
    if (now - start.commandAt < START_TIMING_MS) return;
    this.#timedStart = null;
    const movedAt = now - ((position - start.from) / state.rate) * 1000;
    const took = Math.min(MAX_START_LATENCY_MS, Math.max(0, movedAt - start.commandAt));
    this.#startLatencyMs = this.#startTimed ? 0.5 * this.#startLatencyMs + 0.5 * took : took;
    this.#startTimed = true;
  }

  /**
   * After the viewer's own play or seek, their player is the room's reference
   * for a moment: if it is slow to move (a seek still decoding, a stall), the
   * room goes where it really is, instead of correcting the viewer who acted
   * with a seek of their own player.
   */
  #reanchorOwn(state: PlayerState, now: number) {
    const since = this.#ownStart;
    const timeline = this.#timeline;
    const position = this.#estimate.at(now);
    if (since === null || now - since < START_TIMING_MS) return;
    if (now - since >= OWN_ACTION_SETTLE_MS || !timeline || timeline.paused || state.paused) {
      this.#ownStart = null;
      return;
    }
    if (position === undefined) return;
    if (Math.abs(position - positionAt(timeline, this.#sharedNow())) < HARD_DRIFT_S) return;
    this.#sendOwnAction("seek", { ...state, currentTime: position, at: now });
    this.#ownStart = null; // Once per action: from here on, the usual corrections.
  }

  /** A "seeked": if it is where our last seek went, that seek has landed. */
  #onSeekLanded(state: PlayerState, now: number) {
    const seek = this.#seekInFlight;
    if (!seek || Math.abs(state.currentTime - seek.target) > LANDED_MATCH_S) return;
    this.#seekInFlight = null;
    // How long it took, for aiming the next seeks: a slower one is believed at once
    // (landing late costs a second try), a faster one bit by bit.
    const took = now - seek.sentAt;
    this.#seekLatencyMs =
      took > this.#seekLatencyMs ? took : 0.7 * this.#seekLatencyMs + 0.3 * took;
    if (this.#startWhenLanded) this.#applyTimeline();
  }

  /** An event that only restates the room's timeline is nobody's action (echo by state). */
  #agreesWithTimeline(event: PlayerEvent): boolean {
    const timeline = this.#timeline;
    if (!timeline) return false;
    if (event.type === "play" && timeline.paused) return false;
    if (event.type === "pause" && !timeline.paused) return false;
    const position = positionNow(event.state, this.#now());
    return Math.abs(position - positionAt(timeline, this.#sharedNow())) <= AGREEMENT_TOLERANCE_S;
  }

  #sendOwnAction(type: ActionType, state: PlayerState) {
    const room = this.#room;
    if (room === null) return;
    const shared = this.#sharedNow();
    const position = positionNow(state, this.#now());
    const previous = this.#timeline;
    const timeline: Timeline = {
      paused:
        type === "pause" ? true : type === "play" ? false : (previous?.paused ?? state.paused),
      position,
      rate: previous?.rate ?? 1,
      serverTime: shared,
      version: this.#serverVersion,
    };
    // The viewer's action wins over anything remote still waiting for the guard.
    this.#heldRemote = false;
    this.#cancelStart();
    this.#timeline = timeline;
    this.#setRate(timeline.rate);
    this.#post({ from: this.#tabId, confirmed: false, timeline });
    this.#ownStart = timeline.paused ? null : this.#now();

    const actionId = `${this.#tabId}-${++this.#actionSeq}`;
    const sent =
      this.#joined &&
      this.#send({
        type,
        roomId: room,
        userId: this.userId,
        timestamp: shared,
        currentTime: position,
        actionId,
      });
    if (sent) this.#pending.add(actionId);
    else this.#offlineAction = type;
  }

  #later(task: () => void, delayMs: number) {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      task();
    }, delayMs);
    this.#timers.add(timer);
  }
}
