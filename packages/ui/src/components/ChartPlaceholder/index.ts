export {
  CHART_PLACEHOLDER_TEXT,
  ChartPlaceholder,
  type ChartPlaceholderProps,
} from "./ChartPlaceholder";
