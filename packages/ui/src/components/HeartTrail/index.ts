export {
  HEART_LIFETIME_MS,
  HEART_TRAIL_THROTTLE_MS,
  HeartTrail,
  type HeartTrailProps,
} from "./HeartTrail";
