export { COMING_SOON_TEXT, ComingSoon, type ComingSoonProps } from "./ComingSoon";
