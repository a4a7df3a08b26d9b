import { QueryClient } from "@tanstack/react-query";
import { createSinemaApi, type RuntimeConfig, type SinemaApi } from "@sinema/api";

const baseConfig = import.meta.env.VITE_CATALOG_BASE
  ? { catalogBase: import.meta.env.VITE_CATALOG_BASE }
  : {};

/** The site's data layer; every setting has a working default (packages/api README). */
export const api: SinemaApi = createSinemaApi(baseConfig);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

/** Player hosts and the sync service's address, as the server was started (GET /api/config). */
export const runtimeConfigQuery = {
  queryKey: ["catalog", "config"] as const,
  queryFn: (): Promise<RuntimeConfig> => api.catalog.getRuntimeConfig(),
  staleTime: Number.POSITIVE_INFINITY,
};

let playback: Promise<SinemaApi> | undefined;

/**
 * The data layer with the player host of this deployment, for pages that
 * build player sources. Without the settings (an old server, a failed
 * request), the defaults still serve the page.
 */
export function playbackApi(): Promise<SinemaApi> {
  playback ??= queryClient
    .ensureQueryData(runtimeConfigQuery)
    .then((config) => createSinemaApi({ ...baseConfig, embedHost: config.embedBaseUrls[0] }))
    .catch((error: unknown) => {
      console.warn("Runtime settings unavailable; using defaults", error);
      playback = undefined;
      return api;
    });
  return playback;
}
