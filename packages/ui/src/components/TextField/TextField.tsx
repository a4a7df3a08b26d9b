import { useId, type HTMLAttributes, type KeyboardEvent } from "react";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import { FieldError } from "./FieldError";
import * as styles from "./TextField.css";

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's name for the value (also how a form finds its first invalid field). */
  name?: string | undefined;
  /** The rule the value broke: drawn under the field, announced with it, and marks it invalid. */
  error?: string | undefined;
  /** A short help text under the field, read with it. */
  hint?: string | undefined;
  /** Marked with '*' and `aria-required`; the form's rules decide what is missing. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /** A textarea for long text. */
  multiline?: boolean | undefined;
  type?: "text" | "search" | "date" | "url" | undefined;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"] | undefined;
  placeholder?: string | undefined;
  /** Keeps the label for screen readers only, when the context already says it. */
  hideLabel?: boolean | undefined;
  className?: string | undefined;
  /** Keys pressed in the input (a search field moving to its results with the arrows). */
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
}

/**
 * A labelled text input (or textarea) with its hint and error tied to it
 * (`aria-describedby`), `aria-invalid` while it has an error.
 */
export function TextField({
  label,
  value,
  onChange,
  name,
  error,
  hint,
  required = false,
  disabled = false,
  multiline = false,
  type = "text",
  inputMode,
  placeholder,
  hideLabel = false,
  className,
  onKeyDown,
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    value,
    disabled,
    placeholder,
    className: multiline ? styles.textarea : styles.input,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={hideLabel ? visuallyHidden : styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {" *"}
          </span>
        ) : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          inputMode={inputMode}
          autoComplete="off"
          onKeyDown={onKeyDown}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
