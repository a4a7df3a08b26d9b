import assert from "node:assert/strict";
import { checker } from "./harness.ts";

// The contract checker guards every handler test: it must refuse what the contract refuses.
const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
const problem = (status: number) =>
  new Response(JSON.stringify({ type: "https://sinema.local/problems/x", title: "x", status }), {
    status,
    headers: { "content-type": "application/problem+json" },
  });

Deno.test("the contract checker accepts a valid answer and refuses invalid ones", async () => {
  const movie = {
    _id: "m-x",
    title: "X",
    type: "movie",
    genre: [],
    rating: 5,
    views: 0,
    likes: 0,
    featured: false,
    trending: false,
    status: "active",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
  };
  assert.deepEqual(await checker.check("GET", "/api/movies/m-x", json({ data: movie })), {
    data: movie,
  });
  const { _id: _dropped, ...withoutId } = movie;
  const cases: [string, string, string, Response][] = [
    ["missing _id", "GET", "/api/movies/m-x", json({ data: withoutId })],
    ["wrong enum", "GET", "/api/movies/m-x", json({ data: { ...movie, type: "tv" } })],
    ["no envelope", "GET", "/api/movies", json([movie])],
    ["undeclared status", "GET", "/api/embeds/random", json({}, 418)],
    [
      "wrong media type",
      "GET",
      "/api/movies/m-x",
      new Response("<h1>404</h1>", { status: 404, headers: { "content-type": "text/html" } }),
    ],
    ["missing Retry-After", "POST", "/api/auth/login", problem(429)],
    ["JSON 200 where only 204 or a problem is declared", "DELETE", "/api/movies/m-x", json({})],
    [
      "problem without title",
      "GET",
      "/api/movies/m-x",
      json({ type: "t", status: 404 }, 404, { "content-type": "application/problem+json" }),
    ],
    ["unknown path answered 200", "GET", "/api/nothing", json({})],
  ];
  for (const [label, method, path, response] of cases) {
    await assert.rejects(checker.check(method, path, response), assert.AssertionError, label);
  }
});
