export {
  ContentCard,
  type ContentCardItem,
  type ContentCardProps,
  type ContentCardVariant,
} from "./ContentCard";
