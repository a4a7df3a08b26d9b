/** SPEC.md §5 list thresholds and §9 limits, as named constants and pure filters. */

/** SPEC.md §5: "High-rated list keeps only items with rating at or above 7.5". */
export const HIGH_RATED_MIN = 7.5;

/**
 * SPEC.md §5: "Home high-rated thresholds are 7 and 8 (fallback 3.5 and 4)":
 * the home's rated-7+ row and its recommended row; when no title reaches the
 * threshold (a catalogue rated out of 5, or a sparse one) the fallback
 * threshold applies instead.
 */
export const HOME_HIGH_RATED = { min: 7, fallbackMin: 3.5 } as const;
export const HOME_RECOMMENDED = { min: 8, fallbackMin: 4 } as const;

/** SPEC.md §9: "Most viewed and most liked limit: 50." */
export const MOST_LIMIT = 50;

interface Rated {
  rating: number | null | undefined;
}

const ratingOf = (item: Rated) => item.rating ?? Number.NEGATIVE_INFINITY;

/** Highest rating first; unrated items last; ties keep their order. */
export function byRatingDesc<T extends Rated>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => ratingOf(b) - ratingOf(a));
}

/** SPEC.md §5: rating at or above 7.5, "sorted by rating descending". */
export function highRated<T extends Rated>(items: readonly T[]): T[] {
  return byRatingDesc(items.filter((item) => ratingOf(item) >= HIGH_RATED_MIN));
}

/** Items rated at least `min`, best first; if none is, those rated at least `fallbackMin`. */
export function ratedAtLeast<T extends Rated>(
  items: readonly T[],
  threshold: { readonly min: number; readonly fallbackMin: number },
): T[] {
  const strict = items.filter((item) => ratingOf(item) >= threshold.min);
  const chosen =
    strict.length > 0 ? strict : items.filter((item) => ratingOf(item) >= threshold.fallbackMin);
  return byRatingDesc(chosen);
}

type Counted<K extends string> = { [key in K]?: number | null | undefined };

function mostBy<K extends "views" | "likes" | "comments", T extends Counted<K>>(
  items: readonly T[],
  key: K,
  limit: number,
): T[] {
  const count = (item: T) => item[key] ?? 0;
  return items
    .filter((item) => count(item) > 0)
    .sort((a, b) => count(b) - count(a))
    .slice(0, limit);
}

/** SPEC.md §5: "Most viewed keeps only views above 0"; most first, at most 50. */
export function mostViewed<T extends Counted<"views">>(items: readonly T[], limit = MOST_LIMIT) {
  return mostBy(items, "views", limit);
}

/** SPEC.md §5: "Most liked keeps only likes above 0"; most first, at most 50. */
export function mostLiked<T extends Counted<"likes">>(items: readonly T[], limit = MOST_LIMIT) {
  return mostBy(items, "likes", limit);
}

/** Most commented, by the same rule as most liked (comments above 0, at most 50). */
export function mostCommented<T extends Counted<"comments">>(
  items: readonly T[],
  limit = MOST_LIMIT,
) {
  return mostBy(items, "comments", limit);
}
