import {
  languageBadges,
  minutesFromDurationText,
  type ContentItem,
  type DiziSeries,
  type SampleLinks,
  type SampleTitle,
} from "@sinema/api";
import type { ContentCardItem, SeriesHeaderItem } from "@sinema/ui";

/** A title of any source as a card (SPEC.md §3 "Content card fields read"). */
export function toCard(item: ContentItem, rank?: number): ContentCardItem {
  return {
    id: `${item.type}-${item.id}`,
    title: item.title,
    href: item.href,
    type: item.type,
    poster: item.poster,
    rating: item.rating,
    year: item.year,
    ...languageBadges(item),
    ...(rank === undefined ? {} : { rank }),
  };
}

/** A series of /dizi.json as a card leading to its static page. */
export function diziCard(series: DiziSeries, hrefPrefix: "/shows/" | "/series/"): SeriesHeaderItem {
  return {
    id: series.slug,
    title: series.title,
    href: hrefPrefix + series.slug,
    poster: series.img,
    year: series.year,
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
    rating: sample.rating,
    year: sample.year,
    duration: sample.duration,
  };
}
