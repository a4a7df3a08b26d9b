#!/usr/bin/env node
// `pnpm bench:events`: issue 16's load test. The catalogue service must take
// 2,000 visitor events a second (POST /api/events, batched as the site sends
// them) with no regression of its JSON API. In one run, against one service:
//
//   1. the API alone: GET /api/movies/{id} and GET /api/movies?limit=20 at a
//      steady 1,000 requests a second (open loop, as visitors arrive), p50/p99;
//   2. the same while a Node client posts events at 2,000 a second;
//   3. the API's capacity (wrk, as many requests as it answers) alone and with events;
//   4. every accepted event is then found in GET /api/admin/stats.
// Steps 1 and 2 alternate for BENCH_ROUNDS rounds (default 3); medians are reported.
// "No regression" is judged at the steady rate, where a visitor would notice
// it: wrk at saturation shares two cores with the event client itself, so its
// drop measures the machine, and is printed for information only. The
// service's own CPU time (from /proc) says what the events cost it, a figure
// the rest of a shared machine does not move.
//
// The event client plays many visitors: each request leaves from its own
// loopback address (127.0.x.y), so the per-address budget (240 events a
// minute) holds as it would for real visitors instead of being switched off.
// Loopback only; bounded (BENCH_SECONDS per phase, default 10) and stops by
// itself. wrk comes from Debian (installed when missing and we are root).
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { ensureWrk, freePort, toMs, waitUntilUp } from "./lib/bench.mjs";
import { denoBin, repoRoot } from "./lib/paths.mjs";

/** Issue 16: "a load test shows 2,000 events/s ingested on this machine". */
const EVENTS_PER_SECOND = Number(process.env.BENCH_EVENTS_PER_SECOND ?? 2000);
/** What the site's queue holds after a few seconds of a visitor browsing. */
const EVENTS_PER_REQUEST = 5;
/** Visitors (loopback addresses): 2,000 events/s over 1,000 of them is 120 a minute each. */
const ADDRESSES = 1000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** The API's steady load during the latency measurements. */
const API_PER_SECOND = Number(process.env.BENCH_API_PER_SECOND ?? 1000);
const CONNECTIONS = 32;
const WARMUP_SECONDS = 1;
/** The throw-away service's admin password: new each run, never a fixed one. */
const PASSWORD = randomBytes(18).toString("base64url");
/** "No regression": at the steady rate, the API's p99 with events stays within this factor... */
const MAX_P99_FACTOR = 1.5;
/** ...or this many milliseconds of its p99 alone (sub-millisecond p99s are noise-bound). */
const MAX_P99_EXTRA_MS = 2;

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

/**
 * The i-th visitor's address: 127.0.1.0 onwards (the whole of 127/8 is loopback).
 * @param {number} i
 */
const addressOf = (i) => `127.0.${1 + Math.floor(i / 250)}.${(i % 250) + 1}`;

const QUERIES = ["kis uykusu", "sahsiyet", "matrix", "olmayan film", "yok boyle", "ayla", "cukur"];

/**
 * A visitor's batch, as the site builds them: views and plays of titles, searches.
 * @param {number} n
 */
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
  const stats = {
    sent: 0,
    accepted: 0,
    limited: 0,
    failed: 0,
    inFlight: 0,
    latencies: /** @type {number[]} */ ([]),
  };
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

/**
 * CPU seconds the service has used so far (user + system, from /proc): the
 * cost of a phase that the rest of a shared machine does not move.
 * @param {number | undefined} pid
 */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** @param {number[]} values @param {number} q */
const quantile = (values, q) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))] ??
  NaN;
/** @param {number[]} values */
const median = (values) => quantile(values, 0.5);

/**
 * GETs `path` at a steady rate for `seconds` (open loop) and times each answer.
 * @param {number} port
 * @param {string} pathName
 * @param {number} seconds
 */
async function steadyGets(port, pathName, seconds) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  /** @type {number[]} */
  const latencies = [];
  let failed = 0;
  let inFlight = 0;
  let n = 0;
  const started = performance.now();
  const get = () => {
    n++;
    inFlight++;
    const at = performance.now();
    const req = http.get({ host: "127.0.0.1", port, path: pathName, agent }, (res) => {
      res.resume();
      res.on("end", () => {
        inFlight--;
        if (res.statusCode === 200) latencies.push(performance.now() - at);
        else failed++;
      });
    });
    req.on("error", () => {
      inFlight--;
      failed++;
    });
  };
  await new Promise((resolve) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      const due = Math.min(elapsed, seconds) * API_PER_SECOND;
      while (n < due) get();
      if (elapsed >= seconds) {
        clearInterval(timer);
        resolve(undefined);
      }
    }, 5);
  });
  while (inFlight > 0) await new Promise((r) => setTimeout(r, 20));
  agent.destroy();
  if (failed > 0) throw new Error(`${pathName}: ${failed} requests failed`);
  return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), count: latencies.length };
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
      `${SECONDS} s per measurement; events: ` +
      `${EVENTS_PER_SECOND}/s in batches of ${EVENTS_PER_REQUEST} from ${ADDRESSES} loopback addresses\n`,
  );
  const rows = [];
  let ingestedTotal = 0;
  /** @type {number[]} */
  const ingestRates = [];
  let limited = 0;
  /** @type {number[]} */
  const eventP99s = [];
  for (const api of apis) {
    const pathName = new URL(api.url).pathname + new URL(api.url).search;
    await steadyGets(port, pathName, WARMUP_SECONDS);
    /** @type {Array<{ p50: number, p99: number }>} */
    const alone = [];
    /** @type {Array<{ p50: number, p99: number }>} */
    const loaded = [];
    /** @type {number[]} */
    const cpuAlone = [];
    /** @type {number[]} */
    const cpuPerEvent = [];
    for (let round = 0; round < ROUNDS; round++) {
      let cpu = cpuSeconds(catalog.pid);
      alone.push(await steadyGets(port, pathName, SECONDS));
      const aloneCpu = cpuSeconds(catalog.pid) - cpu;
      cpuAlone.push(aloneCpu / SECONDS);
      cpu = cpuSeconds(catalog.pid);
      const [withEvents, events] = await Promise.all([
        steadyGets(port, pathName, SECONDS),
        sendEvents(port, SECONDS),
      ]);
      const withCpu = cpuSeconds(catalog.pid) - cpu;
      cpuPerEvent.push(((withCpu - aloneCpu) / events.accepted) * 1e6);
      if (events.failed > 0) throw new Error(`${events.failed} events failed (not 202 or 429)`);
      loaded.push(withEvents);
      ingestedTotal += events.accepted;
      limited += events.limited;
      ingestRates.push(events.accepted / events.seconds);
      eventP99s.push(events.p99);
    }
    const aloneP99 = median(alone.map((r) => r.p99));
    const loadedP99 = median(loaded.map((r) => r.p99));
    rows.push({
      endpoint: `${api.label} at ${API_PER_SECOND}/s`,
      "alone p50 ms": Number(median(alone.map((r) => r.p50)).toFixed(2)),
      "alone p99 ms": Number(aloneP99.toFixed(2)),
      "with events p50 ms": Number(median(loaded.map((r) => r.p50)).toFixed(2)),
      "with events p99 ms": Number(loadedP99.toFixed(2)),
      "service CPU alone %": Math.round(median(cpuAlone) * 100),
      "CPU µs per event": Math.round(median(cpuPerEvent)),
      "no regression":
        loadedP99 <= Math.max(aloneP99 * MAX_P99_FACTOR, aloneP99 + MAX_P99_EXTRA_MS)
          ? "yes"
          : "NO",
    });
  }
  console.log(`latency at a steady ${API_PER_SECOND} requests/s (medians of ${ROUNDS} rounds):`);
  console.table(rows);

  // Capacity, for information: wrk as fast as the service answers, alone and with events.
  const capacity = [];
  for (const api of apis) {
    await wrk(api.url, WARMUP_SECONDS);
    const alone = await wrk(api.url, SECONDS);
    const [loaded, events] = await Promise.all([wrk(api.url, SECONDS), sendEvents(port, SECONDS)]);
    ingestedTotal += events.accepted;
    limited += events.limited;
    ingestRates.push(events.accepted / events.seconds);
    capacity.push({
      endpoint: api.label,
      "alone req/s": Math.round(alone.rps),
      "alone p99 ms": alone.p99,
      "with events req/s": Math.round(loaded.rps),
      "with events p99 ms": loaded.p99,
      "events/s accepted": Math.round(events.accepted / events.seconds),
    });
  }
  console.log(`\ncapacity (wrk, 1 thread, ${CONNECTIONS} connections; for information):`);
  console.table(capacity);
  const ingestRate = Math.min(...ingestRates);
  console.log(
    `\nevents: slowest phase accepted ${Math.round(ingestRate)}/s, ${limited} refused (429), ` +
      `event POST p99 ${median(eventP99s).toFixed(1)} ms (median of the steady phases)`,
  );

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
      `\nno regression means: at the steady rate, the API's p99 with events within ` +
      `${MAX_P99_FACTOR}× (or ${MAX_P99_EXTRA_MS} ms) of its p99 alone`,
  );
  if (counted !== ingestedTotal || rows.some((row) => row["no regression"] !== "yes")) {
    process.exitCode = 1;
  }
} finally {
  if (catalog.exitCode === null && catalog.signalCode === null) catalog.kill("SIGTERM");
  await exited;
  rmSync(tmp, { recursive: true, force: true });
}
