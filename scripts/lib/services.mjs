// Starting the Deno services as child processes: used by `npm start`, the
// end-to-end server and the integration tests, so all run them the same way.
import { spawn } from "node:child_process";
import path from "node:path";
import readline from "node:readline";
import { denoBin, repoRoot } from "./paths.mjs";

/**
 * @typedef {object} ServiceSpec
 * @property {"catalog" | "sync" | "embed"} name
 * @property {Record<string, string>} [env]   Extra environment for the process.
 * @property {(line: string) => void} [onLog] Every output line (default: dropped).
 * @property {boolean} [detached] In a process group of its own: a Ctrl-C in the
 *   terminal reaches only the parent, which stops the services in its own order.
 */

/**
 * @typedef {object} RunningService
 * @property {number} port
 * @property {import("node:child_process").ChildProcess} process
 * @property {() => Promise<void>} stop  SIGTERM, then wait for the exit.
 */

/**
 * How the catalogue service's runtime is set up wherever it runs (here, the
 * benchmarks, deploy/compose.yaml).
 */
export const CATALOG_RUNTIME = {
  // Issue 35: a bounded heap. Unbounded, V8 kept what a sitemap walk of
  // 100,000 titles and 50 page renders had grown it to (RSS 462 MB); here
  // it collects sooner. The live data (caches bounded by count and bytes,
  // the walk's paths) is a fraction of this.
  v8Flags: ["--max-old-space-size=128", "--max-semi-space-size=4"],
  // And glibc's malloc arenas two, not eight per core: the runtime's threads
  // each kept an arena of freed memory.
  env: { MALLOC_ARENA_MAX: "2" },
};

/** `deno run`'s option for CATALOG_RUNTIME's V8 flags. */
export const catalogV8Option = `--v8-flags=${CATALOG_RUNTIME.v8Flags.join(",")}`;

const SERVICES = {
  catalog: {
    dir: "services/catalog-deno",
    permissions: ["--allow-net", "--allow-env", "--allow-read", "--allow-write"],
    ...CATALOG_RUNTIME,
  },
  sync: { dir: "services/sync-deno", permissions: ["--allow-net", "--allow-env"] },
  embed: {
    dir: "services/embed-demo-deno",
    permissions: ["--allow-net", "--allow-env", "--allow-read"],
  },
};

/**
 * Environment for the sync service next to a site served on `sitePort`: the
 * site's page must be allowed to open rooms (SYNC_ALLOWED_ORIGINS, unless set
 * by the caller's environment). REDIS_URL passes through from the environment.
 * @param {{ syncPort: string, sitePorts: Array<number | string> }} options
 * @returns {Record<string, string>}
 */
export function syncServiceEnv({ syncPort, sitePorts }) {
  const origins = sitePorts.flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  return {
    SYNC_PORT: syncPort,
    SYNC_ALLOWED_ORIGINS: process.env.SYNC_ALLOWED_ORIGINS ?? origins.join(","),
  };
}

/** How long a service may take to print that it listens. */
const START_TIMEOUT_MS = 30_000;

/**
 * Starts one service and resolves once it listens (it prints a JSON line
 * `{"event":"listening","port":N}`), so PORT=0 works.
 * @param {ServiceSpec} spec
 * @returns {Promise<RunningService>}
 */
export function startService(spec) {
  const service = SERVICES[spec.name];
  const { dir, permissions } = service;
  const v8Flags = "v8Flags" in service ? [`--v8-flags=${service.v8Flags.join(",")}`] : [];
  const child = spawn(denoBin, ["run", ...v8Flags, ...permissions, "main.ts"], {
    cwd: path.join(repoRoot, dir),
    env: { ...process.env, NO_COLOR: "1", ...("env" in service ? service.env : {}), ...spec.env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: spec.detached ?? false,
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const onLog = spec.onLog ?? (() => {});
  readline.createInterface({ input: child.stderr }).on("line", onLog);
  const lines = readline.createInterface({ input: child.stdout });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`${spec.name} service did not start within ${START_TIMEOUT_MS} ms`));
    }, START_TIMEOUT_MS);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`${spec.name} service exited with code ${code} before listening`));
    });
    lines.on("line", (line) => {
      onLog(line);
      let event;
      try {
        event = JSON.parse(line);
      } catch {
        return;
      }
      if (event?.event === "listening") {
        clearTimeout(timer);
        resolve({
          port: event.port,
          process: child,
          stop: async () => {
            if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
            await exited;
          },
        });
      }
    });
  });
}
