export {
  FLOATING_HEART_COUNT,
  FLOATING_HEART_MAX_DURATION_MS,
  FLOATING_HEART_MIN_DURATION_MS,
  FLOATING_HEARTS_REGENERATE_MS,
  FloatingHearts,
  createFloatingHearts,
  type FloatingHeart,
  type FloatingHeartsProps,
} from "./FloatingHearts";
