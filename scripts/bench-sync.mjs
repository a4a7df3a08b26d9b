#!/usr/bin/env node
// `pnpm bench:sync`: a bounded load test of the couple-mode sync service on
// loopback. Rooms × 2 real WebSocket clients join, send a heartbeat every 3 s and
// a clock ping every second each (as the site's client does), and each room makes one action per second (play, pause or
// seek, senders alternating) for the given time. Prints the relay latency of
// actions (sender's send → other viewer's receipt, p50/p99/max), messages lost,
// the service's memory per connection and CPU use. Runs in memory (one instance)
// and then through Redis (two instances, each room's viewers on different ones).
// Each setting runs twice: as above, and with chat traffic beside it (issue 32: one
// message per room every 5 s, senders alternating), which adds the chat's own
// delivery latency (sender's send → the other viewer's copy) to the row.
//
//   node scripts/bench-sync.mjs [--rooms 2000] [--seconds 60] [--mode memory|redis|both]
//                               [--chat with|without|both]
//
// Everything stays on 127.0.0.1 and stops by itself.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { monitorEventLoopDelay, performance } from "node:perf_hooks";
import WebSocket from "ws";
import { startRedisServer } from "./lib/redis.mjs";
import { startService } from "./lib/services.mjs";

/** Targets from issue 9. */
const TARGET_P99_MS = 10;
const HEARTBEAT_MS = 3_000;
/** The client pings the clock this often (packages/api's CLOCK_PING_INTERVAL_MS). */
const CLOCK_PING_MS = 1_000;
const ACTIONS_PER_ROOM_PER_SECOND = 1;
/** Issue 32: the chat row sends one message per room this often. */
const CHAT_EVERY_MS = 5_000;
/** Connections opened at once while setting up. */
const CONNECT_CONCURRENCY = 100;
/** After the load stops, how long late frames may still arrive. */
const DRAIN_MS = 3_000;
/** Upper bounds, so a typo cannot turn the benchmark into a flood. */
const MAX_ROOMS = 5_000;
const MAX_SECONDS = 300;

/** @param {string} name @param {string | number} fallback */
function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (process.argv[index + 1] ?? fallback);
}

const rooms = Math.min(MAX_ROOMS, Math.max(1, Number(option("rooms", 2_000))));
const seconds = Math.min(MAX_SECONDS, Math.max(1, Number(option("seconds", 60))));
const mode = String(option("mode", "both"));
if (!["memory", "redis", "both"].includes(mode)) {
  console.error(`--mode must be memory, redis or both, got "${mode}"`);
  process.exit(2);
}
const chatMode = String(option("chat", "both"));
if (!["with", "without", "both"].includes(chatMode)) {
  console.error(`--chat must be with, without or both, got "${chatMode}"`);
  process.exit(2);
}
/** Whether each setting runs without chat, with it, or both. */
const chatRuns = chatMode === "both" ? [false, true] : [chatMode === "with"];

// Each client needs a descriptor here and one in a service: raise the limit when it is too low.
const needed = rooms * 2 + 1_024;
const limit = Number(spawnSync("sh", ["-c", "ulimit -n"], { encoding: "utf8" }).stdout.trim());
if (Number.isFinite(limit) && limit < needed && !process.env.BENCH_SYNC_RAISED) {
  const quoted = process.argv.slice(1).map((arg) => `'${arg.replaceAll("'", "'\\''")}'`);
  const result = spawnSync(
    "sh",
    ["-c", `ulimit -n ${needed} && exec '${process.execPath}' ${quoted.join(" ")}`],
    { stdio: "inherit", env: { ...process.env, BENCH_SYNC_RAISED: "1" } },
  );
  if (result.status !== null) process.exit(result.status);
  console.error(`Could not raise the open-file limit to ${needed} (it is ${limit}).`);
  process.exit(1);
}

/** @param {number} pid */
function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** CPU seconds (user + system) a process has used. @param {number} pid */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (100 Hz)
}

/** @param {number[]} sorted @param {number} p @returns {number} */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {number} index */
function roomCode(index) {
  return `B${index.toString(36).toUpperCase().padStart(5, "0")}`;
}

/**
 * @param {string} url
 * @param {string} room
 * @param {string} userId
 * @param {(message: any, at: number, userId: string) => void} onMessage
 */
function openClient(url, room, userId, onMessage) {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}/rooms/${room}`);
    const timer = setTimeout(() => reject(new Error(`join timed out for ${room}`)), 30_000);
    socket.once("error", reject);
    socket.once("open", () => {
      socket.send(
        JSON.stringify({
          type: "join",
          roomId: room,
          userId,
          timestamp: Date.now(),
          currentTime: 0,
          paused: true,
        }),
      );
    });
    socket.on("message", (data) => {
      const at = performance.now();
      const message = JSON.parse(String(data));
      if (message.type === "welcome") {
        clearTimeout(timer);
        resolve(socket);
      }
      onMessage(message, at, userId);
    });
  });
}

/** @param {{ name: string, urls: string[], pids: number[] }} target @param {boolean} chat */
async function run(target, chat) {
  const name = chat ? `${target.name}, with chat` : target.name;
  console.log(`\n━━━ ${name}: ${rooms} rooms × 2 clients, ${seconds} s ━━━`);
  const clients = rooms * 2;
  const stats = {
    actionsSent: 0,
    actionsRelayed: 0,
    acks: 0,
    heartbeatsSent: 0,
    heartbeatsRelayed: 0,
    pings: 0,
    pongs: 0,
    errors: /** @type {Record<string, number>} */ ({}),
    latencies: /** @type {number[]} */ ([]),
    chatSent: 0,
    chatDelivered: 0,
    chatLatencies: /** @type {number[]} */ ([]),
    /** [send time, latency] per relayed action, to tell steady latency from stalls. */
    timeline: /** @type {Array<[number, number]>} */ ([]),
  };
  /** Sent actions awaiting their relay: actionId → send time. */
  const inFlight = new Map();
  /** Sent chat messages awaiting the other viewer's copy: id → send time. */
  const chatInFlight = new Map();

  const baseline = target.pids.map(rssBytes);
  /** @type {Array<{ socket: WebSocket, room: string, userId: string }>} */
  const sockets = new Array(clients);
  const onMessage = (
    /** @type {any} */ message,
    /** @type {number} */ at,
    /** @type {string} */ receiver,
  ) => {
    switch (message.type) {
      case "chat": {
        // Every viewer of the room gets the room's copy; the other one's is what counts.
        if (message.entry.userId === receiver) return;
        const sentAt = chatInFlight.get(message.entry.id);
        if (sentAt !== undefined) {
          chatInFlight.delete(message.entry.id);
          stats.chatDelivered += 1;
          stats.chatLatencies.push(at - sentAt);
        }
        return;
      }
      case "play":
      case "pause":
      case "seek": {
        const sentAt = inFlight.get(message.actionId);
        if (sentAt !== undefined) {
          inFlight.delete(message.actionId);
          stats.actionsRelayed += 1;
          stats.latencies.push(at - sentAt);
          stats.timeline.push([sentAt, at - sentAt]);
        }
        return;
      }
      case "ack":
        stats.acks += 1;
        return;
      case "heartbeat":
        stats.heartbeatsRelayed += 1;
        return;
      case "pong":
        stats.pongs += 1;
        return;
      case "error":
        stats.errors[message.code] = (stats.errors[message.code] ?? 0) + 1;
        return;
      default:
    }
  };

  const setupStarted = performance.now();
  for (let start = 0; start < clients; start += CONNECT_CONCURRENCY) {
    const batch = [];
    for (let index = start; index < Math.min(clients, start + CONNECT_CONCURRENCY); index++) {
      const roomIndex = Math.floor(index / 2);
      const seat = index % 2;
      const room = roomCode(roomIndex);
      const userId = `bench-${roomIndex}-${seat}`;
      // With two instances, the two viewers of a room sit on different ones.
      const url = /** @type {string} */ (target.urls[seat % target.urls.length]);
      batch.push(
        openClient(url, room, userId, onMessage).then((socket) => {
          sockets[index] = { socket, room, userId };
        }),
      );
    }
    await Promise.all(batch);
  }
  const setupSeconds = (performance.now() - setupStarted) / 1000;
  await sleep(1_000);
  const loaded = target.pids.map(rssBytes);
  const memoryPerConnection =
    loaded.reduce((sum, rss, i) => sum + rss - (baseline[i] ?? 0), 0) / clients;
  console.log(
    `connected ${clients} clients in ${setupSeconds.toFixed(1)} s; service RSS ${loaded
      .map((rss) => `${(rss / 2 ** 20).toFixed(0)} MiB`)
      .join(" + ")}`,
  );

  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  const cpuBefore = target.pids.map(cpuSeconds);
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  const durationMs = seconds * 1000;
  let actionsDue = 0;
  let heartbeatsDue = 0;
  let pingsDue = 0;
  let chatDue = 0;
  const types = ["play", "pause", "seek"];
  await new Promise((resolve) => {
    const tick = setInterval(() => {
      const elapsed = Math.min(performance.now() - started, durationMs);
      // Spread evenly: k-th action of the run goes to room k mod rooms.
      const actionTarget = Math.floor((elapsed / 1000) * rooms * ACTIONS_PER_ROOM_PER_SECOND);
      for (; actionsDue < actionTarget; actionsDue++) {
        const roomIndex = actionsDue % rooms;
        const round = Math.floor(actionsDue / rooms);
        const client = sockets[roomIndex * 2 + (round % 2)];
        if (!client) continue;
        const actionId = `a${actionsDue}`;
        inFlight.set(actionId, performance.now());
        client.socket.send(
          JSON.stringify({
            type: types[round % types.length],
            roomId: client.room,
            userId: client.userId,
            timestamp: Date.now(),
            currentTime: round,
            actionId,
          }),
        );
        stats.actionsSent += 1;
      }
      const chatTarget = chat ? Math.floor((elapsed / CHAT_EVERY_MS) * rooms) : 0;
      for (; chatDue < chatTarget; chatDue++) {
        const roomIndex = chatDue % rooms;
        const round = Math.floor(chatDue / rooms);
        const client = sockets[roomIndex * 2 + ((round + 1) % 2)];
        if (!client) continue;
        const id = `c${chatDue}`;
        chatInFlight.set(id, performance.now());
        client.socket.send(
          JSON.stringify({
            type: "chat",
            roomId: client.room,
            userId: client.userId,
            id,
            text: `Bu sahne çok güzel, ${round}. kez izliyoruz!`,
          }),
        );
        stats.chatSent += 1;
      }
      const heartbeatTarget = Math.floor((elapsed / HEARTBEAT_MS) * clients);
      for (; heartbeatsDue < heartbeatTarget; heartbeatsDue++) {
        const client = sockets[heartbeatsDue % clients];
        if (!client) continue;
        client.socket.send(
          JSON.stringify({
            type: "heartbeat",
            roomId: client.room,
            userId: client.userId,
            timestamp: Date.now(),
            currentTime: 0,
          }),
        );
        stats.heartbeatsSent += 1;
      }
      const pingTarget = Math.floor((elapsed / CLOCK_PING_MS) * clients);
      for (; pingsDue < pingTarget; pingsDue++) {
        const client = sockets[pingsDue % clients];
        if (!client) continue;
        client.socket.send(
          JSON.stringify({ type: "ping", id: pingsDue % 2 ** 31, clientTime: Date.now() }),
        );
        stats.pings += 1;
      }
      if (elapsed >= durationMs) {
        clearInterval(tick);
        resolve(undefined);
      }
    }, 5);
  });
  const cpuAfter = target.pids.map(cpuSeconds);
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const loadSeconds = (performance.now() - started) / 1000;
  loopDelay.disable();
  await sleep(DRAIN_MS);

  for (const client of sockets) client?.socket.close();
  await sleep(500);

  // Stalls show as seconds whose worst relay is far above the rest: list the worst few.
  const perSecond = new Map();
  for (const [sentAt, latency] of stats.timeline) {
    const second = Math.floor((sentAt - started) / 1000);
    perSecond.set(second, Math.max(perSecond.get(second) ?? 0, latency));
  }
  const worstSeconds = [...perSecond.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([second, worst]) => `${second}s:${worst.toFixed(0)}ms`);
  const sorted = stats.latencies.sort((a, b) => a - b);
  const chatSorted = stats.chatLatencies.sort((a, b) => a - b);
  const result = {
    name,
    rooms,
    clients,
    seconds,
    actionsSent: stats.actionsSent,
    actionsLost: stats.actionsSent - stats.actionsRelayed,
    acksMissing: stats.actionsSent - stats.acks,
    heartbeatsLost: stats.heartbeatsSent - stats.heartbeatsRelayed,
    pongsMissing: stats.pings - stats.pongs,
    errors: stats.errors,
    relayP50Ms: Number(percentile(sorted, 0.5).toFixed(2)),
    relayP99Ms: Number(percentile(sorted, 0.99).toFixed(2)),
    relayMaxMs: Number((sorted.at(-1) ?? NaN).toFixed(2)),
    chatSent: stats.chatSent,
    chatLost: stats.chatSent - stats.chatDelivered,
    chatP50Ms: Number(percentile(chatSorted, 0.5).toFixed(2)),
    chatP99Ms: Number(percentile(chatSorted, 0.99).toFixed(2)),
    memoryPerConnectionKiB: Number((memoryPerConnection / 1024).toFixed(1)),
    serviceCpuPercent: cpuAfter.map((cpu, i) =>
      Number((((cpu - (cpuBefore[i] ?? 0)) / loadSeconds) * 100).toFixed(0)),
    ),
    loadGeneratorLoopDelayP99Ms: Number((loopDelay.percentile(99) / 1e6).toFixed(1)),
    loadGeneratorCpuPercent: Number(
      (((ownCpu.user + ownCpu.system) / 1e6 / loadSeconds) * 100).toFixed(0),
    ),
    loadGeneratorLoopDelayMaxMs: Number((loopDelay.max / 1e6).toFixed(1)),
    worstSeconds,
  };
  console.log(
    [
      `relay latency  p50 ${result.relayP50Ms} ms   p99 ${result.relayP99Ms} ms   max ${result.relayMaxMs} ms   (target p99 ≤ ${TARGET_P99_MS} ms: ${result.relayP99Ms <= TARGET_P99_MS ? "met" : "NOT met"})`,
      `messages lost  actions ${result.actionsLost} of ${result.actionsSent}   heartbeats ${result.heartbeatsLost} of ${stats.heartbeatsSent}   acks missing ${result.acksMissing}   pongs missing ${result.pongsMissing}   (target 0: ${result.actionsLost === 0 && result.heartbeatsLost === 0 ? "met" : "NOT met"})`,
      ...(chat
        ? [
            `chat delivery  p50 ${result.chatP50Ms} ms   p99 ${result.chatP99Ms} ms   lost ${result.chatLost} of ${result.chatSent} (one message per room every ${CHAT_EVERY_MS / 1000} s)`,
          ]
        : []),
      `errors         ${JSON.stringify(result.errors)}`,
      `memory         ${result.memoryPerConnectionKiB} KiB per connection (service RSS growth / ${clients})`,
      `service CPU    ${result.serviceCpuPercent.map((p) => `${p}%`).join(" + ")} of one core; load generator ${result.loadGeneratorCpuPercent}% CPU, event-loop delay p99 ${result.loadGeneratorLoopDelayP99Ms} ms, max ${result.loadGeneratorLoopDelayMaxMs} ms`,
      `worst seconds  ${worstSeconds.join("  ")} (second of the run: worst relay)`,
    ].join("\n"),
  );
  console.log(`RESULT ${JSON.stringify(result)}`);
  return result;
}

const quiet = process.env.BENCH_SYNC_LOG
  ? (/** @type {string} */ line) => console.error(line)
  : () => {};
// Every bench client is on 127.0.0.1 and sends no Origin: lift the per-address limits
// and let native clients in, which a real deployment would not do.
const benchEnv = {
  SYNC_ALLOW_NO_ORIGIN: "1",
  SYNC_MAX_CONNECTIONS_PER_ADDRESS: String(rooms * 2 + 100),
  // Every run joins its rooms afresh on the same service, within a minute of the last.
  SYNC_MAX_JOINS_PER_MINUTE: String(rooms * 2 * chatRuns.length + 100),
};
const results = [];
let failed = false;
try {
  if (mode === "memory" || mode === "both") {
    const service = await startService({
      name: "sync",
      env: {
        SYNC_PORT: "0",
        HOST: "127.0.0.1",
        SYNC_ALLOWED_ORIGINS: "*",
        REDIS_URL: "",
        ...benchEnv,
      },
      onLog: quiet,
    });
    try {
      for (const chat of chatRuns) {
        results.push(
          await run(
            {
              name: "one instance, rooms in memory",
              urls: [`ws://127.0.0.1:${service.port}`],
              pids: [/** @type {number} */ (service.process.pid)],
            },
            chat,
          ),
        );
      }
    } finally {
      await service.stop();
    }
  }
  if (mode === "redis" || mode === "both") {
    const redis = await startRedisServer();
    const env = {
      SYNC_PORT: "0",
      HOST: "127.0.0.1",
      SYNC_ALLOWED_ORIGINS: "*",
      REDIS_URL: redis.url,
      ...benchEnv,
    };
    const instances = [];
    try {
      instances.push(await startService({ name: "sync", env, onLog: quiet }));
      instances.push(await startService({ name: "sync", env, onLog: quiet }));
      for (const chat of chatRuns) {
        results.push(
          await run(
            {
              name: "two instances through Redis",
              urls: instances.map((instance) => `ws://127.0.0.1:${instance.port}`),
              pids: instances.map((instance) => /** @type {number} */ (instance.process.pid)),
            },
            chat,
          ),
        );
      }
    } finally {
      await Promise.all(instances.map((instance) => instance.stop()));
      await redis.stop();
    }
  }
} catch (error) {
  failed = true;
  console.error(`bench:sync failed: ${error instanceof Error ? error.message : String(error)}`);
}
process.exit(failed || results.length === 0 ? 1 : 0);
