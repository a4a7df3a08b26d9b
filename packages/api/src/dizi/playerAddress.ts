/**
 * /dizi.json is a static file: its video addresses name the demo embed
 * provider at its documented default address. A deployment that runs the
 * provider elsewhere (another port, another host) tells the site where
 * (GET /api/config), and those addresses are moved there. Any other address
 * is left as it is.
 */
export const DEMO_PLAYER_DEFAULT_ORIGIN = "http://localhost:5050";

export function rebaseDemoPlayerUrl(url: string, playerBase: string | undefined): string {
  if (!playerBase) return url;
  let address: URL;
  let base: URL;
  try {
    address = new URL(url);
    base = new URL(playerBase);
  } catch {
    return url;
  }
  if (address.origin !== DEMO_PLAYER_DEFAULT_ORIGIN || base.origin === address.origin) return url;
  return base.origin + address.pathname + address.search + address.hash;
}
