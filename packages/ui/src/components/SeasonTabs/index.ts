export { SeasonTabs, seasonLabel, type SeasonTab, type SeasonTabsProps } from "./SeasonTabs";
