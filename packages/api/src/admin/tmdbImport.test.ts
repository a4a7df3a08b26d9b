// Issue 33: "picking one fills the whole form: Turkish title and overview
// (tr-TR, falling back to the original with a visible note), original title,
// year, runtime (first episode runtime for series), genres mapped to ours
// (unmapped ones listed, not dropped silently), top 10 cast and the director
// (series: creators), country, language, rating, poster and backdrop, tmdbId,
// imdbId, and for series all seasons and episodes", and item 7: an odd answer
// fills what it can and leaves a note, never throws.
import { describe, expect, it } from "vitest";
import type { MovieDetails, SeasonDetails, TvDetails } from "../tmdb/client";
import { validateFilmForm, filmInputFromForm } from "./filmForm";
import { validateMovieInput } from "../generated/catalogValidators";
import { IMPORT_NOTES, importMovie, importSeries } from "./tmdbImport";

const FILM: MovieDetails = {
  id: 438631,
  title: "Dune: Çöl Gezegeni",
  original_title: "Dune",
  original_language: "en",
  overview: "Çöl gezegeninde geçen bir yolculuk.",
  release_date: "2021-09-15",
  runtime: 155,
  vote_average: 7.84,
  vote_count: 1000,
  poster_path: "/poster.jpg",
  backdrop_path: "/backdrop.jpg",
  genres: [
    { id: 878, name: "Bilim-Kurgu" },
    { id: 12, name: "Macera" },
  ],
  production_countries: [{ iso_3166_1: "US", name: "United States of America" }],
  external_ids: { imdb_id: "tt1160419" },
  credits: {
    cast: Array.from({ length: 14 }, (_, n) => ({ id: n, name: `Oyuncu ${n}`, order: 13 - n })),
    crew: [
      { id: 99, name: "Denis Villeneuve", job: "Director" },
      { id: 98, name: "Jon Spaihts", job: "Screenplay" },
    ],
  },
  images: { posters: [{ file_path: "/tr-poster.jpg", iso_639_1: "tr" }], backdrops: [] },
  translations: {
    translations: [
      { iso_639_1: "en", iso_3166_1: "US", data: { title: "Dune", overview: "A journey." } },
      {
        iso_639_1: "tr",
        iso_3166_1: "TR",
        data: { title: "Dune: Çöl Gezegeni", overview: "Türkçe özet." },
      },
    ],
  },
};

describe("importMovie: a film's answer fills the form and the record", () => {
  const imported = importMovie(FILM);

  it("fills every form field it has, in the catalogue's words", () => {
    expect(imported.values).toMatchObject({
      title: "Dune: Çöl Gezegeni",
      originalTitle: "Dune",
      type: "movie",
      description: "Türkçe özet.",
      releaseDate: "2021-09-15",
      duration: "155",
      rating: "7.8",
      genres: "Bilim Kurgu",
      director: "Denis Villeneuve",
      poster: "https://image.tmdb.org/t/p/w500/tr-poster.jpg",
    });
  });

  it("fills the record's other fields: top 10 cast in billing order, country, language, ids, backdrop", () => {
    expect(imported.extra).toEqual({
      tmdbId: 438631,
      imdbId: "tt1160419",
      language: "en",
      country: "Amerika Birleşik Devletleri",
      backdrop: "https://image.tmdb.org/t/p/w1280/backdrop.jpg",
      cast: Array.from({ length: 10 }, (_, n) => `Oyuncu ${13 - n}`),
    });
  });

  it("lists the genres it could not map on the field, dropping none silently", () => {
    expect(imported.unmappedGenres).toEqual(["Macera"]);
    expect(imported.notes.genres).toBe(IMPORT_NOTES.unmappedGenres(["Macera"]));
  });

  it("is a body the contract accepts and the form's own check passes", () => {
    expect(validateFilmForm(imported.values, imported.extra as never)).toEqual({});
    expect(validateMovieInput(filmInputFromForm(imported.values, imported.extra as never))).toBe(
      true,
    );
  });

  it("without a Turkish translation, the original title and overview with a visible note", () => {
    const untranslated = importMovie({
      ...FILM,
      title: "Dune",
      overview: "",
      translations: { translations: [FILM.translations!.translations![0]!] },
    });
    expect(untranslated.values.title).toBe("Dune");
    expect(untranslated.notes.title).toBe(IMPORT_NOTES.titleFallback);
    expect(untranslated.values.description).toBe("A journey.");
    expect(untranslated.notes.description).toBe(IMPORT_NOTES.overviewFallback);
  });

  it("a Turkish production keeps its own title without a note", () => {
    const turkish = importMovie({
      id: 1,
      title: "Kış Uykusu",
      original_title: "Kış Uykusu",
      original_language: "tr",
    });
    expect(turkish.values.title).toBe("Kış Uykusu");
    expect(turkish.notes.title).toBeUndefined();
  });
});

describe("an odd answer (valid against the contract) fills what it can and notes the rest", () => {
  it.each<
    [string, Partial<MovieDetails>, Record<string, string | undefined>, Record<string, unknown>]
  >([
    [
      "missing optional fields",
      {},
      {
        releaseDate: IMPORT_NOTES.date(""),
        duration: IMPORT_NOTES.duration(""),
        poster: IMPORT_NOTES.noPoster,
      },
      { releaseDate: "", duration: "", poster: "", rating: "", genres: "" },
    ],
    [
      "a date that does not parse",
      { release_date: "2023-13-45" },
      { releaseDate: IMPORT_NOTES.date("2023-13-45") },
      { releaseDate: "" },
    ],
    [
      "a negative runtime",
      { runtime: -5 },
      { duration: IMPORT_NOTES.duration("-5") },
      { duration: "" },
    ],
    [
      "a huge runtime",
      { runtime: 100000 },
      { duration: IMPORT_NOTES.duration("100000") },
      { duration: "" },
    ],
    [
      "a rating out of range",
      { vote_average: 99 },
      { rating: IMPORT_NOTES.rating("99") },
      { rating: "" },
    ],
    [
      "an unrated title (0 votes) leaves the rating empty without a note",
      { vote_average: 0, vote_count: 0 },
      { rating: undefined },
      { rating: "" },
    ],
    [
      "an empty title and original title",
      { title: "", original_title: "" },
      { title: IMPORT_NOTES.titleMissing },
      { title: "" },
    ],
    [
      "a very long name",
      { title: "Ç".repeat(300), original_title: "Ç".repeat(300) },
      { title: IMPORT_NOTES.shortened(200), originalTitle: IMPORT_NOTES.shortened(200) },
      { title: "Ç".repeat(200), originalTitle: "Ç".repeat(200) },
    ],
    [
      "an IMDb id in another shape",
      { external_ids: { imdb_id: "nm0000001" } },
      { imdbId: IMPORT_NOTES.imdb("nm0000001") },
      {},
    ],
    [
      "no director",
      {
        credits: {
          cast: [
            { id: 1, name: "" },
            { id: 2, name: "  Ada Kara  " },
          ],
          crew: [],
        },
      },
      { director: IMPORT_NOTES.noDirector },
      { director: "" },
    ],
  ])("%s", (_name, answer, notes, values) => {
    const imported = importMovie({ id: 5, title: "Film", original_title: "Film", ...answer });
    for (const [field, note] of Object.entries(notes)) {
      expect(imported.notes[field as keyof typeof imported.notes], field).toBe(note);
    }
    expect(imported.values).toMatchObject(values);
    // What was filled is always something the form would accept.
    const errors = validateFilmForm(imported.values, imported.extra as never);
    if (imported.values.title !== "") expect(errors).toEqual({});
  });

  it("cast names are trimmed, blank ones dropped, long ones cut to the contract's length", () => {
    const imported = importMovie({
      id: 5,
      title: "Film",
      credits: {
        cast: [
          { id: 1, name: "" },
          { id: 2, name: "x".repeat(300) },
          { id: 3, name: "  Ada Kara  " },
        ],
      },
    });
    expect(imported.extra.cast).toEqual(["x".repeat(200), "Ada Kara"]);
  });
});

const SERIES: TvDetails = {
  id: 1396,
  name: "Breaking Bad",
  original_name: "Breaking Bad",
  original_language: "en",
  origin_country: ["US"],
  first_air_date: "2008-01-20",
  episode_run_time: [],
  status: "Ended",
  vote_average: 8.9,
  vote_count: 10,
  genres: [
    { id: 18, name: "Dram" },
    { id: 80, name: "Suç" },
  ],
  created_by: [{ id: 1, name: "Vince Gilligan" }],
  seasons: [
    { season_number: 1, episode_count: 2 },
    { season_number: 2, episode_count: 1 },
  ],
  external_ids: { imdb_id: "tt0903747" },
  translations: {
    translations: [{ iso_639_1: "tr", data: { name: "Breaking Bad", overview: "Bir öğretmen." } }],
  },
};

const SEASON_1: SeasonDetails = {
  season_number: 1,
  name: "1. Sezon",
  air_date: "2008-01-20",
  episodes: [
    {
      id: 1,
      episode_number: 1,
      name: "Pilot",
      air_date: "2008-01-20",
      runtime: 58,
      overview: "İlk.",
    },
    { id: 2, episode_number: 2, name: "", air_date: "20.01.2008", runtime: -1 },
    { id: 3, episode_number: 2, name: "Aynı numara", air_date: null, runtime: null },
  ],
};

describe("importSeries: creators, seasons and episodes", () => {
  const imported = importSeries(SERIES, [SEASON_1, null]);

  it("takes the first episode's runtime when the series gives none, and the creators as director", () => {
    expect(imported.values).toMatchObject({
      type: "series",
      title: "Breaking Bad",
      duration: "58",
      director: "Vince Gilligan",
      airingStatus: "ended",
      description: "Bir öğretmen.",
      genres: "Drama",
    });
    expect(imported.notes.genres).toBe(IMPORT_NOTES.unmappedGenres(["Suç"]));
  });

  it("keeps every season it could read, with names, numbers, air dates and runtimes", () => {
    expect(imported.extra.seasons).toEqual([
      {
        number: 1,
        title: "1. Sezon",
        year: 2008,
        episodes: [
          { number: 1, title: "Pilot", description: "İlk.", duration: 58, airDate: "2008-01-20" },
          { number: 2, title: "2. Bölüm" },
        ],
      },
    ]);
    expect(imported.values.totalSeasons).toBe("1");
    expect(imported.notes.seasons).toBe(IMPORT_NOTES.seasonsSkipped(1));
    expect(validateMovieInput(filmInputFromForm(imported.values, imported.extra as never))).toBe(
      true,
    );
  });

  it("a series without creators says so on the field", () => {
    expect(importSeries({ ...SERIES, created_by: [] }, []).notes.director).toBe(
      IMPORT_NOTES.noCreator,
    );
  });
});
