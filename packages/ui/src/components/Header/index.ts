export { Header, preloadGenreMenu, type HeaderProps } from "./Header";
