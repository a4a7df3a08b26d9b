import type { CatalogClient } from "../catalog/client";
import { listSection, type ListKind } from "../sections";
import type { MediaType } from "../tmdb/client";
import type { ContentItem } from "./items";
import type { ContentProvider } from "./provider";

// The list pages are sections (../sections.ts): their kinds and page arguments live there.
export { LIST_COUNTS, LIST_KINDS, TURKISH_DRAW, isListKind, type ListKind } from "../sections";

export interface ListOptions {
  /** SPEC.md §2: featured and trending take an optional ?type=tv. */
  type?: MediaType | undefined;
}

/** The ?type= value of featured and trending: tv, or nothing (both kinds). */
export function listTypeFromQuery(value: string | null | undefined): MediaType | undefined {
  return value === "tv" ? "tv" : undefined;
}

export interface ListDeps {
  provider: ContentProvider;
  catalog: CatalogClient;
}

/**
 * One call per list page, as its section says. A catalogue failure rejects,
 * so the page shows its error.
 */
export async function getList(
  deps: ListDeps,
  kind: ListKind,
  options: ListOptions = {},
): Promise<ContentItem[]> {
  return listSection(kind).list.load(deps, options);
}
