import assert from "node:assert/strict";
import { buildDiziJson, specSlug, STATIC_SERIES_COUNT, type StaticSeries } from "./dizi.ts";

const FILE = new URL("../../../../apps/site/public/dizi.json", import.meta.url);
const records = JSON.parse(await Deno.readTextFile(FILE)) as StaticSeries[];

Deno.test("the committed dizi.json is what the generator writes (run scripts/write_dizi_json.ts)", () => {
  assert.deepEqual(records, buildDiziJson("http://localhost:5050"));
});

Deno.test("dizi.json: an array of at least 30 titled series with seasons, in the SPEC.md §3 format", () => {
  assert.ok(Array.isArray(records));
  const titled = records.filter((r) => r.title);
  const withSeasons = titled.filter((r) => (r.seasons?.length ?? 0) > 0);
  assert.ok(
    withSeasons.length >= 30 && withSeasons.length === STATIC_SERIES_COUNT,
  );
  for (const record of withSeasons) {
    assert.equal(typeof record.year, "number");
    assert.ok(Array.isArray(record.genres) && record.genres.length > 0);
    for (const season of record.seasons!) {
      assert.ok(Number.isInteger(season.season_number) && season.name);
      for (const episode of season.episodes) {
        assert.ok(Number.isInteger(episode.episode_number) && episode.name);
        assert.match(
          episode.video_url,
          /^http:\/\/localhost:5050\/v2\/embed\/tv\/[^/]+\/\d+\/\d+$/,
        );
      }
    }
  }
  assert.equal(
    new Set(titled.map((r) => specSlug(r.title!))).size,
    titled.length,
    "unique slugs",
  );
});

Deno.test("dizi.json has a single-part title, one without any video and one without a title", () => {
  const single = records.filter((r) => r.title && !r.seasons?.length && r.video_url);
  assert.equal(single.length, 1);
  const noVideo = records.filter((r) => r.title && !r.seasons?.length && !r.video_url);
  assert.equal(noVideo.length, 1);
  assert.equal(records.filter((r) => !r.title).length, 1);
});

Deno.test("dizi.json names every platform of SPEC.md §5 through each platform field", () => {
  const fields = [
    "platform",
    "provider",
    "network",
    "service",
    "channel",
    "details",
    "source_url",
  ] as const;
  const text = (r: StaticSeries) => fields.map((f) => r[f] ?? "").join(" ").toLowerCase();
  const platforms: [string, RegExp][] = [
    ["Prime Video", /prime|amazon/],
    ["Disney+", /disney/],
    ["HBO Max", /hbo/],
    ["Apple TV+", /apple/],
    ["Exxen", /exxen/],
    ["BluTV", /blutv/],
    ["Gain", /gain/],
    ["Paramount+", /paramount/],
    ["Hulu", /hulu/],
  ];
  const titled = records.filter((r) => r.title);
  for (const [name, pattern] of platforms) {
    assert.ok(titled.some((r) => pattern.test(text(r))), name);
  }
  // 'Other': named platforms outside the nine, and series that name none.
  assert.ok(titled.some((r) => /netflix|trt/.test(text(r))));
  assert.ok(titled.some((r) => text(r).trim() === ""));
  for (const field of fields) {
    assert.ok(titled.some((r) => r[field]), `some series use ${field}`);
  }
});
