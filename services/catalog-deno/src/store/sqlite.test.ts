import { DatabaseSync } from "node:sqlite";
import { buildSeed } from "../seed/catalogue.ts";
import {
  assertUpgradedFromSessionsOnly,
  CONFORMANCE,
  inputOf,
  type StoreFactory,
} from "./conformance.ts";
import { MIGRATIONS, SqliteMovieStore } from "./sqlite.ts";
import { ADMIN_CONFORMANCE } from "./admin_conformance.ts";
import { toRow } from "./rows.ts";
import assert from "node:assert/strict";

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

Deno.test("SQLite: a catalogue from before languages (issue 15) keeps its titles and embeds, none of them dubbed yet", async () => {
  const dir = await Deno.makeTempDir({ prefix: "sinema-sqlite-" });
  const path = `${dir}/catalog.sqlite`;
  try {
    // Every migration before the one that added the language columns.
    const before = MIGRATIONS.findIndex((migration) => migration.includes("audio_key"));
    const old = new DatabaseSync(path);
    for (const [i, migration] of MIGRATIONS.slice(0, before).entries()) {
      old.exec(migration);
      old.exec(`PRAGMA user_version = ${i + 1}`);
    }
    const movie = buildSeed().movies.find((m) => m.audio?.includes("tr"))!;
    const {
      audio_key: _a,
      subtitles_key: _s,
      title_search: _t,
      typo_key: _k,
      ...row
    } = toRow(movie);
    const columns = Object.keys(row);
    old.prepare(
      `INSERT INTO movies (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    ).run(...Object.values(row));
    old.prepare(
      "INSERT INTO embeds (slug, position, title, episode_url, embed_url) VALUES (?, ?, ?, ?, ?)",
    ).run("eski", 0, "Eski", "/e", "/p");
    old.close();

    const store = SqliteMovieStore.open(path, buildSeed());
    try {
      assert.equal((await store.list({ limit: 10 })).total, 1);
      // The filter key is derived on write: the old row is found once it is saved again.
      assert.equal((await store.list({ limit: 10, audio: "tr" })).total, 0);
      const saved = await store.update(movie._id, { kind: "replace", input: inputOf(movie) }, {
        now: Date.now(),
        actor: "admin",
      });
      assert.equal(saved.result, "ok");
      assert.equal((await store.list({ limit: 10, audio: "tr" })).total, 1);
      assert.deepEqual(await store.listEmbeds(), [
        { slug: "eski", title: "Eski", episode_url: "/e", embed_url: "/p" },
      ]);
    } finally {
      await store.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("SQLite: a catalogue from before people and typo search (issue 31) finds its titles by cast and near spellings", async () => {
  const dir = await Deno.makeTempDir({ prefix: "sinema-sqlite-" });
  const path = `${dir}/catalog.sqlite`;
  try {
    const before = MIGRATIONS.findIndex((migration) => migration.includes("typo_key"));
    const old = new DatabaseSync(path);
    for (const [i, migration] of MIGRATIONS.slice(0, before).entries()) {
      old.exec(migration);
      old.exec(`PRAGMA user_version = ${i + 1}`);
    }
    const movie = buildSeed().movies.find((m) => m._id === "s-sahsiyet")!;
    const { title_search: _t, typo_key: _k, ...row } = toRow(movie);
    // As the older version stored it: title, original title and description, folded.
    row.search_text = "sahsiyet\nsahsiyet\n" + movie.description!.toLowerCase();
    const columns = Object.keys(row);
    old.prepare(
      `INSERT INTO movies (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
    ).run(...Object.values(row));
    old.close();

    const store = SqliteMovieStore.open(path, buildSeed());
    try {
      for (const search of ["haluk bilginer", "sahsiyt", "Şahsiyet"]) {
        const page = await store.list({ limit: 10, search });
        assert.equal(page.total, 1, search);
      }
    } finally {
      await store.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
