export { RatingDisplay, type RatingDisplayProps } from "./RatingDisplay";
