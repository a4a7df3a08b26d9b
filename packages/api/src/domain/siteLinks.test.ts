import { describe, expect, it } from "vitest";
import {
  FOOTER_LIST_LINKS,
  FOOTER_PLATFORM_LINKS,
  HEADER_LINKS,
  footerGenreLinks,
  genreHref,
  watchHref,
  catalogueTwins,
  seriesCanonicalPath,
  genreLinks,
  platformHref,
} from "./siteLinks";

describe("site links (SPEC.md §2)", () => {
  it("the header links the home and the lists in order, then the viewer's list", () => {
    expect(HEADER_LINKS.map((link) => [link.label, link.href])).toEqual([
      ["Ana Sayfa", "/"],
      ["Yeni Filmler", "/new-movies"],
      ["Yeni Diziler", "/new-series"],
      ["Öne Çıkanlar", "/featured"],
      ["Trend", "/trending"],
      ["Listem", "/listem"],
    ]);
  });

  it("the footer lists every list page, the tv variants, talk shows, search and Listem", () => {
    expect(FOOTER_LIST_LINKS.map((link) => link.href)).toEqual([
      "/featured",
      "/trending",
      "/new-movies",
      "/imdb-high-rated",
      "/most-liked",
      "/most-commented",
      "/recommended",
      "/new-series",
      "/new-episodes",
      "/turkish-content",
      "/trending?type=tv",
      "/featured?type=tv",
      "/konusanlar",
      "/search",
      "/listem",
    ]);
  });

  it("footer genres: the fixed ids, named as the 'Tür' menu names them ('Drama', not 'Dram')", () => {
    expect(footerGenreLinks()).toEqual([
      { href: "/tur/28", label: "Aksiyon" },
      { href: "/tur/35", label: "Komedi" },
      { href: "/tur/18", label: "Drama" },
      { href: "/tur/27", label: "Korku" },
      { href: "/tur/878", label: "Bilim Kurgu" },
      { href: "/tur/10749", label: "Romantik" },
      { href: "/tur/16", label: "Animasyon" },
      { href: "/tur/80", label: "Suç" },
    ]);
  });

  it.each([
    [28, "/tur/28"],
    [10765, "/tur/10765"],
  ])("genre %i lives at %s", (id, href) => {
    expect(genreHref(id)).toBe(href);
    expect(genreLinks([{ id, name: "x" }])).toEqual([{ href, label: "x" }]);
  });

  it.each([
    ["Disney+", "/platform/disneyplus"],
    ["HBO Max", "/platform/hbo-max"],
    ["Netflix", "/platform/netflix"],
  ])("platform %s lives at %s", (platform, href) => {
    expect(platformHref(platform)).toBe(href);
  });

  it("the footer's platform is 'Disney+ dizileri'", () => {
    expect(FOOTER_PLATFORM_LINKS).toEqual([
      { href: "/platform/disneyplus", label: "Disney+ dizileri" },
    ]);
  });
});

describe("watchHref (issue 34: 'İzle' is a link to a page that plays without the app)", () => {
  it.each([
    [{ type: "movie", id: "m-kis-uykusu" } as const, "/movie/m-kis-uykusu/izle"],
    [{ type: "tv", id: "s-sahsiyet" } as const, "/tv/s-sahsiyet/izle"],
    [{ type: "tv", id: "s-sahsiyet", season: 2, episode: 5 } as const, "/tv/s-sahsiyet/izle/2/5"],
    // Half an episode address is the series' own watch page.
    [{ type: "tv", id: "1396", season: 1 } as const, "/tv/1396/izle"],
    [{ type: "movie", id: "a/b ç" } as const, "/movie/a%2Fb%20%C3%A7/izle"],
  ])("%j → %s", (target, href) => {
    expect(watchHref(target)).toBe(href);
  });
});

describe("seriesCanonicalPath (issue 31: one canonical address per series)", () => {
  it("a catalogue series is its /tv/ page; a series of the file only, its /series/ page", () => {
    expect(seriesCanonicalPath({ catalogueId: "s-sahsiyet" })).toBe("/tv/s-sahsiyet");
    expect(seriesCanonicalPath({ catalogueId: null, slug: "kurulus-osman" })).toBe(
      "/series/kurulus-osman",
    );
  });

  it.each([
    ["a catalogue series", { catalogueId: "s-sahsiyet" }, "/tv/s-sahsiyet"],
    [
      "a series of the file with a catalogue twin",
      { catalogueId: "s-yargi", slug: "yargi" },
      "/tv/s-yargi",
    ],
    [
      "a series of the file only",
      { catalogueId: null, slug: "kurulus-osman" },
      "/series/kurulus-osman",
    ],
    ["an id in the address is encoded", { catalogueId: "a/b c" }, "/tv/a%2Fb%20c"],
  ])("%s → %s", (_, series, path) => {
    expect(seriesCanonicalPath(series)).toBe(path);
  });
});

describe("catalogueTwins: which catalogue series a series of /dizi.json is", () => {
  const twins = catalogueTwins([
    { _id: "s-1", title: "Kuruluş: Osman" },
    { _id: "s-2", title: "Yargı" },
    { _id: "s-3", title: "KURULUŞ OSMAN" },
  ]);
  it.each([
    ["the same title by slug", "yargi", "s-2"],
    ["the first of two titles with one slug", "kurulus-osman", "s-1"],
    ["none", "sahsiyet", undefined],
  ])("%s", (_, slug, id) => {
    expect(twins.get(slug)).toBe(id);
  });
});
