export {
  COPY_TOAST_MS,
  type PartnerPresence,
  PRESENCE_TEXT,
  ROOM_CODE_LENGTH,
  ROOM_TEXT,
  RoomModal,
  roomStatusText,
  watchingWithText,
  type CoupleStatus,
  type RoomModalProps,
} from "./RoomModal";
