// Validators for request bodies of the catalogue contract (openapi/catalog.yaml),
// compiled ahead of time by Ajv like the sync protocol's and the viewer
// record's (genJsonSchema.mjs): the admin's film form checks MovieInput with
// the contract's own rules, in the browser, without compiling a schema there.
// Beside each validator, its schema with every `$ref` resolved, so the form's
// messages can quote the contract's limits instead of a hand-kept copy.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import standaloneCode from "ajv/dist/standalone/index.js";
import prettier from "prettier";
import { parse } from "yaml";
import { repoRoot } from "./paths.mjs";

const requireFromRoot = createRequire(path.join(repoRoot, "package.json"));
const { _ } = requireFromRoot("ajv/dist/compile/codegen");

/** The id the contract's schemas are registered under (as in services/catalog-deno/src/contract.ts). */
const DOC_ID = "catalog";

/**
 * JSON Schema's `format: date` (RFC 3339 full-date), as ajv-formats checks it
 * in the catalogue service: four-digit year, month 1–12, a day the month has
 * (29 February only in leap years). Self-contained: its source is copied into
 * the generated file.
 * @param {string} text
 */
function date(text) {
  const match = /^(\d\d\d\d)-(\d\d)-(\d\d)$/.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** Formats the contract's request bodies use, by name. */
const FORMATS = { date };

/**
 * The schema without `description`s (prose is only bytes in browser code);
 * a property named `description` (a schema, not text) stays.
 * @param {unknown} node
 * @returns {unknown}
 */
function withoutDescriptions(node) {
  if (Array.isArray(node)) return node.map(withoutDescriptions);
  if (node === null || typeof node !== "object") return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key, value]) => key !== "description" || typeof value !== "string")
      .map(([key, value]) => [key, withoutDescriptions(value)]),
  );
}

/**
 * A schema with its `#/components/schemas/...` references replaced by what
 * they name (the contract's request bodies have no cycles).
 * @param {any} doc
 * @param {unknown} node
 * @returns {unknown}
 */
function resolved(doc, node) {
  if (Array.isArray(node)) return node.map((item) => resolved(doc, item));
  if (node === null || typeof node !== "object") return node;
  const { $ref, ...rest } = /** @type {Record<string, unknown>} */ (node);
  /** @type {[string, unknown][]} */
  let named = [];
  if (typeof $ref === "string") {
    const target = $ref
      .replace(/^#\//, "")
      .split("/")
      .reduce((/** @type {any} */ at, key) => at?.[key], doc);
    if (target === undefined) throw new Error(`openapi/catalog.yaml: ${$ref} names nothing`);
    named = Object.entries(/** @type {object} */ (resolved(doc, target)));
  }
  return Object.fromEntries([
    ...named,
    ...Object.entries(rest).map(([key, value]) => [key, resolved(doc, value)]),
  ]);
}

/**
 * Ajv's compiled code calls small runtime helpers through `require(...)`
 * (counting a string's code points for maxLength, deep equality for
 * uniqueItems). Each is a self-contained function of the installed packages,
 * copied in here, so the file imports nothing.
 * @param {string} code
 */
function inlineRuntime(code) {
  /** @type {Map<string, string>} */
  const helpers = new Map();
  const body = code.replace(/require\("([^"]+)"\)(\.default)?/g, (_match, module, dotDefault) => {
    const loaded = requireFromRoot(module);
    const helper = dotDefault ? loaded.default : loaded;
    if (typeof helper !== "function") throw new Error(`${module}: not a function to inline`);
    const name = `runtime_${module.replace(/\W+/g, "_")}`;
    helpers.set(name, helper.toString());
    return name;
  });
  const prelude = [...helpers].map(([name, source]) => `const ${name} = ${source};`).join("\n");
  return { prelude, body };
}

/**
 * Standalone validators of the contract's schemas, one export per schema
 * (`validate<Name>`), and each schema resolved (`<name>Rules`).
 * @param {string} source
 * @param {string[]} names schemas under components.schemas
 */
export async function contractValidators(source, names) {
  const doc = parse(await readFile(path.join(repoRoot, source), "utf8"));
  const lean = /** @type {any} */ (withoutDescriptions(doc));
  const ajv = new Ajv2020({
    code: { source: true, esm: true, lines: true, formats: _`formats` },
    strict: false,
    // The form shows every field's problem at once.
    allErrors: true,
    inlineRefs: false,
  });
  for (const [name, check] of Object.entries(FORMATS)) ajv.addFormat(name, check);
  ajv.addSchema(lean, DOC_ID);
  const code = standaloneCode(
    ajv,
    Object.fromEntries(
      names.map((name) => [`validate${name}`, `${DOC_ID}#/components/schemas/${name}`]),
    ),
  );
  const { prelude, body } = inlineRuntime(code);
  // Exported too: a date typed outside a body (a filter's day) is checked by the same rule.
  const formats = `export const formats = { ${Object.entries(FORMATS)
    .map(([name, check]) => `${name}: ${check.toString()}`)
    .join(", ")} };`;
  const rules = names
    .map(
      (name) =>
        `export const ${name[0]?.toLowerCase()}${name.slice(1)}Rules = ${JSON.stringify(
          resolved(lean, lean.components.schemas[name]),
        )} as const;`,
    )
    .join("\n");
  if (/\brequire\(|^import /m.test(body)) {
    throw new Error(`${source}: the compiled validators still import something`);
  }
  const formatted = await prettier.format(
    // Helpers first: the compiled code reads them once, as the module loads.
    `${prelude}\n${formats}\n${body.replace(/^"use strict";/, "")}\n${rules}\n`,
    { parser: "typescript", printWidth: 100 },
  );
  return `// @ts-nocheck -- compiled validator code; typed by its importers.\n${formatted}`;
}

/** @param {string} source */
export const catalogValidators = (source) => contractValidators(source, ["MovieInput"]);

/**
 * Issue 33: the metadata answers the admin's import reads, checked against
 * openapi/tmdb.yaml before they fill a form ("Beklenmeyen yanıt" otherwise).
 * @param {string} source
 */
export const tmdbValidators = (source) =>
  contractValidators(source, [
    "MoviePage",
    "TvPage",
    "FindResults",
    "MovieDetails",
    "TvDetails",
    "SeasonDetails",
    "GenreList",
  ]);
