import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { Movie } from "@sinema/api";
import {
  applyRefresh,
  filmInputFromForm,
  handEditedFields,
  isUnauthorized,
  movieInputOf,
  refreshDiff,
  saveFailure,
  TMDB_FAILURE_MESSAGES,
  tmdbFailureOf,
  type RefreshField,
} from "@sinema/api/admin";
import { TmdbRefreshDialog } from "@sinema/ui";
import { api } from "../api";
import { useAdminSession } from "./session";
import { tmdb } from "./TmdbImport";

/** The trail read to tell hand edits since the last import (the contract's largest page). */
const TRAIL_ENTRIES = 100;

export interface TmdbRefreshProps {
  film: Movie & { tmdbId: number };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (film: Movie) => void;
}

/**
 * 'TMDB'den Güncelle' (issue 33 item 3): the title's current metadata beside
 * the stored record, field by field; the chosen fields are written with the
 * version the editor loaded (409 on stale) and audited as a refresh.
 */
export function TmdbRefresh({ film, open, onOpenChange, onSaved }: TmdbRefreshProps) {
  const { token, onUnauthorized } = useAdminSession();
  const diff = useQuery({
    queryKey: ["tmdb", "refresh", film._id, film.updatedAt] as const,
    queryFn: async () => {
      const [imported, trail] = await Promise.all([
        tmdb.load({ mediaType: film.type === "series" ? "tv" : "movie", tmdbId: film.tmdbId }),
        api.catalog.listAudit({ movieId: film._id, limit: TRAIL_ENTRIES }, token),
      ]);
      const incoming = filmInputFromForm(imported.values, imported.extra as never);
      const current = movieInputOf(film);
      return { incoming, rows: refreshDiff(current, incoming, handEditedFields(trail.entries)) };
    },
    enabled: open,
    retry: false,
    staleTime: 0,
  });
  /** The admin's own choices, over the defaults. */
  const [choices, setChoices] = useState<ReadonlyMap<string, boolean>>(new Map());
  const rows = (diff.data?.rows ?? []).map((row) => ({
    ...row,
    checked: choices.get(row.field) ?? row.checked,
  }));
  const apply = useMutation({
    mutationFn: () => {
      const fields = rows.filter((row) => row.checked).map((row) => row.field as RefreshField);
      const body = applyRefresh(movieInputOf(film), diff.data!.incoming, fields);
      return api.catalog.updateMovie(film._id, body, token, film.updatedAt, "tmdb");
    },
    onSuccess: onSaved,
    onError: (error) => {
      if (isUnauthorized(error)) onUnauthorized();
      else console.error("Applying the metadata failed", error);
    },
  });
  const error = diff.error
    ? TMDB_FAILURE_MESSAGES[tmdbFailureOf(diff.error)]
    : apply.error && !isUnauthorized(apply.error)
      ? saveFailure(apply.error).message
      : undefined;
  return (
    <TmdbRefreshDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setChoices(new Map());
          apply.reset();
        }
        onOpenChange(next);
      }}
      titleName={film.title}
      status={diff.isPending ? "loading" : diff.isError ? "error" : "ready"}
      rows={rows}
      onToggle={(field, checked) => setChoices((current) => new Map(current).set(field, checked))}
      onApply={() => apply.mutate()}
      applying={apply.isPending}
      error={error}
      onRetry={diff.isError ? () => void diff.refetch() : undefined}
    />
  );
}
