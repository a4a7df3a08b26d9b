import { useRef, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { Badge, TYPE_BADGES } from "../Badge";
import { Button } from "../Button";
import { Dialog } from "../Dialog";
import { FormAlert } from "../FormAlert";
import { Link } from "../Link";
import { Poster } from "../Poster";
import { Spinner } from "../Spinner";
import { TextField } from "../TextField";
import * as styles from "./TmdbSearchDialog.css";

/** Issue 33: the dialog's texts (Turkish, exact). */
export const TMDB_SEARCH_TEXT = {
  title: "TMDB'den Ekle",
  label: "Ad, TMDB kimliği, TMDB adresi ya da IMDb kimliği",
  placeholder: "ör. Kış Uykusu, 438631, tt1160419",
  search: "Ara",
  searching: "Aranıyor...",
  empty: "Bir ad, TMDB kimliği, TMDB adresi ya da IMDb kimliği (tt…) yazıp arayın.",
  noResults: "Sonuç bulunamadı.",
  results: "Sonuçlar",
  existing: "Bu içerik zaten katalogda",
  edit: "Düzenle",
  retry: "Tekrar Dene",
  picking: "Yükleniyor...",
  noYear: "Yıl yok",
} as const;

/** One result card, as data. */
export interface TmdbSearchResult {
  /** Unique among the results, e.g. "movie:438631". */
  key: string;
  title: string;
  originalTitle: string;
  /** Four digits or empty. */
  year: string;
  mediaType: "movie" | "tv";
  posterUrl: string | null;
  /** Already in the catalogue: where to edit it (issue 33: never a silent duplicate). */
  existingHref?: string | undefined;
}

export type TmdbSearchStatus = "idle" | "loading" | "ready" | "error";

export interface TmdbSearchDialogProps {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The field's text. */
  query: string;
  onQueryChange: (query: string) => void;
  /** The field was sent (Enter or 'Ara'). */
  onSearch: (query: string) => void;
  status: TmdbSearchStatus;
  results: readonly TmdbSearchResult[];
  /**
   * Why searching cannot work or did not (no key: what to set; a refused key:
   * 'Anahtar geçersiz'; the service failing), shown above the results.
   */
  error?: ReactNode | undefined;
  /** No metadata service configured: the field is disabled, the error says what to set. */
  unavailable?: boolean | undefined;
  /** A retry for a failed search or pick; absent when trying again cannot help. */
  onRetry?: (() => void) | undefined;
  /** The card being loaded after a pick (its `key`). */
  picking?: string | null | undefined;
  onPick: (result: TmdbSearchResult) => void;
  /** A control beside the title's message, e.g. the list's own ways out. */
  footer?: ReactNode | undefined;
}

/**
 * Search the metadata service by name, id, address or IMDb id and pick a
 * result. Results are a list of cards; the arrow keys move between them
 * (from the field too), Enter picks. A card already in the catalogue says so
 * and links to its editor instead of being pickable.
 */
export function TmdbSearchDialog({
  open,
  defaultOpen,
  onOpenChange,
  query,
  onQueryChange,
  onSearch,
  status,
  results,
  error,
  unavailable = false,
  onRetry,
  picking = null,
  onPick,
  footer,
}: TmdbSearchDialogProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const fieldRef = useRef<HTMLDivElement>(null);

  const controls = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>("[data-result-control]") ?? []);

  const move = (event: KeyboardEvent, from: HTMLElement | null) => {
    const all = controls();
    if (all.length === 0) return;
    const at = from ? all.indexOf(from) : -1;
    let next: number | undefined;
    if (event.key === "ArrowDown") next = Math.min(at + 1, all.length - 1);
    else if (event.key === "ArrowUp") next = at - 1;
    else if (event.key === "Home" && at >= 0) next = 0;
    else if (event.key === "End" && at >= 0) next = all.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    if (next < 0) fieldRef.current?.querySelector("input")?.focus();
    else all[next]?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!unavailable) onSearch(query);
  };

  const openProps = {
    ...(open !== undefined ? { open } : {}),
    ...(defaultOpen !== undefined ? { defaultOpen } : {}),
    ...(onOpenChange ? { onOpenChange } : {}),
  };

  return (
    <Dialog.Root {...openProps}>
      <Dialog.Content title={TMDB_SEARCH_TEXT.title} size="md">
        <div className={styles.body}>
          <form className={styles.searchRow} onSubmit={submit} role="search">
            <div ref={fieldRef} className={styles.searchField}>
              <TextField
                label={TMDB_SEARCH_TEXT.label}
                name="tmdb-query"
                type="search"
                value={query}
                placeholder={TMDB_SEARCH_TEXT.placeholder}
                disabled={unavailable}
                onChange={onQueryChange}
                onKeyDown={(event) => move(event, null)}
              />
            </div>
            <Button type="submit" disabled={unavailable} loading={status === "loading"}>
              {TMDB_SEARCH_TEXT.search}
            </Button>
          </form>
          {error ? (
            <FormAlert
              actions={
                onRetry ? (
                  <Button variant="secondary" size="sm" onClick={onRetry}>
                    {TMDB_SEARCH_TEXT.retry}
                  </Button>
                ) : undefined
              }
            >
              {error}
            </FormAlert>
          ) : null}
          {status === "loading" ? (
            <p className={styles.note} role="status">
              <Spinner size="inline" /> {TMDB_SEARCH_TEXT.searching}
            </p>
          ) : status === "idle" && !error ? (
            <p className={styles.note}>{TMDB_SEARCH_TEXT.empty}</p>
          ) : status === "ready" && results.length === 0 ? (
            <p className={styles.note} role="status">
              {TMDB_SEARCH_TEXT.noResults}
            </p>
          ) : null}
          {status === "ready" && results.length > 0 ? (
            <ul ref={listRef} className={styles.results} aria-label={TMDB_SEARCH_TEXT.results}>
              {results.map((result) => (
                <li key={result.key}>
                  <ResultCard
                    result={result}
                    picking={picking === result.key}
                    busy={picking !== null}
                    onPick={onPick}
                    onKeyDown={(event) => move(event, event.currentTarget)}
                  />
                </li>
              ))}
            </ul>
          ) : null}
          {footer}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}

function ResultCard({
  result,
  picking,
  busy,
  onPick,
  onKeyDown,
}: {
  result: TmdbSearchResult;
  picking: boolean;
  busy: boolean;
  onPick: (result: TmdbSearchResult) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}) {
  const type = TYPE_BADGES[result.mediaType];
  const content = (
    <>
      <Poster src={result.posterUrl} alt="" className={styles.thumb} />
      <span className={styles.names}>
        <span className={styles.title}>{result.title}</span>
        {result.originalTitle && result.originalTitle !== result.title ? (
          <span className={styles.sub}>{result.originalTitle}</span>
        ) : null}
        <span className={styles.facts}>
          <Badge tone={type.tone}>{type.label}</Badge>
          <span className={styles.sub}>{result.year || TMDB_SEARCH_TEXT.noYear}</span>
          {picking ? (
            <span className={styles.sub}>
              <Spinner size="inline" /> {TMDB_SEARCH_TEXT.picking}
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
  if (result.existingHref) {
    return (
      <div className={styles.card}>
        {content}
        <span className={styles.existing}>
          {TMDB_SEARCH_TEXT.existing}
          <Link
            href={result.existingHref}
            className={styles.editLink}
            data-result-control=""
            aria-label={`${TMDB_SEARCH_TEXT.edit}: ${result.title}`}
            onKeyDown={onKeyDown}
          >
            {TMDB_SEARCH_TEXT.edit}
          </Link>
        </span>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={`${styles.card} ${styles.pickable}`}
      data-result-control=""
      disabled={busy}
      aria-busy={picking || undefined}
      onKeyDown={onKeyDown}
      onClick={() => onPick(result)}
    >
      {content}
    </button>
  );
}
