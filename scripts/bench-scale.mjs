#!/usr/bin/env node
// `pnpm bench:scale [--sizes 1000,10000,100000] [--engines sqlite,postgres]`:
// the catalogue at scale (issue 35). For each engine and size: a fresh
// database filled to that many titles (`pnpm seed:scale N --total`), the
// catalogue service started on it, and measured: start-to-healthy time, the
// service's RSS (/proc/<pid>/status VmRSS), the database's size, and for each
// kind of request the first answer and the p95 of 50 distinct requests, one
// at a time:
//   search        /api/movies?search=<term>, 50 terms from the generated titles
//                 and people (titles, names, one-letter typos)
//   deep page     /api/movies?limit=25&offset=<deep>&sort=rating, 50 offsets in
//                 the second half of the catalogue
//   genre, type   filtered list pages, 50 distinct (filter, offset) pairs
//   /, /trending  server-rendered pages (needs `pnpm build`), each request under
//                 another Host, so the page cache (keyed by address) never
//                 answers; the pages' API reads do hit SQLite's list cache after
//                 the first, as they would in production
//   sitemap.xml   under another Host each time: written from the last walk of
//                 the catalogue, which the service made while warming up
//   sitemap part  /sitemaps/titles-N.xml of a sitemap already built: how the
//                 parts are answered once the index was asked for
// Distinct requests: the SQLite store keeps list pages until the next write,
// so repeating one query would measure the cache.
//
// Bounded: each measurement stops after 50 requests or a minute (timed-requests.mjs); the
// seeding of the largest PostgreSQL catalogue dominates (an estimate is
// printed first). Prints one markdown table per engine; no pass or fail.
// PostgreSQL is found or installed as the services test suite does it
// (scripts/lib/postgres.mjs) and run as a throw-away cluster in a temp dir.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { denoBin, repoRoot } from "./lib/paths.mjs";
import { startThrowawayPostgres } from "./lib/postgres.mjs";
import { startService } from "./lib/services.mjs";
import { REQUESTS, timedClient } from "./lib/timed-requests.mjs";

const HEALTH_TIMEOUT_MS = 120_000;
/** Rough seeding cost per 1,000 titles, seen on a 2-core machine, for the printed estimate. */
const SEED_MS_PER_1000 = { sqlite: 250, postgres: 600 };
/** Rough cost of the measurements of one size, beside the seeding (sitemap builds grow with it). */
const MEASURE_MS = (/** @type {number} */ size) => 20_000 + size * 1.2;

function option(/** @type {string} */ name, /** @type {string} */ fallback) {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const sizes = option("--sizes", "1000,10000,100000")
  .split(",")
  .map((text) => Number(text.replace(/_/g, "")));
const engines = /** @type {("sqlite" | "postgres")[]} */ (
  option("--engines", "sqlite,postgres").split(",")
);
if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error("--sizes takes integers");
if (engines.some((e) => e !== "sqlite" && e !== "postgres")) {
  throw new Error("--engines takes sqlite and/or postgres");
}

const siteBuild = path.join(repoRoot, "apps/site/dist");
const withPages =
  existsSync(path.join(siteBuild, "index.html")) &&
  existsSync(path.join(repoRoot, "apps/site/dist-server/entry-server.js"));
if (!withPages) {
  console.log(
    "No site build (apps/site/dist-server is missing; run `pnpm build`): pages and sitemap are left out.",
  );
}

const estimateMs = engines
  .flatMap((engine) =>
    sizes.map((size) => (size / 1000) * SEED_MS_PER_1000[engine] + MEASURE_MS(size)),
  )
  .reduce((a, b) => a + b, 0);
console.log(
  `Sizes ${sizes.join(", ")} on ${engines.join(" and ")}: roughly ${Math.ceil(estimateMs / 60_000)} min ` +
    `(${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}).\n`,
);

const { get, measure, close: closeClient } = timedClient();

/** VmRSS of a process in MB. @param {number} pid */
function rssMb(pid) {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1]);
  return kb / 1024;
}

/** Drops one letter of the longest word: a near spelling the search must still find. */
function typo(/** @type {string} */ text) {
  const words = text.split(" ");
  const longest = words.reduce((a, b) => ([...b].length > [...a].length ? b : a), "");
  if ([...longest].length < 5) return text;
  const letters = [...longest];
  letters.splice(Math.floor(letters.length / 2), 1);
  return letters.join("");
}

/** 50 distinct requests of each kind, drawn from a sample of the catalogue. */
async function requestsFor(/** @type {number} */ port, /** @type {number} */ size) {
  const sample = JSON.parse(
    /** @type {{ body: string }} */ (
      await get(port, `/api/movies?limit=100&offset=${Math.floor(size / 3)}&sort=views`)
    ).body,
  ).data.movies;
  /** @type {Set<string>} */
  const terms = new Set();
  for (const [i, movie] of sample.entries()) {
    if (terms.size >= REQUESTS) break;
    const person = Array.isArray(movie.cast) ? movie.cast[0] : undefined;
    terms.add(i % 3 === 0 ? movie.title : i % 3 === 1 && person ? person : typo(movie.title));
  }
  const genres = [...new Set(sample.flatMap((/** @type {{ genre: string[] }} */ m) => m.genre))];
  const range = (/** @type {(i: number) => string} */ make) =>
    Array.from({ length: REQUESTS }, (_, i) => ({ path: make(i) }));
  const deepFrom = Math.floor(size / 2);
  const deepStep = Math.max(1, Math.floor((size - deepFrom - 25) / REQUESTS));
  const hosts = (/** @type {string} */ target, /** @type {string} */ tag) =>
    Array.from({ length: REQUESTS }, (_, i) => ({
      path: target,
      host: `${tag}${i}.bench.localhost:${port}`,
    }));
  return {
    search: [...terms].map((term) => ({ path: `/api/movies?search=${encodeURIComponent(term)}` })),
    deepPage: range((i) => `/api/movies?limit=25&offset=${deepFrom + i * deepStep}&sort=rating`),
    genre: range(
      (i) =>
        `/api/movies?genre=${encodeURIComponent(genres[i % genres.length] ?? "Drama")}` +
        `&limit=25&offset=${25 * Math.floor(i / genres.length)}`,
    ),
    type: range(
      (i) =>
        `/api/movies?type=${i % 2 ? "movie" : "series"}&limit=25&offset=${25 * Math.floor(i / 2)}`,
    ),
    home: hosts("/", "home"),
    trending: hosts("/trending", "trending"),
    sitemap: hosts("/sitemap.xml", "sitemap"),
  };
}

/**
 * `pnpm seed:scale size --total` against `env`'s database; seconds.
 * @param {number} size @param {Record<string, string>} env
 */
function seedTo(size, env) {
  const started = performance.now();
  const result = spawnSync(
    denoBin,
    [
      "run",
      "--config",
      "services/catalog-deno/deno.json",
      "--allow-read",
      "--allow-write",
      "--allow-env",
      "--allow-net",
      "services/catalog-deno/scripts/seed_scale.ts",
      String(size),
      "--total",
      "--seed",
      "1",
    ],
    { cwd: repoRoot, env: { ...process.env, NO_COLOR: "1", ...env }, encoding: "utf8" },
  );
  if (result.status !== 0)
    throw new Error(`seeding ${size} failed:\n${result.stdout}${result.stderr}`);
  return (performance.now() - started) / 1000;
}

/**
 * One engine at one size: seeded, started, measured, stopped.
 * @param {"sqlite" | "postgres"} engine @param {number} size
 * @param {{ env: Record<string, string>, sizeMb: () => number }} database
 */
async function run(engine, size, database) {
  process.stdout.write(`${engine} ${size.toLocaleString("en")}: seeding… `);
  const seedSeconds = seedTo(size, database.env);
  process.stdout.write(`${seedSeconds.toFixed(1)} s; measuring… `);
  const started = performance.now();
  const service = await startService({
    name: "catalog",
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      ...database.env,
      ...(withPages ? { STATIC_DIR: siteBuild } : {}),
    },
  });
  try {
    const pid = /** @type {number} */ (service.process.pid);
    const deadline = Date.now() + HEALTH_TIMEOUT_MS;
    for (;;) {
      const res = await get(service.port, "/api/health").catch(() => undefined);
      if (res && /** @type {{ status: number }} */ (res).status === 200) break;
      if (Date.now() > deadline) throw new Error("the service did not become healthy");
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const healthyMs = performance.now() - started;
    // The service warms itself after it starts (a home render and the
    // sitemap's first walk, in the background); /sitemap.xml answers once that
    // walk is done. Measured from there, so the rows below are the steady
    // state, and how long the warm-up takes is a row of its own.
    if (withPages) await get(service.port, "/sitemap.xml");
    /** @type {Record<string, string>} */
    const row = {
      "seed (pnpm seed:scale), s": seedSeconds.toFixed(1),
      "start to healthy, ms": healthyMs.toFixed(0),
      ...(withPages
        ? {
            "start to warm (first sitemap walk done), ms": (performance.now() - started).toFixed(0),
          }
        : {}),
      "RSS after start, MB": rssMb(pid).toFixed(0),
      "database size, MB": database.sizeMb().toFixed(0),
    };
    const requests = await requestsFor(service.port, size);
    const kinds = /** @type {const} */ ([
      ["search", "search"],
      ["deepPage", "deep page ?sort=rating"],
      ["genre", "genre list"],
      ["type", "type list"],
      ...(withPages
        ? /** @type {const} */ ([
            ["home", "page /"],
            ["trending", "page /trending"],
            ["sitemap", "/sitemap.xml (built)"],
          ])
        : []),
    ]);
    let sitemapsBuilt = 0;
    for (const [kind, label] of kinds) {
      const { first, p95, n } = await measure(service.port, requests[kind]);
      if (kind === "sitemap") sitemapsBuilt = n;
      const suffix = n < REQUESTS ? ` (n=${n})` : "";
      row[`${label}: first, ms`] = first.toFixed(1);
      row[`${label}: p95, ms`] = p95.toFixed(1) + suffix;
    }
    if (withPages) {
      // The parts of the sitemaps just built (their hosts), spread over every part.
      const index = /** @type {{ body: string }} */ (
        await get(service.port, "/sitemap.xml", requests.sitemap[0]?.host)
      ).body;
      const parts = (index.match(/<sitemap>/g) ?? []).length;
      const built = requests.sitemap.slice(0, Math.max(1, sitemapsBuilt));
      const partRequests = Array.from({ length: REQUESTS }, (_, i) => ({
        path: `/sitemaps/titles-${(i % parts) + 1}.xml`,
        host: built[i % built.length]?.host,
      }));
      const { first, p95, n } = await measure(service.port, partRequests);
      row["sitemap parts"] = String(parts);
      row["sitemap part: first, ms"] = first.toFixed(1);
      row["sitemap part: p95, ms"] = p95.toFixed(1) + (n < REQUESTS ? ` (n=${n})` : "");
    }
    row["RSS after measuring, MB"] = rssMb(pid).toFixed(0);
    console.log("done");
    return row;
  } finally {
    await service.stop();
  }
}

/** @param {string} engine @param {Map<number, Record<string, string>>} results */
function printTable(engine, results) {
  const columns = [...results.keys()];
  const labels = [...new Set([...results.values()].flatMap((row) => Object.keys(row)))];
  const header = `| ${engine} | ${columns.map((n) => `${n.toLocaleString("en")} titles`).join(" | ")} |`;
  const rule = `|---|${columns.map(() => "---:").join("|")}|`;
  const lines = labels.map(
    (label) => `| ${label} | ${columns.map((n) => results.get(n)?.[label] ?? "").join(" | ")} |`,
  );
  console.log(`\n${[header, rule, ...lines].join("\n")}\n`);
}

const tmp = mkdtempSync(path.join(os.tmpdir(), "sinema-scale-"));
/** @type {Awaited<ReturnType<typeof startThrowawayPostgres>> | undefined} */
let cluster;
/** @type {Map<string, Map<number, Record<string, string>>>} */
const tables = new Map();
try {
  if (engines.includes("postgres")) cluster = await startThrowawayPostgres();
  for (const engine of engines) {
    /** @type {Map<number, Record<string, string>>} */
    const results = new Map();
    tables.set(engine, results);
    for (const size of sizes) {
      if (engine === "sqlite") {
        const file = path.join(tmp, `catalog-${size}.sqlite`);
        const fileMb = () =>
          [file, `${file}-wal`]
            .filter((f) => existsSync(f))
            .reduce((sum, f) => sum + statSync(f).size, 0) /
          1024 /
          1024;
        results.set(
          size,
          await run(engine, size, { env: { DATABASE_PATH: file }, sizeMb: fileMb }),
        );
        rmSync(file, { force: true });
        rmSync(`${file}-wal`, { force: true });
        rmSync(`${file}-shm`, { force: true });
      } else if (cluster) {
        const postgresCluster = cluster;
        const name = `scale_${size}`;
        const url = postgresCluster.createDatabase(name);
        results.set(
          size,
          await run(engine, size, {
            env: { DATABASE_URL: url },
            sizeMb: () => postgresCluster.sizeMb(name),
          }),
        );
        postgresCluster.dropDatabase(name);
      }
    }
    printTable(engine === "sqlite" ? "SQLite" : "PostgreSQL", results);
  }
} finally {
  closeClient();
  cluster?.stop();
  rmSync(tmp, { recursive: true, force: true });
}
