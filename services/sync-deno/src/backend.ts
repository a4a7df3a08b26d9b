/**
 * Where rooms live and how relays reach other instances. In memory for one
 * instance; through Redis (redis.ts) when several instances share the rooms.
 */
import type { ActionMessage, ChatEntry } from "./protocol.ts";
import {
  type ActionOutcome,
  type ActionRequest,
  type Change,
  isExpired,
  type IsLive,
  type RoomState,
  withMessage,
} from "./room.ts";

/** A relay on its way to the connections of one room held by other instances. */
export interface Envelope {
  /** The instance that sent it, which has already delivered it to its own connections. */
  origin: string;
  /** Connections of this viewer do not get it (they sent it). */
  exceptUserId: string;
  /** The serialized server message. */
  payload: string;
}

export interface UpdateOptions {
  /**
   * The change asks which instances are alive (only joins do: they may take a
   * stopped instance's seat). Without it, every instance counts as alive and
   * the Redis backend saves a round trip.
   */
  checkLiveness?: boolean;
}

export interface Backend {
  readonly instanceId: string;
  /**
   * Reads the room, applies `change` and stores the result as one atomic step
   * (re-reading and re-applying when another instance changed the room meanwhile).
   */
  update<T>(
    roomId: string,
    change: (state: RoomState | undefined, isLive: IsLive) => Change<T>,
    options?: UpdateOptions,
  ): Promise<T>;
  /**
   * Optional fast path for play/pause/seek: applies the action and hands the
   * relay (the message plus the new timeline) to the other instances in one
   * step. Without it the handler uses `update` with room.ts's `act`, then `publish`.
   */
  act?(
    roomId: string,
    request: ActionRequest,
    message: ActionMessage,
    origin: string,
  ): Promise<ActionOutcome>;
  exists(roomId: string): Promise<boolean>;
  /**
   * Adds a chat message to the room's history (its last CHAT_HISTORY_LENGTH), which lives
   * as long as the room and goes with it.
   */
  appendChat(roomId: string, entry: ChatEntry): Promise<void>;
  /** The room's kept chat messages, oldest first (none for a room that is gone). */
  chatHistory(roomId: string): Promise<ChatEntry[]>;
  /** Sends a relay to the other instances holding connections of this room. */
  publish(roomId: string, envelope: Envelope): void;
  /** Starts receiving the other instances' relays for this room (resolves once active). */
  subscribe(roomId: string): Promise<void>;
  unsubscribe(roomId: string): Promise<void>;
  /** Periodic upkeep: drop expired rooms, show this instance is alive, keep its rooms. */
  sweep(now: number, localRooms: Iterable<string>): Promise<void>;
  /** Resolves when the rooms can be read and written now; rejects saying why not (/ready). */
  ready(): Promise<void>;
  /** Where relays of other instances go; set once by the handler. */
  onEnvelope: (roomId: string, envelope: Envelope) => void;
  close(): Promise<void>;
}

/** One instance, rooms in a Map: nothing to publish, every connection is local. */
export class MemoryBackend implements Backend {
  readonly instanceId = "memory";
  readonly rooms = new Map<string, RoomState>();
  /** Chat histories by room, removed with their room. */
  readonly chats = new Map<string, ChatEntry[]>();
  onEnvelope: (roomId: string, envelope: Envelope) => void = () => {};

  update<T>(
    roomId: string,
    change: (state: RoomState | undefined, isLive: IsLive) => Change<T>,
  ): Promise<T> {
    const { state, outcome } = change(this.rooms.get(roomId), () => true);
    if (state) this.rooms.set(roomId, state);
    else this.#remove(roomId);
    return Promise.resolve(outcome);
  }

  #remove(roomId: string) {
    this.rooms.delete(roomId);
    this.chats.delete(roomId);
  }

  appendChat(roomId: string, entry: ChatEntry): Promise<void> {
    if (this.rooms.has(roomId)) {
      this.chats.set(roomId, withMessage(this.chats.get(roomId) ?? [], entry));
    }
    return Promise.resolve();
  }

  chatHistory(roomId: string): Promise<ChatEntry[]> {
    return Promise.resolve([...(this.chats.get(roomId) ?? [])]);
  }

  exists(roomId: string): Promise<boolean> {
    return Promise.resolve(this.rooms.has(roomId));
  }

  publish(): void {}

  subscribe(): Promise<void> {
    return Promise.resolve();
  }

  unsubscribe(): Promise<void> {
    return Promise.resolve();
  }

  sweep(now: number): Promise<void> {
    for (const [roomId, state] of this.rooms) {
      if (isExpired(state, now)) this.#remove(roomId);
    }
    return Promise.resolve();
  }

  ready(): Promise<void> {
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}
