/**
 * Contract tests: every response a test sees is checked against
 * openapi/catalog.yaml — the operation must be documented, the status
 * declared (or covered by `default`), the media type listed, declared headers
 * present, and a JSON body valid against the operation's schema.
 */
import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { ValidateFunction } from "ajv";
import { createAjv, loadContract, type OpenApiDocument, resolveRef } from "../contract.ts";

const API_PREFIX = "/api";

interface Template {
  path: string;
  pattern: RegExp;
  params: number;
}

function rebase(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(rebase);
  if (schema && typeof schema === "object") {
    return Object.fromEntries(
      Object.entries(schema).map(([key, value]) => [
        key,
        key === "$ref" && typeof value === "string" && value.startsWith("#/")
          ? `catalog${value}`
          : rebase(value),
      ]),
    );
  }
  return schema;
}

/** The body as text, undoing the content encoding the way a browser would. */
async function decodedText(response: Response): Promise<string> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  const plain = encoding === "br"
    ? brotliDecompressSync(bytes)
    : encoding === "gzip"
    ? gunzipSync(bytes)
    : bytes;
  return new TextDecoder().decode(plain);
}

export interface ContractChecker {
  /** Checks the response against the contract and returns its parsed body (undefined when empty). */
  check(method: string, url: string, response: Response): Promise<unknown>;
}

export function createContractChecker(
  doc: OpenApiDocument = loadContract(),
): ContractChecker {
  const ajv = createAjv(doc);
  const compiled = new Map<string, ValidateFunction>();
  const templates: Template[] = Object.keys(doc.paths).map((path) => {
    const params = (path.match(/\{[^}]+\}/g) ?? []).length;
    const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(
      /\\?\{([^}]+)\\?\}/g,
      (_m, name: string) => (name === "path" ? ".+" : "[^/]+"),
    );
    return { path, pattern: new RegExp(`^${source}$`), params };
  }).sort((a, b) => a.params - b.params);

  return {
    async check(method, url, response) {
      const pathname = new URL(url, "http://catalog.test").pathname;
      assert.ok(
        pathname.startsWith(API_PREFIX),
        `${pathname} is outside the API`,
      );
      const apiPath = pathname.slice(API_PREFIX.length);
      const template = templates.find((t) => t.pattern.test(apiPath));
      const where = `${method} ${pathname} → ${response.status}`;
      const text = await decodedText(response);
      const head = method.toUpperCase() === "HEAD";
      if (!template) {
        // Unknown API paths must still answer with a contract-shaped problem.
        assert.equal(response.status, 404, `${where}: undocumented path`);
        if (head) return undefined;
        return checkBody(
          where,
          text,
          response,
          resolveRef(doc, doc.components.responses.Problem),
        );
      }
      // HEAD is GET without the body (RFC 9110), so it answers to the GET operation.
      const verb = method.toUpperCase() === "HEAD" ? "get" : method.toLowerCase();
      const operation = doc.paths[template.path][verb];
      if (!operation) {
        assert.equal(response.status, 404, `${where}: undocumented method`);
        if (head) return undefined;
        return checkBody(
          where,
          text,
          response,
          resolveRef(doc, doc.components.responses.Problem),
        );
      }
      const spec = resolveRef(
        doc,
        operation.responses[String(response.status)] ??
          operation.responses.default,
      );
      assert.ok(
        spec,
        `${where}: status not declared by ${operation.operationId}`,
      );
      for (const name of Object.keys(spec.headers ?? {})) {
        assert.ok(
          response.headers.has(name),
          `${where}: header ${name} is declared but missing`,
        );
      }
      if (head) return undefined;
      return checkBody(where, text, response, spec);
    },
  };

  function checkBody(
    where: string,
    text: string,
    response: Response,
    spec: OpenApiDocument,
  ) {
    if (!spec.content) {
      assert.equal(text, "", `${where}: the contract declares no body`);
      return undefined;
    }
    const mediaType = (response.headers.get("content-type") ?? "").split(
      ";",
    )[0]!.trim();
    const media = spec.content[mediaType];
    assert.ok(
      media,
      `${where}: content-type ${mediaType} not in ${Object.keys(spec.content).join(", ")}`,
    );
    if (!/json$/.test(mediaType)) return text;
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      assert.fail(`${where}: body is not JSON: ${text.slice(0, 200)}`);
    }
    const key = JSON.stringify(media.schema);
    let validate = compiled.get(key);
    if (!validate) {
      validate = ajv.compile(rebase(media.schema) as object);
      compiled.set(key, validate);
    }
    assert.ok(
      validate(body),
      `${where}: body does not match the contract: ${JSON.stringify(validate.errors?.slice(0, 3))}`,
    );
    return body;
  }
}
