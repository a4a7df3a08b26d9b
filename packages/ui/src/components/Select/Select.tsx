import { useId } from "react";
import { ChevronDown } from "lucide-react";
import { visuallyHidden } from "../../theme/visuallyHidden.css";
import * as styles from "./Select.css";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  /** Keeps the label for screen readers only, when the context already says it. */
  hideLabel?: boolean | undefined;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean | undefined;
  className?: string | undefined;
  /** The field's name in a form it belongs to (a list's filters, sent as the address' query). */
  name?: string | undefined;
}

/**
 * A labelled native select: the platform's picker on phones, full keyboard
 * support everywhere, nothing to re-implement.
 */
export function Select({
  label,
  hideLabel = false,
  value,
  options,
  onChange,
  disabled = false,
  className,
  name,
}: SelectProps) {
  const id = useId();
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={hideLabel ? visuallyHidden : styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          id={id}
          name={name}
          className={styles.select}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.chevron} aria-hidden />
      </div>
    </div>
  );
}
