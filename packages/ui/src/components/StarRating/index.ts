export { RATING_MAX, StarRating, type StarRatingProps } from "./StarRating";
