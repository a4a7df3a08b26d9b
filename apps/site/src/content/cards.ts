import {
  languageBadges,
  minutesFromDurationText,
  ratingText,
  type CardType,
  type ContentItem,
  type DiziSeries,
  type ListemItem,
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

/**
 * The title a card leads to, as 'Listeye Ekle' on the card keeps it in the
 * viewer's list: its page's type and id, and its rating as a number. Built
 * beside the card from the same source, never read back from the card's
 * address or its rating text; null for a card that leads to no title page.
 */
export interface CardTitle {
  type: CardType;
  id: string;
  rating: number | null;
}

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

/** The title of a catalogue or metadata card (`toCard`, `movieCard`): the page it links to. */
export function itemTitle(item: ContentItem): CardTitle | null {
  return item.id ? { type: item.type, id: item.id, rating: item.rating } : null;
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
 * A series of the file on its /series/ page is listed under its slug; on
 * /shows/ (the series header, the all-series list) it is not remembered.
 */
export function diziTitle(
  series: DiziSeries,
  hrefPrefix: "/shows/" | "/series/",
): CardTitle | null {
  return hrefPrefix === "/series/" && series.slug
    ? { type: "series", id: series.slug, rating: series.rating }
    : null;
}

/**
 * A hard-coded sample title (SPEC.md §2 lists) as a listable item: it links to
 * the catalogue title of the same name when there is one (issue 17), else nowhere.
 */
export function sampleItem(sample: SampleTitle, links: SampleLinks) {
  const href = links[sample.id]?.href;
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
    href: links[sample.id]?.href,
    type: sample.type,
    rating: ratingText(sample.rating),
    year: sample.year,
    duration: sample.duration,
  };
}

/** A sample's catalogue title, when it links to one, with the sample's rating (as its card shows). */
export function sampleTitle(sample: SampleTitle, links: SampleLinks): CardTitle | null {
  const target = links[sample.id];
  return target ? { type: target.type, id: target.id, rating: sample.rating } : null;
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
