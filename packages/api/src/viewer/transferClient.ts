/**
 * The two device-transfer calls of the catalogue API (openapi/catalog.yaml,
 * tag `transfers`): upload the sealed record, pick it up once. Its own small
 * client so only the pages that transfer (/listem) load it.
 */
import createClient from "openapi-fetch";
import type { components, paths } from "../../../../openapi/catalog/types";
import {
  CATALOG_TIMEOUT_MS,
  callCatalog,
  CatalogError,
  type CatalogClientOptions,
  DEFAULT_CATALOG_BASE,
  withTimeout,
} from "../catalog/client";

export type TransferCreated = components["schemas"]["TransferCreated"];

export interface TransferClient {
  /** POST /transfers: the ciphertext as raw bytes; the key is never sent. */
  create(payload: Uint8Array): Promise<TransferCreated>;
  /** GET /transfers/{id}: the ciphertext, once; a CatalogError 404 after that or after 10 minutes. */
  take(id: string): Promise<Uint8Array>;
}

const OCTET_STREAM = "application/octet-stream";

export function createTransferClient(options: CatalogClientOptions = {}): TransferClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? DEFAULT_CATALOG_BASE,
    fetch: withTimeout(
      options.fetch ?? globalThis.fetch.bind(globalThis),
      options.timeoutMs ?? CATALOG_TIMEOUT_MS,
    ),
  });

  const call = callCatalog;

  return {
    async create(payload) {
      const created = await call(() =>
        client.POST("/transfers", {
          // The contract's binary body is typed as a string; the bytes go as they are.
          body: payload as unknown as string,
          bodySerializer: (body) => body as unknown as BodyInit,
          headers: { "Content-Type": OCTET_STREAM },
        }),
      );
      if (!created || typeof created.id !== "string" || typeof created.expiresAt !== "string") {
        throw new CatalogError("Unexpected transfer shape", 201);
      }
      return created;
    },

    async take(id) {
      const body = await call(() =>
        client.GET("/transfers/{id}", { params: { path: { id } }, parseAs: "arrayBuffer" }),
      );
      return new Uint8Array(body as unknown as ArrayBuffer);
    },
  };
}
