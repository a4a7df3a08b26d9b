/**
 * The chart components, a separate entry point (`@sinema/ui/charts`): they
 * draw with Recharts, which only admin pages may download, so nothing
 * reachable from the package's main entry imports it.
 */
export * from "./components/ChartFrame";
export * from "./components/DailyChart";
export * from "./components/TopTitlesChart";
