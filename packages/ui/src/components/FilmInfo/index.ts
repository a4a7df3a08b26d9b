export { FilmInfo, type FilmInfoProps } from "./FilmInfo";
