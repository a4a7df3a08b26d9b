export { ContentRow, ROW_SCROLL_STEP_PX, type ContentRowProps } from "./ContentRow";
