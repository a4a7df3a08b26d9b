import { startService } from "../../../scripts/lib/services.mjs";

/** Runs the real catalogue service on a free port with a fresh in-memory database. */
export async function startCatalogService() {
  const service = await startService({
    name: "catalog",
    env: { PORT: "0", HOST: "127.0.0.1", DATABASE_PATH: ":memory:" },
  });
  return { baseUrl: `http://127.0.0.1:${service.port}/api`, stop: service.stop };
}
