/**
 * What the site counts (issue 16), as openapi/catalog.yaml's Event: nothing
 * about the viewer, only the title (its page's key and name) or the search.
 */
import type { components } from "../../../../openapi/catalog/types";
import type { TitleRef } from "../viewer/marks";
import { statsSearchQuery } from "./searchQuery";

export type SiteEvent = components["schemas"]["Event"];
export type TitleEventType = components["schemas"]["TitleEvent"]["type"];
export type PlaybackReport = components["schemas"]["PlaybackReport"];

/** The contract's limit on a title's name. */
const NAME_MAX = 200;

const nameOf = (title: TitleRef) => [...title.meta.title].slice(0, NAME_MAX).join("") || title.key;

/** A detail view, playback start or finish, or 'Listeye Ekle' of a title. */
export function titleEvent(type: TitleEventType, title: TitleRef): SiteEvent {
  return { type, title: title.key, name: nameOf(title) };
}

/** 'Sevgili Modu': a room opened, on a title's page or elsewhere. */
export function roomOpenEvent(title: TitleRef | null): SiteEvent {
  return title ? { type: "roomOpen", title: title.key, name: nameOf(title) } : { type: "roomOpen" };
}

/** A search results page with its result count; null when the query is not counted. */
export function searchEvent(typed: string, results: number): SiteEvent | null {
  const query = statsSearchQuery(typed);
  if (query === null) return null;
  return { type: "search", query, results: Math.max(0, Math.min(100_000, Math.floor(results))) };
}
