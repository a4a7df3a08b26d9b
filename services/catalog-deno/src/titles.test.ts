import assert from "node:assert/strict";
import { applyChange, changedFields, nextUpdatedAt } from "./titles.ts";
import { buildSeed } from "./seed/catalogue.ts";

Deno.test("nextUpdatedAt: now, unless the stored version is not older; then one millisecond later", () => {
  const at = Date.UTC(2026, 0, 15, 10);
  const table: [string, number, string][] = [
    ["2026-01-15T09:00:00.000Z", at, "2026-01-15T10:00:00.000Z"],
    ["2026-01-15T10:00:00.000Z", at, "2026-01-15T10:00:00.001Z"],
    ["2026-01-15T10:00:00.005Z", at, "2026-01-15T10:00:00.006Z"],
    // A row migrated without a stamp.
    ["", at, "2026-01-15T10:00:00.000Z"],
  ];
  for (const [previous, now, next] of table) {
    assert.equal(nextUpdatedAt(previous, now), next, previous);
  }
});

Deno.test("applyChange: a flag change keeps every other field; a replace keeps only the id and createdAt", () => {
  const stored = buildSeed().movies.find((m) => m.tmdbId !== undefined)!;
  const stamp = "2030-01-01T00:00:00.000Z";
  assert.deepEqual(applyChange(stored, { kind: "flags", flags: { status: "passive" } }, stamp), {
    ...stored,
    status: "passive",
    updatedAt: stamp,
  });
  const replaced = applyChange(stored, {
    kind: "replace",
    input: { title: "Yeni", type: "movie" },
  }, stamp);
  assert.equal(replaced._id, stored._id);
  assert.equal(replaced.createdAt, stored.createdAt);
  assert.equal(replaced.tmdbId, undefined);
  assert.equal(replaced.updatedAt, stamp);
});

Deno.test("changedFields: what a write changed, before and after, never the stamps", () => {
  const stored = buildSeed().movies.find((m) => m.tmdbId !== undefined && m.seasons)!;
  const stamp = "2030-01-01T00:00:00.000Z";
  assert.deepEqual(changedFields(stored, { ...stored, updatedAt: stamp }), []);
  // The same seasons written with their keys in another order are no change.
  const reordered = structuredClone(stored);
  reordered.seasons = reordered.seasons!.map(({ episodes, number, ...rest }) => ({
    episodes,
    ...rest,
    number,
  }));
  assert.deepEqual(changedFields(stored, reordered), []);
  const { tmdbId: _gone, ...withoutTmdb } = stored;
  assert.deepEqual(
    changedFields(stored, {
      ...withoutTmdb,
      title: "Yeni Ad",
      featured: !stored.featured,
      quality: "4K",
      genre: [...stored.genre, "Dram"],
      updatedAt: stamp,
    }),
    [
      { field: "title", before: stored.title, after: "Yeni Ad" },
      { field: "genre", before: stored.genre, after: [...stored.genre, "Dram"] },
      { field: "featured", before: stored.featured, after: !stored.featured },
      ...(stored.quality === undefined
        ? [{ field: "quality", after: "4K" }]
        : [{ field: "quality", before: stored.quality, after: "4K" }]),
      { field: "tmdbId", before: stored.tmdbId },
    ].sort((a, b) => order(a.field) - order(b.field)),
  );

  function order(field: string): number {
    const keys = [...Object.keys(withoutTmdb), "quality", "tmdbId"];
    return keys.indexOf(field);
  }
});
