import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { precompress } from "./precompress";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const preactDir = path.dirname(require.resolve("preact/package.json"));

/**
 * The built site runs on Preact behind React's API (preact/compat), in the
 * browser and in the server renderer alike (so hydration finds the markup and
 * the ids it would write itself): react-dom alone was 55 of the 145 kB of
 * JavaScript a first visit downloaded. Every "preact" import resolves to the
 * one copy (the renderer's own import included: two copies would not share
 * hooks state). `pnpm dev` stays on React for Fast Refresh; Storybook and the
 * build-time icon styles (react-dom/server in maskIcons.css.ts) do too.
 */
function preactInTheBuild(): Plugin {
  const alias = [
    ["react-dom/client", "preact/compat/client"],
    ["react-dom", "preact/compat"],
    ["react/jsx-runtime", "preact/compat/jsx-runtime"],
    ["react/jsx-dev-runtime", "preact/compat/jsx-dev-runtime"],
    ["react", "preact/compat"],
  ].map(([find, to]) => ({ find: new RegExp(`^${find}$`), replacement: require.resolve(to!) }));
  alias.push({ find: /^preact(\/.*)?$/, replacement: `${preactDir}$1` });
  return { name: "sinema:preact", enforce: "pre", config: () => ({ resolve: { alias } }) };
}

/** Where `pnpm dev` sends /api: the catalogue service started beside Vite. */
const catalogUrl = process.env.CATALOG_URL ?? "http://localhost:5000";

/**
 * Two builds: the browser's (dist/, `vite build`) and the server renderer's
 * (dist-server/entry-server.js, `vite build --ssr`), one self-contained module
 * the catalogue service (Deno) imports with no node_modules of its own.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    ...(command === "build" ? [preactInTheBuild()] : []),
    ...(isSsrBuild ? [] : [precompress()]),
  ],
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { "/api": { target: catalogUrl, changeOrigin: true } },
  },
  // The server bundle carries its libraries' production builds.
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
      },
}));
