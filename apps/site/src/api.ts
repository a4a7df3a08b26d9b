import { hydrate, QueryClient } from "@tanstack/react-query";
import {
  createCatalogClient,
  createSinemaApi,
  type RuntimeConfig,
  type SinemaApi,
} from "@sinema/api";
import { handover } from "./ssr/handover";

const catalogBase = import.meta.env.VITE_CATALOG_BASE || undefined;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false },
  },
});

const inBrowser = typeof window !== "undefined";

// A server-rendered page hands over the data its components read, so the first
// client render (hydration) sees what the server saw.
const served = handover();
if (served) hydrate(queryClient, served.queries);

/** Player hosts, sync address and whether metadata is served (GET /api/config). */
export const runtimeConfigQuery = {
  queryKey: ["catalog", "config"] as const,
  queryFn: (): Promise<RuntimeConfig> =>
    createCatalogClient(catalogBase ? { baseUrl: catalogBase } : {}).getRuntimeConfig(),
  staleTime: Number.POSITIVE_INFINITY,
};

/**
 * Whether the server has a metadata service, asked once at start: until the
 * answer is in, metadata calls wait instead of going out to be refused.
 * Without an answer the calls are tried (and stop after the first refusal).
 */
const metadataEnabled = inBrowser
  ? queryClient
      .ensureQueryData(runtimeConfigQuery)
      .then((config) => config.metadataEnabled)
      .catch(() => true)
  : false;

const baseConfig = { ...(catalogBase ? { catalogBase } : {}), metadataEnabled };

/** The site's data layer; every setting has a working default (packages/api README). */
export const api: SinemaApi = createSinemaApi(baseConfig);

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
