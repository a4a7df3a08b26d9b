import type { Backend } from "./src/backend.ts";
import { systemClock } from "./src/clock.ts";
import { readConfig } from "./src/config.ts";
import { createHandler } from "./src/handler.ts";
import { serve } from "./src/server.ts";

export { DEFAULT_PORT } from "./src/config.ts";

if (import.meta.main) {
  const config = readConfig(Deno.env);
  let backend: Backend | undefined;
  if (config.redisUrl) {
    // Loaded only when used: one instance in memory starts without the Redis client.
    const { RedisBackend } = await import("./src/redis.ts");
    backend = await RedisBackend.connect(config.redisUrl);
  }
  const handler = createHandler({
    clock: systemClock,
    allowedOrigins: config.allowedOrigins,
    allowNoOrigin: config.allowNoOrigin,
    maxConnectionsPerAddress: config.maxConnectionsPerAddress,
    maxJoinsPerMinute: config.maxJoinsPerMinute,
    ...(backend ? { backend } : {}),
  });
  const server = await serve(handler, { port: config.port, hostname: config.hostname });
  console.log(JSON.stringify({
    event: "listening",
    service: "sync",
    port: server.port,
    rooms: backend ? "redis" : "memory",
  }));

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await handler.close();
    await server.shutdown();
    await backend?.close();
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", shutdown);
  Deno.addSignalListener("SIGTERM", shutdown);
}
