#!/usr/bin/env node
// `pnpm bench:lighthouse`: Lighthouse (mobile preset, simulated throttling) on
// four public pages of the production build, served by the production server
// (catalogue with server rendering, sync, embed provider) on a fresh SQLite
// database. Each page is measured BENCH_RUNS times (default 3) in a fresh
// Chromium (cold cache); the table shows the medians and whether the targets
// of issue 18 are met. A benchmark, not a test: it prints numbers and stops.
//
// `--reference`: each page beside the same HTML with every script removed
// (same CSS, fonts and images; scripts/lib/reference-proxy.mjs serves both),
// measured alternately, BENCH_RUNS (default 5) rounds; one table of medians
// and a line per target of the reference issue: how much the scripts cost
// over what the HTML alone costs.
//
// Builds the site first when there is no build (`pnpm build`).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumPath, ensureChromium } from "./lib/chromium.mjs";
import { repoRoot } from "./lib/paths.mjs";
import { startProductionServer } from "./lib/production-server.mjs";
import { startReferenceProxy, stripScripts } from "./lib/reference-proxy.mjs";

const USAGE = "usage: node scripts/bench-lighthouse.mjs [--reference]";
const unknown = process.argv.slice(2).filter((arg) => arg !== "--reference");
if (unknown.length > 0) {
  console.error(`unknown argument ${unknown.join(" ")}\n${USAGE}`);
  process.exit(2);
}
const REFERENCE = process.argv.includes("--reference");

const PAGES = ["/", "/movie/m-kis-uykusu", "/series/sahsiyet", "/trending"];
const RUNS = Number(process.env.BENCH_RUNS ?? (REFERENCE ? 5 : 3));
const TARGETS = { performance: 98, accessibility: 100, "best-practices": 100, seo: 100, cls: 0 };
/** The reference issue's targets, for the page with its scripts. */
const REFERENCE_TARGETS = {
  /** TBT with the scripts at most this much above the HTML alone's. */
  tbtOverHtmlMs: 50,
  performance: 95,
  /** What performance still aims at; reported, not a target. */
  performanceAim: 98,
  cls: 0,
  /** Accessibility, best practices and SEO. */
  categories: 100,
  lcpMs: 1500,
};

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
 * A row of Lighthouse's network-requests audit, the fields read here.
 * @typedef {{ resourceType?: string, transferSize?: number, experimentalFromMainFrame?: boolean }} NetworkRequest
 */

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
      /** @type {{ items?: NetworkRequest[] }} */ (lhr.audits["network-requests"]?.details ?? {})
        .items ?? [];
    const scripts = requests.filter((request) => request.resourceType === "Script");
    const jsBytes = scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
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
      // Scripts the page itself asked for, not a frame inside it (the series
      // page's demo player is another site's page with its own scripts).
      pageScripts: scripts.filter((request) => request.experimentalFromMainFrame).length,
      failed,
    };
  } finally {
    await chrome.kill();
  }
}

/** @typedef {Awaited<ReturnType<typeof measure>>} Measurement */
/** @typedef {import("./lib/reference-proxy.mjs").Variant} Variant */

/** The load averages over 1, 5 and 15 minutes: how quiet the machine was. */
const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ");

/**
 * The default mode: each page RUNS times against the issue 18 targets.
 * @param {string} origin
 */
async function benchPages(origin) {
  console.log(
    `\nLighthouse 12 mobile preset (simulated throttling), ${RUNS} runs per page, median; ` +
      `${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at start\n`,
  );
  const rows = [];
  const notes = [];
  for (const page of PAGES) {
    /** @type {Measurement[]} */
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
}

/**
 * One page through one of the proxy's ports as a browser asks for it
 * (Brotli), as raw bytes: the length on the wire is checked, not assumed.
 * @param {string} origin the port's origin
 * @param {string} page
 * @param {string} host the Host header to send
 * @returns {Promise<{ html: string, brotli: number }>}
 */
function fetchPage(origin, page, host) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      origin + page,
      { headers: { host, "accept-encoding": "br" } },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const problem =
            response.statusCode !== 200
              ? `answered ${response.statusCode}`
              : response.headers["content-encoding"] !== "br"
                ? `came as ${response.headers["content-encoding"] ?? "identity"}, not Brotli`
                : Number(response.headers["content-length"]) !== bytes.byteLength
                  ? `says ${response.headers["content-length"]} bytes, sent ${bytes.byteLength}`
                  : undefined;
          if (problem) reject(new Error(`${origin}${page} ${problem}`));
          else
            resolve({
              html: zlib.brotliDecompressSync(bytes).toString("utf8"),
              brotli: bytes.byteLength,
            });
        });
      },
    );
    request.on("error", reject);
  });
}

/**
 * Asks for every page in both variants before any measurement. The server
 * loads its render code and warms up on its first pages: without this the
 * variant measured first would pay for that. And the HTML alone is checked to
 * be what it claims: no script left, and nothing else taken away or changed.
 * @param {import("./lib/reference-proxy.mjs").ReferenceProxy} proxy
 */
async function checkReference(proxy) {
  /** @param {string} html @param {RegExp} pattern */
  const count = (html, pattern) => (html.match(pattern) ?? []).length;
  /** What both variants must have alike. @type {Array<[string, RegExp]>} */
  const kept = [
    ["<style>", /<style\b/gi],
    ["@font-face", /@font-face\b/gi],
    ["<img>", /<img\b/gi],
    ["<link>", /<link\b(?![^>]*modulepreload)/gi],
    // An embedded player stays, with the scripts of its own page: it is
    // another site's page in a frame, part of the page as any image is.
    ["<iframe>", /<iframe\b/gi],
  ];
  // Both asked for under the page variant's Host: the server keeps a render
  // per host for a few seconds, and home's shelves change from one render to
  // the next, so two hosts would mean two different pages to compare.
  const host = new URL(proxy.page).host;
  for (const page of PAGES) {
    const withScripts = await fetchPage(proxy.page, page, host);
    const alone = await fetchPage(proxy.reference, page, host);
    const scripts = count(withScripts.html, /<script\b/gi);
    if (scripts === 0) throw new Error(`${page} has no script: nothing to compare with`);
    const left = count(alone.html, /<script\b|\bmodulepreload\b/gi);
    if (left > 0) throw new Error(`${page}: the HTML alone still has ${left} scripts`);
    for (const [what, pattern] of kept) {
      const [before, after] = [count(withScripts.html, pattern), count(alone.html, pattern)];
      if (before !== after) {
        throw new Error(`${page}: ${before} ${what} with scripts, ${after} in the HTML alone`);
      }
    }
    if (alone.html !== stripScripts(withScripts.html)) {
      throw new Error(`${page}: the HTML alone differs from the page in more than its scripts`);
    }
    console.log(
      `${page}: HTML alone without the page's ${scripts} <script> elements, with its ` +
        kept.map(([what, pattern]) => `${count(alone.html, pattern)} ${what}`).join(", ") +
        `; document ${(withScripts.brotli / 1000).toFixed(1)} → ` +
        `${(alone.brotli / 1000).toFixed(1)} kB Brotli`,
    );
  }
}

/**
 * `--reference`: each page with its scripts and as HTML alone, RUNS rounds,
 * against the reference issue's targets.
 * @param {string} origin
 */
async function benchReference(origin) {
  const proxy = await startReferenceProxy(origin);
  try {
    console.log(
      `\nLighthouse 12 mobile preset (simulated throttling), each page with its scripts and as ` +
        `the HTML alone, ${RUNS} round${RUNS === 1 ? "" : "s"} alternating, medians; ${os.cpus().length} cores, ` +
        `load average ${loadAverage()} (1, 5, 15 min) at start\n`,
    );
    await checkReference(proxy);
    const results = PAGES.map((page) => ({
      page,
      /** @type {Measurement[]} */ withScripts: [],
      /** @type {Measurement[]} */ alone: [],
    }));
    for (let round = 0; round < RUNS; round++) {
      // Each page's two variants one right after the other, so a burst of
      // load from elsewhere hits both alike; which one goes first alternates
      // from round to round, so neither always runs on the machine the other
      // has just warmed (or left busy).
      /** @type {Variant[]} */
      const order = round % 2 === 0 ? ["page", "reference"] : ["reference", "page"];
      for (const result of results) {
        for (const variant of order) {
          const run = await measure(proxy[variant] + result.page);
          // The scripts each variant loaded, as the browser saw them; the
          // page's own count proves the count can see them at all.
          if (variant === "reference" && run.pageScripts > 0) {
            throw new Error(`${result.page}: the HTML alone loaded ${run.pageScripts} scripts`);
          }
          if (variant === "page" && run.pageScripts === 0) {
            throw new Error(`${result.page}: Lighthouse saw no script of the page itself`);
          }
          (variant === "page" ? result.withScripts : result.alone).push(run);
        }
      }
      console.log(`round ${round + 1} of ${RUNS} done, load average ${loadAverage()}`);
    }

    const summaries = results.map(({ page, withScripts, alone }) => {
      /** @param {Measurement[]} runs @param {"performance" | "accessibility" | "best-practices" | "seo" | "tbt" | "lcp" | "cls"} key */
      const mid = (runs, key) => median(runs.map((run) => run[key]));
      const tbt = Math.round(mid(withScripts, "tbt"));
      const tbtAlone = Math.round(mid(alone, "tbt"));
      return {
        page,
        performance: mid(withScripts, "performance"),
        performanceAlone: mid(alone, "performance"),
        tbt,
        tbtAlone,
        tbtOver: tbt - tbtAlone,
        lcp: mid(withScripts, "lcp"),
        lcpAlone: mid(alone, "lcp"),
        cls: Number(mid(withScripts, "cls").toFixed(3)),
        categories: [
          mid(withScripts, "accessibility"),
          mid(withScripts, "best-practices"),
          mid(withScripts, "seo"),
        ],
        failed: [withScripts, alone].map((runs) => [...new Set(runs.flatMap((run) => run.failed))]),
      };
    });
    console.log();
    console.table(
      summaries.map((summary) => ({
        page: summary.page,
        perf: summary.performance,
        "perf HTML alone": summary.performanceAlone,
        "TBT ms": summary.tbt,
        "TBT ms HTML alone": summary.tbtAlone,
        "TBT difference ms": summary.tbtOver,
        "LCP s": Number((summary.lcp / 1000).toFixed(2)),
        "LCP s HTML alone": Number((summary.lcpAlone / 1000).toFixed(2)),
        CLS: summary.cls,
        "a11y/BP/SEO": summary.categories.join("/"),
      })),
    );

    const t = REFERENCE_TARGETS;
    /** @type {Array<[string, (s: (typeof summaries)[number]) => boolean, (s: (typeof summaries)[number]) => string]>} */
    const targets = [
      [
        `TBT with scripts ≤ TBT of the HTML alone + ${t.tbtOverHtmlMs} ms`,
        (s) => s.tbtOver <= t.tbtOverHtmlMs,
        (s) => `${s.tbtOver > 0 ? "+" : ""}${s.tbtOver} ms`,
      ],
      [
        `performance ≥ ${t.performance}`,
        (s) => s.performance >= t.performance,
        (s) => `${s.performance}`,
      ],
      [`CLS ${t.cls}`, (s) => s.cls <= t.cls, (s) => `${s.cls}`],
      [
        `accessibility, best practices, SEO ${t.categories}`,
        (s) => s.categories.every((score) => score >= t.categories),
        (s) => s.categories.join("/"),
      ],
      [
        `LCP ≤ ${t.lcpMs / 1000} s`,
        (s) => s.lcp <= t.lcpMs,
        (s) => `${(s.lcp / 1000).toFixed(2)} s`,
      ],
    ];
    console.log(`targets (medians of ${RUNS}, the page with its scripts), on every page:`);
    for (const [label, met, value] of targets) {
      const missed = summaries.filter((summary) => !met(summary));
      console.log(
        `  ${label}: ${
          missed.length === 0
            ? "met"
            : `NOT met (${missed.map((s) => `${s.page} ${value(s)}`).join(", ")})`
        }`,
      );
    }
    const atAim = summaries.filter((s) => s.performance >= t.performanceAim).length;
    console.log(`  aim, performance ≥ ${t.performanceAim}: ${atAim} of ${summaries.length} pages`);
    for (const { page, failed } of summaries) {
      const [withScripts, alone] = failed;
      if (withScripts?.length) console.log(`${page}: failed audits: ${withScripts.join(", ")}`);
      if (alone?.length) console.log(`${page} HTML alone: failed audits: ${alone.join(", ")}`);
    }
    console.log(`load average ${loadAverage()} at the end`);
  } finally {
    await proxy.close();
  }
}

await ensureChromium();
ensureBuild();
const { origin, stop } = await startProductionServer();
try {
  await (REFERENCE ? benchReference(origin) : benchPages(origin));
} finally {
  await stop();
}
