import { startPostgres } from "../testing/pg_cluster.ts";
import { assertUpgradedFromSessionsOnly, CONFORMANCE, type StoreFactory } from "./conformance.ts";
import { PostgresMovieStore } from "./postgres.ts";
import { MIGRATIONS } from "./postgres_schema.ts";
import postgres from "postgres";
import { buildSeed } from "../seed/catalogue.ts";
import assert from "node:assert/strict";
import { ADMIN_CONFORMANCE } from "./admin_conformance.ts";
import { toRow } from "./rows.ts";

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
    for (const conformanceCase of [...CONFORMANCE, ...ADMIN_CONFORMANCE]) {
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
    await t.step(
      "a database of the previous schema version (1) gains the sign-in table and keeps its sessions",
      async () => {
        const url = await cluster.createDatabase();
        const sql = postgres(url, { max: 1, onnotice: () => {} });
        try {
          await sql.unsafe("CREATE TABLE schema_version (version INTEGER NOT NULL)");
          await sql.unsafe(MIGRATIONS[0]!);
          await sql.unsafe("INSERT INTO schema_version (version) VALUES (1)");
          await sql.unsafe("INSERT INTO sessions (token_hash, expires_at) VALUES ($1, $2)", [
            "a".repeat(64),
            2_000_000_000_000,
          ]);
        } finally {
          await sql.end();
        }
        const store = await PostgresMovieStore.open(url, buildSeed());
        try {
          await assertUpgradedFromSessionsOnly(store);
        } finally {
          await store.close();
        }
      },
    );
    await t.step(
      "a catalogue from before people and typo search (issue 31) finds its titles by cast and near spellings",
      async () => {
        const url = await cluster.createDatabase();
        const sql = postgres(url, { max: 1, onnotice: () => {} });
        try {
          const before = MIGRATIONS.findIndex((migration) => migration.includes("typo_key"));
          await sql.unsafe("CREATE TABLE schema_version (version INTEGER NOT NULL)");
          for (const [i, migration] of MIGRATIONS.slice(0, before).entries()) {
            await sql.unsafe(migration);
            await sql.unsafe("INSERT INTO schema_version (version) VALUES ($1)", [i + 1]);
          }
          const movie = buildSeed().movies.find((m) => m._id === "s-sahsiyet")!;
          const { title_search: _t, typo_key: _k, tmdb_key: _m, imdb_id: _i, ...row } = toRow(
            movie,
          );
          // As the older version stored it: title, original title and description, folded.
          row.search_text = "sahsiyet\nsahsiyet\n" + movie.description!.toLowerCase();
          const columns = Object.keys(row);
          await sql.unsafe(
            `INSERT INTO movies (${columns.join(", ")}) VALUES (${
              columns.map((_, i) => `$${i + 1}`).join(", ")
            })`,
            Object.values(row),
          );
        } finally {
          await sql.end();
        }
        const store = await PostgresMovieStore.open(url, buildSeed());
        try {
          for (const search of ["haluk bilginer", "sahsiyt", "Şahsiyet"]) {
            assert.equal((await store.list({ limit: 10, search })).total, 1, search);
          }
        } finally {
          await store.close();
        }
      },
    );
  } finally {
    await cluster.stop();
  }
});
