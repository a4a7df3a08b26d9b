/** /health, /ready and /config: liveness, readiness and the site's runtime settings. */
import { Hono } from "hono";
import { type Env, jsonResponse } from "../http.ts";
import type { Lifecycle } from "../lifecycle.ts";
import type { CatalogMetrics } from "../metrics.ts";
import type { MovieStore } from "../store/store.ts";

/**
 * How long /ready waits for the database: a database that hangs is as
 * unready as one that refuses, and a balancer's probe gives up soon too.
 */
export const READY_TIMEOUT_MS = 2_000;
/** Seconds a balancer or client may wait before asking an unready instance again. */
const READY_RETRY_AFTER_S = 1;

type Readiness =
  | { ready: true }
  | { ready: false; reason: "starting" | "draining" | "database"; detail: string };

async function readiness(
  store: MovieStore,
  lifecycle: Lifecycle,
  metrics: CatalogMetrics | undefined,
): Promise<Readiness> {
  if (lifecycle.phase === "starting") {
    return { ready: false, reason: "starting", detail: "Opening the database" };
  }
  if (lifecycle.phase === "draining") {
    return { ready: false, reason: "draining", detail: "Stopping: finishing requests in flight" };
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), READY_TIMEOUT_MS);
  });
  const started = performance.now();
  const took = () => (performance.now() - started) / 1000;
  try {
    const migrated = await Promise.race([store.migrated(), timeout]);
    metrics?.readyCheck(migrated === true ? "ready" : "not-ready", took());
    if (migrated === "timeout") {
      return {
        ready: false,
        reason: "database",
        detail: `The database did not answer within ${READY_TIMEOUT_MS} ms`,
      };
    }
    if (!migrated) {
      return { ready: false, reason: "database", detail: "The database schema is not current" };
    }
    return { ready: true };
  } catch (error) {
    metrics?.readyCheck("error", took());
    return {
      ready: false,
      reason: "database",
      detail: `The database cannot be reached: ${error instanceof Error ? error.message : error}`,
    };
  } finally {
    clearTimeout(timer);
  }
}

export function systemRoutes(deps: {
  store: MovieStore;
  lifecycle: Lifecycle;
  metrics?: CatalogMetrics | undefined;
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
  system.get("/ready", async (c) => {
    const state = await readiness(deps.store, deps.lifecycle, deps.metrics);
    c.header("cache-control", "no-store");
    if (state.ready) return c.json({ status: "ready" });
    c.header("retry-after", String(READY_RETRY_AFTER_S));
    return c.json({ status: "not-ready", reason: state.reason, detail: state.detail }, 503);
  });
  system.get("/config", () => jsonResponse(configBody));
  return system;
}
