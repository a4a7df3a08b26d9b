// `pnpm start:cluster` (issue 29): the production topology on one machine.
// PostgreSQL and Redis (found or installed as the test command does), 2
// catalogue and 2 sync instances, the demo embed provider, and Debian's nginx
// in front on one port, all under one data directory. deploy/README.md says
// why nginx and how readiness reaches it.
import { spawn, spawnSync } from "node:child_process";
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import net from "node:net";
import path from "node:path";
import { adminPasswordEnv } from "./admin-password.mjs";
import { repoRoot } from "./paths.mjs";
import { ensurePostgres } from "./postgres.mjs";
import { ensureRedisServer } from "./redis.mjs";
import { aptInstall, pnpm } from "./run.mjs";
import { startService } from "./services.mjs";
import { freePort } from "./ports.mjs";

const NGINX = "/usr/sbin/nginx";
/** How often every instance's readiness is asked. */
/**
 * The cluster's Redis: on loopback, appending every write to a file in its
 * directory (no snapshots), so rooms survive its restart.
 * @param {number} port @param {string} dir @param {string} logfile
 */
export function redisArguments(port, dir, logfile) {
  return [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--dir",
    dir,
    "--appendonly",
    "yes",
    "--save",
    "",
    "--logfile",
    logfile,
  ];
}

export const READY_INTERVAL_MS = 1_000;
/**
 * A readiness answer slower than this counts as a failed check: above the
 * catalogue's own 2 s database timeout, so its 503 arrives first.
 */
const READY_TIMEOUT_MS = 3_000;
/**
 * Failed checks in a row that take an instance out of rotation (Kubernetes'
 * failureThreshold): one slow answer on a busy machine is not an outage. A
 * refused connection (nothing listens) takes it out at once.
 */
const FAILURE_THRESHOLD = 2;
/** How long a stopping catalogue keeps serving while out of rotation (DRAIN_DELAY_MS). */
const DRAIN_DELAY_MS = 2_000;
/** A crashed instance is started again after this pause (on the same port). */
const RESTART_DELAY_MS = 1_000;
/** The longest pause between two tries of an instance that will not start. */
const RESTART_MAX_DELAY_MS = 10_000;
const START_TIMEOUT_MS = 60_000;
/** How long a reload may take to start workers with the new upstreams. */
const RELOAD_TIMEOUT_MS = 5_000;
const INSTANCES = 2;

/** A failure an operator can act on: printed as one line, no stack trace. */
export class ClusterError extends Error {}

/** @param {number} port @param {string} host */
function portFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, host, () => server.close(() => resolve(true)));
  });
}

/**
 * Runs a command to its end; throws a ClusterError with its output on failure.
 * @param {string} what @param {string} command @param {string[]} args
 * @param {{ asPostgres?: boolean, allowFailure?: boolean }} [options]
 */
function runOrFail(what, command, args, options = {}) {
  const root = process.getuid?.() === 0;
  const [program, argv] =
    options.asPostgres && root
      ? ["runuser", ["-u", "postgres", "--", command, ...args]]
      : [command, args];
  const result = spawnSync(program, argv, { encoding: "utf8" });
  if (result.status !== 0 && !options.allowFailure) {
    throw new ClusterError(`${what} failed: ${(result.stderr || result.stdout || "").trim()}`);
  }
  return result;
}

/** @param {string} file @param {string} text @param {number} timeoutMs */
function waitForLine(file, text, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const check = () => {
      const content = existsSync(file) ? readFileSync(file, "utf8") : "";
      if (content.includes(text)) resolve(undefined);
      else if (Date.now() > deadline)
        reject(new ClusterError(`timed out waiting for "${text}" in ${file}`));
      else setTimeout(check, 50);
    };
    check();
  });
}

/**
 * @typedef {object} ClusterOptions
 * @property {number} port          the public port (CLUSTER_PORT)
 * @property {number} embedPort     the demo player's port (CLUSTER_EMBED_PORT)
 * @property {string} dir           the cluster's data directory (CLUSTER_DIR)
 * @property {(line: string) => void} say  the operator's console
 */

/**
 * @typedef {object} Instance
 * @property {string} name          catalog-1, sync-2, embed
 * @property {"catalog" | "sync" | "embed"} kind
 * @property {number} port
 * @property {Record<string, string>} env
 * @property {import("node:child_process").ChildProcess | undefined} process
 * @property {boolean} ready
 * @property {number} failures      failed readiness checks in a row
 * @property {string} readyPath
 */

/** @param {ClusterOptions} options */
export async function startCluster(options) {
  const { port, embedPort, dir, say } = options;
  for (const [wanted, variable] of /** @type {const} */ ([
    [port, "CLUSTER_PORT"],
    [embedPort, "CLUSTER_EMBED_PORT"],
  ])) {
    if (!(await portFree(wanted, "0.0.0.0"))) {
      throw new ClusterError(`Port ${wanted} is already in use: set ${variable} to another port`);
    }
  }
  mkdirSync(path.join(dir, "logs"), { recursive: true });

  if (!existsSync(path.join(repoRoot, "apps/site/dist-server/entry-server.js"))) {
    say("Building the site (once; `pnpm build` refreshes it)...");
    if ((await pnpm(["build"])) !== 0) throw new ClusterError("building the site failed");
  }
  if (!existsSync(NGINX)) {
    await aptInstall(
      "nginx",
      "the cluster's reverse proxy",
      "nginx is missing: install it with `apt-get install -y nginx`",
    );
    // Debian starts its own nginx on port 80 on install; the cluster runs its own.
    spawnSync("service", ["nginx", "stop"], { stdio: "ignore" });
  }
  const pgBin = await ensurePostgres();
  const redisBin = ensureRedisServer();

  /** Everything started, stopped in reverse order. @type {Array<() => Promise<void>>} */
  const stops = [];
  let stopping = false;
  /** @type {Instance[]} */
  const instances = [];
  /** @type {import("node:child_process").ChildProcess | undefined} */
  let nginx;
  /** @type {ReturnType<typeof setInterval> | undefined} */
  let readinessTimer;

  const stopAll = async () => {
    if (stopping) return;
    stopping = true;
    clearInterval(readinessTimer);
    for (const stop of [...stops].reverse()) {
      try {
        await stop();
      } catch (error) {
        say(`while stopping: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  try {
    // ── PostgreSQL: a cluster of its own in the data directory, kept between runs.
    const pgData = path.join(dir, "postgres");
    const pgRun = path.join(dir, "postgres-run");
    const root = process.getuid?.() === 0;
    const pgLog = path.join(dir, "logs/postgres.log");
    mkdirSync(pgRun, { recursive: true });
    mkdirSync(pgData, { recursive: true });
    if (!existsSync(pgLog)) writeFileSync(pgLog, "");
    if (root) {
      // PostgreSQL refuses to run as root: its files belong to the postgres user.
      const uid = Number(runOrFail("id", "id", ["-u", "postgres"]).stdout.trim());
      const gid = Number(runOrFail("id", "id", ["-g", "postgres"]).stdout.trim());
      for (const owned of [pgData, pgRun, pgLog]) chownSync(owned, uid, gid);
      if (spawnSync("runuser", ["-u", "postgres", "--", "test", "-w", pgData]).status !== 0) {
        throw new ClusterError(
          `PostgreSQL runs as the postgres user, who cannot reach ${pgData}: set CLUSTER_DIR to a directory every user may traverse`,
        );
      }
    }
    if (!existsSync(path.join(pgData, "PG_VERSION"))) {
      say("Creating the PostgreSQL cluster (once)...");
      runOrFail(
        "initdb",
        `${pgBin}/initdb`,
        ["-D", pgData, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C"],
        {
          asPostgres: true,
        },
      );
    }
    // A server left running by a run that was killed is stopped first.
    runOrFail("pg_ctl stop", `${pgBin}/pg_ctl`, ["-D", pgData, "-m", "fast", "-w", "stop"], {
      asPostgres: true,
      allowFailure: true,
    });
    const pgPort = await freePort();
    runOrFail(
      "starting PostgreSQL",
      `${pgBin}/pg_ctl`,
      [
        "-D",
        pgData,
        "-l",
        pgLog,
        "-w",
        "-t",
        "60",
        "-o",
        `-p ${pgPort} -k ${pgRun} -c listen_addresses=127.0.0.1`,
        "start",
      ],
      { asPostgres: true },
    );
    stops.push(async () => {
      runOrFail(
        "stopping PostgreSQL",
        `${pgBin}/pg_ctl`,
        ["-D", pgData, "-m", "fast", "-w", "stop"],
        {
          asPostgres: true,
          allowFailure: true,
        },
      );
    });
    const created = runOrFail(
      "createdb",
      `${pgBin}/createdb`,
      ["-h", "127.0.0.1", "-p", String(pgPort), "-U", "postgres", "sinema"],
      {
        allowFailure: true,
      },
    );
    if (created.status !== 0 && !/already exists/.test(created.stderr)) {
      throw new ClusterError(`createdb failed: ${created.stderr.trim()}`);
    }
    const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/sinema`;

    // ── Redis, appending to a file in the data directory: rooms survive its restart.
    const redisDir = path.join(dir, "redis");
    mkdirSync(redisDir, { recursive: true });
    const redisPort = await freePort();
    const redisLog = path.join(dir, "logs/redis.log");
    writeFileSync(redisLog, "");
    const redis = spawn(redisBin, redisArguments(redisPort, redisDir, redisLog), {
      stdio: "ignore",
      detached: true,
    });
    const redisExited = new Promise((resolve) => redis.once("exit", resolve));
    stops.push(async () => {
      if (redis.exitCode === null && redis.signalCode === null) redis.kill("SIGTERM");
      await redisExited;
    });
    await waitForLine(redisLog, "Ready to accept connections", START_TIMEOUT_MS);
    const redisUrl = `redis://127.0.0.1:${redisPort}`;

    // ── The instances.
    /** @type {import("node:fs").WriteStream[]} */
    const logFiles = [];
    stops.push(async () => {
      await Promise.all(logFiles.map((file) => new Promise((resolve) => file.end(resolve))));
    });
    /** @type {Map<string, (line: string) => void>} */
    const loggers = new Map();
    const logOf = (/** @type {string} */ name) => {
      const known = loggers.get(name);
      if (known) return known;
      const file = createWriteStream(path.join(dir, "logs", `${name}.log`), { flags: "a" });
      logFiles.push(file);
      const write = (/** @type {string} */ line) => {
        if (!file.writableEnded) file.write(`${line}\n`);
        // Request lines go to the file only; events and errors to the console too.
        if (!line.startsWith('{"method"')) say(`[${name}] ${line}`);
      };
      loggers.set(name, write);
      return write;
    };
    const siteOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
    const catalogEnv = {
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      STATIC_DIR: path.join(repoRoot, "apps/site/dist"),
      EMBED_BASE_URLS: `http://localhost:${embedPort}`,
      SYNC_URL: `ws://localhost:${port}/sync`,
      // Only nginx reaches the instances (they listen on loopback), so its X-Forwarded-For is trusted.
      TRUST_PROXY: "1",
      // After SIGTERM an instance serves on for this long while saying
      // "draining": the next readiness check (≤ 1 s) and a reload take it out
      // of rotation before it stops accepting.
      DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
      ...adminPasswordEnv(process.env, path.join(dir, "admin-password.pbkdf2")),
    };
    const syncEnv = {
      HOST: "127.0.0.1",
      REDIS_URL: redisUrl,
      SYNC_ALLOWED_ORIGINS: siteOrigins.join(","),
      // Every viewer reaches the sync service from nginx's address: the
      // per-address limits are kept by nginx on the real address instead.
      SYNC_MAX_CONNECTIONS_PER_ADDRESS: "1000000",
      SYNC_MAX_JOINS_PER_MINUTE: "1000000",
    };
    /** Reloads nginx with the upstreams as they stand; set once nginx runs. */
    let reloadUpstreams = async () => {};
    /** Reloads one after another. */
    let reloads = Promise.resolve();
    /** @param {Instance} instance @param {boolean} ready @param {string} why */
    const setReady = (instance, ready, why) => {
      if (instance.ready === ready) return;
      instance.ready = ready;
      if (!ready) say(`${instance.name} is not ready (${why}): taken out of rotation`);
      reloads = reloads.then(reloadUpstreams).then(() => {
        // Said once nginx routes to it: a rolling restart may go on from here.
        if (ready && instance.ready) say(`${instance.name} is ready: routed to again`);
      });
    };
    const portVariable = { catalog: "PORT", sync: "SYNC_PORT", embed: "EMBED_PORT" };
    const readyPath = { catalog: "/api/ready", sync: "/ready", embed: "/" };

    /** @param {Instance} instance */
    const launch = async (instance) => {
      const running = await startService({
        name: instance.kind,
        env: { ...instance.env, [portVariable[instance.kind]]: String(instance.port) },
        onLog: logOf(instance.name),
        // Ctrl-C reaches the script alone, which stops nginx, then the
        // instances (they drain), then Redis and PostgreSQL.
        detached: true,
      });
      instance.port = running.port;
      instance.process = running.process;
      writeState();
      running.process.once("exit", (code, signal) => {
        if (stopping) return;
        say(
          `${instance.name} stopped unexpectedly (${signal ?? `exit code ${code}`}); starting it again on port ${instance.port}`,
        );
        // Out of rotation now rather than at the next readiness check.
        if (instance.kind !== "embed") setReady(instance, false, "its process is gone");
        // Tried again until it starts (its database may be away for a while).
        const relaunch = (/** @type {number} */ attempt) => {
          if (stopping) return;
          launch(instance).catch((error) => {
            const delay = Math.min(RESTART_DELAY_MS * 2 ** attempt, RESTART_MAX_DELAY_MS);
            say(
              `${instance.name} did not start again (${error.message}); next try in ${delay / 1000} s`,
            );
            setTimeout(() => relaunch(attempt + 1), delay);
          });
        };
        setTimeout(() => relaunch(1), RESTART_DELAY_MS);
      });
    };
    stops.push(async () => {
      await Promise.all(
        instances.map(async (instance) => {
          const child = instance.process;
          if (!child || child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((resolve) => child.once("exit", resolve));
          child.kill("SIGTERM");
          await exited;
        }),
      );
    });

    const statePath = path.join(dir, "cluster.json");
    const writeState = () => {
      writeFileSync(
        statePath,
        `${JSON.stringify(
          {
            pid: process.pid,
            port,
            postgres: { port: pgPort, url: databaseUrl },
            redis: { port: redisPort, pid: redis.pid, url: redisUrl },
            nginx: { pid: nginx?.pid },
            instances: instances.map((instance) => ({
              name: instance.name,
              port: instance.port,
              pid: instance.process?.pid,
              ready: instance.ready,
              ...(instance.env.METRICS_PORT || instance.env.SYNC_METRICS_PORT
                ? {
                    metrics: `http://127.0.0.1:${instance.env.METRICS_PORT || instance.env.SYNC_METRICS_PORT}/metrics`,
                  }
                : {}),
            })),
          },
          null,
          2,
        )}\n`,
      );
    };

    /** @param {"catalog" | "sync" | "embed"} kind @param {string} name @param {Record<string, string>} env @param {number} port */
    const add = (kind, name, env, port) => {
      /** @type {Instance} */
      const instance = {
        name,
        kind,
        port,
        env,
        process: undefined,
        ready: true,
        failures: 0,
        readyPath: readyPath[kind],
      };
      instances.push(instance);
      return instance;
    };
    const embed = add("embed", "embed", {}, embedPort);
    // Each instance's Prometheus metrics on a loopback port of its own, kept
    // across restarts; nginx does not proxy them (deploy/README.md).
    const metricsPorts = await Promise.all(Array.from({ length: 2 * INSTANCES }, freePort));
    const syncs = Array.from({ length: INSTANCES }, (_, i) =>
      add("sync", `sync-${i + 1}`, { ...syncEnv, SYNC_METRICS_PORT: String(metricsPorts[i]) }, 0),
    );
    const catalogs = Array.from({ length: INSTANCES }, (_, i) =>
      add(
        "catalog",
        `catalog-${i + 1}`,
        { ...catalogEnv, METRICS_PORT: String(metricsPorts[INSTANCES + i]) },
        0,
      ),
    );
    // The catalogues migrate and seed a new database together: an advisory lock lets one do it.
    await Promise.all([embed, ...syncs, ...catalogs].map(launch));

    // ── nginx, in front.
    const nginxDir = path.join(dir, "nginx");
    for (const sub of ["body", "proxy", "fastcgi", "uwsgi", "scgi", "pages"]) {
      mkdirSync(path.join(nginxDir, "tmp", sub), { recursive: true });
    }
    if (root) {
      // Workers run as nobody: they need their temp directories, nothing else.
      runOrFail("chown", "chown", ["-R", "nobody:nogroup", path.join(nginxDir, "tmp")]);
    }
    const template = readFileSync(path.join(repoRoot, "deploy/nginx.conf"), "utf8");
    writeFileSync(
      path.join(nginxDir, "nginx.conf"),
      template
        .replaceAll("{{DIR}}", nginxDir)
        .replaceAll("{{PORT}}", String(port))
        .replaceAll("{{USER}}", root ? "user nobody nogroup;" : ""),
    );
    const upstreamsPath = path.join(nginxDir, "upstreams.conf");
    const writeUpstreams = () => {
      /** @param {string} name @param {Instance[]} servers @param {string} [balance] */
      const block = (name, servers, balance) =>
        [
          `upstream ${name} {`,
          ...(balance ? [`  ${balance};`] : []),
          ...servers.map(
            (instance) =>
              `  server 127.0.0.1:${instance.port} max_fails=1 fail_timeout=5s${instance.ready ? "" : " down"}; # ${instance.name}`,
          ),
          "}",
        ].join("\n");
      writeFileSync(
        upstreamsPath,
        [
          "# Written by scripts/lib/cluster.mjs from each instance's readiness; `down` = not ready.",
          block("catalog", catalogs),
          // Long-lived WebSockets: a new one goes where the fewest are open.
          block("sync", syncs, "least_conn"),
          "",
        ].join("\n"),
      );
    };
    writeUpstreams();
    const nginxArgs = [
      "-p",
      nginxDir,
      "-c",
      path.join(nginxDir, "nginx.conf"),
      "-e",
      path.join(nginxDir, "error.log"),
    ];
    runOrFail("nginx -t (checking the generated configuration)", NGINX, [...nginxArgs, "-t", "-q"]);
    nginx = spawn(NGINX, [...nginxArgs, "-g", "daemon off;"], {
      stdio: ["ignore", "ignore", "pipe"],
      detached: true,
    });
    const nginxProcess = nginx;
    const nginxExited = new Promise((resolve) => nginxProcess.once("exit", resolve));
    let nginxErrors = "";
    nginxProcess.stderr?.on("data", (chunk) => (nginxErrors += chunk));
    stops.push(async () => {
      if (nginxProcess.exitCode === null && nginxProcess.signalCode === null)
        nginxProcess.kill("SIGTERM");
      await nginxExited;
    });
    await new Promise((resolve, reject) => {
      const deadline = Date.now() + START_TIMEOUT_MS;
      const check = async () => {
        if (nginxProcess.exitCode !== null) {
          reject(new ClusterError(`nginx stopped at start: ${nginxErrors.trim()}`));
        } else if (!(await portFree(port, "0.0.0.0"))) resolve(undefined);
        else if (Date.now() > deadline) reject(new ClusterError("nginx did not start listening"));
        else setTimeout(check, 50);
      };
      void check();
    });
    nginxProcess.once("exit", (code) => {
      if (stopping) return;
      say(
        `nginx stopped unexpectedly (exit code ${code}): ${nginxErrors.trim()}; stopping the cluster.`,
      );
      void stopAll().then(() => process.exit(1));
    });
    writeState();
    /** nginx's worker processes now. */
    const workers = () =>
      new Set(
        spawnSync("pgrep", ["-P", String(nginxProcess.pid)], { encoding: "utf8" })
          .stdout.split("\n")
          .filter(Boolean),
      );
    reloadUpstreams = async () => {
      if (stopping) return;
      const before = workers();
      writeUpstreams();
      writeState();
      nginxProcess.kill("SIGHUP"); // A graceful reload: nothing in flight is cut.
      // The new configuration serves once the master has started workers
      // with it (the old ones only finish what they hold).
      const deadline = Date.now() + RELOAD_TIMEOUT_MS;
      while (Date.now() < deadline && ![...workers()].some((pid) => !before.has(pid))) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    // ── Readiness: nginx routes only to instances whose /ready answers 200.
    /** @param {Instance} instance */
    const askReady = async (instance) => {
      try {
        const res = await fetch(`http://127.0.0.1:${instance.port}${instance.readyPath}`, {
          signal: AbortSignal.timeout(READY_TIMEOUT_MS),
        });
        const body = await res.text();
        if (res.ok) return { ready: true, why: "", certain: true };
        let why = `${res.status}`;
        let draining = false;
        try {
          const parsed = JSON.parse(body);
          why = `${parsed.reason}: ${parsed.detail}`;
          draining = parsed.reason === "draining";
        } catch {
          // Not JSON: the status says enough.
        }
        // A draining instance asked to be taken out: at once, not after 2 checks.
        return { ready: false, why, certain: draining };
      } catch (error) {
        const code = /** @type {any} */ (error)?.cause?.code;
        const why = code ?? (error instanceof Error ? error.message : String(error));
        return { ready: false, why, certain: code === "ECONNREFUSED" };
      }
    };
    let checking = false;
    readinessTimer = setInterval(async () => {
      if (checking || stopping) return;
      checking = true;
      try {
        const checked = [...syncs, ...catalogs];
        const answers = await Promise.all(checked.map(askReady));
        checked.forEach((instance, i) => {
          const answer = /** @type {{ ready: boolean, why: string, certain: boolean }} */ (
            answers[i]
          );
          instance.failures = answer.ready ? 0 : instance.failures + 1;
          if (stopping) return;
          if (answer.ready) setReady(instance, true, "");
          else if (answer.certain || instance.failures >= FAILURE_THRESHOLD)
            setReady(instance, false, answer.why);
        });
      } finally {
        checking = false;
      }
    }, READY_INTERVAL_MS);

    return {
      stop: stopAll,
      statePath,
      databaseUrl,
      redisUrl,
      instances,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
