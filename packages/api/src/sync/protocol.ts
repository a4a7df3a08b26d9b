/**
 * The couple-mode wire protocol as the client sees it: types generated from
 * openapi/sync.schema.json and the validator compiled from it, into
 * openapi/sync/, which the sync service imports too: the client checks every
 * frame of the server against the same compiled schema the server uses.
 */
import type {
  ActionMessage,
  ClientMessage,
  ServerMessage,
} from "../../../../openapi/sync/protocol";
import { validateServerMessage } from "../../../../openapi/sync/validators";

export { positionAt } from "../../../../openapi/sync/timeline";

export type {
  AckMessage,
  ActionMessage,
  ChatEntry,
  ClientMessage,
  ErrorCode,
  ErrorMessage,
  HeartbeatMessage,
  JoinMessage,
  LeaveMessage,
  PeerLeftMessage,
  PingMessage,
  PongMessage,
  PresenceState,
  ReactionKind,
  RelayedActionMessage,
  RoomSource,
  RoomSourceState,
  ServerMessage,
  Timeline,
  WelcomeMessage,
} from "../../../../openapi/sync/protocol";

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
