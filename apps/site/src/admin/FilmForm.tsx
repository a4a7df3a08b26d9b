import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useRef, useState, type FormEvent } from "react";
import { CatalogError, seriesStatusLabel, type Movie, type MovieInput } from "@sinema/api";
import {
  filmFormValues,
  filmInputFromForm,
  isUnauthorized,
  movieInputOf,
  saveFailure,
  validateFilmForm,
  type FilmField,
  type FilmFieldErrors,
  type FilmFormValues,
  type ImportedTitle,
} from "@sinema/api/admin";
import {
  Button,
  Checkbox,
  Dialog,
  ErrorState,
  FieldError,
  FormAlert,
  LoadingState,
  Select,
  TextField,
} from "@sinema/ui";
import { api } from "../api";
import { filmQuery } from "./queries";
import { useAdminSession } from "./session";
import { ADMIN_TEXT } from "./text";
import { TmdbImport } from "./TmdbImport";
import { TmdbRefresh } from "./TmdbRefresh";
import * as styles from "./admin.css";

export const FILM_FORM_TEXT = {
  title: "Başlık",
  originalTitle: "Orijinal Başlık",
  type: "İçerik Türü",
  status: "Durum",
  genres: "Türler",
  genresHint: "Virgülle ayırın, ör. Dram, Gerilim",
  releaseDate: "Çıkış Tarihi",
  duration: "Süre (dakika)",
  rating: "Puan (0-10)",
  totalSeasons: "Sezon Sayısı",
  airingStatus: "Yayın Durumu",
  director: "Yönetmen",
  directorHint: "Birden fazlaysa virgülle ayırın",
  poster: "Afiş Adresi",
  videoUrl: "Video Adresi",
  description: "Açıklama",
  audio: "Ses Dilleri",
  subtitles: "Altyazı Dilleri",
  languagesHint: "Dil kodları, virgülle: tr, en (tr: Türkçe Dublaj / Türkçe Altyazı)",
  featured: "Öne Çıkan",
  trending: "Trend",
  save: "Kaydet",
  saving: "Kaydediliyor...",
  cancel: "İptal",
  required: "zorunlu",
  stale: "Bu içerik siz düzenlerken başka biri tarafından kaydedildi.",
  reload: "Yeniden Yükle",
  overwrite: "Üzerine Yaz",
  tmdbImport: "TMDB'den Ekle",
  tmdbRefresh: "TMDB'den Güncelle",
  imported: "TMDB'den alınanlar",
  importedIds: "Kimlikler",
  importedCast: "Oyuncular",
  importedCountry: "Ülke",
  importedLanguage: "Dil",
  importedBackdrop: "Arka Plan",
  importedSeasons: "Sezonlar",
  seasonsSummary: (seasons: number, episodes: number) => `${seasons} sezon, ${episodes} bölüm`,
  none: "yok",
} as const;

/** Issue 16: the server refused a save because the title changed since the form loaded it. */
function isStale(error: unknown): boolean {
  return (
    error instanceof CatalogError &&
    error.status === 409 &&
    (error.problem?.type.endsWith("/stale") ?? false)
  );
}

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

export type FilmEditorTarget =
  | { mode: "add"; imported?: ImportedTitle | undefined }
  | { mode: "edit"; id: string; title: string };

export interface FilmEditorProps {
  target: FilmEditorTarget | null;
  onClose: () => void;
  onSaved: (film: Movie) => void;
}

/**
 * Add or edit a title in a dialog. An edit first loads the whole record
 * (GET /movies/{id}), because PUT replaces it and the list lacks seasons.
 */
export function FilmEditor({ target, onClose, onSaved }: FilmEditorProps) {
  const [busy, setBusy] = useState(false);
  // The last target stays drawn while the dialog animates closed.
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  const current = target ?? shown;
  const editing = current?.mode === "edit" ? current : null;
  // Issue 33: 'TMDB'den Ekle' from the empty form fills it; a new pick starts it afresh.
  const [importOpen, setImportOpen] = useState(false);
  const [imported, setImported] = useState<ImportedTitle | undefined>(undefined);
  const [seenTarget, setSeenTarget] = useState(target);
  if (target !== seenTarget) {
    setSeenTarget(target);
    setImported(target?.mode === "add" ? target.imported : undefined);
  }
  return (
    <Dialog.Root
      open={target !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
    >
      <Dialog.Content
        title={editing ? ADMIN_TEXT.editFilm : ADMIN_TEXT.addFilm}
        {...(editing?.title ? { description: editing.title } : {})}
        size="md"
      >
        {editing ? (
          <StoredFilmForm id={editing.id} onSaved={onSaved} onBusyChange={setBusy} />
        ) : current ? (
          <>
            <FilmForm
              key={imported ? `${imported.mediaType}:${imported.tmdbId}` : "empty"}
              imported={imported}
              onImport={() => setImportOpen(true)}
              onSaved={onSaved}
              onBusyChange={setBusy}
            />
            <TmdbImport
              open={importOpen}
              onOpenChange={setImportOpen}
              onImported={(title) => {
                setImported(title);
                setImportOpen(false);
              }}
            />
          </>
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function StoredFilmForm({
  id,
  onSaved,
  onBusyChange,
}: {
  id: string;
  onSaved: (film: Movie) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const film = useQuery(filmQuery(id));
  if (film.isPending || (film.isError && film.isFetching)) {
    return <LoadingState message={ADMIN_TEXT.filmsLoading} />;
  }
  if (film.isError) {
    return <ErrorState message={ADMIN_TEXT.filmsError} onRetry={() => void film.refetch()} />;
  }
  // Keyed by the version, so a reload after a stale save starts the form afresh.
  return (
    <FilmForm
      key={film.data.updatedAt}
      film={film.data}
      onSaved={onSaved}
      onBusyChange={onBusyChange}
      onReload={() => void film.refetch()}
    />
  );
}

/** Issue 33 item 3: 'TMDB'den Güncelle' for a stored title with a TMDB id. */
function RefreshButton({ film, onSaved }: { film: Movie; onSaved: (film: Movie) => void }) {
  const [open, setOpen] = useState(false);
  const { tmdbId } = film;
  if (tmdbId === undefined) return null;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {FILM_FORM_TEXT.tmdbRefresh}
      </Button>
      <TmdbRefresh
        film={{ ...film, tmdbId }}
        open={open}
        onOpenChange={setOpen}
        onSaved={(saved) => {
          setOpen(false);
          onSaved(saved);
        }}
      />
    </>
  );
}

function FilmForm({
  film,
  imported,
  onImport,
  onSaved,
  onBusyChange,
  onReload,
}: {
  film?: Movie;
  /** Issue 33: the form filled from the metadata service (add only). */
  imported?: ImportedTitle | undefined;
  /** Opens 'TMDB'den Ekle' (add only). */
  onImport?: () => void;
  onSaved: (film: Movie) => void;
  onBusyChange: (busy: boolean) => void;
  onReload?: () => void;
}) {
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
      if (isStale(error)) {
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
        onChange={(value) => change(name, value)}
      />
    );
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
            <RefreshButton film={film} onSaved={onSaved} />
          </div>
        ) : null}
        {imported ? <ImportedSummary imported={imported} /> : null}
        <div className={styles.formGrid}>
          {TEXT_FIELDS.slice(0, 2).map(field)}
          <div className={styles.selectField}>
            <Select
              label={FILM_FORM_TEXT.type}
              value={values.type}
              options={TYPE_OPTIONS}
              onChange={(value) => change("type", value === "series" ? "series" : "movie")}
            />
            <FieldError message={errors.type} />
          </div>
          <div className={styles.selectField}>
            <Select
              label={FILM_FORM_TEXT.status}
              value={values.status}
              options={STATUS_OPTIONS}
              onChange={(value) => change("status", value === "passive" ? "passive" : "active")}
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
                  if (isAiring(value)) change("airingStatus", value);
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
              onChange={(checked) => change("featured", checked)}
            />
            <Checkbox
              name="trending"
              label={FILM_FORM_TEXT.trending}
              checked={values.trending}
              error={errors.trending}
              onChange={(checked) => change("trending", checked)}
            />
          </div>
        </div>
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

/** Issue 33: what the import filled beside the form's fields, with its notes. */
function ImportedSummary({ imported }: { imported: ImportedTitle }) {
  const { extra, notes } = imported;
  const list = (value: string | string[] | undefined) =>
    value === undefined ? "" : Array.isArray(value) ? value.join(", ") : value;
  const episodes = (extra.seasons ?? []).reduce((sum, season) => sum + season.episodes.length, 0);
  const rows: { label: string; value: string; note?: string | undefined }[] = [
    {
      label: FILM_FORM_TEXT.importedIds,
      value: [`TMDB ${imported.tmdbId}`, extra.imdbId ? `IMDb ${extra.imdbId}` : ""]
        .filter(Boolean)
        .join(" · "),
      note: notes.imdbId,
    },
    { label: FILM_FORM_TEXT.importedCast, value: list(extra.cast), note: notes.cast },
    { label: FILM_FORM_TEXT.importedCountry, value: list(extra.country), note: notes.country },
    { label: FILM_FORM_TEXT.importedLanguage, value: list(extra.language), note: notes.language },
    { label: FILM_FORM_TEXT.importedBackdrop, value: extra.backdrop ?? "", note: notes.backdrop },
  ];
  if (imported.mediaType === "tv") {
    rows.push({
      label: FILM_FORM_TEXT.importedSeasons,
      value: extra.seasons?.length
        ? FILM_FORM_TEXT.seasonsSummary(extra.seasons.length, episodes)
        : "",
      note: notes.seasons,
    });
  }
  return (
    <section className={styles.importedSummary} aria-label={FILM_FORM_TEXT.imported}>
      <h3 className={styles.importedHeading}>{FILM_FORM_TEXT.imported}</h3>
      <dl className={styles.importedList}>
        {rows.map((row) => (
          <div key={row.label} className={styles.importedRow}>
            <dt>{row.label}</dt>
            <dd>
              {row.value || FILM_FORM_TEXT.none}
              {row.note ? <span className={styles.importedNote}> — {row.note}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
