export {
  SHORTCUTS_HELP_TEXT,
  ShortcutsHelpDialog,
  type ShortcutEntry,
  type ShortcutsHelpDialogProps,
} from "./ShortcutsHelpDialog";
