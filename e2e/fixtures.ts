import { test as base, type Page } from "@playwright/test";

export { expect } from "@playwright/test";

/**
 * Playwright's test, with `page.goto` waiting until the page is interactive.
 *
 * A server-rendered page is visible (and clickable for Playwright) before the
 * browser has hydrated it: a click or a keystroke before then reaches no React
 * handler. main.tsx sets `<html data-hydrated="true">` once React has committed;
 * `goto` and `reload` wait for it on every page of the site when JavaScript runs
 * (every spec imports `test` from here, never from @playwright/test). Pages that
 * are not the site's app (an API answer, robots.txt, a page with JavaScript off)
 * are returned as soon as they load.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    await provide(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
});

/**
 * The page, with `goto` and `reload` returning once the site's app has
 * hydrated. For pages a test opens itself (a second viewer's context).
 */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/** Waits for the app to hydrate, when the document is the site's app at all. */
export async function waitForHydration(page: Page): Promise<void> {
  const isApp = await page.evaluate(() => document.getElementById("root") !== null);
  if (!isApp) return;
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
}

/**
 * Navigates the hydrated app to `path` as its own links do, without a new
 * document: the data comes from the browser's requests (which a test may
 * block), not from the server-rendered HTML.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const state = window.history.state as { idx?: number } | null;
    window.history.pushState({ usr: null, key: "e2e", idx: (state?.idx ?? 0) + 1 }, "", to);
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  }, path);
}
