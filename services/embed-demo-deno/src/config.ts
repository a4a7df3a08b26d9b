/** Failure modes a player id can be given, so the site's source fallback has something to fall back from. */
export type FailMode = "error" | "notfound" | "stall" | "broken";

const FAIL_MODES: readonly FailMode[] = [
  "error",
  "notfound",
  "stall",
  "broken",
];

export const DEFAULT_EMBED_PORT = 5050;
/**
 * The seed's three demo titles (Kayıp Sinyal, Sessiz Yayın, Kırık Makara) use
 * these TMDB ids, so their first player source fails while their IMDb-id
 * source plays.
 */
export const DEFAULT_FAIL_IDS = "900001:error,900002:stall,900003:broken";

export interface Config {
  port: number;
  hostname: string;
  failIds: ReadonlyMap<string, FailMode>;
}

/** `id` or `id:mode` entries, comma separated; a bare id fails with an HTTP error page. */
export function parseFailIds(text: string): Map<string, FailMode> {
  const ids = new Map<string, FailMode>();
  for (
    const entry of text.split(",").map((part) => part.trim()).filter(Boolean)
  ) {
    const [id, mode = "error"] = entry.split(":");
    if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) {
      throw new Error(`EMBED_FAIL_IDS: "${entry}" is not an id`);
    }
    if (!FAIL_MODES.includes(mode as FailMode)) {
      throw new Error(
        `EMBED_FAIL_IDS: mode of "${entry}" must be one of ${FAIL_MODES.join(", ")}`,
      );
    }
    ids.set(id, mode as FailMode);
  }
  return ids;
}

export function readConfig(
  env: { get(name: string): string | undefined },
): Config {
  const portText = env.get("EMBED_PORT");
  const port = portText === undefined ? DEFAULT_EMBED_PORT : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `EMBED_PORT must be an integer between 0 and 65535, got "${portText}"`,
    );
  }
  return {
    port,
    hostname: env.get("HOST") ?? "0.0.0.0",
    failIds: parseFailIds(env.get("EMBED_FAIL_IDS") ?? DEFAULT_FAIL_IDS),
  };
}
