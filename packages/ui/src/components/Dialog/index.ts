export {
  Dialog,
  DIALOG_CLOSE_LABEL,
  type DialogContentProps,
  type DialogRootProps,
} from "./Dialog";
