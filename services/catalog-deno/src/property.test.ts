/**
 * Property-based tests of bad input: whatever arrives — random methods,
 * paths, ids, query strings, bodies, media types, tokens, odd Unicode,
 * malformed or huge JSON — the service never answers 5xx, every error is a
 * contract-valid problem document, and the catalogue is unchanged.
 */
import assert from "node:assert/strict";
import fc from "fast-check";
import { MAX_BODY_BYTES } from "./app.ts";
import { DatabaseSync } from "node:sqlite";
import { type TestApp, withApp } from "./testing/harness.ts";

/** Runs per property: enough to reach every branch, few enough to keep the suite in seconds. */
const RUNS = Number(Deno.env.get("PROPERTY_RUNS") ?? 250);

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.string({ unit: "binary", maxLength: 20 }), // includes lone surrogates
  fc.constantFrom(
    "ışık",
    "İSTANBUL",
    "\u0000",
    "../../etc/passwd",
    "%",
    "%zz",
    "%E0%A4%A",
    "🎬🍿",
    "a".repeat(300),
  ),
);

const segment = fc.oneof(
  oddText.map((text) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, "x"))),
  fc.constantFrom(
    "%",
    "%zz",
    "%C3%28",
    "%E0%A4%A",
    "..",
    ".",
    "m-dune%00",
    "x".repeat(200),
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/),
);

const pathArbitrary = fc.oneof(
  fc.constantFrom(
    "/api/movies",
    "/api/auth/login",
    "/api/auth/logout",
    "/api/auth/session",
    "/api/embeds",
    "/api/embeds/random",
    "/api/config",
    "/api/health",
  ),
  segment.map((s) => `/api/movies/${s}`),
  segment.map((s) => `/api/embeds/episode/${s}`),
  fc.tuple(fc.constantFrom("poster", "backdrop", "cover"), segment).map((
    [k, s],
  ) => `/api/images/${k}/${s}.svg`),
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/api/tmdb/${parts.join("/")}`),
  fc.array(segment, { minLength: 1, maxLength: 3 }).map((parts) => `/api/${parts.join("/")}`),
);

const QUERY_KEYS = [
  "limit",
  "offset",
  "search",
  "sort",
  "order",
  "type",
  "genre",
  "category",
  "featured",
  "trending",
  "status",
];

const queryArbitrary = fc.array(
  fc.tuple(
    fc.oneof(fc.constantFrom(...QUERY_KEYS), fc.string({ maxLength: 8 })),
    fc.oneof(
      oddText,
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom(
        "",
        "true",
        "1",
        "9".repeat(400),
        "-0",
        "1e3",
        "NaN",
        "asc",
        "movie",
      ),
    ),
    fc.boolean(),
  ),
  { maxLength: 6 },
).map((pairs) =>
  pairs.map(([key, value, raw]) =>
    `${encodeURIComponent(key.replace(/[\uD800-\uDFFF]/g, "x"))}=${
      raw ? value.replace(/[#\s]/g, "") : encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "x"))
    }`
  ).join("&")
);

/** Almost a title: one defect each, so even an admin's request is refused. */
const VALID_TITLE = { title: "Deneme", type: "movie", genre: ["Drama"] };
const DEFECTS: Record<string, unknown>[] = [
  { unknownField: 1 },
  { title: "" },
  { title: "x".repeat(201) },
  { type: "tv" },
  { rating: 10.5 },
  { rating: "8" },
  { views: -1 },
  { genre: [""] },
  { genre: "Drama" },
  { releaseDate: "2024-02-30x" },
  { imdbId: "nm0000001" },
  { seasons: [{ number: 1, episodes: [{ number: 0, title: "Bölüm" }] }] },
  { description: "ş".repeat(5001) },
  { director: [1, 2] },
  { status: "deleted" },
];

const bodyArbitrary = fc.oneof(
  fc.json().map((text) => ({ text, type: "application/json" })),
  fc.tuple(
    fc.constantFrom(...DEFECTS),
    fc.constantFrom("application/json", "application/json; charset=utf-8"),
  )
    .map(([defect, type]) => ({
      text: JSON.stringify({ ...VALID_TITLE, ...defect }),
      type,
    })),
  fc.tuple(
    fc.string({ unit: "binary" }),
    fc.constantFrom("{", "[", '{"title":', ""),
  ).map((
    [s, p],
  ) => ({
    text: p + s,
    type: "application/json",
  })),
  fc.constantFrom(
    { text: "[".repeat(30_000) + "]".repeat(30_000), type: "application/json" },
    { text: `"${"x".repeat(MAX_BODY_BYTES)}"`, type: "application/json" },
    {
      text: '{"username":"admin","password":"' + "🎬".repeat(60) + '"}',
      type: "application/json",
    },
    {
      text: "username=admin&password=x",
      type: "application/x-www-form-urlencoded",
    },
    { text: JSON.stringify(VALID_TITLE), type: "text/plain" },
    { text: JSON.stringify(VALID_TITLE), type: "" },
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({
    bytes,
    type: "application/json",
  })),
);

const authArbitrary = fc.constantFrom(
  "none",
  "valid",
  "garbage",
  "basic",
  "empty-bearer",
);

const requestArbitrary = fc.record({
  method: fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "HEAD"),
  path: pathArbitrary,
  query: queryArbitrary,
  body: fc.option(bodyArbitrary, { nil: undefined }),
  auth: authArbitrary,
});

type Generated = typeof requestArbitrary extends fc.Arbitrary<infer T> ? T
  : never;

/** Everything the catalogue holds, read on a connection of its own (past the store's caches). */
function snapshot(file: string): string {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return JSON.stringify([
      db.prepare("SELECT * FROM movies ORDER BY id").all(),
      db.prepare("SELECT * FROM embeds ORDER BY slug").all(),
    ]);
  } finally {
    db.close();
  }
}

/** The app on a fresh database file; `snapshot()` reads that file. */
async function withDatabaseFile(run: (app: TestApp, snapshot: () => string) => Promise<void>) {
  const dir = await Deno.makeTempDir({ prefix: "sinema-property-" });
  const file = `${dir}/catalog.sqlite`;
  try {
    await withApp((app) => run(app, () => snapshot(file)), { databaseFile: file });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

async function send(app: TestApp, request: Generated, token: string) {
  const headers: Record<string, string> = {};
  if (request.auth === "basic") {
    headers.authorization = "Basic YWRtaW46YWRtaW4=";
  }
  if (request.auth === "garbage") {
    headers.authorization = "Bearer not-a-session-token-at-all";
  }
  if (request.auth === "empty-bearer") headers.authorization = "Bearer ";
  const withBody = request.body !== undefined &&
    !["GET", "HEAD"].includes(request.method);
  if (withBody && request.body!.type) {
    headers["content-type"] = request.body!.type;
  }
  const path = request.query ? `${request.path}?${request.query}` : request.path;
  return await app.call(request.method, path, {
    headers,
    ...(request.auth === "valid" ? { token } : {}),
    ...(withBody
      ? {
        rawBody: "bytes" in request.body!
          ? new Uint8Array(request.body!.bytes)
          : request.body!.text,
      }
      : {}),
  });
}

Deno.test("bad input never gets a 5xx, always a contract-valid problem, and changes nothing", async () => {
  await withDatabaseFile(async (app, snapshot) => {
    const token = await app.login();
    const seedIds = new Set(app.seed.movies.map((m) => m._id));
    const before = snapshot();
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async (request) => {
        // Only bad input: an admin deleting a real title, or logging out, is a legitimate change.
        const id = /^\/api\/movies\/([^/]+)$/.exec(request.path)?.[1];
        fc.pre(
          !(request.auth === "valid" && id !== undefined && seedIds.has(id)),
        );
        fc.pre(
          !(request.auth === "valid" && request.path === "/api/auth/logout"),
        );
        const answer = await send(app, request, token);
        assert.ok(
          answer.status < 500,
          `${request.method} ${request.path}: ${answer.status}`,
        );
        if (answer.status >= 400 && request.method !== "HEAD") {
          assert.equal(
            answer.res.headers.get("content-type"),
            "application/problem+json",
          );
          assert.match(
            answer.json.type,
            /^https:\/\/sinema\.local\/problems\/[a-z-]+$/,
          );
        }
        assert.equal(snapshot(), before);
      }),
      { numRuns: RUNS },
    );
  });
});

Deno.test("random admin bodies for POST and PUT are refused field by field, never stored", async () => {
  await withDatabaseFile(async (app, snapshot) => {
    const token = await app.login();
    const before = snapshot();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          "POST /api/movies",
          "PUT /api/movies/m-dune",
          "POST /api/auth/login",
        ),
        bodyArbitrary,
        async (route, body) => {
          const [method, path] = route.split(" ") as [
            Generated["method"],
            string,
          ];
          const answer = await send(app, {
            method,
            path,
            query: "",
            body,
            auth: "valid",
          }, token);
          assert.ok(
            [400, 401, 413, 415, 429].includes(answer.status),
            `${route}: ${answer.status}`,
          );
          if (answer.json.type.endsWith("/validation")) {
            assert.ok(answer.json.errors.length > 0);
          }
          assert.equal(snapshot(), before);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
