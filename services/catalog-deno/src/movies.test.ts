import assert from "node:assert/strict";
import { DEFAULT_LIST_LIMIT, MAX_BODY_BYTES, MAX_LIST_LIMIT } from "./app.ts";
import { assertProblem, withApp } from "./testing/harness.ts";
import type { Movie } from "./store/store.ts";
import { fold } from "./text.ts";

const titles = (json: { data: { movies: Movie[] } }) => json.data.movies.map((m) => m.title);

Deno.test("GET /api/movies lists the newest titles first, 200 by default, with the total", async () => {
  await withApp(async ({ call, seed }) => {
    const { status, json } = await call("GET", "/api/movies");
    assert.equal(status, 200);
    assert.equal(json.data.total, seed.movies.length);
    assert.equal(
      json.data.movies.length,
      Math.min(DEFAULT_LIST_LIMIT, seed.movies.length),
    );
    assert.equal(json.data.movies[0].title, "Kış Uykusu");
    const created = json.data.movies.map((m: Movie) => m.createdAt);
    assert.deepEqual(created, [...created].sort().reverse());
  });
});

Deno.test("GET /api/movies pages with limit and offset", async () => {
  await withApp(async ({ call, seed }) => {
    const first = (await call("GET", "/api/movies?limit=5")).json;
    const second = (await call("GET", "/api/movies?limit=5&offset=5")).json;
    assert.equal(first.data.movies.length, 5);
    assert.equal(second.data.total, seed.movies.length);
    const all = (await call("GET", "/api/movies?limit=10")).json;
    assert.deepEqual([...titles(first), ...titles(second)], titles(all));
    const past = (await call("GET", "/api/movies?offset=10000")).json;
    assert.deepEqual(past.data, { movies: [], total: seed.movies.length });
  });
});

Deno.test("GET /api/movies goes on from a page's next (issue 35: keyset paging) and refuses a position from elsewhere", async () => {
  await withApp(async ({ call }) => {
    const all = (await call("GET", "/api/movies?sort=rating&limit=12")).json.data;
    const first = (await call("GET", "/api/movies?sort=rating&limit=5")).json.data;
    assert.equal(typeof first.next, "string");
    const second = (await call("GET", `/api/movies?sort=rating&limit=5&after=${first.next}`)).json
      .data;
    const third = (await call("GET", `/api/movies?sort=rating&limit=2&after=${second.next}`)).json
      .data;
    assert.deepEqual(
      [...titles({ data: first }), ...titles({ data: second }), ...titles({ data: third })],
      titles({ data: all }),
    );
    assert.equal(second.total, all.total);
    // Past the last title: a short page, and no next.
    const last = (await call("GET", "/api/movies?sort=rating&limit=500")).json.data;
    assert.equal(last.next, undefined);
    for (
      const [path, detail] of [
        [`/api/movies?sort=views&limit=5&after=${first.next}`, /not a position in this list/],
        [`/api/movies?sort=rating&order=asc&after=${first.next}`, /not a position in this list/],
        [`/api/movies?sort=rating&after=${first.next}&offset=5`, /not together with offset/],
        ["/api/movies?sort=rating&after=bm90LWpzb24", /not a position in this list/],
        ["/api/movies?after=a%2Bb", /after/],
      ] as const
    ) {
      const { status, json } = await call("GET", path);
      assert.equal(status, 400, path);
      assert.match(json.detail, detail, path);
    }
  });
});

Deno.test("list items are summaries without seasons; one title carries its episodes", async () => {
  await withApp(async ({ call }) => {
    const list = (await call("GET", "/api/movies?type=series&limit=500")).json;
    assert.ok(list.data.movies.length > 30);
    for (const item of list.data.movies) {
      assert.equal(item.seasons, undefined);
      assert.ok(item.totalSeasons >= 1);
    }
    const one = (await call("GET", "/api/movies/s-sahsiyet")).json.data;
    assert.equal(one.seasons.length, one.totalSeasons);
    const episode = one.seasons[0].episodes[0];
    assert.equal(episode.number, 1);
    assert.match(
      episode.streamUrl,
      /^http:\/\/localhost:5050\/v2\/embed\/tv\/s-sahsiyet\/1\/1$/,
    );
  });
});

Deno.test("search finds what people type (issue 31): punctuation, cast and director, one typo, title matches first", async () => {
  await withApp(async ({ call }) => {
    const search = async (term: string, extra = "") =>
      titles(
        (await call(
          "GET",
          `/api/movies?limit=500&search=${encodeURIComponent(term)}${extra}`,
        )).json,
      );
    assert.deepEqual(await search("dune çöl"), ["Dune: Çöl Gezegeni"]);
    assert.deepEqual(await search("Dune:Çöl"), ["Dune: Çöl Gezegeni"]);
    assert.ok((await search("Haluk Bilginer")).includes("Şahsiyet"));
    assert.deepEqual(await search("sahsiyt"), ["Şahsiyet"]);
    assert.deepEqual(await search("..."), []);
    // Without a chosen order the names that match come first; with one, it is kept.
    const ranked = await search("dünya");
    const named = ranked.filter((title) => /d[üu]nya/i.test(title));
    assert.ok(named.length > 0 && named.length < ranked.length);
    assert.deepEqual(ranked.slice(0, named.length), named);
    const byTitle = await search("dünya", "&sort=title&order=asc");
    assert.deepEqual(
      byTitle,
      [...ranked].sort((a, b) => (fold(a) < fold(b) ? -1 : fold(a) > fold(b) ? 1 : 0)),
    );
  });
});

Deno.test("search is case-insensitive and Turkish-aware in title, original title and description", async () => {
  await withApp(async ({ call }) => {
    const search = async (term: string) =>
      titles(
        (await call(
          "GET",
          `/api/movies?limit=500&search=${encodeURIComponent(term)}`,
        )).json,
      );
    for (
      const term of ["sahsiyet", "ŞAHSİYET", "SAHSIYET", "şahsiyet", "Şahsıyet"]
    ) {
      assert.deepEqual(await search(term), ["Şahsiyet"], term);
    }
    assert.deepEqual(await search("kis uykusu"), ["Kış Uykusu"]);
    assert.deepEqual(await search("KIŞ UYKUSU"), ["Kış Uykusu"]);
    assert.deepEqual(await search("cukur"), ["Çukur"]);
    assert.deepEqual(await search("olumlu dunya"), ["Ölümlü Dünya"]);
    assert.deepEqual(await search("dugun dernek"), ["Düğün Dernek"]);
    // originalTitle and description
    assert.deepEqual(await search("inception"), ["Başlangıç"]);
    assert.deepEqual(await search("KAPADOKYA"), ["Kış Uykusu"]);
    assert.deepEqual(await search("zzz-nothing-like-this"), []);
    // Blank searches do not filter.
    assert.equal((await search("   ")).length > 100, true);
  });
});

Deno.test("filters: type, genre (case-insensitive), featured, trending, category, status", async () => {
  await withApp(async ({ call, seed }) => {
    const list = async (query: string) =>
      (await call("GET", `/api/movies?limit=500&${query}`)).json.data as {
        movies: Movie[];
        total: number;
      };
    const series = await list("type=series");
    assert.equal(
      series.total,
      seed.movies.filter((m) => m.type === "series").length,
    );
    assert.ok(series.movies.every((m) => m.type === "series"));
    const sciFi = await list("genre=bilim%20kurgu");
    assert.equal(
      sciFi.total,
      seed.movies.filter((m) => m.genre.includes("Bilim Kurgu")).length,
    );
    assert.ok(sciFi.total > 5);
    // A genre matches as a whole name, not as a part of one.
    assert.equal((await list("genre=Bilim")).total, 0);
    const featured = await list("featured=true");
    assert.ok(featured.total > 0 && featured.movies.every((m) => m.featured));
    const notTrending = await list("trending=false");
    assert.ok(notTrending.movies.every((m) => !m.trending));
    assert.equal(
      notTrending.total + (await list("trending=true")).total,
      seed.movies.length,
    );
    const turkishSeries = await list("category=Yerli%20Dizi");
    assert.ok(turkishSeries.total >= 15);
    assert.ok(
      turkishSeries.movies.every((m) => m.country === "Türkiye" && m.type === "series"),
    );
    const passive = await list("status=passive");
    assert.ok(
      passive.total > 0 && passive.movies.every((m) => m.status === "passive"),
    );
    const combined = await list(
      "type=movie&genre=Korku&sort=rating&order=desc",
    );
    assert.ok(
      combined.movies.every((m) => m.type === "movie" && m.genre.includes("Korku")),
    );
  });
});

Deno.test("sort by every field in both directions", async () => {
  await withApp(async ({ call }) => {
    const key: Record<string, (m: Movie) => number | string> = {
      rating: (m: Movie) => m.rating,
      views: (m: Movie) => m.views,
      likes: (m: Movie) => m.likes,
      releaseDate: (m: Movie) => m.releaseDate ?? "",
      createdAt: (m: Movie) => m.createdAt,
    };
    for (const [field, of] of Object.entries(key)) {
      for (const order of ["asc", "desc"] as const) {
        const movies: Movie[] = (await call(
          "GET",
          `/api/movies?limit=500&sort=${field}&order=${order}`,
        )).json.data
          .movies;
        const values = movies.map(of);
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        if (order === "desc") sorted.reverse();
        assert.deepEqual(values, sorted, `${field} ${order}`);
      }
    }
    const byTitle = titles(
      (await call("GET", "/api/movies?limit=500&sort=title&order=asc")).json,
    );
    // Turkish letters sort with their base letter: Çukur among the c's, Şahsiyet among the s's.
    const at = (title: string) => byTitle.indexOf(title);
    assert.ok(at("Cats") < at("Çukur") && at("Çukur") < at("D@bbe"));
    assert.ok(
      at("Şahsiyet") < at("Sessiz Bir Yer") &&
        at("Sessiz Bir Yer") < at("Taht Oyunları"),
    );
  });
});

Deno.test("GET /api/movies refuses bad parameters with a 400 problem naming them", async () => {
  await withApp(async ({ call }) => {
    assert.equal((await call("GET", `/api/movies?limit=${MAX_LIST_LIMIT}`)).status, 200);
    const limit = await call("GET", `/api/movies?limit=${MAX_LIST_LIMIT + 1}&order=up`);
    assert.equal(
      limit.json.detail,
      `limit must be an integer between 1 and ${MAX_LIST_LIMIT}; order must be one of asc, desc`,
    );
    for (
      const [query, name] of [
        ["limit=0", "limit"],
        [`limit=${MAX_LIST_LIMIT + 1}`, "limit"],
        ["limit=-1", "limit"],
        ["limit=abc", "limit"],
        ["limit=1.5", "limit"],
        ["limit=", "limit"],
        ["offset=-3", "offset"],
        ["sort=popularity", "sort"],
        ["order=up", "order"],
        ["type=tv", "type"],
        ["featured=yes", "featured"],
        ["trending=1", "trending"],
        ["status=deleted", "status"],
        [`search=${"x".repeat(201)}`, "search"],
      ]
    ) {
      const answer = await call("GET", `/api/movies?${query}`);
      assertProblem(answer, 400, "bad-request");
      assert.ok(
        answer.json.errors.some((e: { path: string }) => e.path === `/${name}`),
        `${query}: ${JSON.stringify(answer.json)}`,
      );
      assert.match(answer.json.detail, new RegExp(`^${name} must be `));
    }
  });
});

Deno.test("GET /api/movies/{id}: the title, or 404 for unknown and malformed ids", async () => {
  await withApp(async ({ call }) => {
    const found = await call("GET", "/api/movies/m-dune");
    assert.equal(found.status, 200);
    assert.equal(found.json.data.originalTitle, "Dune");
    assert.equal(found.json.data.tmdbId, 438631);
    assertProblem(await call("GET", "/api/movies/m-nope"), 404, "not-found");
    assertProblem(
      await call("GET", "/api/movies/%C5%9Fahsiyet"),
      404,
      "not-found",
    );
    assertProblem(
      await call("GET", `/api/movies/${"a".repeat(65)}`),
      404,
      "not-found",
    );
  });
});

const NEW_TITLE = {
  title: "Işıklı Yollar",
  originalTitle: "Işıklı Yollar",
  type: "movie",
  genre: ["Drama", "Romantik"],
  releaseDate: "2025-02-14",
  duration: 104,
  description: "Gece otobüsünde tanışan iki yabancının İstanbul'dan Van'a uzanan yolculuğu.",
  rating: 7.1,
  country: "Türkiye",
  language: "tr",
  director: ["Ada Kaya"],
};

Deno.test("POST, PUT and DELETE /api/movies need an admin session (401 otherwise)", async () => {
  await withApp(async ({ call, seed }) => {
    for (const token of [undefined, "not-a-real-token-but-long-enough", "x"]) {
      const options = token ? { token } : {};
      const post = await call("POST", "/api/movies", {
        ...options,
        body: NEW_TITLE,
      });
      assertProblem(post, 401, "unauthorized");
      assert.match(post.res.headers.get("www-authenticate") ?? "", /^Bearer/);
      assertProblem(
        await call("PUT", "/api/movies/m-dune", {
          ...options,
          body: NEW_TITLE,
        }),
        401,
        "unauthorized",
      );
      assertProblem(
        await call("DELETE", "/api/movies/m-dune", options),
        401,
        "unauthorized",
      );
    }
    assert.equal(
      (await call("GET", "/api/movies")).json.data.total,
      seed.movies.length,
    );
    assert.equal((await call("GET", "/api/movies/m-dune")).status, 200);
  });
});

Deno.test("an admin adds a title: 201, Location, defaults, found by id and by search", async () => {
  await withApp(async ({ call, login, seed, clock }) => {
    const token = await login();
    const created = await call("POST", "/api/movies", {
      token,
      body: NEW_TITLE,
    });
    assert.equal(created.status, 201);
    const movie = created.json.data as Movie;
    assert.match(movie._id, /^m-isikli-yollar-[a-z0-9]{6}$/);
    assert.equal(
      created.res.headers.get("location"),
      `/api/movies/${movie._id}`,
    );
    assert.deepEqual(
      [movie.views, movie.likes, movie.featured, movie.trending, movie.status],
      [0, 0, false, false, "active"],
    );
    assert.equal(movie.createdAt, new Date(clock.now()).toISOString());
    assert.deepEqual(
      (await call("GET", `/api/movies/${movie._id}`)).json.data,
      movie,
    );
    assert.deepEqual(
      titles((await call("GET", "/api/movies?search=isikli%20yol")).json),
      [
        "Işıklı Yollar",
      ],
    );
    assert.equal(
      (await call("GET", "/api/movies?limit=1")).json.data.total,
      seed.movies.length + 1,
    );
    // The same title, type and release date again is a conflict.
    assertProblem(
      await call("POST", "/api/movies", { token, body: NEW_TITLE }),
      409,
      "conflict",
    );
  });
});

Deno.test("an admin edits a title: PUT replaces it, keeps createdAt and _id", async () => {
  await withApp(async ({ call, login, clock }) => {
    const token = await login();
    const before = (await call("GET", "/api/movies/m-dune")).json.data as Movie;
    clock.advance(60_000);
    const edit = {
      ...NEW_TITLE,
      title: "Dune: Çöl Gezegeni (Yönetmen Kurgusu)",
      featured: true,
    };
    const updated = await call("PUT", "/api/movies/m-dune", {
      token,
      body: edit,
    });
    assert.equal(updated.status, 200);
    const after = (await call("GET", "/api/movies/m-dune")).json.data as Movie;
    assert.deepEqual(after, updated.json.data);
    assert.equal(after._id, "m-dune");
    assert.equal(after.createdAt, before.createdAt);
    assert.equal(after.updatedAt, new Date(clock.now()).toISOString());
    assert.equal(after.title, edit.title);
    assert.equal(
      after.tmdbId,
      undefined,
      "PUT replaces: fields left out are gone",
    );
    assertProblem(
      await call("PUT", "/api/movies/m-nope", { token, body: edit }),
      404,
      "not-found",
    );
    // Renaming onto another title's identity is a conflict.
    const kis = (await call("GET", "/api/movies/m-kis-uykusu")).json
      .data as Movie;
    const clash = {
      title: kis.title,
      type: kis.type,
      releaseDate: kis.releaseDate,
    };
    assertProblem(
      await call("PUT", "/api/movies/m-dune", { token, body: clash }),
      409,
      "conflict",
    );
  });
});

Deno.test("an admin deletes a title: 204, then 404 for it everywhere", async () => {
  await withApp(async ({ call, login, seed }) => {
    const token = await login();
    const removed = await call("DELETE", "/api/movies/m-dune", { token });
    assert.equal(removed.status, 204);
    assertProblem(await call("GET", "/api/movies/m-dune"), 404, "not-found");
    assertProblem(
      await call("DELETE", "/api/movies/m-dune", { token }),
      404,
      "not-found",
    );
    assertProblem(
      await call("GET", "/api/images/poster/m-dune.svg"),
      404,
      "not-found",
    );
    assert.equal(
      (await call("GET", "/api/movies")).json.data.total,
      seed.movies.length - 1,
    );
  });
});

Deno.test("bad bodies: schema errors with paths, wrong media type, malformed and oversized JSON", async () => {
  await withApp(async ({ call, login, seed }) => {
    const token = await login();
    const invalid = await call("POST", "/api/movies", {
      token,
      body: {
        ...NEW_TITLE,
        genre: [""],
        rating: 11,
        releaseDate: "2025-13-40",
        unknown: 1,
      },
    });
    assertProblem(invalid, 400, "validation");
    const paths = invalid.json.errors.map((e: { path: string }) => e.path)
      .sort();
    assert.deepEqual(paths, [
      "/genre/0",
      "/rating",
      "/releaseDate",
      "/unknown",
    ]);
    assertProblem(
      await call("POST", "/api/movies", { token, body: { type: "movie" } }),
      400,
      "validation",
    );
    assertProblem(
      await call("POST", "/api/movies", {
        token,
        rawBody: JSON.stringify(NEW_TITLE),
        headers: { "content-type": "text/plain" },
      }),
      415,
      "unsupported-media-type",
    );
    assertProblem(
      await call("POST", "/api/movies", {
        token,
        rawBody: '{"title": "Yarım',
        headers: { "content-type": "application/json" },
      }),
      400,
      "bad-request",
    );
    const huge = { ...NEW_TITLE, description: "ş".repeat(MAX_BODY_BYTES) };
    assertProblem(
      await call("POST", "/api/movies", { token, body: huge }),
      413,
      "payload-too-large",
    );
    assertProblem(
      await call("PUT", "/api/movies/m-dune", { token, body: huge }),
      413,
      "payload-too-large",
    );
    assert.equal(
      (await call("GET", "/api/movies")).json.data.total,
      seed.movies.length,
    );
  });
});

Deno.test("PUT refuses invalid bodies and other media types like POST does", async () => {
  await withApp(async ({ call, login }) => {
    const token = await login();
    const before = (await call("GET", "/api/movies/m-dune")).json.data;
    const invalid = await call("PUT", "/api/movies/m-dune", {
      token,
      body: { title: "Dune", type: "film" },
    });
    assertProblem(invalid, 400, "validation");
    assert.deepEqual(invalid.json.errors.map((e: { path: string }) => e.path), [
      "/type",
    ]);
    assertProblem(
      await call("PUT", "/api/movies/m-dune", {
        token,
        rawBody: "title=Dune",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      }),
      415,
      "unsupported-media-type",
    );
    assert.deepEqual(
      (await call("GET", "/api/movies/m-dune")).json.data,
      before,
    );
  });
});

Deno.test("an unexpected failure answers a 500 problem that reveals nothing", async () => {
  const reported: unknown[] = [];
  await withApp(async ({ call, store }) => {
    store.list = () => Promise.reject(new Error("disk I/O error at /var/lib/secret.sqlite"));
    const answer = await call("GET", "/api/movies");
    assertProblem(answer, 500, "internal");
    assert.doesNotMatch(JSON.stringify(answer.json), /disk|secret|Error|at /);
    assert.equal(reported.length, 1);
  }, { deps: { reportError: (error) => reported.push(error) } });
});
