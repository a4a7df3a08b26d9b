// PostgreSQL server binaries for the catalogue's conformance tests: found in
// Debian's /usr/lib/postgresql/<version>/bin, installed with apt-get when
// missing (as root), never skipped. `node scripts/lib/postgres.mjs` does it by hand.
// Also a throw-away cluster on them, for bench:scale.
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort } from "./ports.mjs";
import { run } from "./run.mjs";

const DEBIAN_POSTGRES = "/usr/lib/postgresql";

/** The newest Debian PostgreSQL bin directory with initdb and pg_ctl, if any. */
export function findPostgresBin() {
  if (process.env.PG_BIN_DIR && existsSync(`${process.env.PG_BIN_DIR}/initdb`)) {
    return process.env.PG_BIN_DIR;
  }
  if (!existsSync(DEBIAN_POSTGRES)) return undefined;
  const versions = readdirSync(DEBIAN_POSTGRES)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = `${DEBIAN_POSTGRES}/${version}/bin`;
    if (existsSync(`${bin}/initdb`) && existsSync(`${bin}/pg_ctl`)) return bin;
  }
  return undefined;
}

/**
 * Returns the bin directory, installing Debian's postgresql first when it is
 * missing. Throws (never skips) when that is impossible.
 */
export async function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      "PostgreSQL server binaries are missing: install Debian's postgresql (apt-get install postgresql) or set PG_BIN_DIR",
    );
  }
  console.log("Installing Debian's postgresql for the catalogue's PostgreSQL tests…");
  const env = { DEBIAN_FRONTEND: "noninteractive" };
  if ((await run("apt-get", ["update"], { env, quiet: true })) !== 0) {
    throw new Error("apt-get update failed");
  }
  if (
    (await run("apt-get", ["install", "-y", "--no-install-recommends", "postgresql"], {
      env,
      quiet: true,
    })) !== 0
  ) {
    throw new Error("apt-get install postgresql failed");
  }
  // Debian starts a cluster of its own on install; the tests start their own on free ports.
  spawnSync("service", ["postgresql", "stop"], { stdio: "ignore" });
  const installed = findPostgresBin();
  if (!installed) throw new Error("postgresql installed, but initdb/pg_ctl were not found");
  return installed;
}

/**
 * A throw-away PostgreSQL cluster in a temp dir on a free port, as
 * src/testing/pg_cluster.ts starts one for the catalogue's tests (durability
 * off: fsync, which flatters writes a little): bench:scale's databases.
 */
export async function startThrowawayPostgres() {
  const bin = await ensurePostgres();
  const dir = mkdtempSync(path.join(os.tmpdir(), "sinema-scale-pg-"));
  const root = process.getuid?.() === 0;
  const asOwner = (/** @type {string} */ program, /** @type {string[]} */ args) => {
    const [command, commandArgs] = root
      ? ["runuser", ["-u", "postgres", "--", `${bin}/${program}`, ...args]]
      : [`${bin}/${program}`, args];
    const result = spawnSync(command, commandArgs, { encoding: "utf8" });
    if (result.status !== 0)
      throw new Error(`${program} failed:\n${result.stdout}${result.stderr}`);
    return result.stdout;
  };
  if (root) {
    const id = (/** @type {string} */ flag) =>
      Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
    chownSync(dir, id("-u"), id("-g"));
  }
  const port = await freePort();
  const data = path.join(dir, "data");
  asOwner("initdb", [
    "-D",
    data,
    "-U",
    "postgres",
    "-A",
    "trust",
    "-E",
    "UTF8",
    "--locale=C",
    "--no-sync",
  ]);
  // As for the tests: durability off (fsync), which flatters PostgreSQL's writes a little.
  asOwner("pg_ctl", [
    "-D",
    data,
    "-l",
    path.join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    "start",
  ]);
  const psql = (/** @type {string} */ database, /** @type {string} */ sql) =>
    asOwner("psql", [
      "-h",
      "127.0.0.1",
      "-p",
      String(port),
      "-U",
      "postgres",
      "-d",
      database,
      "-At",
      "-c",
      sql,
    ]).trim();
  return {
    /** A connection URL to a new, empty database. @param {string} name */
    createDatabase(name) {
      psql("postgres", `CREATE DATABASE ${name}`);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    /** @param {string} name */
    dropDatabase(name) {
      psql("postgres", `DROP DATABASE ${name}`);
    },
    /** @param {string} name */
    sizeMb(name) {
      return Number(psql(name, "SELECT pg_database_size(current_database())")) / 1024 / 1024;
    },
    stop() {
      try {
        asOwner("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(await ensurePostgres());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
