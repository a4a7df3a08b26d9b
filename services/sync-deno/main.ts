import type { Backend } from "./src/backend.ts";
import { systemClock } from "./src/clock.ts";
import { readConfig } from "./src/config.ts";
import { createHandler } from "./src/handler.ts";

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
    ...(backend ? { backend } : {}),
  });
  const server = Deno.serve({
    port: config.port,
    hostname: config.hostname,
    onListen: ({ port }) => {
      console.log(JSON.stringify({
        event: "listening",
        service: "sync",
        port,
        rooms: backend ? "redis" : "memory",
      }));
    },
  }, handler);

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
