// Debian's redis-server for the Redis tests and the sync benchmark: installed
// when missing (as root), started on a free loopback port, stopped after.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { freePort } from "./ports.mjs";

const CANDIDATES = ["/usr/bin/redis-server", "/usr/local/bin/redis-server"];
const START_TIMEOUT_MS = 10_000;

/** The redis-server binary, installing Debian's package first when it is missing. */
export function ensureRedisServer() {
  const found = CANDIDATES.find((file) => existsSync(file));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error("redis-server is missing: install it with `apt-get install -y redis-server`");
  }
  console.log("Installing Debian's redis-server (apt-get)...");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "redis-server"],
  ]) {
    const result = spawnSync("apt-get", args, { stdio: "inherit", env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
  const installed = CANDIDATES.find((file) => existsSync(file));
  if (!installed) throw new Error("apt-get installed redis-server, but it is not where expected");
  return installed;
}

/**
 * A throw-away redis-server (no persistence) on a free loopback port.
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startRedisServer() {
  const bin = ensureRedisServer();
  const port = await freePort();
  const child = spawn(
    bin,
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  let output = "";
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`redis-server did not start on port ${port}:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk.toString();
      if (output.includes("Ready to accept connections")) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with code ${code}:\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${port}`,
    pid: /** @type {number} */ (child.pid),
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
