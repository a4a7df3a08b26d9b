export { ProgressBar, PROGRESS_BAR_LABEL, type ProgressBarProps } from "./ProgressBar";
