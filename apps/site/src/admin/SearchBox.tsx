import { TextField } from "@sinema/ui";
import * as styles from "./admin.css";

/** The admin lists' search box (SPEC.md §2 'Film ara...'); its hidden label is its accessible name. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      type="search"
      label={label}
      hideLabel
      placeholder={placeholder}
      value={value}
      onChange={onChange}
      className={styles.searchField}
    />
  );
}
