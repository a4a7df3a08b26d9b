import { startPostgres } from "../testing/pg_cluster.ts";
import { CONFORMANCE, type StoreFactory } from "./conformance.ts";
import { PostgresMovieStore } from "./postgres.ts";
import { buildSeed } from "../seed/catalogue.ts";
import assert from "node:assert/strict";

Deno.test("PostgreSQL (a real server in a temp directory) passes the store conformance suite", async (t) => {
  const cluster = await startPostgres();
  try {
    const factory: StoreFactory = {
      async fresh(seed) {
        const url = await cluster.createDatabase();
        const open = () => PostgresMovieStore.open(url, seed);
        return { store: await open(), reopen: open };
      },
    };
    for (const conformanceCase of CONFORMANCE) {
      await t.step(conformanceCase.name, () => conformanceCase.run(factory));
    }
    await t.step(
      "replicas starting together migrate and seed exactly once",
      async () => {
        const url = await cluster.createDatabase();
        const seed = buildSeed();
        const stores = await Promise.all(
          [1, 2, 3].map(() => PostgresMovieStore.open(url, seed)),
        );
        try {
          for (const store of stores) {
            assert.equal(
              (await store.list({ limit: 1 })).total,
              seed.movies.length,
            );
          }
        } finally {
          await Promise.all(stores.map((store) => store.close()));
        }
      },
    );
  } finally {
    await cluster.stop();
  }
});
