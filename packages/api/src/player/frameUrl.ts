/**
 * Only absolute http(s) addresses go into a player frame: a `javascript:` or
 * `data:` address from a backend would run in (or as) the page. Issue 13
 * brings one URL guard for frames and images to packages/api; when it lands
 * this module re-exports it, and every caller here keeps its name.
 */
export function isFrameableUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.host !== "";
}

/**
 * The host a source is measured by: its origin (scheme, name and port), so
 * two providers on one machine, or one provider's aliases, are told apart.
 * Null for an address that cannot be framed.
 */
export function playerHostOf(url: string): string | null {
  return isFrameableUrl(url) ? new URL(url).origin : null;
}
