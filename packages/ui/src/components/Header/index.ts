export {
  genreHref,
  Header,
  HEADER_LINKS,
  preloadGenreMenu,
  searchHref,
  type Genre,
  type HeaderProps,
} from "./Header";
