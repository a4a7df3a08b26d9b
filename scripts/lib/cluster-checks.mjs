// What the cluster's smoke test (cluster-smoke.mjs) and chaos test
// (chaos.mjs) share: starting `pnpm start:cluster`, a load of GETs through
// the proxy, and couple-mode room connections.
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import readline from "node:readline";
import WebSocket from "ws";
import { repoRoot } from "./paths.mjs";
import { freePortOn } from "./ports.mjs";

const LOAD_CONCURRENCY = 4;

/**
 * The checks of a cluster script, each printed as it is made. `finish`
 * prints "N passed, N failed", writes them to `--report <file>` when given
 * (how `npm test` counts them) and exits, non-zero on a failure.
 */
export function checkList() {
  const results = /** @type {Array<{ check: string, ok: boolean, detail: string }>} */ ([]);
  return {
    /** @param {string} check @param {boolean} ok @param {string} detail */
    record(check, ok, detail) {
      results.push({ check, ok, detail });
      console.log(`${ok ? "✓" : "✗"} ${check}: ${detail}`);
    },
    /** @returns {never} */
    finish() {
      const failed = results.filter((result) => !result.ok);
      console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
      const at = process.argv.indexOf("--report");
      const report = at === -1 ? undefined : process.argv[at + 1];
      if (report) {
        writeFileSync(
          report,
          JSON.stringify({
            passed: results.length - failed.length,
            failed: failed.length,
            failures: failed.map((result) => `${result.check}: ${result.detail}`),
          }),
        );
      }
      process.exit(failed.length > 0 ? 1 : 0);
    },
  };
}

/** A port free on every interface (the cluster's public port listens on all). */
export const freePort = () => freePortOn("0.0.0.0");

/** Whether a process runs (a zombie, dead and waiting to be reaped by init, does not). @param {number} pid */
export function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
}

/** @param {() => boolean} condition @param {number} withinMs */
export async function until(condition, withinMs) {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > withinMs) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}

/**
 * Starts `pnpm start:cluster` in a fresh temporary directory (`sinema-<name>-…`)
 * on free ports, with `env` beside them.
 * @param {string} name @param {Record<string, string>} [env]
 */
export async function startTemporaryCluster(name, env = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `sinema-${name}-`));
  chmodSync(dir, 0o755); // PostgreSQL's own user must reach its files inside.
  const port = await freePort();
  const cluster = startCluster({
    CLUSTER_DIR: dir,
    CLUSTER_PORT: String(port),
    CLUSTER_EMBED_PORT: String(await freePort()),
    ...env,
  });
  return { dir, port, base: `http://localhost:${port}`, cluster };
}

/**
 * Starts `pnpm start:cluster` (the script itself) with `env`.
 * @param {Record<string, string>} env
 */
export function startCluster(env) {
  const child = spawn(process.execPath, [path.join(repoRoot, "scripts/start-cluster.mjs")], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  /** @type {string[]} */
  const lines = [];
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on("line", (line) => lines.push(line));
  }
  return { child, lines, exited };
}

/**
 * GETs of a page and of the API, LOAD_CONCURRENCY at a time, for `ms`.
 * @param {string} base @param {number} ms
 */
export async function load(base, ms) {
  const paths = ["/", "/api/movies?limit=5", "/movie/m-kis-uykusu", "/api/movies/m-kis-uykusu"];
  const deadline = Date.now() + ms;
  let requests = 0;
  let resent = 0;
  /** @type {Map<string, number>} */
  const failures = new Map();
  await Promise.all(
    Array.from({ length: LOAD_CONCURRENCY }, async (_, worker) => {
      for (let i = worker; Date.now() < deadline; i++) {
        const target = paths[i % paths.length];
        let outcome;
        for (let attempt = 0; ; attempt++) {
          try {
            const res = await fetch(`${base}${target}`, { signal: AbortSignal.timeout(10_000) });
            await res.arrayBuffer();
            outcome = res.status === 200 ? "" : `${res.status}`;
          } catch (error) {
            // An nginx reload (a readiness change) closes idle keep-alive
            // connections; one reused at that moment is reset before any
            // answer. Browsers send such a GET again (RFC 9112 §9.3.1), so the
            // load does too and counts it: as often as it has pooled
            // connections, each of which the same reload may have closed.
            const cause = /** @type {any} */ (error)?.cause?.code ?? "";
            if (attempt < LOAD_CONCURRENCY && /ECONNRESET|UND_ERR_SOCKET|EPIPE/.test(cause)) {
              resent++;
              continue;
            }
            outcome = `${error instanceof Error ? error.message : String(error)} ${cause}`;
          }
          break;
        }
        requests++;
        if (outcome)
          failures.set(`${target} ${outcome}`, (failures.get(`${target} ${outcome}`) ?? 0) + 1);
      }
    }),
  );
  const errors = [...failures.values()].reduce((sum, n) => sum + n, 0);
  const detail = [...failures].map(([what, n]) => `${n}× ${what}`).join(", ");
  return { requests, errors, resent, detail };
}

/** @param {string} url @param {string} origin @param {string} userId @param {string} secret */
export function joinRoomWithSecret(url, origin, userId, secret) {
  return joinRoom(url, origin, userId, { secret });
}

/**
 * Opens a room connection through the proxy and joins.
 * @param {string} url @param {string} origin @param {string} userId @param {Record<string, string>} [extra]
 */
export function joinRoom(url, origin, userId, extra = {}) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { origin } });
    /** @type {any[]} */
    const inbox = [];
    const timer = setTimeout(() => reject(new Error(`no welcome for ${userId}`)), 10_000);
    socket.on("error", reject);
    socket.on("open", () =>
      socket.send(
        JSON.stringify({
          type: "join",
          roomId: url.slice(-6),
          userId,
          timestamp: Date.now(),
          currentTime: 12,
          paused: true,
          ...extra,
        }),
      ),
    );
    socket.on("message", (data) => {
      const message = JSON.parse(String(data));
      inbox.push(message);
      if (message.type === "welcome") {
        clearTimeout(timer);
        resolve({ socket, inbox });
      }
    });
  });
}
