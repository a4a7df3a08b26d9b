export {
  DEFAULT_SOCIAL_LINKS,
  Footer,
  FOOTER_GENRES,
  FOOTER_LIST_LINKS,
  type FooterGenre,
  type FooterProps,
  type SocialLink,
} from "./Footer";
