import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);

/** What the catalogue service sends compressed (services/catalog-deno/src/compression.ts). */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/i;
/** As the service's COMPRESSION_THRESHOLD_BYTES: smaller files go as they are. */
const THRESHOLD_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `file.br` (Brotli, quality 11) beside every compressible file of the
 * client build, public files included. The catalogue service sends those
 * bytes as they are: compressing at quality 11 on the first request took
 * ~1 s per large file and, in Deno, held the event loop (every other
 * request) for that long; node:zlib's callback form is not asynchronous there.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "sinema:precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir.startsWith("/")
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(path) || path.endsWith(".map")) continue;
        if ((await stat(path)).size < THRESHOLD_BYTES) continue;
        jobs.push(
          (async () => {
            const compressed = await brotli(await readFile(path), {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
            });
            await writeFile(`${path}.br`, compressed);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}
