import { slugify } from "../text.ts";
import type { Embed, Episode, Movie, Season, Seed } from "../store/store.ts";
import {
  INTERNATIONAL_FILMS,
  INTERNATIONAL_SERIES,
  type SeedTitle,
  SERIES_AIRING,
  TURKISH_FILMS,
  TURKISH_SERIES,
} from "./titles.ts";

/** The demo embed provider's default origin (services/embed-demo-deno). */
export const DEFAULT_EMBED_BASE_URL = "http://localhost:5050";
/** Seeded titles were "added" one hour apart, the first one most recently. */
const SEED_NEWEST = Date.UTC(2025, 0, 1, 12);
const HOUR_MS = 3_600_000;
/** Episodes of each series that get an entry in /api/embeds. */
const EMBEDS_PER_SERIES = 2;

/** Episode titles the seed (and the generated catalogue of seed:scale) draws from. */
export const EPISODE_TITLES: readonly string[] = [
  "Başlangıç",
  "İlk Adım",
  "Gizli Mektup",
  "Yüzleşme",
  "Eski Dostlar",
  "Fırtına Öncesi",
  "Kayıp Saat",
  "Sessiz Tanık",
  "Dönüş Yolu",
  "Son Söz",
];

const EPISODE_BEATS = [
  "Beklenmedik bir ziyaret herkesin planlarını altüst eder.",
  "Eski bir sır, en yanlış anda gün yüzüne çıkar.",
  "Verilen bir söz, ağır bir bedelle sınanır.",
  "Dostluklar çatırdarken yeni bir ittifak doğar.",
  "Bir karar, geri dönüşü olmayan bir yolun kapısını açar.",
  "Geçmişten gelen bir iz, bütün hesapları değiştirir.",
];

/** A stable pseudo-random number per text, so the seed is the same on every machine. */
function hash(text: string, salt = 0): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function ageRating(genres: readonly string[]): string {
  if (genres.includes("Korku")) return "18+";
  if (genres.includes("Gerilim") || genres.includes("Aksiyon")) return "16+";
  if (genres.includes("Animasyon")) return "7+";
  return "13+";
}

function quality(year: number): string {
  if (year >= 2015) return "4K";
  if (year >= 2000) return "1080p";
  return "720p";
}

/** The player address of a title on the embed provider (SPEC.md §7 URL shapes). */
function playerId(title: SeedTitle): string {
  return String(title.tmdb ?? title.id);
}

/** Audio and subtitle languages of a title's player sources. */
export interface SeedLanguages {
  audio: string[];
  subtitles: string[];
}

/**
 * What a Turkish viewer finds, as on the free sites: Turkish productions
 * play in Turkish (a third also carry English subtitles); of the foreign
 * titles about a fifth play in the original only, the rest have Turkish
 * subtitles and half of those are also dubbed into Turkish.
 */
export function seedLanguages(title: SeedTitle): SeedLanguages {
  const original = title.l;
  if (original === "tr") {
    return { audio: ["tr"], subtitles: hash(title.id, 3) % 3 === 0 ? ["en"] : [] };
  }
  const draw = hash(title.id, 4) % 10;
  if (draw < 2) return { audio: [original], subtitles: [] };
  if (draw < 6) return { audio: [original], subtitles: ["tr"] };
  return { audio: ["tr", original], subtitles: ["tr"] };
}

/**
 * An episode's own address, for a dubbed foreign series, is the original
 * with Turkish subtitles: the dubbing is on the player host's addresses, so
 * the viewer's 'Dublaj' or 'Altyazı' choice decides which plays first.
 */
function episodeLanguages(languages: SeedLanguages): Partial<SeedLanguages> {
  const [first, original] = languages.audio;
  if (first !== "tr" || original === undefined) return {};
  return { audio: [original], subtitles: ["tr"] };
}

function seasonsOf(
  title: SeedTitle,
  base: string,
  hasImage: boolean,
): Season[] {
  const own = episodeLanguages(seedLanguages(title));
  const firstYear = Number(title.d.slice(0, 4));
  return (title.s ?? []).map((count, s): Season => {
    const seasonStart = Date.UTC(
      firstYear + s,
      Number(title.d.slice(5, 7)) - 1,
      1,
    );
    const episodes = Array.from({ length: count }, (_, e): Episode => {
      const number = e + 1;
      const episode: Episode = {
        number,
        title: EPISODE_TITLES[(s * 3 + e) % EPISODE_TITLES.length]!,
        description: `${title.t}, ${s + 1}. sezon ${number}. bölüm. ${
          EPISODE_BEATS[hash(title.id, s * 100 + e) % EPISODE_BEATS.length]
        }`,
        duration: title.m,
        airDate: new Date(seasonStart + e * 7 * 24 * HOUR_MS).toISOString()
          .slice(0, 10),
        streamUrl: `${base}/v2/embed/tv/${playerId(title)}/${s + 1}/${number}`,
      };
      if (hasImage) episode.image = `/api/images/backdrop/${title.id}.svg`;
      if (own.audio) episode.audio = own.audio;
      if (own.subtitles) episode.subtitles = own.subtitles;
      return episode;
    });
    return {
      number: s + 1,
      title: `${s + 1}. Sezon`,
      year: firstYear + s,
      episodes,
    };
  });
}

function toMovie(title: SeedTitle, index: number, base: string): Movie {
  const flags = title.f ?? "";
  const turkish = title.c === "Türkiye";
  const series = title.s !== undefined;
  const hasImage = !flags.includes("N");
  const views = flags.includes("Z") ? 0 : 300 + (hash(title.id) % 250_000);
  const likes = flags.includes("Z") || flags.includes("L")
    ? 0
    : Math.round(views * (2 + (hash(title.id, 1) % 12)) / 100);
  const createdAt = new Date(SEED_NEWEST - index * HOUR_MS).toISOString();
  const languages = seedLanguages(title);
  const movie: Movie = {
    _id: title.id,
    title: title.t,
    originalTitle: title.o ?? title.t,
    description: title.desc,
    type: series ? "series" : "movie",
    genre: [...title.g],
    category: `${turkish ? "Yerli" : "Yabancı"} ${series ? "Dizi" : "Film"}`,
    releaseDate: title.d,
    duration: title.m,
    videoUrl: `${base}/v2/embed/${series ? "tv" : "movie"}/${playerId(title)}`,
    country: title.c,
    language: title.l,
    ...nonEmpty("audio", languages.audio),
    ...nonEmpty("subtitles", languages.subtitles),
    rating: title.r,
    views,
    likes,
    comments: flags.includes("C") || flags.includes("Z") ? 0 : hash(title.id, 2) % 400,
    ageRating: ageRating(title.g),
    quality: quality(Number(title.d.slice(0, 4))),
    featured: flags.includes("F"),
    trending: flags.includes("T"),
    status: flags.includes("P") ? "passive" : "active",
    createdAt,
    updatedAt: createdAt,
  };
  if (hasImage) {
    movie.poster = `/api/images/poster/${title.id}.svg`;
    movie.backdrop = `/api/images/backdrop/${title.id}.svg`;
  }
  if (title.dir !== undefined) movie.director = title.dir;
  if (title.cast !== undefined) movie.cast = [...title.cast];
  if (title.tmdb !== undefined) movie.tmdbId = title.tmdb;
  if (title.imdb !== undefined) {
    movie.imdbId = title.imdb;
    movie.externalRating = title.r;
  }
  if (series) {
    movie.seasons = seasonsOf(title, base, hasImage);
    movie.totalSeasons = movie.seasons.length;
    movie.airingStatus = SERIES_AIRING[title.id] ?? "pending";
  }
  return movie;
}

/** `{ [key]: codes }` when there are any: the API leaves unknown languages out. */
function nonEmpty<K extends "audio" | "subtitles">(
  key: K,
  codes: string[] | undefined,
): Partial<Record<K, string[]>> {
  return codes && codes.length > 0 ? { [key]: codes } as Record<K, string[]> : {};
}

/** Interleaves the lists so the newest titles mix Turkish and foreign films and series. */
function interleave<T>(lists: readonly (readonly T[])[]): T[] {
  const out: T[] = [];
  const longest = Math.max(...lists.map((list) => list.length));
  for (let i = 0; i < longest; i++) {
    for (const list of lists) if (i < list.length) out.push(list[i]!);
  }
  return out;
}

export function seedTitles(): SeedTitle[] {
  return interleave([
    TURKISH_FILMS,
    TURKISH_SERIES,
    INTERNATIONAL_FILMS,
    INTERNATIONAL_SERIES,
  ]);
}

/**
 * The catalogue a fresh database starts with. Player addresses point at the
 * demo embed provider at `embedBaseUrl`, the first configured player host.
 */
export function buildSeed(embedBaseUrl: string = DEFAULT_EMBED_BASE_URL): Seed {
  const base = embedBaseUrl.replace(/\/+$/, "");
  const movies = seedTitles().map((title, index) => toMovie(title, index, base));
  const embeds: Embed[] = [];
  for (const movie of movies) {
    if (movie.type !== "series" || movie.status !== "active") continue;
    const seriesSlug = slugify(movie.title);
    for (
      const episode of movie.seasons?.[0]?.episodes.slice(0, EMBEDS_PER_SERIES) ?? []
    ) {
      const slug = `${seriesSlug}-1-sezon-${episode.number}-bolum`;
      embeds.push({
        slug,
        title: `${movie.title} 1. Sezon ${episode.number}. Bölüm`,
        episode_url: `${base}/dizi/${seriesSlug}/sezon-1/bolum-${episode.number}`,
        embed_url: episode.streamUrl!,
        ...nonEmpty("audio", episode.audio ?? movie.audio),
        ...nonEmpty("subtitles", episode.subtitles ?? movie.subtitles),
      });
    }
  }
  return { movies, embeds };
}
