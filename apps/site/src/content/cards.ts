import {
  itemFromMovie,
  languageBadges,
  minutesFromDurationText,
  ratingText,
  type ContentItem,
  type DiziSeries,
  type ListemItem,
  type Movie,
  type SampleLinks,
  type SampleTitle,
  type SimilarTitle,
  type TalkShowEpisode,
} from "@sinema/api";
import { formatDate, type ContentCardItem } from "@sinema/ui";

/*
 * Every card of the site is built here, one function per kind of source, so
 * a card shows the same fields with the same rules wherever it appears
 * (SPEC.md §3 "Content card fields read").
 */

/** A title of the catalogue or the metadata service. */
export function toCard(item: ContentItem, rank?: number): ContentCardItem {
  return {
    id: `${item.type}-${item.id}`,
    title: item.title,
    href: item.href,
    type: item.type,
    poster: item.poster,
    rating: ratingText(item.rating),
    year: item.year,
    ...languageBadges(item),
    ...(rank === undefined ? {} : { rank }),
  };
}

/** A catalogue record as the API answers it (search results). */
export function movieCard(movie: Movie): ContentCardItem {
  return toCard(itemFromMovie(movie));
}

/**
 * A series of /dizi.json leading to its static page: on /shows/ from the
 * series header and the all-series list, on /series/ from platform pages.
 * `withGenre` names its first genre beside the year (SPEC.md §2 all-series cards).
 */
export function diziCard(
  series: DiziSeries,
  hrefPrefix: "/shows/" | "/series/",
  { withGenre = false }: { withGenre?: boolean } = {},
): ContentCardItem & { href: string } {
  return {
    id: series.slug,
    title: series.title,
    href: hrefPrefix + series.slug,
    type: "tv",
    poster: series.img,
    year: series.year,
    rating: ratingText(series.rating),
    ...(withGenre ? { genre: series.genres[0] } : {}),
  };
}

/**
 * A hard-coded sample title (SPEC.md §2 lists) as a listable item: it links to
 * the catalogue title of the same name when there is one (issue 17), else nowhere.
 */
export function sampleItem(sample: SampleTitle, links: SampleLinks) {
  const href = links[sample.id];
  return {
    ...sample,
    ...(href ? { href } : {}),
    durationMinutes: minutesFromDurationText(sample.duration),
  };
}

export function sampleCard(sample: SampleTitle, links: SampleLinks): ContentCardItem {
  return {
    id: sample.id,
    title: sample.title,
    href: links[sample.id],
    type: sample.type,
    rating: ratingText(sample.rating),
    year: sample.year,
    duration: sample.duration,
  };
}

/** A film of 'Benzer Filmler': a fallback sample has no page and is shown, not linked. */
export function similarCard(film: SimilarTitle): ContentCardItem {
  return {
    id: film.id,
    title: film.title,
    href: film.href ?? undefined,
    type: "movie",
    poster: film.poster,
    rating: ratingText(film.rating),
    year: film.year,
  };
}

/** A title of the viewer's list, from what the record keeps of it. */
export function listemCard(item: ListemItem): ContentCardItem {
  return {
    id: item.key,
    title: item.meta.title,
    href: item.href,
    type: item.key.startsWith("movie:") ? "movie" : "tv",
    poster: item.meta.poster,
    rating: ratingText(item.meta.rating),
    year: item.meta.year,
  };
}

/** A talk-show episode (SPEC.md §2 'Konuşanlar'): guest, length, broadcast date, NEW. */
export function talkShowCard(
  episode: TalkShowEpisode & { href: string; poster?: string | undefined },
): ContentCardItem {
  return {
    id: episode.id,
    title: episode.title,
    href: episode.href,
    poster: episode.poster,
    rating: ratingText(episode.rating),
    guest: episode.guest,
    duration: episode.duration,
    date: formatDate(episode.date),
    description: episode.description,
    isNew: episode.isNew,
  };
}
