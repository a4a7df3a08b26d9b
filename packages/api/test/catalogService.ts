import { startService } from "../../../scripts/lib/services.mjs";

/** The admin password the test service is started with (test-only, random per run). */
export const TEST_ADMIN_PASSWORD = `test-${Math.random().toString(36).slice(2)}`;

/** Runs the real catalogue service on a free port with a fresh in-memory database. */
export async function startCatalogService(env: Record<string, string> = {}) {
  const service = await startService({
    name: "catalog",
    env: {
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_PATH: ":memory:",
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      ...env,
    },
  });
  return { baseUrl: `http://127.0.0.1:${service.port}/api`, stop: service.stop };
}
