import type { Backend } from "./src/backend.ts";
import { systemClock } from "./src/clock.ts";
import { type Config, readConfig } from "./src/config.ts";
import { createHandler, type SyncHandler } from "./src/handler.ts";
import { SyncMetrics } from "./src/metrics.ts";
import { serve } from "./src/server.ts";

export { DEFAULT_PORT } from "./src/config.ts";

/** How long a drain waits for viewers to be sent elsewhere before it stops anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

function log(event: Record<string, unknown>): void {
  console.log(JSON.stringify(event));
}

/** Stops with one line saying what failed: an operator reads it, not a stack trace. */
function fail(message: string): never {
  log({ event: "error", message });
  Deno.exit(1);
}

/** Where REDIS_URL points, without its password, for error lines. */
function redisWhere(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "6379"}`;
  } catch {
    return "(unparsable URL)";
  }
}

if (import.meta.main) {
  let config: Config;
  try {
    config = readConfig(Deno.env);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  // Issue 29: Prometheus metrics on a listener of their own, never the public port.
  const service: { handler?: SyncHandler } = {};
  const metrics = config.metricsPort === undefined
    ? undefined
    : new SyncMetrics(() => service.handler?.stats() ?? { connections: 0, rooms: 0 });
  let backend: Backend | undefined;
  if (config.redisUrl) {
    // Loaded only when used: one instance in memory starts without the Redis client.
    const { RedisBackend } = await import("./src/redis.ts");
    try {
      backend = await RedisBackend.connect(config.redisUrl, {
        log: (event) => {
          if (event.event === "redis_ready") metrics?.redisReconnected();
          console.error(JSON.stringify(event));
        },
      });
    } catch (error) {
      const cause = error instanceof Error ? error.message.replace(/^.*?: /, "") : String(error);
      fail(`REDIS_URL: cannot reach Redis at ${redisWhere(config.redisUrl)}: ${cause}`);
    }
  }
  const handler = createHandler({
    clock: systemClock,
    allowedOrigins: config.allowedOrigins,
    allowNoOrigin: config.allowNoOrigin,
    maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    maxJoinsPerMinute: config.maxJoinsPerMinute,
    ...(backend ? { backend } : {}),
    ...(metrics ? { observe: metrics } : {}),
  });
  service.handler = handler;
  let server: Awaited<ReturnType<typeof serve>>;
  try {
    server = await serve(handler, { port: config.port, hostname: config.hostname });
  } catch (error) {
    if ((error as { code?: string }).code === "EADDRINUSE") {
      fail(
        `SYNC_PORT ${config.port} is already in use on ${config.hostname}: set SYNC_PORT to another port`,
      );
    }
    throw error;
  }
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
          `SYNC_METRICS_PORT ${config.metricsPort} is already in use: set SYNC_METRICS_PORT to another port`,
        );
      }
      throw error;
    }
  }
  log({
    event: "listening",
    service: "sync",
    port: server.port,
    rooms: backend ? "redis" : "memory",
    ...(metricsServer ? { metricsPort: metricsServer.addr.port } : {}),
  });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log({ event: "stopping", signal });
    const deadline = setTimeout(() => {
      log({ event: "stopped", forced: true });
      Deno.exit(1);
    }, SHUTDOWN_GRACE_MS);
    // Issue 29's drain: stop accepting (the balancer's next handshake goes to
    // another instance), then tell every viewer to reconnect at once (4005);
    // they rejoin there with their seats' secrets.
    server.stopAccepting();
    await handler.close();
    await server.shutdown();
    await metricsServer?.shutdown();
    await backend?.close();
    clearTimeout(deadline);
    log({ event: "stopped" });
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", () => void shutdown("SIGINT"));
  Deno.addSignalListener("SIGTERM", () => void shutdown("SIGTERM"));
}
