export { LANGUAGE_BADGE_TEXT, LanguageBadges, type LanguageBadgesProps } from "./LanguageBadges";
