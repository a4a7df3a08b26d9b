import assert from "node:assert/strict";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { buildSeed } from "../seed/catalogue.ts";
import { changeOf } from "../store/list.ts";
import { toRow } from "../store/rows.ts";
import type { Movie } from "../store/store.ts";
import {
  createPages,
  PAGE_CACHE_BYTES,
  PAGE_CACHE_ENTRIES,
  PAGE_TTL_MS,
  readMayChange,
  SITEMAP_TTL_MS,
} from "./mod.ts";

/**
 * A stand-in for the site's server build (apps/site/dist-server): it renders
 * "page <n> of <path and query>" (and, with a public origin, "at <origin>"),
 * counting renders, so the tests see when the service renders again and when
 * it answers with a kept copy. Its pages read one query parameter, "q", and
 * the catalogue API as a film page, a genre page and home do (READS).
 */
const FAKE_ENTRY = `
let renders = 0;
const READS = {
  "/": ["/api/config", "/api/movies?featured=true&status=active&limit=10"],
  "/movie/m-kis-uykusu": ["/api/movies/m-kis-uykusu"],
  "/tur/dram": ["/api/movies?genre=Drama&status=active&limit=20"],
  "/dizi": ["/api/movies?type=series&status=active&limit=20"],
};
export function createPageRenderer(options) {
  return async (request) => {
    renders++;
    const url = new URL(request.url);
    for (const read of READS[url.pathname] ?? []) {
      await (await options.fetch(new Request("http://api.internal" + read))).text();
    }
    const at = options.publicOrigin ? " at " + options.publicOrigin : "";
    await new Promise((resolve) => setTimeout(resolve, 20));
    // "?q=big-<n>": a page padded with n bytes.
    const pad = " ".repeat(Number(/^big-(\\d+)$/.exec(url.searchParams.get("q") ?? "")?.[1] ?? 0));
    return new Response("<p>page " + renders + " of " + url.pathname + url.search + at + "</p>" + pad, {
      status: url.pathname === "/yok" ? 404 : 200,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
    });
  };
}
export function pageVariant(url, cookie) {
  return url.pathname === "/" && /hint=1/.test(cookie ?? "") ? "hint=1" : "";
}
export function pageAddress(url) {
  const address = new URL(url.pathname, url.origin);
  const q = url.searchParams.get("q");
  if (q !== null) address.searchParams.set("q", q);
  return address;
}
export const inlineScripts = ["window.kept = [];"];
let sitemapBuilds = 0;
export async function sitemapPaths({ origin }) {
  sitemapBuilds++;
  // A walk asked under "slow." takes a while, as a real one does: requests and writes come meanwhile.
  if (new URL(origin).host.startsWith("slow.")) await new Promise((resolve) => setTimeout(resolve, 300));
  const titles = Array.from({ length: 5 }, (_, i) => "/movie/m-" + (i + 1));
  return ["/", "/tur/18", "/asked-at/" + new URL(origin).host, ...titles, "/build/" + sitemapBuilds];
}
`;

async function withPages(
  run: (pages: ReturnType<typeof createPages>, clock: { ms: number }) => Promise<void>,
  options: {
    publicOrigin?: string;
    allowInlineScripts?: (sources: readonly string[]) => void;
    sitemapPartSize?: number;
    onKept?: (hit: boolean) => void;
  } = {},
) {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(`${dir}/index.html`, "<!doctype html>");
    const serverEntry = `${dir}/entry-server.js`;
    await Deno.writeTextFile(serverEntry, FAKE_ENTRY);
    const clock = { ms: 1_000_000 };
    const pages = createPages({
      staticDir: dir,
      serverEntry,
      fetchApi: () => Promise.resolve(Response.json({ data: {} })),
      now: () => clock.ms,
      publicOrigin: options.publicOrigin,
      allowInlineScripts: options.allowInlineScripts,
      sitemapPartSize: options.sitemapPartSize,
      onKept: options.onKept,
    });
    await run(pages, clock);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

const get = (path: string, headers: HeadersInit = {}) =>
  new Request(`http://sinema.test${path}`, { headers });

async function text(
  pages: ReturnType<typeof createPages>,
  path: string,
  host = "sinema.test",
): Promise<string> {
  const request = new Request(`http://${host}${path}`);
  const answer = await pages.handle(request, new URL(request.url).pathname);
  assert.ok(answer);
  return await answer.text();
}

Deno.test("a rendered page is reused for a few seconds, then rendered again", async () => {
  await withPages(async (pages, clock) => {
    assert.equal(await text(pages, "/"), "<p>page 1 of /</p>");
    clock.ms += PAGE_TTL_MS - 1;
    assert.equal(await text(pages, "/"), "<p>page 1 of /</p>");
    clock.ms += 1;
    assert.equal(await text(pages, "/"), "<p>page 2 of /</p>");
  });
});

Deno.test("issue 29's metrics hear of each kept page served (hit) and each render (miss)", async () => {
  const seen: boolean[] = [];
  await withPages(async (pages, clock) => {
    await text(pages, "/");
    await text(pages, "/");
    clock.ms += PAGE_TTL_MS;
    await text(pages, "/");
  }, { onKept: (hit) => seen.push(hit) });
  assert.deepEqual(seen, [false, true, false]);
});

Deno.test("warming renders home once at start, keeps nothing of it, and walks the sitemap", async () => {
  await withPages(async (pages) => {
    await pages.warm();
    // The warm-up was render 1; the first visitor's page is rendered for them (render 2).
    assert.equal(await text(pages, "/"), "<p>page 2 of /</p>");
    assert.equal(await text(pages, "/"), "<p>page 2 of /</p>");
    // The first crawler finds the walk made.
    assert.match(await text(pages, "/sitemaps/titles-1.xml"), /\/build\/1</);
  });
});

Deno.test("one sitemap walk at a time: writes during a walk start one more after it, not one each", async () => {
  await withPages(async (pages) => {
    const [part, host] = ["/sitemaps/titles-1.xml", "slow.sinema.test"];
    assert.match(await text(pages, part, host), /\/build\/1</);
    pages.changed(wrote(seeded("m-kis-uykusu")));
    // This request starts walk 2 (300 ms) and gets walk 1; writes and requests meanwhile start none.
    assert.match(await text(pages, part, host), /\/build\/1</);
    for (let i = 0; i < 3; i++) {
      pages.changed(wrote(seeded("m-kis-uykusu")));
      assert.match(await text(pages, part, host), /\/build\/1</);
    }
    // Walk 2 began before those writes: one more walk (3) follows it, and no walk 4.
    assert.match(await afterWalk(pages, part, /\/build\/[12]</, host), /\/build\/3</);
    await new Promise((resolve) => setTimeout(resolve, 400));
    assert.match(await text(pages, part, host), /\/build\/3</);
  }, { sitemapPartSize: 100 });
});

Deno.test("requests arriving together share one render", async () => {
  await withPages(async (pages) => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pages.handle(get("/trending"), "/trending")),
    );
    const bodies = new Set(await Promise.all(answers.map((answer) => answer!.text())));
    assert.deepEqual([...bodies], ["<p>page 1 of /trending</p>"]);
  });
});

const SEED = buildSeed("http://localhost:5050");
const seeded = (id: string) => SEED.movies.find((movie) => movie._id === id)!;
/** What the store tells of a write that turned `before` into `after`. */
const wrote = (...titles: Movie[]) => changeOf(titles.map(toRow));

Deno.test("a write drops the kept pages whose reads it can change, and only those", async () => {
  await withPages(async (pages) => {
    // As the seed has it, but not featured (home lists the featured).
    const kis = { ...seeded("m-kis-uykusu"), featured: false };
    assert.equal(kis.type, "movie");
    assert.ok(kis.genre.includes("Drama") && !kis.featured, JSON.stringify(kis.genre));
    const paths = ["/", "/movie/m-kis-uykusu", "/tur/dram", "/dizi", "/hakkimizda"];
    for (const path of paths) assert.match(await text(pages, path), /^<p>page \d+ of /);
    const kept = async () => {
      const answers: Record<string, string> = {};
      for (const path of paths) answers[path] = await text(pages, path);
      return answers;
    };
    const before = await kept();

    // A draft added (a bulk import's): no public list can hold it; every page stays.
    pages.changed(wrote({ ...kis, _id: "m-taslak", status: "passive", featured: true }));
    assert.deepEqual(await kept(), before);

    // The film edited: its page and the drama list go; home (featured only) and the series stay.
    pages.changed(wrote(kis, { ...kis, title: "Kış Uykusu (yönetmen kurgusu)" }));
    const after = await kept();
    for (const path of ["/movie/m-kis-uykusu", "/tur/dram"]) {
      assert.notEqual(after[path], before[path], path);
    }
    for (const path of ["/", "/dizi", "/hakkimizda"]) assert.equal(after[path], before[path], path);

    // Featured now: home goes too (the list it joins); removed later: the lists it was on.
    pages.changed(wrote(kis, { ...kis, featured: true }));
    const featured = await kept();
    assert.notEqual(featured["/"], after["/"]);
    assert.equal(featured["/dizi"], before["/dizi"]);
    pages.changed(wrote({ ...kis, featured: true }));
    const removed = await kept();
    for (const path of ["/", "/movie/m-kis-uykusu", "/tur/dram"]) {
      assert.notEqual(removed[path], featured[path], path);
    }
    assert.equal(removed["/dizi"], before["/dizi"]);
  });
});

Deno.test("a render under way when a write it may show lands is not kept; one it cannot show is", async () => {
  await withPages(async (pages, clock) => {
    const kis = seeded("m-kis-uykusu");
    assert.equal(await text(pages, "/tur/dram"), "<p>page 1 of /tur/dram</p>");
    clock.ms += PAGE_TTL_MS;
    const during = pages.handle(get("/tur/dram"), "/tur/dram");
    await new Promise((resolve) => setTimeout(resolve, 5)); // the render is under way
    pages.changed(wrote(kis, { ...kis, title: "Yeni ad" }));
    assert.equal(await (await during)?.text(), "<p>page 2 of /tur/dram</p>");
    assert.equal(await text(pages, "/tur/dram"), "<p>page 3 of /tur/dram</p>", "not kept");

    clock.ms += PAGE_TTL_MS;
    const unaffected = pages.handle(get("/tur/dram"), "/tur/dram");
    await new Promise((resolve) => setTimeout(resolve, 5));
    pages.changed(wrote({ ...kis, _id: "m-taslak", status: "passive" }));
    assert.equal(await (await unaffected)?.text(), "<p>page 4 of /tur/dram</p>");
    assert.equal(await text(pages, "/tur/dram"), "<p>page 4 of /tur/dram</p>", "kept");
  });
});

Deno.test("readMayChange: a title's address, the lists by their filters, unknown reads always", () => {
  const kis = seeded("m-kis-uykusu");
  const change = wrote(kis, { ...kis, trending: true });
  const may = (address: string) => readMayChange(new URL(address, "http://api.internal"), change);
  assert.equal(may("/api/movies/m-kis-uykusu"), true);
  assert.equal(may("/api/movies/m-dune"), false);
  assert.equal(may("/api/movies?status=active&type=movie"), true);
  assert.equal(may("/api/movies?status=active&type=series"), false);
  assert.equal(may("/api/movies?status=passive"), false);
  assert.equal(may("/api/movies?trending=true&status=active"), true, "joins");
  assert.equal(may("/api/movies?trending=false&status=active"), true, "leaves");
  assert.equal(may("/api/movies?featured=true"), kis.featured);
  assert.equal(may("/api/movies?search=tamamen%20baska"), true, "a search may always");
  assert.equal(may("/api/config"), false);
  assert.equal(may("/api/stats"), true);
});

Deno.test("kept pages keep their status, are compressed as asked, and HEAD has no body", async () => {
  await withPages(async (pages) => {
    const missing = await pages.handle(get("/yok"), "/yok");
    assert.equal(missing?.status, 404);
    await missing?.body?.cancel();
    // Brotli where the client takes it (every current browser), else gzip.
    const br = await pages.handle(
      get("/yok", { "accept-encoding": "gzip, deflate, br, zstd" }),
      "/yok",
    );
    assert.equal(br?.status, 404);
    assert.equal(br?.headers.get("content-encoding"), "br");
    assert.equal(
      brotliDecompressSync(new Uint8Array(await br!.arrayBuffer())).toString(),
      "<p>page 1 of /yok</p>",
    );
    const zipped = await pages.handle(get("/yok", { "accept-encoding": "gzip" }), "/yok");
    assert.equal(zipped?.status, 404);
    assert.equal(zipped?.headers.get("content-encoding"), "gzip");
    assert.equal(zipped?.headers.get("content-type"), "text/html; charset=utf-8");
    assert.equal(
      gunzipSync(new Uint8Array(await zipped!.arrayBuffer())).toString(),
      "<p>page 1 of /yok</p>",
    );
    const head = await pages.handle(
      new Request("http://sinema.test/yok", { method: "HEAD" }),
      "/yok",
    );
    assert.equal(head?.status, 404);
    assert.equal(head?.headers.get("content-length"), String("<p>page 1 of /yok</p>".length));
    assert.equal(await head?.text(), "");
  });
});

Deno.test("the number of kept addresses is bounded: query strings cannot grow memory", async () => {
  await withPages(async (pages) => {
    assert.equal(await text(pages, "/?q=0"), "<p>page 1 of /?q=0</p>");
    for (let i = 1; i <= PAGE_CACHE_ENTRIES; i++) await text(pages, `/?q=${i}`);
    // The oldest address went; the newest are still kept.
    assert.equal(await text(pages, "/?q=0"), `<p>page ${PAGE_CACHE_ENTRIES + 2} of /?q=0</p>`);
    assert.equal(
      await text(pages, `/?q=${PAGE_CACHE_ENTRIES}`),
      `<p>page ${PAGE_CACHE_ENTRIES + 1} of /?q=${PAGE_CACHE_ENTRIES}</p>`,
    );
  });
});

Deno.test("the kept pages' bytes are bounded too: large pages push the oldest out (issue 35)", async () => {
  await withPages(async (pages) => {
    const size = 900_000;
    const fit = Math.floor(PAGE_CACHE_BYTES / (size * 1.25));
    const first = async (path: string) => (await text(pages, path)).split("</p>")[0];
    assert.equal(await first(`/?q=big-${size}`), `<p>page 1 of /?q=big-${size}`);
    for (let i = 1; i <= fit; i++) await text(pages, `/?q=big-${size + i}`);
    assert.ok(
      fit + 1 < PAGE_CACHE_ENTRIES,
      "the bytes bound, not the count, is what this test meets",
    );
    // The oldest went to make room; the newest is still kept.
    assert.equal(await first(`/?q=big-${size}`), `<p>page ${fit + 2} of /?q=big-${size}`);
    assert.equal(
      await first(`/?q=big-${size + fit}`),
      `<p>page ${fit + 1} of /?q=big-${size + fit}`,
    );
  });
});

Deno.test("query parameters a page does not read share its copy and never reach the render", async () => {
  await withPages(async (pages) => {
    assert.equal(
      await text(pages, "/search?q=dune&utm_source=x"),
      "<p>page 1 of /search?q=dune</p>",
    );
    assert.equal(await text(pages, "/search?fbclid=y&q=dune"), "<p>page 1 of /search?q=dune</p>");
    assert.equal(await text(pages, "/search?q=dune"), "<p>page 1 of /search?q=dune</p>");
    // A parameter the page reads is a page of its own.
    assert.equal(await text(pages, "/search?q=yargi"), "<p>page 2 of /search?q=yargi</p>");
  });
});

Deno.test("without a public origin each host gets its own copy, robots and sitemap name it", async () => {
  await withPages(async (pages) => {
    assert.equal(await text(pages, "/", "a.test"), "<p>page 1 of /</p>");
    assert.equal(await text(pages, "/", "b.test"), "<p>page 2 of /</p>");
    assert.match(
      await text(pages, "/robots.txt", "a.test"),
      /Sitemap: http:\/\/a\.test\/sitemap\.xml/,
    );
    assert.match(
      await text(pages, "/sitemap.xml", "b.test"),
      /<loc>http:\/\/b\.test\/sitemaps\/titles-1\.xml<\/loc>/,
    );
    const sitemap = await text(pages, "/sitemaps/titles-1.xml", "b.test");
    assert.match(sitemap, /<loc>http:\/\/b\.test\/tur\/18<\/loc>/);
  });
});

Deno.test("a public origin names every address and one copy serves every host", async () => {
  await withPages(
    async (pages) => {
      const page = "<p>page 1 of / at https://sinema.example</p>";
      assert.equal(await text(pages, "/", "10.0.0.5:5000"), page);
      assert.equal(await text(pages, "/", "localhost:5000"), page);
      assert.match(
        await text(pages, "/robots.txt", "localhost:5000"),
        /Sitemap: https:\/\/sinema\.example\/sitemap\.xml/,
      );
      assert.match(
        await text(pages, "/sitemap.xml", "localhost:5000"),
        /<loc>https:\/\/sinema\.example\/sitemaps\/titles-1\.xml<\/loc>/,
      );
      const sitemap = await text(pages, "/sitemaps/titles-1.xml", "localhost:5000");
      assert.match(sitemap, /<loc>https:\/\/sinema\.example\/tur\/18<\/loc>/);
      // The titles are still read through the request's own address (in-process).
      assert.match(sitemap, /<loc>https:\/\/sinema\.example\/asked-at\/localhost:5000<\/loc>/);
    },
    { publicOrigin: "https://sinema.example" },
  );
});

Deno.test("a cookie a page reads is part of its key; other cookies share the copy", async () => {
  await withPages(async (pages) => {
    const withCookie = (cookie: string) =>
      pages.handle(new Request("http://sinema.test/", { headers: { cookie } }), "/");
    assert.equal(await (await withCookie("session=a"))!.text(), "<p>page 1 of /</p>");
    assert.equal(await (await withCookie("hint=1; session=b"))!.text(), "<p>page 2 of /</p>");
    assert.equal(await (await withCookie("session=c; hint=1"))!.text(), "<p>page 2 of /</p>");
    assert.equal(await text(pages, "/"), "<p>page 1 of /</p>");
  });
});

Deno.test("the build's inline scripts are handed to the policy before the first page is answered", async () => {
  const allowed: (readonly string[])[] = [];
  await withPages(async (pages) => {
    assert.deepEqual(allowed, []);
    assert.equal(await text(pages, "/"), "<p>page 1 of /</p>");
    assert.deepEqual(allowed, [["window.kept = [];"]]);
    await text(pages, "/trending");
    assert.equal(allowed.length, 1, "once per build, not per page");
  }, { allowInlineScripts: (sources) => allowed.push(sources) });
});

/**
 * The sitemap file at `path` once a walk it started has finished: the first
 * answer after a change is the previous walk's (asserted to hold `before`),
 * the walk it starts runs in the background.
 */
async function afterWalk(
  pages: ReturnType<typeof createPages>,
  path: string,
  before: RegExp,
  host = "sinema.test",
): Promise<string> {
  assert.match(await text(pages, path, host), before, "the previous walk answers meanwhile");
  let latest = "";
  for (let tries = 0; tries < 200; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    latest = await text(pages, path, host);
    if (!before.test(latest)) return latest;
  }
  throw new Error(`no new walk for ${path}; still:\n${latest}`);
}

/** The addresses of a sitemap file's <loc> entries. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

Deno.test("the sitemap is an index of parts of at most the part size, built once per catalogue change (issue 35)", async () => {
  await withPages(
    async (pages, clock) => {
      const index = await text(pages, "/sitemap.xml");
      assert.match(
        index,
        /<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
      );
      // 9 addresses in parts of 4: three parts, every address in exactly one.
      assert.deepEqual(
        locs(index),
        [1, 2, 3].map((n) => `http://sinema.test/sitemaps/titles-${n}.xml`),
      );
      const parts = [];
      for (const n of [1, 2, 3]) parts.push(locs(await text(pages, `/sitemaps/titles-${n}.xml`)));
      assert.deepEqual(parts.map((part) => part.length), [4, 4, 1]);
      assert.equal(new Set(parts.flat()).size, 9);
      // Built once: the parts are of the same build as the index.
      assert.ok(parts.flat().includes("http://sinema.test/build/1"));
      // A part past the last is not found.
      const past = (await pages.handle(get("/sitemaps/titles-4.xml"), "/sitemaps/titles-4.xml"))!;
      assert.equal(past.status, 404);
      await past.body?.cancel();

      // A client holding this version gets 304, by ETag or by date.
      const first = (await pages.handle(get("/sitemaps/titles-1.xml"), "/sitemaps/titles-1.xml"))!;
      const etag = first.headers.get("etag")!;
      const lastModified = first.headers.get("last-modified")!;
      assert.match(etag, /^"[0-9a-f]{24}"$/);
      for (const headers of [{ "if-none-match": etag }, { "if-modified-since": lastModified }]) {
        const again =
          (await pages.handle(get("/sitemaps/titles-1.xml", headers), "/sitemaps/titles-1.xml"))!;
        assert.equal(again.status, 304);
        assert.equal(await again.text(), "");
      }
      const other = (await pages.handle(
        get("/sitemaps/titles-1.xml", { "if-none-match": '"0000"' }),
        "/sitemaps/titles-1.xml",
      ))!;
      assert.equal(other.status, 200);
      await other.body?.cancel();

      // A write starts a new walk on the next request, which meanwhile gets
      // the last one; until then it is not walked again.
      assert.match(await text(pages, "/sitemaps/titles-3.xml"), /\/build\/1</);
      pages.changed(wrote(seeded("m-kis-uykusu")));
      assert.match(await afterWalk(pages, "/sitemaps/titles-3.xml", /\/build\/1</), /\/build\/2</);
      const changed = (await pages.handle(
        get("/sitemaps/titles-3.xml", { "if-none-match": etag }),
        "/sitemaps/titles-3.xml",
      ))!;
      assert.equal(changed.status, 200);
      await changed.body?.cancel();
      // Another instance's writes show once the walk is SITEMAP_TTL_MS old.
      clock.ms += SITEMAP_TTL_MS + 1;
      assert.match(await afterWalk(pages, "/sitemaps/titles-3.xml", /\/build\/2</), /\/build\/3</);
    },
    { sitemapPartSize: 4 },
  );
});

Deno.test("every origin's sitemap is written from one walk of the catalogue per change (issue 35)", async () => {
  await withPages(
    async (pages, clock) => {
      const first = await text(pages, "/sitemaps/titles-3.xml", "a.sinema.test");
      const second = await text(pages, "/sitemaps/titles-3.xml", "b.sinema.test");
      // Each under its own origin…
      assert.match(first, /<loc>http:\/\/a\.sinema\.test\/build\/1<\/loc>/);
      // …from the same walk: a second Host does not read every title again.
      assert.match(second, /<loc>http:\/\/b\.sinema\.test\/build\/1<\/loc>/);
      // A write walks again once, for every origin.
      pages.changed(wrote(seeded("m-kis-uykusu")));
      const part = "/sitemaps/titles-3.xml";
      assert.match(await afterWalk(pages, part, /\/build\/1</, "b.sinema.test"), /\/build\/2</);
      assert.match(await text(pages, part, "a.sinema.test"), /\/build\/2</);
      // As does the time another instance's writes take to show.
      clock.ms += SITEMAP_TTL_MS + 1;
      assert.match(await afterWalk(pages, part, /\/build\/2</, "a.sinema.test"), /\/build\/3</);
      assert.match(await text(pages, part, "b.sinema.test"), /\/build\/3</);
    },
    { sitemapPartSize: 4 },
  );
});
