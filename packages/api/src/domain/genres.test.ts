import { describe, expect, it } from "vitest";
import {
  inSiteWords,
  ALL_GENRES_OPTION,
  BUILT_IN_GENRES,
  FOOTER_GENRE_IDS,
  GENRE_OPTIONS,
  catalogGenreNames,
  footerGenres,
  genreFromQuery,
  genreNames,
  genreQueryValue,
  matchesGenre,
  mergeGenres,
} from "./genres";

describe("built-in genres (used with no metadata service)", () => {
  it("include the footer's fixed ids with Turkish names (SPEC.md §2: 28 action, 35 comedy, 18 drama, 27 horror, 878 sci-fi, 10749 romance, 16 animation, 80 crime)", () => {
    const names = Object.fromEntries(BUILT_IN_GENRES.map((g) => [g.id, g.name]));
    expect(FOOTER_GENRE_IDS.map((id) => names[id])).toEqual([
      "Aksiyon",
      "Komedi",
      "Drama",
      "Korku",
      "Bilim Kurgu",
      "Romantik",
      "Animasyon",
      "Suç",
    ]);
  });

  it("name the footer's genres as the 'Tür' menu does: 'Drama', never 'Dram' (issue 17)", () => {
    const footer = footerGenres();
    expect(footer.map((g) => g.id)).toEqual([...FOOTER_GENRE_IDS]);
    for (const genre of footer) expect(BUILT_IN_GENRES).toContainEqual(genre);
    expect(footer.find((g) => g.id === 18)?.name).toBe("Drama");
  });

  it("have unique ids", () => {
    expect(new Set(BUILT_IN_GENRES.map((g) => g.id)).size).toBe(BUILT_IN_GENRES.length);
  });

  it("name a list item's genre ids, skipping unknown ones", () => {
    expect(genreNames([18, 999999, 878])).toEqual(["Drama", "Bilim Kurgu"]);
    expect(genreNames(undefined)).toEqual([]);
  });

  it("give the catalogue names of a genre, both parts of a combined one", () => {
    expect(catalogGenreNames(28)).toEqual(["Aksiyon"]);
    expect(catalogGenreNames(18)).toContain("Drama");
    expect(catalogGenreNames(10759)).toEqual(["Aksiyon", "Macera"]);
    expect(catalogGenreNames(424242)).toEqual([]);
  });
});

describe("inSiteWords (issue 17: one genre never reads two ways)", () => {
  it("names standard ids as the footer and the catalogue do, and keeps the rest", () => {
    expect(
      inSiteWords([
        { id: 18, name: "Dram" },
        { id: 878, name: "Bilim-Kurgu" },
        { id: 28, name: "Aksiyon" },
        { id: 424242, name: "Yerel Tür" },
      ]),
    ).toEqual([
      { id: 18, name: "Drama" },
      { id: 878, name: "Bilim Kurgu" },
      { id: 28, name: "Aksiyon" },
      { id: 424242, name: "Yerel Tür" },
    ]);
  });
});

describe("mergeGenres (SPEC.md §2: movie and tv genres merged and de-duplicated by id)", () => {
  it("keeps the first name of each id, in order", () => {
    const movie = [
      { id: 28, name: "Aksiyon" },
      { id: 18, name: "Dram" },
    ];
    const tv = [
      { id: 10759, name: "Aksiyon & Macera" },
      { id: 18, name: "Drama (dizi)" },
    ];
    expect(mergeGenres(movie, tv)).toEqual([
      { id: 28, name: "Aksiyon" },
      { id: 18, name: "Dram" },
      { id: 10759, name: "Aksiyon & Macera" },
    ]);
    expect(mergeGenres([], [])).toEqual([]);
  });
});

describe("genre query mapping (SPEC.md §2: action, comedy, drama, thriller, sci-fi, horror, romance, animation, documentary)", () => {
  it("lists the options of the select in order", () => {
    expect(GENRE_OPTIONS).toEqual([
      "Tumu",
      "Aksiyon",
      "Komedi",
      "Drama",
      "Gerilim",
      "Bilim Kurgu",
      "Korku",
      "Romantik",
      "Animasyon",
      "Belgesel",
    ]);
  });

  it.each([
    ["action", "Aksiyon"],
    ["comedy", "Komedi"],
    ["drama", "Drama"],
    ["thriller", "Gerilim"],
    ["sci-fi", "Bilim Kurgu"],
    ["horror", "Korku"],
    ["romance", "Romantik"],
    ["animation", "Animasyon"],
    ["documentary", "Belgesel"],
    ["ACTION", "Aksiyon"],
    ["bilim kurgu", "Bilim Kurgu"],
    ["western", "Tumu"],
    ["", "Tumu"],
    [null, "Tumu"],
  ])("?genre=%j selects %s", (value, option) => {
    expect(genreFromQuery(value)).toBe(option);
  });

  it("writes the option back as its query value", () => {
    expect(genreQueryValue("Bilim Kurgu")).toBe("sci-fi");
    expect(genreQueryValue(ALL_GENRES_OPTION)).toBeNull();
  });
});

describe("matchesGenre (SPEC.md §5: genre filter matches the genre word in overview or title)", () => {
  it.each([
    [{ overview: "Nefes kesen bir aksiyon filmi" }, "Aksiyon", true],
    [{ overview: "Aksiyonlu bir yaz" }, "Aksiyon", true],
    [{ title: "Korku Seansı" }, "Korku", true],
    [{ overview: "BİLİM KURGU klasiği" }, "Bilim Kurgu", true],
    [{ overview: "Bilim-kurgu destanı" }, "Bilim Kurgu", true],
    [{ overview: "Bir aile dramı" }, "Drama", false],
    [{ overview: "Bir aile dramı", genres: ["Drama"] }, "Drama", true],
    [{ overview: "Sıradan bir gün", genres: ["Bilim-Kurgu"] }, "Bilim Kurgu", true],
    [{ overview: "Sıradan bir gün" }, "Tumu", true],
    [{}, "Komedi", false],
    [{ overview: "akomedi" }, "Komedi", false],
  ])("%j with %s → %s", (item, genre, expected) => {
    expect(matchesGenre(item, genre)).toBe(expected);
  });
});
