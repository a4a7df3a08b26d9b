/**
 * The one rule for every address this package hands to a frame `src` or an
 * image `src` (issue 13: "packages/api refuses to hand any other scheme to a
 * frame or image even when a backend sends one"): an absolute `http:` or
 * `https:` URL, or a path on this site starting with a single `/`. The
 * catalogue contract's `Url` pattern says the same, but a backend that does
 * not keep it (an old record, another deployment, a static file) must still
 * never put `javascript:` or `data:` in front of the browser.
 */
const SITE_PATH = /^\/(?![/\\])\S*$/;
const ABSOLUTE = /^https?:\/\/[^\s/?#\\]\S*$/i;

/** The address itself when it is safe to load, otherwise null. */
export function safeUrl(url: string | null | undefined): string | null {
  if (typeof url !== "string") return null;
  if (SITE_PATH.test(url)) return url;
  if (!ABSOLUTE.test(url)) return null;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.host !== ""
      ? url
      : null;
  } catch {
    return null;
  }
}

/** The catalogue's drawn images (SVG), which have a raster copy beside them. */
const DRAWN_IMAGE =
  /^((?:https?:\/\/[^/]+)?\/api\/images\/(poster|backdrop)\/[A-Za-z0-9_-]{1,64})\.(?:svg|png)$/;

/** The catalogue's drawn sizes (services/catalog-deno/src/images.ts). */
const DRAWN_SIZES = {
  poster: { width: 500, height: 750 },
  backdrop: { width: 1280, height: 720 },
} as const;

/**
 * The pixel size of an image whose size is known (the catalogue's drawn
 * posters and backdrops, SVG or PNG), else null: a link preview declares it
 * (`og:image:width`/`height`) so a chat app lays the card out at once.
 */
export function previewImageSize(
  url: string | null | undefined,
): { width: number; height: number } | null {
  const kind = DRAWN_IMAGE.exec(safeUrl(url) ?? "")?.[2] as keyof typeof DRAWN_SIZES | undefined;
  return kind ? DRAWN_SIZES[kind] : null;
}

/**
 * The image a link preview (`og:image`, `twitter:image`) names: messaging
 * apps and social networks show no SVG, so a drawn image is named by its PNG
 * copy; any other safe address as it is, an unsafe one not at all.
 */
export function previewImage(url: string | null | undefined): string | null {
  const safe = safeUrl(url);
  if (safe === null) return null;
  const drawn = DRAWN_IMAGE.exec(safe);
  return drawn ? `${drawn[1]}.png` : safe;
}
