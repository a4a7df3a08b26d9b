import { catalogueTwinQuery, ratingText, seriesCanonicalPath, type DiziSeries } from "@sinema/api";
import type { PageData } from "../data";
import type { StaticShow } from "@sinema/ui";

/** A /dizi.json series as the static show view reads it (numbers by position when missing). */
export function toStaticShow(series: DiziSeries): StaticShow {
  return {
    title: series.title,
    poster: series.img,
    overview: series.overview,
    year: series.year,
    rating: ratingText(series.rating),
    genres: series.genres,
    seasons: series.seasons.map((season, s) => ({
      number: season.season_number ?? s + 1,
      name: season.name,
      episodes: season.episodes.map((episode, e) => ({
        number: episode.episode_number ?? e + 1,
        name: episode.name,
      })),
    })),
  };
}

/** A series of the file names one canonical address: its catalogue twin's, else its /series/ page. */
export async function staticCanonicalPath(
  page: PageData,
  series: { title: string; slug: string },
): Promise<string> {
  const catalogueId = await page.load(catalogueTwinQuery(page.api, series.title)).catch(() => null);
  return seriesCanonicalPath({ catalogueId, slug: series.slug });
}
