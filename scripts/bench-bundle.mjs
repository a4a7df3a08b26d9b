#!/usr/bin/env node
// `pnpm bench:bundle`: what the home page downloads before it can render —
// the entry script and every module it preloads (apps/site/dist/index.html) —
// in gzip and brotli, and the packages that make up each file (from the
// source maps). Builds the site first unless --no-build is given.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { repoRoot } from "./lib/paths.mjs";
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
