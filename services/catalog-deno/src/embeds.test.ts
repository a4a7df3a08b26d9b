import assert from "node:assert/strict";
import { assertProblem, withApp } from "./testing/harness.ts";
import type { Embed } from "./store/store.ts";

Deno.test("GET /api/embeds lists at least 40 episode embeds on the embed provider", async () => {
  await withApp(async ({ call }) => {
    const { status, json } = await call("GET", "/api/embeds");
    assert.equal(status, 200);
    const embeds = json.data as Embed[];
    assert.ok(embeds.length >= 40, `${embeds.length} embeds`);
    assert.equal(new Set(embeds.map((e) => e.slug)).size, embeds.length);
    for (const embed of embeds) {
      assert.match(embed.slug, /^[a-z0-9-]{1,120}$/);
      assert.match(
        embed.embed_url,
        /^http:\/\/localhost:5050\/v2\/embed\/tv\/[^/]+\/\d+\/\d+$/,
      );
      assert.match(embed.episode_url, /^http:\/\/localhost:5050\/dizi\//);
    }
    assert.deepEqual(embeds[0], {
      slug: "sahsiyet-1-sezon-1-bolum",
      title: "Şahsiyet 1. Sezon 1. Bölüm",
      episode_url: "http://localhost:5050/dizi/sahsiyet/sezon-1/bolum-1",
      embed_url: "http://localhost:5050/v2/embed/tv/s-sahsiyet/1/1",
      // A Turkish production: Turkish audio, English subtitles (issue 15).
      audio: ["tr"],
      subtitles: ["en"],
    });
  });
});

Deno.test("GET /api/embeds/episode/{id} finds one embed; unknown or malformed ids are 404", async () => {
  await withApp(async ({ call }) => {
    const found = await call(
      "GET",
      "/api/embeds/episode/breaking-bad-1-sezon-2-bolum",
    );
    assert.equal(found.status, 200);
    assert.equal(found.json.data.title, "Breaking Bad 1. Sezon 2. Bölüm");
    assert.equal(
      found.json.data.embed_url,
      "http://localhost:5050/v2/embed/tv/1396/1/2",
    );
    assertProblem(
      await call("GET", "/api/embeds/episode/yok-boyle-bir-bolum"),
      404,
      "not-found",
    );
    assertProblem(
      await call("GET", "/api/embeds/episode/B%C3%B6l%C3%BCm"),
      404,
      "not-found",
    );
  });
});

Deno.test("GET /api/embeds/random returns one of the embeds, and 404 when there are none", async () => {
  await withApp(async ({ call }) => {
    const all = new Set(
      ((await call("GET", "/api/embeds")).json.data as Embed[]).map((e) => e.slug),
    );
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const { status, json } = await call("GET", "/api/embeds/random");
      assert.equal(status, 200);
      assert.ok(all.has(json.data.slug));
      assert.ok(json.data.episode_url && json.data.embed_url);
      seen.add(json.data.slug);
    }
    assert.ok(seen.size > 1, "random picks vary");
  });
  await withApp(async ({ call }) => {
    assertProblem(await call("GET", "/api/embeds/random"), 404, "not-found");
    assert.deepEqual((await call("GET", "/api/embeds")).json, { data: [] });
  }, { seed: { movies: [], embeds: [] } });
});
