export {
  genreHref,
  Header,
  HEADER_LINKS,
  searchHref,
  type Genre,
  type HeaderProps,
} from "./Header";
