import type { CatalogClient, ListMoviesParams, Movie } from "../catalog/client";
import { cardHref } from "../domain/cardLink";
import { alternativeEmbedUrls, primaryEmbedUrl, type EmbedSource } from "../domain/embedUrls";
import { yearOf } from "../domain/format";
import {
  BUILT_IN_GENRES,
  catalogGenreNames,
  inSiteWords,
  mergeGenres,
  type Genre,
} from "../domain/genres";
import { asList, foldTurkish } from "../domain/text";
import { byRatingDesc } from "../domain/thresholds";
import { consoleLogger, type Logger } from "../log";
import type {
  MediaType,
  MetadataClient,
  MetadataPage,
  MovieDetails,
  MovieListItem,
  MultiItem,
  TvDetails,
  TvListItem,
} from "../tmdb/client";
import { backdropUrl, imageUrl, posterUrl, SEARCH_POSTER_SIZE } from "../tmdb/images";
import {
  dedupeItems,
  itemFromMetadata,
  itemFromMovie,
  type ContentItem,
  type ContentType,
} from "./items";

/** SPEC.md §9: "Multi-page fetches start at page 1 and fetch 5 pages by default, with a 100 ms pause between pages." */
export const MULTI_PAGE_COUNT = 5;
export const PAGE_PAUSE_MS = 100;
/** SPEC.md §9: "Extended lists fetch 10 pages each of popular, new, trending and top-rated content." */
export const EXTENDED_PAGE_COUNT = 10;
/** SPEC.md §7 page arguments: featured, trending, new movies and new series ask page 1, count 20. */
export const DEFAULT_PAGE = 1;
export const DEFAULT_LIST_COUNT = 20;
/** SPEC.md §2: "Default item count is 12" in the popular section. */
export const POPULAR_DEFAULT_COUNT = 12;
/** SPEC.md §2: "The genre page (tur/{genreId}) fetches 10 movies and 10 tv titles." */
export const GENRE_PAGE_COUNT = 10;
/** SPEC.md §5: only these media types are kept from mixed lists. */
export const KEPT_MEDIA_TYPES: readonly MediaType[] = ["movie", "tv"];
/**
 * The third-party player's host. SPEC.md does not name it; a deployment
 * sets its own (the site reads VITE_EMBED_HOST). The default is a reserved
 * example domain, so nothing is framed until someone chooses a player.
 */
export const DEFAULT_EMBED_HOST = "https://player.example";

/** SPEC.md §3: "Stream: quality (always HD), url, type (embed), language (en)." */
export interface Stream {
  quality: "HD";
  url: string;
  type: "embed";
  language: "en";
}

/** SPEC.md §3 "Full content record". */
export interface ContentRecord {
  id: string;
  title: string;
  type: MediaType;
  tmdbId: number;
  imdbId: string | null;
  year: number | null;
  releaseDate: string | null;
  poster: string | null;
  backdrop: string | null;
  overview: string;
  /** Minutes: the film's runtime, or a series' first episode runtime. */
  runtime: number | null;
  genres: string[];
  rating: number | null;
  streams: Stream[];
  /** The details answer as the service gave it (series seasons, networks...). */
  details: MovieDetails | TvDetails;
}

/** SPEC.md §3: "Search suggestion: id, type, title, poster, year." */
export interface SearchSuggestion {
  id: string;
  type: ContentType;
  title: string;
  /** w200 for metadata results (SPEC.md §7). */
  poster: string | null;
  year: number | null;
  href: string;
  /** Matched after the title when ranking suggestions (issue 17). */
  originalTitle: string | null;
  /** Cast and director, matched after the titles (issue 17); empty for metadata results. */
  people: string[];
}

export interface ExtendedContent {
  /** Popular, now playing and top-rated films, de-duplicated, in that order. */
  movies: ContentItem[];
  /** Popular, on-the-air and top-rated series, de-duplicated, in that order. */
  tv: ContentItem[];
  newMovies: ContentItem[];
  newSeries: ContentItem[];
  trending: ContentItem[];
  /** Top-rated films and series, best rated first. */
  featured: ContentItem[];
}

export interface EpisodeView {
  number: number;
  title: string;
  description: string;
  duration: number | null;
  image: string | null;
  airDate: string | null;
  /** The player address for the episode; null when none is known. */
  streamUrl: string | null;
  /** The languages of `streamUrl` when the catalogue says they differ from the title's (issue 15). */
  audio?: string[] | undefined;
  subtitles?: string[] | undefined;
}

export interface ContentProviderOptions {
  metadata: MetadataClient;
  catalog: CatalogClient;
  /** Image host for metadata posters and backdrops (default the service's public host). */
  imageBase?: string | undefined;
  embedHost?: string | undefined;
  /** The pause between pages; injected by tests so they never really wait. */
  sleep?: (ms: number) => Promise<void>;
  log?: Logger;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Numeric metadata ids only: a catalogue id like "m-dune" names nothing there. */
export function parseTmdbId(id: string | number): number | null {
  const text = String(id).trim();
  if (!/^\d{1,10}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 ? value : null;
}

type CatalogSort = "rating" | "views" | "likes" | "releaseDate";

/** Highest first by one backend field; keeps a sorted backend answer as it is. */
function sortDesc(items: ContentItem[], field: CatalogSort): ContentItem[] {
  if (field === "releaseDate") {
    return [...items].sort((a, b) => (b.releaseDate ?? "").localeCompare(a.releaseDate ?? ""));
  }
  const value = (item: ContentItem) => item[field] ?? Number.NEGATIVE_INFINITY;
  return [...items].sort((a, b) => value(b) - value(a));
}

/** The catalogue's type filter for a metadata media type (none when both are wanted). */
function ofType(type: MediaType | undefined): Pick<ListMoviesParams, "type"> {
  if (type === "tv") return { type: "series" };
  if (type === "movie") return { type: "movie" };
  return {};
}

export function createContentProvider(options: ContentProviderOptions) {
  const { metadata, catalog } = options;
  const imageBase = options.imageBase;
  const embedHost = options.embedHost ?? DEFAULT_EMBED_HOST;
  const sleep = options.sleep ?? realSleep;
  const log = options.log ?? consoleLogger;

  /**
   * SPEC.md §9/§8: pages 1..count in order with a 100 ms pause between
   * them; a failing page is skipped. Stops early once the service says
   * there are no more pages, or once it has said it cannot answer at all.
   */
  async function fetchPages<T>(
    fetchPage: (page: number) => Promise<MetadataPage<T> | null>,
    count: number = MULTI_PAGE_COUNT,
  ): Promise<T[]> {
    const results: T[] = [];
    for (let page = 1; page <= count; page += 1) {
      if (!metadata.available) break;
      if (page > 1) await sleep(PAGE_PAUSE_MS);
      const answer = await fetchPage(page);
      if (!answer) continue;
      results.push(...answer.results);
      if (page >= answer.totalPages) break;
    }
    return results;
  }

  const items = (results: ReadonlyArray<MovieListItem | TvListItem>, type: MediaType) =>
    results.map((raw) => itemFromMetadata(raw, type, imageBase));

  /** SPEC.md §5: "keep only items whose media type is movie or tv". */
  function keepMediaTypes(results: readonly MultiItem[], only?: MediaType): ContentItem[] {
    return results.flatMap((raw) => {
      const type = raw.media_type;
      if (type !== "movie" && type !== "tv") return [];
      if (only && type !== only) return [];
      return [itemFromMetadata(raw as MovieListItem | TvListItem, type, imageBase)];
    });
  }

  /** The backend list used when the provider has nothing (SPEC.md §7). Errors reach the page. */
  async function fromCatalog(
    params: ListMoviesParams,
    sort: CatalogSort,
    count: number,
  ): Promise<ContentItem[]> {
    const page = await catalog.listMovies({ ...params, sort, order: "desc", limit: count });
    // The service filters and sorts; doing it here as well keeps the list right with any backend.
    const ofWantedType = page.movies.filter(
      (movie) => !params.type || (params.type === "series") === (movie.type === "series"),
    );
    return sortDesc(ofWantedType.map(itemFromMovie), sort).slice(0, count);
  }

  async function orCatalog(
    provided: ContentItem[],
    fallback: () => Promise<ContentItem[]>,
  ): Promise<ContentItem[]> {
    return provided.length > 0 ? provided : await fallback();
  }

  function suggestionFromMetadata(raw: MovieListItem | TvListItem, type: MediaType) {
    const item = itemFromMetadata(raw, type, imageBase);
    return {
      id: item.id,
      type,
      title: item.title,
      poster: posterUrl(raw.poster_path, SEARCH_POSTER_SIZE, imageBase),
      year: item.year,
      href: item.href,
      originalTitle: item.originalTitle,
      people: [],
    } satisfies SearchSuggestion;
  }

  function suggestionFromMovie(movie: Movie): SearchSuggestion {
    const item = itemFromMovie(movie);
    return {
      id: item.id,
      type: item.type,
      title: item.title,
      poster: item.poster,
      year: item.year,
      href: item.href,
      originalTitle: item.originalTitle,
      people: [...asList(movie.cast), ...asList(movie.director)],
    };
  }

  /** The provider's own answers, without the catalogue fallback (the home page tiers on these). */
  const metadataOnly = {
    async popular(type: MediaType, page = DEFAULT_PAGE, count = POPULAR_DEFAULT_COUNT) {
      const answer = await metadata.popular(type, page);
      return dedupeItems(items(answer?.results ?? [], type)).slice(0, count);
    },
    async newMovies(page = DEFAULT_PAGE, count = DEFAULT_LIST_COUNT) {
      const answer = await metadata.nowPlaying(page);
      return dedupeItems(items(answer?.results ?? [], "movie")).slice(0, count);
    },
    async newSeries(page = DEFAULT_PAGE, count = DEFAULT_LIST_COUNT) {
      const answer = await metadata.onTheAir(page);
      return dedupeItems(items(answer?.results ?? [], "tv")).slice(0, count);
    },
    async trending(page = DEFAULT_PAGE, count = DEFAULT_LIST_COUNT, type?: MediaType) {
      const answer = await metadata.trending(page);
      return dedupeItems(keepMediaTypes(answer?.results ?? [], type)).slice(0, count);
    },
    async featured(page = DEFAULT_PAGE, count = DEFAULT_LIST_COUNT, type?: MediaType) {
      const types = type ? [type] : KEPT_MEDIA_TYPES;
      const answers = await Promise.all(types.map((t) => metadata.topRated(t, page)));
      const found = answers.flatMap((answer, index) =>
        items(answer?.results ?? [], types[index] ?? "movie"),
      );
      return byRatingDesc(dedupeItems(found)).slice(0, count);
    },
    async byGenre(genreId: number, type: MediaType, page = DEFAULT_PAGE, count = GENRE_PAGE_COUNT) {
      const answer = await metadata.discover(type, genreId, page);
      return dedupeItems(items(answer?.results ?? [], type)).slice(0, count);
    },
  };

  const provider = {
    fetchPages,
    metadataOnly,

    /** SPEC.md §9: 10 pages each of popular, new, trending and top-rated films and series. */
    async getAllExtendedContent(): Promise<ExtendedContent> {
      const [popularMovies, popularTv, nowPlaying, onTheAir, trending, topMovies, topTv] =
        await Promise.all([
          fetchPages((page) => metadata.popular("movie", page), EXTENDED_PAGE_COUNT),
          fetchPages((page) => metadata.popular("tv", page), EXTENDED_PAGE_COUNT),
          fetchPages((page) => metadata.nowPlaying(page), EXTENDED_PAGE_COUNT),
          fetchPages((page) => metadata.onTheAir(page), EXTENDED_PAGE_COUNT),
          fetchPages((page) => metadata.trending(page), EXTENDED_PAGE_COUNT),
          fetchPages((page) => metadata.topRated("movie", page), EXTENDED_PAGE_COUNT),
          fetchPages((page) => metadata.topRated("tv", page), EXTENDED_PAGE_COUNT),
        ]);
      const newMovies = dedupeItems(items(nowPlaying, "movie"));
      const newSeries = dedupeItems(items(onTheAir, "tv"));
      const topRatedMovies = items(topMovies, "movie");
      const topRatedTv = items(topTv, "tv");
      return {
        movies: dedupeItems([...items(popularMovies, "movie"), ...newMovies, ...topRatedMovies]),
        tv: dedupeItems([...items(popularTv, "tv"), ...newSeries, ...topRatedTv]),
        newMovies,
        newSeries,
        trending: dedupeItems(keepMediaTypes(trending)),
        featured: byRatingDesc(dedupeItems([...topRatedMovies, ...topRatedTv])),
      };
    },

    /** GET /{type}/popular; the catalogue's most viewed of that type when the provider has none. */
    async getPopular(
      type: MediaType,
      page: number = DEFAULT_PAGE,
      count: number = POPULAR_DEFAULT_COUNT,
    ): Promise<ContentItem[]> {
      return orCatalog(await metadataOnly.popular(type, page, count), () =>
        fromCatalog(ofType(type), "views", count),
      );
    },

    /** GET /movie/now_playing; else the catalogue's films, newest first. */
    async getNewMovies(page = DEFAULT_PAGE, count = DEFAULT_LIST_COUNT): Promise<ContentItem[]> {
      return orCatalog(await metadataOnly.newMovies(page, count), () =>
        fromCatalog({ type: "movie" }, "releaseDate", count),
      );
    },

    /** GET /tv/on_the_air; else the catalogue's series, newest first. */
    async getNewSeries(page = DEFAULT_PAGE, count = DEFAULT_LIST_COUNT): Promise<ContentItem[]> {
      return orCatalog(await metadataOnly.newSeries(page, count), () =>
        fromCatalog({ type: "series" }, "releaseDate", count),
      );
    },

    /** GET /trending/all/day (films and series only); else the catalogue's most viewed. */
    async getTrending(
      page = DEFAULT_PAGE,
      count = DEFAULT_LIST_COUNT,
      type?: MediaType,
    ): Promise<ContentItem[]> {
      return orCatalog(await metadataOnly.trending(page, count, type), () =>
        fromCatalog(ofType(type), "views", count),
      );
    },

    /**
     * Top-rated films and series fetched in parallel, best rated first
     * (SPEC.md §9); else the catalogue's best rated.
     */
    async getFeatured(
      page = DEFAULT_PAGE,
      count = DEFAULT_LIST_COUNT,
      type?: MediaType,
    ): Promise<ContentItem[]> {
      return orCatalog(await metadataOnly.featured(page, count, type), () =>
        fromCatalog(ofType(type), "rating", count),
      );
    },

    /**
     * SPEC.md §7: GET /{type}/{id}?append_to_response=external_ids, read into
     * SPEC.md §3's full content record. Null when the service has no answer.
     */
    async getContent(id: string | number, type: MediaType): Promise<ContentRecord | null> {
      const tmdbId = parseTmdbId(id);
      if (tmdbId === null) return null;
      const details = await metadata.details(type, tmdbId);
      if (!details) return null;
      const movie = type === "movie" ? (details as MovieDetails) : null;
      const tv = type === "tv" ? (details as TvDetails) : null;
      const imdbId = details.external_ids?.imdb_id ?? movie?.imdb_id ?? null;
      const releaseDate = (movie?.release_date ?? tv?.first_air_date ?? "") || null;
      const source: EmbedSource = { tmdbId, imdbId, type };
      const urls = [primaryEmbedUrl(embedHost, source), ...alternativeEmbedUrls(embedHost, source)];
      return {
        id: String(tmdbId),
        title: movie?.title ?? tv?.name ?? "",
        type,
        tmdbId,
        imdbId,
        year: yearOf({ release_date: releaseDate }),
        releaseDate,
        poster: posterUrl(details.poster_path, "w500", imageBase),
        backdrop: backdropUrl(details.backdrop_path, imageBase),
        overview: details.overview ?? "",
        runtime: movie?.runtime ?? tv?.episode_run_time?.[0] ?? null,
        genres: (details.genres ?? []).map((genre) => genre.name),
        rating: typeof details.vote_average === "number" ? details.vote_average : null,
        streams: [...new Set(urls)].map((url) => ({
          quality: "HD",
          url,
          type: "embed",
          language: "en",
        })),
        details,
      };
    },

    /** SPEC.md §7: GET /tv/{id}/season/{n}, reading episodes. Empty when the service has none. */
    async getSeason(seriesId: string | number, seasonNumber: number): Promise<EpisodeView[]> {
      const tmdbId = parseTmdbId(seriesId);
      if (tmdbId === null) return [];
      const season = await metadata.season(tmdbId, seasonNumber);
      return (season?.episodes ?? []).map((episode) => ({
        number: episode.episode_number,
        title: episode.name ?? "",
        description: episode.overview ?? "",
        duration: episode.runtime ?? null,
        image: imageUrl(episode.still_path, "w500", imageBase),
        airDate: episode.air_date ?? null,
        streamUrl: primaryEmbedUrl(embedHost, {
          tmdbId,
          type: "tv",
          season: seasonNumber,
          episode: episode.episode_number,
        }),
      }));
    },

    /**
     * SPEC.md §7 GET /search/multi, films and series only, de-duplicated,
     * with w200 posters; when the provider finds nothing, the catalogue's
     * search (whose failures give an empty list). A blank term asks nothing.
     */
    async search(term: string, type?: MediaType): Promise<SearchSuggestion[]> {
      const text = term.trim();
      if (!text) return [];
      const answer = await metadata.searchMulti(text);
      const seen = new Set<string>();
      const provided = (answer?.results ?? []).flatMap((raw) => {
        const media = raw.media_type;
        if ((media !== "movie" && media !== "tv") || (type && media !== type)) return [];
        const key = `${media}:${raw.id}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [suggestionFromMetadata(raw as MovieListItem | TvListItem, media)];
      });
      if (provided.length > 0) return provided;
      const movies = await catalog.searchMovies(text);
      return movies
        .filter((movie) => !type || (type === "tv") === (movie.type === "series"))
        .map(suggestionFromMovie);
    },

    /** SPEC.md §7: GET /genre/{type}/list; empty when the service has none. */
    async getGenres(type: MediaType): Promise<Genre[]> {
      return (await metadata.genres(type)) ?? [];
    },

    /**
     * SPEC.md §2 'Tür' menu: film and series genres merged and de-duplicated
     * by id; the built-in Turkish list when the service gives none.
     */
    async getAllGenres(): Promise<Genre[]> {
      const [movie, tv] = await Promise.all([
        provider.getGenres("movie"),
        provider.getGenres("tv"),
      ]);
      const merged = inSiteWords(mergeGenres(movie, tv));
      return merged.length > 0 ? merged : [...BUILT_IN_GENRES];
    },

    /**
     * SPEC.md §7: GET /discover/{type}?with_genres&page&sort_by=popularity.desc.
     * Without provider results, the catalogue's titles of that type whose
     * genre list names the genre (so /tur/{id} works offline).
     */
    async getByGenre(
      genreId: number,
      type: MediaType,
      page = DEFAULT_PAGE,
      count = GENRE_PAGE_COUNT,
    ): Promise<ContentItem[]> {
      const provided = await metadataOnly.byGenre(genreId, type, page, count);
      if (provided.length > 0) return provided;
      const names = catalogGenreNames(genreId);
      if (names.length === 0) return [];
      const wanted = new Set(names.map(foldTurkish));
      const pages = await Promise.all(
        names.map((genre) => catalog.listMovies({ ...ofType(type), genre, limit: count })),
      );
      return dedupeItems(
        pages
          .flatMap((p) => p.movies)
          // The genre filter is the service's; checking here too keeps the page right either way.
          .filter((movie) => (movie.genre ?? []).some((g) => wanted.has(foldTurkish(g))))
          .filter((movie) => (movie.type === "series") === (type === "tv"))
          .map(itemFromMovie),
      ).slice(0, count);
    },

    /** SPEC.md §7: the player's first source for a title or an episode. */
    getEmbedUrl(
      tmdbId: string | number,
      type: MediaType,
      season?: number,
      episode?: number,
    ): string {
      return primaryEmbedUrl(embedHost, { tmdbId, type, season, episode });
    },

    /**
     * SPEC.md §7: the v2 and v3 sources with autoPlay=false for the tmdb id
     * and the imdb id. The imdb id is looked up when not given; without it
     * only the tmdb sources are returned.
     */
    async getAlternativeUrls(
      tmdbId: string | number,
      type: MediaType,
      season?: number,
      episode?: number,
      imdbId?: string | null,
    ): Promise<string[]> {
      let imdb = imdbId;
      if (imdb === undefined) {
        const id = parseTmdbId(tmdbId);
        const details = id === null ? null : await metadata.details(type, id);
        imdb = details?.external_ids?.imdb_id ?? null;
        if (!details) log(`No imdb id for ${type} ${tmdbId}: only tmdb sources`);
      }
      return alternativeEmbedUrls(embedHost, { tmdbId, imdbId: imdb, type, season, episode });
    },

    /** The card address of a metadata or catalogue item (SPEC.md §2). */
    hrefOf: cardHref,
  };
  return provider;
}

export type ContentProvider = ReturnType<typeof createContentProvider>;
