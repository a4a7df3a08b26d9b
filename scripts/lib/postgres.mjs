// PostgreSQL server binaries for the catalogue's conformance tests: found in
// Debian's /usr/lib/postgresql/<version>/bin, installed with apt-get when
// missing (as root), never skipped. `node scripts/lib/postgres.mjs` does it by hand.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
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

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(await ensurePostgres());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
