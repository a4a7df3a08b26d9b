#!/usr/bin/env node
// `pnpm dev`: the catalogue and sync services plus Vite with HMR, which
// proxies /api to the catalogue service.
import path from "node:path";
import { repoRoot } from "./lib/paths.mjs";
import { startService, syncServiceEnv } from "./lib/services.mjs";
import { pnpm } from "./lib/run.mjs";

const env = process.env;
/** @param {string} name */
const logger = (name) => (/** @type {string} */ line) => console.log(`[${name}] ${line}`);

const catalog = await startService({
  name: "catalog",
  env: {
    PORT: env.PORT ?? "5000",
    DATABASE_PATH: env.DATABASE_PATH ?? path.join(repoRoot, "data/catalog.sqlite"),
  },
  onLog: logger("catalog"),
});
const sync = await startService({
  name: "sync",
  env: syncServiceEnv({
    syncPort: env.SYNC_PORT ?? "8787",
    sitePorts: [env.VITE_PORT ?? "5173", catalog.port],
  }),
  onLog: logger("sync"),
});
const stop = async () => {
  await Promise.all([catalog.stop(), sync.stop()]);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

const code = await pnpm(["--filter", "@sinema/site", "dev"], {
  env: { CATALOG_URL: `http://localhost:${catalog.port}` },
});
await stop();
process.exit(code);
