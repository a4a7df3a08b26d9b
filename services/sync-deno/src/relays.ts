/**
 * A room's frames to its viewers' connections, on this instance and through
 * the backend on every other: who is in which room here, and this instance's
 * share of each room's subscription (one per room, however many connections).
 */
import type { Backend } from "./backend.ts";
import { encode, type ServerMessage } from "./protocol.ts";

/** The part of a connection the relays read and mark. */
export interface RoomMember {
  readonly roomId: string;
  /** Set once its join is accepted; frames skip the sender's viewer by it. */
  userId: string | null;
  /** Holds a share of this instance's subscription to the room's relays. */
  subscribed: boolean;
}

export class RoomRelays<M extends RoomMember> {
  readonly #backend: Backend;
  readonly #sendTo: (member: M, payload: string) => void;
  /** Joined connections by room. */
  readonly #rooms = new Map<string, Set<M>>();
  /** Connections sharing this instance's subscription to a room's relays. */
  readonly #subscribers = new Map<string, number>();

  constructor(backend: Backend, sendTo: (member: M, payload: string) => void) {
    this.#backend = backend;
    this.#sendTo = sendTo;
    backend.onEnvelope = (roomId, envelope) => {
      if (envelope.origin !== backend.instanceId) {
        this.deliver(roomId, envelope.exceptUserId, envelope.payload);
      }
    };
  }

  /** Rooms with a joined connection here. */
  get roomCount(): number {
    return this.#rooms.size;
  }

  roomIds(): IterableIterator<string> {
    return this.#rooms.keys();
  }

  /** A joined connection receives its room's frames from now on. */
  add(member: M): void {
    let members = this.#rooms.get(member.roomId);
    if (!members) this.#rooms.set(member.roomId, members = new Set());
    members.add(member);
  }

  remove(member: M): void {
    const members = this.#rooms.get(member.roomId);
    members?.delete(member);
    if (members?.size === 0) this.#rooms.delete(member.roomId);
  }

  /** A frame to this instance's connections of the room, except the viewer `exceptUserId`. */
  deliver(roomId: string, exceptUserId: string, payload: string): void {
    for (const member of this.#rooms.get(roomId) ?? []) {
      if (member.userId !== exceptUserId) this.#sendTo(member, payload);
    }
  }

  /** Sends a frame to every connection of the room except the sender's viewer, on every instance. */
  relay(roomId: string, exceptUserId: string, message: ServerMessage): void {
    const payload = encode(message);
    this.deliver(roomId, exceptUserId, payload);
    this.#backend.publish(roomId, { origin: this.#backend.instanceId, exceptUserId, payload });
  }

  async subscribe(member: M): Promise<void> {
    const count = this.#subscribers.get(member.roomId) ?? 0;
    this.#subscribers.set(member.roomId, count + 1);
    member.subscribed = true;
    if (count === 0) await this.#backend.subscribe(member.roomId);
  }

  async unsubscribe(member: M): Promise<void> {
    if (!member.subscribed) return;
    member.subscribed = false;
    const count = (this.#subscribers.get(member.roomId) ?? 1) - 1;
    if (count > 0) {
      this.#subscribers.set(member.roomId, count);
      return;
    }
    this.#subscribers.delete(member.roomId);
    await this.#backend.unsubscribe(member.roomId);
  }
}
