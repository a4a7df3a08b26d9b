import { seriesStatusLabel } from "@sinema/api";
import type { FilmField, FilmFieldErrors, FilmFormValues, ImportedTitle } from "@sinema/api/admin";
import { Checkbox, FieldError, Select, TextField } from "@sinema/ui";
import { FILM_FORM_TEXT } from "./filmFormText";
import * as styles from "./admin.css";

const TYPE_OPTIONS = [
  { value: "movie", label: "Film" },
  { value: "series", label: "Dizi" },
] as const;

const STATUS_OPTIONS = [
  { value: "active", label: "Aktif" },
  { value: "passive", label: "Pasif" },
] as const;

/** SPEC.md §4's series status labels, from packages/api's one rule. */
const AIRING_OPTIONS = (["ongoing", "ended", "pending"] as const).map((value) => ({
  value,
  label: seriesStatusLabel(value),
}));
const isAiring = (value: string): value is FilmFormValues["airingStatus"] =>
  AIRING_OPTIONS.some((option) => option.value === value);

/** The form's text inputs, in order; numbers are typed as text so the rules see what was typed. */
const TEXT_FIELDS: {
  name: Exclude<FilmField, "type" | "status" | "featured" | "trending">;
  inputMode?: "numeric" | "decimal" | "url";
  type?: "date";
  full?: boolean;
  multiline?: boolean;
  hint?: string;
  required?: boolean;
}[] = [
  { name: "title", required: true },
  { name: "originalTitle" },
  { name: "genres", hint: FILM_FORM_TEXT.genresHint },
  { name: "releaseDate", type: "date" },
  { name: "duration", inputMode: "numeric" },
  { name: "rating", inputMode: "decimal" },
  { name: "totalSeasons", inputMode: "numeric" },
  { name: "director", hint: FILM_FORM_TEXT.directorHint },
  { name: "poster", inputMode: "url", full: true },
  { name: "videoUrl", inputMode: "url", full: true },
  { name: "audio", hint: FILM_FORM_TEXT.languagesHint },
  { name: "subtitles", hint: FILM_FORM_TEXT.languagesHint },
  { name: "description", full: true, multiline: true },
];

export interface FilmFieldsProps {
  values: FilmFormValues;
  errors: FilmFieldErrors;
  /** The import's note per field, shown in place of the field's hint. */
  notes: ImportedTitle["notes"];
  onChange: <K extends FilmField>(name: K, value: FilmFormValues[K]) => void;
}

/**
 * The film form's fields in their grid: the titles, type and status (and a
 * series' airing status), the other text fields, then the two flags. Each
 * shows its own error.
 */
export function FilmFields({ values, errors, notes, onChange }: FilmFieldsProps) {
  const field = (spec: (typeof TEXT_FIELDS)[number]) => {
    const { name } = spec;
    return (
      <TextField
        key={name}
        name={name}
        label={FILM_FORM_TEXT[name]}
        value={values[name]}
        error={errors[name]}
        hint={notes[name] ?? spec.hint}
        required={spec.required ?? false}
        multiline={spec.multiline ?? false}
        type={spec.type}
        inputMode={spec.inputMode}
        className={spec.full ? styles.fullField : undefined}
        onChange={(value) => onChange(name, value)}
      />
    );
  };

  return (
    <div className={styles.formGrid}>
      {TEXT_FIELDS.slice(0, 2).map(field)}
      <div className={styles.selectField}>
        <Select
          label={FILM_FORM_TEXT.type}
          value={values.type}
          options={TYPE_OPTIONS}
          onChange={(value) => onChange("type", value === "series" ? "series" : "movie")}
        />
        <FieldError message={errors.type} />
      </div>
      <div className={styles.selectField}>
        <Select
          label={FILM_FORM_TEXT.status}
          value={values.status}
          options={STATUS_OPTIONS}
          onChange={(value) => onChange("status", value === "passive" ? "passive" : "active")}
        />
        <FieldError message={errors.status} />
      </div>
      {values.type === "series" ? (
        <div className={styles.selectField}>
          <Select
            label={FILM_FORM_TEXT.airingStatus}
            value={values.airingStatus}
            options={AIRING_OPTIONS}
            onChange={(value) => {
              if (isAiring(value)) onChange("airingStatus", value);
            }}
          />
          <FieldError message={errors.airingStatus} />
        </div>
      ) : null}
      {TEXT_FIELDS.slice(2).map(field)}
      <div className={styles.checks}>
        <Checkbox
          name="featured"
          label={FILM_FORM_TEXT.featured}
          checked={values.featured}
          error={errors.featured}
          onChange={(checked) => onChange("featured", checked)}
        />
        <Checkbox
          name="trending"
          label={FILM_FORM_TEXT.trending}
          checked={values.trending}
          error={errors.trending}
          onChange={(checked) => onChange("trending", checked)}
        />
      </div>
    </div>
  );
}
