export {
  COUPLE_MODE_LABEL,
  CoupleModeButton,
  type CoupleModeButtonProps,
} from "./CoupleModeButton";
