import assert from "node:assert/strict";
import { scaleTitles, SERIES_SHARE } from "./scale.ts";
import { buildSeed } from "./catalogue.ts";

const GENRES = [...new Set(buildSeed().movies.flatMap((movie) => movie.genre))];
const options = { count: 2000, seed: 7, tag: "t1", genres: GENRES, embedBaseUrl: "http://p" };

Deno.test("the same count and seed give the same titles; another tag changes only the ids", () => {
  const first = [...scaleTitles(options)];
  assert.deepEqual([...scaleTitles(options)], first);
  const retagged = [...scaleTitles({ ...options, tag: "t2" })];
  assert.deepEqual(retagged.map((m) => m.title), first.map((m) => m.title));
  assert.ok(retagged.every((m, i) => m._id !== first[i]!._id && m._id.includes("-scale-t2-")));
});

Deno.test("generated titles are distinct, about 30% series, with the seed's genres and 1950–2026", () => {
  const titles = [...scaleTitles(options)];
  assert.equal(new Set(titles.map((m) => m._id)).size, titles.length);
  assert.equal(
    new Set(titles.map((m) => `${m.type}|${m.title}|${m.releaseDate}`)).size,
    titles.length,
  );
  const series = titles.filter((m) => m.type === "series");
  assert.ok(Math.abs(series.length / titles.length - SERIES_SHARE) < 0.04);
  assert.ok(series.every((m) => (m.seasons?.length ?? 0) >= 1 && m._id.startsWith("s-scale-")));
  assert.ok(titles.every((m) => m.genre.length >= 1 && m.genre.length <= 3));
  assert.ok(titles.every((m) => m.genre.every((g) => GENRES.includes(g))));
  const years = titles.map((m) => Number(m.releaseDate!.slice(0, 4)));
  assert.ok(Math.min(...years) >= 1950 && Math.max(...years) <= 2026);
});
