/**
 * Device transfer: the record that arrives is merged into this device's,
 * never written over it. Per title and field, the newer one wins:
 *
 * - progress (a film's) and each episode's progress: the later `updatedAt`;
 * - 'İzlendi', 'Beğenildi', the stars: the later `at`, an undo included
 *   (un-liking on the phone after liking on the laptop leaves it un-liked);
 * - 'Listem': the union — a title in either list is in the merged one, since
 *   its first `addedAt` (a removal is not carried: the list only grows);
 * - a card removed from 'İzlemeye Devam Et': the later removal;
 * - the card's meta: from the side that touched the title last;
 * - preferences: the later choice; the one-time notice: this device's.
 *
 * Ties keep this device's value. The result is bounded like any record.
 * Times are each device's clock: a device whose clock runs ahead wins ties
 * it should not, which a viewer moving their own list can live with.
 */
import type { Progress, TitleEntry, ViewerRecord } from "../generated/viewer";
import { boundRecord, touchedAt } from "./bounds";

type Stamped = { at: number };

const newer = <T extends Stamped>(local: T | undefined, incoming: T | undefined) =>
  incoming && (!local || incoming.at > local.at) ? incoming : local;

const newerProgress = (local: Progress | undefined, incoming: Progress | undefined) =>
  incoming && (!local || incoming.updatedAt > local.updatedAt) ? incoming : local;

function mergeEpisodes(
  local: TitleEntry["episodes"],
  incoming: TitleEntry["episodes"],
): TitleEntry["episodes"] {
  if (!local || !incoming) return local ?? incoming;
  const merged = { ...local };
  for (const [key, progress] of Object.entries(incoming)) {
    merged[key] = newerProgress(local[key], progress) ?? progress;
  }
  return merged;
}

function mergeEntry(local: TitleEntry, incoming: TitleEntry): TitleEntry {
  const merged: TitleEntry = {
    meta: touchedAt(incoming) > touchedAt(local) ? incoming.meta : local.meta,
  };
  const fields: { [K in keyof TitleEntry]?: TitleEntry[K] | undefined } = {
    progress: newerProgress(local.progress, incoming.progress),
    episodes: mergeEpisodes(local.episodes, incoming.episodes),
    list:
      local.list && incoming.list
        ? { addedAt: Math.min(local.list.addedAt, incoming.list.addedAt) }
        : (local.list ?? incoming.list),
    watched: newer(local.watched, incoming.watched),
    liked: newer(local.liked, incoming.liked),
    rating: newer(local.rating, incoming.rating),
    dismissedAt:
      local.dismissedAt === undefined || incoming.dismissedAt === undefined
        ? (local.dismissedAt ?? incoming.dismissedAt)
        : Math.max(local.dismissedAt, incoming.dismissedAt),
  };
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(merged, { [field]: value });
  }
  return merged;
}

export function mergeRecords(local: ViewerRecord, incoming: ViewerRecord): ViewerRecord {
  const titles = { ...local.titles };
  for (const [key, entry] of Object.entries(incoming.titles)) {
    const mine = titles[key];
    titles[key] = mine ? mergeEntry(mine, entry) : entry;
  }
  const language = newer(local.preferences.playbackLanguage, incoming.preferences.playbackLanguage);
  const name = newer(local.preferences.displayName, incoming.preferences.displayName);
  return boundRecord({
    ...local,
    titles,
    preferences: {
      ...local.preferences,
      ...(language ? { playbackLanguage: language } : {}),
      ...(name ? { displayName: name } : {}),
    },
  });
}
