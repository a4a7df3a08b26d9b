#!/usr/bin/env node
// Visual regression: every story of the static Storybook, screenshotted at
// 375 px and 1280 px in Debian's Chromium and compared pixel for pixel with
// the baselines committed in packages/ui/visual/. One screenshot is one test.
//
//   pnpm test:visual              build Storybook, compare, write diffs to test-results/visual/
//   pnpm test:visual --update     build Storybook, (re)write the baselines and the Chromium version
//   options: --no-build (reuse storybook-static/), --filter <text>[,<text>...] (story ids containing one of them),
//            --report <file> (JSON tally for scripts/test.mjs)
//
// Baselines belong to one Chromium build (major.minor.build, e.g. 156.0.8078):
// a different build renders text a little differently, so a build change
// fails the run with the command to refresh them instead of comparing (or
// skipping) silently. Patch releases of one build (Debian's security updates,
// 156.0.8078.79 → .108) share its renderer and are compared as usual.
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

/** "156.0.8078" of "156.0.8078.108": what decides how text is rendered. */
const chromiumBuild = (/** @type {string} */ version) => version.split(".").slice(0, 3).join(".");

/** The two widths of the issue: a phone and a desktop. */
export const VISUAL_WIDTHS = [375, 1280];
/** A message without its terminal colour codes (ESC [ n m). */
const withoutColours = (/** @type {string} */ text) =>
  text.replace(new RegExp(`${String.fromCharCode(27)}\\[\\d+m`, "g"), "");

/** The viewports of .storybook/preview.tsx that stories name, by width. */
const VIEWPORT_WIDTHS = /** @type {Record<string, number>} */ ({ mobile: 375, desktop: 1280 });
/** Viewport heights per width; pages taller than this are captured in full. */
const VIEWPORT_HEIGHTS = /** @type {Record<number, number>} */ ({ 375: 812, 1280: 800 });
/**
 * Tallest capture: long stories (200 table rows) are cut here, which keeps
 * the baselines small and still shows the start of the long content.
 */
const MAX_SCREENSHOT_HEIGHT = 3200;
/** A story counts as done once its final render phase is this old. */
const QUIET_MS = 100;
/** Captures tried before a story counts as rendering unstably. */
const MAX_SCREENSHOT_ATTEMPTS = 5;
/** Pages rendering at once in the one browser: enough to keep 2 cores busy. */
const PARALLEL_PAGES = 4;
/** Longest a story may take to render and finish its play function. */
const STORY_TIMEOUT_MS = 30_000;
const UPDATE_COMMAND = "pnpm test:visual --update";
/** Stories tagged with this are not screenshotted. */
const NO_VISUAL_TAG = "no-visual";

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
const filters = optionValue("--filter")?.split(",").filter(Boolean) ?? [];
const filter = filters.length > 0;
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
    // React's development build, as in the story tests: Storybook then renders
    // inside act(), so effects have run and their state is on screen before a
    // play checks it. React's production build has no act(): plays raced their
    // effects (a row's scroll buttons checked before the effect measuring them
    // ran) and failed, and the failed state was pictured.
    const code = await run(
      path.join(repoRoot, "node_modules/.bin/storybook"),
      ["build", "-c", ".storybook", "-o", storybookDir, "--quiet"],
      { env: { NODE_ENV: "development" } },
    );
    if (code !== 0) return fail("storybook build", `exit code ${code}`);
  }
  if (!existsSync(path.join(storybookDir, "index.json"))) {
    return fail("storybook build", `${storybookDir}/index.json is missing: build Storybook first`);
  }

  /** @type {{ entries: Record<string, { id: string, type: string, tags?: string[] }> }} */
  const index = JSON.parse(await readFile(path.join(storybookDir, "index.json"), "utf8"));
  const storyIds = Object.values(index.entries)
    .filter(
      (entry) =>
        entry.type === "story" &&
        // Timing demos (typing with pauses) end on timers a loaded machine may
        // still be running; their behaviour is the story test's job, not a picture's.
        !entry.tags?.includes(NO_VISUAL_TAG) &&
        (!filter || filters.some((text) => entry.id.includes(text))),
    )
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
    } else if (chromiumBuild(recorded) !== chromiumBuild(version)) {
      fail(
        "chromium version",
        `the baselines were made with Chromium ${recorded || "(unknown)"}, this is Chromium ${version}. ` +
          `Screenshots from another build differ in text rendering, so they are not compared. ` +
          `Refresh the baselines with \`${UPDATE_COMMAND}\`, look at the changed images, and commit them.`,
      );
      return;
    }

    /** A browser context of its own per page: pages never share focus or storage. */
    const newContext = async (/** @type {number} */ width) => {
      const context = await browser.newContext({
        viewport: { width, height: VIEWPORT_HEIGHTS[width] ?? 800 },
        deviceScaleFactor: 1,
        reducedMotion: "no-preference",
        locale: "tr-TR",
        timezoneId: "Europe/Istanbul",
      });
      await context.addInitScript(recordRenderPhases);
      return context;
    };
    const widthsOf = await storyWidths(browser, server.url, storyIds);
    const storiesAt = (/** @type {number} */ width) =>
      storyIds.filter((id) => widthsOf.get(id)?.includes(width));
    const total = VISUAL_WIDTHS.reduce((sum, width) => sum + storiesAt(width).length, 0);
    const started = Date.now();
    console.log(
      `▶ ${total} screenshots (${storyIds.length} stories; ${VISUAL_WIDTHS.map((width) => `${storiesAt(width).length} at ${width} px`).join(", ")})`,
    );

    // Each page renders a fixed share of the stories in a fixed order, so a
    // run repeats exactly; stories switch inside the page (no reload), which
    // halves the time. A story that fails in a page that showed others before
    // is tried once more in a fresh page (what one story leaves behind, such
    // as focus or a timer, must not fail the next); failing there fails it.
    const shardsPerWidth = Math.max(1, Math.floor(PARALLEL_PAGES / VISUAL_WIDTHS.length));
    const worker = async (/** @type {number} */ width, /** @type {number} */ shard) => {
      const context = await newContext(width);
      const page = await context.newPage();
      let fresh = true;
      for (const id of storiesAt(width).filter((_, index) => index % shardsPerWidth === shard)) {
        const shot = { id, width };
        for (;;) {
          try {
            await check(page, server.url, shot, fresh);
            fresh = false;
            break;
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            if (!fresh) {
              console.log(`  ${shotName(shot)}: again in a fresh page (${message.split("\n")[0]})`);
              fresh = true;
              continue;
            }
            fail(shotName(shot), message.split("\n")[0] ?? message);
            break;
          }
        }
      }
      await context.close();
    };
    await Promise.all(
      VISUAL_WIDTHS.flatMap((width) =>
        Array.from({ length: shardsPerWidth }, (_, shard) => worker(width, shard)),
      ),
    );
    console.log(`  took ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // A baseline whose story is gone would never be looked at again.
    if (!filter) {
      const wanted = new Set(
        VISUAL_WIDTHS.flatMap((width) =>
          storiesAt(width).map((id) => `${shotName({ id, width })}.png`),
        ),
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
 * The widths each story is pictured at. A story made for one screen says so
 * with Storybook's viewport global (`globals: { viewport: { value: "mobile" } }`,
 * as the story tests resize to it); its play asserts that screen's layout, so
 * it is pictured only there. Every other story is pictured at both widths.
 * @param {import("playwright").Browser} browser
 * @param {string} baseUrl
 * @param {string[]} storyIds
 * @returns {Promise<Map<string, number[]>>}
 */
async function storyWidths(browser, baseUrl, storyIds) {
  const page = await browser.newPage();
  try {
    await page.goto(`${baseUrl}iframe.html?id=${storyIds[0]}&viewMode=story`);
    await page.waitForFunction(
      () => /** @type {any} */ (window).__STORYBOOK_PREVIEW__?.storyStoreValue,
    );
    const viewports = await page.evaluate(async () => {
      const store = /** @type {any} */ (window).__STORYBOOK_PREVIEW__.storyStoreValue;
      await store.cacheAllCSFFiles();
      const stories = store.extract();
      return Object.fromEntries(
        Object.entries(stories).map(([id, story]) => [
          id,
          /** @type {any} */ (story).storyGlobals?.viewport?.value ?? null,
        ]),
      );
    });
    return new Map(
      storyIds.map((id) => {
        const viewport = viewports[id];
        const width = viewport ? VIEWPORT_WIDTHS[viewport] : undefined;
        if (viewport && width === undefined) {
          throw new Error(`story ${id}: viewport "${viewport}" is neither mobile nor desktop`);
        }
        return [id, width === undefined ? VISUAL_WIDTHS : [width]];
      }),
    );
  } finally {
    await page.close();
  }
}

/**
 * Renders one story at one width, waits for its play function and fonts,
 * screenshots it and compares (or, with --update, writes) the baseline.
 * @param {import("playwright").Page} page
 * @param {string} baseUrl
 * @param {Shot} shot
 * @param {boolean} fresh load the page anew instead of switching stories in it
 */
async function check(page, baseUrl, shot, fresh) {
  const name = shotName(shot);
  const baseHeight = VIEWPORT_HEIGHTS[shot.width] ?? 800;
  if (fresh) {
    await page.setViewportSize({ width: shot.width, height: baseHeight });
    // The a11y checks are the story tests' job; skipping them here saves time.
    await page.goto(`${baseUrl}iframe.html?id=${shot.id}&viewMode=story&globals=a11y.manual:!true`);
  } else {
    if (page.viewportSize()?.height !== baseHeight) {
      await page.setViewportSize({ width: shot.width, height: baseHeight });
    }
    // No key press or click before a story, fresh or switched: with no real
    // pointer input (plays' userEvent is synthetic), Chromium shows the focus
    // ring (:focus-visible) on every focus a story makes, in both alike.
    const switched = await page.evaluate((id) => {
      const preview = /** @type {any} */ (window).__STORYBOOK_PREVIEW__;
      // Storybook hides the story before a new one 100 ms after a switch (a
      // timer) and shows it again just before the new one renders; on a loaded
      // machine the timer fires late, inside the render, so the story mounts
      // hidden: its focus on mount (autoFocus) does not land and sizes measured
      // on mount read 0. A fresh page hides at once, with no timer: so does a switch.
      const view = preview.view;
      if (typeof view?.showPreparingStory !== "function") return false;
      if (!view.visualHidesAtOnce) {
        const showPreparingStory = view.showPreparingStory.bind(view);
        view.showPreparingStory = () => showPreparingStory({ immediate: true });
        view.visualHidesAtOnce = true;
      }
      window.scrollTo(0, 0);
      /** @type {any} */ (window).__visualPlayError = undefined;
      preview.onSetCurrentStory({ storyId: id, viewMode: "story" });
      return true;
    }, shot.id);
    if (!switched) {
      throw new Error(
        "Storybook's preview has no view.showPreparingStory (a Storybook upgrade?): " +
          "scripts/visual.mjs cannot switch stories as a fresh page loads them",
      );
    }
  }
  let actual;
  for (let attempt = 1; !actual; attempt += 1) {
    const { phase, events } = await settled(page, shot.id);
    if (phase !== "finished") {
      const playError = await page.evaluate(() => /** @type {any} */ (window).__visualPlayError);
      const message =
        phase === "errored" && playError
          ? `its play failed: ${withoutColours(playError).split("\n").slice(0, 3).join(" ")}`
          : await page
              .locator("#error-message")
              .textContent()
              .catch(() => "");
      throw new Error(`the story ${phase}${message ? `: ${message}` : ""}`);
    }
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // A taller viewport instead of Playwright's fullPage: capturing beyond the
    // viewport now and then paints a stale copy of fixed content.
    const contentHeight = await page.evaluate(() =>
      Math.max(document.documentElement.scrollHeight, document.body.scrollHeight),
    );
    const height = Math.min(Math.max(contentHeight, baseHeight), MAX_SCREENSHOT_HEIGHT);
    if (height !== page.viewportSize()?.height) {
      await page.setViewportSize({ width: shot.width, height });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
    }
    const capture = await stableScreenshot(page, name);
    // Storybook rendered the story again meanwhile: the capture may show a half-played state.
    const eventsAfter = await page.evaluate(
      () => /** @type {any} */ (window).__visualPhases.length,
    );
    if (eventsAfter === events) actual = capture;
    else if (attempt >= MAX_SCREENSHOT_ATTEMPTS) throw new Error("the story kept re-rendering");
  }

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
 * Waits until the story's last render phase is final and nothing happened
 * for a moment (Storybook can start a second render right after the first).
 * @param {import("playwright").Page} page
 * @param {string} id
 * @returns {Promise<{ phase: string, events: number }>}
 */
async function settled(page, id) {
  const handle = await page.waitForFunction(
    ({ id, quietMs }) => {
      const log = /** @type {any} */ (window).__visualPhases;
      const mine = log?.filter((/** @type {any} */ event) => event.storyId === id);
      const last = mine?.[mine.length - 1];
      if (!last || !["finished", "errored", "aborted"].includes(last.newPhase)) return false;
      if (performance.now() - last.at < quietMs) return false;
      // A play that throws still ends in "finished" (errored → completing →
      // finished): its picture would show a half-played state, so a render
      // that errored on the way counts as errored.
      const render = mine.filter((/** @type {any} */ event) => event.renderId === last.renderId);
      const errored = render.some((/** @type {any} */ event) => event.newPhase === "errored");
      return { phase: errored ? "errored" : last.newPhase, events: log.length };
    },
    { id, quietMs: QUIET_MS },
    { timeout: STORY_TIMEOUT_MS, polling: 50 },
  );
  return /** @type {{ phase: string, events: number }} */ (await handle.jsonValue());
}

/**
 * Records Storybook's render phases from the moment its channel exists, so
 * a render is followed from its very first phase, page load or not.
 */
function recordRenderPhases() {
  const target = /** @type {any} */ (window);
  target.__visualPhases = [];
  /** @type {any} */
  let channel;
  Object.defineProperty(target, "__STORYBOOK_ADDONS_CHANNEL__", {
    configurable: true,
    get: () => channel,
    set: (next) => {
      if (next && next !== channel) {
        next.on("storyRenderPhaseChanged", (/** @type {any} */ event) =>
          target.__visualPhases.push({ ...event, at: performance.now() }),
        );
        // Why a play failed, for the failure message (the event names no story).
        next.on("playFunctionThrewException", (/** @type {any} */ error) => {
          target.__visualPlayError = String(error?.message ?? error);
        });
      }
      channel = next;
    },
  });
}

/**
 * Screenshots until two captures in a row are identical (as Playwright's
 * toHaveScreenshot does): the first capture after a render now and then
 * still holds a stale copy of content from the previous frame.
 * @param {import("playwright").Page} page
 * @param {string} name
 */
async function stableScreenshot(page, name) {
  let previous = await page.screenshot({ animations: "disabled", caret: "hide" });
  for (let attempt = 1; attempt < MAX_SCREENSHOT_ATTEMPTS; attempt += 1) {
    const current = await page.screenshot({ animations: "disabled", caret: "hide" });
    if (current.equals(previous)) return current;
    previous = current;
  }
  throw new Error(`${name} never rendered the same twice in ${MAX_SCREENSHOT_ATTEMPTS} captures`);
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
} else if (failures.some((failure) => failure.name !== "chromium version")) {
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
