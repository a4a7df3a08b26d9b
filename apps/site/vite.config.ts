import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";

/** Where `pnpm dev` sends /api: the catalogue service started beside Vite. */
const catalogUrl = process.env.CATALOG_URL ?? "http://localhost:5000";

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { "/api": { target: catalogUrl, changeOrigin: true } },
  },
  build: {
    outDir: "dist",
    sourcemap: true,
  },
});
