import { DatabaseSync } from "node:sqlite";
import { buildSeed } from "../seed/catalogue.ts";
import {
  assertUpgradedFromSessionsOnly,
  CONFORMANCE,
  inputOf,
  type StoreFactory,
} from "./conformance.ts";
import { SqliteMovieStore } from "./sqlite.ts";
import { MIGRATIONS } from "./sqlite_schema.ts";
import { ADMIN_CONFORMANCE } from "./admin_conformance.ts";
import { toRow } from "./rows.ts";
import assert from "node:assert/strict";
import type { Movie } from "./store.ts";

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
      tmdb_key: _m,
      imdb_id: _i,
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
    const { title_search: _t, typo_key: _k, tmdb_key: _m, imdb_id: _i, ...row } = toRow(movie);
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

Deno.test("SQLite: a catalogue from before issue 33 holding a TMDB id twice opens; the oldest title keeps the id", async () => {
  const dir = await Deno.makeTempDir({ prefix: "sinema-sqlite-" });
  const path = `${dir}/catalog.sqlite`;
  try {
    const before = MIGRATIONS.findIndex((migration) => migration.includes("tmdb_key"));
    const old = new DatabaseSync(path);
    for (const [i, migration] of MIGRATIONS.slice(0, before).entries()) {
      old.exec(migration);
      old.exec(`PRAGMA user_version = ${i + 1}`);
    }
    const film = buildSeed().movies.find((m) => m.type === "movie" && m.tmdbId !== undefined)!;
    const twin: Movie = {
      ...film,
      _id: "m-ikiz",
      title: "İkiz Kayıt",
      createdAt: "2035-01-01T00:00:00.000Z",
    };
    for (const movie of [twin, film]) {
      const { tmdb_key: _m, imdb_id: _i, ...row } = toRow(movie);
      const columns = Object.keys(row);
      old.prepare(
        `INSERT INTO movies (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
      ).run(...Object.values(row));
    }
    old.close();

    const store = SqliteMovieStore.open(path, buildSeed());
    try {
      assert.equal((await store.list({ limit: 10 })).total, 2, "both titles stay");
      const found = await store.list({ limit: 10, tmdbId: film.tmdbId! });
      assert.deepEqual(found.movies.map((doc) => (JSON.parse(doc) as Movie)._id), [film._id]);
      const third = { ...film, _id: "m-ucuncu", title: "Üçüncü" };
      assert.equal(
        await store.insert(third, { now: Date.UTC(2036, 0, 1), actor: "a" }),
        "conflict",
      );
    } finally {
      await store.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("SQLite: a write drops only the cached pages that may list the title (issue 35)", async () => {
  const dir = await Deno.makeTempDir({ prefix: "sinema-sqlite-" });
  try {
    const store = SqliteMovieStore.open(`${dir}/catalog.sqlite`, buildSeed());
    try {
      const series = await store.list({ limit: 5, type: "series" });
      const films = await store.list({ limit: 5, type: "movie" });
      const drafts = await store.list({ limit: 5, status: "passive" });
      const film = JSON.parse(films.movies[0]!) as Movie;
      const saved = await store.update(
        film._id,
        { kind: "replace", input: { ...inputOf(film), rating: 1.5 } },
        { now: Date.UTC(2031, 0, 1), actor: "admin" },
      );
      assert.equal(saved.result, "ok");
      // The film is in neither of these: the very same pages are served.
      assert.equal(await store.list({ limit: 5, type: "series" }), series);
      assert.equal(await store.list({ limit: 5, status: "passive" }), drafts);
      // The films' page is asked again and shows the change.
      const filmsAgain = await store.list({ limit: 5, type: "movie" });
      assert.notEqual(filmsAgain, films);
      assert.equal((JSON.parse(filmsAgain.movies[0]!) as Movie).rating, 1.5);
      assert.equal((JSON.parse((await store.get(film._id))!) as Movie).rating, 1.5);
      // Set passive, it leaves the active lists and joins the drafts' page.
      await store.update(film._id, { kind: "flags", flags: { status: "passive" } }, {
        now: Date.UTC(2031, 0, 2),
        actor: "admin",
      });
      assert.ok(
        (await store.list({ limit: 5, status: "passive" })).movies.some((doc) =>
          doc.includes(`"_id":"${film._id}"`)
        ),
      );
      // A delete of a series drops the series' pages, not the drafts'.
      const draftsNow = await store.list({ limit: 5, status: "passive" });
      const oneSeries = JSON.parse(series.movies[0]!) as Movie;
      if (oneSeries.status === "active") {
        assert.equal(
          await store.remove(oneSeries._id, { now: Date.UTC(2031, 0, 3), actor: "admin" }),
          true,
        );
        assert.equal(await store.list({ limit: 5, status: "passive" }), draftsNow);
        assert.notEqual(await store.list({ limit: 5, type: "series" }), series);
      }
    } finally {
      await store.close();
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
