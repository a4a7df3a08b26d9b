import { CatalogError, type CatalogClient, type Movie } from "../catalog/client";
import { alternativeEmbedUrls, primaryEmbedUrl } from "../domain/embedUrls";
import { safeUrl } from "../domain/safeUrl";
import { DEFAULT_SEASON_COUNT, durationOrDefault } from "../domain/format";
import { seriesStatusFromMetadata, seriesStatusLabel, type SeriesStatus } from "../domain/labels";
import { asList } from "../domain/text";
import type { MediaType, MovieDetails, TvDetails } from "../tmdb/client";
import { itemFromMovie, type ContentType } from "./items";
import {
  parseTmdbId,
  type ContentProvider,
  type ContentRecord,
  type EpisodeView,
  type Stream,
} from "./provider";

/** SPEC.md §3 "Series view model": a season and its episodes. */
export interface SeasonView {
  number: number;
  title: string;
  episodeCount: number;
  year: number | null;
  /** Filled for catalogue series; metadata seasons load theirs with getSeason. */
  episodes: EpisodeView[];
}

export interface SeriesInfo {
  status: SeriesStatus;
  /** SPEC.md §4: Devam Ediyor, Tamamlandı or Beklemede. */
  statusLabel: string;
  seasons: SeasonView[];
  creator: string[];
  network: string | null;
  firstAired: string | null;
  lastAired: string | null;
  totalSeasons: number;
  totalEpisodes: number | null;
  episodeDuration: number | null;
}

/** What a movie or series detail page shows, from either source (SPEC.md §2). */
export interface TitleDetail {
  id: string;
  source: "metadata" | "catalog";
  type: ContentType;
  title: string;
  originalTitle: string | null;
  year: number | null;
  releaseDate: string | null;
  poster: string | null;
  backdrop: string | null;
  overview: string;
  /** Minutes, SPEC.md §9's 120 when unknown. */
  runtime: number;
  genres: string[];
  rating: number | null;
  views: number | null;
  likes: number | null;
  director: string[];
  cast: string[];
  country: string[];
  language: string[];
  budget: number | null;
  boxOffice: number | null;
  externalRating: number | null;
  criticsScore: number | null;
  ageRating: string | null;
  tmdbId: number | null;
  imdbId: string | null;
  /** The player's sources, in the order it tries them. */
  streams: Stream[];
  /** Audio and subtitle languages of its sources (issue 15); empty when unknown. */
  audio: string[];
  subtitles: string[];
  series: SeriesInfo | null;
}

const stream = (url: string): Stream => ({ quality: "HD", url, type: "embed", language: "en" });

function seriesFromMetadata(details: TvDetails, record: ContentRecord): SeriesInfo {
  const status = seriesStatusFromMetadata(details.status);
  const seasons = (details.seasons ?? [])
    // Season 0 holds the service's "specials"; the site lists numbered seasons.
    .filter((season) => season.season_number > 0)
    .map((season) => ({
      number: season.season_number,
      title: season.name ?? `Sezon ${season.season_number}`,
      episodeCount: season.episode_count ?? 0,
      year: season.air_date ? Number(season.air_date.slice(0, 4)) || null : null,
      episodes: [],
    }));
  return {
    status,
    statusLabel: seriesStatusLabel(status),
    seasons,
    creator: (details.created_by ?? []).map((person) => person.name),
    network: details.networks?.[0]?.name ?? null,
    firstAired: details.first_air_date || null,
    lastAired: details.last_air_date ?? null,
    totalSeasons: details.number_of_seasons ?? (seasons.length || DEFAULT_SEASON_COUNT),
    totalEpisodes: details.number_of_episodes ?? null,
    episodeDuration: record.runtime,
  };
}

export function detailFromRecord(record: ContentRecord): TitleDetail {
  const movie = record.type === "movie" ? (record.details as MovieDetails) : null;
  const tv = record.type === "tv" ? (record.details as TvDetails) : null;
  const runtime = durationOrDefault(record.runtime);
  return {
    id: record.id,
    source: "metadata",
    type: record.type,
    title: record.title,
    originalTitle: movie?.original_title ?? tv?.original_name ?? null,
    year: record.year,
    releaseDate: record.releaseDate,
    poster: record.poster,
    backdrop: record.backdrop,
    overview: record.overview,
    runtime,
    genres: record.genres,
    rating: record.rating,
    views: null,
    likes: null,
    director: [],
    cast: [],
    country: movie
      ? (movie.production_countries ?? []).flatMap((c) => (c.name ?? c.iso_3166_1 ?? "") || [])
      : (tv?.origin_country ?? []),
    language: [movie?.original_language ?? tv?.original_language ?? ""].filter(Boolean),
    budget: movie?.budget || null,
    boxOffice: movie?.revenue || null,
    externalRating: record.rating,
    criticsScore: null,
    ageRating: null,
    tmdbId: record.tmdbId,
    imdbId: record.imdbId,
    streams: record.streams,
    audio: [],
    subtitles: [],
    series: tv ? seriesFromMetadata(tv, record) : null,
  };
}

export function detailFromMovie(movie: Movie, embedHost: string): TitleDetail {
  const item = itemFromMovie(movie);
  const runtime = durationOrDefault(item.durationMinutes);
  const isSeries = movie.type === "series";
  const urls: string[] = [];
  const videoUrl = safeUrl(movie.videoUrl);
  if (videoUrl) urls.push(videoUrl);
  if (movie.tmdbId) {
    const source = {
      tmdbId: movie.tmdbId,
      imdbId: movie.imdbId ?? null,
      type: isSeries ? "tv" : "movie",
    } as const;
    urls.push(primaryEmbedUrl(embedHost, source), ...alternativeEmbedUrls(embedHost, source));
  }
  const seasons: SeasonView[] = (movie.seasons ?? []).map((season) => ({
    number: season.number,
    title: season.title ?? `Sezon ${season.number}`,
    episodeCount: season.episodes.length,
    year: season.year ?? null,
    episodes: season.episodes.map((episode) => ({
      number: episode.number,
      title: episode.title,
      description: episode.description ?? "",
      duration: episode.duration ?? null,
      image: safeUrl(episode.image),
      airDate: episode.airDate ?? null,
      streamUrl:
        safeUrl(episode.streamUrl) ??
        (movie.tmdbId
          ? primaryEmbedUrl(embedHost, {
              tmdbId: movie.tmdbId,
              type: "tv",
              season: season.number,
              episode: episode.number,
            })
          : null),
      ...(episode.audio ? { audio: episode.audio } : {}),
      ...(episode.subtitles ? { subtitles: episode.subtitles } : {}),
    })),
  }));
  const airDates = seasons.flatMap((s) => s.episodes.map((e) => e.airDate ?? "")).filter(Boolean);
  return {
    id: item.id,
    source: "catalog",
    type: item.type,
    title: item.title,
    originalTitle: item.originalTitle,
    year: item.year,
    releaseDate: item.releaseDate,
    poster: item.poster,
    backdrop: item.backdrop,
    overview: item.overview,
    runtime,
    genres: item.genres,
    rating: item.rating,
    views: item.views,
    likes: item.likes,
    director: asList(movie.director),
    cast: movie.cast ?? [],
    country: item.country,
    language: item.language,
    budget: movie.budget ?? null,
    boxOffice: movie.boxOffice ?? null,
    externalRating: movie.externalRating ?? null,
    criticsScore: movie.criticsScore ?? null,
    ageRating: movie.ageRating ?? null,
    tmdbId: movie.tmdbId ?? null,
    imdbId: movie.imdbId ?? null,
    streams: [...new Set(urls)].map(stream),
    audio: item.audio,
    subtitles: item.subtitles,
    series: isSeries
      ? {
          // SPEC.md §4: a series without a known status reads 'Beklemede'.
          status: movie.airingStatus ?? "pending",
          statusLabel: seriesStatusLabel(movie.airingStatus ?? "pending"),
          seasons,
          creator: asList(movie.director),
          network: null,
          firstAired: item.releaseDate,
          lastAired: airDates.sort().at(-1) ?? null,
          totalSeasons: movie.totalSeasons ?? (seasons.length || DEFAULT_SEASON_COUNT),
          totalEpisodes: seasons.reduce((sum, s) => sum + s.episodeCount, 0) || null,
          episodeDuration: item.durationMinutes,
        }
      : null,
  };
}

export interface DetailDeps {
  provider: ContentProvider;
  catalog: CatalogClient;
  embedHost: string;
}

/**
 * The detail of /movie/{id} or /tv|series/{id}: the metadata service's
 * record for a numeric id, else the catalogue's title with that id; null
 * when neither has it ('Film bulunamadı' / 'Dizi bulunamadı'). Other
 * catalogue failures reject ('... yüklenirken bir hata oluştu').
 */
export async function getTitle(
  deps: DetailDeps,
  id: string,
  type: MediaType,
): Promise<TitleDetail | null> {
  if (parseTmdbId(id) !== null) {
    const record = await deps.provider.getContent(id, type);
    if (record) return detailFromRecord(record);
  }
  try {
    const movie = await deps.catalog.getMovie(id);
    // A title set to 'Pasif' is not public (issue 31): its page is missing, as in search.
    if (movie.status !== "active") return null;
    return detailFromMovie(movie, deps.embedHost);
  } catch (error) {
    if (error instanceof CatalogError && (error.status === 404 || error.status === 400)) {
      return null;
    }
    throw error;
  }
}
