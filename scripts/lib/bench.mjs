// What the benchmark scripts share: wrk from Debian, a free loopback port,
// waiting for a server, and wrk's latency figures in milliseconds.
import { spawnSync } from "node:child_process";
import { freePort } from "./ports.mjs";

export { freePort };

const START_TIMEOUT_MS = 30_000;

/** wrk from Debian, installed when missing and we are root. */
export function ensureWrk() {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  if (process.getuid?.() !== 0) throw new Error("wrk is missing: apt-get install wrk");
  console.log("Installing wrk (Debian)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "wrk"]]) {
    const result = spawnSync("apt-get", args, { stdio: "ignore", env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
}

/** Resolves once `url` answers 2xx; throws after 30 s. @param {string} url */
export async function waitUntilUp(url) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not come up within ${START_TIMEOUT_MS} ms`);
}

/** wrk's durations in ms. @param {string} text e.g. "812.00us", "3.21ms", "1.02s" */
export function toMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return NaN;
  const value = Number(match[1]);
  return (
    { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2] ?? "ms"] ?? NaN
  );
}
