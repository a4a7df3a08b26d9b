import { dirname } from "node:path";
import { createHandler } from "./src/app.ts";
import {
  type AdminAccount,
  hashedPasswordAccount,
  lockedAccount,
  passwordAccount,
} from "./src/auth.ts";
import { readConfig } from "./src/config.ts";
import { EventRecorder, FLUSH_INTERVAL_MS } from "./src/events/recorder.ts";
import { buildSeed } from "./src/seed/catalogue.ts";
import { PostgresMovieStore } from "./src/store/postgres.ts";
import { SqliteMovieStore } from "./src/store/sqlite.ts";
import type { MovieStore } from "./src/store/store.ts";

/** How long shutdown waits for requests in flight before it stops anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * How often titles deleted more than 30 days ago are purged. A restore checks
 * the 30 days itself, so this only bounds how long the bytes stay.
 */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

const encoder = new TextEncoder();

function writeAll(bytes: Uint8Array): void {
  let written = 0;
  while (written < bytes.length) written += Deno.stdout.writeSync(bytes.subarray(written));
}

/**
 * Request log lines, written in one system call per event-loop turn instead
 * of one per line: under load that is a large share of a small request's cost.
 */
const requestLog = {
  lines: [] as string[],
  scheduled: false,
  write(line: string): void {
    this.lines.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setTimeout(() => this.flush(), 0);
    }
  },
  flush(): void {
    this.scheduled = false;
    if (this.lines.length === 0) return;
    const text = `${this.lines.join("\n")}\n`;
    this.lines = [];
    writeAll(encoder.encode(text));
  },
};

function log(event: Record<string, unknown>): void {
  requestLog.flush();
  writeAll(encoder.encode(`${JSON.stringify(event)}\n`));
}

async function openStore(
  config: ReturnType<typeof readConfig>,
): Promise<MovieStore> {
  const seed = buildSeed(config.embedBaseUrls[0]);
  if (config.databaseUrl) {
    return await PostgresMovieStore.open(config.databaseUrl, seed);
  }
  if (config.databasePath !== ":memory:") {
    await Deno.mkdir(dirname(config.databasePath), { recursive: true });
  }
  return SqliteMovieStore.open(config.databasePath, seed);
}

async function adminAccount(
  config: ReturnType<typeof readConfig>,
): Promise<AdminAccount> {
  if (config.adminPassword) {
    return passwordAccount(config.adminUsername, config.adminPassword);
  }
  if (config.adminPasswordHashFile) {
    const encoded = await Deno.readTextFile(config.adminPasswordHashFile);
    return hashedPasswordAccount(config.adminUsername, encoded);
  }
  log({
    event: "warning",
    message: "No ADMIN_PASSWORD or ADMIN_PASSWORD_HASH_FILE: admin login is disabled",
  });
  return lockedAccount;
}

if (import.meta.main) {
  const config = readConfig(Deno.env);
  const store = await openStore(config);
  // Issue 16: visitors' events are counted in memory and written every second.
  const events = new EventRecorder({
    store: store.events,
    now: Date.now,
    reportError: (error) => log({ event: "error", message: String(error) }),
  });
  const flushEvents = setInterval(() => void events.flush(), FLUSH_INTERVAL_MS);
  const handler = createHandler({
    store,
    account: await adminAccount(config),
    staticDir: config.staticDir,
    log: (line) => requestLog.write(line),
    corsOrigins: config.corsOrigins,
    embedBaseUrls: config.embedBaseUrls,
    tmdbImageOrigin: config.tmdbImageOrigin,
    syncUrl: config.syncUrl,
    tmdb: { apiKey: config.tmdbApiKey, baseUrl: config.tmdbBaseUrl },
    trustProxy: config.trustProxy,
    events,
    playbackReports: config.playbackReports,
    publicOrigin: config.publicOrigin,
  });
  const server = Deno.serve({
    port: config.port,
    hostname: config.hostname,
    onListen: ({ port }) => {
      log({
        event: "listening",
        service: "catalog",
        port,
        database: config.databaseUrl ? "postgres" : "sqlite",
      });
    },
  }, handler);

  const purge = async () => {
    try {
      const purged = await store.purgeDeleted(Date.now());
      if (purged > 0) log({ event: "purged", deletedTitles: purged });
    } catch (error) {
      log({ event: "error", message: `purging deleted titles: ${String(error)}` });
    }
  };
  await purge();
  const purging = setInterval(purge, PURGE_INTERVAL_MS);
  Deno.unrefTimer(purging);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    clearInterval(purging);
    log({ event: "stopping", signal });
    const deadline = setTimeout(() => {
      log({ event: "stopped", forced: true });
      Deno.exit(1);
    }, SHUTDOWN_GRACE_MS);
    // Stop accepting, let requests in flight finish, then close the database.
    await server.shutdown();
    clearInterval(flushEvents);
    await events.flush();
    await store.close();
    clearTimeout(deadline);
    log({ event: "stopped" });
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", () => void shutdown("SIGINT"));
  Deno.addSignalListener("SIGTERM", () => void shutdown("SIGTERM"));
}
