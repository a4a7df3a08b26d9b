export {
  AXIS_LABEL_CHARS,
  shortLabel,
  TopTitlesChart,
  type TopTitle,
  type TopTitlesChartProps,
} from "./TopTitlesChart";
