import { QueryClient } from "@tanstack/react-query";
import { createCatalogClient } from "@sinema/api";

/** The site's one catalogue client, pointed at the configured base. */
export const catalog = createCatalogClient(
  import.meta.env.VITE_CATALOG_BASE ? { baseUrl: import.meta.env.VITE_CATALOG_BASE } : {},
);

export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
