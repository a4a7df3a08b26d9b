// Running commands and the pinned pnpm from plain Node, before any dependency exists.
import { spawn, spawnSync } from "node:child_process";
import { repoRoot } from "./paths.mjs";

export const PNPM_VERSION = "10.34.9";

/**
 * Runs a command with inherited output; resolves with its exit code.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd ?? repoRoot,
      env: { ...process.env, ...options.env },
      stdio: options.quiet ? ["ignore", "ignore", "inherit"] : "inherit",
    });
    child.once("error", (error) => {
      console.error(`could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/** The pinned pnpm: a matching global one when present, else through npx. */
export function pnpmCommand() {
  const global = spawnSync("pnpm", ["--version"], { encoding: "utf8" });
  if (global.status === 0 && global.stdout.trim() === PNPM_VERSION) {
    return { command: "pnpm", prefix: [] };
  }
  return { command: "npx", prefix: ["--yes", `pnpm@${PNPM_VERSION}`] };
}

/**
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 */
export function pnpm(args, options) {
  const { command, prefix } = pnpmCommand();
  return run(command, [...prefix, ...args], options);
}

/** Installs the workspace's dependencies exactly as locked (fast when already installed). */
export async function ensureDependencies() {
  const code = await pnpm(["install", "--frozen-lockfile", "--prefer-offline"]);
  if (code !== 0) throw new Error(`pnpm install failed with exit code ${code}`);
}

/**
 * Installs a Debian package with apt-get, as root (the browser, Java): the
 * test command installs what it needs on a fresh machine. Throws `whenNotRoot`
 * when it cannot, so the caller says what to do by hand.
 * @param {string} pkg
 * @param {string} why what it is for, for the log line
 * @param {string} whenNotRoot
 */
export async function aptInstall(pkg, why, whenNotRoot) {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) throw new Error(whenNotRoot);
  console.log(`Installing Debian's ${pkg} for ${why} (apt-get)...`);
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["update", "-qq"], { env })) !== 0) {
    throw new Error("apt-get update failed");
  }
  if ((await run("apt-get", ["install", "-y", "-qq", pkg], { env })) !== 0) {
    throw new Error(`apt-get install ${pkg} failed`);
  }
}
