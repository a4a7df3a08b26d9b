/** Room codes: shared with the site's client (openapi/sync/roomCode.ts). */
export {
  createRoomCode,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_CODE_PATTERN,
} from "../../../openapi/sync/roomCode.ts";
