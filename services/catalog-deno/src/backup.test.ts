/**
 * Issue 29: `pnpm backup` and `pnpm restore` on both engines: titles written
 * before a backup come back, titles written after it are gone.
 */
import assert from "node:assert/strict";
import { PostgresMovieStore } from "./store/postgres.ts";
import { SqliteMovieStore } from "./store/sqlite.ts";
import type { MovieStore, Seed } from "./store/store.ts";
import { type TestApp, withApp } from "./testing/harness.ts";
import { startPostgres } from "./testing/pg_cluster.ts";

const SCRIPT = new URL("../../../scripts/backup.mjs", import.meta.url).pathname;

/** Runs `node scripts/backup.mjs <args>` (what `pnpm backup` / `pnpm restore` run). */
async function pnpmBackup(args: string[], env: Record<string, string>) {
  const output = await new Deno.Command("node", {
    args: [SCRIPT, ...args],
    env,
    stdout: "piped",
    stderr: "piped",
  }).output();
  const decoder = new TextDecoder();
  return {
    code: output.code,
    text: (decoder.decode(output.stdout) + decoder.decode(output.stderr)).trim(),
  };
}

function title(name: string, year: number) {
  return {
    title: name,
    type: "movie",
    genre: ["Drama"],
    releaseDate: `${year}-03-01`,
    duration: 95,
    description: `${name}: yedekleme sınaması için bir film.`,
    rating: 6.5,
    country: "Türkiye",
    language: "tr",
  };
}

async function add(app: TestApp, token: string, name: string, year: number): Promise<string> {
  const created = await app.call("POST", "/api/movies", { token, body: title(name, year) });
  assert.equal(created.status, 201);
  return created.json.data._id;
}

async function backUpAndRestore(
  env: Record<string, string>,
  openStore: (seed: Seed) => Promise<MovieStore>,
  backupFile: string,
) {
  let kept: string[] = [];
  let later: string[] = [];
  let total = 0;
  await withApp(async (app) => {
    const token = await app.login();
    kept = [
      await add(app, token, "Yedekten Önce Bir", 2021),
      await add(app, token, "Yedekten Önce İki", 2022),
    ];
    total = (await app.call("GET", "/api/movies?limit=1")).json.data.total;
    // Taken while the service holds the database open, as in production.
    const backup = await pnpmBackup(["backup", backupFile], env);
    assert.equal(backup.code, 0, backup.text);
    assert.match(backup.text, /^Backed up /);
    later = [await add(app, token, "Yedekten Sonra", 2023)];
    await app.call("DELETE", `/api/movies/${kept[0]}`, { token });
  }, { openStore });
  const restore = await pnpmBackup(["restore", backupFile], env);
  assert.equal(restore.code, 0, restore.text);
  assert.match(restore.text, /^Restored /);
  await withApp(async (app) => {
    for (const id of kept) assert.equal((await app.call("GET", `/api/movies/${id}`)).status, 200);
    for (const id of later) assert.equal((await app.call("GET", `/api/movies/${id}`)).status, 404);
    assert.equal((await app.call("GET", "/api/movies?limit=1")).json.data.total, total);
  }, { openStore });
}

Deno.test("pnpm backup / restore on SQLite (online backup API): exactly the backed-up titles come back", async () => {
  const dir = await Deno.makeTempDir({ prefix: "sinema-backup-" });
  try {
    const file = `${dir}/catalog.sqlite`;
    await backUpAndRestore(
      { DATABASE_PATH: file },
      (seed) => Promise.resolve(SqliteMovieStore.open(file, seed)),
      `${dir}/backups/yedek.sqlite`,
    );
    const again = await pnpmBackup(["backup", `${dir}/backups/yedek.sqlite`], {
      DATABASE_PATH: file,
    });
    assert.equal(again.code, 1, "an existing backup is never overwritten");
    assert.match(again.text, /exists already/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("pnpm backup / restore on PostgreSQL (pg_dump, pg_restore): exactly the backed-up titles come back", async () => {
  const cluster = await startPostgres();
  const dir = await Deno.makeTempDir({ prefix: "sinema-backup-" });
  try {
    const url = await cluster.createDatabase();
    await backUpAndRestore(
      { DATABASE_URL: url },
      (seed) => PostgresMovieStore.open(url, seed),
      `${dir}/yedek.pgdump`,
    );
    const missing = await pnpmBackup(["restore", `${dir}/yok.pgdump`], { DATABASE_URL: url });
    assert.equal(missing.code, 1);
    assert.match(missing.text, /does not exist/);
  } finally {
    await Deno.remove(dir, { recursive: true });
    await cluster.stop();
  }
});
