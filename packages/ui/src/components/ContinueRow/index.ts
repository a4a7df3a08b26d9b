export {
  ContinueRow,
  CONTINUE_ROW_TITLE,
  continueRemoveLabel,
  type ContinueRowItem,
  type ContinueRowProps,
} from "./ContinueRow";
