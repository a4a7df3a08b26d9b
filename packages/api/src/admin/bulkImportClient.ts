/**
 * Issue 33 item 4: the steps of 'Toplu İçe Aktar' over the two services —
 * list the metadata service's titles with the catalogue's holders marked,
 * and add one title as a passive draft. The dialog runs `add` through
 * `runBulkImport` (bulkImport.ts) with a metadata client limited to
 * BULK_CONCURRENCY requests in flight.
 */
import type { CatalogClient } from "../catalog/client";
import {
  bulkCandidates,
  bulkDraftOf,
  isAlreadyStored,
  isSameTitle,
  pickKey,
  type BulkCandidate,
  type BulkFilters,
} from "./bulkImport";
import type { TmdbPick } from "./tmdbSearch";
import { mapLimited, type TmdbImportClient } from "./tmdbImportClient";

/** Catalogue look-ups in flight at once while a list is marked (our own service, not the metadata one). */
export const CATALOGUE_LOOKUPS = 6;
/** Titles read for a name match (the search ranks exact title matches first). */
const NAME_MATCHES = 5;

export interface BulkImportSteps {
  /** The list the filters ask for, each title marked when the catalogue has it. */
  candidates(filters: BulkFilters): Promise<BulkCandidate[]>;
  /** One title loaded in full and stored as a passive draft, or skipped when the catalogue has it. */
  add(pick: Pick<TmdbPick, "mediaType" | "tmdbId">): Promise<"added" | "skipped">;
}

export function createBulkImportSteps(deps: {
  tmdb: TmdbImportClient;
  catalog: Pick<CatalogClient, "listMovies" | "createMovie">;
  token: string;
}): BulkImportSteps {
  const { tmdb, catalog, token } = deps;
  const typeOf = (pick: Pick<TmdbPick, "mediaType">) =>
    pick.mediaType === "tv" ? ("series" as const) : ("movie" as const);

  return {
    async candidates(filters) {
      const picks = await tmdb.list(filters);
      const holders = await mapLimited(picks, CATALOGUE_LOOKUPS, async (pick) => {
        const type = typeOf(pick);
        const byId = await catalog.listMovies({ tmdbId: pick.tmdbId, type, limit: 1 });
        if (byId.movies[0]) return [pickKey(pick), byId.movies[0]._id] as const;
        // Typed by hand before the import existed: found by name, type and year.
        const byName = await catalog.listMovies({ search: pick.title, type, limit: NAME_MATCHES });
        return [
          pickKey(pick),
          byName.movies.find((movie) => isSameTitle(movie, pick))?._id,
        ] as const;
      });
      const existing = new Map<string, string>();
      for (const [key, id] of holders) if (id) existing.set(key, id);
      return bulkCandidates(picks, existing);
    },

    async add(pick) {
      const imported = await tmdb.load(pick);
      // Issue 33 item 2, never a silent duplicate: a title typed by hand carries only its IMDb id.
      const imdbId = imported.extra.imdbId;
      if (imdbId && (await catalog.listMovies({ imdbId, limit: 1 })).movies.length > 0) {
        return "skipped";
      }
      try {
        await catalog.createMovie(bulkDraftOf(imported), token, "tmdb");
        return "added";
      } catch (error) {
        if (isAlreadyStored(error)) return "skipped";
        throw error;
      }
    },
  };
}
