export {
  DEFAULT_SOCIAL_LINKS,
  Footer,
  FOOTER_GENRES,
  FOOTER_LIST_LINKS,
  type FooterProps,
  type SocialLink,
} from "./Footer";
