import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { BOOT_INPUT, bootScript } from "./bootScript";
import { precompress } from "./precompress";

/** Where `pnpm dev` sends /api: the catalogue service started beside Vite. */
const catalogUrl = process.env.CATALOG_URL ?? "http://localhost:5000";

/**
 * Two builds: the browser's (dist/, `vite build`) and the server renderer's
 * (dist-server/entry-server.js, `vite build --ssr`), one self-contained module
 * the catalogue service (Deno) imports with no node_modules of its own.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin(), ...(isSsrBuild ? [] : [bootScript(), precompress()])],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { "/api": { target: catalogUrl, changeOrigin: true } },
  },
  // The server bundle carries React in its production build.
  define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
  ssr: {
    noExternal: true,
    // Web streams (react-dom/server's browser build), as Deno serves them.
    target: "webworker",
  },
  build: isSsrBuild
    ? { outDir: "dist-server", emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: "dist",
        sourcemap: true,
        // One stylesheet for every page: server-rendered HTML carries it inline
        // (entry-server.tsx), so no route's styles arrive late and the first
        // paint waits for no second request; the admin's index.html links it.
        cssCodeSplit: false,
        // The app (index.html's script) and the small script that loads it on
        // server-rendered pages after their first paint (src/boot.ts).
        rollupOptions: { input: { index: "index.html", boot: BOOT_INPUT } },
      },
}));
