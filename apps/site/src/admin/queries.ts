import { keepPreviousData } from "@tanstack/react-query";
import {
  moviesQuery,
  type AuditPage,
  type ListAuditParams,
  type Movie,
  type MovieCounts,
} from "@sinema/api";
import { filmListParams, type FilmListState } from "@sinema/api/admin";
import { api, queryClient } from "../api";

/**
 * Issue 16: one page of film management, as the address says. The previous
 * page stays drawn while the next one loads, so the table does not jump.
 */
export const adminFilmsQuery = (state: FilmListState) => ({
  ...moviesQuery(api.catalog, filmListParams(state)),
  placeholderData: keepPreviousData,
});

/** Issue 16: the tiles' figures, counted by the server over the whole catalogue. */
export const movieCountsQuery = (token: string) => ({
  queryKey: ["catalog", "counts"] as const,
  queryFn: (): Promise<MovieCounts> => api.catalog.movieCounts(token),
  staleTime: 60_000,
});

/**
 * Issue 16: a page of the audit trail. Kept under "catalog", so every admin
 * write (which invalidates the catalogue) refreshes it; the previous page
 * stays drawn while new filters load.
 */
export const auditQuery = (token: string, params: ListAuditParams) => ({
  queryKey: ["catalog", "audit", params] as const,
  queryFn: (): Promise<AuditPage> => api.catalog.listAudit(params, token),
  placeholderData: keepPreviousData,
});

/**
 * One whole title for the edit form. List items lack the seasons, and PUT
 * replaces the record, so an edit must start from this, fetched fresh.
 */
export const filmQuery = (id: string) => ({
  queryKey: ["catalog", "movie", id] as const,
  queryFn: (): Promise<Movie> => api.catalog.getMovie(id),
  staleTime: 0,
});

/**
 * After an admin change every cached list may be out of date: the
 * catalogue's own ("catalog") and the pages that fall back to it ("content").
 */
export async function afterCatalogueChange(): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ["catalog"] }),
    queryClient.invalidateQueries({ queryKey: ["content"] }),
  ]);
}
