import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import {
  createTmdbImportClient,
  parseTmdbQuery,
  TMDB_FAILURE_MESSAGES,
  tmdbFailureOf,
  type ImportedTitle,
  type TmdbPick,
} from "@sinema/api/admin";
import { TmdbSearchDialog, type TmdbSearchResult } from "@sinema/ui";
import { api, runtimeConfigQuery } from "../api";

const catalogBase = import.meta.env.VITE_CATALOG_BASE || undefined;

/** Issue 33: the admin reaches the metadata service through the catalogue's proxy (key kept there). */
export const tmdb = createTmdbImportClient({
  baseUrl: catalogBase ? `${catalogBase.replace(/\/+$/, "")}/tmdb` : "/api/tmdb",
});

/** Where a title already in the catalogue is edited (film management opens its editor). */
export const editHref = (id: string) => `/admin/movies?duzenle=${encodeURIComponent(id)}`;

/** The catalogue's type of a metadata media type. */
const catalogType = (pick: Pick<TmdbPick, "mediaType">) =>
  pick.mediaType === "tv" ? ("series" as const) : ("movie" as const);

/** The catalogue's title with this TMDB id (of this type) or IMDb id, if any. */
async function existingId(query: { tmdbId?: number; imdbId?: string; type?: "movie" | "series" }) {
  const page = await api.catalog.listMovies({ ...query, limit: 1 });
  return page.movies[0]?._id;
}

interface SearchAnswer {
  results: TmdbSearchResult[];
  picks: Map<string, TmdbPick>;
}

/** The cards of a search, each marked when the catalogue already has it. */
async function searchCards(text: string): Promise<SearchAnswer> {
  const picks = await tmdb.search(parseTmdbQuery(text));
  const results = await Promise.all(
    picks.map(async (pick): Promise<TmdbSearchResult> => {
      const id = await existingId({ tmdbId: pick.tmdbId, type: catalogType(pick) });
      return {
        key: `${pick.mediaType}:${pick.tmdbId}`,
        title: pick.title,
        originalTitle: pick.originalTitle,
        year: pick.year,
        mediaType: pick.mediaType,
        posterUrl: pick.posterUrl,
        ...(id ? { existingHref: editHref(id) } : {}),
      };
    }),
  );
  return {
    results,
    picks: new Map(picks.map((pick) => [`${pick.mediaType}:${pick.tmdbId}`, pick])),
  };
}

export interface TmdbImportProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A pick loaded: the form is filled from it. */
  onImported: (imported: ImportedTitle) => void;
}

/**
 * 'TMDB'den Ekle': search the metadata service, pick, and hand the whole
 * record to the form. A pick the catalogue already has (by TMDB id, or by
 * IMDb id once its details are in) is never filled in again: its card links
 * to the existing title's editor.
 */
export function TmdbImport({ open, onOpenChange, onImported }: TmdbImportProps) {
  const [query, setQuery] = useState("");
  const [submitted, setSubmitted] = useState("");
  /** Cards found in the catalogue by IMDb id after a pick, with their editor. */
  const [foundLater, setFoundLater] = useState<ReadonlyMap<string, string>>(new Map());
  const config = useQuery(runtimeConfigQuery);
  const unavailable = config.data?.metadataEnabled === false;
  const search = useQuery({
    queryKey: ["tmdb", "search", submitted] as const,
    queryFn: () => searchCards(submitted),
    enabled: open && submitted.trim() !== "" && !unavailable,
    retry: false,
    staleTime: 60_000,
  });
  const pick = useMutation({
    mutationFn: async (result: TmdbSearchResult) => {
      const chosen = search.data?.picks.get(result.key);
      if (!chosen) throw new Error(`No pick ${result.key}`);
      const imported = await tmdb.load(chosen);
      const imdbId = imported.extra.imdbId;
      const holder = imdbId ? await existingId({ imdbId }) : undefined;
      return { key: result.key, imported, holder };
    },
    onSuccess: ({ key, imported, holder }) => {
      if (holder) {
        setFoundLater((current) => new Map(current).set(key, editHref(holder)));
        return;
      }
      onImported(imported);
    },
    onError: (error) => console.error("Loading the pick from TMDB failed", error),
  });

  const results = (search.data?.results ?? []).map((result) => {
    const later = foundLater.get(result.key);
    return later && !result.existingHref ? { ...result, existingHref: later } : result;
  });
  const failed = search.error ?? pick.error;
  const error = unavailable
    ? TMDB_FAILURE_MESSAGES["no-key"]
    : failed
      ? TMDB_FAILURE_MESSAGES[tmdbFailureOf(failed)]
      : undefined;
  const failure = failed ? tmdbFailureOf(failed) : undefined;
  const retryable = failure !== undefined && failure !== "no-key" && failure !== "invalid-key";

  return (
    <TmdbSearchDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) pick.reset();
        onOpenChange(next);
      }}
      query={query}
      onQueryChange={setQuery}
      onSearch={(text) => {
        pick.reset();
        if (text === submitted) void search.refetch();
        else setSubmitted(text);
      }}
      status={
        submitted.trim() === ""
          ? "idle"
          : search.isFetching
            ? "loading"
            : search.isError
              ? "error"
              : "ready"
      }
      results={search.isError ? [] : results}
      error={error}
      unavailable={unavailable || failure === "no-key"}
      onRetry={
        retryable
          ? () => {
              if (pick.isError && pick.variables) pick.mutate(pick.variables);
              else void search.refetch();
            }
          : undefined
      }
      picking={pick.isPending ? (pick.variables?.key ?? null) : null}
      onPick={(result) => pick.mutate(result)}
    />
  );
}
