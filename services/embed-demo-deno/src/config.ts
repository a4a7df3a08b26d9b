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

/**
 * How a whole host behaves, so players can be ranked by health offline. The
 * host is the request's host name: its first label names the profile
 * (`slow.localhost`, `failing.localhost:5050`); any other name (`localhost`,
 * `127.0.0.1`) is `fast`. Browsers resolve every `*.localhost` name to the
 * loopback address, so one server on one port is four origins.
 * - `fast`: plays at once (the provider as it always was)
 * - `slow`: answers `getState` at once but becomes ready only after `slowStartMs`
 * - `failing`: every player page is an HTTP 500 error page
 * - `stalling`: plays, then stops moving at `stallAfterS` while still saying it plays
 */
export type HostProfile = "fast" | "slow" | "failing" | "stalling";

export const HOST_PROFILES: readonly HostProfile[] = [
  "fast",
  "slow",
  "failing",
  "stalling",
];

/** Within the site's 15 s ready limit, well behind a fast host. */
export const DEFAULT_SLOW_START_MS = 6_000;
/** Early in the 20 s clip, so a stall shows up soon. */
export const DEFAULT_STALL_AFTER_S = 3;

export interface HostTiming {
  slowStartMs: number;
  stallAfterS: number;
}

export const DEFAULT_HOST_TIMING: HostTiming = {
  slowStartMs: DEFAULT_SLOW_START_MS,
  stallAfterS: DEFAULT_STALL_AFTER_S,
};

export function hostProfileOf(hostname: string): HostProfile {
  const label = hostname.toLowerCase().split(".")[0] ?? "";
  return HOST_PROFILES.find((profile) => profile === label) ?? "fast";
}

export interface Config {
  port: number;
  hostname: string;
  failIds: ReadonlyMap<string, FailMode>;
  timing: HostTiming;
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

function readNumber(
  env: { get(name: string): string | undefined },
  name: string,
  fallback: number,
  max: number,
): number {
  const text = env.get(name);
  if (text === undefined || text.trim() === "") return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > max) {
    throw new Error(`${name} must be a number between 0 and ${max}, got "${text}"`);
  }
  return value;
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
    timing: {
      slowStartMs: readNumber(env, "EMBED_SLOW_START_MS", DEFAULT_SLOW_START_MS, 600_000),
      stallAfterS: readNumber(env, "EMBED_STALL_AFTER_S", DEFAULT_STALL_AFTER_S, 3_600),
    },
  };
}
