import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  stories: ["../packages/ui/src/**/*.stories.@(ts|tsx)"],
  addons: ["@storybook/addon-a11y", "@storybook/addon-vitest", "@storybook/addon-docs"],
  framework: {
    name: "@storybook/react-vite",
    // The library's own Vite config carries the vanilla-extract plugin.
    options: { builder: { viteConfigPath: "packages/ui/vite.config.ts" } },
  },
  core: { disableTelemetry: true },
};

export default config;
