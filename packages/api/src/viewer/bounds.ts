/**
 * The record's size bounds. localStorage holds a few megabytes per site and
 * a device transfer at most 64 KiB of ciphertext, so the record keeps the
 * titles the viewer touched last and never grows without end.
 */
import type { Progress, TitleEntry, ViewerRecord } from "../generated/viewer";

/** Titles kept outside 'Listem': the 200 touched last; older ones are dropped. */
export const MAX_TITLES = 200;
/** 'Listem' is never trimmed by the title bound; it holds at most this many titles. */
export const MAX_LIST_ENTRIES = 500;
/** Episodes with progress kept per series: the 300 watched last. */
export const MAX_EPISODES_PER_SERIES = 300;

/** The newest time anything happened to the title: what the title bound keeps. */
export function touchedAt(entry: TitleEntry): number {
  let newest = Math.max(
    entry.progress?.updatedAt ?? 0,
    entry.list?.addedAt ?? 0,
    entry.watched?.at ?? 0,
    entry.liked?.at ?? 0,
    entry.rating?.at ?? 0,
    entry.dismissedAt ?? 0,
  );
  for (const progress of Object.values(entry.episodes ?? {})) {
    newest = Math.max(newest, progress.updatedAt);
  }
  return newest;
}

export function listCount(record: ViewerRecord): number {
  return Object.values(record.titles).filter((entry) => entry.list).length;
}

const newestFirst = <T>(pairs: Array<[string, T]>, time: (value: T) => number) =>
  pairs.sort(([, a], [, b]) => time(b) - time(a));

function boundEpisodes(entry: TitleEntry): TitleEntry {
  const episodes = Object.entries(entry.episodes ?? {});
  if (episodes.length <= MAX_EPISODES_PER_SERIES) return entry;
  const kept = newestFirst<Progress>(episodes, (progress) => progress.updatedAt).slice(
    0,
    MAX_EPISODES_PER_SERIES,
  );
  return { ...entry, episodes: Object.fromEntries(kept) };
}

/**
 * The record within its bounds: every list entry (the 500 added last, when
 * a merge brought more), the 200 other titles touched last, and the 300
 * episodes watched last of each series. A record already within them comes
 * back as the same object.
 */
export function boundRecord(record: ViewerRecord): ViewerRecord {
  const entries = Object.entries(record.titles);
  const listed = entries.filter(([, entry]) => entry.list);
  const others = entries.filter(([, entry]) => !entry.list);
  const tooManyEpisodes = entries.some(
    ([, entry]) => Object.keys(entry.episodes ?? {}).length > MAX_EPISODES_PER_SERIES,
  );
  if (listed.length <= MAX_LIST_ENTRIES && others.length <= MAX_TITLES && !tooManyEpisodes) {
    return record;
  }
  newestFirst(listed, (entry) => entry.list?.addedAt ?? 0);
  // Titles leaving the list over its bound become ordinary titles, bound with the others.
  const leaving = listed.splice(MAX_LIST_ENTRIES).map(([key, entry]): [string, TitleEntry] => {
    const rest = { ...entry };
    delete rest.list;
    return [key, rest];
  });
  const kept = newestFirst([...others, ...leaving], touchedAt).slice(0, MAX_TITLES);
  const titles = Object.fromEntries(
    [...listed, ...kept].map(([key, entry]) => [key, boundEpisodes(entry)]),
  );
  return { ...record, titles };
}
