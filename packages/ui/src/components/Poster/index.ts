export { Poster, type PosterProps } from "./Poster";
