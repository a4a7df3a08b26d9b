import { useState } from "react";
import type { Movie } from "@sinema/api";
import { Button } from "@sinema/ui";
import { FILM_FORM_TEXT } from "./filmFormText";
import { TmdbRefresh } from "./TmdbRefresh";

/** Issue 33 item 3: 'TMDB'den Güncelle' for a stored title with a TMDB id. */
export function TmdbRefreshButton({
  film,
  onSaved,
}: {
  film: Movie;
  onSaved: (film: Movie) => void;
}) {
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
