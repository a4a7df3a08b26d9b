#!/usr/bin/env node
// `pnpm bench:first-tap`: issue 34's "dead window", measured from the page
// itself. For each control a visitor reaches for first ('İzle', 'Sevgili
// Modu', 'Listeye Ekle', …), on a desktop CPU at 1280 px and at 375 px with
// the CPU slowed 4x, a poller started before any of the page's scripts
// notes, every frame:
//   - when the control is first shown (laid out with a size);
//   - when a tap on it would first have its effect: at once for a link or a
//     form's button (HTML does it), from the moment the page's first script
//     keeps its taps for a control marked `data-action` (replayed once the
//     app is live), else once React's handler is attached to it;
//   - when React's handler is attached (hydration), for comparison.
// The dead window is the time a control is visible but a tap on it would be
// lost: median of 3 loads per page and setting. A benchmark: prints numbers.
//
//   node scripts/bench-first-tap.mjs [--no-build] [--runs N]
/* global window, document, requestAnimationFrame */
import { runsArgument, withSiteInBrowser } from "./lib/browser-bench.mjs";

const RUNS = runsArgument(3);

/** Pages and the controls measured on each, by accessible role and name. */
const PAGES = [
  {
    path: "/movie/m-kis-uykusu",
    controls: [
      { label: "İzle", selector: "a[href$='/izle']" },
      { label: "Listeye Ekle", selector: "[data-action='list']" },
      { label: "Beğen", selector: "[data-action='like']" },
      { label: "Sevgili Modu", selector: "[data-floating-action]" },
    ],
  },
  {
    path: "/",
    controls: [
      { label: "Şimdi İzle", selector: "xpath=//a[contains(., 'Şimdi İzle')]" },
      { label: "a card", selector: "li a[href^='/movie/']" },
      { label: "Hepsini Gör", selector: "a[href='/featured']" },
      { label: "Sevgili Modu", selector: "[data-floating-action]" },
      { label: "search", selector: "form[role='search'] button[type='submit']" },
    ],
  },
];

const SETTINGS = [
  { name: "desktop 1280 px", viewport: { width: 1280, height: 800 }, cpu: 1, mobile: false },
  { name: "375 px, CPU 4x", viewport: { width: 375, height: 740 }, cpu: 4, mobile: true },
];

/**
 * Runs in the page before its own scripts: polls every frame (and every 10 ms
 * when frames are held back) and keeps the first time each state was seen.
 * @param {{ label: string, selector: string }[]} controls
 */
function pollControls(controls) {
  /** @type {Record<string, { visible?: number, works?: number, react?: number }>} */
  const seen = {};
  Object.assign(window, { __firstTap: seen });
  const reactHandled = (/** @type {Element} */ element) =>
    Object.keys(element).some((key) => {
      if (!key.startsWith("__reactProps$")) return false;
      const props = /** @type {Record<string, unknown>} */ (/** @type {any} */ (element)[key]);
      return typeof props.onClick === "function" || typeof props.onPointerDown === "function";
    });
  const check = () => {
    const now = performance.now();
    for (const { label, selector } of controls) {
      const element = selector.startsWith("xpath=")
        ? /** @type {Element | null} */ (
            document.evaluate(selector.slice(6), document, null, 9, null).singleNodeValue
          )
        : document.querySelector(selector);
      if (!element) continue;
      const state = (seen[label] ??= {});
      // Shown on the page (a phone's visitor scrolls to what is below the first screen).
      const box = element.getBoundingClientRect();
      if (state.visible === undefined && box.width > 0 && box.height > 0) state.visible = now;
      const html =
        (element.tagName === "A" && element.hasAttribute("href")) ||
        (element.tagName === "BUTTON" &&
          element.getAttribute("type") === "submit" &&
          element.closest("form[action]") !== null);
      const kept = element.hasAttribute("data-action") && "__sinemaEarlyActions" in window;
      const react = reactHandled(element);
      if (state.react === undefined && react) state.react = now;
      if (state.works === undefined && (html || kept || react)) state.works = now;
    }
  };
  const frame = () => {
    check();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  setInterval(check, 10);
  document.addEventListener("readystatechange", check);
}

/** @param {number[]} values @returns {number} */
const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const ms = (/** @type {number} */ value) =>
  Number.isFinite(value) ? `${Math.round(value)} ms` : "—";

await withSiteInBrowser(async ({ origin, browser }) => {
  for (const setting of SETTINGS) {
    console.log(`\n${setting.name} (median of ${RUNS} loads)`);
    console.log("  page                  control          dead window   until React's handler");
    for (const page of PAGES) {
      /** @type {Record<string, { dead: number[], react: number[] }>} */
      const results = {};
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({
          viewport: setting.viewport,
          isMobile: setting.mobile,
          hasTouch: setting.mobile,
        });
        await context.addInitScript(pollControls, page.controls);
        const tab = await context.newPage();
        if (setting.cpu > 1) {
          const cdp = await context.newCDPSession(tab);
          await cdp.send("Emulation.setCPUThrottlingRate", { rate: setting.cpu });
        }
        await tab.goto(origin + page.path, { waitUntil: "load" });
        await tab.waitForFunction(
          () => document.documentElement.dataset.hydrated === "true",
          null,
          {
            timeout: 60_000,
          },
        );
        await tab.waitForTimeout(200);
        /** @type {Record<string, { visible?: number, works?: number, react?: number }>} */
        const seen = await tab.evaluate(() => /** @type {any} */ (window).__firstTap);
        for (const { label } of page.controls) {
          const state = seen[label] ?? {};
          const entry = (results[label] ??= { dead: [], react: [] });
          const visible = state.visible;
          if (visible === undefined) continue;
          entry.dead.push(Math.max(0, (state.works ?? Infinity) - visible));
          entry.react.push(Math.max(0, (state.react ?? Infinity) - visible));
        }
        await context.close();
      }
      for (const { label } of page.controls) {
        const entry = results[label] ?? { dead: [], react: [] };
        console.log(
          `  ${page.path.padEnd(21)} ${label.padEnd(16)} ${ms(median(entry.dead)).padStart(11)}   ${ms(median(entry.react)).padStart(11)}`,
        );
      }
    }
  }
  console.log(
    "\nA dead window of 0 ms: the control worked the moment it showed (a link, a form, or its tap kept for the replay).",
  );
});
