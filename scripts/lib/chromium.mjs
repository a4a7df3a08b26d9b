// Debian's Chromium drives every browser test: Playwright's own browser
// download does not work on these machines (see shared TOOLCHAIN notes).
import { existsSync } from "node:fs";

export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Flags for headless runs as root on a closed network, with stable rendering for screenshots. */
export const chromiumArgs = [
  "--no-sandbox",
  "--headless",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--font-render-hinting=none",
  "--force-color-profile=srgb",
  "--disable-lcd-text",
];

export const chromiumLaunchOptions = { executablePath: chromiumPath, args: chromiumArgs };

/**
 * Extra flags for pixel-exact screenshots (visual regression): without them
 * parallel raster threads and partial re-raster now and then leave a pixel or
 * a stale tile different from one run to the next.
 */
export const screenshotChromiumArgs = [
  ...chromiumArgs,
  "--num-raster-threads=1",
  "--disable-partial-raster",
  "--disable-skia-runtime-opts",
];

export function chromiumInstalled() {
  return existsSync(chromiumPath);
}

/**
 * Installs Debian's Chromium when it is missing (browser downloads do not
 * work here). Needs root; says what to do otherwise.
 */
export async function ensureChromium() {
  if (chromiumInstalled()) return;
  const { aptInstall } = await import("./run.mjs");
  await aptInstall(
    "chromium",
    "the browser tests",
    `Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install -y chromium ` +
      `(or point CHROMIUM_PATH at a Chromium binary).`,
  );
  if (!chromiumInstalled()) throw new Error(`Chromium still missing at ${chromiumPath}`);
}
