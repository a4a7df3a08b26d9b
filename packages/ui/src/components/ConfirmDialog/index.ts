export { ConfirmDialog, DELETE_FILM_CONFIRM_TEXT, type ConfirmDialogProps } from "./ConfirmDialog";
