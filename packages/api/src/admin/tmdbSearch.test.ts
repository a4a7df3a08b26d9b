// Issue 33: "search by name, TMDB id or address, or IMDb id"; films and
// series of one search shown as one list of cards.
import { describe, expect, it } from "vitest";
import { mergeSearchResults, parseTmdbQuery } from "./tmdbSearch";

describe("parseTmdbQuery: one field takes a name, a TMDB id, a TMDB address or an IMDb id", () => {
  it.each([
    ["", { kind: "empty" }],
    ["   ", { kind: "empty" }],
    ["Dune", { kind: "text", text: "Dune" }],
    ["  Kış Uykusu ", { kind: "text", text: "Kış Uykusu" }],
    ["438631", { kind: "id", id: 438631 }],
    [
      "https://www.themoviedb.org/movie/438631-dune",
      { kind: "id", id: 438631, mediaType: "movie" },
    ],
    ["themoviedb.org/tv/1396?language=tr", { kind: "id", id: 1396, mediaType: "tv" }],
    ["tv/1396", { kind: "id", id: 1396, mediaType: "tv" }],
    ["tt1160419", { kind: "imdb", imdbId: "tt1160419" }],
    ["TT1160419", { kind: "imdb", imdbId: "tt1160419" }],
    ["https://www.imdb.com/title/tt1160419/", { kind: "imdb", imdbId: "tt1160419" }],
    // Out of the service's id range: searched as text rather than asked as an id.
    ["9999999999", { kind: "text", text: "9999999999" }],
    ["1984", { kind: "id", id: 1984 }],
  ])("%j", (raw, expected) => {
    expect(parseTmdbQuery(raw)).toEqual(expected);
  });

  it("a very long text is cut to what the proxy forwards", () => {
    const parsed = parseTmdbQuery("a".repeat(500));
    expect(parsed.kind === "text" && parsed.text.length).toBe(200);
  });
});

describe("mergeSearchResults: films and series as one list of cards", () => {
  it("most popular first, each once, with year and a small poster", () => {
    const cards = mergeSearchResults(
      [
        {
          id: 1,
          title: "Dune",
          original_title: "Dune",
          release_date: "2021-09-15",
          popularity: 5,
          poster_path: "/a.jpg",
        },
        { id: 1, title: "Dune", popularity: 5 },
      ],
      [{ id: 1, name: "Dune: Prophecy", first_air_date: "bilinmiyor", popularity: 9 }],
    );
    expect(cards).toEqual([
      {
        mediaType: "tv",
        tmdbId: 1,
        title: "Dune: Prophecy",
        originalTitle: "",
        year: "",
        posterUrl: null,
        popularity: 9,
      },
      {
        mediaType: "movie",
        tmdbId: 1,
        title: "Dune",
        originalTitle: "Dune",
        year: "2021",
        posterUrl: "https://image.tmdb.org/t/p/w200/a.jpg",
        popularity: 5,
      },
    ]);
  });
});
