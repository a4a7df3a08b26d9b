// The production server (scripts/serve.mjs, as `npm start` runs it) started by
// a benchmark on free ports with a fresh SQLite database, and stopped by it.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { repoRoot } from "./paths.mjs";

/**
 * @returns {Promise<{ origin: string, stop: () => Promise<void> }>} the site's address
 *   (http://localhost:port) and how to stop everything again.
 */
export function startProductionServer() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), "sinema-bench-server-"));
  const child = spawn(process.execPath, ["scripts/serve.mjs"], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: "0",
      SYNC_PORT: "0",
      EMBED_PORT: "0",
      DATABASE_PATH: path.join(tmp, "catalog.sqlite"),
      QUIET_REQUESTS: "1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(tmp, { recursive: true, force: true });
  };
  return new Promise((resolve, reject) => {
    let output = "";
    child.once("exit", (code) => {
      rmSync(tmp, { recursive: true, force: true });
      reject(new Error(`the server stopped (code ${code}):\n${output}`));
    });
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const origin = /site and API\s+(http:\/\/\S+)/.exec(output)?.[1];
      if (origin) resolve({ origin, stop });
    });
  });
}
