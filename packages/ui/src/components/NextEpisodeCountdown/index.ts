export {
  NextEpisodeCountdown,
  NEXT_EPISODE_COUNTDOWN_SECONDS,
  NEXT_EPISODE_TEXT,
  nextEpisodeAnnouncement,
  type NextEpisodeCountdownProps,
} from "./NextEpisodeCountdown";
export { realCountdownClock, type CountdownClock } from "./clock";
