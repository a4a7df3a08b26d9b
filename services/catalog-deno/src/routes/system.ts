/** /health and /config: liveness and the site's runtime settings. */
import { Hono } from "hono";
import { type Env, jsonResponse } from "../http.ts";
import type { MovieStore } from "../store/store.ts";

export function systemRoutes(deps: {
  store: MovieStore;
  embedBaseUrls: readonly string[];
  syncUrl: string;
  metadataEnabled: boolean;
}): Hono<Env> {
  const configBody = JSON.stringify({
    data: {
      embedBaseUrls: deps.embedBaseUrls,
      syncUrl: deps.syncUrl,
      metadataEnabled: deps.metadataEnabled,
    },
  });
  const system = new Hono<Env>();
  system.get("/health", async (c) => {
    await deps.store.ping();
    return c.json({ status: "ok" });
  });
  system.get("/config", () => jsonResponse(configBody));
  return system;
}
