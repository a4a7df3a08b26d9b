/**
 * 'Cihaz Aktar' end to end, apart from the page: sending (seal, upload, the
 * link) and receiving (download, open, merge into this device's record), and
 * what either can go wrong with, as Turkish texts for DeviceTransferDialog.
 */
import type { ViewerRecord } from "../generated/viewer";
import { CatalogError } from "../catalog/client";
import { mergeRecords } from "./merge";
import { titleEntries } from "./record";
import type { ViewerChange } from "./store";
import {
  openRecord,
  sealRecord,
  TRANSFER_ERROR_TEXT,
  TransferError,
  transferHref,
  type TransferErrorCode,
  type TransferLink,
} from "./transfer";
import type { TransferClient } from "./transferClient";

export interface SentTransfer {
  /** The whole link to open on the other device: `<origin>/listem#aktar=<id>.<key>`. */
  link: string;
  /** When the service forgets it (ms since the epoch). */
  expiresAt: number;
}

/** Seals the record under a new key, uploads the ciphertext, and builds the link around the key. */
export async function sendRecord(
  record: ViewerRecord,
  client: Pick<TransferClient, "create">,
  origin: string,
): Promise<SentTransfer> {
  const { payload, key } = await sealRecord(record);
  const { id, expiresAt } = await client.create(payload);
  return {
    link: new URL(transferHref({ id, key }), origin).href,
    expiresAt: Date.parse(expiresAt),
  };
}

/** What a transfer brought that this device did not have. */
export interface TransferSummary {
  /** Titles this device knew nothing of. */
  added: number;
  /** Titles now in 'Listem' that were not. */
  listed: number;
  /** Titles this device had, with something newer from the other one. */
  updated: number;
}

export function transferSummary(before: ViewerRecord, after: ViewerRecord): TransferSummary {
  const summary: TransferSummary = { added: 0, listed: 0, updated: 0 };
  for (const [key, entry] of titleEntries(after)) {
    const mine = before.titles[key];
    if (!mine) summary.added += 1;
    else if (JSON.stringify(mine) !== JSON.stringify(entry)) summary.updated += 1;
    if (entry.list && !mine?.list) summary.listed += 1;
  }
  return summary;
}

/** '12 başlık ve 5 liste öğesi eklendi.' and its shorter forms. */
export function transferSummaryText({ added, listed, updated }: TransferSummary): string {
  if (added > 0 && listed > 0) return `${added} başlık ve ${listed} liste öğesi eklendi.`;
  if (added > 0) return `${added} başlık eklendi.`;
  if (listed > 0) return `${listed} liste öğesi eklendi.`;
  if (updated > 0) return `${updated} başlık güncellendi.`;
  return "Bu cihaz zaten güncel.";
}

/**
 * Picks the ciphertext up (the service deletes it as it hands it over),
 * opens it with the key from the link and merges it into this device's
 * record through `update` (the viewer store's, so the newest stored record
 * is merged and every tab hears of it). Throws TransferError or CatalogError.
 */
export async function receiveRecord(
  link: TransferLink,
  client: Pick<TransferClient, "take">,
  update: (change: ViewerChange) => ViewerRecord,
): Promise<TransferSummary> {
  const incoming = await openRecord(await client.take(link.id), link.key);
  let summary: TransferSummary = { added: 0, listed: 0, updated: 0 };
  update((record) => {
    const merged = mergeRecords(record, incoming);
    summary = transferSummary(record, merged);
    return merged;
  });
  return summary;
}

export type TransferFailure =
  | TransferErrorCode
  /** The link was opened already, or its 10 minutes are over (404). */
  | "gone"
  /** Too many links from this address (429). */
  | "rate-limited"
  /** No answer, or the service failed: worth trying again. */
  | "unavailable";

export const TRANSFER_FAILURE_TEXT: Record<TransferFailure, string> = {
  ...TRANSFER_ERROR_TEXT,
  gone: "Bu aktarma bağlantısı daha önce açılmış ya da süresi dolmuş. Diğer cihazda yeni bir bağlantı oluştur.",
  "rate-limited": "Kısa sürede çok fazla aktarma bağlantısı oluşturuldu. Biraz sonra tekrar dene.",
  unavailable: "Aktarma şu an yapılamadı. İnternet bağlantını kontrol edip tekrar dene.",
};

/** Which failure an error of sendRecord or receiveRecord is. */
export function transferFailure(error: unknown): TransferFailure {
  if (error instanceof TransferError) return error.code;
  if (error instanceof CatalogError) {
    if (error.status === 404) return "gone";
    if (error.status === 429) return "rate-limited";
    if (error.status === 413) return "too-large";
  }
  return "unavailable";
}

/** Failures that another attempt may get past ('Tekrar Dene'); the others need a new link. */
export function isRetryableTransferFailure(failure: TransferFailure): boolean {
  return failure === "unavailable" || failure === "rate-limited";
}
