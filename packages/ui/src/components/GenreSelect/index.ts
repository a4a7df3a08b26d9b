export { ALL_GENRES, GenreSelect, type GenreSelectProps } from "./GenreSelect";
