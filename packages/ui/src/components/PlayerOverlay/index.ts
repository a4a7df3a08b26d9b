export {
  PLAYER_ALLOW,
  PLAYER_SANDBOX,
  PLAYER_TEXT,
  PlayerOverlay,
  sourceLabel,
  type PlayerOverlayProps,
  type PlayerStatus,
} from "./PlayerOverlay";
