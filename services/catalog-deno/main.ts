import { dirname } from "node:path";
import { createHandler, type ServeInfo } from "./src/app.ts";
import {
  type AdminAccount,
  hashedPasswordAccount,
  lockedAccount,
  passwordAccount,
} from "./src/auth.ts";
import { readConfig } from "./src/config.ts";
import { Lifecycle } from "./src/lifecycle.ts";
import { CatalogMetrics } from "./src/metrics.ts";
import { EventRecorder, FLUSH_INTERVAL_MS } from "./src/events/recorder.ts";
import { buildSeed } from "./src/seed/catalogue.ts";
import { PostgresMovieStore } from "./src/store/postgres.ts";
import { SqliteMovieStore } from "./src/store/sqlite.ts";
import type { MovieStore } from "./src/store/store.ts";

/** How long shutdown waits for requests in flight before it stops anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
/** Seconds a client is asked to wait while the instance is still opening its database. */
const STARTING_RETRY_AFTER_S = 1;
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

/** Stops with one line saying what failed: an operator reads it, not a stack trace. */
function fail(message: string): never {
  log({ event: "error", message });
  Deno.exit(1);
}

/** Where DATABASE_URL points, without its password, for error lines. */
function databaseWhere(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "(unparsable URL)";
  }
}

/** The answer to every request while the database is being opened and migrated. */
function starting(): Response {
  return Response.json(
    { status: "not-ready", reason: "starting", detail: "Opening the database" },
    {
      status: 503,
      headers: { "retry-after": String(STARTING_RETRY_AFTER_S), "cache-control": "no-store" },
    },
  );
}

if (import.meta.main) {
  let config: ReturnType<typeof readConfig>;
  try {
    config = readConfig(Deno.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  // Issue 29: listen first and answer 503 (readiness "starting") while the
  // database is opened and migrated, so a balancer sees a starting instance,
  // not a dead one; the "listening" line is written once it serves.
  const lifecycle = new Lifecycle("starting");
  const app: { handler?: (request: Request, info: ServeInfo) => Promise<Response> } = {};
  let server: Deno.HttpServer<Deno.NetAddr>;
  try {
    server = Deno.serve(
      { port: config.port, hostname: config.hostname, onListen: () => {} },
      (request, info) => app.handler ? app.handler(request, info as ServeInfo) : starting(),
    );
  } catch (error) {
    if (error instanceof Deno.errors.AddrInUse) {
      fail(`PORT ${config.port} is already in use on ${config.hostname}: set PORT to another port`);
    }
    throw error;
  }
  let store: MovieStore;
  try {
    store = await openStore(config);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    fail(
      config.databaseUrl
        ? `DATABASE_URL: cannot open the PostgreSQL database at ${
          databaseWhere(config.databaseUrl)
        }: ${reason}`
        : `DATABASE_PATH: cannot open the SQLite database ${config.databasePath}: ${reason}`,
    );
  }
  // Issue 16: visitors' events are counted in memory and written every second.
  const events = new EventRecorder({
    store: store.events,
    now: Date.now,
    reportError: (error) => log({ event: "error", message: String(error) }),
  });
  const flushEvents = setInterval(() => void events.flush(), FLUSH_INTERVAL_MS);
  // Issue 29: Prometheus metrics on a listener of their own, never the public port.
  const metrics = config.metricsPort === undefined ? undefined : new CatalogMetrics({
    processMetrics: true,
    eventQueueDepth: () => events.pendingCount,
  });
  let metricsServer: Deno.HttpServer<Deno.NetAddr> | undefined;
  if (metrics && config.metricsPort !== undefined) {
    try {
      metricsServer = Deno.serve(
        { port: config.metricsPort, hostname: config.metricsHost, onListen: () => {} },
        async (request) =>
          new URL(request.url).pathname === "/metrics"
            ? new Response(await metrics.text(), {
              headers: { "content-type": metrics.contentType },
            })
            : new Response("Not found\n", { status: 404 }),
      );
    } catch (error) {
      if (error instanceof Deno.errors.AddrInUse) {
        fail(
          `METRICS_PORT ${config.metricsPort} is already in use: set METRICS_PORT to another port`,
        );
      }
      throw error;
    }
  }
  app.handler = createHandler({
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
    lifecycle,
    metrics,
    warmPages: true,
  });

  const purge = async () => {
    try {
      const purged = await store.purgeDeleted(Date.now());
      if (purged > 0) log({ event: "purged", deletedTitles: purged });
    } catch (error) {
      log({ event: "error", message: `purging deleted titles: ${String(error)}` });
    }
  };
  const purging = setInterval(purge, PURGE_INTERVAL_MS);
  Deno.unrefTimer(purging);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.draining();
    clearInterval(purging);
    log({ event: "stopping", signal });
    const deadline = setTimeout(() => {
      log({ event: "stopped", forced: true });
      Deno.exit(1);
    }, SHUTDOWN_GRACE_MS);
    // /api/ready says "draining" from now; with DRAIN_DELAY_MS the instance
    // keeps serving that long so the balancer stops sending before the
    // listener closes (a connection accepted but not yet read when it closes
    // would end without an answer).
    if (config.drainDelayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
    }
    // Stop accepting (a proxy's next connection is refused and goes to another
    // instance), let requests in flight finish, then write the counted events
    // and close the database: every write that was answered is stored.
    await server.shutdown();
    await metricsServer?.shutdown();
    clearInterval(flushEvents);
    await events.flush();
    await store.close();
    clearTimeout(deadline);
    log({ event: "stopped" });
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", () => void shutdown("SIGINT"));
  Deno.addSignalListener("SIGTERM", () => void shutdown("SIGTERM"));
  // "listening" is said once a stop would drain: a supervisor that signals as
  // soon as it reads the line gets a clean stop, not the default kill.
  lifecycle.serving();
  log({
    event: "listening",
    service: "catalog",
    port: server.addr.port,
    database: config.databaseUrl ? "postgres" : "sqlite",
    ...(metricsServer ? { metricsPort: metricsServer.addr.port } : {}),
  });
  await purge();
}
