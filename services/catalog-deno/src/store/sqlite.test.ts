import { DatabaseSync } from "node:sqlite";
import { buildSeed } from "../seed/catalogue.ts";
import { assertUpgradedFromSessionsOnly, CONFORMANCE, type StoreFactory } from "./conformance.ts";
import { MIGRATIONS, SqliteMovieStore } from "./sqlite.ts";
import { ADMIN_CONFORMANCE } from "./admin_conformance.ts";

for (const conformanceCase of [...CONFORMANCE, ...ADMIN_CONFORMANCE]) {
  Deno.test(`SQLite: ${conformanceCase.name}`, async () => {
    const dirs: string[] = [];
    // Real database files, so reopening is a real reopen.
    const factory: StoreFactory = {
      async fresh(seed) {
        const dir = await Deno.makeTempDir({ prefix: "sinema-sqlite-" });
        dirs.push(dir);
        const open = () => Promise.resolve(SqliteMovieStore.open(`${dir}/catalog.sqlite`, seed));
        return { store: await open(), reopen: open };
      },
    };
    try {
      await conformanceCase.run(factory);
    } finally {
      for (const dir of dirs) await Deno.remove(dir, { recursive: true });
    }
  });
}

Deno.test("SQLite: a database of the previous schema version (2) gains the sign-in table and keeps its sessions", async () => {
  const dir = await Deno.makeTempDir({ prefix: "sinema-sqlite-" });
  const path = `${dir}/catalog.sqlite`;
  try {
    const old = new DatabaseSync(path);
    for (const [i, migration] of MIGRATIONS.slice(0, 2).entries()) {
      old.exec(migration);
      old.exec(`PRAGMA user_version = ${i + 1}`);
    }
    old.prepare("INSERT INTO sessions (token_hash, expires_at) VALUES (?, ?)").run(
      "a".repeat(64),
      2_000_000_000_000,
    );
    old.close();

    const store = SqliteMovieStore.open(path, buildSeed());
    try {
      await assertUpgradedFromSessionsOnly(store);
    } finally {
      await store.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
