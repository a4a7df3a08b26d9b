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
import { MAX_MESSAGE_BYTES } from "./limits.ts";

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

/** Size of a text frame in UTF-8 bytes, without encoding the obvious cases. */
export function frameBytes(text: string): number {
  // A UTF-16 code unit takes 1 to 3 UTF-8 bytes.
  if (text.length * 3 <= MAX_MESSAGE_BYTES || text.length > MAX_MESSAGE_BYTES) return text.length;
  return encoder.encode(text).length;
}

const ACTION_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The actionId of a refused frame, when one can be read, so the sender knows what was refused. */
function readableActionId(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const id = (value as { actionId?: unknown }).actionId;
  return typeof id === "string" && ACTION_ID.test(id) ? id : undefined;
}

/** Checks one incoming frame: text, at most MAX_MESSAGE_BYTES, JSON, valid against the schema. */
export function parseClientFrame(data: unknown): ParsedFrame {
  if (typeof data !== "string") {
    return { ok: false, code: "bad_message", detail: "Binary frames are not part of the protocol" };
  }
  if (frameBytes(data) > MAX_MESSAGE_BYTES) {
    return {
      ok: false,
      code: "too_large",
      detail: `Frames may be at most ${MAX_MESSAGE_BYTES} bytes`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, code: "bad_message", detail: "Frame is not JSON" };
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
