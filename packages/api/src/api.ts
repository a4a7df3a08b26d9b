import { createCatalogClient } from "./catalog/client";
import { activeTitlesOnly } from "./catalog/public";
import { getTitle } from "./content/detail";
import { getHomeData } from "./content/home";
import { getList, type ListKind, type ListOptions } from "./content/lists";
import { createContentProvider, DEFAULT_EMBED_HOST, GENRE_PAGE_COUNT } from "./content/provider";
import type { ContentItem } from "./content/items";
import { createDiziLoader, DIZI_URL } from "./dizi/loader";
import type { Genre } from "./domain/genres";
import { consoleLogger, type Logger } from "./log";
import { createMetadataClient, DEFAULT_METADATA_BASE, type MediaType } from "./tmdb/client";

/** Everything configurable, each with a working default (see README.md). */
export interface SinemaConfig {
  /** Catalogue API base, default `/api`. */
  catalogBase?: string | undefined;
  /** Metadata base, default the catalogue's proxy `/api/tmdb`; the public API in direct mode. */
  metadataBase?: string | undefined;
  /** Direct mode only: the browser key, sent as `api_key`. */
  metadataApiKey?: string | undefined;
  /**
   * false when there is no metadata service at all: every page comes from the
   * catalogue. A promise defers the first metadata calls until it settles.
   */
  metadataEnabled?: boolean | Promise<boolean> | undefined;
  imageBase?: string | undefined;
  /** The third-party player's host for embed addresses. */
  embedHost?: string | undefined;
  diziUrl?: string | undefined;
  catalogTimeoutMs?: number | undefined;
  metadataTimeoutMs?: number | undefined;
  /** Injected by tests. */
  fetch?: typeof globalThis.fetch | undefined;
  sleep?: ((ms: number) => Promise<void>) | undefined;
  log?: Logger | undefined;
}

export interface GenrePage {
  /** The genre's name from the genre list; null for an id nobody knows. */
  genre: Genre | null;
  movies: ContentItem[];
  series: ContentItem[];
}

/** Optional settings without their undefined ones (exactOptionalPropertyTypes). */
function given<T extends object>(settings: T): { [K in keyof T]: Exclude<T[K], undefined> } {
  return Object.fromEntries(
    Object.entries(settings).filter(([, value]) => value !== undefined),
  ) as { [K in keyof T]: Exclude<T[K], undefined> };
}

/**
 * The site's whole data layer from one configuration: the clients, the
 * content provider and one operation per page section. Routes call these
 * (through the query factories in queries.ts) and never fetch themselves.
 */
export function createSinemaApi(config: SinemaConfig = {}) {
  const log = config.log ?? consoleLogger;
  const embedHost = config.embedHost ?? DEFAULT_EMBED_HOST;
  const catalog = createCatalogClient(
    given({
      baseUrl: config.catalogBase,
      timeoutMs: config.catalogTimeoutMs,
      fetch: config.fetch,
      log,
    }),
  );
  const metadata = createMetadataClient(
    given({
      baseUrl: config.metadataBase ?? DEFAULT_METADATA_BASE,
      apiKey: config.metadataApiKey,
      enabled: config.metadataEnabled,
      timeoutMs: config.metadataTimeoutMs,
      fetch: config.fetch,
      log,
    }),
  );
  // What visitors see of the catalogue: titles set passive in the admin stay
  // out of every public list (issue 16). The admin lists through `catalog`.
  const publicCatalog = activeTitlesOnly(catalog);
  const provider = createContentProvider(
    given({
      metadata,
      catalog: publicCatalog,
      imageBase: config.imageBase,
      embedHost,
      sleep: config.sleep,
      log,
    }),
  );
  const loadDizi = createDiziLoader(
    given({ url: config.diziUrl ?? DIZI_URL, fetch: config.fetch }),
  );

  return {
    catalog,
    metadata,
    provider,
    loadDizi,
    embedHost,

    /** Home (SPEC.md §2) with SPEC.md §8's fallback chain. */
    getHomeData: () => getHomeData({ provider, catalog: publicCatalog, loadDizi, log }),

    /** A shared list page (featured, trending, new-movies, ... turkish-content). */
    getList: (kind: ListKind, options: ListOptions = {}) =>
      getList({ provider, catalog: publicCatalog }, kind, options),

    /** Movie or series detail; null when not found. */
    getTitle: (id: string, type: MediaType) =>
      getTitle({ provider, catalog: publicCatalog, embedHost }, id, type),

    /** tur/{genreId}: the genre's name, 10 films and 10 series (SPEC.md §2). */
    async getGenrePage(genreId: number): Promise<GenrePage> {
      const [genres, movies, series] = await Promise.all([
        provider.getAllGenres(),
        provider.getByGenre(genreId, "movie", 1, GENRE_PAGE_COUNT),
        provider.getByGenre(genreId, "tv", 1, GENRE_PAGE_COUNT),
      ]);
      return { genre: genres.find((g) => g.id === genreId) ?? null, movies, series };
    },
  };
}

export type SinemaApi = ReturnType<typeof createSinemaApi>;
