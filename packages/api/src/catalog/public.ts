import type { CatalogClient } from "./client";

/**
 * The catalogue as visitors see it (issue 16): every list asks only for
 * active titles unless the caller names a status, so a title the admin sets
 * passive leaves the home, the lists and the search at once.
 */
export function activeTitlesOnly(catalog: CatalogClient): CatalogClient {
  return {
    ...catalog,
    listMovies: (params = {}) => catalog.listMovies({ status: "active", ...params }),
  };
}
