// The production server: the catalogue service (API + built site) and the
// sync service, started together and stopped together.
import path from "node:path";
import { repoRoot } from "./paths.mjs";
import { startService, syncServiceEnv } from "./services.mjs";

/**
 * @param {{ port: string, syncPort: string, databasePath: string, quietRequests?: boolean }} options
 */
export async function serve(options) {
  /** @param {string} name */
  const logger = (name) => (/** @type {string} */ line) => {
    if (options.quietRequests && line.startsWith('{"method"')) return;
    console.log(`[${name}] ${line}`);
  };
  const catalog = await startService({
    name: "catalog",
    env: {
      PORT: options.port,
      DATABASE_PATH: options.databasePath,
      STATIC_DIR: path.join(repoRoot, "apps/site/dist"),
    },
    onLog: logger("catalog"),
  });
  const sync = await startService({
    name: "sync",
    env: syncServiceEnv({ syncPort: options.syncPort, sitePorts: [catalog.port] }),
    onLog: logger("sync"),
  }).catch(async (error) => {
    await catalog.stop();
    throw error;
  });

  let stopping = false;
  /** @param {number} code */
  const stopAll = async (code) => {
    if (stopping) return;
    stopping = true;
    await Promise.all([catalog.stop(), sync.stop()]);
    process.exit(code);
  };
  process.on("SIGINT", () => void stopAll(0));
  process.on("SIGTERM", () => void stopAll(0));
  for (const [name, service] of /** @type {const} */ ([
    ["catalog", catalog],
    ["sync", sync],
  ])) {
    service.process.once("exit", (code) => {
      if (stopping) return;
      console.error(`${name} service stopped unexpectedly (exit code ${code}); stopping.`);
      void stopAll(1);
    });
  }
  return { catalogPort: catalog.port, syncPort: sync.port };
}
