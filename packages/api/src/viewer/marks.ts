/**
 * The viewer's marks on a title — 'Listem', 'İzlendi', 'Beğenildi', the
 * 'Puan Ver' stars — and the preferences. Each is a pure change of the
 * record; "at" times let a device transfer keep the newer choice.
 */
import type { TitleDetail } from "../content/detail";
import type { PlaybackLanguage, TitleEntry, TitleMeta, ViewerRecord } from "../generated/viewer";
import { sortItems } from "../domain/sorting";
import { listCount, MAX_LIST_ENTRIES } from "./bounds";
import { titleMeta, type TitleMetaInput } from "./meta";
import { titleEntries, titleHref, titleKey, withField, withTitle, type TitleKey } from "./record";

/** A title page's identity and what its card shows. */
export interface TitleRef {
  key: TitleKey;
  meta: TitleMetaInput;
}

/** What a detail page or a card knows of a title of the catalogue or the metadata service. */
export interface TitleSource extends Omit<TitleMetaInput, "title"> {
  id: string | number;
  /** `movie`; a series is `tv` (metadata service) or `series` (catalogue). */
  type: "movie" | "tv" | "series";
  title: string;
}

/**
 * The record's identity of a title: films under `movie:<id>`, every series
 * under `tv:<id>` (the /tv/{id} page serves series of both sources), so a
 * card's 'Listeye Ekle' and the detail page's button change one entry.
 * Null for an id the record cannot hold. Static-file series (/shows/{slug})
 * are not remembered.
 */
export function titleRefOf(source: TitleSource): TitleRef | null {
  const key = titleKey(source.type === "movie" ? "movie" : "tv", source.id);
  if (!key) return null;
  const { id: _id, type: _type, ...meta } = source;
  return { key, meta };
}

/**
 * A detail page's title as the record keeps it (its card in 'İzlemeye Devam
 * Et' and 'Listem'): a film with its running time, a series under its /tv/
 * page with its episodes' length.
 */
export function detailTitleRef(detail: TitleDetail): TitleRef | null {
  const movie = detail.type === "movie";
  return titleRefOf({
    id: detail.id,
    type: movie ? "movie" : "tv",
    title: detail.title,
    poster: detail.poster,
    year: detail.year,
    rating: detail.rating,
    runtimeMinutes: movie ? detail.runtime : (detail.series?.episodeDuration ?? null),
  });
}

/** The title's entry with fresh meta, created when the viewer first touches it. */
function touch(record: ViewerRecord, title: TitleRef): TitleEntry {
  return { ...record.titles[title.key], meta: titleMeta(title.meta) };
}

/** SPEC.md §9: "Rating scale is 1-10." */
export const STAR_RATING_MIN = 1;
export const STAR_RATING_MAX = 10;

export function isInList(record: ViewerRecord, key: TitleKey): boolean {
  return record.titles[key]?.list !== undefined;
}

export function isListFull(record: ViewerRecord): boolean {
  return listCount(record) >= MAX_LIST_ENTRIES;
}

/**
 * 'Listeye Ekle' / 'Listede'. Adding a title already in the list keeps its
 * first added time; adding to a full list (500) changes nothing — check
 * `isListFull` to tell the viewer.
 */
export function setInList(
  record: ViewerRecord,
  title: TitleRef,
  inList: boolean,
  now: number,
): ViewerRecord {
  if (inList === isInList(record, title.key)) return record;
  if (inList && isListFull(record)) return record;
  const entry = touch(record, title);
  return withTitle(
    record,
    title.key,
    withField(entry, "list", inList ? { addedAt: now } : undefined),
  );
}

/** 'İzledim' / 'İzlendi'. */
export function setWatched(
  record: ViewerRecord,
  title: TitleRef,
  watched: boolean,
  now: number,
): ViewerRecord {
  return withTitle(record, title.key, {
    ...touch(record, title),
    watched: { value: watched, at: now },
  });
}

/** 'Beğen' / 'Beğenildi'. */
export function setLiked(
  record: ViewerRecord,
  title: TitleRef,
  liked: boolean,
  now: number,
): ViewerRecord {
  return withTitle(record, title.key, {
    ...touch(record, title),
    liked: { value: liked, at: now },
  });
}

/** 'Puan Ver': 1-10 whole stars, or null to take the rating back. Other values are refused. */
export function setStarRating(
  record: ViewerRecord,
  title: TitleRef,
  stars: number | null,
  now: number,
): ViewerRecord {
  if (
    stars !== null &&
    !(Number.isInteger(stars) && stars >= STAR_RATING_MIN && stars <= STAR_RATING_MAX)
  ) {
    throw new RangeError(`A star rating is a whole number from 1 to 10, not ${stars}`);
  }
  return withTitle(record, title.key, {
    ...touch(record, title),
    rating: { value: stars, at: now },
  });
}

/** What a title page's buttons show. */
export interface TitleMarks {
  inList: boolean;
  watched: boolean;
  liked: boolean;
  /** 1-10, or null. */
  stars: number | null;
}

export function titleMarks(record: ViewerRecord, key: TitleKey): TitleMarks {
  const entry = record.titles[key];
  return {
    inList: entry?.list !== undefined,
    watched: entry?.watched?.value ?? false,
    liked: entry?.liked?.value ?? false,
    stars: entry?.rating?.value ?? null,
  };
}

/** The viewer's playback language (issue 15): 'dublaj', 'altyazi' or null for none. */
export function playbackLanguage(record: ViewerRecord): PlaybackLanguage {
  return record.preferences.playbackLanguage?.value ?? null;
}

export function setPlaybackLanguage(
  record: ViewerRecord,
  language: PlaybackLanguage,
  now: number,
): ViewerRecord {
  return {
    ...record,
    preferences: { ...record.preferences, playbackLanguage: { value: language, at: now } },
  };
}

/** The viewer's couple-mode display name (issue 32 item 2), or null before it gave one. */
export function displayNameOf(record: ViewerRecord): string | null {
  return record.preferences.displayName?.value ?? null;
}

/** Keeps the display name (already checked by sync's `displayName`) with the viewer. */
export function setDisplayName(record: ViewerRecord, name: string, now: number): ViewerRecord {
  return {
    ...record,
    preferences: { ...record.preferences, displayName: { value: name, at: now } },
  };
}

/** '/listem' sorts: added date (newest first, the default), title (Turkish A-Z), rating (best first). */
export const LISTEM_SORTS = ["added", "title", "rating"] as const;
export type ListemSort = (typeof LISTEM_SORTS)[number];

export function parseListemSort(value: string | null | undefined): ListemSort {
  return LISTEM_SORTS.find((sort) => sort === value) ?? "added";
}

export interface ListemItem {
  key: TitleKey;
  href: string;
  meta: TitleMeta;
  addedAt: number;
}

/** 'Listem' in the chosen order; titles without a rating go last on the rating sort. */
export function listemItems(record: ViewerRecord, sort: ListemSort = "added"): ListemItem[] {
  const items = titleEntries(record)
    .flatMap(([key, entry]) =>
      entry.list
        ? [{ key, href: titleHref(key), meta: entry.meta, addedAt: entry.list.addedAt }]
        : [],
    )
    .sort((a, b) => b.addedAt - a.addedAt);
  if (sort === "added") return items;
  // The shared list pages' rule (domain/sorting.ts): same collation, same placing of missing ratings.
  const sortable = items.map((item) => ({
    item,
    title: item.meta.title,
    rating: item.meta.rating ?? null,
    year: item.meta.year ?? null,
    durationMinutes: item.meta.runtimeMinutes ?? null,
  }));
  return sortItems(sortable, sort).map(({ item }) => item);
}
