#!/usr/bin/env node
// A local stand-in for the metadata service (TMDB API v3), speaking
// openapi/tmdb.yaml over real HTTP with the records in records/. Tests start
// it in-process (`startTmdbFixture`); other processes (the end-to-end
// harness, the catalogue's metadata proxy) run it with plain node:
//
//   node packages/api/test/tmdb-fixture/server.mjs [--port 0] [--host 127.0.0.1]
//        [--api-key KEY] [--rules '[{"path":"/movie/popular","page":2,"status":500}]']
//
// It prints {"event":"listening","service":"tmdb-fixture","port":N} once it
// listens, like the Deno services. Paths are served both at the root and
// under /3 (the public API's prefix). Faults are rules, set at start or at
// run time (PUT /__fixture/rules with a JSON array), so a test can make one
// page fail, answer slowly or answer with any status.
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));

/** The service's page size. */
export const PAGE_SIZE = 20;
/** The service refuses pages above this. */
export const MAX_PAGE = 500;
/** Films released on or after this date are "now playing" in the fixture's fixed present. */
export const NOW_PLAYING_FROM = "2025-01-01";
/** Largest request body the control endpoint accepts. */
const MAX_CONTROL_BODY_BYTES = 64 * 1024;

/**
 * @typedef {object} FaultRule
 * @property {string} path   Path as the contract spells it (e.g. "/movie/popular"), or "*" for every path.
 * @property {number} [page] Only this page; every page when absent.
 * @property {number} [status] Answer with this status and the service's error document.
 * @property {number} [delayMs] Wait this long before answering.
 * @property {string} [body]  Answer with this raw text instead (e.g. malformed JSON).
 * @property {number} [times] Only the first `times` matching requests (a 429 that passes once retried).
 */

/**
 * @typedef {object} RecordedRequest
 * @property {string} method
 * @property {string} path   Without the /3 prefix.
 * @property {Record<string, string>} query
 */

/**
 * @typedef {object} FixtureOptions
 * @property {number} [port]   0 (default) picks a free port.
 * @property {string} [host]   Default 127.0.0.1.
 * @property {string} [apiKey] When set, requests without this api_key answer 401 like the service.
 * @property {FaultRule[]} [rules]
 */

/**
 * @typedef {object} RunningFixture
 * @property {string} url   Base URL to give a metadata client, e.g. http://127.0.0.1:PORT
 * @property {number} port
 * @property {RecordedRequest[]} requests  Every request served, in order (control requests excluded).
 * @property {() => number} maxInFlight  Most requests answered at once since the start or the last clearRequests.
 * @property {(rules: FaultRule[]) => void} setRules
 * @property {() => void} clearRequests
 * @property {() => Promise<void>} close
 */

/** @param {string} name */
function load(name) {
  return JSON.parse(readFileSync(path.join(here, "records", name), "utf8"));
}

/** @type {Array<Record<string, any>>} */
const MOVIES = load("movies.json");
/** @type {Array<Record<string, any>>} */
const SERIES = load("tv.json");
/** @type {Array<Record<string, any>>} */
const PEOPLE = load("people.json");
/** @type {{ movie: Array<{ id: number, name: string }>, tv: Array<{ id: number, name: string }> }} */
const GENRES = load("genres.json");

const MOVIE_LIST_FIELDS = [
  "adult",
  "backdrop_path",
  "genre_ids",
  "id",
  "original_language",
  "original_title",
  "overview",
  "popularity",
  "poster_path",
  "release_date",
  "title",
  "video",
  "vote_average",
  "vote_count",
];
const TV_LIST_FIELDS = [
  "adult",
  "backdrop_path",
  "first_air_date",
  "genre_ids",
  "id",
  "name",
  "origin_country",
  "original_language",
  "original_name",
  "overview",
  "popularity",
  "poster_path",
  "vote_average",
  "vote_count",
];
const PERSON_LIST_FIELDS = [
  "adult",
  "gender",
  "id",
  "known_for_department",
  "media_type",
  "name",
  "original_name",
  "popularity",
  "profile_path",
];

/**
 * @param {Record<string, any>} record
 * @param {string[]} fields
 * @param {Record<string, unknown>} [extra]
 */
function pick(record, fields, extra = {}) {
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const field of fields) out[field] = record[field];
  return { ...out, ...extra };
}

/** @param {Record<string, any>} m @param {boolean} [mixed] */
const movieItem = (m, mixed = false) =>
  pick(m, MOVIE_LIST_FIELDS, mixed ? { media_type: "movie" } : {});
/** @param {Record<string, any>} t @param {boolean} [mixed] */
const tvItem = (t, mixed = false) => pick(t, TV_LIST_FIELDS, mixed ? { media_type: "tv" } : {});

/** @param {Record<string, any>} p */
function personItem(p) {
  const knownFor = /** @type {string[]} */ (p.known_for).flatMap((ref) => {
    const id = Number(ref.slice(1));
    const found = ref.startsWith("m")
      ? MOVIES.find((m) => m.id === id)
      : SERIES.find((t) => t.id === id);
    if (!found) return [];
    return [ref.startsWith("m") ? movieItem(found, true) : tvItem(found, true)];
  });
  return pick(p, PERSON_LIST_FIELDS, { known_for: knownFor });
}

/** Case- and accent-insensitive, with Turkish dotted and dotless i folded together. */
/** @param {string} text */
function fold(text) {
  return text.replace(/[İIı]/g, "i").normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** @param {number} a @param {number} b */
const desc = (a, b) => b - a;

const byPopularity = (/** @type {Record<string, any>} */ a, /** @type {Record<string, any>} */ b) =>
  desc(a.popularity, b.popularity) || a.id - b.id;
const byRating = (/** @type {Record<string, any>} */ a, /** @type {Record<string, any>} */ b) =>
  desc(a.vote_average, b.vote_average) || desc(a.vote_count, b.vote_count) || a.id - b.id;

/** A stable daily "trend" order mixing films, series and people. */
/** @param {Record<string, any>} record @param {string} kind */
function trendScore(record, kind) {
  let h = 2166136261;
  for (const char of `${kind}${record.id}`) h = Math.imul(h ^ (char.codePointAt(0) ?? 0), 16777619);
  return record.popularity * (0.5 + ((h >>> 0) % 1000) / 1000);
}

const TRENDING = [
  ...MOVIES.map((m) => ({ score: trendScore(m, "m"), item: movieItem(m, true) })),
  ...SERIES.map((t) => ({ score: trendScore(t, "t"), item: tvItem(t, true) })),
  // The service mixes people in from the first page on; their popularity numbers run lower.
  ...PEOPLE.map((p) => ({ score: trendScore(p, "p") * 4, item: personItem(p) })),
]
  .sort((a, b) => desc(a.score, b.score))
  .map((entry) => entry.item);

/**
 * @param {number} status
 * @param {number} code  The service's status_code.
 * @param {string} message
 */
function serviceError(status, code, message) {
  return { status, body: { success: false, status_code: code, status_message: message } };
}

const NOT_FOUND = serviceError(404, 34, "The resource you requested could not be found.");
const INVALID_PAGE = serviceError(
  422,
  22,
  "Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.",
);
const INVALID_KEY = serviceError(401, 7, "Invalid API key: You must be granted a valid key.");

/**
 * @param {URLSearchParams} query
 * @param {unknown[]} all
 */
function paged(query, all) {
  const raw = query.get("page") ?? "1";
  const page = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(page >= 1 && page <= MAX_PAGE)) return INVALID_PAGE;
  const totalPages = Math.min(Math.ceil(all.length / PAGE_SIZE), MAX_PAGE);
  return {
    status: 200,
    body: {
      page,
      results: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      total_pages: totalPages,
      total_results: all.length,
    },
  };
}

/** @param {number[]} ids @param {Array<{ id: number, name: string }>} list */
const genreObjects = (ids, list) =>
  ids.flatMap((id) => {
    const genre = list.find((g) => g.id === id);
    return genre ? [genre] : [];
  });

/**
 * Issue 33: people for the credits the import asks for. Names are the
 * fixture's own (no recording of the service): each title gets a stable
 * cast of 12 and a director (films) or creators (series) picked by its id.
 */
const FIRST_NAMES = [
  "Ayşe",
  "Mehmet",
  "Elif",
  "Can",
  "Zeynep",
  "Emre",
  "Deniz",
  "Selin",
  "Kerem",
  "Ece",
  "Burak",
  "Nil",
  "Ozan",
  "İpek",
];
const LAST_NAMES = [
  "Yılmaz",
  "Kaya",
  "Demir",
  "Şahin",
  "Çelik",
  "Yıldız",
  "Aydın",
  "Öztürk",
  "Arslan",
  "Doğan",
  "Kılıç",
  "Aslan",
];

/** @param {number} id @param {number} n */
function personName(id, n) {
  const seed = (id * 31 + n * 17) >>> 0;
  return `${FIRST_NAMES[seed % FIRST_NAMES.length]} ${LAST_NAMES[(seed >> 3) % LAST_NAMES.length]} ${n + 1}`;
}

/** @param {number} id */
function credits(id) {
  return {
    // Listed out of billing order, as the service may: `order` says the billing.
    cast: Array.from({ length: 12 }, (_, n) => ({
      id: id * 100 + n,
      name: personName(id, n),
      character: `Karakter ${n + 1}`,
      order: (n * 5) % 12,
      profile_path: null,
    })),
    crew: [
      {
        id: id * 100 + 90,
        name: `Yönetmen ${personName(id, 90)}`,
        job: "Director",
        department: "Directing",
      },
      { id: id * 100 + 91, name: personName(id, 91), job: "Screenplay", department: "Writing" },
    ],
  };
}

/** @param {Record<string, any>} record @param {"movie" | "tv"} type */
function translations(record, type) {
  const local = type === "movie" ? { title: record.title } : { name: record.name };
  const original =
    type === "movie" ? { title: record.original_title } : { name: record.original_name };
  return {
    translations: [
      {
        iso_3166_1: "TR",
        iso_639_1: "tr",
        name: "Türkçe",
        english_name: "Turkish",
        data: { ...local, overview: record.overview },
      },
      {
        iso_3166_1: "US",
        iso_639_1: "en",
        name: "English",
        english_name: "English",
        data: {
          ...original,
          overview: `${original.title ?? original.name}: the English overview.`,
        },
      },
    ],
  };
}

/** @param {Record<string, any>} record */
function images(record) {
  return {
    posters: record.poster_path
      ? [{ file_path: record.poster_path, iso_639_1: "tr", width: 500, height: 750 }]
      : [],
    backdrops: record.backdrop_path
      ? [{ file_path: record.backdrop_path, iso_639_1: null, width: 1280, height: 720 }]
      : [],
  };
}

/**
 * The members `append_to_response` asks for (external_ids, and for the
 * admin's import credits, images and translations).
 * @param {URLSearchParams} query @param {Record<string, any>} record @param {"movie" | "tv"} type
 */
function withAppended(query, record, /** @type {Record<string, unknown>} */ details, type) {
  const append = (query.get("append_to_response") ?? "").split(",");
  /** @type {Record<string, unknown>} */
  const extra = {};
  if (append.includes("external_ids")) {
    extra.external_ids = { imdb_id: record.imdb_id, tvdb_id: null, wikidata_id: null };
  }
  if (append.includes("credits")) extra.credits = credits(record.id);
  if (append.includes("images")) extra.images = images(record);
  if (append.includes("translations")) extra.translations = translations(record, type);
  return { ...details, ...extra };
}

/**
 * Issue 33 item 7: answers valid against openapi/tmdb.yaml but odd, and one
 * that breaks it. They are found by /search/movie, /search/tv and by id
 * only, never in the public lists, so the site's pages are unchanged.
 */
export const ODD_MOVIE_ID = 990001;
export const BROKEN_MOVIE_ID = 990002;
export const ODD_SERIES_ID = 990003;
const LONG_NAME = "Çok ".repeat(80).trim();

/** @type {Record<string, any>} */
const ODD_MOVIE = {
  adult: false,
  backdrop_path: null,
  genre_ids: [424242, 18],
  id: ODD_MOVIE_ID,
  original_language: "xx",
  original_title: `Tuhaf Yanıt ${LONG_NAME}`,
  overview: "",
  popularity: 0.5,
  poster_path: null,
  release_date: "2023-13-45",
  title: "",
  video: false,
  vote_average: 99,
  vote_count: -3,
};

/** @type {Record<string, any>} */
const BROKEN_MOVIE = {
  adult: false,
  backdrop_path: null,
  genre_ids: [],
  id: BROKEN_MOVIE_ID,
  original_language: "tr",
  original_title: "Bozuk Yanıt",
  overview: "Ayrıntısı sözleşmeye uymayan bir film.",
  popularity: 0.4,
  poster_path: null,
  release_date: "2020-01-01",
  title: "Bozuk Yanıt",
  video: false,
  vote_average: 5,
  vote_count: 10,
};

/** @type {Record<string, any>} */
const ODD_SERIES = {
  adult: false,
  backdrop_path: "",
  first_air_date: "",
  genre_ids: [10765, 999999],
  id: ODD_SERIES_ID,
  name: "Tuhaf Dizi",
  origin_country: ["ZZZ", "TR"],
  original_language: "tr",
  original_name: "Tuhaf Dizi",
  overview: "",
  popularity: 0.3,
  poster_path: "/tuhaf.jpg",
  vote_average: -1,
  vote_count: 0,
};

/** @param {number} id @param {URLSearchParams} query */
function oddDetails(id, query) {
  const append = (query.get("append_to_response") ?? "").split(",");
  if (id === ODD_MOVIE_ID) {
    const rest = { ...ODD_MOVIE };
    delete rest.genre_ids;
    return {
      ...rest,
      runtime: -5,
      genres: [
        { id: 424242, name: "Uzay Westerni" },
        { id: 18, name: "Dram" },
      ],
      production_countries: [],
      ...(append.includes("credits")
        ? {
            credits: {
              cast: [
                { id: 1, name: "" },
                { id: 2, name: LONG_NAME + LONG_NAME },
                { id: 3, name: "  Ada Kara  " },
              ],
              crew: [],
            },
          }
        : {}),
      ...(append.includes("external_ids") ? { external_ids: { imdb_id: "nm0000001" } } : {}),
      ...(append.includes("translations") ? { translations: { translations: [] } } : {}),
    };
  }
  if (id === BROKEN_MOVIE_ID) return { id: String(id), title: 42, genres: "Dram" };
  return undefined;
}

/** @param {number} id @param {URLSearchParams} query */
function oddSeriesDetails(id, query) {
  if (id !== ODD_SERIES_ID) return undefined;
  const append = (query.get("append_to_response") ?? "").split(",");
  const rest = { ...ODD_SERIES };
  delete rest.genre_ids;
  return {
    ...rest,
    genres: [
      { id: 10765, name: "Bilim Kurgu & Fantazi" },
      { id: 999999, name: "" },
    ],
    episode_run_time: [],
    status: "Planned",
    created_by: [],
    seasons: [
      { id: 1, season_number: 1, name: "1. Sezon", episode_count: 2, air_date: "bilinmiyor" },
      { id: 2, season_number: 2, name: "2. Sezon", episode_count: 0, air_date: null },
    ],
    ...(append.includes("external_ids") ? { external_ids: { imdb_id: null } } : {}),
    ...(append.includes("translations") ? { translations: { translations: [] } } : {}),
  };
}

/** @param {number} id @param {number} season */
function oddSeason(id, season) {
  if (id !== ODD_SERIES_ID || season !== 1) return undefined;
  return {
    season_number: 1,
    name: "",
    air_date: null,
    episodes: [
      { id: 1, episode_number: 1, name: "", air_date: "31.12.2020", runtime: 0 },
      { id: 2, episode_number: 2, name: "İkinci", air_date: "2021-01-07", runtime: 44 },
      { id: 3, episode_number: 2, name: "İkinci (tekrar)", air_date: null, runtime: null },
    ],
  };
}

/** @param {URLSearchParams} query @param {Array<Record<string, any>>} records @param {"movie" | "tv"} type */
function searchOne(query, records, type) {
  const term = fold((query.get("query") ?? "").trim());
  if (!term) return paged(query, []);
  const key = type === "movie" ? ["title", "original_title"] : ["name", "original_name"];
  const hits = records
    .filter((r) => key.some((k) => fold(String(r[k] ?? "")).includes(term)))
    .sort(byPopularity);
  return paged(
    query,
    hits.map((r) => (type === "movie" ? movieItem(r) : tvItem(r))),
  );
}

/** @param {Record<string, any>} m @param {URLSearchParams} query */
function movieDetails(m, query) {
  const { genre_ids: genreIds, ...rest } = m;
  return withAppended(query, m, { ...rest, genres: genreObjects(genreIds, GENRES.movie) }, "movie");
}

/** @param {Record<string, any>} t @param {URLSearchParams} query */
function tvDetails(t, query) {
  const { genre_ids: genreIds, episodes_per_season: perSeason, ...rest } = t;
  // The service gives a series' IMDb id only under external_ids.
  delete rest.imdb_id;
  const seasons = Array.from({ length: t.number_of_seasons }, (_, index) => ({
    id: t.id * 100 + index + 1,
    season_number: index + 1,
    name: `${index + 1}. Sezon`,
    episode_count: perSeason,
    air_date: seasonStart(t, index + 1),
    poster_path: t.poster_path,
  }));
  return withAppended(
    query,
    t,
    {
      ...rest,
      genres: genreObjects(genreIds, GENRES.tv),
      seasons,
      created_by: [{ id: t.id * 100 + 95, name: `Yaratıcı ${personName(t.id, 95)}` }],
    },
    "tv",
  );
}

/** @param {Record<string, any>} t @param {number} season */
function seasonStart(t, season) {
  const year = Number(String(t.first_air_date).slice(0, 4)) + season - 1;
  return `${year}${String(t.first_air_date).slice(4)}`;
}

/** @param {Record<string, any>} t @param {number} season */
function seasonDetails(t, season) {
  const start = new Date(`${seasonStart(t, season)}T00:00:00Z`);
  const episodes = Array.from({ length: t.episodes_per_season }, (_, index) => {
    const airDate = new Date(start.getTime() + index * 7 * 24 * 3600 * 1000);
    return {
      id: t.id * 10000 + season * 100 + index + 1,
      episode_number: index + 1,
      season_number: season,
      name: `${index + 1}. Bölüm`,
      overview: `${t.name} ${season}. sezon ${index + 1}. bölüm.`,
      air_date: airDate.toISOString().slice(0, 10),
      runtime: t.episode_run_time[0] ?? null,
      still_path: t.backdrop_path,
      vote_average: Math.round((t.vote_average - 0.5 + ((index * 37) % 10) / 10) * 10) / 10,
    };
  });
  return {
    id: t.id * 100 + season,
    season_number: season,
    name: `${season}. Sezon`,
    overview: "",
    air_date: seasonStart(t, season),
    poster_path: t.poster_path,
    episodes,
  };
}

/** @param {URLSearchParams} query @param {Array<Record<string, any>>} records @param {"movie" | "tv"} type */
function discover(query, records, type) {
  const wanted = query.get("with_genres") ?? "";
  // Issue 33 item 4: the bulk import narrows by original language and a date range.
  const language = query.get("with_original_language") ?? "";
  const dateField = type === "movie" ? "release_date" : "first_air_date";
  const dateParam = type === "movie" ? "primary_release_date" : "first_air_date";
  const from = query.get(`${dateParam}.gte`) ?? "";
  const to = query.get(`${dateParam}.lte`) ?? "";
  const inRange = (/** @type {Record<string, any>} */ r) =>
    (!language || r.original_language === language) &&
    (!from || String(r[dateField]) >= from) &&
    (!to || (String(r[dateField]) !== "" && String(r[dateField]) <= to));
  const matches = (/** @type {number[]} */ ids) => {
    if (!wanted) return true;
    if (wanted.includes("|")) return wanted.split("|").some((g) => ids.includes(Number(g)));
    return wanted.split(",").every((g) => ids.includes(Number(g)));
  };
  const sortBy = query.get("sort_by") ?? "popularity.desc";
  const order = sortBy === "vote_average.desc" ? byRating : byPopularity;
  const list = records.filter((r) => matches(r.genre_ids) && inRange(r)).sort(order);
  return paged(
    query,
    list.map((r) => (type === "movie" ? movieItem(r) : tvItem(r))),
  );
}

/** @param {URLSearchParams} query */
function searchMulti(query) {
  const term = fold((query.get("query") ?? "").trim());
  if (!term) return paged(query, []);
  /** @type {Array<{ popularity: number, item: unknown }>} */
  const hits = [];
  for (const m of MOVIES) {
    if (fold(m.title).includes(term) || fold(m.original_title).includes(term)) {
      hits.push({ popularity: m.popularity, item: movieItem(m, true) });
    }
  }
  for (const t of SERIES) {
    if (fold(t.name).includes(term) || fold(t.original_name).includes(term)) {
      hits.push({ popularity: t.popularity, item: tvItem(t, true) });
    }
  }
  for (const p of PEOPLE) {
    if (fold(p.name).includes(term)) hits.push({ popularity: p.popularity, item: personItem(p) });
  }
  return paged(
    query,
    hits.sort((a, b) => desc(a.popularity, b.popularity)).map((hit) => hit.item),
  );
}

/**
 * Answers one contract path. Returns the status and JSON body.
 * @param {string} pathname without the /3 prefix
 * @param {URLSearchParams} query
 * @returns {{ status: number, body: unknown }}
 */
export function answer(pathname, query) {
  switch (pathname) {
    case "/movie/popular":
      return paged(
        query,
        [...MOVIES].sort(byPopularity).map((m) => movieItem(m)),
      );
    case "/tv/popular":
      return paged(
        query,
        [...SERIES].sort(byPopularity).map((t) => tvItem(t)),
      );
    case "/movie/now_playing": {
      const list = MOVIES.filter((m) => m.release_date >= NOW_PLAYING_FROM)
        .sort((a, b) => b.release_date.localeCompare(a.release_date) || a.id - b.id)
        .map((m) => movieItem(m));
      const result = paged(query, list);
      if (result.status !== 200) return result;
      const latest = list[0]?.release_date ?? NOW_PLAYING_FROM;
      return {
        status: 200,
        body: {
          dates: { maximum: latest, minimum: NOW_PLAYING_FROM },
          .../** @type {object} */ (result.body),
        },
      };
    }
    case "/tv/on_the_air":
      return paged(
        query,
        SERIES.filter((t) => t.status === "Returning Series")
          .sort(byPopularity)
          .map((t) => tvItem(t)),
      );
    case "/trending/all/day":
      return paged(query, TRENDING);
    case "/movie/top_rated":
      return paged(
        query,
        [...MOVIES].sort(byRating).map((m) => movieItem(m)),
      );
    case "/tv/top_rated":
      return paged(
        query,
        [...SERIES].sort(byRating).map((t) => tvItem(t)),
      );
    case "/discover/movie":
      return discover(query, MOVIES, "movie");
    case "/discover/tv":
      return discover(query, SERIES, "tv");
    case "/genre/movie/list":
      return { status: 200, body: { genres: GENRES.movie } };
    case "/genre/tv/list":
      return { status: 200, body: { genres: GENRES.tv } };
    case "/search/multi":
      return searchMulti(query);
    case "/search/movie":
      return searchOne(query, [...MOVIES, ODD_MOVIE, BROKEN_MOVIE], "movie");
    case "/search/tv":
      return searchOne(query, [...SERIES, ODD_SERIES], "tv");
  }
  const find = /^\/find\/(tt\d{5,10})$/.exec(pathname);
  if (find) {
    if (query.get("external_source") !== "imdb_id") {
      return serviceError(400, 5, "Invalid parameters: external_source is required.");
    }
    return {
      status: 200,
      body: {
        movie_results: MOVIES.filter((m) => m.imdb_id === find[1]).map((m) => movieItem(m)),
        tv_results: SERIES.filter((t) => t.imdb_id === find[1]).map((t) => tvItem(t)),
        person_results: [],
      },
    };
  }
  const movie = /^\/movie\/(\d+)$/.exec(pathname);
  const odd = movie ? oddDetails(Number(movie[1]), query) : undefined;
  if (odd) return { status: 200, body: odd };
  if (movie) {
    const found = MOVIES.find((m) => m.id === Number(movie[1]));
    return found ? { status: 200, body: movieDetails(found, query) } : NOT_FOUND;
  }
  const tv = /^\/tv\/(\d+)$/.exec(pathname);
  const oddSeries = tv ? oddSeriesDetails(Number(tv[1]), query) : undefined;
  if (oddSeries) return { status: 200, body: oddSeries };
  if (tv) {
    const found = SERIES.find((t) => t.id === Number(tv[1]));
    return found ? { status: 200, body: tvDetails(found, query) } : NOT_FOUND;
  }
  const season = /^\/tv\/(\d+)\/season\/(\d+)$/.exec(pathname);
  const oddOne = season ? oddSeason(Number(season[1]), Number(season[2])) : undefined;
  if (oddOne) return { status: 200, body: oddOne };
  if (season) {
    const found = SERIES.find((t) => t.id === Number(season[1]));
    const number = Number(season[2]);
    if (!found || number < 1 || number > found.number_of_seasons) return NOT_FOUND;
    return { status: 200, body: seasonDetails(found, number) };
  }
  return NOT_FOUND;
}

/**
 * The first rule for this request, counting it against the rule's `times`.
 * @param {FaultRule[]} rules @param {Map<FaultRule, number>} used
 * @param {string} pathname @param {URLSearchParams} query
 */
function matchRule(rules, used, pathname, query) {
  const rule = rules.find(
    (rule) =>
      (rule.path === "*" || rule.path === pathname) &&
      (rule.page === undefined || String(rule.page) === (query.get("page") ?? "1")) &&
      (rule.times === undefined || (used.get(rule) ?? 0) < rule.times),
  );
  if (rule?.times !== undefined) used.set(rule, (used.get(rule) ?? 0) + 1);
  return rule;
}

/** @param {unknown} value @returns {FaultRule[]} */
function parseRules(value) {
  if (!Array.isArray(value)) throw new Error("rules must be a JSON array");
  return value.map((rule, index) => {
    if (!rule || typeof rule !== "object" || typeof rule.path !== "string") {
      throw new Error(`rule ${index} needs a string "path"`);
    }
    return /** @type {FaultRule} */ (rule);
  });
}

/** @param {http.IncomingMessage} request @returns {Promise<string>} */
function readBody(request) {
  return new Promise((resolve, reject) => {
    let size = 0;
    /** @type {Buffer[]} */
    const chunks = [];
    request.on("data", (/** @type {Buffer} */ chunk) => {
      size += chunk.length;
      if (size > MAX_CONTROL_BODY_BYTES) {
        reject(new Error(`body larger than ${MAX_CONTROL_BODY_BYTES} bytes`));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

/**
 * Starts the fixture on a free port (or the given one).
 * @param {FixtureOptions} [options]
 * @returns {Promise<RunningFixture>}
 */
export function startTmdbFixture(options = {}) {
  let rules = parseRules(options.rules ?? []);
  /** How often each rule with `times` has answered. @type {Map<FaultRule, number>} */
  let used = new Map();
  let inFlight = 0;
  let maxInFlight = 0;
  /** @type {RecordedRequest[]} */
  const requests = [];
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();

  /** @param {http.ServerResponse} response @param {number} status @param {unknown} body */
  const send = (response, status, body) => {
    if (response.destroyed) return;
    response.writeHead(status, { "content-type": "application/json;charset=utf-8" });
    response.end(typeof body === "string" ? body : JSON.stringify(body));
  };

  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fixture.local");
    const pathname = url.pathname.replace(/^\/3(?=\/)/, "").replace(/\/+$/, "") || "/";

    if (pathname.startsWith("/__fixture/")) {
      try {
        if (pathname === "/__fixture/rules" && request.method === "PUT") {
          rules = parseRules(JSON.parse(await readBody(request)));
          used = new Map();
          return send(response, 200, { rules });
        }
        if (pathname === "/__fixture/requests" && request.method === "GET") {
          return send(response, 200, { requests, maxInFlight });
        }
        if (pathname === "/__fixture/requests" && request.method === "DELETE") {
          requests.length = 0;
          maxInFlight = inFlight;
          return send(response, 200, { requests, maxInFlight });
        }
      } catch (error) {
        return send(response, 400, {
          error: error instanceof Error ? error.message : String(error),
        });
      }
      return send(response, 404, { error: `no control endpoint ${request.method} ${pathname}` });
    }

    requests.push({
      method: request.method ?? "GET",
      path: pathname,
      query: Object.fromEntries(url.searchParams),
    });
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    response.once("close", () => inFlight--);
    const rule = matchRule(rules, used, pathname, url.searchParams);
    const reply = () => {
      if (request.method !== "GET") {
        return send(response, 405, serviceError(405, 3, "Method not allowed.").body);
      }
      if (options.apiKey !== undefined && url.searchParams.get("api_key") !== options.apiKey) {
        return send(response, INVALID_KEY.status, INVALID_KEY.body);
      }
      if (rule?.body !== undefined) return send(response, rule.status ?? 200, rule.body);
      if (rule?.status !== undefined) {
        return send(
          response,
          rule.status,
          serviceError(rule.status, 11, "Internal error: Something went wrong, contact TMDb.").body,
        );
      }
      const result = answer(pathname, url.searchParams);
      return send(response, result.status, result.body);
    };
    const delay = rule?.delayMs ?? 0;
    if (delay > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        reply();
      }, delay);
      timers.add(timer);
    } else {
      reply();
    }
  });

  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, options.host ?? "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      const host = options.host ?? "127.0.0.1";
      resolve({
        url: `http://${host.includes(":") ? `[${host}]` : host}:${port}`,
        port,
        requests,
        maxInFlight: () => maxInFlight,
        setRules: (next) => {
          rules = parseRules(next);
          used = new Map();
        },
        clearRequests: () => {
          requests.length = 0;
          maxInFlight = inFlight;
        },
        close: () =>
          new Promise((done) => {
            for (const timer of timers) clearTimeout(timer);
            timers.clear();
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {FixtureOptions} */
  const options = {};
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === "--port") options.port = Number(value);
    else if (flag === "--host") options.host = value;
    else if (flag === "--api-key") options.apiKey = value;
    else if (flag === "--rules") options.rules = parseRules(JSON.parse(value));
    else throw new Error(`unknown option ${flag}`);
  }
  return options;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`tmdb-fixture: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  }
  const fixture = await startTmdbFixture(options);
  console.log(JSON.stringify({ event: "listening", service: "tmdb-fixture", port: fixture.port }));
  const stop = async () => {
    await fixture.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}
