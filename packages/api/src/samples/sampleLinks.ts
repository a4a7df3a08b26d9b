import type { CatalogClient, Movie } from "../catalog/client";
import { itemFromMovie, type ContentType } from "../content/items";
import { foldTurkish } from "../domain/text";
import type { SampleTitle } from "./newReleases";

/**
 * Issue 17: the hard-coded sample titles (SPEC.md §2 '/content' and 'new
 * releases') have no pages of their own, so `/tv/cs-the-crown` showed "Dizi
 * bulunamadı". A sample links to the catalogue title of the same name and
 * kind when there is one, and is not a link otherwise.
 */

/** The whole catalogue in one page (the contract's maximum). */
export const SAMPLE_LINK_LIST_LIMIT = 500;

/** The catalogue title a sample names: its page, and the type and id that page is of. */
export interface SampleLink {
  href: string;
  type: ContentType;
  id: string;
}

/** Sample id → the catalogue title it names. Samples without a match are absent. */
export type SampleLinks = Record<string, SampleLink>;

const nameKey = (name: string) =>
  foldTurkish(name)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Matches on title or original title (case, Turkish letters and punctuation aside) and kind. */
export function linkSamples(
  samples: readonly SampleTitle[],
  movies: readonly Movie[],
): SampleLinks {
  const byName = new Map<string, Movie>();
  for (const movie of movies) {
    const kind = movie.type === "series" ? "tv" : "movie";
    for (const name of [movie.title, movie.originalTitle]) {
      if (!name) continue;
      const key = `${kind}:${nameKey(name)}`;
      if (!byName.has(key)) byName.set(key, movie);
    }
  }
  const links: SampleLinks = {};
  for (const sample of samples) {
    const movie = byName.get(`${sample.type}:${nameKey(sample.title)}`);
    if (!movie) continue;
    const { href, type, id } = itemFromMovie(movie);
    links[sample.id] = { href, type, id };
  }
  return links;
}

/** The links for these samples; none when the catalogue cannot be reached. */
export async function loadSampleLinks(
  catalog: Pick<CatalogClient, "listMovies">,
  samples: readonly SampleTitle[],
): Promise<SampleLinks> {
  try {
    const page = await catalog.listMovies({ limit: SAMPLE_LINK_LIST_LIMIT });
    return linkSamples(samples, page.movies);
  } catch {
    return {};
  }
}
