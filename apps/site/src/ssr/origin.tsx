import { createContext, useContext } from "react";

/**
 * The site's origin ("https://sinema.example") for absolute URLs in head tags
 * and JSON-LD: the request's on the server, the address bar's in the browser,
 * so both render the same markup.
 */
export const OriginContext = createContext<string | null>(null);

export function useOrigin(): string {
  const given = useContext(OriginContext);
  if (given !== null) return given;
  return typeof window === "undefined" ? "" : window.location.origin;
}
