/** SPEC.md §3: a room code is 6 upper-case letters and digits. */
export const ROOM_CODE_LENGTH = 6;
export const ROOM_CODE_PATTERN = /^[A-Z0-9]{6}$/;
/** Codes we hand out leave out characters that are easily misread: no 0/O, no 1/I/L. */
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/** SPEC.md §7: the shared link carries the room in this query parameter. */
export const ROOM_QUERY_PARAM = "lovers";

/** A fresh room code from crypto randomness, without modulo bias. */
export function createRoomCode(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const size = ROOM_CODE_ALPHABET.length;
  const limit = 256 - (256 % size);
  let code = "";
  while (code.length < ROOM_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(ROOM_CODE_LENGTH * 2))) {
      if (byte < limit && code.length < ROOM_CODE_LENGTH) code += ROOM_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}

/** SPEC.md §5: the typed code is uppercased (and trimmed, as the connect button judges it). */
export function normalizeRoomCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isRoomCode(value: string): boolean {
  return ROOM_CODE_PATTERN.test(value);
}

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
