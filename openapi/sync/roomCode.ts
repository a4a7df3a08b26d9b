/**
 * Room codes, as both ends of the sync protocol use them (the site's client
 * through packages/api, the Deno service directly): hand-written, beside the
 * types and validators `pnpm gen` writes here from sync.schema.json.
 */

/** SPEC.md §3: a room code is 6 upper-case letters and digits (sync.schema.json's RoomCode). */
export const ROOM_CODE_LENGTH = 6;
export const ROOM_CODE_PATTERN = /^[A-Z0-9]{6}$/;
/**
 * Letters and digits that cannot be misread for one another when a code is
 * read aloud or copied by hand: no 0/O, no 1/I/L. Any code of the pattern is
 * accepted; only the codes handed out keep to these.
 */
export const ROOM_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

/** A fresh room code from crypto randomness, without modulo bias. */
export function createRoomCode(
  random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  const size = ROOM_CODE_ALPHABET.length;
  // Bytes at or above the largest multiple of the alphabet size would favour its first letters.
  const limit = 256 - (256 % size);
  let code = "";
  while (code.length < ROOM_CODE_LENGTH) {
    for (const byte of random(new Uint8Array(ROOM_CODE_LENGTH * 2))) {
      if (byte < limit && code.length < ROOM_CODE_LENGTH) code += ROOM_CODE_ALPHABET[byte % size];
    }
  }
  return code;
}

/** SPEC.md §5: a typed code is uppercased (and trimmed). */
export function normalizeRoomCode(input: string): string {
  return input.trim().toUpperCase();
}

export function isRoomCode(value: string): boolean {
  return ROOM_CODE_PATTERN.test(value);
}
