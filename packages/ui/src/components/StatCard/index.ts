export { StatCard, formatPercentChange, type StatCardProps } from "./StatCard";
