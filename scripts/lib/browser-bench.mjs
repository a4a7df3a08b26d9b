// What the page benchmarks run in (bench:first-tap, bench:interactions): the
// site built (unless --no-build), the production server on a fresh database
// and Debian's Chromium, all stopped afterwards.
import { chromium } from "playwright";
import { chromiumLaunchOptions, ensureChromium } from "./chromium.mjs";
import { startProductionServer } from "./production-server.mjs";
import { pnpm } from "./run.mjs";

/**
 * @param {(tools: { origin: string, browser: import("playwright").Browser }) => Promise<void>} run
 */
export async function withSiteInBrowser(run) {
  if (!process.argv.includes("--no-build") && (await pnpm(["build"], { quiet: true })) !== 0) {
    console.error("build failed");
    process.exit(1);
  }
  await ensureChromium();
  const server = await startProductionServer();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    await run({ origin: server.origin, browser });
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** `--runs N` from the command line, else `fallback`. @param {number} fallback */
export function runsArgument(fallback) {
  const at = process.argv.indexOf("--runs");
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
}
