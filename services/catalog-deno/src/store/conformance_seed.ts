/**
 * Store conformance cases (part of conformance.ts's suite) about what a new
 * database holds and keeps: migrated and seeded once, not seeded again on
 * reopening or on an upgrade, and the embeds, which only the seed writes.
 */
import assert from "node:assert/strict";
import { type ConformanceCase, SEED, withStore, WRITER } from "./conformance_fixtures.ts";
import type { Embed, MovieStore } from "./store.ts";

/**
 * What a store upgraded from the schema before sign-in attempts must still
 * do: keep the old sessions, count attempts, and not seed the catalogue again.
 */
export async function assertUpgradedFromSessionsOnly(store: MovieStore): Promise<void> {
  // Sessions from before the audit trail carry no username.
  assert.equal((await store.getSession("a".repeat(64), 1_800_000_000_000))?.username, "");
  assert.deepEqual(await store.countLoginAttempt("k", 1_800_000_000_000, 60_000, 10), {
    attempts: 1,
    windowStart: 1_800_000_000_000,
  });
  // Seeded only when the catalogue tables were created, not again by this upgrade.
  assert.equal((await store.list({ limit: 1 })).total, 0);
}

export const seededOnceAndReopened: ConformanceCase = {
  name: "a fresh database is migrated and seeded once; reopening keeps its data",
  async run(factory) {
    const { store, reopen } = await factory.fresh(SEED);
    let again: MovieStore | undefined;
    try {
      assert.equal(
        (await store.list({ limit: 1 })).total,
        SEED.movies.length,
      );
      assert.equal(await store.remove("m-dune", WRITER), true);
      await store.close();
      again = await reopen();
      // Not re-seeded: the deleted title stays deleted.
      assert.equal(
        (await again.list({ limit: 1 })).total,
        SEED.movies.length - 1,
      );
      assert.equal((await again.listEmbeds()).length, SEED.embeds.length);
    } finally {
      await (again ?? store).close().catch(() => {});
    }
  },
};

export const embedsInSeedOrder: ConformanceCase = {
  name: "embeds keep their seed order; lookup by slug; random picks one; none when empty",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      assert.deepEqual(await store.listEmbeds(), SEED.embeds);
      const one = SEED.embeds[7]!;
      assert.deepEqual(await store.getEmbed(one.slug), one);
      assert.equal(await store.getEmbed("yok"), undefined);
      const slugs = new Set(SEED.embeds.map((e: Embed) => e.slug));
      assert.ok(slugs.has((await store.randomEmbed())!.slug));
    });
    await withStore(factory, { movies: [], embeds: [] }, async (store) => {
      assert.deepEqual(await store.listEmbeds(), []);
      assert.equal(await store.randomEmbed(), undefined);
      assert.deepEqual(await store.list({ limit: 10 }), {
        movies: [],
        total: 0,
      });
    });
  },
};

export const embedLanguages: ConformanceCase = {
  name: "embeds carry their source's audio and subtitle languages when known",
  async run(factory) {
    await withStore(factory, SEED, async (store) => {
      const embeds = await store.listEmbeds();
      assert.ok(embeds.some((e) => e.audio?.includes("tr")), "a dubbed embed");
      assert.ok(embeds.some((e) => e.subtitles?.includes("tr")), "a subtitled embed");
      const withLanguages = SEED.embeds.find((e) => e.audio && e.subtitles)!;
      assert.deepEqual(await store.getEmbed(withLanguages.slug), withLanguages);
      const bare = { slug: "yalin", title: "Yalın", episode_url: "/e", embed_url: "/p" };
      await withStore(factory, { movies: [], embeds: [bare] }, async (other) => {
        assert.deepEqual(await other.listEmbeds(), [bare]);
      });
    });
  },
};
