import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { cardHref, type Movie } from "@sinema/api";
import {
  filmDurationText,
  filmGenresText,
  filmStatusOf,
  filmTypeText,
  filmYearText,
  filterFilms,
  isUnauthorized,
  summarizeFilms,
} from "@sinema/api/admin";
import {
  Button,
  ConfirmDialog,
  ContentStatusBadge,
  DataTable,
  Poster,
  StatTiles,
  type DataTableColumn,
} from "@sinema/ui";
import { api } from "../../api";
import { useNotify } from "../../feedback/Notifier";
import { AdminTitle } from "../AdminTitle";
import { FilmEditor, type FilmEditorTarget } from "../FilmForm";
import { adminFilmsQuery, afterCatalogueChange } from "../queries";
import { SearchBox } from "../SearchBox";
import { useAdminSession } from "../session";
import { tableStatus } from "../tableStatus";
import { ADMIN_TEXT } from "../text";
import * as styles from "../admin.css";

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

/**
 * SPEC.md §2 film management, wired to the catalogue: tiles, search,
 * refresh, the table, delete after a confirmation, and (beyond SPEC.md)
 * view, add and edit.
 */
export function Component() {
  const { token, onUnauthorized } = useAdminSession();
  const notify = useNotify();
  const films = useQuery(adminFilmsQuery());
  const [term, setTerm] = useState("");
  const [toDelete, setToDelete] = useState<Movie | null>(null);
  // Named in the dialog until it has animated closed.
  const [lastAsked, setLastAsked] = useState<Movie | null>(null);
  if (toDelete && toDelete !== lastAsked) setLastAsked(toDelete);
  const [deleting, setDeleting] = useState(false);
  const [editor, setEditor] = useState<FilmEditorTarget | null>(null);

  const all = useMemo(() => films.data?.movies ?? [], [films.data]);
  const shown = useMemo(() => filterFilms(all, term), [all, term]);
  const summary = summarizeFilms(all);
  const figure = (value: number) => (films.data ? value : "…");

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
          { label: "Toplam İçerik", value: figure(summary.total) },
          { label: "Filmler", value: figure(summary.movies) },
          { label: "Diziler", value: figure(summary.series) },
          { label: "Aktif", value: figure(summary.active) },
          { label: "Öne Çıkan", value: figure(summary.featured) },
          { label: "Trend", value: figure(summary.trending) },
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
              loading={films.isFetching}
              onClick={() => void films.refetch()}
            >
              {ADMIN_TEXT.refresh}
            </Button>
            <Button onClick={() => setEditor({ mode: "add" })}>{ADMIN_TEXT.addFilm}</Button>
          </div>
        </div>
        {films.data ? (
          <p className={styles.resultCount} aria-live="polite">
            {ADMIN_TEXT.resultCount(shown.length, all.length)}
          </p>
        ) : null}
        <DataTable
          caption="Filmler"
          columns={columns}
          density="compact"
          rows={shown}
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
