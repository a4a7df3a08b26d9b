export {
  DailyChart,
  type DailyChartPoint,
  type DailyChartProps,
  type DailyChartSeries,
} from "./DailyChart";
