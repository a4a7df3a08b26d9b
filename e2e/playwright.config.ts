import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "../scripts/lib/chromium.mjs";

/** A port nobody listens on right now, so runs never collide with a server already on 5000. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Playwright loads this config in the runner and in every worker: reuse the
// ports the first load chose, or each worker would point elsewhere.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_SYNC_PORT ??= String(await freePort());
process.env.E2E_EMBED_PORT ??= String(await freePort());
// A fresh admin password per run; tests read it from E2E_ADMIN_PASSWORD.
process.env.E2E_ADMIN_PASSWORD ??= randomBytes(18).toString("base64url");
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), "sinema-e2e-"));
// Issue 33: a second site with a metadata service (the local stand-in,
// packages/api/test/tmdb-fixture, on its own port with a key), for the
// import specs only: every other spec keeps the site without one, as
// ARCHITECTURE.md's default deployment (pages from the catalogue alone).
process.env.E2E_TMDB_SITE_PORT ??= String(await freePort());
process.env.E2E_TMDB_SYNC_PORT ??= String(await freePort());
process.env.E2E_TMDB_EMBED_PORT ??= String(await freePort());
process.env.E2E_TMDB_FIXTURE_PORT ??= String(await freePort());
process.env.E2E_TMDB_KEY ??= randomBytes(12).toString("base64url");
const port = process.env.E2E_PORT;
const tmdbSitePort = process.env.E2E_TMDB_SITE_PORT;
const tmdbFixture = `http://127.0.0.1:${process.env.E2E_TMDB_FIXTURE_PORT}`;
/**
 * The demo provider under each of its host names (services/embed-demo-deno
 * README: Hosts), all player hosts of the site: the player specs rank the
 * failing one by its health. The first stays the site's player host.
 */
const EMBED_HOSTS = ["localhost", "slow.localhost", "failing.localhost", "stalling.localhost"];
const embedBaseUrls = EMBED_HOSTS.map(
  (host) => `http://${host}:${process.env.E2E_EMBED_PORT}`,
).join(",");
const TIMING_SPECS = /couple\.spec\.ts$/;
/**
 * Specs that load pages on a phone with the CPU slowed 4x, ten times per test: they
 * keep both cores busy, and beside them other specs' players missed their start-up
 * deadlines and moved on to the next source (a fresh-clone run failed two tests so).
 * They run after the other browser specs, before the timing ones.
 */
const SLOWED_CPU_SPECS = /first-tap\.spec\.ts$/;
/** Specs that run against the site with a metadata service. */
const METADATA_SPECS = /tmdb-import\.spec\.ts$/;

export default defineConfig({
  testDir: ".",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: "list",
  // The machines are shared and busy: a page may take a few seconds to settle.
  expect: { timeout: 10_000 },
  // Each step keeps the 10 s above; a test of many steps gets 60 s in all
  // (the admin's paging walk took 23 s in a fresh-clone run on 2 cores and
  // ran past Playwright's default 30 s with one CPU burner beside the suite).
  timeout: 60_000,
  outputDir: "../test-results",
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    locale: "tr-TR",
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: "chromium",
      testIgnore: [TIMING_SPECS, METADATA_SPECS, SLOWED_CPU_SPECS],
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
      // Declared as the teardown so it runs after every other test (and after the
      // projects that depend on this one), whatever they did.
      teardown: "timing",
    },
    {
      name: "slowed-cpu",
      testMatch: SLOWED_CPU_SPECS,
      // After the other browser specs (a teardown of a teardown would never run).
      dependencies: ["chromium"],
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
    {
      name: "metadata",
      testMatch: METADATA_SPECS,
      use: {
        ...devices["Desktop Chrome"],
        baseURL: `http://127.0.0.1:${tmdbSitePort}`,
        launchOptions: chromiumLaunchOptions,
      },
    },
    {
      // Tests that measure time (couple-mode sync) run last and alone: on a 2-core
      // machine, a second worker's browser would be part of what they measure.
      name: "timing",
      testMatch: TIMING_SPECS,
      use: { ...devices["Desktop Chrome"], launchOptions: chromiumLaunchOptions },
    },
  ],
  webServer: [
    {
      // The same server as `npm start`, on the site built by the test command.
      command: "node scripts/serve.mjs",
      cwd: "..",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: port,
        SYNC_PORT: process.env.E2E_SYNC_PORT,
        EMBED_PORT: process.env.E2E_EMBED_PORT,
        EMBED_BASE_URLS: embedBaseUrls,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        DATABASE_PATH: path.join(process.env.E2E_DATA_DIR, "catalog.sqlite"),
        QUIET_REQUESTS: "1",
        // Explicitly without a metadata service, whatever the shell has set.
        TMDB_API_KEY: "",
      },
    },
    {
      command: `node packages/api/test/tmdb-fixture/server.mjs --port ${process.env.E2E_TMDB_FIXTURE_PORT} --api-key ${process.env.E2E_TMDB_KEY}`,
      cwd: "..",
      url: `${tmdbFixture}/genre/movie/list?api_key=${process.env.E2E_TMDB_KEY}`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: "node scripts/serve.mjs",
      cwd: "..",
      url: `http://127.0.0.1:${tmdbSitePort}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: tmdbSitePort,
        SYNC_PORT: process.env.E2E_TMDB_SYNC_PORT,
        EMBED_PORT: process.env.E2E_TMDB_EMBED_PORT,
        ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD,
        DATABASE_PATH: path.join(process.env.E2E_DATA_DIR, "catalog-tmdb.sqlite"),
        QUIET_REQUESTS: "1",
        TMDB_API_KEY: process.env.E2E_TMDB_KEY,
        TMDB_BASE_URL: tmdbFixture,
      },
    },
  ],
});
