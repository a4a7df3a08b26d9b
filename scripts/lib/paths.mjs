// Locations every script agrees on.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** The Deno binary from the `deno` devDependency (calling it directly skips a Node wrapper). */
export const denoBin = path.join(repoRoot, "node_modules/deno/deno");
