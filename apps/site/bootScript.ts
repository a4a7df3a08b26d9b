import type { Plugin } from "vite";

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
        return [
          {
            tag: "script",
            attrs: {
              type: "module",
              crossorigin: true,
              src: `/${boot.fileName}`,
              "data-boot": true,
            },
            injectTo: "head",
          },
        ];
      },
    },
  };
}
