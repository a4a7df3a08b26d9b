/**
 * SPEC.md §2: "Cards in public lists link to /{type}/{id}. The type is
 * movie, tv or series and defaults to movie (tv for new episodes). The id is
 * the backend id, else id, else the tmdb id."
 */

export type CardType = "movie" | "tv" | "series";

const CARD_TYPES: readonly string[] = ["movie", "tv", "series"];

export interface Linkable {
  _id?: string | number | null | undefined;
  id?: string | number | null | undefined;
  tmdbId?: string | number | null | undefined;
  tmdb_id?: string | number | null | undefined;
  type?: string | null | undefined;
}

function present(value: string | number | null | undefined): value is string | number {
  return value !== null && value !== undefined && String(value).trim() !== "";
}

/** The card's address, or null when the item has no id at all (the card then does not link). */
export function cardHref(item: Linkable, defaultType: CardType = "movie"): string | null {
  const type = item.type && CARD_TYPES.includes(item.type) ? item.type : defaultType;
  const id = [item._id, item.id, item.tmdbId, item.tmdb_id].find(present);
  return id === undefined ? null : `/${type}/${encodeURIComponent(String(id))}`;
}
