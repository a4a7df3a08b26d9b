import assert from "node:assert/strict";
import { SqliteMovieStore } from "./sqlite.ts";
import { SEED_MOVIES } from "../seed/movies.ts";

Deno.test("a new database file is created, migrated and seeded once", async () => {
  const dir = await Deno.makeTempDir();
  const path = `${dir}/catalog.sqlite`;
  try {
    const first = SqliteMovieStore.open(path, SEED_MOVIES);
    assert.equal((await first.list({ limit: 500 })).total, SEED_MOVIES.length);
    await first.close();

    // Reopening must neither fail on existing tables nor seed a second time.
    const second = SqliteMovieStore.open(path, SEED_MOVIES);
    assert.equal((await second.list({ limit: 500 })).total, SEED_MOVIES.length);
    await second.close();
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
