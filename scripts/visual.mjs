#!/usr/bin/env node
// Visual regression: every story of the static Storybook, screenshotted at
// 375 px and 1280 px in Debian's Chromium and compared pixel for pixel with
// the baselines committed in packages/ui/visual/. One screenshot is one test.
//
//   pnpm test:visual              build Storybook, compare, write diffs to test-results/visual/
//   pnpm test:visual --update     build Storybook, (re)write the baselines and the Chromium version
//   options: --no-build (reuse storybook-static/), --filter <text> (story ids containing text),
//            --report <file> (JSON tally for scripts/test.mjs)
//
// Baselines belong to one Chromium build: a different build renders text a
// little differently, so a version change fails the run with the command to
// refresh them instead of comparing (or skipping) silently.
// Functions passed to page.evaluate/waitForFunction run in the browser:
/* global window, document, requestAnimationFrame */
import { existsSync } from "node:fs";
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "playwright";
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";
import { chromiumPath, screenshotChromiumArgs } from "./lib/chromium.mjs";
import { repoRoot } from "./lib/paths.mjs";
import { run } from "./lib/run.mjs";
import { serveStatic } from "./lib/static-server.mjs";

/** The two widths of the issue: a phone and a desktop. */
export const VISUAL_WIDTHS = [375, 1280];
/** Viewport heights per width; pages taller than this are captured in full. */
const VIEWPORT_HEIGHTS = /** @type {Record<number, number>} */ ({ 375: 812, 1280: 800 });
/**
 * Tallest capture: long stories (200 table rows) are cut here, which keeps
 * the baselines small and still shows the start of the long content.
 */
const MAX_SCREENSHOT_HEIGHT = 3200;
/** Pages rendering at once in the one browser: enough to keep 2 cores busy. */
const PARALLEL_PAGES = 4;
/** Longest a story may take to render and finish its play function. */
const STORY_TIMEOUT_MS = 30_000;
const UPDATE_COMMAND = "pnpm test:visual --update";

const baselineDir = path.join(repoRoot, "packages/ui/visual");
const versionFile = path.join(baselineDir, "chromium-version.txt");
const outputDir = path.join(repoRoot, "test-results/visual");
const storybookDir = path.join(repoRoot, "storybook-static");

const argv = process.argv.slice(2);
const update = argv.includes("--update");
const build = !argv.includes("--no-build");
const optionValue = (/** @type {string} */ name) => {
  const index = argv.indexOf(name);
  return index === -1 ? undefined : argv[index + 1];
};
const filter = optionValue("--filter");
const reportFile = optionValue("--report");

/** @typedef {{ id: string, width: number }} Shot */
/** @type {Array<{ name: string, reason: string }>} */
const failures = [];
let passed = 0;
const counts = { written: 0, unchanged: 0, removed: 0 };

/** @param {Shot} shot */
const shotName = (shot) => `${shot.id}--${shot.width}`;

/** @param {string} name @param {string} reason */
function fail(name, reason) {
  failures.push({ name, reason });
  console.log(`✗ ${name}: ${reason}`);
}

async function main() {
  if (build) {
    console.log("▶ storybook build");
    const code = await run(path.join(repoRoot, "node_modules/.bin/storybook"), [
      "build",
      "-c",
      ".storybook",
      "-o",
      storybookDir,
      "--quiet",
    ]);
    if (code !== 0) return fail("storybook build", `exit code ${code}`);
  }
  if (!existsSync(path.join(storybookDir, "index.json"))) {
    return fail("storybook build", `${storybookDir}/index.json is missing: build Storybook first`);
  }

  /** @type {{ entries: Record<string, { id: string, type: string }> }} */
  const index = JSON.parse(await readFile(path.join(storybookDir, "index.json"), "utf8"));
  const storyIds = Object.values(index.entries)
    .filter((entry) => entry.type === "story" && (!filter || entry.id.includes(filter)))
    .map((entry) => entry.id)
    .sort();
  if (storyIds.length === 0) return fail("stories", "no story found in the static Storybook");

  await rm(outputDir, { recursive: true, force: true });
  await mkdir(outputDir, { recursive: true });
  await mkdir(baselineDir, { recursive: true });

  const server = await serveStatic(storybookDir, "/any/folder/storybook/");
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: screenshotChromiumArgs,
  });
  try {
    const version = browser.version();
    const recorded = existsSync(versionFile) ? (await readFile(versionFile, "utf8")).trim() : "";
    if (update) {
      await writeFile(versionFile, `${version}\n`);
    } else if (recorded !== version) {
      fail(
        "chromium version",
        `the baselines were made with Chromium ${recorded || "(unknown)"}, this is Chromium ${version}. ` +
          `Screenshots from another build differ in text rendering, so they are not compared. ` +
          `Refresh the baselines with \`${UPDATE_COMMAND}\`, look at the changed images, and commit them.`,
      );
      return;
    }

    const contexts = new Map(
      await Promise.all(
        VISUAL_WIDTHS.map(
          async (width) =>
            /** @type {const} */ ([
              width,
              await browser.newContext({
                viewport: { width, height: VIEWPORT_HEIGHTS[width] ?? 800 },
                deviceScaleFactor: 1,
                reducedMotion: "no-preference",
                locale: "tr-TR",
                timezoneId: "Europe/Istanbul",
              }),
            ]),
        ),
      ),
    );
    /** @type {Shot[]} */
    const queue = storyIds.flatMap((id) => VISUAL_WIDTHS.map((width) => ({ id, width })));
    const total = queue.length;
    const started = Date.now();
    console.log(
      `▶ ${total} screenshots (${storyIds.length} stories × ${VISUAL_WIDTHS.join(", ")} px)`,
    );

    // A fresh page per screenshot: nothing of the previous story (portals,
    // scroll locks, held paint) can leak into the next one.
    const worker = async () => {
      for (let shot = queue.shift(); shot; shot = queue.shift()) {
        const context = contexts.get(shot.width);
        if (!context) throw new Error(`no browser context for width ${shot.width}`);
        const page = await context.newPage();
        try {
          await check(page, server.url, shot);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          fail(shotName(shot), message.split("\n")[0] ?? message);
        } finally {
          await page.close();
        }
      }
    };
    await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));
    console.log(`  took ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // A baseline whose story is gone would never be looked at again.
    if (!filter) {
      const wanted = new Set(
        storyIds.flatMap((id) => VISUAL_WIDTHS.map((width) => `${shotName({ id, width })}.png`)),
      );
      for (const file of await readdir(baselineDir)) {
        if (!file.endsWith(".png") || wanted.has(file)) continue;
        if (update) {
          await rm(path.join(baselineDir, file));
          counts.removed += 1;
        } else {
          fail(file, `baseline without a story: run \`${UPDATE_COMMAND}\` to remove it`);
        }
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Renders one story at one width, waits for its play function and fonts,
 * screenshots it and compares (or, with --update, writes) the baseline.
 * @param {import("playwright").Page} page
 * @param {string} baseUrl
 * @param {Shot} shot
 */
async function check(page, baseUrl, shot) {
  const name = shotName(shot);
  // The a11y checks are the story tests' job; skipping them here saves time.
  await page.goto(`${baseUrl}iframe.html?id=${shot.id}&viewMode=story&globals=a11y.manual:!true`);
  const phase = await page
    .waitForFunction(
      (id) => {
        const render = /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.currentRender;
        if (!render || render.id !== id) return false;
        return ["finished", "errored", "aborted"].includes(render.phase) ? render.phase : false;
      },
      shot.id,
      { timeout: STORY_TIMEOUT_MS, polling: 50 },
    )
    .then((handle) => handle.jsonValue());
  if (phase !== "finished") {
    const message = await page
      .locator("#error-message")
      .textContent()
      .catch(() => "");
    throw new Error(`the story ${phase}${message ? `: ${message}` : ""}`);
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // A taller viewport instead of Playwright's fullPage: capturing beyond the
  // viewport now and then paints a stale copy of fixed content.
  const viewport = page.viewportSize();
  if (!viewport) throw new Error("the page has no viewport size");
  const contentHeight = await page.evaluate(() =>
    Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
  );
  const height = Math.min(Math.max(contentHeight, viewport.height), MAX_SCREENSHOT_HEIGHT);
  if (height !== viewport.height) {
    await page.setViewportSize({ width: viewport.width, height });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  const actual = await page.screenshot({ animations: "disabled", caret: "hide" });

  const baselineFile = path.join(baselineDir, `${name}.png`);
  const baseline = existsSync(baselineFile) ? await readFile(baselineFile) : undefined;
  if (update) {
    if (baseline && compare(baseline, actual).differing === 0) counts.unchanged += 1;
    else {
      await writeFile(baselineFile, actual);
      counts.written += 1;
    }
    passed += 1;
    return;
  }
  if (!baseline) {
    await writeFile(path.join(outputDir, `${name}-actual.png`), actual);
    throw new Error(`no baseline yet: run \`${UPDATE_COMMAND}\` and commit packages/ui/visual/`);
  }
  const { differing, diff } = compare(baseline, actual);
  if (differing === 0) {
    passed += 1;
    return;
  }
  await writeFile(path.join(outputDir, `${name}-expected.png`), baseline);
  await writeFile(path.join(outputDir, `${name}-actual.png`), actual);
  const diffFile = path.join(outputDir, `${name}-diff.png`);
  if (diff) await writeFile(diffFile, PNG.sync.write(diff));
  fail(
    name,
    diff
      ? `${differing} pixels differ (diff image: ${path.relative(repoRoot, diffFile)})`
      : `size changed (see ${path.relative(repoRoot, outputDir)}/${name}-*.png)`,
  );
}

/**
 * Counts the pixels that differ at all: no colour tolerance, anti-aliased
 * pixels included. A size change counts as every pixel and has no diff image.
 * @param {Buffer} expectedPng
 * @param {Buffer} actualPng
 * @returns {{ differing: number, diff?: PNG }}
 */
function compare(expectedPng, actualPng) {
  if (expectedPng.equals(actualPng)) return { differing: 0 };
  const expected = PNG.sync.read(expectedPng);
  const actual = PNG.sync.read(actualPng);
  const { width, height } = expected;
  if (width !== actual.width || height !== actual.height) return { differing: Infinity };
  const diff = new PNG({ width, height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: 0,
    includeAA: true,
  });
  return { differing, diff };
}

const started = Date.now();
try {
  await main();
} catch (error) {
  fail("visual", error instanceof Error ? (error.stack ?? error.message) : String(error));
}
if (update) {
  console.log(
    `baselines: ${counts.written} written, ${counts.unchanged} unchanged, ${counts.removed} removed ` +
      `(in ${path.relative(repoRoot, baselineDir)}/)`,
  );
} else if (failures.length > 0) {
  console.log(
    `\n${failures.length} visual failure(s). Diff images are in ${path.relative(repoRoot, outputDir)}/. ` +
      `If a change is intended, refresh the baselines with \`${UPDATE_COMMAND}\` and commit them.`,
  );
}
console.log(
  `visual: ${passed} passed, ${failures.length} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
if (reportFile)
  await writeFile(reportFile, JSON.stringify({ passed, failed: failures.length, failures }));
process.exit(failures.length > 0 ? 1 : 0);
