import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

// Storybook and the story tests build the library with this config.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    // Crawl every story up front. The library's own dependencies (Radix,
    // Lucide) live in packages/ui/node_modules, which `include` cannot reach
    // from the repo root where the story tests run, so without this Vite finds
    // them mid-run, reloads the browser, and story tests flake.
    entries: [fileURLToPath(new URL("./src/**/*.stories.tsx", import.meta.url))],
    // Pre-bundled up front: discovering these mid-run reloads the browser and flakes story tests.
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-runtime",
      "react/jsx-dev-runtime",
      "@vanilla-extract/recipes/createRuntimeFn",
    ],
  },
});
