/**
 * apps/site/public/dizi.json, the static series file of SPEC.md §3, built
 * from the seed series so its images and players exist offline. Written by
 * scripts/write_dizi_json.ts; dizi.test.ts keeps the committed file in step.
 */
import { buildSeed, DEFAULT_EMBED_BASE_URL } from "./catalogue.ts";
import type { Movie } from "../store/store.ts";

export interface StaticEpisode {
  episode_number: number;
  name: string;
  video_url: string;
}

export interface StaticSeason {
  season_number: number;
  name: string;
  episodes: StaticEpisode[];
}

/** One record of dizi.json; every field is optional to a loader, `title` decides whether it is kept. */
export interface StaticSeries {
  title?: string;
  img?: string;
  backdrop?: string;
  overview?: string;
  year?: number;
  rating?: number;
  genres?: string[];
  video_url?: string;
  seasons?: StaticSeason[];
  platform?: string;
  provider?: string;
  network?: string;
  service?: string;
  channel?: string;
  details?: string;
  source_url?: string;
}

/** Series in the file, besides the three special records. */
export const STATIC_SERIES_COUNT = 34;

/**
 * Where each series says which platform it streams on, rotating through every
 * field SPEC.md §5 reads, so the platform detection meets all ten outcomes
 * through primary fields and through each fallback.
 */
const PLATFORM_FIELDS: readonly Partial<StaticSeries>[] = [
  { platform: "Prime Video" },
  { provider: "Disney+" },
  { network: "HBO Max" },
  { service: "Apple TV+" },
  { channel: "Exxen" },
  { platform: "BluTV" },
  { provider: "Gain" },
  { network: "Paramount+" },
  { service: "Hulu" },
  { platform: "Netflix" },
  { channel: "TRT 1" },
  { details: "Amazon Video'da yayında, tüm sezonlar" },
  { details: "Yalnızca Exxen'de, yeni bölümler her perşembe" },
  { source_url: "https://www.blutv.com/dizi/ornek" },
  { source_url: "https://www.hbomax.com/tr/tr/series/ornek" },
  { details: "Disney+ özel yapımı" },
  { details: "Gain'de her cuma" },
  {},
];

function staticRecord(movie: Movie, index: number): StaticSeries {
  const record: StaticSeries = {
    title: movie.title,
    overview: movie.description ?? "",
    year: Number(movie.releaseDate?.slice(0, 4)),
    rating: movie.rating,
    genres: [...movie.genre],
    video_url: movie.videoUrl!,
    seasons: (movie.seasons ?? []).map((season) => ({
      season_number: season.number,
      name: season.title ?? `${season.number}. Sezon`,
      episodes: season.episodes.map((episode) => ({
        episode_number: episode.number,
        name: episode.title,
        video_url: episode.streamUrl!,
      })),
    })),
    ...PLATFORM_FIELDS[index % PLATFORM_FIELDS.length],
  };
  if (movie.poster) record.img = movie.poster;
  if (movie.backdrop) record.backdrop = movie.backdrop;
  return record;
}

export function buildDiziJson(
  embedBaseUrl = DEFAULT_EMBED_BASE_URL,
): StaticSeries[] {
  const { movies } = buildSeed(embedBaseUrl);
  const series = movies.filter((m) => m.type === "series").slice(
    0,
    STATIC_SERIES_COUNT,
  );
  const records = series.map(staticRecord);
  const film = movies.find((m) => m._id === "m-hababam-sinifi")!;
  const noVideo = movies.find((m) => m._id === "m-susuz-yaz")!;
  records.push(
    // A single-part title: no seasons, one video.
    {
      title: film.title,
      img: film.poster!,
      backdrop: film.backdrop!,
      overview: film.description!,
      year: 1975,
      rating: film.rating,
      genres: [...film.genre],
      video_url: film.videoUrl!,
      channel: "TRT 1",
    },
    // No video at all: the page says "Video bulunamadı".
    {
      title: noVideo.title,
      overview: noVideo.description!,
      year: 1963,
      rating: noVideo.rating,
      genres: [...noVideo.genre],
    },
    // No title: loaders must drop it.
    {
      img: "/api/images/poster/s-dark.svg",
      overview: "Başlığı olmayan bu kayıt listelerde görünmemeli.",
      year: 2020,
      rating: 5,
      genres: ["Drama"],
      video_url: `${embedBaseUrl}/v2/embed/tv/kayip-baslik`,
      platform: "Netflix",
    },
  );
  return records;
}

/** SPEC.md §5 slug rule, as the site applies it, for checking that slugs stay unique. */
export function specSlug(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(
    /^-+|-+$/g,
    "",
  );
}
