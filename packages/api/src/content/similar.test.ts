import { describe, expect, it } from "vitest";
import type { ContentItem } from "./items";
import { rankSimilar, sampleSimilar } from "./similar";

function film(id: string, genres: string[], rating: number | null, title = id): ContentItem {
  return {
    id,
    source: "catalog",
    type: "movie",
    href: `/movie/${id}`,
    title,
    originalTitle: null,
    year: 2020,
    releaseDate: null,
    poster: `/api/images/poster/${id}.svg`,
    backdrop: null,
    overview: "",
    rating,
    tmdbId: null,
    genreIds: [],
    genres,
    language: [],
    audio: [],
    subtitles: [],
    country: [],
    durationMinutes: null,
    views: null,
    likes: null,
    comments: null,
  };
}

describe("rankSimilar (issue 17: same genres, then rating; never the title itself; up to 6)", () => {
  const dune = { id: "m-dune", genres: ["Bilim Kurgu", "Aksiyon"] };

  it("puts films sharing more genres first, then the higher rated", () => {
    const ranked = rankSimilar(dune, [
      film("a", ["Aksiyon"], 9.5),
      film("b", ["Bilim Kurgu", "Aksiyon"], 7.0),
      film("c", ["Drama"], 9.9),
      film("d", ["bilim kurgu"], 8.0),
      film("e", ["Aksiyon", "Bilim Kurgu", "Fantastik"], 7.5),
    ]);
    expect(ranked.map((f) => f.id)).toEqual(["e", "b", "a", "d"]);
  });

  it("never lists the film itself, nor a title twice", () => {
    const ranked = rankSimilar(dune, [
      film("m-dune", ["Bilim Kurgu", "Aksiyon"], 8),
      film("x", ["Aksiyon"], 7),
      film("x", ["Aksiyon"], 7),
    ]);
    expect(ranked.map((f) => f.id)).toEqual(["x"]);
  });

  it("keeps at most six", () => {
    const many = Array.from({ length: 20 }, (_, i) => film(`f${i}`, ["Aksiyon"], i));
    const ranked = rankSimilar(dune, many);
    expect(ranked).toHaveLength(6);
    expect(ranked[0]?.id).toBe("f19");
  });

  it("finds nothing for a film without genres", () => {
    expect(rankSimilar({ id: "z", genres: [] }, [film("a", ["Aksiyon"], 9)])).toEqual([]);
  });
});

describe("sampleSimilar (SPEC.md §2's fixed eight, only as the fallback)", () => {
  it("gives same-genre samples that are not links and have no poster box to fill", () => {
    const samples = sampleSimilar({ id: "m-x", genres: ["Aksiyon"] });
    expect(samples.length).toBeGreaterThan(0);
    expect(samples.length).toBeLessThanOrEqual(6);
    for (const sample of samples) expect(sample.href).toBeNull();
  });
});
