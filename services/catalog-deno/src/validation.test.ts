/**
 * What the contract lets in (issue 13, items 5 and 6): addresses that can
 * reach a frame or an image, numbers within bounds, well-formed text. Every
 * refusal is a 400 problem naming the field, and nothing is stored.
 */
import assert from "node:assert/strict";
import { assertProblem, withApp } from "./testing/harness.ts";
import { loadContract } from "./contract.ts";

const TITLE = { title: "Adres Denemesi", type: "series" as const };

/** One episode carrying `fields`, for the URLs that live inside seasons. */
const withEpisode = (fields: Record<string, unknown>) => ({
  ...TITLE,
  seasons: [{ number: 1, episodes: [{ number: 1, title: "Bölüm 1", ...fields }] }],
});

const REFUSED_URLS = [
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "data:image/svg+xml,<svg onload=alert(1)>",
  "vbscript:msgbox(1)",
  "//evil.example/x.mp4",
  "/\\evil.example/x.mp4",
  "ftp://files.example/film.mp4",
  "https://",
  "http:// spaced.example",
  "relative/path.mp4",
  " https://leading.space.example",
];

const ACCEPTED_URLS = [
  "https://player.example/embed/603",
  "http://localhost:5050/embed/1",
  "/api/images/poster/m-dune.svg",
  "/",
];

Deno.test("URL fields take only http(s) or site-relative addresses; anything else is a 400 problem", async () => {
  await withApp(async ({ call, login }) => {
    const token = await login();
    const total = (await call("GET", "/api/movies?limit=1")).json.data.total;
    for (const url of REFUSED_URLS) {
      const bodies: [string, unknown][] = [
        ["/videoUrl", { ...TITLE, videoUrl: url }],
        ["/poster", { ...TITLE, poster: url }],
        ["/backdrop", { ...TITLE, backdrop: url }],
        ["/seasons/0/episodes/0/streamUrl", withEpisode({ streamUrl: url })],
        ["/seasons/0/episodes/0/image", withEpisode({ image: url })],
      ];
      for (const [path, body] of bodies) {
        for (
          const [method, target] of [["POST", "/api/movies"], ["PUT", "/api/movies/m-dune"]]
        ) {
          const answer = await call(method!, target!, { token, body });
          assertProblem(answer, 400, "validation");
          assert.deepEqual(
            answer.json.errors.map((e: { path: string }) => e.path),
            [path],
            `${method} ${path} = ${url}`,
          );
        }
      }
    }
    assert.equal((await call("GET", "/api/movies?limit=1")).json.data.total, total);
    for (const [i, url] of ACCEPTED_URLS.entries()) {
      const answer = await call("POST", "/api/movies", {
        token,
        body: {
          ...withEpisode({ streamUrl: url, image: url }),
          title: `Adres ${i}`,
          videoUrl: url,
          poster: url,
          backdrop: url,
        },
      });
      assert.equal(answer.status, 201, `${url}: ${JSON.stringify(answer.json)}`);
      assert.equal(answer.json.data.videoUrl, url);
    }
  });
});

Deno.test("numbers have bounds: counts and tmdbId up to 2^31, rating 0–10", async () => {
  await withApp(async ({ call, login }) => {
    const token = await login();
    const refused: [string, unknown][] = [
      ["views", 1e300],
      ["views", 2 ** 31 + 1],
      ["likes", 2 ** 31 + 1],
      ["comments", 2 ** 31 + 1],
      ["tmdbId", 2 ** 31 + 1],
      ["tmdbId", 0],
      ["rating", 10.5],
      ["rating", -1],
      ["budget", 1e300],
      ["boxOffice", 1e300],
    ];
    for (const [field, value] of refused) {
      const answer = await call("POST", "/api/movies", {
        token,
        body: { ...TITLE, [field]: value },
      });
      assertProblem(answer, 400, "validation");
      assert.deepEqual(answer.json.errors.map((e: { path: string }) => e.path), [`/${field}`]);
    }
    const edge = await call("POST", "/api/movies", {
      token,
      body: { ...TITLE, views: 2 ** 31, likes: 2 ** 31, tmdbId: 2 ** 31, rating: 10 },
    });
    assert.equal(edge.status, 201, JSON.stringify(edge.json));
    assert.equal(edge.json.data.views, 2 ** 31);
  });
});

Deno.test("text with a lone surrogate is refused with 400, in values and in keys; pairs are fine", async () => {
  await withApp(async ({ call, login }) => {
    const token = await login();
    const send = (text: string, path = "/api/movies") =>
      call("POST", path, {
        token,
        rawBody: text,
        headers: { "content-type": "application/json" },
      });
    const title = await send('{"title":"Kayıp \\ud800 yarım","type":"movie"}');
    assertProblem(title, 400, "validation");
    assert.deepEqual(title.json.errors.map((e: { path: string }) => e.path), ["/title"]);
    const cast = await send('{"title":"Oyuncular","type":"movie","cast":["Ali","\\udfff"]}');
    assertProblem(cast, 400, "validation");
    assert.deepEqual(cast.json.errors.map((e: { path: string }) => e.path), ["/cast/1"]);
    assertProblem(await send('{"\\ud83d":1,"title":"Anahtar","type":"movie"}'), 400, "validation");
    assertProblem(
      await send('{"username":"admin\\udc00","password":"x"}', "/api/auth/login"),
      400,
      "validation",
    );
    const paired = await send('{"title":"Gülen yüz \\ud83d\\ude00","type":"movie"}');
    assert.equal(paired.status, 201);
    assert.equal(paired.json.data.title, "Gülen yüz 😀");
  });
});

Deno.test("a query parameter named twice is a 400 problem; an empty filter is no filter", async () => {
  await withApp(async ({ call }) => {
    const repeated = await call("GET", "/api/movies?limit=1&limit=2");
    assertProblem(repeated, 400, "bad-request");
    assert.deepEqual(repeated.json.errors, [{ path: "/limit", message: "must be given once" }]);
    const twoGenres = await call("GET", "/api/movies?genre=Drama&genre=Komedi");
    assertProblem(twoGenres, 400, "bad-request");

    const all = (await call("GET", "/api/movies?limit=500")).json.data.total;
    for (const empty of ["genre=", "search=", "genre=&search=", "category=", "sort="]) {
      const answer = await call("GET", `/api/movies?limit=500&${empty}`);
      assert.equal(answer.status, 200, empty);
      assert.equal(answer.json.data.total, all, empty);
    }
    // A real value still filters.
    assert.ok((await call("GET", "/api/movies?limit=500&genre=Drama")).json.data.total < all);
  });
});

Deno.test("the contract is plain JSON Schema: Movie spells out every MovieInput field, the same (issue 30)", () => {
  const text = Deno.readTextFileSync(new URL("../../../openapi/catalog.yaml", import.meta.url));
  // A YAML merge key ("<<") is no JSON Schema: a validating proxy saw one property named "<<".
  assert.doesNotMatch(text, /^\s*<<:/m);
  const { MovieInput, Movie } = loadContract().components.schemas;
  for (const [name, schema] of Object.entries(MovieInput.properties)) {
    assert.deepEqual(Movie.properties[name], schema, name);
  }
  assert.deepEqual(
    Object.keys(Movie.properties).filter((name) => !(name in MovieInput.properties)).sort(),
    ["_id", "createdAt", "updatedAt"],
  );
});
