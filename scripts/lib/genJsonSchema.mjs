// Code generated from the JSON Schemas (the couple-mode protocol in
// openapi/sync.schema.json, the viewer record in packages/api/src/viewer/):
// TypeScript types, and validators compiled ahead of time by Ajv so that the
// code checks data against the schema without compiling it at run time (no
// `new Function` in the browser, no schema compile at service start).
import { readFile } from "node:fs/promises";
import path from "node:path";
import { Ajv } from "ajv";
import standaloneCode from "ajv/dist/standalone/index.js";
import { compile } from "json-schema-to-typescript";
import prettier from "prettier";
import { repoRoot } from "./paths.mjs";

/** @param {string} source */
async function readSchema(source) {
  return JSON.parse(await readFile(path.join(repoRoot, source), "utf8"));
}

/**
 * TypeScript types for every definition of the schema.
 * @param {string} source
 * @param {string} rootName name of the type for the schema itself
 */
export async function schemaTypes(source, rootName) {
  const schema = await readSchema(source);
  return compile(schema, rootName, {
    bannerComment: "",
    additionalProperties: false,
    // `peers` has at most one item: an array type reads better than a union of tuples.
    maxItems: -1,
    format: true,
    style: { printWidth: 100 },
  });
}

/**
 * A copy of the schema without `description`s: the compiled code embeds the
 * schema objects it reports errors against, and prose there is only bytes.
 * @param {unknown} node
 * @returns {unknown}
 */
function withoutDescriptions(node) {
  if (Array.isArray(node)) return node.map(withoutDescriptions);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== "description")
      .map(([key, value]) => [key, withoutDescriptions(value)]),
  );
}

/**
 * Standalone validators, one export per named definition.
 * @param {string} source
 * @param {Record<string, string>} exports export name → definition name
 * @param {{ lean?: boolean }} [options] lean: leave the descriptions out of the code (browser bundles)
 */
export async function schemaValidators(source, exports, { lean = false } = {}) {
  const read = await readSchema(source);
  const schema = lean ? /** @type {typeof read} */ (withoutDescriptions(read)) : read;
  const ajv = new Ajv({
    code: { source: true, esm: true, lines: true },
    discriminator: true,
    strict: true,
    // The discriminator needs `required: ["type"]` on the unions, whose branches define `type`.
    strictRequired: false,
    // Refusing on the first problem is enough for an error reply, and cheaper.
    allErrors: false,
    // Shared definitions compile once as functions instead of being copied into every branch.
    inlineRefs: false,
  });
  ajv.addSchema(schema);
  const id = schema.$id;
  const code = standaloneCode(
    ajv,
    Object.fromEntries(
      Object.entries(exports).map(([name, definition]) => [
        name,
        `${id}#/definitions/${definition}`,
      ]),
    ),
  );
  if (/\brequire\(|^import /m.test(code)) {
    // A keyword such as maxLength or format pulls in Ajv's runtime: keep the schema to
    // keywords that compile to self-contained code, so every importer can use the file as is.
    throw new Error(`${source}: the compiled validators need Ajv's runtime; avoid that keyword`);
  }
  const formatted = await prettier.format(code, { parser: "babel", printWidth: 100 });
  return `// @ts-nocheck -- compiled validator code; typed by its importers.\n${formatted}`;
}

/** @param {string} source */
export const syncProtocolTypes = (source) => schemaTypes(source, "SyncProtocol");

/** @param {string} source */
export const syncProtocolValidators = (source) =>
  schemaValidators(source, {
    validateClientMessage: "ClientMessage",
    validateServerMessage: "ServerMessage",
  });

/** @param {string} source */
export const viewerRecordTypes = (source) => schemaTypes(source, "ViewerRecordSchema");

/** @param {string} source */
export const viewerRecordValidators = (source) =>
  schemaValidators(source, { validateViewerRecord: "ViewerRecord" }, { lean: true });
