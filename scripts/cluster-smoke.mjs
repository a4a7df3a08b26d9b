#!/usr/bin/env node
// `pnpm test:cluster` (issue 29): starts `pnpm start:cluster` in a fresh data
// directory on free ports and checks what an operator would: a page, the API
// and a couple-mode room through the proxy; GETs keep succeeding while a
// catalogue instance is killed with SIGKILL and while another is stopped with
// SIGTERM (a rolling restart), and both come back; a taken port is named;
// Ctrl-C stops every process. Prints a table and "N passed, N failed".
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import {
  alive,
  checkList,
  joinRoom,
  joinRoomWithSecret,
  load,
  startCluster,
  startTemporaryCluster,
  until,
} from "./lib/cluster-checks.mjs";

/** How long the load runs after each fault. */
const LOAD_MS = 4_000;
const START_TIMEOUT_MS = 120_000;

const checks = checkList();
const { record } = checks;

const started = Date.now();
const { dir, port, base, cluster } = await startTemporaryCluster("cluster");
/** @type {Array<{ fault: string, requests: number, errors: number, resent: number, recovered: string }>} */
const table = [];
try {
  const up = await until(
    () =>
      cluster.lines.some((line) => line.includes("Sinema cluster is running")) ||
      cluster.child.exitCode !== null,
    START_TIMEOUT_MS,
  );
  if (!up || cluster.child.exitCode !== null) {
    throw new Error(`the cluster did not start:\n${cluster.lines.join("\n")}`);
  }
  record("start", true, `running in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const state = () => JSON.parse(readFileSync(path.join(dir, "cluster.json"), "utf8"));

  // A page and the API through the proxy; readiness stays inside.
  const page = await fetch(`${base}/movie/m-kis-uykusu`);
  const html = await page.text();
  record(
    "page through nginx",
    page.status === 200 && /<title>[^<]+<\/title>/.test(html),
    `GET /movie/m-kis-uykusu → ${page.status}`,
  );
  const api = await fetch(`${base}/api/movies?limit=3`);
  const movies = (await api.json())?.data?.movies ?? [];
  record(
    "API through nginx",
    api.status === 200 && movies.length === 3,
    `GET /api/movies?limit=3 → ${api.status}, ${movies.length} titles`,
  );
  const config = await (await fetch(`${base}/api/config`)).json();
  record(
    "SYNC_URL points at the proxy",
    config.data.syncUrl === `ws://localhost:${port}/sync`,
    config.data.syncUrl,
  );
  const hidden = await fetch(`${base}/api/ready`);
  await hidden.arrayBuffer();
  record("/api/ready is not public", hidden.status === 404, `GET /api/ready → ${hidden.status}`);

  // Metrics: each instance's own loopback port, not the public one.
  const scrapes = await Promise.all(
    state()
      .instances.filter((/** @type {any} */ i) => i.metrics)
      .map(async (/** @type {any} */ i) => (await fetch(i.metrics)).status),
  );
  const publicMetrics = await fetch(`${base}/metrics`);
  await publicMetrics.arrayBuffer();
  record(
    "metrics on each instance, not through nginx",
    scrapes.length === 4 &&
      scrapes.every((status) => status === 200) &&
      publicMetrics.status === 404,
    `${scrapes.length} instances answer /metrics (${scrapes.join(", ")}); GET /metrics through nginx → ${publicMetrics.status}`,
  );

  // A couple in one room through /sync: both seated, an action relayed.
  const roomUrl = `ws://localhost:${port}/sync/rooms/SMK29A`;
  const alice = /** @type {any} */ (await joinRoom(roomUrl, base, "alice-smoke-1"));
  const bob = /** @type {any} */ (await joinRoom(roomUrl, base, "bob-smoke-01"));
  const playedAt = Date.now();
  alice.socket.send(
    JSON.stringify({
      type: "play",
      roomId: "SMK29A",
      userId: "alice-smoke-1",
      timestamp: Date.now(),
      currentTime: 12,
      actionId: "smoke-1",
    }),
  );
  const relayed = await until(
    () => bob.inbox.some((/** @type {any} */ m) => m.type === "play"),
    5_000,
  );
  record(
    "couple mode through nginx",
    relayed,
    relayed ? "both seated, a play relayed" : "the play never reached the other viewer",
  );

  // A sync instance stopped (SIGTERM): its viewers are told 4005 through the
  // proxy and are seated again at once through it, on the other instance.
  /** @type {Array<Promise<{ who: string, code: number, at: number }>>} */
  const closes = [
    ["alice-smoke-1", alice],
    ["bob-smoke-01", bob],
  ].map(
    ([who, viewer]) =>
      new Promise((resolve) =>
        viewer.socket.once("close", (/** @type {number} */ code) =>
          resolve({ who, code, at: Date.now() }),
        ),
      ),
  );
  const sync1 = state().instances.find((/** @type {any} */ i) => i.name === "sync-1");
  process.kill(sync1.pid, "SIGTERM");
  const first = await Promise.race([
    ...closes,
    new Promise((resolve) => setTimeout(() => resolve(null), 5_000)),
  ]);
  if (!first) {
    record("sync drain through nginx", false, "no viewer was closed within 5 s");
  } else {
    const secret = (first.who === "alice-smoke-1" ? alice : bob).inbox.find(
      (/** @type {any} */ m) => m.type === "welcome",
    ).secret;
    const again = /** @type {any} */ (await joinRoomWithSecret(roomUrl, base, first.who, secret));
    const position = again.inbox.find((/** @type {any} */ m) => m.type === "welcome").timeline
      .position;
    // Played at 12 s: a playing room's position has moved on by the time since
    // the play (one run saw 12.057 s), never past it.
    const sincePlay = (Date.now() - playedAt) / 1000;
    record(
      "sync drain through nginx",
      first.code === 4005 && position >= 12 && position <= 12 + sincePlay,
      `${first.who} closed with ${first.code}, seated again through the proxy ${Date.now() - first.at} ms later at ${position} s`,
    );
    again.socket.close();
  }
  alice.socket.close();
  bob.socket.close();

  // Fault 1: SIGKILL one catalogue instance under load.
  const before = state().instances.find((/** @type {any} */ i) => i.name === "catalog-1");
  process.kill(before.pid, "SIGKILL");
  const killedAt = Date.now();
  const afterKill = await load(base, LOAD_MS);
  const backAfterKill = await until(
    () => cluster.lines.some((line) => line.includes("catalog-1 is ready")),
    30_000,
  );
  const killRecovered = backAfterKill ? `${((Date.now() - killedAt) / 1000).toFixed(1)} s` : "no";
  table.push({ fault: "kill -9 catalog-1", ...afterKill, recovered: killRecovered });
  record(
    "GETs survive kill -9 of a catalogue",
    afterKill.errors === 0 && afterKill.requests > 0,
    `${afterKill.requests} requests, ${afterKill.errors} errors, ${afterKill.resent} resent after a reset keep-alive connection ${afterKill.detail}`,
  );
  record("the killed instance rejoins", backAfterKill, `routed to again after ${killRecovered}`);

  // Fault 2: SIGTERM the other (a rolling restart's step): it drains, the load sees nothing.
  const second = state().instances.find((/** @type {any} */ i) => i.name === "catalog-2");
  const readyLines = cluster.lines.filter((line) => line.includes("catalog-2 is ready")).length;
  process.kill(second.pid, "SIGTERM");
  const termAt = Date.now();
  const afterTerm = await load(base, LOAD_MS);
  const backAfterTerm = await until(
    () => cluster.lines.filter((line) => line.includes("catalog-2 is ready")).length > readyLines,
    30_000,
  );
  const termRecovered = backAfterTerm ? `${((Date.now() - termAt) / 1000).toFixed(1)} s` : "no";
  table.push({ fault: "SIGTERM catalog-2", ...afterTerm, recovered: termRecovered });
  record(
    "GETs survive a drained catalogue",
    afterTerm.errors === 0 && afterTerm.requests > 0,
    `${afterTerm.requests} requests, ${afterTerm.errors} errors, ${afterTerm.resent} resent after a reset keep-alive connection ${afterTerm.detail}`,
  );

  // A second cluster on the same port: one line naming the port and the variable.
  const clash = startCluster({ CLUSTER_DIR: path.join(dir, "clash"), CLUSTER_PORT: String(port) });
  const clashCode = await clash.exited;
  const clashLine = clash.lines.find((line) => line.startsWith("start:cluster:")) ?? "";
  record(
    "a taken port is named",
    clashCode === 1 && clashLine.includes(`Port ${port}`) && clashLine.includes("CLUSTER_PORT"),
    clashLine || `exit ${clashCode}`,
  );

  // Ctrl-C stops everything it started.
  const last = state();
  const postmaster = Number(
    readFileSync(path.join(dir, "postgres/postmaster.pid"), "utf8").split("\n")[0],
  );
  const pids = [
    ...last.instances.map((/** @type {any} */ i) => i.pid),
    last.redis.pid,
    last.nginx.pid,
    postmaster,
  ];
  const stopStarted = Date.now();
  cluster.child.kill("SIGINT");
  const code = await cluster.exited;
  await until(() => !pids.some(alive), 3_000);
  const leftovers = pids.filter(alive).map((pid) => {
    try {
      return `${pid} (${readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ").trim()})`;
    } catch {
      return String(pid);
    }
  });
  record(
    "Ctrl-C stops everything",
    code === 0 && leftovers.length === 0 && !existsSync(path.join(dir, "postgres/postmaster.pid")),
    `exit ${code} in ${((Date.now() - stopStarted) / 1000).toFixed(1)} s; ${leftovers.length ? `still running: ${leftovers.join(", ")}` : "no process left"}`,
  );
} catch (error) {
  record("cluster", false, error instanceof Error ? error.message : String(error));
} finally {
  if (cluster.child.exitCode === null) {
    cluster.child.kill("SIGINT");
    await cluster.exited;
  }
  // --keep leaves the logs (logs/, nginx/access.log) to read after a failure.
  if (process.argv.includes("--keep")) console.log(`kept ${dir}`);
  else rmSync(dir, { recursive: true, force: true });
}

console.log(
  "\n| fault | GETs | errors | resent (reset keep-alive) | back in rotation after |\n|---|---|---|---|---|",
);
for (const row of table) {
  console.log(
    `| ${row.fault} | ${row.requests} | ${row.errors} | ${row.resent} | ${row.recovered} |`,
  );
}
console.log(`\ncluster smoke test took ${((Date.now() - started) / 1000).toFixed(1)} s`);
checks.finish();
