#!/usr/bin/env node
// `pnpm bench:events`: issue 16's load test. The catalogue service must take
// 2,000 visitor events a second (POST /api/events, batched as the site sends
// them) with no regression of its JSON API. In one run, against one service:
//
//   1. the API alone: wrk on GET /api/movies?limit=20 and GET /api/movies/{id};
//   2. the same wrk runs while a Node client posts events at 2,000 a second;
//   3. every accepted event is then found in GET /api/admin/stats.
//
// The event client plays many visitors: each request leaves from its own
// loopback address (127.0.x.y), so the per-address budget (240 events a
// minute) holds as it would for real visitors instead of being switched off.
// Loopback only; bounded (BENCH_SECONDS per phase, default 10) and stops by
// itself. wrk comes from Debian (installed when missing and we are root).
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, openSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { denoBin, repoRoot } from "./lib/paths.mjs";

/** Issue 16: "a load test shows 2,000 events/s ingested on this machine". */
const EVENTS_PER_SECOND = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 2000);
/** What the site's queue holds after a few seconds of a visitor browsing. */
const EVENTS_PER_REQUEST = 5;
/** Visitors (loopback addresses): 2,000 events/s over 1,000 of them is 120 a minute each. */
const ADDRESSES = 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 32;
const WARMUP_SECONDS = 1;
const START_TIMEOUT_MS = 30_000;
const PASSWORD = "bench-events-password";
/** "No regression": the API under events keeps this share of its throughput alone... */
const MIN_THROUGHPUT_SHARE = 0.8;
/** ...and its p99 stays within this factor of the p99 alone. */
const MAX_P99_FACTOR = 1.5;

function ensureWrk() {
  if (spawnSync("wrk", ["--version"]).error === undefined) return;
  if (process.getuid?.() !== 0) throw new Error("wrk is missing: apt-get install wrk");
  console.log("Installing wrk (Debian)…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [["update"], ["install", "-y", "--no-install-recommends", "wrk"]]) {
    const result = spawnSync("apt-get", args, { stdio: "ignore", env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
}

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** @param {string} url */
async function waitUntilUp(url) {
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

/** @param {string} text e.g. "812.00us", "3.21ms", "1.02s" */
function toMs(text) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text);
  if (!match) return NaN;
  const value = Number(match[1]);
  return (
    { us: value / 1000, ms: value, s: value * 1000, m: value * 60_000 }[match[2] ?? "ms"] ?? NaN
  );
}

/**
 * wrk in the background, so the event client keeps running beside it.
 * @param {string} url
 * @param {number} seconds
 * @returns {Promise<{ rps: number, p99: number }>}
 */
function wrk(url, seconds) {
  const args = ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", "--timeout", "5s", url];
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args);
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`wrk failed (${code})`));
      const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1];
      if (errors) return reject(new Error(`${url}: ${errors} error answers during the run`));
      resolve({
        rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1]),
        p99: toMs(/\s99%\s+(\S+)/.exec(out)?.[1] ?? ""),
      });
    });
  });
}

/** The i-th visitor's address: 127.0.1.0 onwards (the whole of 127/8 is loopback). */
const addressOf = (i) => `127.0.${1 + Math.floor(i / 250)}.${(i % 250) + 1}`;

const QUERIES = ["kis uykusu", "sahsiyet", "matrix", "olmayan film", "yok boyle", "ayla", "cukur"];

/** A visitor's batch, as the site builds them: views and plays of titles, searches. */
function batch(n) {
  const events = [];
  for (let i = 0; i < EVENTS_PER_REQUEST; i++) {
    const k = (n * EVENTS_PER_REQUEST + i) % 10;
    const title = `movie:bench-${(n * 7 + i) % 200}`;
    if (k < 5) events.push({ type: "view", title, name: `Film ${title}` });
    else if (k < 7) events.push({ type: "play", title, name: `Film ${title}` });
    else if (k < 8) events.push({ type: "listAdd", title, name: `Film ${title}` });
    else {
      const query = QUERIES[(n + i) % QUERIES.length] ?? "film";
      events.push({
        type: "search",
        query,
        results: query.startsWith("o") || query.startsWith("y") ? 0 : 3,
      });
    }
  }
  return JSON.stringify({ events });
}

/**
 * Posts events at a steady rate for `seconds` from many loopback addresses.
 * @param {number} port
 * @param {number} seconds
 */
async function sendEvents(port, seconds) {
  const agents = Array.from(
    { length: ADDRESSES },
    (_, i) => new http.Agent({ keepAlive: true, maxSockets: 2, localAddress: addressOf(i) }),
  );
  const perSecond = EVENTS_PER_SECOND / EVENTS_PER_REQUEST;
  const started = performance.now();
  const stats = { sent: 0, accepted: 0, limited: 0, failed: 0, inFlight: 0, latencies: [] };
  let n = 0;
  const post = () => {
    const body = batch(n);
    const agent = agents[n % ADDRESSES];
    n++;
    stats.sent += EVENTS_PER_REQUEST;
    stats.inFlight++;
    const at = performance.now();
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/events",
        method: "POST",
        agent,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          stats.inFlight--;
          stats.latencies.push(performance.now() - at);
          if (res.statusCode === 202) stats.accepted += EVENTS_PER_REQUEST;
          else if (res.statusCode === 429) stats.limited += EVENTS_PER_REQUEST;
          else stats.failed += EVENTS_PER_REQUEST;
        });
      },
    );
    req.on("error", () => {
      stats.inFlight--;
      stats.failed += EVENTS_PER_REQUEST;
    });
    req.end(body);
  };
  // Open loop: requests go out on schedule whether or not earlier ones were answered.
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      const due = Math.min(elapsed, seconds) * perSecond;
      while (n < due) post();
      if (elapsed >= seconds) {
        clearInterval(timer);
        resolve(undefined);
      }
    }, 5);
  });
  const sendSeconds = (performance.now() - started) / 1000;
  while (stats.inFlight > 0) await new Promise((r) => setTimeout(r, 20));
  for (const agent of agents) agent.destroy();
  const sorted = stats.latencies.sort((a, b) => a - b);
  return {
    ...stats,
    seconds: sendSeconds,
    p99: sorted[Math.floor(sorted.length * 0.99)] ?? NaN,
  };
}

ensureWrk();
const tmp = mkdtempSync(path.join(os.tmpdir(), "sinema-bench-events-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const log = openSync(path.join(tmp, "catalog.log"), "a");
// The service is reached on 127.0.0.1 from every 127.0.x.y: it listens on all of loopback.
const catalog = spawn(
  denoBin,
  ["run", "--allow-net", "--allow-env", "--allow-read", "--allow-write", "main.ts"],
  {
    cwd: path.join(repoRoot, "services/catalog-deno"),
    env: {
      ...process.env,
      NO_COLOR: "1",
      PORT: String(port),
      HOST: "0.0.0.0",
      DATABASE_PATH: path.join(tmp, "catalog.sqlite"),
      ADMIN_PASSWORD: PASSWORD,
    },
    stdio: ["ignore", log, log],
  },
);
const exited = new Promise((resolve) => catalog.once("exit", resolve));
try {
  await waitUntilUp(`${base}/api/health`);
  const apis = [
    { label: "GET /api/movies?limit=20", url: `${base}/api/movies?limit=20` },
    { label: "GET /api/movies/{id}", url: `${base}/api/movies/m-kis-uykusu` },
  ];
  console.log(
    `\n${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at start; ` +
      `wrk 1 thread, ${CONNECTIONS} connections, ${SECONDS} s per measurement; events: ` +
      `${EVENTS_PER_SECOND}/s in batches of ${EVENTS_PER_REQUEST} from ${ADDRESSES} loopback addresses\n`,
  );
  const rows = [];
  let ingestedTotal = 0;
  let ingestRate = 0;
  for (const api of apis) {
    await wrk(api.url, WARMUP_SECONDS);
    const alone = await wrk(api.url, SECONDS);
    const [loaded, events] = await Promise.all([wrk(api.url, SECONDS), sendEvents(port, SECONDS)]);
    if (events.failed > 0) throw new Error(`${events.failed} events failed (not 202 or 429)`);
    ingestedTotal += events.accepted;
    ingestRate = Math.min(ingestRate || Infinity, events.accepted / events.seconds);
    const share = loaded.rps / alone.rps;
    const factor = loaded.p99 / alone.p99;
    rows.push({
      endpoint: api.label,
      "alone req/s": Math.round(alone.rps),
      "alone p99 ms": alone.p99,
      "with events req/s": Math.round(loaded.rps),
      "with events p99 ms": loaded.p99,
      "events/s accepted": Math.round(events.accepted / events.seconds),
      "events refused (429)": events.limited,
      "event POST p99 ms": Number(events.p99.toFixed(2)),
      "no regression": share >= MIN_THROUGHPUT_SHARE && factor <= MAX_P99_FACTOR ? "yes" : "NO",
    });
  }
  console.table(rows);

  // Every accepted event must be in the statistics (written in batches within a second).
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: PASSWORD }),
  });
  const { token } = /** @type {{ token: string }} */ (await login.json());
  const statsAnswer = await fetch(`${base}/api/admin/stats?days=2`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = /** @type {{ data: { totals: Record<string, number> } }} */ (
    await statsAnswer.json()
  );
  const counted = ["views", "plays", "listAdds", "searches"].reduce(
    (sum, key) => sum + (data.totals[key] ?? 0),
    0,
  );
  console.log(
    `\ningested: ${counted} events counted in GET /api/admin/stats, ${ingestedTotal} accepted` +
      ` (${counted === ingestedTotal ? "all of them" : "MISMATCH"}); slowest phase ` +
      `${Math.round(ingestRate)} events/s (target ${EVENTS_PER_SECOND}: ` +
      `${ingestRate >= EVENTS_PER_SECOND * 0.98 ? "met" : "NOT met"})` +
      `\nno regression means: with events, ≥ ${MIN_THROUGHPUT_SHARE * 100} % of the API's ` +
      `requests/s alone and a p99 within ${MAX_P99_FACTOR}× of its p99 alone`,
  );
  if (counted !== ingestedTotal) process.exitCode = 1;
} finally {
  if (catalog.exitCode === null && catalog.signalCode === null) catalog.kill("SIGTERM");
  await exited;
  rmSync(tmp, { recursive: true, force: true });
}
