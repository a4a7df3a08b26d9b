import { useMutation } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import type { Movie, MovieInput } from "@sinema/api";
import {
  filmFormValues,
  filmInputFromForm,
  isStaleSave,
  isUnauthorized,
  movieInputOf,
  saveFailure,
  validateFilmForm,
  type FilmField,
  type FilmFieldErrors,
  type FilmFormValues,
  type ImportedTitle,
} from "@sinema/api/admin";
import { Button, Dialog, FormAlert } from "@sinema/ui";
import { api } from "../api";
import { FilmFields } from "./FilmFields";
import { FILM_FORM_TEXT } from "./filmFormText";
import { ImportedSummary } from "./ImportedSummary";
import { useAdminSession } from "./session";
import { TmdbRefreshButton } from "./TmdbRefreshButton";
import * as styles from "./admin.css";

export interface FilmFormProps {
  film?: Movie;
  /** Issue 33: the form filled from the metadata service (add only). */
  imported?: ImportedTitle | undefined;
  /** Opens 'TMDB'den Ekle' (add only). */
  onImport?: () => void;
  onSaved: (film: Movie) => void;
  onBusyChange: (busy: boolean) => void;
  onReload?: () => void;
}

/**
 * The add / edit form: its values, the checks before sending, the save
 * (POST, or PUT with the version it loaded), and what a refusal shows: field
 * errors, a message above the buttons, or reload / overwrite for a stale save.
 */
export function FilmForm({
  film,
  imported,
  onImport,
  onSaved,
  onBusyChange,
  onReload,
}: FilmFormProps) {
  const { token, onUnauthorized } = useAdminSession();
  const [values, setValues] = useState<FilmFormValues>(() =>
    imported ? imported.values : filmFormValues(film),
  );
  /** What PUT keeps from the stored record, or what the import filled beside the form. */
  const base: MovieInput | undefined = film
    ? movieInputOf(film)
    : imported
      ? (imported.extra as MovieInput)
      : undefined;
  const notes = imported?.notes ?? {};
  const [errors, setErrors] = useState<FilmFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const save = useMutation({
    mutationFn: ({ body, overwrite }: { body: MovieInput; overwrite: boolean }) =>
      film
        ? api.catalog.updateMovie(film._id, body, token, overwrite ? undefined : film.updatedAt)
        : api.catalog.createMovie(body, token, imported ? "tmdb" : undefined),
    onMutate: () => onBusyChange(true),
    onSettled: () => onBusyChange(false),
    onSuccess: (saved) => onSaved(saved),
    onError: (error) => {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      if (isStaleSave(error)) {
        setStale(true);
        return;
      }
      console.error("Saving the title failed", error);
      const failure = saveFailure(error);
      setErrors(failure.fields);
      setFormError(failure.message);
      focusFirstError(failure.fields);
    },
  });
  const saving = save.isPending;
  const formRef = useRef<HTMLFormElement>(null);
  const formErrorId = useId();

  const change = <K extends FilmField>(name: K, value: FilmFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _fixed, ...rest }) => rest);
    setFormError(null);
  };

  const focusFirstError = (found: FilmFieldErrors) => {
    const first = Object.keys(found)[0];
    if (!first) return;
    formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateFilmForm(values, base);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstError(found);
      return;
    }
    setStale(false);
    save.mutate({ body: filmInputFromForm(values, base), overwrite: false });
  };

  const overwrite = () => {
    setStale(false);
    save.mutate({ body: filmInputFromForm(values, base), overwrite: true });
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      onSubmit={submit}
      noValidate
      aria-describedby={formError ? formErrorId : undefined}
    >
      <div className={styles.dialogBody}>
        {onImport && !film ? (
          <div className={styles.formIntro}>
            <Button variant="secondary" size="sm" onClick={onImport}>
              {FILM_FORM_TEXT.tmdbImport}
            </Button>
          </div>
        ) : null}
        {film?.tmdbId !== undefined ? (
          <div className={styles.formIntro}>
            <TmdbRefreshButton film={film} onSaved={onSaved} />
          </div>
        ) : null}
        {imported ? <ImportedSummary imported={imported} /> : null}
        <FilmFields values={values} errors={errors} notes={notes} onChange={change} />
      </div>
      {formError ? <FormAlert id={formErrorId}>{formError}</FormAlert> : null}
      {stale ? (
        <FormAlert
          actions={
            <>
              {onReload ? (
                <Button variant="secondary" onClick={onReload}>
                  {FILM_FORM_TEXT.reload}
                </Button>
              ) : null}
              <Button variant="danger" onClick={overwrite}>
                {FILM_FORM_TEXT.overwrite}
              </Button>
            </>
          }
        >
          {FILM_FORM_TEXT.stale}
        </FormAlert>
      ) : null}
      <div className={styles.formActions}>
        <Dialog.Close asChild>
          <Button variant="secondary" disabled={saving}>
            {FILM_FORM_TEXT.cancel}
          </Button>
        </Dialog.Close>
        <Button type="submit" loading={saving}>
          {saving ? FILM_FORM_TEXT.saving : FILM_FORM_TEXT.save}
        </Button>
      </div>
    </form>
  );
}
