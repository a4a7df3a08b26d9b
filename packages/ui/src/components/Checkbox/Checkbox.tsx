import { useId } from "react";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import { FieldError } from "../TextField/FieldError";
import * as styles from "./Checkbox.css";

export interface CheckboxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  name?: string | undefined;
  /** A short help text under the box, read with it. */
  hint?: string | undefined;
  /** The rule the value broke: drawn under the box, announced with it, and marks it invalid. */
  error?: string | undefined;
  /** Marked with '*' and `aria-required`. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  /**
   * Keeps the label for screen readers only, where the place already says it
   * (a table's 'Aktif' column: 'Aktif: Kış Uykusu').
   */
  hideLabel?: boolean | undefined;
  className?: string | undefined;
}

/** A native checkbox with its label (the whole label is the click target), hint and error. */
export function Checkbox({
  label,
  checked,
  onChange,
  name,
  hint,
  error,
  required = false,
  disabled = false,
  hideLabel = false,
  className,
}: CheckboxProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : "", error ? errorId : ""].filter(Boolean).join(" ");
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label}>
        <input
          type="checkbox"
          className={styles.box}
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className={hideLabel ? visuallyHidden : undefined}>
          {label}
          {required ? (
            <span className={styles.required} aria-hidden="true">
              {" *"}
            </span>
          ) : null}
        </span>
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
