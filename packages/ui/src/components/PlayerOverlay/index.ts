export {
  DOUBLE_TAP_MS,
  PLAYER_ALLOW,
  PLAYER_SANDBOX,
  PLAYER_TEXT,
  PlayerOverlay,
  sourceLabel,
  type PlayerOverlayProps,
  type PlayerStatus,
  type TapSide,
} from "./PlayerOverlay";
export { PlayerLoading } from "./PlayerLoading";
