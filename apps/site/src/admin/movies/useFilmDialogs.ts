import { useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import type { FilmEditorTarget } from "../FilmEditor";

/** The address's key that opens a title's editor (issue 33). */
const EDIT_PARAM = "duzenle";

/**
 * Which of the film page's dialogs is open: the editor, 'TMDB'den Ekle' or
 * the bulk import. Issue 33: '?duzenle={id}' (the link of a title already in
 * the catalogue) opens its editor, over whatever dialog the link was in.
 */
export function useFilmDialogs() {
  const [editor, setEditor] = useState<FilmEditorTarget | null>(null);
  const [importOpen, setImportOpen] = useState(false);
  const [bulkOpen, setBulkOpen] = useState(false);
  const [address, setAddress] = useSearchParams();
  const toEdit = address.get(EDIT_PARAM);
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
  const closeEditor = () => {
    setEditor(null);
    if (!toEdit) return;
    setAddress(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EDIT_PARAM);
        return next;
      },
      { replace: true },
    );
  };
  return {
    editorTarget: addressTarget ?? editor,
    openEditor: setEditor,
    closeEditor,
    importOpen,
    setImportOpen,
    bulkOpen,
    setBulkOpen,
  };
}
