import path from "node:path";
import type { Plugin, Rollup } from "vite";

/** Where src/boot.ts is built from (a second entry of the client build). */
export const BOOT_INPUT = "src/boot.ts";

/**
 * Names the built src/boot.ts in index.html as `<script type="module"
 * data-boot src="/assets/boot-HASH.js">`: the page renderer (entry-server.tsx
 * assetsOf) reads its hashed address there and writes it, with the app's,
 * into every server-rendered page. In the admin's index.html it runs and,
 * finding no app address on its tag, does nothing.
 */
export function bootScript(): Plugin {
  return {
    name: "sinema:boot-script",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, context) {
        const boot = Object.values(context.bundle ?? {}).find(
          (output) => output.type === "chunk" && output.isEntry && output.name === "boot",
        );
        if (!boot) throw new Error(`${BOOT_INPUT} was not built: is it an input of the build?`);
        const routeModules = context.bundle ? routeModulesOf(context.bundle) : "";
        return [
          {
            tag: "script",
            attrs: {
              type: "module",
              crossorigin: true,
              src: `/${boot.fileName}`,
              "data-boot": true,
              "data-route-modules": routeModules,
            },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

/** The site's sources, which route handles name their modules under (publicRoutes.tsx). */
const SOURCE_DIR = path.resolve(import.meta.dirname, "src");

/**
 * For each module the app imports lazily, the chunks it needs that the app's
 * entry has not loaded already: `routes/movie=/assets/movie-X.js,/assets/…;…`
 * (no quotes, so the attribute needs no escaping). The page renderer names a
 * page's chunks on its boot script (publicRoutes' handle.modules), and the
 * browser asks for them beside the app instead of after it (issue 34).
 */
export function routeModulesOf(bundle: Rollup.OutputBundle): string {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === "chunk",
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const withImports = (file: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, seen);
    return seen;
  };
  const app = chunks.find((chunk) => chunk.isEntry && chunk.name === "index");
  const loaded = app ? withImports(app.fileName) : new Set<string>();
  return chunks
    .filter((chunk) => chunk.isDynamicEntry && chunk.facadeModuleId?.startsWith(SOURCE_DIR))
    .map((chunk) => {
      const key = path
        .relative(SOURCE_DIR, chunk.facadeModuleId!)
        .replace(/\.[jt]sx?$/, "")
        .split(path.sep)
        .join("/");
      const files = [...withImports(chunk.fileName)].filter((file) => !loaded.has(file));
      return `${key}=${files.map((file) => `/${file}`).join(",")}`;
    })
    .sort()
    .join(";");
}
