export {
  SOURCE_MENU_LABEL,
  SOURCE_STATE_TEXT,
  SourceMenu,
  type SourceMenuItem,
  type SourceMenuProps,
  type SourceMenuState,
} from "./SourceMenu";
