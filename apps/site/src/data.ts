import { hashKey, type QueryClient, type QueryKey } from "@tanstack/react-query";
import type { SinemaApi } from "@sinema/api";
import { api, playbackApi, queryClient } from "./api";

/** A query option object as packages/api's factories build them. */
interface QueryOptions<T> {
  queryKey: QueryKey;
  queryFn: () => Promise<T>;
  staleTime?: number;
}

/**
 * What route loaders read their data through. In the browser: the site's one
 * data layer and cache (api.ts). On the server: one per request (a fresh
 * cache, the catalogue reached in-process), handed to the loaders as the
 * router's request context by entry-server.tsx.
 */
export interface PageData {
  api: SinemaApi;
  queryClient: QueryClient;
  /** The data layer with this deployment's player host (api.ts playbackApi). */
  playback(): Promise<SinemaApi>;
  /** Data a loader returns itself (it travels in the router's hydration data). */
  load<T>(query: QueryOptions<T>): Promise<T>;
  /**
   * Data a component reads with useQuery: fetched by the loader so the server
   * renders it, then handed to the browser's cache before hydration.
   */
  prefetch<T>(query: QueryOptions<T>): Promise<T>;
}

const SERVER_DATA = Symbol.for("sinema.pageData");

/** Marks a server request's data layer so loaders can tell it from the router's default context. */
export function serverPageData(
  data: Omit<PageData, "load" | "prefetch"> & { dehydrate: Set<string> },
): PageData {
  const page: PageData & { [SERVER_DATA]: true } = {
    [SERVER_DATA]: true,
    api: data.api,
    queryClient: data.queryClient,
    playback: data.playback,
    load: (query) => data.queryClient.ensureQueryData(query),
    prefetch: (query) => {
      data.dehydrate.add(hashKey(query.queryKey));
      return data.queryClient.ensureQueryData(query);
    },
  };
  return page;
}

const browserData: PageData = {
  api,
  queryClient,
  playback: playbackApi,
  load: (query) => queryClient.ensureQueryData(query),
  prefetch: (query) => queryClient.ensureQueryData(query),
};

/** The data layer of this loader call: the request's on the server, the site's in the browser. */
export function pageData(context: unknown): PageData {
  if (typeof context === "object" && context !== null && SERVER_DATA in context) {
    return context as unknown as PageData;
  }
  return browserData;
}
