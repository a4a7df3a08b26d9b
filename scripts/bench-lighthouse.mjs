#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on
// four public pages of the production build, served by the production server
// (catalogue with server rendering, sync, embed provider) on a fresh SQLite
// database. Each page is measured BENCH_RUNS times (default 3) in a fresh
// Chromium (cold cache); the table shows the medians and whether the targets
// of issue 18 are met. A benchmark, not a test: it prints numbers and stops.
//
// Builds the site first when there is no build (`pnpm build`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath, ensureChromium } from "./lib/chromium.mjs";
import { repoRoot } from "./lib/paths.mjs";
import { startProductionServer } from "./lib/production-server.mjs";

const PAGES = ["/", "/movie/m-kis-uykusu", "/series/sahsiyet", "/trending"];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, cls: 0 };

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

function ensureBuild() {
  const built =
    existsSync(path.join(repoRoot, "apps/site/dist/index.html")) &&
    existsSync(path.join(repoRoot, "apps/site/dist-server/entry-server.js"));
  if (built) return;
  console.log("No production build: building the site (pnpm build)…");
  const result = spawnSync("npx", ["--yes", "pnpm@10.34.9", "build"], {
    cwd: repoRoot,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("pnpm build failed");
}

/**
 * One Lighthouse run of a page in a fresh browser.
 * @param {string} url
 */
async function measure(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    /** @param {string} id */
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    /** @param {string} id */
    const value = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const requests =
      /** @type {{ items?: { resourceType?: string, transferSize?: number }[] }} */ (
        lhr.audits["network-requests"]?.details ?? {}
      ).items ?? [];
    const jsBytes = requests
      .filter((request) => request.resourceType === "Script")
      .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
    const failed = Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary",
      )
      .map((audit) => audit.id);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      "best-practices": score("best-practices"),
      seo: score("seo"),
      fcp: value("first-contentful-paint"),
      lcp: value("largest-contentful-paint"),
      tbt: value("total-blocking-time"),
      cls: value("cumulative-layout-shift"),
      bytes: value("total-byte-weight"),
      jsBytes,
      failed,
    };
  } finally {
    await chrome.kill();
  }
}

await ensureChromium();
ensureBuild();
const { origin, stop } = await startProductionServer();
console.log(
  `\nLighthouse 12 mobile preset (simulated throttling), ${RUNS} runs per page, median; ` +
    `${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at start\n`,
);
const rows = [];
const notes = [];
try {
  for (const page of PAGES) {
    /** @type {Awaited<ReturnType<typeof measure>>[]} */
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(origin + page));
    /** @param {keyof (typeof runs)[number]} key */
    const mid = (key) => median(runs.map((run) => /** @type {number} */ (run[key])));
    const row = {
      page,
      performance: mid("performance"),
      accessibility: mid("accessibility"),
      "best practices": mid("best-practices"),
      seo: mid("seo"),
      "FCP s": Number((mid("fcp") / 1000).toFixed(2)),
      "LCP s": Number((mid("lcp") / 1000).toFixed(2)),
      "TBT ms": Math.round(mid("tbt")),
      CLS: Number(mid("cls").toFixed(3)),
      "transfer kB": Math.round(mid("bytes") / 1000),
      "JS kB": Math.round(mid("jsBytes") / 1000),
    };
    const met =
      row.performance >= TARGETS.performance &&
      row.accessibility >= TARGETS.accessibility &&
      row["best practices"] >= TARGETS["best-practices"] &&
      row.seo >= TARGETS.seo &&
      row.CLS <= TARGETS.cls;
    rows.push({ ...row, met: met ? "yes" : "NO" });
    const failed = [...new Set(runs.flatMap((run) => run.failed))];
    if (failed.length > 0) notes.push(`${page}: failed audits: ${failed.join(", ")}`);
  }
  console.table(rows);
  console.log(
    `targets: performance ≥ ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, ` +
      `best practices ${TARGETS["best-practices"]}, SEO ${TARGETS.seo}, CLS ${TARGETS.cls}`,
  );
  for (const note of notes) console.log(note);
} finally {
  await stop();
}
