import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { cardHref, type Movie } from "@sinema/api";
import {
  FILM_PAGE_SIZES,
  filmListSearch,
  filmListStateOf,
  isUnauthorized,
  lastFilmPage,
  type FilmPageSize,
} from "@sinema/api/admin";
import { DataTable, Pager } from "@sinema/ui";
import { useNotify } from "../../feedback/Notifier";
import { useAddressListState } from "../addressListState";
import { AdminTitle } from "../AdminTitle";
import { FilmEditor } from "../FilmEditor";
import { BulkBar } from "../movies/BulkBar";
import { FilmCountTiles } from "../movies/FilmCountTiles";
import { BulkConfirm, DeleteConfirm } from "../movies/FilmConfirmDialogs";
import { FilmFilters } from "../movies/FilmFilters";
import { FilmToolbar } from "../movies/FilmToolbar";
import { useFilmColumns } from "../movies/filmColumns";
import { allPicked, useFilmSelection } from "../movies/selection";
import { useFilmDialogs } from "../movies/useFilmDialogs";
import { useBulkMutation, useDeleteMutation, type BulkAction } from "../mutations";
import { adminFilmsQuery, afterCatalogueChange, movieCountsQuery } from "../queries";
import { useAdminSession } from "../session";
import { tableStatus } from "../tableStatus";
import { TmdbBulkImport } from "../TmdbBulkImport";
import { TmdbImport } from "../TmdbImport";
import { ADMIN_TEXT } from "../text";
import * as styles from "../admin.css";

/**
 * SPEC.md §2 film management, wired to the catalogue and paged on the
 * server (issue 16): tiles counted by the server, search, filters, sort,
 * page size, delete after a confirmation, view, add and edit. Each part is
 * its own module in ../movies/; this one holds the page's state and joins them.
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
  const dialogs = useFilmDialogs();
  const [toDelete, setToDelete] = useState<Movie | null>(null);
  const remove = useDeleteMutation();
  const bulk = useBulkMutation();
  const { selected, pick, toggle, clear } = useFilmSelection();
  const [pendingBulk, setPendingBulk] = useState<BulkAction | null>(null);
  const rows = useMemo(() => films.data?.movies ?? [], [films.data]);
  const pageIds = rows.map((film) => film._id);
  const columns = useFilmColumns(selected, toggle);
  // Rows about to be replaced (typing not yet sent, or the answer for a new
  // search or page still on its way) cannot be picked all at once: the
  // selection would hold titles the visitor no longer sees.
  const stale = films.isPlaceholderData || typing;

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

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete, { onSettled: () => setToDelete(null) });
  };

  const confirmBulk = () => {
    if (!pendingBulk) return;
    bulk.mutate(
      { ids: [...selected], bulk: pendingBulk },
      {
        onSuccess: clear,
        onSettled: () => setPendingBulk(null),
      },
    );
  };

  return (
    <div className={styles.stack}>
      <AdminTitle section="Film Yönetimi" />
      <FilmCountTiles counts={counts.data} failed={counts.isError} />
      <section className={styles.section} aria-label="Filmler">
        <FilmToolbar
          term={term}
          onTermChange={setTerm}
          refreshing={films.isFetching || counts.isFetching}
          onRefresh={() => {
            void films.refetch();
            void counts.refetch();
          }}
          onImport={() => dialogs.setImportOpen(true)}
          onBulkImport={() => dialogs.setBulkOpen(true)}
          onAdd={() => dialogs.openEditor({ mode: "add" })}
        />
        <FilmFilters state={state} onChange={update} />
        <BulkBar
          count={selected.size}
          allOnPage={allPicked(selected, pageIds)}
          pageDisabled={rows.length === 0 || stale}
          onPickPage={(on) => pick(pageIds, on)}
          onAsk={setPendingBulk}
          onClear={clear}
        />
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
            onEdit: (film) => dialogs.openEditor({ mode: "edit", id: film._id, title: film.title }),
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
      <DeleteConfirm
        film={toDelete}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
      <BulkConfirm
        bulk={pendingBulk}
        count={selected.size}
        busy={bulk.isPending}
        onCancel={() => setPendingBulk(null)}
        onConfirm={confirmBulk}
      />
      <TmdbImport
        open={dialogs.importOpen}
        onOpenChange={dialogs.setImportOpen}
        onImported={(imported) => {
          dialogs.setImportOpen(false);
          dialogs.openEditor({ mode: "add", imported });
        }}
      />
      <TmdbBulkImport open={dialogs.bulkOpen} onOpenChange={dialogs.setBulkOpen} />
      <FilmEditor
        target={dialogs.editorTarget}
        onClose={dialogs.closeEditor}
        onSaved={(film) => {
          dialogs.closeEditor();
          notify(ADMIN_TEXT.filmSaved(film.title), "success");
          void afterCatalogueChange();
        }}
      />
    </div>
  );
}
