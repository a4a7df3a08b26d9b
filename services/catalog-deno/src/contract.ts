/**
 * The contract, compiled once: requests are validated at the edge against the
 * schemas of openapi/catalog.yaml itself, so the service cannot drift from
 * the document the site's types are generated from.
 */
import { Ajv2020, type ErrorObject, type ValidateFunction } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import { parse } from "yaml";
import type { FieldError } from "./problem.ts";

export const CONTRACT_URL = new URL(
  "../../../openapi/catalog.yaml",
  import.meta.url,
);
/** The id the whole document is registered under, so `$ref`s into it resolve. */
const DOC_ID = "catalog";

// deno-lint-ignore no-explicit-any
export type OpenApiDocument = any;

export function loadContract(url: URL = CONTRACT_URL): OpenApiDocument {
  // Plain YAML: no merge keys, so every reader of the contract sees the same schemas.
  return parse(Deno.readTextFileSync(url));
}

// ajv-formats is CommonJS; its default export arrives wrapped under Deno's npm interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as (ajv: Ajv2020) => void;

export function createAjv(doc: OpenApiDocument): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(doc, DOC_ID);
  return ajv;
}

/** Rewrites the document's local `$ref`s so a schema built from its parts resolves inside it. */
function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === "object") {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === "$ref" && typeof value === "string" && value.startsWith("#/")
          ? DOC_ID + value
          : rebase(value),
      ]),
    );
  }
  return schema;
}

export function resolveRef(
  doc: OpenApiDocument,
  value: OpenApiDocument,
): OpenApiDocument {
  let current = value;
  while (current && typeof current.$ref === "string") {
    const pointer = current.$ref.replace(/^[^#]*#\//, "").split("/").map((
      part: string,
    ) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
    current = pointer.reduce(
      (node: OpenApiDocument, key: string) => node?.[key],
      doc,
    );
  }
  return current;
}

export function toFieldErrors(
  errors: ErrorObject[] | null | undefined,
): FieldError[] {
  return (errors ?? []).map((error) => {
    const extra = error.keyword === "additionalProperties"
      ? `/${(error.params as { additionalProperty: string }).additionalProperty}`
      : "";
    return {
      path: error.instancePath + extra || "/",
      message: extra ? "is not an allowed field" : error.message ?? "is not valid",
    };
  });
}

type ParamType = "integer" | "number" | "boolean" | "string";

/** What a query parameter must look like, in words, from its schema. */
function describe(schema: OpenApiDocument): string {
  if (Array.isArray(schema?.enum)) return `must be one of ${schema.enum.join(", ")}`;
  switch (schema?.type) {
    case "integer":
      if (schema.minimum !== undefined && schema.maximum !== undefined) {
        return `must be an integer between ${schema.minimum} and ${schema.maximum}`;
      }
      if (schema.minimum !== undefined) {
        return `must be an integer of at least ${schema.minimum}`;
      }
      return "must be an integer";
    case "boolean":
      return "must be true or false";
    case "string":
      return schema.maxLength !== undefined
        ? `must be at most ${schema.maxLength} characters`
        : "must be text";
    default:
      return "is not valid";
  }
}

export interface QueryValidator {
  /** Typed parameters, or the field errors that refuse them. */
  (params: URLSearchParams): { ok: true; value: Record<string, unknown> } | {
    ok: false;
    errors: FieldError[];
  };
}

export interface Contract {
  doc: OpenApiDocument;
  /** The `pattern` of a path parameter of an operation, as a RegExp. */
  pathPattern(path: string, method: string, name: string): RegExp;
  body(schemaName: string): ValidateFunction;
  query(path: string, method: string): QueryValidator;
}

export function compileContract(
  doc: OpenApiDocument = loadContract(),
): Contract {
  const ajv = createAjv(doc);
  return {
    doc,
    pathPattern(path, method, name) {
      const item = doc.paths?.[path];
      const parameter = [...(item?.parameters ?? []), ...(item?.[method]?.parameters ?? [])]
        .map((p: OpenApiDocument) => resolveRef(doc, p))
        .find((p: OpenApiDocument) => p.in === "path" && p.name === name);
      const pattern = resolveRef(doc, parameter?.schema)?.pattern;
      if (typeof pattern !== "string") {
        throw new Error(`openapi/catalog.yaml: ${method} ${path} has no pattern for ${name}`);
      }
      return new RegExp(pattern);
    },
    body(schemaName) {
      const validate = ajv.getSchema(
        `${DOC_ID}#/components/schemas/${schemaName}`,
      );
      if (!validate) {
        throw new Error(`openapi/catalog.yaml has no schema ${schemaName}`);
      }
      return validate;
    },
    query(path, method) {
      const parameters = (doc.paths?.[path]?.[method]?.parameters ?? [])
        .map((p: OpenApiDocument) => resolveRef(doc, p))
        .filter((p: OpenApiDocument) => p.in === "query");
      const types = new Map<string, ParamType>();
      const rules = new Map<string, string>();
      const properties: Record<string, unknown> = {};
      for (const parameter of parameters) {
        const schema = resolveRef(doc, parameter.schema);
        types.set(parameter.name, schema?.type ?? "string");
        rules.set(parameter.name, describe(schema));
        properties[parameter.name] = rebase(parameter.schema);
      }
      const validate = ajv.compile({ type: "object", properties });
      return (params) => {
        const value: Record<string, unknown> = {};
        // A parameter named twice (`?limit=1&limit=2`) has no one meaning: refused, not guessed.
        // (Every query parameter of the contract is a single value.)
        const repeated = [...types].filter(([name]) => params.getAll(name).length > 1);
        if (repeated.length > 0) {
          return {
            ok: false,
            errors: repeated.map(([name]) => ({ path: `/${name}`, message: "must be given once" })),
          };
        }
        for (const [name, type] of types) {
          const raw = params.get(name);
          // An empty value is no value (`?genre=` as `?search=`: what a GET form sends for an empty field).
          if (raw === null || (raw === "" && type === "string")) continue;
          // Query strings are text: turn them into the declared type only when
          // they spell one exactly, otherwise let the schema refuse the text.
          if (type === "integer" || type === "number") {
            value[name] = /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
          } else if (type === "boolean") {
            value[name] = raw === "true" ? true : raw === "false" ? false : raw;
          } else {
            value[name] = raw;
          }
        }
        if (validate(value)) return { ok: true, value };
        const names = new Set(
          (validate.errors ?? []).map((e) => e.instancePath.split("/")[1] ?? ""),
        );
        return {
          ok: false,
          errors: [...names].map((name) => ({
            path: `/${name}`,
            message: rules.get(name) ?? "is not valid",
          })),
        };
      };
    },
  };
}
