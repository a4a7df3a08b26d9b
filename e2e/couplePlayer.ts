import type { Frame, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The demo embed provider the e2e server starts (its players are the frames couple mode steers). */
const provider = `http://localhost:${process.env.E2E_EMBED_PORT}`;

/** The demo player's frame in `page`, once its video has its metadata. */
export async function playerFrame(page: Page): Promise<Frame> {
  let frame: Frame | undefined;
  await expect
    .poll(
      async () => {
        frame = page.frames().find((f) => f.url().startsWith(provider));
        if (!frame) return false;
        return frame
          .evaluate(() => (document.querySelector("video")?.readyState ?? 0) >= 1)
          .catch(() => false);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return frame!;
}
