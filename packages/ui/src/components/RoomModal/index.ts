export {
  COPY_TOAST_MS,
  ROOM_CODE_LENGTH,
  ROOM_TEXT,
  RoomModal,
  roomStatusText,
  type CoupleStatus,
  type RoomModalProps,
} from "./RoomModal";
