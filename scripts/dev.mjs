#!/usr/bin/env node
// `pnpm dev`: the catalogue, sync and demo embed services plus Vite with HMR,
// which proxies /api to the catalogue service.
import path from "node:path";
import { adminPasswordEnv } from "./lib/admin-password.mjs";
import { repoRoot } from "./lib/paths.mjs";
import { startService, syncServiceEnv } from "./lib/services.mjs";
import { pnpm } from "./lib/run.mjs";

const env = process.env;
/** @param {string} name */
const logger = (name) => (/** @type {string} */ line) => console.log(`[${name}] ${line}`);

const sync = await startService({
  name: "sync",
  env: syncServiceEnv({
    syncPort: env.SYNC_PORT ?? "8787",
    sitePorts: [env.VITE_PORT ?? "5173", env.PORT ?? "5000"],
  }),
  onLog: logger("sync"),
});
const embed = await startService({
  name: "embed",
  env: { EMBED_PORT: env.EMBED_PORT ?? "5050" },
  onLog: logger("embed"),
});
const catalog = await startService({
  name: "catalog",
  env: {
    PORT: env.PORT ?? "5000",
    DATABASE_PATH: env.DATABASE_PATH ?? path.join(repoRoot, "data/catalog.sqlite"),
    EMBED_BASE_URLS: env.EMBED_BASE_URLS || `http://localhost:${embed.port}`,
    SYNC_URL: env.SYNC_URL || `ws://localhost:${sync.port}`,
    CORS_ORIGINS: env.CORS_ORIGINS || `http://localhost:${env.VITE_PORT ?? 5173}`,
    ...adminPasswordEnv(),
  },
  onLog: logger("catalog"),
});
const stop = async () => {
  await Promise.all([catalog.stop(), sync.stop(), embed.stop()]);
};
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());

const code = await pnpm(["--filter", "@sinema/site", "dev"], {
  env: { CATALOG_URL: `http://localhost:${catalog.port}` },
});
await stop();
process.exit(code);
