// The production server: the catalogue service (API + built site), the sync
// service and the demo embed provider, started together and stopped together.
import path from "node:path";
import { adminPasswordEnv } from "./admin-password.mjs";
import { repoRoot } from "./paths.mjs";
import { startService, syncServiceEnv } from "./services.mjs";

/**
 * @param {{ port: string, syncPort: string, embedPort: string, databasePath: string, quietRequests?: boolean }} options
 */
export async function serve(options) {
  /** @param {string} name */
  const logger = (name) => (/** @type {string} */ line) => {
    if (options.quietRequests && line.startsWith('{"method"')) return;
    console.log(`[${name}] ${line}`);
  };
  /** @type {import("./services.mjs").RunningService[]} */
  const started = [];
  const stopStarted = () => Promise.all(started.map((service) => service.stop()));
  try {
    // The catalogue tells the site where the player and the sync service are,
    // so those two start first, on whatever ports they get.
    const first = await Promise.allSettled([
      startService({
        name: "sync",
        env: syncServiceEnv({ syncPort: options.syncPort, sitePorts: [options.port] }),
        onLog: logger("sync"),
      }),
      startService({
        name: "embed",
        env: { EMBED_PORT: options.embedPort },
        onLog: logger("embed"),
      }),
    ]);
    for (const result of first) if (result.status === "fulfilled") started.push(result.value);
    for (const result of first) if (result.status === "rejected") throw result.reason;
    const [sync, embed] = started;
    if (!sync || !embed) throw new Error("the sync and embed services did not start");
    const catalog = await startService({
      name: "catalog",
      env: {
        PORT: options.port,
        DATABASE_PATH: options.databasePath,
        STATIC_DIR: path.join(repoRoot, "apps/site/dist"),
        EMBED_BASE_URLS: process.env.EMBED_BASE_URLS || `http://localhost:${embed.port}`,
        SYNC_URL: process.env.SYNC_URL || `ws://localhost:${sync.port}`,
        ...adminPasswordEnv(),
      },
      onLog: logger("catalog"),
    });
    started.push(catalog);
    watch(started, [
      ["catalog", catalog],
      ["sync", sync],
      ["embed", embed],
    ]);
    return { catalogPort: catalog.port, syncPort: sync.port, embedPort: embed.port };
  } catch (error) {
    await stopStarted();
    throw error;
  }
}

/**
 * Stops everything on Ctrl-C or SIGTERM, and everything when one service dies.
 * @param {import("./services.mjs").RunningService[]} services
 * @param {Array<[string, import("./services.mjs").RunningService]>} named
 */
function watch(services, named) {
  let stopping = false;
  /** @param {number} code */
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    await Promise.all(services.map((service) => service.stop()));
    process.exit(code);
  };
  process.on("SIGINT", () => void stopAll(0));
  process.on("SIGTERM", () => void stopAll(0));
  for (const [name, service] of named) {
    service.process.once("exit", (code) => {
      if (stopping) return;
      console.error(`${name} service stopped unexpectedly (exit code ${code}); stopping.`);
      void stopAll(1);
    });
  }
}
