#!/usr/bin/env node
// `npm start`: install what is missing, build the site, then serve it with
// the API and the sync service on embedded defaults (SQLite, seed data).
import { ensureDependencies, pnpm } from "./lib/run.mjs";

try {
  await ensureDependencies();
  if ((await pnpm(["build"])) !== 0) throw new Error("building the site failed");
} catch (error) {
  console.error(`npm start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
await import("./serve.mjs");
