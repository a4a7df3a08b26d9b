export {
  SERIES_HEADER_COUNT,
  SeriesHeader,
  type SeriesHeaderItem,
  type SeriesHeaderProps,
} from "./SeriesHeader";
