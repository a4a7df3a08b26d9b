export { TextField, type TextFieldProps } from "./TextField";
export { FieldError, type FieldErrorProps } from "./FieldError";
