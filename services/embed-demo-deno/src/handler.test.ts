import assert from "node:assert/strict";
import { DEFAULT_FAIL_IDS, hostProfileOf, parseFailIds, readConfig } from "./config.ts";
import { createHandler } from "./handler.ts";
import { MAX_RUNTIME_MINUTES, runtimeIndex } from "./runtimes.ts";
import { seedLibrary } from "./seedLibrary.ts";

const clip = await Deno.readFile(
  new URL("../media/clip.webm", import.meta.url),
);
const playerScript = await Deno.readTextFile(
  new URL("./player.js", import.meta.url),
);
const handler = createHandler({
  clip,
  playerScript,
  failIds: parseFailIds(DEFAULT_FAIL_IDS),
});
const get = (path: string, headers: Record<string, string> = {}) =>
  handler(new Request(`http://localhost:5050${path}`, { headers }));

Deno.test("the clip in the repo is a WebM video under 1 MB", () => {
  assert.ok(
    clip.byteLength > 10_000 && clip.byteLength < 1024 * 1024,
    `${clip.byteLength} bytes`,
  );
  // EBML magic number of Matroska/WebM files.
  assert.deepEqual([...clip.slice(0, 4)], [0x1a, 0x45, 0xdf, 0xa3]);
});

Deno.test("every SPEC.md §7 player URL shape answers a page with a real video and the player script", async () => {
  for (
    const [path, label] of [
      ["/v2/embed/movie/438631", "Film 438631"],
      ["/v3/embed/movie/tt1160419?autoPlay=false", "Film tt1160419"],
      ["/v2/embed/tv/1396", "Dizi 1396"],
      ["/v2/embed/tv/1396/2", "Dizi 1396 · Sezon 2"],
      ["/v2/embed/tv/s-sahsiyet/1/3", "Dizi s-sahsiyet · Sezon 1 · Bölüm 3"],
      [
        "/v3/embed/tv/tt0903747/1/1?autoPlay=false",
        "Dizi tt0903747 · Sezon 1 · Bölüm 1",
      ],
      ["/embed/anime/20/5", "Anime 20 · Bölüm 5 · Altyazı"],
      ["/embed/anime/20/5/sub", "Anime 20 · Bölüm 5 · Altyazı"],
      ["/embed/anime/20/5/dub", "Anime 20 · Bölüm 5 · Dublaj"],
      ["/dizi/sahsiyet/sezon-1/bolum-2", "sahsiyet · Sezon 1 · Bölüm 2"],
    ] as const
  ) {
    const res = get(path);
    assert.equal(res.status, 200, path);
    assert.match(res.headers.get("content-type") ?? "", /^text\/html/);
    assert.doesNotMatch(
      res.headers.get("content-security-policy") ?? "",
      /frame-ancestors/,
    );
    const html = await res.text();
    assert.match(html, /<video id="player" src="\/media\/clip\.webm"/, path);
    assert.match(html, /<script src="\/player\.js"><\/script>/);
    assert.ok(
      html.includes(`<title>${label}</title>`),
      `${path}: ${html.slice(0, 300)}`,
    );
    const autoplay = !path.includes("autoPlay=false");
    assert.match(html, new RegExp(`data-autoplay="${autoplay}"`), path);
  }
});

Deno.test("unknown shapes and bad ids are 404 pages; other methods 405", async () => {
  for (
    const path of [
      "/v2/embed/book/1",
      "/v2/embed/tv/1/x",
      "/v2/embed/movie/%3Cscript%3E",
      "/embed/anime/1/2/fr",
      "/v4/embed/movie/1",
    ]
  ) {
    const res = get(path);
    assert.equal(res.status, 404, path);
    await res.body?.cancel();
  }
  const post = handler(
    new Request("http://localhost:5050/v2/embed/movie/1", { method: "POST" }),
  );
  assert.equal(post.status, 405);
  await post.body?.cancel();
});

Deno.test("failing ids: an HTTP error, a 404, a page that never gets ready, a broken video", async () => {
  const failing = createHandler({
    clip,
    playerScript,
    failIds: parseFailIds(
      "900001:error,tt9000009:notfound,900002:stall,900003:broken,42",
    ),
  });
  const at = (path: string) => failing(new Request(`http://localhost:5050${path}`));
  assert.equal(at("/v2/embed/movie/900001").status, 500);
  assert.equal(at("/v2/embed/tv/900001/1/1").status, 500);
  assert.equal(
    at("/v2/embed/movie/42").status,
    500,
    "a bare id fails with an error page",
  );
  assert.equal(at("/v3/embed/movie/tt9000009").status, 404);
  const stall = at("/v2/embed/tv/900002/1/1");
  assert.equal(stall.status, 200);
  const stallHtml = await stall.text();
  assert.doesNotMatch(stallHtml, /<video|player\.js/);
  const broken = await at("/embed/anime/900003/1").text();
  assert.match(broken, /src="\/media\/missing\.webm"/);
  assert.equal(at("/media/missing.webm").status, 404);
  // The other source of the same title (its IMDb id) still plays.
  assert.match(
    await at("/v3/embed/movie/tt9000001").text(),
    /src="\/media\/clip\.webm"/,
  );
  for (
    const path of [
      "/v2/embed/movie/900001",
      "/v3/embed/movie/tt9000009",
      "/media/missing.webm",
    ]
  ) {
    await at(path).body?.cancel();
  }
});

Deno.test("EMBED_FAIL_IDS: documented default, id or id:mode entries, clear errors", () => {
  assert.deepEqual(
    [...readConfig({ get: () => undefined }).failIds],
    [["900001", "error"], ["900002", "stall"], ["900003", "broken"]],
  );
  assert.deepEqual([...parseFailIds(" a , b:stall ,")], [["a", "error"], [
    "b",
    "stall",
  ]]);
  assert.deepEqual([...parseFailIds("")], []);
  assert.throws(() => parseFailIds("a:explode"), /mode of "a:explode"/);
  assert.throws(() => parseFailIds("a b"), /not an id/);
});

Deno.test("the clip is served whole and by byte ranges, so players can seek", async () => {
  const whole = get("/media/clip.webm");
  assert.equal(whole.status, 200);
  assert.equal(whole.headers.get("accept-ranges"), "bytes");
  assert.equal(whole.headers.get("content-type"), "video/webm");
  assert.equal((await whole.arrayBuffer()).byteLength, clip.byteLength);

  const first = get("/media/clip.webm", { range: "bytes=0-99" });
  assert.equal(first.status, 206);
  assert.equal(
    first.headers.get("content-range"),
    `bytes 0-99/${clip.byteLength}`,
  );
  assert.deepEqual(
    new Uint8Array(await first.arrayBuffer()),
    clip.slice(0, 100),
  );

  const open = get("/media/clip.webm", {
    range: `bytes=${clip.byteLength - 10}-`,
  });
  assert.equal((await open.arrayBuffer()).byteLength, 10);
  const suffix = get("/media/clip.webm", { range: "bytes=-5" });
  assert.deepEqual(new Uint8Array(await suffix.arrayBuffer()), clip.slice(-5));
  const beyond = get("/media/clip.webm", {
    range: `bytes=${clip.byteLength}-`,
  });
  assert.equal(beyond.status, 416);
  assert.equal(
    beyond.headers.get("content-range"),
    `bytes */${clip.byteLength}`,
  );
  const garbage = get("/media/clip.webm", { range: "bytes=abc" });
  assert.equal(garbage.status, 416);
});

const at = (origin: string, path: string) => handler(new Request(`${origin}${path}`));

Deno.test("hosts by name: localhost and 127.0.0.1 play at once, as they always did", async () => {
  for (
    const origin of ["http://localhost:5050", "http://127.0.0.1:5050", "http://fast.localhost:5050"]
  ) {
    const html = await at(origin, "/v2/embed/movie/438631").text();
    assert.match(html, /<video id="player" src="\/media\/clip\.webm"/, origin);
    assert.doesNotMatch(html, /data-stall-at|data-start-delay-ms/, origin);
  }
});

Deno.test("the slow host: its player is there at once, its video only after EMBED_SLOW_START_MS", async () => {
  const html = await at("http://slow.localhost:5050", "/v2/embed/movie/438631").text();
  // No src: the video (and so "ready") waits; the script (and so getState) does not.
  assert.match(
    html,
    /<video id="player" data-src="\/media\/clip\.webm" data-start-delay-ms="6000"/,
  );
  assert.match(html, /<script src="\/player\.js"><\/script>/);
  assert.match(html, /<title>Film 438631<\/title>/);
  assert.match(html, /Film 438631 · yavaş sunucu/);
  const quicker = createHandler({
    clip,
    playerScript,
    failIds: new Map(),
    timing: { slowStartMs: 2500, stallAfterS: 3 },
  });
  const custom = await quicker(new Request("http://slow.localhost:5050/v2/embed/tv/1/1/1")).text();
  assert.match(custom, /data-start-delay-ms="2500"/);
});

Deno.test("the failing host answers every player page with an HTTP 500 page", async () => {
  for (
    const path of [
      "/v2/embed/movie/438631",
      "/v3/embed/tv/tt0903747/1/1",
      "/dizi/sahsiyet/sezon-1/bolum-1",
    ]
  ) {
    const res = at("http://failing.localhost:5050", path);
    assert.equal(res.status, 500, path);
    assert.doesNotMatch(await res.text(), /<video|player\.js/);
  }
  // Its clip and script are still served: only the player pages fail.
  const script = at("http://failing.localhost:5050", "/player.js");
  assert.equal(script.status, 200);
  await script.body?.cancel();
});

Deno.test("the stalling host plays, then stops at EMBED_STALL_AFTER_S", async () => {
  const html = await at("http://stalling.localhost:5050", "/v2/embed/movie/438631").text();
  assert.match(html, /<video id="player" src="\/media\/clip\.webm"[^>]* data-stall-at="3"/);
  assert.match(html, /takılan sunucu/);
});

Deno.test("failing ids fail on every host; the host name is case-insensitive", async () => {
  assert.equal(at("http://slow.localhost:5050", "/v2/embed/movie/900001").status, 500);
  const stall = await at("http://STALLING.localhost:5050", "/v2/embed/tv/900002/1/1").text();
  assert.doesNotMatch(stall, /<video/);
  const broken = await at("http://Slow.Localhost:5050", "/v2/embed/movie/900003").text();
  assert.match(broken, /data-src="\/media\/missing\.webm"/);
  await at("http://slow.localhost:5050", "/v2/embed/movie/900001").body?.cancel();
});

Deno.test("/health names the host a request reached", async () => {
  for (
    const [origin, host] of [
      ["http://localhost:5050", "fast"],
      ["http://slow.localhost:5050", "slow"],
      ["http://failing.localhost:5050", "failing"],
      ["http://stalling.localhost:5050", "stalling"],
      ["http://slowly.localhost:5050", "fast"],
    ]
  ) {
    assert.deepEqual(await at(origin!, "/health").json(), { status: "ok", host }, origin);
  }
});

Deno.test("host profiles and their timing come from the name and the environment", () => {
  assert.deepEqual(
    [
      "slow.localhost",
      "failing.example.test",
      "localhost",
      "127.0.0.1",
      "stalling",
      "slowpoke.localhost",
    ]
      .map(hostProfileOf),
    ["slow", "failing", "fast", "fast", "stalling", "fast"],
  );
  assert.deepEqual(readConfig({ get: () => undefined }).timing, {
    slowStartMs: 6000,
    stallAfterS: 3,
  });
  const env = new Map([["EMBED_SLOW_START_MS", "2500"], ["EMBED_STALL_AFTER_S", "1.5"]]);
  assert.deepEqual(readConfig({ get: (name) => env.get(name) }).timing, {
    slowStartMs: 2500,
    stallAfterS: 1.5,
  });
  assert.throws(
    () => readConfig({ get: (name) => (name === "EMBED_SLOW_START_MS" ? "soon" : undefined) }),
    /EMBED_SLOW_START_MS must be a number/,
  );
  assert.throws(
    () => readConfig({ get: (name) => (name === "EMBED_STALL_AFTER_S" ? "-1" : undefined) }),
    /EMBED_STALL_AFTER_S/,
  );
});

Deno.test("runtimes: every id of a title gives its runtime in seconds; unusable runtimes are left out", () => {
  const index = runtimeIndex([
    { ids: ["m-matrix", 603, "tt0133093", undefined, ""], minutes: 136 },
    { ids: ["zero"], minutes: 0 },
    { ids: ["unknown"], minutes: Number.NaN },
    { ids: ["endless"], minutes: MAX_RUNTIME_MINUTES + 1 },
    { ids: ["short"], minutes: 0.5 },
  ]);
  assert.deepEqual([...index], [
    ["m-matrix", 8160],
    ["603", 8160],
    ["tt0133093", 8160],
    ["short", 30],
  ]);
});

Deno.test("the seed library: a film under its catalogue, TMDB and IMDb ids, a series also under its /dizi/ slug", () => {
  const index = runtimeIndex(seedLibrary());
  // Matrix, 136 minutes (issue 31 item 8's film).
  for (const id of ["m-matrix", "603", "tt0133093"]) assert.equal(index.get(id), 136 * 60, id);
  // Leyla ile Mecnun: its episodes last the series' 90 minutes.
  assert.equal(index.get("s-leyla-ile-mecnun"), 90 * 60);
  assert.equal(index.get("leyla-ile-mecnun"), 90 * 60);
  assert.equal(index.get("m-kis-uykusu"), 196 * 60);
  assert.equal(index.get("990001"), undefined);
});

const withRuntimes = createHandler({
  clip,
  playerScript,
  failIds: parseFailIds(DEFAULT_FAIL_IDS),
  runtimes: runtimeIndex([
    { ids: ["m-matrix", 603, "tt0133093"], minutes: 136 },
    { ids: ["s-sahsiyet", "sahsiyet"], minutes: 50 },
  ]),
});
const pageOf = (path: string, origin = "http://localhost:5050") =>
  withRuntimes(new Request(`${origin}${path}`)).text();

Deno.test("a title's player page carries its runtime and the controls of its timeline, on every address", async () => {
  for (
    const [path, seconds] of [
      ["/v2/embed/movie/603", 8160],
      ["/v3/embed/movie/tt0133093?autoPlay=false", 8160],
      ["/v2/embed/movie/m-matrix", 8160],
      ["/v2/embed/tv/s-sahsiyet/1/3", 3000],
      ["/v2/embed/tv/s-sahsiyet", 3000],
      ["/dizi/sahsiyet/sezon-1/bolum-2", 3000],
    ] as const
  ) {
    const html = await pageOf(path);
    // The video's own controls stay for a browser without script (they play the clip).
    assert.match(
      html,
      new RegExp(
        `<video id="player" src="/media/clip\\.webm" controls[^>]* data-runtime="${seconds}"`,
      ),
      path,
    );
    assert.match(html, /<div class="timeline" id="timeline" hidden>/, path);
    assert.match(
      html,
      new RegExp(
        `<input type="range" id="timeline-position" aria-label="Konum" min="0" max="${seconds}"`,
      ),
      path,
    );
    assert.match(html, /<button type="button" id="timeline-play" aria-label="Oynat">/, path);
    assert.match(
      html,
      /<button type="button" id="timeline-sound" aria-label="Sesi aç" data-muted="true"><svg /,
      path,
    );
  }
});

Deno.test("an id without a known runtime plays the clip at its own length: no runtime, no timeline", async () => {
  for (const path of ["/v2/embed/movie/438631", "/embed/anime/20/5", "/v2/embed/tv/1396/1/1"]) {
    const html = await pageOf(path);
    assert.match(html, /<video id="player" src="\/media\/clip\.webm"/, path);
    assert.doesNotMatch(html, /data-runtime|id="timeline"/, path);
  }
});

Deno.test("the runtime goes with the hosts' behaviour: slow and stalling pages carry it, failing ones fail", async () => {
  const slow = await pageOf("/v2/embed/movie/603", "http://slow.localhost:5050");
  assert.match(
    slow,
    /data-src="\/media\/clip\.webm" data-start-delay-ms="6000"[^>]* data-runtime="8160"/,
  );
  const stalling = await pageOf("/v2/embed/movie/603", "http://stalling.localhost:5050");
  assert.match(stalling, /data-stall-at="3" data-runtime="8160"/);
  const failing = withRuntimes(new Request("http://failing.localhost:5050/v2/embed/movie/603"));
  assert.equal(failing.status, 500);
  assert.doesNotMatch(await failing.text(), /data-runtime|id="timeline"/);
});
