#!/usr/bin/env node
// `pnpm backup [file]` and `pnpm restore <file>` (issue 29): the catalogue's
// database, whichever engine the service would open: PostgreSQL at
// DATABASE_URL (pg_dump's custom format; pg_restore into the same database),
// else the SQLite file at DATABASE_PATH (SQLite's online backup API). A backup
// may be taken while the service runs; stop the catalogue before a restore
// (it keeps pages and SQLite lists in memory, and a restore replaces every row).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync } from "node:fs";
import path from "node:path";
import { denoBin, repoRoot } from "./lib/paths.mjs";
import { ensurePostgres } from "./lib/postgres.mjs";

const [command, fileArgument] = process.argv.slice(2);
const databaseUrl = process.env.DATABASE_URL || undefined;
const databasePath = path.resolve(
  process.env.DATABASE_PATH || path.join(repoRoot, "data/catalog.sqlite"),
);

/** @param {string} message */
/** @param {string} message @returns {never} */
function fail(message) {
  console.error(`${command}: ${message}`);
  process.exit(1);
}

/** Runs a program; fails with its own words when it fails. @param {string} program @param {string[]} args */
function run(program, args) {
  const result = spawnSync(program, args, { encoding: "utf8" });
  if (result.error) fail(`could not run ${path.basename(program)}: ${result.error.message}`);
  if (result.status !== 0)
    fail(`${path.basename(program)} failed: ${(result.stderr || result.stdout).trim()}`);
  return result.stdout;
}

/** Where DATABASE_URL points, without its password. @param {string} url */
function where(url) {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
}

/** @param {string} engine */
function defaultBackupFile(engine) {
  const stamp = new Date()
    .toISOString()
    .replaceAll(":", "-")
    .replace(/\.\d+Z$/, "Z");
  return path.join(
    repoRoot,
    "data/backups",
    `catalog-${stamp}.${engine === "postgres" ? "pgdump" : "sqlite"}`,
  );
}

if (command !== "backup" && command !== "restore") {
  console.error("usage: node scripts/backup.mjs backup [file] | restore <file>");
  process.exit(2);
}
if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
  fail("DATABASE_URL must start with postgres:// (unset it to use SQLite)");
}

if (command === "backup") {
  const file = path.resolve(fileArgument ?? defaultBackupFile(databaseUrl ? "postgres" : "sqlite"));
  if (existsSync(file)) fail(`${file} exists already: name another file`);
  mkdirSync(path.dirname(file), { recursive: true });
  if (databaseUrl) {
    const bin = await ensurePostgres();
    // One consistent snapshot (a repeatable-read transaction) while writes go on.
    run(`${bin}/pg_dump`, [
      "--format=custom",
      "--no-owner",
      `--file=${file}`,
      `--dbname=${databaseUrl}`,
    ]);
    console.log(
      `Backed up the PostgreSQL database at ${where(databaseUrl)} to ${path.relative(process.cwd(), file)}`,
    );
  } else {
    if (!existsSync(databasePath)) fail(`DATABASE_PATH: ${databasePath} does not exist`);
    run(denoBin, [
      "run",
      "--allow-read",
      "--allow-write",
      path.join(repoRoot, "services/catalog-deno/scripts/sqlite_copy.ts"),
      databasePath,
      file,
    ]);
    console.log(
      `Backed up the SQLite database ${path.relative(process.cwd(), databasePath)} to ${path.relative(process.cwd(), file)}`,
    );
  }
} else {
  if (!fileArgument) fail("name the backup to restore: pnpm restore <file>");
  const file = path.resolve(fileArgument);
  if (!existsSync(file)) fail(`${file} does not exist`);
  if (databaseUrl) {
    const bin = await ensurePostgres();
    // Every table is dropped and loaded again in one transaction: a failed
    // restore leaves the database as it was.
    run(`${bin}/pg_restore`, [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--single-transaction",
      "--exit-on-error",
      `--dbname=${databaseUrl}`,
      file,
    ]);
    console.log(
      `Restored ${path.relative(process.cwd(), file)} into the PostgreSQL database at ${where(databaseUrl)}`,
    );
  } else {
    mkdirSync(path.dirname(databasePath), { recursive: true });
    run(denoBin, [
      "run",
      "--allow-read",
      "--allow-write",
      path.join(repoRoot, "services/catalog-deno/scripts/sqlite_copy.ts"),
      file,
      databasePath,
    ]);
    console.log(
      `Restored ${path.relative(process.cwd(), file)} into the SQLite database ${path.relative(process.cwd(), databasePath)}`,
    );
  }
}
