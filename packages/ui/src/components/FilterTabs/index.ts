export { FilterTabs, type ContentFilter, type FilterTabsProps } from "./FilterTabs";
