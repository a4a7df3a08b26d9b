// `pnpm seed:scale N [--total] [--seed S] [--tag T]`: adds N generated titles
// (src/seed/scale.ts) to the configured catalogue: PostgreSQL at DATABASE_URL,
// else the SQLite file at DATABASE_PATH (default data/catalog.sqlite at the
// repository's root, the file `npm start` serves). A database that does not
// exist yet is created and given the usual seed first.
//
// --total   N is the size to reach: adds only the titles missing to hold N.
// --seed S  the generator's seed; by default the catalogue's size before the
//           run, so a run on the same database gives the same titles and a
//           second run different ones.
// --tag T   part of every id (m-scale-T-…, s-scale-T-…); by default the seed in
//           base 36, so a second run never reuses an id. Titles whose id or
//           title, type and date are taken already are skipped and counted.
//
// Titles go in through the store's insertMany (every derived column computed
// as on a normal write), BATCH_SIZE per transaction. The service keeps SQLite
// pages in memory: restart a running one to see the new titles at once.
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { readConfig } from "../src/config.ts";
import { buildSeed } from "../src/seed/catalogue.ts";
import { scaleTitles } from "../src/seed/scale.ts";
import { PostgresMovieStore } from "../src/store/postgres.ts";
import { SqliteMovieStore } from "../src/store/sqlite.ts";
import type { Movie, MovieStore } from "../src/store/store.ts";

/** Titles per transaction: large enough that commits cost little, small enough to hold in memory. */
export const BATCH_SIZE = 5000;

const USAGE = "usage: pnpm seed:scale N [--total] [--seed S] [--tag T]";

function parseArgs(args: readonly string[]) {
  let count: number | undefined;
  let total = false;
  let seed: number | undefined;
  let tag: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === "--total") total = true;
    else if (arg === "--seed") seed = Number(args[++i]);
    else if (arg === "--tag") tag = args[++i];
    else if (/^\d[\d_,]*$/.test(arg)) count = Number(arg.replace(/[_,]/g, ""));
    else throw new Error(`unknown argument "${arg}"\n${USAGE}`);
  }
  if (count === undefined) throw new Error(USAGE);
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error("--seed takes an integer");
  if (tag !== undefined && !/^[a-z0-9]{1,12}$/.test(tag)) {
    throw new Error("--tag takes 1 to 12 lowercase letters and digits");
  }
  return { count, total, seed, tag };
}

async function main(): Promise<void> {
  const options = parseArgs(Deno.args);
  const env = {
    get: (name: string) =>
      Deno.env.get(name) ??
        (name === "DATABASE_PATH"
          ? fileURLToPath(new URL("../../../data/catalog.sqlite", import.meta.url))
          : undefined),
  };
  const config = readConfig(env);
  const embedBaseUrl = config.embedBaseUrls[0]!;
  const seed = buildSeed(embedBaseUrl);
  let store: MovieStore;
  if (config.databaseUrl) {
    store = await PostgresMovieStore.open(config.databaseUrl, seed);
  } else {
    await Deno.mkdir(dirname(config.databasePath), { recursive: true });
    store = SqliteMovieStore.open(config.databasePath, seed);
  }
  try {
    const before = (await store.counts()).total;
    const count = options.total ? Math.max(0, options.count - before) : options.count;
    const prngSeed = options.seed ?? before;
    const tag = options.tag ?? prngSeed.toString(36);
    const where = config.databaseUrl
      ? `PostgreSQL ${new URL(config.databaseUrl).pathname.slice(1)}`
      : config.databasePath;
    console.log(
      `${where}: ${before} titles; adding ${count} (seed ${prngSeed}, ids *-scale-${tag}-*)`,
    );
    const genres = [...new Set(seed.movies.flatMap((movie) => movie.genre))].sort();
    const started = performance.now();
    let inserted = 0;
    let skipped = 0;
    let batch: Movie[] = [];
    const flush = async () => {
      const loaded = await store.insertMany(batch);
      inserted += loaded.inserted;
      skipped += loaded.conflicts.length;
      batch = [];
    };
    for (
      const movie of scaleTitles({ count, seed: prngSeed, tag, genres, embedBaseUrl })
    ) {
      batch.push(movie);
      if (batch.length === BATCH_SIZE) await flush();
    }
    if (batch.length > 0) await flush();
    await store.refreshStatistics();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `added ${inserted} titles in ${seconds.toFixed(1)} s` +
        (skipped > 0 ? `; ${skipped} skipped (id or title, type and date taken already)` : "") +
        `; the catalogue holds ${(await store.counts()).total}`,
    );
  } finally {
    await store.close();
  }
}

if (import.meta.main) {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    Deno.exit(1);
  }
}
