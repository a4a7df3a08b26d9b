import type { FormEvent, ReactNode } from "react";
import { Badge, TYPE_BADGES } from "../Badge";
import { Button } from "../Button";
import { Checkbox } from "../Checkbox";
import { Dialog } from "../Dialog";
import { FormAlert } from "../FormAlert";
import { Link } from "../Link";
import { LoadingState } from "../LoadingState";
import { Poster } from "../Poster";
import { ProgressBar } from "../ProgressBar";
import { Select } from "../Select";
import { TextField } from "../TextField";
import type { TmdbSearchResult } from "../TmdbSearchDialog";
import * as styles from "./TmdbBulkDialog.css";

/** Issue 33 item 4: the dialog's texts (Turkish, exact). */
export const TMDB_BULK_TEXT = {
  title: "Toplu İçe Aktar",
  description: "TMDB listesinden seçtikleriniz Pasif taslak olarak eklenir.",
  filters: "Liste ve filtreler",
  list: "Liste",
  lists: { popular: "Popüler", top_rated: "En Yüksek Puanlı", discover: "Keşfet" },
  mediaType: "İçerik Türü",
  types: { movie: "Film", tv: "Dizi" },
  language: "Orijinal Dil",
  languageHint: "İki harfli kod, ör. tr",
  yearFrom: "Başlangıç Yılı",
  yearTo: "Bitiş Yılı",
  genre: "Tür",
  anyGenre: "Tümü",
  count: "En Fazla",
  listButton: "Listele",
  loading: "TMDB listesi alınıyor...",
  idle: "Bir liste seçip Listele'ye basın.",
  empty: "Bu filtrelerle TMDB'de içerik bulunamadı.",
  candidates: "Listedekiler",
  listed: (total: number, existing: number) =>
    existing > 0
      ? `${total} içerik listelendi; ${existing} tanesi zaten katalogda, atlanacak.`
      : `${total} içerik listelendi.`,
  chooseAll: "Tümünü Seç",
  chosen: (count: number) => `${count} içerik seçildi`,
  existing: "Bu içerik zaten katalogda",
  edit: "Düzenle",
  add: "Seçilenleri Ekle",
  confirm: (count: number) => `${count} içerik Pasif taslak olarak eklenecek. Onaylıyor musunuz?`,
  confirmButton: "Onayla ve Ekle",
  back: "Vazgeç",
  adding: "Ekleniyor",
  progress: "İlerleme",
  counts: (added: number, skipped: number, failed: number) =>
    `Eklendi: ${added} · Zaten katalogda: ${skipped} · Eklenemedi: ${failed}`,
  cancel: "İptal",
  cancelling: "İptal ediliyor...",
  failures: "Eklenemeyenler",
  close: "Tamam",
  again: "Yeni Liste",
  retry: "Tekrar Dene",
  noYear: "Yıl yok",
} as const;

export type TmdbBulkList = keyof typeof TMDB_BULK_TEXT.lists;

/** The filter fields' values, as text (the page checks them). */
export interface TmdbBulkFilterValues {
  list: TmdbBulkList;
  mediaType: "movie" | "tv";
  language: string;
  yearFrom: string;
  yearTo: string;
  genre: string;
  count: string;
}

export type TmdbBulkFilterErrors = Partial<Record<"language" | "yearFrom" | "yearTo", string>>;

/**
 * One listed title, as data: a search result's card (with `existingHref`,
 * already in the catalogue, it is skipped).
 */
export type TmdbBulkCandidate = TmdbSearchResult;

export interface TmdbBulkProgress {
  done: number;
  total: number;
  added: number;
  skipped: number;
  failed: number;
}

/** Choosing, the one confirmation, adding, and the summary. */
export type TmdbBulkPhase = "choose" | "confirm" | "running" | "done";

export interface TmdbBulkDialogProps {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  filters: TmdbBulkFilterValues;
  onFiltersChange: (filters: TmdbBulkFilterValues) => void;
  /** The genres the chosen type can be asked for. */
  genres: readonly string[];
  /** The list sizes offered ('En Fazla'). */
  counts: readonly number[];
  filterErrors?: TmdbBulkFilterErrors | undefined;
  /** The filters were sent ('Listele'). */
  onList: () => void;
  listStatus: "idle" | "loading" | "ready" | "error";
  candidates: readonly TmdbBulkCandidate[];
  chosen: ReadonlySet<string>;
  onChosenChange: (key: string, chosen: boolean) => void;
  onChooseAll: (chosen: boolean) => void;
  phase: TmdbBulkPhase;
  /** 'Seçilenleri Ekle': asks for the confirmation. */
  onAsk: () => void;
  onConfirm: () => void;
  /** Back to choosing (from the confirmation or the summary). */
  onBack: () => void;
  progress?: TmdbBulkProgress | undefined;
  onCancel: () => void;
  cancelling?: boolean | undefined;
  /** The summary once the run is over. */
  summary?: string | undefined;
  failures?: readonly { key: string; title: string; reason: string }[] | undefined;
  /** Why listing cannot work or did not (no key: what to set; 'Anahtar geçersiz'; the service failing). */
  error?: ReactNode | undefined;
  /** Without a key: the filters are disabled. */
  unavailable?: boolean | undefined;
  onRetry?: (() => void) | undefined;
}

/**
 * 'Toplu İçe Aktar': a list from the metadata service (popular, top rated,
 * or discover by original language, years and genre), what would be added
 * with the catalogue's titles marked and skipped, one confirmation, then the
 * progress ('23 / 40') with 'İptal', and a summary naming what failed.
 */
export function TmdbBulkDialog(props: TmdbBulkDialogProps) {
  const { open, defaultOpen, onOpenChange, phase } = props;
  const openProps = {
    ...(open !== undefined ? { open } : {}),
    ...(defaultOpen !== undefined ? { defaultOpen } : {}),
    ...(onOpenChange ? { onOpenChange } : {}),
  };
  return (
    <Dialog.Root {...openProps}>
      <Dialog.Content
        title={TMDB_BULK_TEXT.title}
        description={TMDB_BULK_TEXT.description}
        size="md"
      >
        <div className={styles.body}>
          {props.error ? (
            <FormAlert
              actions={
                props.onRetry ? (
                  <Button variant="secondary" size="sm" onClick={props.onRetry}>
                    {TMDB_BULK_TEXT.retry}
                  </Button>
                ) : undefined
              }
            >
              {props.error}
            </FormAlert>
          ) : null}
          {phase === "running" ? <Running {...props} /> : null}
          {phase === "done" ? <Done {...props} /> : null}
          {phase === "choose" || phase === "confirm" ? <Choose {...props} /> : null}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function Filters({
  filters,
  onFiltersChange,
  genres,
  counts,
  filterErrors = {},
  onList,
  listStatus,
  unavailable,
  phase,
}: TmdbBulkDialogProps) {
  const set = (change: Partial<TmdbBulkFilterValues>) => onFiltersChange({ ...filters, ...change });
  const disabled = unavailable || phase !== "choose";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onList();
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={TMDB_BULK_TEXT.filters}>
      <Select
        label={TMDB_BULK_TEXT.list}
        value={filters.list}
        disabled={disabled}
        options={(Object.keys(TMDB_BULK_TEXT.lists) as TmdbBulkList[]).map((value) => ({
          value,
          label: TMDB_BULK_TEXT.lists[value],
        }))}
        onChange={(value) => set({ list: value as TmdbBulkList })}
      />
      <Select
        label={TMDB_BULK_TEXT.mediaType}
        value={filters.mediaType}
        disabled={disabled}
        options={[
          { value: "movie", label: TMDB_BULK_TEXT.types.movie },
          { value: "tv", label: TMDB_BULK_TEXT.types.tv },
        ]}
        onChange={(value) => set({ mediaType: value === "tv" ? "tv" : "movie" })}
      />
      <Select
        label={TMDB_BULK_TEXT.count}
        value={filters.count}
        disabled={disabled}
        options={counts.map((count) => ({ value: String(count), label: String(count) }))}
        onChange={(count) => set({ count })}
      />
      {filters.list === "discover" ? (
        <>
          <TextField
            label={TMDB_BULK_TEXT.language}
            name="language"
            value={filters.language}
            hint={TMDB_BULK_TEXT.languageHint}
            error={filterErrors.language}
            disabled={disabled}
            onChange={(language) => set({ language })}
          />
          <TextField
            label={TMDB_BULK_TEXT.yearFrom}
            name="yearFrom"
            inputMode="numeric"
            value={filters.yearFrom}
            error={filterErrors.yearFrom}
            disabled={disabled}
            onChange={(yearFrom) => set({ yearFrom })}
          />
          <TextField
            label={TMDB_BULK_TEXT.yearTo}
            name="yearTo"
            inputMode="numeric"
            value={filters.yearTo}
            error={filterErrors.yearTo}
            disabled={disabled}
            onChange={(yearTo) => set({ yearTo })}
          />
          <Select
            label={TMDB_BULK_TEXT.genre}
            value={filters.genre}
            disabled={disabled}
            options={[
              { value: "", label: TMDB_BULK_TEXT.anyGenre },
              ...genres.map((genre) => ({ value: genre, label: genre })),
            ]}
            onChange={(genre) => set({ genre })}
          />
        </>
      ) : null}
      <div className={styles.listButton}>
        <Button type="submit" disabled={disabled} loading={listStatus === "loading"}>
          {TMDB_BULK_TEXT.listButton}
        </Button>
      </div>
    </form>
  );
}

function Choose(props: TmdbBulkDialogProps) {
  const { listStatus, candidates, chosen, onChosenChange, onChooseAll, phase } = props;
  const addable = candidates.filter((candidate) => !candidate.existingHref);
  const existing = candidates.length - addable.length;
  const count = addable.filter((candidate) => chosen.has(candidate.key)).length;
  const confirming = phase === "confirm";
  return (
    <>
      <Filters {...props} />
      {listStatus === "idle" && !props.unavailable ? (
        <p className={styles.note}>{TMDB_BULK_TEXT.idle}</p>
      ) : null}
      {listStatus === "loading" ? <LoadingState message={TMDB_BULK_TEXT.loading} /> : null}
      {listStatus === "ready" && candidates.length === 0 ? (
        <p className={styles.note} role="status">
          {TMDB_BULK_TEXT.empty}
        </p>
      ) : null}
      {listStatus === "ready" && candidates.length > 0 ? (
        <>
          <div className={styles.listHead}>
            <p className={styles.note} role="status">
              {TMDB_BULK_TEXT.listed(candidates.length, existing)}
            </p>
            <Checkbox
              label={TMDB_BULK_TEXT.chooseAll}
              checked={addable.length > 0 && count === addable.length}
              disabled={addable.length === 0 || confirming}
              onChange={onChooseAll}
            />
          </div>
          <ul className={styles.candidates} aria-label={TMDB_BULK_TEXT.candidates}>
            {candidates.map((candidate) => (
              <CandidateRow
                key={candidate.key}
                candidate={candidate}
                chosen={chosen.has(candidate.key)}
                disabled={confirming}
                onChange={(on) => onChosenChange(candidate.key, on)}
              />
            ))}
          </ul>
          {confirming ? (
            <div className={styles.confirm} role="group" aria-label={TMDB_BULK_TEXT.confirmButton}>
              <p className={styles.confirmText}>{TMDB_BULK_TEXT.confirm(count)}</p>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={props.onBack}>
                  {TMDB_BULK_TEXT.back}
                </Button>
                <Button onClick={props.onConfirm}>{TMDB_BULK_TEXT.confirmButton}</Button>
              </div>
            </div>
          ) : (
            <div className={styles.footer}>
              <span className={styles.note} aria-live="polite">
                {TMDB_BULK_TEXT.chosen(count)}
              </span>
              <Button onClick={props.onAsk} disabled={count === 0}>
                {TMDB_BULK_TEXT.add}
              </Button>
            </div>
          )}
        </>
      ) : null}
    </>
  );
}

function CandidateRow({
  candidate,
  chosen,
  disabled,
  onChange,
}: {
  candidate: TmdbBulkCandidate;
  chosen: boolean;
  disabled: boolean;
  onChange: (chosen: boolean) => void;
}) {
  const type = TYPE_BADGES[candidate.mediaType];
  const name = candidate.year ? `${candidate.title} (${candidate.year})` : candidate.title;
  return (
    <li className={styles.candidate}>
      <Poster src={candidate.posterUrl} alt="" className={styles.thumb} />
      <div className={styles.names}>
        {candidate.existingHref ? (
          <span className={styles.title}>{name}</span>
        ) : (
          <Checkbox label={name} checked={chosen} disabled={disabled} onChange={onChange} />
        )}
        {candidate.originalTitle && candidate.originalTitle !== candidate.title ? (
          <span className={styles.sub}>{candidate.originalTitle}</span>
        ) : null}
        <span className={styles.facts}>
          <Badge tone={type.tone}>{type.label}</Badge>
          {candidate.year ? null : <span className={styles.sub}>{TMDB_BULK_TEXT.noYear}</span>}
          {candidate.existingHref ? (
            <span className={styles.existing}>
              {TMDB_BULK_TEXT.existing}
              <Link
                href={candidate.existingHref}
                className={styles.editLink}
                aria-label={`${TMDB_BULK_TEXT.edit}: ${candidate.title}`}
              >
                {TMDB_BULK_TEXT.edit}
              </Link>
            </span>
          ) : null}
        </span>
      </div>
    </li>
  );
}

const progressText = (progress: TmdbBulkProgress) => `${progress.done} / ${progress.total}`;

function Running({ progress, onCancel, cancelling = false }: TmdbBulkDialogProps) {
  const now = progress ?? { done: 0, total: 0, added: 0, skipped: 0, failed: 0 };
  return (
    <div className={styles.running}>
      <p className={styles.progressLine} role="status">
        {TMDB_BULK_TEXT.adding}: <span className={styles.progressCount}>{progressText(now)}</span>
      </p>
      <ProgressBar
        size="md"
        label={TMDB_BULK_TEXT.progress}
        value={now.total > 0 ? now.done / now.total : 0}
        valueText={progressText(now)}
      />
      <p className={styles.note}>{TMDB_BULK_TEXT.counts(now.added, now.skipped, now.failed)}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel} disabled={cancelling} loading={cancelling}>
          {cancelling ? TMDB_BULK_TEXT.cancelling : TMDB_BULK_TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}

function Done({ summary, failures = [], onBack }: TmdbBulkDialogProps) {
  return (
    <div className={styles.running}>
      <p className={styles.summary} role="status">
        {summary}
      </p>
      {failures.length > 0 ? (
        <section aria-label={TMDB_BULK_TEXT.failures} className={styles.failures}>
          <h3 className={styles.failuresHeading}>{TMDB_BULK_TEXT.failures}</h3>
          <ul className={styles.failureList}>
            {failures.map((failure) => (
              <li key={failure.key}>
                <span className={styles.title}>{failure.title}</span>
                {" — "}
                <span className={styles.sub}>{failure.reason}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {TMDB_BULK_TEXT.again}
        </Button>
        <Dialog.Close asChild>
          <Button>{TMDB_BULK_TEXT.close}</Button>
        </Dialog.Close>
      </div>
    </div>
  );
}
