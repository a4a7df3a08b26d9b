import { describe, expect, it } from "vitest";
import { HEADER_RESHUFFLE_MS, HEADER_SERIES_COUNT, pickRandom } from "./random";

/** A repeatable stand-in for Math.random. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe("pickRandom (SPEC.md §2: 6 random series from the static list, reshuffled every 20 s)", () => {
  const series = Array.from({ length: 20 }, (_, index) => `dizi-${index}`);

  it("picks 6 distinct series from the list", () => {
    expect(HEADER_SERIES_COUNT).toBe(6);
    expect(HEADER_RESHUFFLE_MS).toBe(20_000);
    const picked = pickRandom(series, HEADER_SERIES_COUNT, seeded(1));
    expect(picked).toHaveLength(6);
    expect(new Set(picked).size).toBe(6);
    for (const item of picked) expect(series).toContain(item);
  });

  it("gives different picks for different random sequences and the same for the same", () => {
    expect(pickRandom(series, 6, seeded(1))).toEqual(pickRandom(series, 6, seeded(1)));
    expect(pickRandom(series, 6, seeded(1))).not.toEqual(pickRandom(series, 6, seeded(2)));
  });

  it("reaches every series over many picks", () => {
    const random = seeded(7);
    const seen = new Set<string>();
    for (let i = 0; i < 50; i += 1)
      for (const item of pickRandom(series, 6, random)) seen.add(item);
    expect(seen.size).toBe(series.length);
  });

  it("returns all of a short list and nothing of an empty one, without changing the input", () => {
    expect(pickRandom(["a", "b"], 6, seeded(3)).sort()).toEqual(["a", "b"]);
    expect(pickRandom([], 6)).toEqual([]);
    const input = ["a", "b", "c"];
    pickRandom(input, 2, seeded(4));
    expect(input).toEqual(["a", "b", "c"]);
  });
});
