/**
 * Room codes: the rules both ends share (openapi/sync/roomCode.ts), plus what
 * only the site needs (the shared link's `lovers` parameter).
 */
import { isRoomCode, normalizeRoomCode } from "../../../../openapi/sync/roomCode";

export {
  createRoomCode,
  isRoomCode,
  normalizeRoomCode,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_CODE_PATTERN,
} from "../../../../openapi/sync/roomCode";

/** SPEC.md §7: the shared link carries the room in this query parameter. */
export const ROOM_QUERY_PARAM = "lovers";

/** SPEC.md §2: the link to share is the current address plus `lovers={room}`. */
export function roomLink(currentHref: string, room: string): string {
  const url = new URL(currentHref);
  url.searchParams.set(ROOM_QUERY_PARAM, room);
  return url.toString();
}

/** The room a shared link points at, if its `lovers` parameter holds a valid code. */
export function roomFromSearch(search: string): string | null {
  const value = new URLSearchParams(search).get(ROOM_QUERY_PARAM);
  if (value === null) return null;
  const code = normalizeRoomCode(value);
  return isRoomCode(code) ? code : null;
}
