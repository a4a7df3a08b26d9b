/** Service configuration, read once from the environment by main.ts. */
import { DEFAULT_MAX_CONNECTIONS_PER_ADDRESS, DEFAULT_MAX_JOINS_PER_MINUTE } from "./limits.ts";

export interface Config {
  readonly port: number;
  readonly hostname: string;
  /** Origins whose pages may open a room; "*" allows any. */
  readonly allowedOrigins: readonly string[] | "*";
  /** With a Redis URL, rooms and relays are shared with the other instances through Redis. */
  readonly redisUrl: string | undefined;
  /** Handshakes without Origin (native clients, not browser pages) are accepted. */
  readonly allowNoOrigin: boolean;
  readonly maxConnectionsPerAddress: number;
  readonly maxJoinsPerMinute: number;
  /** Issue 29: the Prometheus listener's port (SYNC_METRICS_PORT); none when unset. */
  readonly metricsPort: number | undefined;
  /** Its address (METRICS_HOST): loopback unless an operator opens it. */
  readonly metricsHost: string;
}

function positiveInteger(
  env: { get(name: string): string | undefined },
  name: string,
  fallback: number,
): number {
  const text = env.get(name)?.trim();
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a positive integer, got "${text}"`);
  }
  return value;
}

export const DEFAULT_PORT = 8787;
/** The site under `npm start` (catalogue service) and under `pnpm dev` (Vite). */
export const DEFAULT_ALLOWED_ORIGINS = [
  "http://localhost:5000",
  "http://127.0.0.1:5000",
  "http://localhost:5173",
  "http://127.0.0.1:5173",
];

export function readConfig(env: { get(name: string): string | undefined }): Config {
  const portText = env.get("SYNC_PORT");
  const port = portText === undefined ? DEFAULT_PORT : Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`SYNC_PORT must be an integer between 0 and 65535, got "${portText}"`);
  }
  const originsText = env.get("SYNC_ALLOWED_ORIGINS")?.trim();
  let allowedOrigins: readonly string[] | "*" = DEFAULT_ALLOWED_ORIGINS;
  if (originsText === "*") allowedOrigins = "*";
  else if (originsText) {
    allowedOrigins = originsText.split(",").map((origin) => origin.trim()).filter(Boolean);
    for (const origin of allowedOrigins) {
      let parsed: URL;
      try {
        parsed = new URL(origin);
      } catch {
        throw new Error(`SYNC_ALLOWED_ORIGINS: "${origin}" is not an origin like http://host:port`);
      }
      if (parsed.origin !== origin) {
        throw new Error(
          `SYNC_ALLOWED_ORIGINS: "${origin}" is not an origin; did you mean "${parsed.origin}"?`,
        );
      }
    }
  }
  const metricsText = env.get("SYNC_METRICS_PORT")?.trim();
  const metricsPort = metricsText ? Number(metricsText) : undefined;
  if (
    metricsPort !== undefined &&
    (!Number.isInteger(metricsPort) || metricsPort < 0 || metricsPort > 65535)
  ) {
    throw new Error(
      `SYNC_METRICS_PORT must be an integer between 0 and 65535, got "${metricsText}"`,
    );
  }
  const redisUrl = env.get("REDIS_URL") || undefined;
  if (redisUrl !== undefined && !/^rediss?:\/\/[^/]/.test(redisUrl)) {
    throw new Error(
      "REDIS_URL must look like redis://host:port (unset it to keep rooms in memory)",
    );
  }
  return {
    port,
    hostname: env.get("HOST") ?? "0.0.0.0",
    allowedOrigins,
    redisUrl,
    allowNoOrigin: env.get("SYNC_ALLOW_NO_ORIGIN") === "1",
    maxConnectionsPerAddress: positiveInteger(
      env,
      "SYNC_MAX_CONNECTIONS_PER_ADDRESS",
      DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
    ),
    maxJoinsPerMinute: positiveInteger(
      env,
      "SYNC_MAX_JOINS_PER_MINUTE",
      DEFAULT_MAX_JOINS_PER_MINUTE,
    ),
    metricsPort,
    metricsHost: env.get("METRICS_HOST") || "127.0.0.1",
  };
}
