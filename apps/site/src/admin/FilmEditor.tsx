import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Movie } from "@sinema/api";
import type { ImportedTitle } from "@sinema/api/admin";
import { Dialog, ErrorState, LoadingState } from "@sinema/ui";
import { FilmForm } from "./FilmForm";
import { filmQuery } from "./queries";
import { ADMIN_TEXT } from "./text";
import { TmdbImport } from "./TmdbImport";

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

/** The form for a stored title, once its whole record has loaded. */
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
