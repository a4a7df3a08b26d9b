import type { DehydratedState } from "@tanstack/react-query";

/** The id of the JSON block a server-rendered page carries (entry-server.tsx). */
export const HANDOVER_ID = "sinema-data";

/** What the server hands the browser with a rendered page. */
export interface Handover {
  /** The origin the page names in its absolute addresses (PUBLIC_ORIGIN or the request's). */
  origin: string;
  /** React Router's loader data, as createBrowserRouter reads it from window. */
  router: unknown;
  /** The TanStack Query answers the page's components were rendered with. */
  queries: DehydratedState;
}

let read: Handover | null | undefined;

/**
 * The page's handover, or null on a page the browser renders itself (admin).
 * A JSON block, not a script: the site's Content-Security-Policy allows no
 * inline script, and data needs none.
 */
export function handover(): Handover | null {
  if (read !== undefined) return read;
  const element = typeof document === "undefined" ? null : document.getElementById(HANDOVER_ID);
  read = element?.textContent ? (JSON.parse(element.textContent) as Handover) : null;
  return read;
}
