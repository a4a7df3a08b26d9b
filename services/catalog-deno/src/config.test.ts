import assert from "node:assert/strict";
import { readConfig } from "./config.ts";

const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] });

Deno.test("config: working defaults for everything", () => {
  const config = readConfig(env({}));
  assert.equal(config.port, 5000);
  assert.equal(config.databasePath, "data/catalog.sqlite");
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.adminUsername, "admin");
  assert.equal(config.adminPassword, undefined);
  assert.deepEqual(config.corsOrigins, ["http://localhost:5173"]);
  assert.deepEqual(config.embedBaseUrls, ["http://localhost:5050"]);
  assert.equal(config.syncUrl, "ws://localhost:8787");
  assert.equal(config.tmdbBaseUrl, "https://api.themoviedb.org/3");
  assert.equal(config.trustProxy, false);
});

Deno.test("config: lists are comma separated and trimmed, trailing slashes dropped", () => {
  const config = readConfig(env({
    EMBED_BASE_URLS: " https://a.example/ , http://localhost:5051,",
    CORS_ORIGINS: "http://localhost:5173,https://sinema.example",
    DATABASE_URL: "postgres://u@db:5432/sinema",
    TMDB_BASE_URL: "http://127.0.0.1:9999/3/",
    TMDB_IMAGE_BASE: "https://img.mirror.example/t/p",
  }));
  assert.deepEqual(config.embedBaseUrls, ["https://a.example", "http://localhost:5051"]);
  assert.deepEqual(config.corsOrigins, ["http://localhost:5173", "https://sinema.example"]);
  assert.equal(config.databaseUrl, "postgres://u@db:5432/sinema");
  assert.equal(config.tmdbBaseUrl, "http://127.0.0.1:9999/3");
  assert.equal(config.tmdbImageOrigin, "https://img.mirror.example");
  assert.equal(readConfig(env({})).tmdbImageOrigin, "https://image.tmdb.org");
});

Deno.test("config: bad values stop the start with a message naming the setting", () => {
  assert.throws(() => readConfig(env({ PORT: "http" })), /PORT must be an integer/);
  assert.throws(() => readConfig(env({ PORT: "70000" })), /PORT/);
  assert.throws(() => readConfig(env({ DATABASE_URL: "mysql://x" })), /DATABASE_URL/);
  assert.throws(() => readConfig(env({ EMBED_BASE_URLS: "localhost:5050" })), /EMBED_BASE_URLS/);
  assert.throws(() => readConfig(env({ SYNC_URL: "ftp://x" })), /SYNC_URL/);
  assert.throws(() => readConfig(env({ PUBLIC_ORIGIN: "sinema.example" })), /PUBLIC_ORIGIN/);
  assert.throws(
    () => readConfig(env({ PUBLIC_ORIGIN: "https://sinema.example/site" })),
    /PUBLIC_ORIGIN/,
  );
});

Deno.test("config: PUBLIC_ORIGIN names the site's addresses; unset, the request's origin does", () => {
  assert.equal(readConfig(env({})).publicOrigin, undefined);
  assert.equal(
    readConfig(env({ PUBLIC_ORIGIN: "https://sinema.example/" })).publicOrigin,
    "https://sinema.example",
  );
  assert.equal(
    readConfig(env({ PUBLIC_ORIGIN: "http://localhost:5000" })).publicOrigin,
    "http://localhost:5000",
  );
});
