#!/usr/bin/env node
// `pnpm bench:bundle`: what the home page downloads before it can render —
// the entry script and every module it preloads (apps/site/dist/index.html) —
// in gzip and brotli, and the packages that make up each file (from the
// source maps). Builds the site first unless --no-build is given.
//
// Then the floor under that number: the same libraries the architecture fixes
// (React 19, React Router's data router with a loader, TanStack Query,
// openapi-fetch) built by the same Vite into a one-line page, in three steps,
// so what our own code adds can be told from what the stack costs.
//
// Last, what a real browser receives: home from the production server, every
// script it asks for until the network is idle, in bytes as sent (issue 18).
/* global document */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright";
import { chromiumLaunchOptions, ensureChromium } from "./lib/chromium.mjs";
import { repoRoot } from "./lib/paths.mjs";
import { startProductionServer } from "./lib/production-server.mjs";
import { pnpm } from "./lib/run.mjs";

/** Issue #7's budget for the home page's initial JavaScript. */
const BUDGET_GZIP_KB = 120;

const dist = path.join(repoRoot, "apps/site/dist");
if (!process.argv.includes("--no-build") && (await pnpm(["build"], { quiet: true })) !== 0) {
  console.error("build failed");
  process.exit(1);
}

const html = readFileSync(path.join(dist, "index.html"), "utf8");
const initial = [...html.matchAll(/(?:src|href)="\/assets\/([^"]+\.js)"/g)].map((m) => m[1] ?? "");
const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1).padStart(6);

/** @param {string} source */
function owner(source) {
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1] ?? source;
  return source.replace(/^(\.\.\/)+/, "").replace(/\/src\/.*/, "");
}

let gzipTotal = 0;
let brotliTotal = 0;
/** @type {Map<string, number>} */
const byOwner = new Map();
console.log(`initial JavaScript of the home page (${initial.length} files):`);
console.log("  gzip kB  brotli kB  file");
for (const file of initial) {
  const code = readFileSync(path.join(dist, "assets", file));
  const gzip = zlib.gzipSync(code, { level: 9 }).length;
  const brotli = zlib.brotliCompressSync(code).length;
  gzipTotal += gzip;
  brotliTotal += brotli;
  console.log(`  ${kb(gzip)}     ${kb(brotli)}  ${file}`);
  const mapFile = path.join(dist, "assets", `${file}.map`);
  if (!existsSync(mapFile)) continue;
  /** @type {{ sources: string[], sourcesContent?: string[] }} */
  const map = JSON.parse(readFileSync(mapFile, "utf8"));
  // Source sizes split a file's compressed size between its packages (an estimate).
  const sizes = map.sources.map((_s, i) => map.sourcesContent?.[i]?.length ?? 0);
  const all = sizes.reduce((a, b) => a + b, 0) || 1;
  map.sources.forEach((source, i) => {
    const name = owner(source);
    byOwner.set(name, (byOwner.get(name) ?? 0) + (gzip * (sizes[i] ?? 0)) / all);
  });
}
console.log("\nwhat it is made of (gzip kB, estimated from source sizes):");
for (const [name, bytes] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`  ${kb(bytes)}  ${name}`);
}
const lazy = readdirSync(path.join(dist, "assets")).filter(
  (f) => f.endsWith(".js") && !initial.includes(f),
);
console.log(`\nlazy chunks (not loaded by the home page at start): ${lazy.length}`);
console.log(
  `\nhome initial JS: ${(gzipTotal / 1024).toFixed(1)} kB gzip, ${(brotliTotal / 1024).toFixed(1)} kB brotli` +
    ` (budget ${BUDGET_GZIP_KB} kB gzip: ${gzipTotal / 1024 <= BUDGET_GZIP_KB ? "within" : "OVER"})`,
);

/** The minimal pages, each adding one library of the fixed stack. */
const FLOOR_STEPS = [
  {
    name: "react + react-dom/client",
    code: `import { createRoot } from "react-dom/client";
createRoot(document.getElementById("root")).render("Sinema");`,
  },
  {
    name: "+ React Router data router (createBrowserRouter, a loader)",
    code: `import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
const router = createBrowserRouter([{ path: "/", loader: () => 1, Component: () => "Sinema" }]);
createRoot(document.getElementById("root")).render(<RouterProvider router={router} />);`,
  },
  {
    name: "+ TanStack Query (ensureQueryData, useSuspenseQuery) + openapi-fetch",
    code: `import { createRoot } from "react-dom/client";
import { createBrowserRouter } from "react-router";
import { RouterProvider } from "react-router/dom";
import { QueryClient, QueryClientProvider, useSuspenseQuery } from "@tanstack/react-query";
import createClient from "openapi-fetch";
const client = createClient({ baseUrl: "/api" });
const queryClient = new QueryClient();
const query = { queryKey: ["home"], queryFn: () => client.GET("/movies").then((r) => r.data) };
function Home() { return String(useSuspenseQuery(query).data); }
const router = createBrowserRouter([
  { path: "/", loader: () => queryClient.ensureQueryData(query), Component: Home },
]);
createRoot(document.getElementById("root")).render(
  <QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>,
);`,
  },
];

// Vite and the libraries resolve from the site (openapi-fetch from packages/api),
// so the floor uses exactly the versions the site ships.
const siteRequire = createRequire(path.join(repoRoot, "apps/site/package.json"));
const { build } = /** @type {typeof import("vite")} */ (await import(siteRequire.resolve("vite")));
const openapiFetch = createRequire(path.join(repoRoot, "packages/api/package.json")).resolve(
  "openapi-fetch",
);
const floorRoot = mkdtempSync(path.join(repoRoot, "apps/site/.bench-floor-"));
console.log("\nthe fixed stack alone, built the same way (gzip kB):");
let floorGzip = 0;
try {
  for (const [index, step] of FLOOR_STEPS.entries()) {
    const dir = path.join(floorRoot, String(index));
    mkdirSync(dir);
    writeFileSync(path.join(dir, "main.jsx"), step.code);
    writeFileSync(
      path.join(dir, "index.html"),
      '<div id="root"></div><script type="module" src="./main.jsx"></script>',
    );
    await build({
      root: dir,
      configFile: false,
      logLevel: "silent",
      resolve: { alias: { "openapi-fetch": openapiFetch } },
      oxc: { jsx: { runtime: "automatic" } },
      build: { outDir: path.join(dir, "dist"), modulePreload: false },
    });
    const assets = path.join(dir, "dist/assets");
    floorGzip = readdirSync(assets)
      .filter((f) => f.endsWith(".js"))
      .reduce(
        (sum, f) => sum + zlib.gzipSync(readFileSync(path.join(assets, f)), { level: 9 }).length,
        0,
      );
    console.log(`  ${kb(floorGzip)}  ${step.name}`);
  }
} finally {
  rmSync(floorRoot, { recursive: true, force: true });
}
console.log(
  `\nthe fixed stack takes ${(floorGzip / 1024).toFixed(1)} kB of the ${BUDGET_GZIP_KB} kB budget;` +
    ` the home page's own code and data layer add ${((gzipTotal - floorGzip) / 1024).toFixed(1)} kB.`,
);

// What a browser really receives: a page from the production server (server
// rendering, brotli/gzip as negotiated), every script it asks for until the
// network is idle (its first 2 s on a quiet machine), lazy chunks included.
// Issue 34 splits it: what the page asked for before its controls worked
// (before the app had hydrated it: the critical path) and what came after
// (on idle, for a row's toggles), each on its own line, for home, a film and
// a series.
/** Issue 34's budget: JavaScript a page needs before its controls work, as sent. */
const BUDGET_SENT_KB = 100;
/** @type {[name: string, path: string][]} */
const PAGES = [
  ["home", "/"],
  ["film", "/movie/m-kis-uykusu"],
  ["series", "/tv/s-sahsiyet"],
];
await ensureChromium();
const server = await startProductionServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  /** @type {string[]} */
  const summary = [];
  for (const [name, pagePath] of PAGES) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    // Home asks for ~200 resources (its posters): keep every entry, not the first 250 only.
    await page.addInitScript(() => performance.setResourceTimingBufferSize(5_000));
    await page.goto(server.origin + pagePath, { waitUntil: "commit" });
    // When the app had hydrated the page (main.tsx marks <html>): its controls work from then.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
      polling: 5,
      timeout: 60_000,
    });
    await page.waitForLoadState("networkidle");
    // Both sides of the line on the page's own clock: the mark main.tsx sets
    // when the page is live, and each script's Resource Timing start. (Timed
    // from here, a request the page made a moment after it was live could
    // arrive before the poll saw it, and count as before.)
    const { live, sent } = await page.evaluate(() => ({
      live: performance.getEntriesByName("sinema:live")[0]?.startTime ?? Number.NaN,
      sent: /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType("resource"))
        .filter((entry) => entry.initiatorType === "script" || entry.name.endsWith(".js"))
        .map((entry) => ({
          url: new URL(entry.name).pathname,
          at: Math.round(entry.startTime),
          // Bytes as sent: the encoded body (brotli or gzip as negotiated).
          bytes: entry.encodedBodySize,
          encoding: entry.encodedBodySize < entry.decodedBodySize ? "compressed" : "identity",
        })),
    }));
    await page.close();
    console.log(
      `\nJavaScript ${name} (${pagePath}) receives (as sent, real browser, until the network is idle; live at ${Math.round(live)} ms):`,
    );
    console.log("   sent kB  encoding    asked at  file");
    for (const file of sent) {
      console.log(
        `  ${kb(file.bytes)}  ${file.encoding.padEnd(10)}  ${String(file.at).padStart(6)} ms  ${file.url}${file.at > live ? "  (later)" : ""}`,
      );
    }
    const sum = (/** @type {typeof sent} */ files) =>
      files.reduce((total, file) => total + file.bytes, 0);
    const before = sent.filter((file) => file.at <= live);
    const later = sent.filter((file) => file.at > live);
    console.log(
      `  ${kb(sum(before))}  before its controls work (${before.length} files); budget ${BUDGET_SENT_KB} kB: ` +
        (sum(before) / 1024 <= BUDGET_SENT_KB ? "met" : "NOT met"),
    );
    console.log(`  ${kb(sum(later))}  later, without blocking input (${later.length} files)`);
    summary.push(
      `  ${name.padEnd(7)} ${kb(sum(before))} kB before its controls work, ${kb(sum(later))} kB later`,
    );
  }
  console.log("\nJavaScript as sent, per page:");
  for (const line of summary) console.log(line);
} finally {
  await browser.close();
  await server.stop();
}
