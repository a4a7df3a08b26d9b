// Code generated from the couple-mode protocol (openapi/sync.schema.json):
// TypeScript types, and validators compiled ahead of time by Ajv so that both
// ends check frames against the same schema without compiling it at run time
// (no `new Function` in the browser, no schema compile at service start).
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

/** @param {string} source */
export async function syncProtocolTypes(source) {
  const schema = await readSchema(source);
  return compile(schema, "SyncProtocol", {
    bannerComment: "",
    additionalProperties: false,
    // `peers` has at most one item: an array type reads better than a union of tuples.
    maxItems: -1,
    format: true,
    style: { printWidth: 100 },
  });
}

/** @param {string} source */
export async function syncProtocolValidators(source) {
  const schema = await readSchema(source);
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
  const code = standaloneCode(ajv, {
    validateClientMessage: `${id}#/definitions/ClientMessage`,
    validateServerMessage: `${id}#/definitions/ServerMessage`,
  });
  if (/\brequire\(|^import /m.test(code)) {
    // A keyword such as maxLength or format pulls in Ajv's runtime: keep the schema to
    // keywords that compile to self-contained code, so both ends can import the file as is.
    throw new Error(`${source}: the compiled validators need Ajv's runtime; avoid that keyword`);
  }
  const formatted = await prettier.format(code, { parser: "babel", printWidth: 100 });
  return `// @ts-nocheck -- compiled validator code; typed by its importers.\n${formatted}`;
}
