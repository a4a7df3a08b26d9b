import { readConfig } from "./src/config.ts";
import { createHandler } from "./src/app.ts";
import { SqliteMovieStore } from "./src/store/sqlite.ts";
import { SEED_MOVIES } from "./src/seed/movies.ts";
import { dirname } from "node:path";

if (import.meta.main) {
  const config = readConfig(Deno.env);
  if (config.databasePath !== ":memory:") {
    await Deno.mkdir(dirname(config.databasePath), { recursive: true });
  }
  const store = SqliteMovieStore.open(config.databasePath, SEED_MOVIES);
  const handler = createHandler({
    store,
    staticDir: config.staticDir,
    log: (line) => console.log(line),
  });
  const server = Deno.serve({
    port: config.port,
    hostname: config.hostname,
    onListen: ({ port }) => {
      console.log(JSON.stringify({ event: "listening", service: "catalog", port }));
    },
  }, handler);

  const shutdown = async () => {
    await server.shutdown();
    await store.close();
    Deno.exit(0);
  };
  Deno.addSignalListener("SIGINT", shutdown);
  Deno.addSignalListener("SIGTERM", shutdown);
}
