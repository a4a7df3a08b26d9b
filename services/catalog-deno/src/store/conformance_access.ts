/**
 * Store conformance cases (part of conformance.ts's suite) about who may do
 * what, the AccessStore part of a store (access.ts): sessions, sign-in
 * budgets, device transfers and their creation budgets.
 */
import assert from "node:assert/strict";
import { type ConformanceCase, SEED, withStore } from "./conformance_fixtures.ts";

export const sessions: ConformanceCase = {
  name: "sessions expire, are deleted one by one, and expired ones are purged",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const now = 1_800_000_000_000;
      await store.createSession({
        tokenHash: "a".repeat(64),
        expiresAt: now + 1000,
        username: "admin",
      });
      await store.createSession({
        tokenHash: "b".repeat(64),
        expiresAt: now + 2000,
        username: "editör",
      });
      assert.deepEqual(await store.getSession("a".repeat(64), now), {
        tokenHash: "a".repeat(64),
        expiresAt: now + 1000,
        username: "admin",
      });
      assert.equal((await store.getSession("b".repeat(64), now))?.username, "editör");
      assert.equal(
        await store.getSession("a".repeat(64), now + 1000),
        undefined,
      );
      await store.deleteSession("b".repeat(64));
      assert.equal(await store.getSession("b".repeat(64), now), undefined);
      await store.createSession({
        tokenHash: "c".repeat(64),
        expiresAt: now + 5000,
        username: "admin",
      });
      await store.deleteExpiredSessions(now + 1000);
      assert.equal(await store.getSession("a".repeat(64), now), undefined);
      assert.ok(await store.getSession("c".repeat(64), now));
      await store.ping();
      assert.equal(await store.migrated(), true);
    });
  },
};

export const signInAttemptsCounted: ConformanceCase = {
  name: "sign-in attempts: counted one by one even when concurrent, windows restart, clear forgets",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const now = 1_800_000_000_000;
      const window = 60_000;
      const counts = await Promise.all(
        Array.from({ length: 20 }, () => store.countLoginAttempt("ip\nadmin", now, window, 100)),
      );
      assert.deepEqual(
        counts.map((c) => c === "full" ? 0 : c.attempts).sort((a, b) => a - b),
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
      assert.deepEqual(
        await store.countLoginAttempt("ip\nadmin", now + window - 1, window, 100),
        {
          attempts: 21,
          windowStart: now,
        },
      );
      assert.deepEqual(await store.countLoginAttempt("ip\nadmin", now + window, window, 100), {
        attempts: 1,
        windowStart: now + window,
      });
      await store.clearLoginAttempts("ip\nadmin");
      assert.deepEqual(await store.countLoginAttempt("ip\nadmin", now + window, window, 100), {
        attempts: 1,
        windowStart: now + window,
      });
    });
  },
};

export const signInAttemptsFullTable: ConformanceCase = {
  name: "sign-in attempts: a full table refuses new keys and never drops a live one",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const now = 1_800_000_000_000;
      const window = 60_000;
      for (const key of ["a", "b", "c"]) {
        assert.notEqual(await store.countLoginAttempt(key, now, window, 3), "full");
      }
      assert.equal(await store.countLoginAttempt("d", now + 1, window, 3), "full");
      assert.deepEqual(await store.countLoginAttempt("a", now + 2, window, 3), {
        attempts: 2,
        windowStart: now,
      });
      // Once the old windows have ended their keys make room.
      assert.deepEqual(await store.countLoginAttempt("d", now + window, window, 3), {
        attempts: 1,
        windowStart: now + window,
      });
    });
  },
};

export const transfersTakenOnce: ConformanceCase = {
  name: "transfers: kept bytes come back once, never after expiry, and unknown ids find nothing",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const now = 1_800_000_000_000;
      const payload = Uint8Array.from({ length: 65_536 }, (_, i) => (i * 7 + 3) % 256);
      assert.equal(
        await store.createTransfer({ id: "aktar-1", payload, expiresAt: now + 600_000 }, now, 10),
        "ok",
      );
      assert.deepEqual(await store.takeTransfer("aktar-1", now + 1), payload);
      assert.equal(await store.takeTransfer("aktar-1", now + 2), undefined);
      assert.equal(await store.takeTransfer("hic-yok-1", now), undefined);

      const small = Uint8Array.of(1, 0, 255);
      await store.createTransfer(
        { id: "aktar-2", payload: small, expiresAt: now + 600_000 },
        now,
        10,
      );
      assert.equal(await store.takeTransfer("aktar-2", now + 600_000), undefined, "expired");
      // An expired transfer stays gone even if the clock were to go back.
      assert.equal(await store.takeTransfer("aktar-2", now), undefined);
    });
  },
};

export const transfersConcurrentTakes: ConformanceCase = {
  name: "transfers: of 20 concurrent takes exactly one gets the bytes",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const now = 1_800_000_000_000;
      const payload = Uint8Array.of(1, 2, 3, 4);
      await store.createTransfer({ id: "yaris-1", payload, expiresAt: now + 600_000 }, now, 10);
      const takes = await Promise.all(
        Array.from({ length: 20 }, () => store.takeTransfer("yaris-1", now + 1)),
      );
      const got = takes.filter((take) => take !== undefined);
      assert.equal(got.length, 1);
      assert.deepEqual(got[0], payload);
    });
  },
};

export const transfersMaxLive: ConformanceCase = {
  name: "transfers: at most maxLive unexpired are kept; expired ones make room",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const now = 1_800_000_000_000;
      const keep = (id: string, at: number) =>
        store.createTransfer({ id, payload: Uint8Array.of(1), expiresAt: at + 600_000 }, at, 2);
      assert.equal(await keep("dolu-1", now), "ok");
      assert.equal(await keep("dolu-2", now + 1), "ok");
      assert.equal(await keep("dolu-3", now + 2), "full");
      assert.equal(
        await store.takeTransfer("dolu-3", now + 3),
        undefined,
        "nothing kept when full",
      );
      // Picked up: its place is free again.
      assert.ok(await store.takeTransfer("dolu-1", now + 3));
      assert.equal(await keep("dolu-4", now + 4), "ok");
      // Once the others expire, they no longer count.
      assert.equal(await keep("dolu-5", now + 600_001), "ok");
      assert.equal(await keep("dolu-6", now + 600_005), "ok");
      assert.ok(await store.takeTransfer("dolu-6", now + 600_006));
    });
  },
};

export const transferCreationsCounted: ConformanceCase = {
  name: "transfer creations are counted per key in windows of their own, apart from sign-ins",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const now = 1_800_000_000_000;
      const window = 600_000;
      const counts = await Promise.all(
        Array.from(
          { length: 12 },
          () => store.countTransferCreation("192.0.2.7", now, window, 100),
        ),
      );
      assert.deepEqual(
        counts.map((c) => c === "full" ? 0 : c.attempts).sort((a, b) => a - b),
        Array.from({ length: 12 }, (_, i) => i + 1),
      );
      // The sign-in budget under the same key is untouched, and the other way round.
      assert.deepEqual(await store.countLoginAttempt("192.0.2.7", now, 60_000, 100), {
        attempts: 1,
        windowStart: now,
      });
      assert.deepEqual(
        await store.countTransferCreation("192.0.2.7", now + window, window, 100),
        {
          attempts: 1,
          windowStart: now + window,
        },
      );
      // A full table of transfer keys refuses new ones without touching sign-ins.
      await store.countTransferCreation("b", now + window, window, 2);
      assert.equal(await store.countTransferCreation("c", now + window, window, 2), "full");
      assert.notEqual(await store.countLoginAttempt("c", now + window, 60_000, 2), "full");
    });
  },
};
