import { describe, expect, it } from "vitest";
import { movie } from "../../test/helpers";
import {
  filmDurationText,
  filmGenresText,
  filmStatusOf,
  filmTypeText,
  filmYearText,
  filterFilms,
  summarizeFilms,
} from "./films";

describe("film management tiles (SPEC.md §2)", () => {
  it("counts total content, films, series, active, featured and trending", () => {
    const films = [
      movie({ type: "movie", status: "active", featured: true }),
      movie({ type: "movie", status: "passive", trending: true }),
      movie({ type: "series", status: "active", featured: true, trending: true }),
    ];
    expect(summarizeFilms(films)).toEqual({
      total: 3,
      movies: 2,
      series: 1,
      active: 2,
      featured: 2,
      trending: 2,
    });
    expect(summarizeFilms([])).toEqual({
      total: 0,
      movies: 0,
      series: 0,
      active: 0,
      featured: 0,
      trending: 0,
    });
  });
});

describe("'Film ara...' (SPEC.md §2, §5)", () => {
  const films = [
    movie({ title: "Şahsiyet", genre: ["Gerilim"] }),
    movie({ title: "Esaretin Bedeli", originalTitle: "The Shawshank Redemption", genre: ["Dram"] }),
    movie({ title: "Işıklı Yol", genre: ["Bilim Kurgu", "Macera", "İnsan"] }),
  ];
  const titles = (term: string) => filterFilms(films, term).map((f) => f.title);

  it.each([
    ["sahsiyet", ["Şahsiyet"]],
    ["SHAWSHANK", ["Esaretin Bedeli"]],
    ["bilim kurgu", ["Işıklı Yol"]],
    ["ISIKLI", ["Işıklı Yol"]],
    // Any genre, not only the two the table shows.
    ["insan", ["Işıklı Yol"]],
    ["   ", ["Şahsiyet", "Esaretin Bedeli", "Işıklı Yol"]],
    ["yok böyle", []],
  ])("%j finds %j", (term, expected) => {
    expect(titles(term)).toEqual(expected);
  });
});

describe("table cells", () => {
  it("shows the first two genres", () => {
    expect(filmGenresText({ genre: ["Dram", "Suç", "Gerilim"] })).toBe("Dram, Suç");
    expect(filmGenresText({ genre: [] })).toBe("");
  });

  it("takes the year from releaseDate, N/A without one", () => {
    expect(filmYearText({ releaseDate: "2014-05-16" })).toBe("2014");
    expect(filmYearText({})).toBe("N/A");
  });

  it("shows the duration as 'Xs Ydk', from runtime for older records, N/A without one", () => {
    expect(filmDurationText({ duration: 196 })).toBe("3s 16dk");
    expect(filmDurationText({ runtime: 45 })).toBe("0s 45dk");
    expect(filmDurationText({})).toBe("N/A");
  });

  it("labels the type and reads any status but active as passive", () => {
    expect(filmTypeText({ type: "series" })).toBe("Dizi");
    expect(filmTypeText({ type: "movie" })).toBe("Film");
    expect(filmStatusOf({ status: "active" })).toBe("active");
    expect(filmStatusOf({ status: "passive" })).toBe("passive");
  });
});
