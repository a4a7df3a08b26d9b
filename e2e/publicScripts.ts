import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The JavaScript a visitor's browser receives on public pages (each visited
 * until its network is quiet), for tests that some code never reaches them.
 */
export async function publicPageScripts(page: Page, paths: readonly string[]): Promise<string[]> {
  const scripts: string[] = [];
  page.on("response", (response) => {
    if (!response.url().endsWith(".js")) return;
    response.text().then(
      (body) => scripts.push(body),
      () => {},
    );
  });
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.length).toBeGreaterThan(3);
  return scripts;
}
