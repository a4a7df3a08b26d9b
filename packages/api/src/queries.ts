import type { SinemaApi } from "./api";
import type { ListKind, ListOptions } from "./content/lists";
import { loadSimilarTitles } from "./content/similar";
import { findSeriesBySlug, seriesOfPlatform } from "./dizi/loader";
import { shouldSuggest } from "./domain/search";
import { catalogueTwins } from "./domain/siteLinks";
import { slugify } from "./domain/slug";
import { rankSuggestions } from "./domain/suggestions";
import { loadSampleLinks } from "./samples/sampleLinks";
import type { SampleTitle } from "./samples/newReleases";
import type { MediaType } from "./tmdb/client";

/**
 * TanStack Query option factories: route loaders (`ensureQueryData`) and
 * components (`useQuery`) call the same factory, so cache keys never drift.
 * Plain `{ queryKey, queryFn, staleTime }` objects: no React here (the
 * catalogue list factory, moviesQuery, lives in catalog/queries.ts). Keys
 * under "catalog" hold only our backend's data (invalidate ["catalog"] after
 * an admin change); keys under "content" mix in the metadata service.
 */

/** How long answers stay fresh before a background refetch. */
export const STALE_TIMES = {
  /** Lists change when an admin edits or the metadata service's day turns. */
  list: 5 * 60_000,
  detail: 10 * 60_000,
  search: 60_000,
  /** Genre lists practically never change. */
  genres: 24 * 60 * 60_000,
  /** dizi.json is fetched with no-store; within a visit it is reused for a minute. */
  dizi: 60_000,
  embeds: 5 * 60_000,
  catalog: 60_000,
} as const;

export function homeQuery(api: SinemaApi) {
  return {
    queryKey: ["content", "home"] as const,
    queryFn: () => api.getHomeData(),
    staleTime: STALE_TIMES.list,
  };
}

export function listQuery(api: SinemaApi, kind: ListKind, options: ListOptions = {}) {
  return {
    queryKey: ["content", "list", kind, options.type ?? "all"] as const,
    queryFn: () => api.getList(kind, options),
    staleTime: STALE_TIMES.list,
  };
}

/** The popular section (12 items, 8 on home), toggled between films and series. */
export function popularQuery(api: SinemaApi, type: MediaType, count: number) {
  return {
    queryKey: ["content", "popular", type, count] as const,
    queryFn: () => api.provider.getPopular(type, 1, count),
    staleTime: STALE_TIMES.list,
  };
}

export function movieQuery(api: SinemaApi, id: string) {
  return {
    queryKey: ["content", "title", "movie", id] as const,
    queryFn: () => api.getTitle(id, "movie"),
    staleTime: STALE_TIMES.detail,
  };
}

/** 'Benzer Filmler' from the catalogue (issue 17), the fixed samples as the fallback. */
export function similarQuery(api: SinemaApi, film: { id: string; genres: readonly string[] }) {
  return {
    queryKey: ["catalog", "similar", film.id, [...film.genres]] as const,
    queryFn: () => loadSimilarTitles(api.catalog, film),
    staleTime: STALE_TIMES.catalog,
  };
}

/**
 * Catalogue pages for a set of sample titles (issue 17); `set` names the set
 * ("content", "new-releases") in the cache key.
 */
export function sampleLinksQuery(api: SinemaApi, set: string, samples: readonly SampleTitle[]) {
  return {
    queryKey: ["catalog", "sampleLinks", set] as const,
    queryFn: () => loadSampleLinks(api.catalog, samples),
    staleTime: STALE_TIMES.catalog,
  };
}

export function seriesQuery(api: SinemaApi, id: string) {
  return {
    queryKey: ["content", "title", "tv", id] as const,
    queryFn: () => api.getTitle(id, "tv"),
    staleTime: STALE_TIMES.detail,
  };
}

export function seasonQuery(api: SinemaApi, seriesId: string, seasonNumber: number) {
  return {
    queryKey: ["content", "season", seriesId, seasonNumber] as const,
    queryFn: () => api.provider.getSeason(seriesId, seasonNumber),
    staleTime: STALE_TIMES.detail,
  };
}

/** The search page: the catalogue's results (cards link by type, issue 17); failures give []. */
export function searchQuery(api: SinemaApi, term: string) {
  const text = term.trim();
  return {
    queryKey: ["catalog", "search", text] as const,
    queryFn: () => api.catalog.searchMovies(text),
    staleTime: STALE_TIMES.search,
  };
}

/**
 * Header suggestions, at most eight, best matches first, with the number
 * found (issue 17); `enabled` is false below SPEC.md §5's 2 characters.
 */
export function suggestionsQuery(api: SinemaApi, term: string) {
  const text = term.trim();
  return {
    queryKey: ["content", "suggestions", text] as const,
    queryFn: async () => rankSuggestions(text, await api.provider.search(text)),
    staleTime: STALE_TIMES.search,
    enabled: shouldSuggest(text),
  };
}

export function genresQuery(api: SinemaApi) {
  return {
    queryKey: ["content", "genres"] as const,
    queryFn: () => api.provider.getAllGenres(),
    staleTime: STALE_TIMES.genres,
  };
}

export function genreQuery(api: SinemaApi, genreId: number) {
  return {
    queryKey: ["content", "genre", genreId] as const,
    queryFn: () => api.getGenrePage(genreId),
    staleTime: STALE_TIMES.list,
  };
}

export function diziQuery(api: SinemaApi) {
  return {
    queryKey: ["dizi"] as const,
    queryFn: () => api.loadDizi(),
    staleTime: STALE_TIMES.dizi,
  };
}

/** shows/{slug}, series/{slug}: one series of dizi.json, or null. */
export function diziSeriesQuery(api: SinemaApi, slug: string) {
  return {
    queryKey: ["dizi", "series", slug] as const,
    queryFn: async () => findSeriesBySlug(await api.loadDizi(), slug),
    staleTime: STALE_TIMES.dizi,
  };
}

/**
 * The catalogue series that a series of /dizi.json is (the same title, by
 * slug), or null: its pages then name the catalogue's /tv/ page as the
 * canonical one (issue 31).
 */
export function catalogueTwinQuery(api: SinemaApi, title: string) {
  return {
    queryKey: ["catalog", "twin", title] as const,
    queryFn: async (): Promise<string | null> => {
      const page = await api.catalog.listMovies({
        search: title,
        type: "series",
        status: "active",
        limit: 20,
      });
      return catalogueTwins(page.movies).get(slugify(title)) ?? null;
    },
    staleTime: STALE_TIMES.dizi,
  };
}

/** platform/{platform}: the dizi.json series of one platform. */
export function platformQuery(api: SinemaApi, platformSlug: string) {
  return {
    queryKey: ["dizi", "platform", platformSlug] as const,
    queryFn: async () => seriesOfPlatform(await api.loadDizi(), platformSlug),
    staleTime: STALE_TIMES.dizi,
  };
}

export function embedsQuery(api: SinemaApi) {
  return {
    queryKey: ["catalog", "embeds"] as const,
    queryFn: () => api.catalog.listEmbeds(),
    staleTime: STALE_TIMES.embeds,
  };
}

export function embedQuery(api: SinemaApi, episodeId: string) {
  return {
    queryKey: ["catalog", "embeds", episodeId] as const,
    queryFn: () => api.catalog.getEmbed(episodeId),
    staleTime: STALE_TIMES.embeds,
  };
}

/** The embed viewer's alternative sources for a title or episode. */
export function embedsForTitleQuery(
  api: SinemaApi,
  tmdbId: string,
  type: MediaType,
  season?: number,
  episode?: number,
) {
  return {
    queryKey: ["content", "embedUrls", type, tmdbId, season ?? null, episode ?? null] as const,
    queryFn: async () => [
      api.provider.getEmbedUrl(tmdbId, type, season, episode),
      ...(await api.provider.getAlternativeUrls(tmdbId, type, season, episode)),
    ],
    staleTime: STALE_TIMES.detail,
  };
}
