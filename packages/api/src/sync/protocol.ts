/**
 * The couple-mode wire protocol as the client sees it: types generated from
 * openapi/sync.schema.json and the validator compiled from it, so the client
 * checks every frame of the server against the same schema the server uses.
 */
import type { ActionMessage, ClientMessage, ServerMessage, Timeline } from "../generated/sync";
import { validateServerMessage } from "../generated/syncValidators";

export type {
  AckMessage,
  ActionMessage,
  ClientMessage,
  ErrorCode,
  ErrorMessage,
  HeartbeatMessage,
  JoinMessage,
  LeaveMessage,
  PeerLeftMessage,
  PingMessage,
  PongMessage,
  RelayedActionMessage,
  ServerMessage,
  Timeline,
  WelcomeMessage,
} from "../generated/sync";

export type ActionType = ActionMessage["type"];

interface Validator<T> {
  (data: unknown): data is T;
  errors?: Array<{ instancePath: string; message?: string }> | null;
}

const isServerMessage = validateServerMessage as unknown as Validator<ServerMessage>;

/** A server frame, parsed and checked; the reason when it is not one. */
export function parseServerFrame(
  data: unknown,
): { ok: true; message: ServerMessage } | { ok: false; reason: string } {
  if (typeof data !== "string") return { ok: false, reason: "binary frame" };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, reason: "not JSON" };
  }
  if (!isServerMessage(value)) {
    const first = isServerMessage.errors?.[0];
    return {
      ok: false,
      reason: `${first?.instancePath || "frame"} ${first?.message ?? "invalid"}`,
    };
  }
  return { ok: true, message: value };
}

export function encodeClientMessage(message: ClientMessage): string {
  return JSON.stringify(message);
}

/** Where playback is on this timeline at shared time `at` (ms). */
export function positionAt(timeline: Timeline, at: number): number {
  if (timeline.paused) return timeline.position;
  return Math.max(0, timeline.position + ((at - timeline.serverTime) / 1000) * timeline.rate);
}
