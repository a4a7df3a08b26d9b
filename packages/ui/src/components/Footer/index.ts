export { DEFAULT_SOCIAL_LINKS, Footer, type FooterProps, type SocialLink } from "./Footer";
