export { ListToggle, LIST_TOGGLE_TEXT, type ListToggleProps } from "./ListToggle";
