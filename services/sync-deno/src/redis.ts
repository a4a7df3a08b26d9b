/**
 * Rooms shared by several instances through Redis: each room is one hash
 * (its state as JSON plus a revision), changed with an optimistic
 * compare-and-set script, and each room's relays travel on its own pub/sub
 * channel, which an instance subscribes to while it holds a connection there.
 * An instance shows it is alive with a key that expires; the seats of an
 * instance that stopped are given to whoever joins next.
 */
import { Redis } from "ioredis";
import type { Backend, Envelope, UpdateOptions } from "./backend.ts";
import type { ActionMessage, ChatEntry, Timeline } from "./protocol.ts";
import {
  CHAT_HISTORY_LENGTH,
  EMPTY_ROOM_TTL_MS,
  INSTANCE_TTL_MS,
  MAX_UPDATE_ATTEMPTS,
  OCCUPIED_ROOM_TTL_MS,
  READY_TIMEOUT_MS,
} from "./limits.ts";
import {
  type ActionOutcome,
  type ActionRequest,
  actionServerTime,
  type Change,
  type IsLive,
  type RoomState,
} from "./room.ts";

const roomKey = (roomId: string) => `sync:room:${roomId}`;
/** The room's chat history: a list of ChatEntry JSON, oldest first, expiring with the room. */
const chatKey = (roomId: string) => `sync:chat:${roomId}`;
const instanceKey = (instanceId: string) => `sync:instance:${instanceId}`;
const CHANNEL_PREFIX = "sync:relay:";
const channel = (roomId: string) => `${CHANNEL_PREFIX}${roomId}`;
/** How often an instance renews the expiry of the rooms it holds connections in. */
const ROOM_TOUCH_INTERVAL_MS = 30_000;

/**
 * KEYS[1] room, KEYS[2] its chat history (which lives and goes with it); ARGV: expected
 * revision ("" = absent), new revision, new state ("" = delete), TTL ms.
 */
const COMPARE_AND_SET = `
local rev = redis.call("HGET", KEYS[1], "rev")
if (rev or "") ~= ARGV[1] then return 0 end
if ARGV[3] == "" then
  redis.call("DEL", KEYS[1], KEYS[2])
else
  redis.call("HSET", KEYS[1], "rev", ARGV[2], "state", ARGV[3])
  redis.call("PEXPIRE", KEYS[1], ARGV[4])
  redis.call("PEXPIRE", KEYS[2], ARGV[4])
end
return 1
`;

/**
 * KEYS[1] room, KEYS[2] its chat history; ARGV: the entry as JSON, how many to keep.
 * Only while the room exists (a message never outlives or resurrects its room), with the
 * room's own expiry.
 */
const APPEND_CHAT = `
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then return 0 end
redis.call("RPUSH", KEYS[2], ARGV[1])
redis.call("LTRIM", KEYS[2], -tonumber(ARGV[2]), -1)
redis.call("PEXPIRE", KEYS[2], ttl)
return 1
`;

/**
 * room.ts's `act` in one step inside Redis, followed by the relay's PUBLISH: the
 * hot path (one action per room per second) then costs one round trip instead of
 * three. Keep it in step with `act`; the Redis tests run both through the handler.
 * KEYS: room, channel. ARGV: userId, type, currentTime, serverTime, rate ("" = none),
 * origin instance, the action message as JSON without its closing brace, TTL ms.
 */
const ACT = `
local raw = redis.call("HGET", KEYS[1], "state")
if not raw then return {0, "Not in this room"} end
local state = cjson.decode(raw)
if type(state.seats) ~= "table" or state.seats[ARGV[1]] == nil then
  return {0, "Not in this room"}
end
local old = state.timeline
local paused = old.paused
if ARGV[2] == "pause" then paused = true elseif ARGV[2] == "play" then paused = false end
local rate = old.rate
if ARGV[2] == "play" and ARGV[5] ~= "" then rate = tonumber(ARGV[5]) end
local timeline = {
  paused = paused,
  position = tonumber(ARGV[3]),
  rate = rate,
  serverTime = tonumber(ARGV[4]),
  version = old.version + 1
}
state.timeline = timeline
local rev = tonumber(redis.call("HGET", KEYS[1], "rev") or "0") + 1
redis.call("HSET", KEYS[1], "rev", tostring(rev), "state", cjson.encode(state))
redis.call("PEXPIRE", KEYS[1], ARGV[8])
local encoded = cjson.encode(timeline)
local payload = ARGV[7] .. ',"timeline":' .. encoded .. '}'
redis.call("PUBLISH", KEYS[2], cjson.encode({ o = ARGV[6], x = ARGV[1], p = payload }))
return {1, encoded}
`;

type RedisWithScript = Redis & {
  actInRoom(
    key: string,
    channel: string,
    userId: string,
    type: string,
    currentTime: string,
    serverTime: string,
    rate: string,
    origin: string,
    message: string,
    ttlMs: number,
  ): Promise<[number, string]>;
  appendChat(room: string, chat: string, entry: string, keep: number): Promise<number>;
  compareAndSetRoom(
    key: string,
    chat: string,
    expected: string,
    next: string,
    state: string,
    ttlMs: number,
  ): Promise<number>;
};

interface WireEnvelope {
  o: string;
  x: string;
  p: string;
}

export class RedisBackend implements Backend {
  readonly instanceId: string;
  onEnvelope: (roomId: string, envelope: Envelope) => void = () => {};
  readonly #redis: RedisWithScript;
  readonly #subscriber: Redis;
  #lastTouch = 0;

  readonly #log: (event: Record<string, unknown>) => void;

  private constructor(
    redis: Redis,
    subscriber: Redis,
    instanceId: string,
    log: (event: Record<string, unknown>) => void,
  ) {
    this.#log = log;
    redis.defineCommand("compareAndSetRoom", { numberOfKeys: 2, lua: COMPARE_AND_SET });
    redis.defineCommand("appendChat", { numberOfKeys: 2, lua: APPEND_CHAT });
    redis.defineCommand("actInRoom", { numberOfKeys: 2, lua: ACT });
    this.#redis = redis as RedisWithScript;
    this.#subscriber = subscriber;
    this.instanceId = instanceId;
    subscriber.on("message", (name: string, text: string) => {
      if (!name.startsWith(CHANNEL_PREFIX)) return;
      let wire: WireEnvelope;
      try {
        wire = JSON.parse(text);
      } catch {
        return;
      }
      this.onEnvelope(name.slice(CHANNEL_PREFIX.length), {
        origin: wire.o,
        exceptUserId: wire.x,
        payload: wire.p,
      });
    });
  }

  /** Connects both Redis connections (commands, subscriptions) and announces the instance. */
  static async connect(
    url: string,
    options: {
      instanceId?: string;
      log?: (event: Record<string, unknown>) => void;
    } = {},
  ): Promise<RedisBackend> {
    const instanceId = options.instanceId ?? crypto.randomUUID();
    const log = options.log ?? ((event) => console.error(JSON.stringify(event)));
    const connection = { lazyConnect: true, maxRetriesPerRequest: 3 };
    // Auto-pipelining sends the commands of one tick in one write: many rooms, few syscalls.
    const redis = new Redis(url, { ...connection, enableAutoPipelining: true });
    const subscriber = new Redis(url, connection);
    // ioredis reconnects by itself; each outage is logged once here, when a
    // connection that was up closes, and its end when it is ready again
    // (without an error listener ioredis prints each retry's stack). The
    // first error is kept for a failed start.
    let firstError: Error | undefined;
    for (const [name, client] of [["commands", redis], ["relays", subscriber]] as const) {
      let up = false;
      let wasUp = false;
      client.on("ready", () => {
        if (wasUp && !up) log({ event: "redis_ready", connection: name });
        up = true;
        wasUp = true;
      });
      client.on("error", (error: Error) => {
        firstError ??= error;
      });
      client.on("close", () => {
        if (up) log({ event: "redis_down", connection: name });
        up = false;
      });
    }
    try {
      await Promise.all([redis.connect(), subscriber.connect()]);
      await redis.set(instanceKey(instanceId), "1", "PX", INSTANCE_TTL_MS);
    } catch (error) {
      redis.disconnect();
      subscriber.disconnect();
      throw new Error(`Could not reach Redis at ${url}: ${(firstError ?? error as Error).message}`);
    }
    return new RedisBackend(redis, subscriber, instanceId, log);
  }

  async update<T>(
    roomId: string,
    change: (state: RoomState | undefined, isLive: IsLive) => Change<T>,
    options: UpdateOptions = {},
  ): Promise<T> {
    const key = roomKey(roomId);
    for (let attempt = 0; attempt < MAX_UPDATE_ATTEMPTS; attempt++) {
      const [rev, raw] = await this.#redis.hmget(key, "rev", "state");
      const state: RoomState | undefined = raw ? JSON.parse(raw) : undefined;
      const live = options.checkLiveness ? await this.#liveInstances(state) : undefined;
      const result = change(state, (id) => live?.has(id) ?? true);
      if (result.state === state) return result.outcome;
      const next = result.state;
      const ttl = next && Object.keys(next.seats).length > 0
        ? OCCUPIED_ROOM_TTL_MS
        : EMPTY_ROOM_TTL_MS;
      const written = await this.#redis.compareAndSetRoom(
        key,
        chatKey(roomId),
        rev ?? "",
        String(Number(rev ?? 0) + 1),
        next ? JSON.stringify(next) : "",
        ttl,
      );
      if (written === 1) return result.outcome;
    }
    throw new Error(`Room ${roomId} kept changing under ${MAX_UPDATE_ATTEMPTS} attempts`);
  }

  async act(
    roomId: string,
    request: ActionRequest,
    message: ActionMessage,
    origin: string,
  ): Promise<ActionOutcome> {
    const [ok, result] = await this.#redis.actInRoom(
      roomKey(roomId),
      channel(roomId),
      request.userId,
      request.type,
      String(request.currentTime),
      String(actionServerTime(request)),
      request.rate === undefined ? "" : String(request.rate),
      origin,
      JSON.stringify(message).slice(0, -1),
      OCCUPIED_ROOM_TTL_MS,
    );
    if (ok !== 1) return { ok: false, detail: result };
    return { ok: true, timeline: JSON.parse(result) as Timeline };
  }

  async #liveInstances(state: RoomState | undefined): Promise<Set<string>> {
    const live = new Set([this.instanceId]);
    if (!state) return live;
    const others = new Set<string>();
    for (const seat of Object.values(state.seats)) {
      for (const instance of Object.values(seat.connections)) {
        if (instance !== this.instanceId) others.add(instance);
      }
    }
    if (others.size === 0) return live;
    const ids = [...others];
    const marks = await this.#redis.mget(ids.map(instanceKey));
    ids.forEach((id, index) => {
      if (marks[index] !== null) live.add(id);
    });
    return live;
  }

  async exists(roomId: string): Promise<boolean> {
    return (await this.#redis.exists(roomKey(roomId))) === 1;
  }

  async appendChat(roomId: string, entry: ChatEntry): Promise<void> {
    await this.#redis.appendChat(
      roomKey(roomId),
      chatKey(roomId),
      JSON.stringify(entry),
      CHAT_HISTORY_LENGTH,
    );
  }

  async chatHistory(roomId: string): Promise<ChatEntry[]> {
    const entries = await this.#redis.lrange(chatKey(roomId), 0, -1);
    return entries.map((entry) => JSON.parse(entry) as ChatEntry);
  }

  publish(roomId: string, envelope: Envelope): void {
    const wire: WireEnvelope = {
      o: envelope.origin,
      x: envelope.exceptUserId,
      p: envelope.payload,
    };
    this.#redis.publish(channel(roomId), JSON.stringify(wire)).catch((error) => {
      this.#log(
        { event: "publish_failed", room: roomId, error: String(error) },
      );
    });
  }

  async subscribe(roomId: string): Promise<void> {
    await this.#subscriber.subscribe(channel(roomId));
  }

  async unsubscribe(roomId: string): Promise<void> {
    await this.#subscriber.unsubscribe(channel(roomId));
  }

  async sweep(now: number, localRooms: Iterable<string>): Promise<void> {
    const batch = this.#redis.pipeline();
    batch.set(instanceKey(this.instanceId), "1", "PX", INSTANCE_TTL_MS);
    if (now - this.#lastTouch >= ROOM_TOUCH_INTERVAL_MS) {
      this.#lastTouch = now;
      for (const roomId of localRooms) {
        batch.pexpire(roomKey(roomId), OCCUPIED_ROOM_TTL_MS);
        batch.pexpire(chatKey(roomId), OCCUPIED_ROOM_TTL_MS);
      }
    }
    await batch.exec();
  }

  async ready(): Promise<void> {
    // Both connections must be up: commands alone would not bring relays.
    for (
      const [name, client] of [["commands", this.#redis], ["relays", this.#subscriber]] as const
    ) {
      if (client.status !== "ready") {
        throw new Error(
          `Redis ${name} connection is ${client.status}`,
        );
      }
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        this.#redis.ping(),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`Redis did not answer within ${READY_TIMEOUT_MS} ms`)),
            READY_TIMEOUT_MS,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {
    // With Redis gone (stopped first, or cut off) there is nothing to tidy:
    // the instance's mark expires by itself (INSTANCE_TTL_MS).
    if (this.#redis.status === "ready") {
      await this.#redis.del(instanceKey(this.instanceId)).catch(() => {});
    }
    for (const client of [this.#subscriber, this.#redis]) {
      client.removeAllListeners("close"); // Closing on purpose is no outage.
      if (client.status === "ready") await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    }
  }
}
