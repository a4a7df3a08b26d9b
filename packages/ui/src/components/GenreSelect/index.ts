export { ALL_GENRES, GenreSelect, LISTING_GENRES, type GenreSelectProps } from "./GenreSelect";
