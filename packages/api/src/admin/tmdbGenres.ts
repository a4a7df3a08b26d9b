/** Issue 33: the metadata service's genres in the catalogue's words, none dropped silently. */
import { movieInputRules } from "../generated/catalogValidators";
import type { FILM_GENRES } from "./filmList";
import { text } from "./tmdbValues";

/**
 * The metadata service's genre ids in the catalogue's vocabulary
 * (FILM_GENRES); the series-only combined genres stand for both parts.
 * A genre not here is listed to the admin, never dropped silently.
 */
export const TMDB_GENRE_MAP: Readonly<Record<number, readonly (typeof FILM_GENRES)[number][]>> = {
  28: ["Aksiyon"],
  16: ["Animasyon"],
  99: ["Belgesel"],
  878: ["Bilim Kurgu"],
  18: ["Drama"],
  14: ["Fantastik"],
  53: ["Gerilim"],
  35: ["Komedi"],
  27: ["Korku"],
  10749: ["Romantik"],
  10759: ["Aksiyon"],
  10765: ["Bilim Kurgu", "Fantastik"],
};

export function mapGenres(genres: readonly { id: number; name?: string }[] | undefined): {
  mapped: string[];
  unmapped: string[];
} {
  const mapped: string[] = [];
  const unmapped: string[] = [];
  for (const genre of genres ?? []) {
    const ours = TMDB_GENRE_MAP[genre.id];
    if (ours) {
      for (const name of ours) if (!mapped.includes(name)) mapped.push(name);
    } else {
      const name = text(genre.name) || `#${genre.id}`;
      if (!unmapped.includes(name)) unmapped.push(name);
    }
  }
  return { mapped: mapped.slice(0, movieInputRules.properties.genre.maxItems), unmapped };
}
