import { moviesQuery, type Movie } from "@sinema/api";
import { ADMIN_FILMS_PARAMS } from "@sinema/api/admin";
import { api, queryClient } from "../api";

/** SPEC.md §7/§9: film management lists 100 titles. */
export const adminFilmsQuery = () => moviesQuery(api.catalog, ADMIN_FILMS_PARAMS);

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
