/** SPEC.md §7: "Posters come from an image host in w200 (search) and w500 (lists). Backdrops use original size." */
export const DEFAULT_IMAGE_BASE = "https://image.tmdb.org/t/p";

/** Issue 33 adds w1280, the imported backdrop: wide enough for a page hero, far lighter than the original. */
export type ImageSize = "w200" | "w500" | "w1280" | "original";
export const SEARCH_POSTER_SIZE = "w200" satisfies ImageSize;
export const LIST_POSTER_SIZE = "w500" satisfies ImageSize;
export const BACKDROP_SIZE = "original" satisfies ImageSize;

/**
 * The address of an image path from the metadata service ("/abc.jpg"); null
 * when there is none, so the card shows its placeholder. Addresses that are
 * already absolute (the catalogue's posters) are returned as they are.
 */
export function imageUrl(
  path: string | null | undefined,
  size: ImageSize,
  base: string = DEFAULT_IMAGE_BASE,
): string | null {
  if (!path || !path.trim()) return null;
  if (/^https?:\/\//i.test(path)) return path;
  const cleanBase = base.replace(/\/+$/, "");
  return `${cleanBase}/${size}${path.startsWith("/") ? "" : "/"}${path}`;
}

export function posterUrl(
  path: string | null | undefined,
  size: "w200" | "w500" = LIST_POSTER_SIZE,
  base?: string,
): string | null {
  return imageUrl(path, size, base);
}

export function backdropUrl(path: string | null | undefined, base?: string): string | null {
  return imageUrl(path, BACKDROP_SIZE, base);
}
