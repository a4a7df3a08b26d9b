// The form's rules against the real catalogue service: for each case the
// browser-side check and the server (which validates with the contract
// itself) must agree on which fields are wrong, so the form can neither
// refuse what the server takes nor send what it refuses.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCatalogService, TEST_ADMIN_PASSWORD } from "../../test/catalogService";
import { movie } from "../../test/helpers";
import { CatalogError, createCatalogClient, type CatalogClient } from "../catalog/client";
import { movieInputRules } from "../generated/catalogValidators";
import {
  EMPTY_FILM_FORM,
  FILM_FORM_MESSAGES,
  FILM_SAVE_MESSAGES,
  filmFormValues,
  filmInputFromForm,
  formErrorsFromProblem,
  isCalendarDate,
  isStaleSave,
  saveFailure,
  movieInputOf,
  splitList,
  validateFilmForm,
  type FilmField,
  type FilmFormValues,
} from "./filmForm";

const form = (overrides: Partial<FilmFormValues>): FilmFormValues => ({
  ...EMPTY_FILM_FORM,
  title: "Deneme Filmi",
  ...overrides,
});

let counter = 0;
/** A title nobody else uses, so the server's duplicate check never interferes. */
const unique = (text: string) => `${text} ${++counter}-${Date.now()}`;

describe("form values and the request body", () => {
  it("splits comma lists, trims text and reads a Turkish decimal comma", () => {
    const input = filmInputFromForm(
      form({
        title: "  Kış Uykusu ",
        genres: "Dram, , Bilim Kurgu,",
        rating: "8,1",
        duration: "196",
        director: "Nuri Bilge Ceylan",
      }),
    );
    expect(input).toMatchObject({
      title: "Kış Uykusu",
      genre: ["Dram", "Bilim Kurgu"],
      rating: 8.1,
      duration: 196,
      director: "Nuri Bilge Ceylan",
      type: "movie",
      status: "active",
      featured: false,
      trending: false,
    });
    expect(input).not.toHaveProperty("releaseDate");
    expect(filmInputFromForm(form({ director: "A, B" })).director).toEqual(["A", "B"]);
    expect(splitList(" a ,b,, ")).toEqual(["a", "b"]);
    expect(filmInputFromForm(form({ audio: "TR, en, tr", subtitles: "" }))).toMatchObject({
      audio: ["tr", "en"],
    });
    expect(filmInputFromForm(form({ subtitles: "" }))).not.toHaveProperty("subtitles");
  });

  it("an edit keeps what the form does not show and drops what was emptied", () => {
    const stored = movie({
      title: "Eski",
      cast: ["Haluk Bilginer"],
      views: 1200,
      runtime: 150,
      releaseDate: "2014-05-16",
      createdAt: "2024-01-01T00:00:00.000Z",
    });
    const values = { ...filmFormValues(stored), title: "Yeni", releaseDate: "" };
    expect(values.duration).toBe("150");
    const input = filmInputFromForm(values, movieInputOf(stored));
    expect(input).toMatchObject({ title: "Yeni", cast: ["Haluk Bilginer"], views: 1200 });
    expect(input.duration).toBe(150);
    for (const gone of ["releaseDate", "runtime", "_id", "createdAt", "updatedAt"]) {
      expect(input).not.toHaveProperty(gone);
    }
  });

  it("a series keeps its airing status through the form; a film sends none", () => {
    const series = movie({ title: "Friends", type: "series", airingStatus: "ended" });
    const values = filmFormValues(series);
    expect(values.airingStatus).toBe("ended");
    const body = filmInputFromForm({ ...values, airingStatus: "ongoing" }, movieInputOf(series));
    expect(body.airingStatus).toBe("ongoing");
    expect(
      filmInputFromForm({ ...values, type: "movie" }, movieInputOf(series)),
    ).not.toHaveProperty("airingStatus");
    expect(filmFormValues(movie({ title: "Bilinmeyen" })).airingStatus).toBe("pending");
  });

  it("fills the form from a stored title", () => {
    const values = filmFormValues(
      movie({
        title: "Bir Zamanlar Anadolu'da",
        genre: ["Dram", "Suç"],
        director: ["Nuri Bilge Ceylan", "Ebru Ceylan"],
        status: "passive",
        featured: true,
      }),
    );
    expect(values).toMatchObject({
      title: "Bir Zamanlar Anadolu'da",
      genres: "Dram, Suç",
      director: "Nuri Bilge Ceylan, Ebru Ceylan",
      status: "passive",
      featured: true,
      rating: "5",
    });
  });

  it("knows a calendar date from a date-shaped string (the contract's format: date)", () => {
    expect(isCalendarDate("2024-02-29")).toBe(true);
    expect(isCalendarDate("2000-02-29")).toBe(true);
    expect(isCalendarDate("0050-01-31")).toBe(true);
    expect(isCalendarDate("2023-02-29")).toBe(false);
    expect(isCalendarDate("1900-02-29")).toBe(false);
    expect(isCalendarDate("2024-04-31")).toBe(false);
    expect(isCalendarDate("2024-13-01")).toBe(false);
    expect(isCalendarDate("2024-00-10")).toBe(false);
    expect(isCalendarDate("24-01-01")).toBe(false);
  });
});

describe("the form's checks come from the contract", () => {
  it("messages quote the contract's limits, in today's words", () => {
    expect(FILM_FORM_MESSAGES.title).toBe("Başlık 1 ile 200 karakter arasında olmalıdır.");
    expect(FILM_FORM_MESSAGES.director).toBe(
      "En fazla 50 yönetmen girilebilir; her biri en fazla 200 karakter olabilir.",
    );
    expect(FILM_FORM_MESSAGES.duration).toBe(
      "Süre 1 ile 1000 arasında tam sayı (dakika) olmalıdır.",
    );
    expect(FILM_FORM_MESSAGES.audio).toBe(
      "Ses dilleri en fazla 10 dil kodu olabilir (ör. tr, en).",
    );
  });

  it("an empty title is required, a long one too long; junk numbers are refused", () => {
    expect(validateFilmForm(form({ title: "  " }))).toEqual({
      title: FILM_FORM_MESSAGES.titleRequired,
    });
    expect(validateFilmForm(form({ title: "🎬".repeat(200) }))).toEqual({});
    expect(validateFilmForm(form({ title: "🎬".repeat(201) }))).toEqual({
      title: FILM_FORM_MESSAGES.title,
    });
    expect(validateFilmForm(form({ duration: "iki saat", rating: "yedi" }))).toEqual({
      duration: FILM_FORM_MESSAGES.duration,
      rating: FILM_FORM_MESSAGES.rating,
    });
    expect(validateFilmForm(form({ audio: "tr, TR, en" }))).toEqual({});
  });

  it("an edit is checked with the stored record's other fields; their problems are left to the server", () => {
    const stored = movie({ cast: ["x".repeat(201)] });
    const base = movieInputOf(stored);
    expect(validateFilmForm(filmFormValues(stored), base)).toEqual({});
    expect(validateFilmForm({ ...filmFormValues(stored), rating: "11" }, base)).toEqual({
      rating: FILM_FORM_MESSAGES.rating,
    });
  });

  it("an edit carries every field of the contract's MovieInput over from the stored title", () => {
    const stored = movie({ cast: ["Haluk Bilginer"], comments: 3, imdbId: "tt2758880" });
    expect(Object.keys(movieInputOf(stored)).sort()).toEqual(
      Object.keys(stored)
        .filter((key) => !["_id", "createdAt", "updatedAt"].includes(key))
        .sort(),
    );
  });
});

describe("server validation problems on the form's fields", () => {
  it("maps JSON pointers to fields with the field's Turkish rule", () => {
    const mapped = formErrorsFromProblem({
      type: "https://sinema.local/problems/validation",
      title: "Invalid",
      status: 400,
      errors: [
        { path: "/genre/3", message: "must NOT have more than 100 characters" },
        { path: "/runtime", message: "must be <= 1000" },
        { path: "/title", message: "must NOT have fewer than 1 characters" },
        { path: "/seasons/0/episodes/2/title", message: "must NOT have fewer than 1 characters" },
      ],
    });
    expect(mapped.fields).toEqual({
      genres: FILM_FORM_MESSAGES.genres,
      duration: FILM_FORM_MESSAGES.duration,
      title: FILM_FORM_MESSAGES.title,
    });
    expect(mapped.otherPaths).toEqual(["/seasons/0/episodes/2/title"]);
    expect(formErrorsFromProblem(undefined)).toEqual({ fields: {}, otherPaths: [] });
  });
});

describe("save failures", () => {
  const failed = (status: number, errors?: { path: string; message: string }[]) =>
    new CatalogError("x", status, {
      type: "https://sinema.local/problems/x",
      title: "x",
      status,
      ...(errors ? { errors } : {}),
    });
  const failedAs = (status: number, type: string) =>
    new CatalogError("x", status, {
      type: `https://sinema.local/problems/${type}`,
      title: "x",
      status,
    });

  it("a validation problem marks the fields and says so above the buttons", () => {
    expect(saveFailure(failed(400, [{ path: "/duration", message: "must be <= 1000" }]))).toEqual({
      fields: { duration: FILM_FORM_MESSAGES.duration },
      message: FILM_SAVE_MESSAGES.invalidFields,
    });
  });

  it("a problem on a field the form does not show is said as a whole", () => {
    const result = saveFailure(failed(400, [{ path: "/cast/0", message: "too short" }]));
    expect(result).toEqual({ fields: {}, message: FILM_SAVE_MESSAGES.invalidRecord });
  });

  it.each([
    [409, FILM_SAVE_MESSAGES.duplicate],
    [404, FILM_SAVE_MESSAGES.missing],
    [413, FILM_SAVE_MESSAGES.tooLarge],
    [500, FILM_SAVE_MESSAGES.failed],
    [0, FILM_SAVE_MESSAGES.failed],
  ])("status %i: %s", (status, message) => {
    expect(saveFailure(failed(status))).toEqual({ fields: {}, message });
  });

  it("anything else is a plain failure", () => {
    expect(saveFailure(new TypeError("x")).message).toBe(FILM_SAVE_MESSAGES.failed);
  });

  it.each<[string, unknown, boolean]>([
    ["409 stale: changed since the form loaded it", failedAs(409, "stale"), true],
    ["409 duplicate: another title, not a newer version", failedAs(409, "duplicate"), false],
    ["another status with the stale type", failedAs(400, "stale"), false],
    ["409 without a problem", new CatalogError("x", 409), false],
    ["not the catalogue's error", new TypeError("stale"), false],
  ])("isStaleSave: %s", (_, error, stale) => {
    expect(isStaleSave(error)).toBe(stale);
  });
});

describe("the form's rules are the contract's (against the real service)", () => {
  let service: Awaited<ReturnType<typeof startCatalogService>>;
  let client: CatalogClient;
  let token: string;
  beforeAll(async () => {
    service = await startCatalogService();
    client = createCatalogClient({ baseUrl: service.baseUrl });
    ({ token } = await client.login({ username: "admin", password: TEST_ADMIN_PASSWORD }));
  });
  afterAll(async () => {
    await service?.stop();
  });

  /** The fields the server refuses in this form's body, or the stored title. */
  async function serverVerdict(values: FilmFormValues) {
    try {
      return { stored: await client.createMovie(filmInputFromForm(values), token), fields: [] };
    } catch (error) {
      if (!(error instanceof CatalogError) || error.status !== 400) throw error;
      const mapped = formErrorsFromProblem(error.problem);
      expect(mapped.otherPaths).toEqual([]);
      return { stored: undefined, fields: Object.keys(mapped.fields).sort() };
    }
  }

  const long = (n: number, unit = "ş") => unit.repeat(n);
  const invalid: [string, Partial<FilmFormValues>, FilmField[]][] = [
    ["blank title", { title: "   " }, ["title"]],
    ["title over 200 characters", { title: long(201) }, ["title"]],
    ["original title over 200", { originalTitle: long(201) }, ["originalTitle"]],
    [
      "21 genres",
      { genres: Array.from({ length: 21 }, (_, i) => `Tür ${i}`).join(",") },
      ["genres"],
    ],
    ["a genre over 100 characters", { genres: `Dram, ${long(101)}` }, ["genres"]],
    ["February 30th", { releaseDate: "2024-02-30" }, ["releaseDate"]],
    ["a date in another format", { releaseDate: "16.05.2014" }, ["releaseDate"]],
    ["duration 0", { duration: "0" }, ["duration"]],
    ["duration 1001", { duration: "1001" }, ["duration"]],
    ["a fractional duration", { duration: "95.5" }, ["duration"]],
    ["rating above 10", { rating: "10,5" }, ["rating"]],
    ["a negative rating", { rating: "-1" }, ["rating"]],
    ["201 seasons", { totalSeasons: "201" }, ["totalSeasons"]],
    ["a director over 200", { director: long(201) }, ["director"]],
    ["a poster address over 500", { poster: `https://${long(493, "a")}` }, ["poster"]],
    ["a video address over 500", { videoUrl: `/${long(500, "v")}` }, ["videoUrl"]],
    ["a script address as video", { videoUrl: "javascript:alert(1)" }, ["videoUrl"]],
    ["a data address as poster", { poster: "data:image/png;base64,AAAA" }, ["poster"]],
    ["an address on another host without a scheme", { poster: "//evil.test/p.png" }, ["poster"]],
    ["a description over 5000", { description: long(5001) }, ["description"]],
    ["a language name instead of a code", { audio: "Türkçe" }, ["audio"]],
    ["11 subtitle languages", { subtitles: "aa,bb,cc,dd,ee,ff,gg,hh,ii,jj,kk" }, ["subtitles"]],
    [
      "several at once",
      { title: "", duration: "0", rating: "11" },
      ["duration", "rating", "title"],
    ],
  ];

  it.each(invalid)("%s: both refuse the same fields", async (_, overrides, fields) => {
    const values = form({ title: unique("Geçersiz"), ...overrides });
    expect(Object.keys(validateFilmForm(values)).sort()).toEqual(fields);
    expect((await serverVerdict(values)).fields).toEqual(fields);
  });

  const valid: [string, Partial<FilmFormValues>][] = [
    ["only the title", {}],
    [
      "a series with everything filled",
      {
        type: "series",
        status: "passive",
        genres: "Dram, Gerilim",
        releaseDate: "2024-02-29",
        duration: "45",
        rating: "8,7",
        totalSeasons: "3",
        director: "Onur Saylak, Ali Bilgin",
        poster: "/api/images/poster/x.svg",
        videoUrl: "https://example.com/v",
        description: "Açıklama",
        audio: "tr, en",
        subtitles: "tr",
        featured: true,
        trending: true,
      },
    ],
    [
      "limits exactly",
      {
        title: long(190),
        originalTitle: long(200),
        genres: Array.from({ length: 20 }, (_, i) => `${long(97)}${i}`).join(","),
        duration: "1000",
        rating: "10",
        totalSeasons: "200",
        director: long(200),
        poster: `https://${long(492, "p")}`,
        description: long(5000),
      },
    ],
    ["lower limits", { duration: "1", rating: "0", totalSeasons: "0" }],
  ];

  it.each(valid)("%s: both accept, and the server stores what was typed", async (_, overrides) => {
    const title = unique(overrides.title ?? "Geçerli").slice(
      0,
      movieInputRules.properties.title.maxLength,
    );
    const values = form({ ...overrides, title });
    expect(validateFilmForm(values)).toEqual({});
    const { stored, fields } = await serverVerdict(values);
    expect(fields).toEqual([]);
    expect(filmFormValues(stored)).toMatchObject({
      ...values,
      title: values.title.trim(),
      genres: splitList(values.genres).join(", "),
      rating: values.rating ? String(Number(values.rating.replace(",", "."))) : "0",
    });
  });

  it("a second title with the same name, type and date is a duplicate", async () => {
    const values = form({ title: unique("İkiz"), releaseDate: "2020-01-01" });
    await client.createMovie(filmInputFromForm(values), token);
    const error = await client.createMovie(filmInputFromForm(values), token).catch((e) => e);
    expect(saveFailure(error).message).toBe(FILM_SAVE_MESSAGES.duplicate);
  });

  it("saving any stored title unchanged through the form is accepted and changes nothing", async () => {
    const { movies } = await client.listMovies({ limit: 500 });
    expect(movies.length).toBeGreaterThan(100);
    for (const summary of movies) {
      const stored = await client.getMovie(summary._id);
      const body = filmInputFromForm(filmFormValues(stored), movieInputOf(stored));
      expect(validateFilmForm(filmFormValues(stored)), stored.title).toEqual({});
      const saved = await client.updateMovie(stored._id, body, token);
      const { updatedAt: _a, ...before } = stored;
      const { updatedAt: _b, ...after } = saved;
      // Only an older record's runtime moves to duration.
      if (before.runtime !== undefined && before.duration === undefined) {
        before.duration = before.runtime;
        delete before.runtime;
      }
      expect(after, stored.title).toEqual(before);
    }
  }, 60_000);
});
