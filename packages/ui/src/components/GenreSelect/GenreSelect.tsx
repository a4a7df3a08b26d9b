import { Select } from "../Select";

/** The value that means "no genre filter". */
export const ALL_GENRES = "";

export interface GenreSelectProps {
  value: string;
  onChange: (genre: string) => void;
  /** Genre names; each is also its value (the list is a SPEC rule of packages/api). */
  genres: readonly string[];
  allLabel?: string | undefined;
  label?: string | undefined;
  hideLabel?: boolean | undefined;
  disabled?: boolean | undefined;
}

/** Choose one genre or all ('Tümü'); the empty string means all. */
export function GenreSelect({
  value,
  onChange,
  genres,
  allLabel = "Tümü",
  label = "Tür",
  hideLabel = false,
  disabled = false,
}: GenreSelectProps) {
  const options = [
    { value: ALL_GENRES, label: allLabel },
    ...genres.map((g) => ({ value: g, label: g })),
  ];
  return (
    <Select
      label={label}
      hideLabel={hideLabel}
      value={value}
      options={options}
      onChange={onChange}
      disabled={disabled}
    />
  );
}
