export { SyncClient } from "./syncClient";
export type {
  SendChatResult,
  SyncClientOptions,
  TogetherSignal,
  SyncError,
  SyncStatus,
  WebSocketFactory,
  WebSocketLike,
} from "./syncClient";
export { createEmbedPlayer, EMBED_MAX_RATE, EMBED_MIN_RATE } from "./embedPlayer";
export { createSwitchablePlayer, type SwitchablePlayer } from "./switchablePlayer";
export { coupleArrival, type CoupleArrival } from "./arrival";
export type { EmbedCommand, EmbedPlayer, EmbedPlayerOptions } from "./embedPlayer";
export type { PlayerEvent, PlayerEventType, PlayerState, SyncPlayer } from "./player";
export type { SyncTrace } from "./steering";
export {
  createRoomCode,
  isRoomCode,
  normalizeRoomCode,
  ROOM_CODE_ALPHABET,
  ROOM_CODE_LENGTH,
  ROOM_CODE_PATTERN,
  ROOM_QUERY_PARAM,
  roomFromSearch,
  roomLink,
} from "./roomCode";
export {
  HEARTBEAT_INTERVAL_MS,
  PEER_TIMEOUT_MS,
  STATUS_CHECK_INTERVAL_MS,
  SYNC_GUARD_MS,
} from "./constants";
export type { Timeline } from "./protocol";
export type { RoomSource, RoomSourceState } from "./protocol";
export {
  followIndex,
  roomCandidates,
  roomSourceIndex,
  roomSourceLanguage,
  roomSourceOf,
  sourceProposal,
  type RoomSourceView,
  type SourceProposal,
} from "./roomSource";
export type { ChatEntry, PresenceState, ReactionKind } from "./protocol";
export {
  authorOf,
  chatDraftProblem,
  displayName,
  formatPosition,
  MAX_CHAT_LENGTH,
  newestMessageAt,
  MAX_NAME_LENGTH,
  MIN_NAME_LENGTH,
  NOTICE_MS,
  noticeText,
  ownName,
  partnerName,
  positionDative,
  REACTION_ORDER,
  unreadCount,
  type ChatItem,
  type ChatStatus,
  type PartnerAct,
  type PeerPresence,
  type TogetherState,
} from "./together";
