/**
 * The wire protocol as the service speaks it: frames are checked against
 * openapi/sync.schema.json (through the validators `pnpm gen` compiles from it)
 * before anything else looks at them.
 */
import { validateClientMessage } from "../../../openapi/sync/validators.ts";
import type {
  ActionMessage,
  ClientMessage,
  ErrorCode,
  ErrorMessage,
  ServerMessage,
} from "../../../openapi/sync/protocol.ts";
import { MAX_FRAME_BYTES, MAX_MESSAGE_BYTES } from "./limits.ts";

export type {
  AckMessage,
  ActionMessage,
  ChatEntry,
  ChatHistoryMessage,
  ChatMessage,
  ChatRelayMessage,
  ClientMessage,
  ErrorCode,
  ErrorMessage,
  HeartbeatMessage,
  JoinMessage,
  LeaveMessage,
  NameMessage,
  PeerLeftMessage,
  PingMessage,
  PongMessage,
  PresenceMessage,
  ReactionMessage,
  RelayedActionMessage,
  RoomSource,
  RoomSourceState,
  ServerMessage,
  SourceChangeMessage,
  SourceMessage,
  Timeline,
  TypingMessage,
  WelcomeMessage,
} from "../../../openapi/sync/protocol.ts";

export type ActionType = ActionMessage["type"];

interface Validator<T> {
  (data: unknown): data is T;
  errors?: Array<{ instancePath: string; message?: string }> | null;
}

const isClientMessage = validateClientMessage as unknown as Validator<ClientMessage>;

export type ParsedFrame =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: ErrorCode; detail: string; actionId?: string };

const encoder = new TextEncoder();

/**
 * Size of a text frame in UTF-8 bytes, exact up to `limit` (beyond it, any number over
 * it), without encoding the obvious cases.
 */
export function frameBytes(text: string, limit = MAX_MESSAGE_BYTES): number {
  // A UTF-16 code unit takes 1 to 3 UTF-8 bytes.
  if (text.length * 3 <= limit || text.length > limit) return text.length;
  return encoder.encode(text).length;
}

const ACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The actionId of a refused frame, when one can be read, so the sender knows what was refused. */
function readableActionId(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  // A chat message names itself by `id`.
  const { actionId, id: messageId, type } = value as {
    actionId?: unknown;
    id?: unknown;
    type?: unknown;
  };
  const id = type === "chat" ? messageId : actionId;
  return typeof id === "string" && ACTION_ID.test(id) ? id : undefined;
}

/**
 * Checks one incoming frame: text, at most MAX_MESSAGE_BYTES (a chat message: MAX_FRAME_BYTES),
 * JSON, valid against the schema.
 */
export function parseClientFrame(data: unknown): ParsedFrame {
  if (typeof data !== "string") {
    return { ok: false, code: "bad_message", detail: "Binary frames are not part of the protocol" };
  }
  const bytes = frameBytes(data, MAX_FRAME_BYTES);
  if (bytes > MAX_FRAME_BYTES) {
    return {
      ok: false,
      code: "too_large",
      detail: `Frames may be at most ${MAX_FRAME_BYTES} bytes`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, code: "bad_message", detail: "Frame is not JSON" };
  }
  if (bytes > MAX_MESSAGE_BYTES && (value as { type?: unknown } | null)?.type !== "chat") {
    const actionId = readableActionId(value);
    return {
      ok: false,
      code: "too_large",
      detail: `Frames other than chat messages may be at most ${MAX_MESSAGE_BYTES} bytes`,
      ...(actionId ? { actionId } : {}),
    };
  }
  if (!isClientMessage(value)) {
    const first = isClientMessage.errors?.[0];
    const where = first?.instancePath || "frame";
    const actionId = readableActionId(value);
    return {
      ok: false,
      code: "bad_message",
      detail: `${where} ${first?.message ?? "is not a protocol message"}`,
      ...(actionId ? { actionId } : {}),
    };
  }
  return { ok: true, message: value };
}

export function errorMessage(code: ErrorCode, detail: string, actionId?: string): ErrorMessage {
  return { type: "error", code, detail, ...(actionId ? { actionId } : {}) };
}

export function encode(message: ServerMessage): string {
  return JSON.stringify(message);
}
