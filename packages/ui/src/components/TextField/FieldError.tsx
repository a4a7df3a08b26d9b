import * as styles from "./TextField.css";

export interface FieldErrorProps {
  /** Referenced by the field's `aria-describedby`. */
  id?: string | undefined;
  /** The rule the value broke, in words; nothing is drawn without one. */
  message: string | undefined;
}

/** A field's error under it, in the danger colour; tied to the field by `id`. */
export function FieldError({ id, message }: FieldErrorProps) {
  return message ? (
    <p id={id} className={styles.error}>
      {message}
    </p>
  ) : null;
}
