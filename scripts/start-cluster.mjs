#!/usr/bin/env node
// `pnpm start:cluster`: the production topology on one machine (issue 29;
// README "Run as in production", deploy/README.md). Ctrl-C stops everything.
import path from "node:path";
import { ClusterError, startCluster } from "./lib/cluster.mjs";
import { repoRoot } from "./lib/paths.mjs";
import { ensureDependencies } from "./lib/run.mjs";

const env = process.env;
/** @param {string} name @param {number} fallback */
function portSetting(name, fallback) {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`${name} must be a port number (1-65535), got "${text}"`);
    process.exit(1);
  }
  return port;
}
const port = portSetting("CLUSTER_PORT", 8080);
const embedPort = portSetting("CLUSTER_EMBED_PORT", 8081);
const dir = path.resolve(env.CLUSTER_DIR || path.join(repoRoot, "data/cluster"));
const say = (/** @type {string} */ line) => console.log(line);

/** @type {Awaited<ReturnType<typeof startCluster>> | undefined} */
let cluster;
let stopping = false;
const stop = async (/** @type {number} */ code) => {
  if (stopping) return;
  stopping = true;
  say("Stopping the cluster...");
  await cluster?.stop();
  process.exit(code);
};
process.on("SIGINT", () => void stop(0));
process.on("SIGTERM", () => void stop(0));

try {
  await ensureDependencies();
  cluster = await startCluster({ port, embedPort, dir, say });
} catch (error) {
  if (error instanceof ClusterError) console.error(`start:cluster: ${error.message}`);
  else console.error(error);
  process.exit(1);
}
console.log(`
  Sinema cluster is running (data in ${path.relative(process.cwd(), dir) || "."})
    site, /api and /sync   http://localhost:${port}   (nginx: 2 catalogue + 2 sync instances)
    demo player            http://localhost:${embedPort}
    PostgreSQL             ${cluster.databaseUrl}
    Redis                  ${cluster.redisUrl}
    state (ports, pids)    ${path.relative(process.cwd(), cluster.statePath)}
  Press Ctrl-C to stop.
`);
