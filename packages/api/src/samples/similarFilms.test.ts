import { describe, expect, it } from "vitest";
import { SIMILAR_FILMS, SIMILAR_FILMS_MAX, similarFilms } from "./similarFilms";

describe("similarFilms (SPEC.md §2: up to 6, same genre, from a fixed list of 8)", () => {
  it("draws from a fixed list of exactly 8 films", () => {
    expect(SIMILAR_FILMS).toHaveLength(8);
  });

  it("keeps only films sharing a genre, in the list's order", () => {
    expect(similarFilms(["Komedi"]).map((f) => f.id)).toEqual(["sim-vizontele"]);
  });

  it("never returns more than 6", () => {
    const allGenres = [...new Set(SIMILAR_FILMS.flatMap((f) => f.genres))];
    expect(similarFilms(allGenres)).toHaveLength(SIMILAR_FILMS_MAX);
    expect(SIMILAR_FILMS_MAX).toBe(6);
  });

  it("leaves out the title being viewed and matches genres case-insensitively in Turkish", () => {
    const ids = similarFilms(["BİLİM KURGU"], "m-dune").map((f) => f.id);
    expect(ids).toEqual(["sim-mad-max", "sim-arrival"]);
  });

  it("gives nothing for a title without genres", () => {
    expect(similarFilms([])).toEqual([]);
  });
});
