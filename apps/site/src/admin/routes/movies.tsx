import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
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
  Checkbox,
  ConfirmDialog,
  ContentStatusBadge,
  DataTable,
  Pager,
  Poster,
  Select,
  StatTiles,
  type DataTableColumn,
} from "@sinema/ui";
import { useNotify } from "../../feedback/Notifier";
import { useAddressListState } from "../addressListState";
import { AdminTitle } from "../AdminTitle";
import { FilmEditor, type FilmEditorTarget } from "../FilmForm";
import { useBulkMutation, useDeleteMutation, useFlagMutation, type BulkAction } from "../mutations";
import { adminFilmsQuery, afterCatalogueChange, movieCountsQuery } from "../queries";
import { SearchBox } from "../SearchBox";
import { useAdminSession } from "../session";
import { tableStatus } from "../tableStatus";
import { TmdbBulkImport } from "../TmdbBulkImport";
import { TmdbImport } from "../TmdbImport";
import { ADMIN_TEXT } from "../text";
import * as styles from "../admin.css";

const baseColumns: DataTableColumn<Movie>[] = [
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
 * SPEC.md §2 film management, wired to the catalogue and paged on the
 * server (issue 16): tiles counted by the server, search, filters, sort,
 * page size, delete after a confirmation, view, add and edit.
 */
export function Component() {
  const { token, onUnauthorized } = useAdminSession();
  const notify = useNotify();
  const { state, update, term, setTerm, typing } = useAddressListState(
    filmListStateOf,
    filmListSearch,
  );
  const films = useQuery(adminFilmsQuery(state));
  const counts = useQuery(movieCountsQuery(token));
  const [toDelete, setToDelete] = useState<Movie | null>(null);
  // Named in the dialog until it has animated closed.
  const [lastAsked, setLastAsked] = useState<Movie | null>(null);
  if (toDelete && toDelete !== lastAsked) setLastAsked(toDelete);
  const [editor, setEditor] = useState<FilmEditorTarget | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  // Issue 33: '?duzenle={id}' (the link of a title already in the catalogue)
  // opens its editor, over whatever dialog the link was in.
  const [address, setAddress] = useSearchParams();
  const toEdit = address.get("duzenle");
  const [seenEdit, setSeenEdit] = useState(toEdit);
  if (toEdit !== seenEdit) {
    setSeenEdit(toEdit);
    if (toEdit) {
      setImportOpen(false);
      setBulkOpen(false);
      setEditor(null);
    }
  }
  const addressTarget = useMemo<FilmEditorTarget | null>(
    () => (toEdit ? { mode: "edit", id: toEdit, title: "" } : null),
    [toEdit],
  );
  const editorTarget = addressTarget ?? editor;
  const closeEditor = () => {
    setEditor(null);
    if (!toEdit) return;
    setAddress(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("duzenle");
        return next;
      },
      { replace: true },
    );
  };
  const flags = useFlagMutation();
  const remove = useDeleteMutation();
  const bulk = useBulkMutation();
  // Ids picked for a bulk action; kept across pages until done or cleared.
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [pendingBulk, setPendingBulk] = useState<BulkAction | null>(null);
  const [lastBulk, setLastBulk] = useState<BulkAction | null>(null);
  if (pendingBulk && pendingBulk !== lastBulk) setLastBulk(pendingBulk);
  const rows = useMemo(() => films.data?.movies ?? [], [films.data]);

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const allOnPage = rows.length > 0 && rows.every((film) => selected.has(film._id));
  // Rows about to be replaced (typing not yet sent, or the answer for a new
  // search or page still on its way) cannot be picked all at once: the
  // selection would hold titles the visitor no longer sees.
  const stale = films.isPlaceholderData || typing;

  const columns = useMemo<DataTableColumn<Movie>[]>(() => {
    const flagBox = (
      film: Movie,
      label: string,
      checked: boolean,
      change: (on: boolean) => Parameters<typeof flags.mutate>[0]["flags"],
    ) => (
      <Checkbox
        label={`${label}: ${film.title}`}
        hideLabel
        checked={checked}
        onChange={(on) => flags.mutate({ film, flags: change(on) })}
      />
    );
    return [
      {
        id: "select",
        header: "Seç",
        render: (film) => (
          <Checkbox
            label={ADMIN_TEXT.selectRow(film.title)}
            hideLabel
            checked={selected.has(film._id)}
            onChange={(on) => toggle(film._id, on)}
          />
        ),
      },
      ...baseColumns,
      {
        id: "active",
        header: "Aktif",
        render: (film) =>
          flagBox(film, "Aktif", film.status === "active", (on) => ({
            status: on ? "active" : "passive",
          })),
      },
      {
        id: "featured",
        header: "Öne Çıkan",
        render: (film) => flagBox(film, "Öne Çıkan", film.featured, (on) => ({ featured: on })),
      },
      {
        id: "trending",
        header: "Trend",
        render: (film) => flagBox(film, "Trend", film.trending, (on) => ({ trending: on })),
      },
    ];
    // `flags.mutate` is stable; the table redraws when the selection changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);

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

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, { onSettled: () => setToDelete(null) });
  };

  const confirmBulk = () => {
    if (!pendingBulk) return;
    bulk.mutate(
      { ids: [...selected], bulk: pendingBulk },
      {
        onSuccess: () => setSelected(new Set()),
        onSettled: () => setPendingBulk(null),
      },
    );
  };
  const askedBulk = pendingBulk ?? lastBulk;

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
            <Button variant="secondary" onClick={() => setImportOpen(true)}>
              {ADMIN_TEXT.tmdbImport}
            </Button>
            <Button variant="secondary" onClick={() => setBulkOpen(true)}>
              {ADMIN_TEXT.tmdbBulk}
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
              update({
                status: value === "active" || value === "passive" ? value : undefined,
              })
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
        <div className={styles.bulkBar} aria-label="Toplu işlemler" role="group">
          <Checkbox
            label={ADMIN_TEXT.selectPage}
            checked={allOnPage}
            disabled={rows.length === 0 || stale}
            onChange={(on) => {
              for (const film of rows) toggle(film._id, on);
            }}
          />
          {selected.size > 0 ? (
            <>
              <span aria-live="polite">{ADMIN_TEXT.selected(selected.size)}</span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPendingBulk({ action: "update", changes: { status: "active" } })}
              >
                {ADMIN_TEXT.bulkActivate}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setPendingBulk({ action: "update", changes: { status: "passive" } })}
              >
                {ADMIN_TEXT.bulkDeactivate}
              </Button>
              <Button
                variant="danger"
                size="sm"
                onClick={() => setPendingBulk({ action: "delete" })}
              >
                {ADMIN_TEXT.bulkDelete}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                {ADMIN_TEXT.bulkClear}
              </Button>
            </>
          ) : null}
        </div>
        <DataTable
          caption="Filmler"
          columns={columns}
          density="compact"
          rows={rows}
          getRowId={(film) => film._id}
          status={tableStatus(films)}
          stale={stale}
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
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={pendingBulk !== null}
        onOpenChange={(open) => {
          if (!open) setPendingBulk(null);
        }}
        title={
          askedBulk?.action === "update"
            ? ADMIN_TEXT.bulkStatusConfirm(
                selected.size,
                askedBulk.changes.status === "passive" ? "Pasif" : "Aktif",
              )
            : ADMIN_TEXT.bulkDeleteConfirm(selected.size)
        }
        confirmLabel={
          askedBulk?.action === "update"
            ? askedBulk.changes.status === "passive"
              ? ADMIN_TEXT.bulkDeactivate
              : ADMIN_TEXT.bulkActivate
            : "Sil"
        }
        tone={askedBulk?.action === "delete" ? "danger" : "primary"}
        busy={bulk.isPending}
        onConfirm={confirmBulk}
      />
      <TmdbImport
        open={importOpen}
        onOpenChange={setImportOpen}
        onImported={(imported) => {
          setImportOpen(false);
          setEditor({ mode: "add", imported });
        }}
      />
      <TmdbBulkImport open={bulkOpen} onOpenChange={setBulkOpen} />
      <FilmEditor
        target={editorTarget}
        onClose={closeEditor}
        onSaved={(film) => {
          closeEditor();
          notify(ADMIN_TEXT.filmSaved(film.title), "success");
          void afterCatalogueChange();
        }}
      />
    </div>
  );
}
