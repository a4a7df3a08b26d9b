import type { CatalogClient, ListMoviesParams } from "./client";

/**
 * TanStack Query option factories: loaders (`ensureQueryData`) and components
 * (`useQuery`) call the same factory, so cache keys never drift.
 */
export function moviesQuery(client: CatalogClient, params: ListMoviesParams = {}) {
  return {
    queryKey: ["catalog", "movies", params] as const,
    queryFn: () => client.listMovies(params),
    staleTime: 60_000,
  };
}
