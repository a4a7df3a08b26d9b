export {
  POPULAR_ERROR_MESSAGE,
  PopularSection,
  type PopularMediaType,
  type PopularSectionProps,
} from "./PopularSection";
