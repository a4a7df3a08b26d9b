import { DEFAULT_EMBED_BASE_URL } from "./seed/catalogue.ts";

/** Service configuration, read once from the environment by main.ts. */
export interface Config {
  readonly port: number;
  readonly hostname: string;
  /** SQLite file; created, migrated and seeded on first start. */
  readonly databasePath: string;
  /** `postgres://…` selects PostgreSQL instead of SQLite. */
  readonly databaseUrl: string | undefined;
  /** Built site to serve in production mode (apps/site/dist); absent in development. */
  readonly staticDir: string | undefined;
  readonly adminUsername: string;
  /** Plain admin password from ADMIN_PASSWORD. */
  readonly adminPassword: string | undefined;
  /** File with a PBKDF2 hash of the admin password (written by `npm start`). */
  readonly adminPasswordHashFile: string | undefined;
  /** Origins allowed to call /api from a browser (the Vite dev server by default). */
  readonly corsOrigins: readonly string[];
  /** Player hosts, in the order the site tries them; the only hosts frames may load. */
  readonly embedBaseUrls: readonly string[];
  /** WebSocket URL of the couple-mode sync service. */
  readonly syncUrl: string;
  readonly tmdbApiKey: string | undefined;
  readonly tmdbBaseUrl: string;
  /** Take the client address from X-Forwarded-For (only behind a trusted proxy). */
  readonly trustProxy: boolean;
  /** Issue 15: take anonymous playback reports (PLAYBACK_REPORTS=1); off by default. */
  readonly playbackReports: boolean;
  /**
   * The site's public origin (PUBLIC_ORIGIN, e.g. "https://sinema.example"):
   * canonical, Open Graph and sitemap addresses; the request's origin when unset.
   */
  readonly publicOrigin: string | undefined;
  /** Issue 29: the Prometheus listener's port (METRICS_PORT); none when unset. */
  readonly metricsPort: number | undefined;
  /** Its address (METRICS_HOST): loopback unless an operator opens it. */
  readonly metricsHost: string;
  /**
   * Issue 29: after SIGTERM, how long the instance keeps serving while
   * /api/ready says "draining" (DRAIN_DELAY_MS), so a balancer takes it out
   * of rotation before it stops accepting; 0 stops accepting at once.
   */
  readonly drainDelayMs: number;
}

export const DEFAULT_PORT = 5000;
export const DEFAULT_DATABASE_PATH = "data/catalog.sqlite";
export const DEFAULT_ADMIN_USERNAME = "admin";
export const DEFAULT_CORS_ORIGINS = ["http://localhost:5173"];
export const DEFAULT_SYNC_URL = "ws://localhost:8787";
export const DEFAULT_TMDB_BASE_URL = "https://api.themoviedb.org/3";

function list(
  text: string | undefined,
  fallback: readonly string[],
): readonly string[] {
  if (text === undefined || text.trim() === "") return fallback;
  return text.split(",").map((item) => item.trim().replace(/\/+$/, "")).filter(
    Boolean,
  );
}

function origin(text: string, name: string): string {
  try {
    const url = new URL(text);
    if (!/^(https?|wss?):$/.test(url.protocol)) {
      throw new Error("unsupported scheme");
    }
    return text;
  } catch {
    throw new Error(
      `${name} must hold absolute http(s) or ws(s) URLs, got "${text}"`,
    );
  }
}

/** Longest drain delay: it and the requests in flight share the 10 s shutdown. */
const MAX_DRAIN_DELAY_MS = 5_000;

function drainDelay(text: string | undefined): number {
  if (text === undefined || text.trim() === "") return 0;
  const ms = Number(text);
  if (!Number.isInteger(ms) || ms < 0 || ms > MAX_DRAIN_DELAY_MS) {
    throw new Error(
      `DRAIN_DELAY_MS must be an integer from 0 to ${MAX_DRAIN_DELAY_MS}, got "${text}"`,
    );
  }
  return ms;
}

function optionalPort(text: string | undefined, name: string): number | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be an integer between 0 and 65535, got "${text}"`);
  }
  return port;
}

/** PUBLIC_ORIGIN: an http(s) origin, nothing after the host. */
function publicOrigin(text: string | undefined): string | undefined {
  if (text === undefined || text.trim() === "") return undefined;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    url = new URL("invalid:");
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname.replace(/\/+$/, "") !== "" || url.search) {
    throw new Error(
      `PUBLIC_ORIGIN must be an http(s) origin such as https://sinema.example, got "${text}"`,
    );
  }
  return url.origin;
}

export function readConfig(
  env: { get(name: string): string | undefined },
): Config {
  const portText = env.get("PORT");
  const port = portText === undefined ? DEFAULT_PORT : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(
      `PORT must be an integer between 0 and 65535, got "${portText}"`,
    );
  }
  const databaseUrl = env.get("DATABASE_URL") || undefined;
  if (databaseUrl !== undefined && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(
      "DATABASE_URL must start with postgres:// (unset it to use SQLite)",
    );
  }
  return {
    port,
    hostname: env.get("HOST") ?? "0.0.0.0",
    databasePath: env.get("DATABASE_PATH") ?? DEFAULT_DATABASE_PATH,
    databaseUrl,
    staticDir: env.get("STATIC_DIR") || undefined,
    adminUsername: env.get("ADMIN_USERNAME") || DEFAULT_ADMIN_USERNAME,
    adminPassword: env.get("ADMIN_PASSWORD") || undefined,
    adminPasswordHashFile: env.get("ADMIN_PASSWORD_HASH_FILE") || undefined,
    corsOrigins: list(env.get("CORS_ORIGINS"), DEFAULT_CORS_ORIGINS),
    embedBaseUrls: list(env.get("EMBED_BASE_URLS"), [DEFAULT_EMBED_BASE_URL])
      .map((url) => origin(url, "EMBED_BASE_URLS")),
    syncUrl: origin(env.get("SYNC_URL") || DEFAULT_SYNC_URL, "SYNC_URL"),
    tmdbApiKey: env.get("TMDB_API_KEY") || undefined,
    tmdbBaseUrl: (env.get("TMDB_BASE_URL") || DEFAULT_TMDB_BASE_URL).replace(
      /\/+$/,
      "",
    ),
    trustProxy: env.get("TRUST_PROXY") === "1",
    playbackReports: env.get("PLAYBACK_REPORTS") === "1",
    publicOrigin: publicOrigin(env.get("PUBLIC_ORIGIN")),
    metricsPort: optionalPort(env.get("METRICS_PORT"), "METRICS_PORT"),
    metricsHost: env.get("METRICS_HOST") || "127.0.0.1",
    drainDelayMs: drainDelay(env.get("DRAIN_DELAY_MS")),
  };
}
