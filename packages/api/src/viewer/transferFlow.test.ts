/**
 * 'Cihaz Aktar' against the real catalogue service (a fresh in-memory
 * database): the client's two calls, sending and receiving, one-time links,
 * and what the viewer is told when something goes wrong.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCatalogService } from "../../test/catalogService";
import { CatalogError } from "../catalog/client";
import { continueWatching } from "./continueWatching";
import { listemItems, setInList, setLiked, titleMarks } from "./marks";
import { recordProgress } from "./progress";
import { emptyRecord, type ViewerRecord } from "./record";
import { createViewerStore } from "./store";
import { MINUTE, SharedOrigin, T0 } from "./testing";
import { parseTransferFragment, toBase64Url, TRANSFER_MAX_BYTES } from "./transfer";
import { createTransferClient } from "./transferClient";
import {
  isRetryableTransferFailure,
  receiveRecord,
  sendRecord,
  TRANSFER_FAILURE_TEXT,
  transferFailure,
  type TransferFailure,
  transferSummary,
  transferSummaryText,
} from "./transferFlow";

const ORIGIN = "https://sinema.example";

/** A device: its own localStorage and viewer store. */
function device(record: ViewerRecord = emptyRecord()) {
  const origin = new SharedOrigin();
  const store = createViewerStore({ storage: origin.openTab().storage, now: () => T0 + 50_000 });
  store.update(() => record);
  return store;
}

const laptopRecord = (() => {
  let record = emptyRecord();
  record = setInList(
    record,
    { key: "movie:m-kis-uykusu", meta: { title: "Kış Uykusu" } },
    true,
    T0,
  );
  record = recordProgress(
    record,
    {
      key: "movie:m-kis-uykusu",
      meta: { title: "Kış Uykusu", year: 2014 },
      position: 72 * MINUTE,
      duration: 196 * MINUTE,
    },
    T0 + 10,
  );
  record = recordProgress(
    record,
    {
      key: "tv:s-yargi",
      meta: { title: "Yargı" },
      position: 12 * MINUTE,
      duration: 45 * MINUTE,
      episode: { season: 2, episode: 5 },
    },
    T0 + 20,
  );
  return setLiked(record, { key: "tv:s-yargi", meta: { title: "Yargı" } }, true, T0 + 30);
})();

async function failureOf(promise: Promise<unknown>): Promise<TransferFailure> {
  try {
    await promise;
  } catch (error) {
    return transferFailure(error);
  }
  throw new Error("expected a failure");
}

describe("device transfer through the real catalogue service", () => {
  let service: Awaited<ReturnType<typeof startCatalogService>>;
  let requests: Array<{ url: string; body: Uint8Array | null }>;
  const client = () =>
    createTransferClient({
      baseUrl: service.baseUrl,
      // Every byte that leaves the device, to show the key is never among them.
      fetch: async (input, init) => {
        const request = new Request(input, init);
        const body = request.body ? new Uint8Array(await request.clone().arrayBuffer()) : null;
        requests.push({ url: request.url, body });
        return await fetch(request);
      },
    });

  beforeAll(async () => {
    service = await startCatalogService();
  }, 60_000);
  afterAll(async () => {
    await service?.stop();
  });

  it("moves list, progress and marks to the other device, and the key never leaves the first", async () => {
    requests = [];
    const sent = await sendRecord(laptopRecord, client(), ORIGIN);
    expect(sent.link).toMatch(
      /^https:\/\/sinema\.example\/listem#aktar=[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/,
    );
    expect(sent.expiresAt).toBeGreaterThan(Date.now() + 9 * 60_000);
    const link = parseTransferFragment(new URL(sent.link).hash)!;

    // What the phone had already: another title in its list.
    const phone = device(
      setInList(emptyRecord(), { key: "movie:m-ayla", meta: { title: "Ayla" } }, true, T0),
    );
    const summary = await receiveRecord(link, client(), phone.update);
    expect(summary).toEqual({ added: 2, listed: 1, updated: 0 });
    expect(transferSummaryText(summary)).toBe("2 başlık ve 1 liste öğesi eklendi.");

    const merged = phone.getSnapshot();
    expect(listemItems(merged, "title").map((item) => item.meta.title)).toEqual([
      "Ayla",
      "Kış Uykusu",
    ]);
    expect(continueWatching(merged).map((item) => [item.key, item.position])).toEqual([
      ["tv:s-yargi", 12 * MINUTE],
      ["movie:m-kis-uykusu", 72 * MINUTE],
    ]);
    expect(titleMarks(merged, "tv:s-yargi").liked).toBe(true);

    // Two uploads and pick-ups went out; neither URL nor body holds the key.
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      "/api/transfers",
      `/api/transfers/${link.id}`,
    ]);
    const keyBytes = new TextEncoder().encode(link.key);
    for (const { url, body } of requests) {
      expect(url).not.toContain(link.key);
      expect(url).not.toContain("#");
      if (body) expect(toBase64Url(body)).not.toContain(link.key);
      if (body) expect(Buffer.from(body).includes(Buffer.from(keyBytes))).toBe(false);
    }
  });

  it("a link opens once: the second time it is gone, with a text that says so and no retry", async () => {
    const sent = await sendRecord(laptopRecord, client(), ORIGIN);
    const link = parseTransferFragment(new URL(sent.link).hash)!;
    await receiveRecord(link, client(), device().update);
    const phone = device();
    const failure = await failureOf(receiveRecord(link, client(), phone.update));
    expect(failure).toBe("gone");
    expect(TRANSFER_FAILURE_TEXT[failure]).toBe(
      "Bu aktarma bağlantısı daha önce açılmış ya da süresi dolmuş. Diğer cihazda yeni bir bağlantı oluştur.",
    );
    expect(isRetryableTransferFailure(failure)).toBe(false);
    expect(phone.getSnapshot()).toEqual(emptyRecord());
  });

  it("a link with another key is refused as corrupt and merges nothing (and uses the link up)", async () => {
    const sent = await sendRecord(laptopRecord, client(), ORIGIN);
    const link = parseTransferFragment(new URL(sent.link).hash)!;
    const other = parseTransferFragment(
      new URL((await sendRecord(laptopRecord, client(), ORIGIN)).link).hash,
    )!;
    const phone = device();
    const failure = await failureOf(
      receiveRecord({ id: link.id, key: other.key }, client(), phone.update),
    );
    expect(failure).toBe("unreadable");
    expect(TRANSFER_FAILURE_TEXT[failure]).toBe("Aktarma bağlantısı geçersiz ya da süresi dolmuş.");
    expect(phone.getSnapshot()).toEqual(emptyRecord());
  });

  it("the client speaks the contract: raw bytes up, the same bytes down once, 404 after", async () => {
    const transfers = client();
    const bytes = Uint8Array.from({ length: TRANSFER_MAX_BYTES }, (_, i) => (i * 31) % 256);
    const created = await transfers.create(bytes);
    expect(created.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await transfers.take(created.id)).toEqual(bytes);
    const gone = await transfers.take(created.id).catch((error: unknown) => error);
    expect(gone).toBeInstanceOf(CatalogError);
    expect((gone as CatalogError).status).toBe(404);
    const tooBig = await transfers
      .create(new Uint8Array(TRANSFER_MAX_BYTES + 1))
      .catch((e: unknown) => e);
    expect(transferFailure(tooBig)).toBe("too-large");
  });

  it("no answer is 'unavailable', worth a retry", async () => {
    const offline = createTransferClient({
      baseUrl: service.baseUrl,
      fetch: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    const failure = await failureOf(sendRecord(laptopRecord, offline, ORIGIN));
    expect(failure).toBe("unavailable");
    expect(isRetryableTransferFailure(failure)).toBe(true);
  });
});

describe("what the viewer is told", () => {
  it.each([
    [{ added: 12, listed: 5, updated: 3 }, "12 başlık ve 5 liste öğesi eklendi."],
    [{ added: 1, listed: 0, updated: 0 }, "1 başlık eklendi."],
    [{ added: 0, listed: 2, updated: 2 }, "2 liste öğesi eklendi."],
    [{ added: 0, listed: 0, updated: 4 }, "4 başlık güncellendi."],
    [{ added: 0, listed: 0, updated: 0 }, "Bu cihaz zaten güncel."],
  ])("%j → %s", (summary, text) => {
    expect(transferSummaryText(summary)).toBe(text);
  });

  it("a summary counts new titles, new list entries and titles changed", () => {
    const before = setLiked(emptyRecord(), { key: "movie:a", meta: { title: "A" } }, true, T0);
    const after = setInList(
      setInList(before, { key: "movie:a", meta: { title: "A" } }, true, T0 + 1),
      { key: "movie:b", meta: { title: "B" } },
      true,
      T0 + 2,
    );
    expect(transferSummary(before, after)).toEqual({ added: 1, listed: 2, updated: 1 });
    expect(transferSummary(after, after)).toEqual({ added: 0, listed: 0, updated: 0 });
  });

  it.each([
    [new CatalogError("x", 404), "gone", false],
    [new CatalogError("x", 429), "rate-limited", true],
    [new CatalogError("x", 413), "too-large", false],
    [new CatalogError("x", 500), "unavailable", true],
    [new CatalogError("x", 0), "unavailable", true],
    [new Error("anything else"), "unavailable", true],
  ])("%s → %s", (error, failure, retry) => {
    expect(transferFailure(error)).toBe(failure);
    expect(isRetryableTransferFailure(failure as TransferFailure)).toBe(retry);
    expect(TRANSFER_FAILURE_TEXT[failure as TransferFailure]).toMatch(/\.$/);
  });
});
