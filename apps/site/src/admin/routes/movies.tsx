import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { cardHref, type Movie } from "@sinema/api";
import {
  FILM_GENRES,
  FILM_PAGE_SIZES,
  FILM_SORTS,
  filmDurationText,
  filmGenresText,
  filmListSearch,
  filmListStateOf,
  filmStatusOf,
  filmTypeText,
  filmYearText,
  isUnauthorized,
  lastFilmPage,
  type FilmListState,
  type FilmPageSize,
} from "@sinema/api/admin";
import {
  Button,
  ConfirmDialog,
  ContentStatusBadge,
  DataTable,
  Pager,
  Poster,
  Select,
  StatTiles,
  type DataTableColumn,
} from "@sinema/ui";
import { api } from "../../api";
import { useNotify } from "../../feedback/Notifier";
import { AdminTitle } from "../AdminTitle";
import { FilmEditor, type FilmEditorTarget } from "../FilmForm";
import { adminFilmsQuery, afterCatalogueChange, movieCountsQuery } from "../queries";
import { SearchBox } from "../SearchBox";
import { useAdminSession } from "../session";
import { tableStatus } from "../tableStatus";
import { ADMIN_TEXT } from "../text";
import * as styles from "../admin.css";

/** SPEC.md §9: search waits this long after the last keystroke. */
const SEARCH_DEBOUNCE_MS = 300;

const columns: DataTableColumn<Movie>[] = [
  {
    id: "poster",
    header: "Afiş",
    render: (film) => <Poster src={film.poster} alt="" className={styles.thumb} />,
  },
  {
    id: "title",
    header: "Başlık",
    render: (film) => (
      <>
        <span className={styles.filmTitle}>{film.title}</span>
        {film.originalTitle && film.originalTitle !== film.title ? (
          <span className={styles.subText}>{film.originalTitle}</span>
        ) : null}
      </>
    ),
    wrap: true,
  },
  { id: "genres", header: "Türler", render: filmGenresText },
  { id: "year", header: "Yıl", render: filmYearText, align: "end" },
  { id: "duration", header: "Süre", render: filmDurationText, align: "end" },
  { id: "type", header: "Tür", render: filmTypeText },
  {
    id: "status",
    header: "Durum",
    render: (film) => <ContentStatusBadge status={filmStatusOf(film)} />,
  },
];

const ALL = { value: "", label: "Tümü" } as const;
const TYPE_FILTER = [ALL, { value: "movie", label: "Film" }, { value: "series", label: "Dizi" }];
const STATUS_FILTER = [
  ALL,
  { value: "active", label: "Aktif" },
  { value: "passive", label: "Pasif" },
];
const GENRE_FILTER = [ALL, ...FILM_GENRES.map((genre) => ({ value: genre, label: genre }))];

/**
 * The table's state lives in the address (issue 16): every change writes
 * it, a reload or a shared link reads it back. Typing is kept locally and
 * written once the visitor pauses.
 */
function useFilmListState() {
  const [search, setSearch] = useSearchParams();
  const state = filmListStateOf(search);
  const update = (change: Partial<FilmListState>, options: { replace?: boolean } = {}) => {
    // A new filter starts again at page 1, unless the change is the page itself.
    const next = { ...state, page: 1, ...change };
    setSearch(filmListSearch(next), { replace: options.replace ?? false });
  };
  return [state, update] as const;
}

/**
 * SPEC.md §2 film management, wired to the catalogue and paged on the
 * server (issue 16): tiles counted by the server, search, filters, sort,
 * page size, delete after a confirmation, view, add and edit.
 */
export function Component() {
  const { token, onUnauthorized } = useAdminSession();
  const notify = useNotify();
  const [state, update] = useFilmListState();
  const films = useQuery(adminFilmsQuery(state));
  const counts = useQuery(movieCountsQuery(token));
  const [term, setTerm] = useState(state.q);
  const [toDelete, setToDelete] = useState<Movie | null>(null);
  // Named in the dialog until it has animated closed.
  const [lastAsked, setLastAsked] = useState<Movie | null>(null);
  if (toDelete && toDelete !== lastAsked) setLastAsked(toDelete);
  const [deleting, setDeleting] = useState(false);
  const [editor, setEditor] = useState<FilmEditorTarget | null>(null);

  // The address changed from outside (back, forward, a link): show its search.
  const [seenQ, setSeenQ] = useState(state.q);
  if (state.q !== seenQ) {
    setSeenQ(state.q);
    setTerm(state.q);
  }

  useEffect(() => {
    if (term === state.q) return;
    const timer = setTimeout(() => update({ q: term }, { replace: true }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  useEffect(() => {
    if (counts.error && isUnauthorized(counts.error)) onUnauthorized();
  }, [counts.error, onUnauthorized]);

  // A page past the end (the last rows were deleted, an old link): go to the last one.
  const total = films.data?.total;
  const pastEnd =
    total !== undefined && !films.isPlaceholderData && state.page > lastFilmPage(total, state.size);
  useEffect(() => {
    if (pastEnd && total !== undefined) {
      update({ page: lastFilmPage(total, state.size) }, { replace: true });
    }
  });

  const figure = (value: number | undefined) => value ?? (counts.isError ? "—" : "…");

  const confirmDelete = async () => {
    const film = toDelete;
    if (!film) return;
    setDeleting(true);
    try {
      await api.catalog.deleteMovie(film._id, token);
      notify(ADMIN_TEXT.filmDeleted(film.title), "success");
    } catch (error) {
      if (isUnauthorized(error)) {
        onUnauthorized();
        return;
      }
      console.error("Deleting the title failed", error);
      notify(ADMIN_TEXT.deleteFailed, "error");
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
    await afterCatalogueChange();
  };

  return (
    <div className={styles.stack}>
      <AdminTitle section="Film Yönetimi" />
      <StatTiles
        tiles={[
          { label: "Toplam İçerik", value: figure(counts.data?.total) },
          { label: "Filmler", value: figure(counts.data?.movies) },
          { label: "Diziler", value: figure(counts.data?.series) },
          { label: "Aktif", value: figure(counts.data?.active) },
          { label: "Öne Çıkan", value: figure(counts.data?.featured) },
          { label: "Trend", value: figure(counts.data?.trending) },
        ]}
      />
      <section className={styles.section} aria-label="Filmler">
        <div className={styles.toolbar}>
          <SearchBox
            label={ADMIN_TEXT.filmSearchLabel}
            placeholder={ADMIN_TEXT.filmSearch}
            value={term}
            onChange={setTerm}
          />
          <div className={styles.toolbarActions}>
            <Button
              variant="secondary"
              loading={films.isFetching || counts.isFetching}
              onClick={() => {
                void films.refetch();
                void counts.refetch();
              }}
            >
              {ADMIN_TEXT.refresh}
            </Button>
            <Button onClick={() => setEditor({ mode: "add" })}>{ADMIN_TEXT.addFilm}</Button>
          </div>
        </div>
        <div className={styles.filters}>
          <Select
            label="İçerik Türü"
            value={state.type ?? ""}
            options={TYPE_FILTER}
            onChange={(value) =>
              update({ type: value === "movie" || value === "series" ? value : undefined })
            }
          />
          <Select
            label="Durum"
            value={state.status ?? ""}
            options={STATUS_FILTER}
            onChange={(value) =>
              update({ status: value === "active" || value === "passive" ? value : undefined })
            }
          />
          <Select
            label="Türler"
            value={state.genre ?? ""}
            options={GENRE_FILTER}
            onChange={(value) => update({ genre: value || undefined })}
          />
          <Select
            label="Sıralama"
            value={`${state.sort}-${state.order}`}
            options={FILM_SORTS}
            onChange={(value) => {
              const chosen = FILM_SORTS.find((sort) => sort.value === value)?.value;
              if (!chosen) return;
              const [sort, order] = chosen.split("-") as [
                FilmListState["sort"],
                FilmListState["order"],
              ];
              update({ sort, order });
            }}
          />
        </div>
        <DataTable
          caption="Filmler"
          columns={columns}
          density="compact"
          rows={films.data?.movies ?? []}
          getRowId={(film) => film._id}
          status={tableStatus(films)}
          loadingText={ADMIN_TEXT.filmsLoading}
          errorText={ADMIN_TEXT.filmsError}
          emptyText={ADMIN_TEXT.filmsEmpty}
          onRetry={() => void films.refetch()}
          rowActions={{
            getLabel: (film) => film.title,
            onView: (film) => {
              const href = cardHref(film);
              if (href) window.open(href, "_blank", "noopener");
            },
            onEdit: (film) => setEditor({ mode: "edit", id: film._id, title: film.title }),
            onDelete: setToDelete,
          }}
        />
        <Pager
          offset={(state.page - 1) * state.size}
          pageSize={state.size}
          total={total}
          pageSizes={FILM_PAGE_SIZES}
          disabled={films.isPlaceholderData}
          onOffsetChange={(offset) => update({ page: offset / state.size + 1 })}
          onPageSizeChange={(size) => update({ size: size as FilmPageSize })}
        />
      </section>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        description={(toDelete ?? lastAsked)?.title}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
      />
      <FilmEditor
        target={editor}
        onClose={() => setEditor(null)}
        onSaved={(film) => {
          setEditor(null);
          notify(ADMIN_TEXT.filmSaved(film.title), "success");
          void afterCatalogueChange();
        }}
      />
    </div>
  );
}
