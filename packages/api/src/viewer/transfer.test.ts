import { describe, expect, it } from "vitest";
import { recordProgress } from "./progress";
import { emptyRecord, serializeRecord } from "./record";
import { progress, recordWith, T0 } from "./testing";
import {
  fromBase64Url,
  openRecord,
  parseTransferFragment,
  sealRecord,
  toBase64Url,
  TRANSFER_MAX_BYTES,
  TransferError,
  transferHref,
  type TransferErrorCode,
} from "./transfer";

const record = recordWith({
  "movie:42": {
    meta: { title: "Kış Uykusu", poster: "/api/images/poster/m-42.svg", year: 2014 },
    progress: progress(4320, 11760, T0),
    list: { addedAt: T0 },
    liked: { value: true, at: T0 },
    rating: { value: 9, at: T0 },
  },
  "tv:7": { meta: { title: "Yargı" }, episodes: { s2e5: progress(1980, 2700, T0 + 1) } },
});
record.preferences = { playbackLanguage: { value: "altyazi", at: T0 } };

async function failure(promise: Promise<unknown>): Promise<TransferErrorCode> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TransferError) return error.code;
    throw error;
  }
  throw new Error("expected a TransferError");
}

describe("device transfer: AES-GCM under a random key, the key only in the link", () => {
  it("round-trips the record", async () => {
    const { payload, key } = await sealRecord(record);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fromBase64Url(key)).toHaveLength(32);
    await expect(openRecord(payload, key)).resolves.toEqual(record);
  });

  it("the payload reveals nothing of the record and differs every time", async () => {
    const first = await sealRecord(record);
    const second = await sealRecord(record);
    const text = new TextDecoder("latin1").decode(first.payload);
    expect(text).not.toContain("Kış");
    expect(text).not.toContain("movie:42");
    expect(first.key).not.toBe(second.key);
    expect(toBase64Url(first.payload)).not.toBe(toBase64Url(second.payload));
  });

  it("compresses: 200 titles fit in the 64 KiB the service keeps", async () => {
    let big = emptyRecord();
    for (let i = 0; i < 200; i += 1) {
      big = recordProgress(
        big,
        {
          key: `movie:m-${i}-uzun-bir-film-adi`,
          meta: {
            title: `Çok Uzun Bir Türk Filminin Adı ${i}`,
            poster: `https://image.tmdb.org/t/p/w500/poster-${i}-abcdefghijklmnop.jpg`,
            year: 2000 + (i % 25),
            rating: 5 + (i % 50) / 10,
          },
          position: 600 + i,
          duration: 7200,
        },
        T0 + i,
      );
    }
    const plainBytes = new TextEncoder().encode(serializeRecord(big)).byteLength;
    const { payload, key } = await sealRecord(big);
    expect(payload.byteLength).toBeLessThan(TRANSFER_MAX_BYTES);
    expect(payload.byteLength).toBeLessThan(plainBytes / 3);
    await expect(openRecord(payload, key)).resolves.toEqual(big);
  });

  it("a wrong key fails cleanly", async () => {
    const { payload } = await sealRecord(record);
    const other = await sealRecord(record);
    expect(await failure(openRecord(payload, other.key))).toBe("unreadable");
  });

  it.each([
    ["one flipped bit in the ciphertext", (p: Uint8Array) => (p[p.length - 20]! ^= 1)],
    ["one flipped bit in the tag", (p: Uint8Array) => (p[p.length - 1]! ^= 0x80)],
    ["one flipped bit in the IV", (p: Uint8Array) => (p[3]! ^= 1)],
  ])("%s fails cleanly", async (_, tamper) => {
    const { payload, key } = await sealRecord(record);
    const changed = payload.slice();
    tamper(changed);
    expect(await failure(openRecord(changed, key))).toBe("unreadable");
  });

  it.each([
    ["cut short", (p: Uint8Array) => p.slice(0, p.length - 1)],
    ["only the header", (p: Uint8Array) => p.slice(0, 13)],
    ["empty", () => new Uint8Array(0)],
    ["another format byte", (p: Uint8Array) => Uint8Array.of(2, ...p.slice(1))],
  ])("a payload %s fails cleanly", async (_, change) => {
    const { payload, key } = await sealRecord(record);
    expect(await failure(openRecord(change(payload), key))).toBe("unreadable");
  });

  it.each(["", "kısa", "A".repeat(42), "A".repeat(44), `${"A".repeat(42)}=`])(
    "a key that is not one (%j) fails cleanly",
    async (key) => {
      const { payload } = await sealRecord(record);
      expect(await failure(openRecord(payload, key))).toBe("bad-key");
    },
  );

  it("content that decrypts but is not a record is refused (a crafted link cannot plant data)", async () => {
    // Seal something that is not a valid record, with the same format.
    const crafted = {
      ...emptyRecord(),
      titles: { "movie:1": { meta: { title: "x" }, href: "javascript:alert(1)" } },
    };
    const { payload, key } = await sealRecord(crafted as unknown as ReturnType<typeof emptyRecord>);
    expect(await failure(openRecord(payload, key))).toBe("invalid-record");
  });

  it("a too-large record is refused before upload", async () => {
    let huge = emptyRecord();
    // Random posters do not compress: 200 × 2 KB of noise is over 64 KiB.
    const noise = (i: number) => toBase64Url(crypto.getRandomValues(new Uint8Array(1400))) + i;
    for (let i = 0; i < 200; i += 1) {
      huge = recordProgress(
        huge,
        {
          key: `movie:${i}`,
          meta: { title: "A", poster: `/${noise(i)}` },
          position: 60,
          duration: 600,
        },
        T0 + i,
      );
    }
    expect(await failure(sealRecord(huge))).toBe("too-large");
  });

  it("the device's notice is not carried to the other device", async () => {
    const { payload, key } = await sealRecord({
      ...record,
      notice: { reason: "repaired", at: T0 },
    });
    expect((await openRecord(payload, key)).notice).toBeUndefined();
  });
});

describe("the link: /listem#aktar=<id>.<key>", () => {
  const key = "q".repeat(43);

  it("builds and parses back", () => {
    const href = transferHref({ id: "Ab3_x-9Z", key });
    expect(href).toBe(`/listem#aktar=Ab3_x-9Z.${key}`);
    expect(parseTransferFragment(new URL(href, "https://sinema.example").hash)).toEqual({
      id: "Ab3_x-9Z",
      key,
    });
  });

  it.each([
    ["", null],
    ["#", null],
    ["#aktar=", null],
    [`#aktar=.${key}`, null],
    [`#aktar=Ab3_x-9Z`, null],
    [`#aktar=Ab3_x-9Z.${key}x`, null],
    [`#aktar=short.${key}`, null],
    [`#aktar=Ab3_x-9Z!.${key}`, null],
    [`#aktar=Ab3_x-9Z.${key}&x=1`, { id: "Ab3_x-9Z", key }],
    [`#x=1&aktar=Ab3_x-9Z.${key}`, { id: "Ab3_x-9Z", key }],
    [`aktar=Ab3_x-9Z.${key}`, { id: "Ab3_x-9Z", key }],
  ])("%j → %j", (hash, link) => {
    expect(parseTransferFragment(hash)).toEqual(link);
  });

  it("refuses to build a link from a malformed id or key", () => {
    expect(() => transferHref({ id: "a b", key })).toThrow(TransferError);
    expect(() => transferHref({ id: "Ab3_x-9Z", key: "kısa" })).toThrow(TransferError);
  });
});
