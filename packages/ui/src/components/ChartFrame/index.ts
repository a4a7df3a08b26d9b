export {
  CHART_TEXT,
  ChartFrame,
  ChartTooltip,
  SERIES_COLORS,
  type ChartFrameProps,
  type ChartStateProps,
} from "./ChartFrame";
