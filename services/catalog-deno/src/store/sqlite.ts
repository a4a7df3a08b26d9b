import { DatabaseSync } from "node:sqlite";
import type { ListQuery, Movie, MoviePage, MovieStore } from "./store.ts";

/**
 * Schema migrations, applied in order; `PRAGMA user_version` records how many
 * ran, so a database created by an older build is brought up to date.
 */
const MIGRATIONS: readonly string[] = [
  `CREATE TABLE movies (
     id TEXT PRIMARY KEY,
     doc TEXT NOT NULL,
     title TEXT NOT NULL,
     rating REAL NOT NULL,
     created_at INTEGER NOT NULL
   );`,
];

interface MovieRow {
  doc: string;
}

export class SqliteMovieStore implements MovieStore {
  readonly #db: DatabaseSync;

  private constructor(db: DatabaseSync) {
    this.#db = db;
  }

  /** Opens (or creates) the database at `path`, migrates it and seeds it when empty. */
  static open(path: string, seed: readonly Movie[]): SqliteMovieStore {
    const db = new DatabaseSync(path);
    db.exec("PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON;");
    const store = new SqliteMovieStore(db);
    store.#migrate();
    store.#seedWhenEmpty(seed);
    return store;
  }

  #migrate(): void {
    const { user_version: applied } = this.#db.prepare("PRAGMA user_version").get() as {
      user_version: number;
    };
    for (let i = applied; i < MIGRATIONS.length; i++) {
      this.#db.exec("BEGIN");
      this.#db.exec(MIGRATIONS[i]!);
      this.#db.exec(`PRAGMA user_version = ${i + 1}`);
      this.#db.exec("COMMIT");
    }
  }

  #seedWhenEmpty(seed: readonly Movie[]): void {
    const { n } = this.#db.prepare("SELECT count(*) AS n FROM movies").get() as { n: number };
    if (n > 0) return;
    const insert = this.#db.prepare(
      "INSERT INTO movies (id, doc, title, rating, created_at) VALUES (?, ?, ?, ?, ?)",
    );
    this.#db.exec("BEGIN");
    seed.forEach((movie, index) => {
      insert.run(movie._id, JSON.stringify(movie), movie.title, movie.rating, index);
    });
    this.#db.exec("COMMIT");
  }

  list(query: ListQuery): Promise<MoviePage> {
    const rows = this.#db
      .prepare("SELECT doc FROM movies ORDER BY created_at, id LIMIT ?")
      .all(query.limit) as unknown as MovieRow[];
    const { n } = this.#db.prepare("SELECT count(*) AS n FROM movies").get() as { n: number };
    return Promise.resolve({ movies: rows.map((row) => JSON.parse(row.doc) as Movie), total: n });
  }

  ping(): Promise<void> {
    this.#db.prepare("SELECT 1").get();
    return Promise.resolve();
  }

  close(): Promise<void> {
    this.#db.close();
    return Promise.resolve();
  }
}
