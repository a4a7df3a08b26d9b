#!/usr/bin/env node
// Serves the already built site: what `npm start` runs after installing and
// building, and what the end-to-end tests start on free ports.
import path from "node:path";
import { repoRoot } from "./lib/paths.mjs";
import { serve } from "./lib/serve.mjs";

const env = process.env;
const { catalogPort, syncPort, embedPort } = await serve({
  port: env.PORT ?? "5000",
  syncPort: env.SYNC_PORT ?? "8787",
  embedPort: env.EMBED_PORT ?? "5050",
  databasePath: env.DATABASE_PATH ?? path.join(repoRoot, "data/catalog.sqlite"),
  quietRequests: env.QUIET_REQUESTS === "1",
});
console.log(`
  Sinema is running
    site and API   http://localhost:${catalogPort}
    couple mode    ws://localhost:${syncPort}
    demo player    http://localhost:${embedPort}
  Press Ctrl-C to stop.
`);
