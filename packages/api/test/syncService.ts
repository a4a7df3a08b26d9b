import { startService } from "../../../scripts/lib/services.mjs";

/** Runs the real sync service (rooms in memory) on a free loopback port, or on `port`. */
export async function startSyncService(port = 0) {
  const service = await startService({
    name: "sync",
    env: { SYNC_PORT: String(port), HOST: "127.0.0.1", SYNC_ALLOWED_ORIGINS: "*", REDIS_URL: "" },
  });
  return { url: `ws://127.0.0.1:${service.port}`, port: service.port, stop: service.stop };
}
