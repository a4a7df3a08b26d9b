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
