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
