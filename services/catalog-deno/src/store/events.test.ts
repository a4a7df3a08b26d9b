import { startPostgres } from "../testing/pg_cluster.ts";
import type { StoreFactory } from "./conformance.ts";
import { EVENT_CONFORMANCE } from "./events_conformance.ts";
import { PostgresMovieStore } from "./postgres.ts";
import { SqliteMovieStore } from "./sqlite.ts";

for (const conformanceCase of EVENT_CONFORMANCE) {
  Deno.test(`SQLite: ${conformanceCase.name}`, async () => {
    const dirs: string[] = [];
    const factory: StoreFactory = {
      async fresh(seed) {
        const dir = await Deno.makeTempDir({ prefix: "sinema-events-" });
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

Deno.test("PostgreSQL (a real server in a temp directory): the event counters' conformance cases", async (t) => {
  const cluster = await startPostgres();
  try {
    const factory: StoreFactory = {
      async fresh(seed) {
        const url = await cluster.createDatabase();
        const open = () => PostgresMovieStore.open(url, seed);
        return { store: await open(), reopen: open };
      },
    };
    for (const conformanceCase of EVENT_CONFORMANCE) {
      await t.step(conformanceCase.name, () => conformanceCase.run(factory));
    }
  } finally {
    await cluster.stop();
  }
});
