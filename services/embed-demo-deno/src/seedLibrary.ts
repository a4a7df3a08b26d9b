/**
 * The demo hosts' library: the catalogue's seed (services/catalog-deno), whose
 * player addresses all point at this provider. Read from the seed's source,
 * not asked of the running catalogue: the provider starts first (the catalogue
 * needs its address) and has no other reason to call it. A title added or
 * changed later in the admin area plays at the clip's length.
 */
import {
  INTERNATIONAL_FILMS,
  INTERNATIONAL_SERIES,
  type SeedTitle,
  TURKISH_FILMS,
  TURKISH_SERIES,
} from "../../catalog-deno/src/seed/titles.ts";
import { slugify } from "../../catalog-deno/src/text.ts";
import type { LibraryTitle } from "./runtimes.ts";

/**
 * The ids of the seed's addresses (catalogue.ts): videoUrl and each episode's
 * streamUrl use the TMDB id, else the catalogue id; the site adds TMDB- and
 * IMDb-id addresses; /api/embeds' episode pages use the series' title slug.
 * Every episode of a seeded series lasts the series' runtime.
 */
function libraryTitle(title: SeedTitle): LibraryTitle {
  const series = title.s !== undefined;
  return {
    ids: [title.id, title.tmdb, title.imdb, series ? slugify(title.t) : undefined],
    minutes: title.m,
  };
}

export function seedLibrary(): LibraryTitle[] {
  return [TURKISH_FILMS, TURKISH_SERIES, INTERNATIONAL_FILMS, INTERNATIONAL_SERIES]
    .flat()
    .map(libraryTitle);
}
