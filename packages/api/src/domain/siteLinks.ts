import { footerGenres, type Genre } from "./genres";
import { platformHeading, platformSlug } from "./platform";
import { slugify } from "./slug";
import {
  SECTION,
  tvSectionPath,
  type Section,
  type SectionKey,
  type TvSectionKey,
} from "../sections";

/** A labelled address, as the header and footer components take their link lists. */
export interface SiteLink {
  href: string;
  label: string;
}

/** A section's page as a link. */
function sectionLink(key: SectionKey): SiteLink {
  const section: Section = SECTION[key];
  return { href: section.path, label: section.linkLabel ?? section.title };
}

/** The ?type=tv page of featured or trending, under its series title. */
function tvSectionLink(key: TvSectionKey): SiteLink {
  return { href: tvSectionPath(key), label: SECTION[key].tvTitle };
}

/** SPEC.md §2: the header's links, in order; issue 14 adds the viewer's own list. */
export const HEADER_LINKS: readonly SiteLink[] = [
  { href: "/", label: "Ana Sayfa" },
  ...(["new-movies", "new-series", "featured", "trending"] as const).map((key) => sectionLink(key)),
  { href: "/listem", label: "Listem" },
];

/** SPEC.md §2: the footer's list links, in order; issue 14 adds 'Listem'. */
export const FOOTER_LIST_LINKS: readonly SiteLink[] = [
  ...(
    [
      "featured",
      "trending",
      "new-movies",
      "imdb-high-rated",
      "most-liked",
      "most-commented",
      "recommended",
      "new-series",
      "new-episodes",
      "turkish-content",
    ] as const
  ).map((key) => sectionLink(key)),
  tvSectionLink("trending"),
  tvSectionLink("featured"),
  sectionLink("konusanlar"),
  { href: "/search", label: "Arama" },
  { href: "/listem", label: "Listem" },
];

/** The page of one genre (SPEC.md §2: tur/{genreId}). */
export function genreHref(id: number): string {
  return `/tur/${id}`;
}

/** The page of one streaming platform's series (SPEC.md §2: platform/{platform}). */
export function platformHref(platform: string): string {
  return `/platform/${platformSlug(platform)}`;
}

/** Genres as links to their pages, named as the 'Tür' menu names them. */
export function genreLinks(genres: readonly Genre[]): SiteLink[] {
  return genres.map((genre) => ({ href: genreHref(genre.id), label: genre.name }));
}

/** SPEC.md §2 footer: the popular genres with their fixed ids. */
export function footerGenreLinks(): SiteLink[] {
  return genreLinks(footerGenres());
}

/** SPEC.md §2 footer: the one platform it links to, 'Disney+ dizileri'. */
export const FOOTER_PLATFORM_LINKS: readonly SiteLink[] = [
  { href: platformHref("Disney+"), label: platformHeading(platformSlug("Disney+")) },
];

/** What a watch page plays: a film, or a series (one of its episodes, or its first). */
export type WatchTarget =
  | { type: "movie"; id: string }
  | { type: "tv"; id: string; season?: number | undefined; episode?: number | undefined };

/**
 * The watch page of a film or an episode (issue 34): 'İzle' links here, and
 * the page plays the title without the app (a tap before the page is live,
 * a visitor without script). Catalogue and metadata series live under /tv/.
 */
export function watchHref(target: WatchTarget): string {
  const base = `/${target.type}/${encodeURIComponent(target.id)}/izle`;
  if (target.type === "movie" || target.season === undefined || target.episode === undefined) {
    return base;
  }
  return `${base}/${target.season}/${target.episode}`;
}

/**
 * A series' one address for search engines (issue 31: /tv/…, /series/… and
 * /shows/… each named themselves canonical): a catalogue series is its
 * /tv/{id} page, whichever address shows it (a metadata series' /tv/{id}
 * page is its own); a series only in /dizi.json is its /series/{slug} page
 * (/shows/{slug} shows the same series). A series of the file that is a
 * catalogue series (`catalogueTwins`) passes that series' id.
 */
export function seriesCanonicalPath(
  series: { catalogueId: string } | { catalogueId: string | null; slug: string },
): string {
  const tv = (id: string) => `/tv/${encodeURIComponent(id)}`;
  if (!("slug" in series)) return tv(series.catalogueId);
  return series.catalogueId === null
    ? `/series/${encodeURIComponent(series.slug)}`
    : tv(series.catalogueId);
}

/**
 * Which catalogue series the series of /dizi.json are (issue 31): the one
 * with the same title, by slug; of two with one title, the first. Keyed by
 * the slug of /dizi.json's series (`DiziSeries.slug`), valued by the
 * catalogue's id.
 */
export function catalogueTwins(
  catalogueSeries: Iterable<{ _id: string; title: string }>,
): Map<string, string> {
  const twins = new Map<string, string>();
  for (const series of catalogueSeries) {
    const slug = slugify(series.title);
    if (!twins.has(slug)) twins.set(slug, series._id);
  }
  return twins;
}
