import { describe, expect, it } from "vitest";
import {
  ALL_SECTIONS,
  HOME_SECTIONS,
  LIST_KINDS,
  SECTION,
  SECTIONS,
  listSection,
  tvSectionPath,
  type SectionHomeRow,
} from "./sections";

const unique = (values: readonly string[]) => new Set(values).size === values.length;

describe("the section registry", () => {
  it("every key and every path is its own, and a section lives at /{key}", () => {
    expect(unique(SECTIONS.map((section) => section.key))).toBe(true);
    expect(unique(ALL_SECTIONS.map((section) => section.path))).toBe(true);
    for (const section of ALL_SECTIONS) expect(section.path).toBe(`/${section.key}`);
  });

  it("SPEC.md §2's public routes: the shared lists, then new releases and the talk shows", () => {
    expect(LIST_KINDS).toEqual([
      "featured",
      "trending",
      "new-movies",
      "new-series",
      "new-episodes",
      "recommended",
      "imdb-high-rated",
      "most-commented",
      "most-liked",
      "most-viewed",
      "turkish-content",
    ]);
    expect(ALL_SECTIONS.map((section) => section.path).slice(LIST_KINDS.length)).toEqual([
      "/new-releases",
      "/konusanlar",
    ]);
  });

  it("SPEC.md §2 header: 'Yeni Filmler, Yeni Diziler, Öne Çıkanlar, Trend'", () => {
    expect(
      [SECTION["new-movies"], SECTION["new-series"], SECTION.featured, SECTION.trending].map(
        (section) => section.title,
      ),
    ).toEqual(["Yeni Filmler", "Yeni Diziler", "Öne Çıkanlar", "Trend"]);
  });

  it("SPEC.md §2: 'featured, trending | Lists, optional query type=tv'; only trending is ranked", () => {
    expect(ALL_SECTIONS.filter((s) => s.takesType).map((s) => s.key)).toEqual([
      "featured",
      "trending",
    ]);
    expect(tvSectionPath("featured")).toBe("/featured?type=tv");
    expect([SECTION.featured.tvTitle, SECTION.trending.tvTitle]).toEqual([
      "Öne Çıkan Diziler",
      "Trend Diziler",
    ]);
    expect(ALL_SECTIONS.filter((s) => s.ranked).map((s) => s.key)).toEqual(["trending"]);
  });

  it.each([
    ["featured", "One cikan icerikler yuklenirken bir hata olustu"],
    ["trending", "Trend icerikler yuklenirken bir hata olustu"],
    ["new-episodes", "Yeni bolumler yuklenirken bir hata olustu"],
    ["turkish-content", "Turk icerik yuklenirken bir hata olustu"],
    ["new-movies", "Yeni filmler yuklenirken bir hata olustu"],
    ["new-series", "Yeni diziler yuklenirken bir hata olustu"],
    ["recommended", "Onerilen icerik yuklenirken bir hata olustu"],
    ["imdb-high-rated", "Yuksek puanli icerik yuklenirken bir hata olustu"],
  ] as const)("SPEC.md §8: %s fails with '%s'", (kind, text) => {
    expect(listSection(kind).list.errorText).toBe(text);
  });

  it("SPEC.md §8 empty lists: recommended and high-rated have their own texts; films and series theirs", () => {
    expect(SECTION.recommended.empty).toBe("recommended");
    expect(SECTION["imdb-high-rated"].empty).toBe("highRated");
    expect(SECTION["new-movies"].empty).toBe("movie");
    expect(SECTION["new-series"].empty).toBe("series");
  });
});

describe("the home rows (SPEC.md §2 'Home' and §9 counts)", () => {
  it("come in SPEC.md's order, each linking to its section's page", () => {
    expect(HOME_SECTIONS.map((section) => section.path)).toEqual([
      "/featured",
      "/trending",
      "/new-episodes",
      "/konusanlar",
      "/new-releases",
      "/turkish-content",
      "/new-movies",
      "/recommended",
      "/imdb-high-rated",
      "/most-commented",
      "/most-liked",
    ]);
  });

  it("every section with a home row is on the home once, under its own row name", () => {
    const withRow = SECTIONS.filter((section) => "home" in section).map((section) => section.key);
    expect(HOME_SECTIONS.map((section) => section.key).sort()).toEqual([...withRow].sort());
    expect(unique(HOME_SECTIONS.map((section) => section.home.row))).toBe(true);
  });

  it("'featured 20, trending 10, new episodes, new releases and others 15, new movies 12'", () => {
    expect(
      Object.fromEntries(HOME_SECTIONS.map((section) => [section.key, section.home.count])),
    ).toEqual({
      featured: 20,
      trending: 10,
      "new-episodes": 15,
      konusanlar: 15,
      "new-releases": 15,
      "turkish-content": 15,
      "new-movies": 12,
      recommended: 15,
      "imdb-high-rated": 15,
      "most-commented": 15,
      "most-liked": 15,
    });
  });

  it("SPEC.md §2: the trending row is 'trending series', the high-rated row 'externally rated 7+ movies'", () => {
    expect(HOME_SECTIONS.map((section) => section.home.title ?? section.title)).toEqual([
      "Öne Çıkanlar",
      "Trend Diziler",
      "Yeni Bölümler",
      "Konuşanlar - Son Bölümler",
      "Yeni Çıkanlar",
      "Yerli Yapımlar",
      "Yeni Filmler",
      "Önerilenler",
      "IMDb 7+ Filmler",
      "En Çok Yorumlananlar",
      "En Çok Beğenilenler",
    ]);
  });

  it("SPEC.md §2: the talk-show row 'is always empty'", () => {
    const talkShows: SectionHomeRow = SECTION.konusanlar.home;
    const pool = { movies: [], tv: [], newMovies: [], newSeries: [], trending: [], featured: [] };
    expect(talkShows.cut({ pool, everything: [], catalogItems: [] })).toEqual([]);
    expect(talkShows.emptyText).toBe("Henüz yeni bölüm yok.");
  });
});
