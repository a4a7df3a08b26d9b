import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { playwright } from "@vitest/browser-playwright";
import { chromiumLaunchOptions } from "./scripts/lib/chromium.mjs";

const root = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: [
            "packages/api/src/**/*.test.ts",
            // packages/ui's plain modules (its components are tested as stories).
            "packages/ui/src/*.test.ts",
            "apps/site/src/**/*.test.{ts,tsx}",
          ],
          testTimeout: 20_000,
        },
      },
      {
        extends: "./packages/ui/vite.config.ts",
        plugins: [storybookTest({ configDir: path.join(root, ".storybook") })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromiumLaunchOptions }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
