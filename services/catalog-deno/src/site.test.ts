import assert from "node:assert/strict";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { IMMUTABLE_CACHE } from "./static.ts";
import { assertProblem, withApp } from "./testing/harness.ts";

async function withSite(run: (dir: string) => Promise<void>) {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.mkdir(`${dir}/assets`);
    await Deno.writeTextFile(
      `${dir}/index.html`,
      `<!doctype html><title>Sinema</title><script type="module" src="/assets/app-abc123.js"></script>`,
    );
    await Deno.writeTextFile(
      `${dir}/assets/app-abc123.js`,
      `console.log("${"sinema ".repeat(400)}")`,
    );
    await Deno.writeTextFile(
      `${dir}/dizi.json`,
      JSON.stringify([{ title: "Şahsiyet" }]),
    );
    await Deno.writeTextFile(`${dir}/../secret.txt`, "outside").catch(() => {});
    await run(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("production mode: hashed assets cached for a year, index.html and dizi.json revalidated", async () => {
  await withSite(async (dir) => {
    await withApp(async ({ call }) => {
      const asset = await call("GET", "/assets/app-abc123.js");
      assert.equal(asset.status, 200);
      assert.equal(asset.res.headers.get("cache-control"), IMMUTABLE_CACHE);
      assert.match(
        asset.res.headers.get("content-type") ?? "",
        /^text\/javascript/,
      );
      assert.match(await asset.res.text(), /^console\.log/);

      const dizi = await call("GET", "/dizi.json");
      assert.equal(dizi.res.headers.get("cache-control"), "no-cache");
      assert.deepEqual(dizi.json, [{ title: "Şahsiyet" }]);

      for (
        const path of [
          "/",
          "/index.html",
          "/movie/m-dune",
          "/series/sahsiyet?x=1",
          "/admin/movies",
        ]
      ) {
        const page = await call("GET", path);
        assert.equal(page.status, 200, path);
        assert.equal(page.res.headers.get("cache-control"), "no-cache");
        assert.match(await page.res.text(), /<title>Sinema<\/title>/);
      }
      // A missing hashed asset is a 404, not the SPA page.
      assertProblem(await call("GET", "/assets/gone-123.js"), 404, "not-found");
      // No way out of the site directory, no hidden files.
      for (
        const path of [
          "/../secret.txt",
          "/%2e%2e/secret.txt",
          "/.env",
          "/assets/%00.js",
        ]
      ) {
        const answer = await call("GET", path);
        assert.doesNotMatch(await answer.res.text(), /outside/, path);
      }
    }, { deps: { staticDir: dir } });
  });
});

Deno.test("files are compressed when the client accepts it, and revalidate with ETag", async () => {
  await withSite(async (dir) => {
    await withApp(async ({ call }) => {
      const br = await call("GET", "/assets/app-abc123.js", {
        headers: { "accept-encoding": "gzip, deflate, br" },
      });
      assert.equal(br.res.headers.get("content-encoding"), "br");
      assert.match(br.res.headers.get("vary") ?? "", /Accept-Encoding/);
      const gzip = await call("GET", "/assets/app-abc123.js", {
        headers: { "accept-encoding": "gzip" },
      });
      assert.equal(gzip.res.headers.get("content-encoding"), "gzip");
      const text = new TextDecoder().decode(
        gunzipSync(new Uint8Array(await gzip.res.arrayBuffer())),
      );
      assert.match(text, /^console\.log\("sinema sinema/);

      const etag = gzip.res.headers.get("etag")!;
      const again = await call("GET", "/assets/app-abc123.js", {
        headers: { "if-none-match": etag },
      });
      assert.equal(again.status, 304);

      // API answers are compressed too.
      const api = await call("GET", "/api/movies?limit=50", {
        headers: { "accept-encoding": "br" },
      });
      assert.equal(api.res.headers.get("content-encoding"), "br");
      assert.equal(
        (api.body as { data: { movies: unknown[] } }).data.movies.length,
        50,
      );
      const small = await call("GET", "/api/health", {
        headers: { "accept-encoding": "br" },
      });
      assert.equal(
        small.res.headers.get("content-encoding"),
        null,
        "tiny answers stay plain",
      );
    }, { deps: { staticDir: dir } });
  });
});

Deno.test("the build's Brotli copy of a file is sent as it is; one older than the file is not", async () => {
  await withSite(async (dir) => {
    const source = `${dir}/assets/app-abc123.js`;
    // Not the file's own compression: a marker only the copy on disk can carry.
    const copy = brotliCompressSync(new TextEncoder().encode("// from the build"));
    await Deno.writeFile(`${source}.br`, copy);
    await withApp(async ({ call }) => {
      const res = await call("GET", "/assets/app-abc123.js", {
        headers: { "accept-encoding": "br" },
      });
      assert.equal(res.res.headers.get("content-encoding"), "br");
      const sent = brotliDecompressSync(new Uint8Array(await res.res.arrayBuffer()));
      assert.equal(new TextDecoder().decode(sent), "// from the build");
    }, { deps: { staticDir: dir } });

    // The file is rebuilt after its copy was written: the copy is stale.
    await Deno.writeFile(`${dir}/dizi.json.br`, copy);
    const later = new Date(Date.now() + 60_000);
    await Deno.utime(`${dir}/dizi.json`, later, later);
    await Deno.writeTextFile(
      `${dir}/dizi.json`,
      JSON.stringify(Array.from({ length: 100 }, () => ({ title: "Şahsiyet" }))),
    );
    await Deno.utime(`${dir}/dizi.json`, later, later);
    await withApp(async ({ call }) => {
      const res = await call("GET", "/dizi.json", { headers: { "accept-encoding": "br" } });
      assert.equal(res.res.headers.get("content-encoding"), "br");
      const sent = new TextDecoder().decode(
        brotliDecompressSync(new Uint8Array(await res.res.arrayBuffer())),
      );
      assert.match(sent, /^\[\{"title":"Şahsiyet"\}/);
    }, { deps: { staticDir: dir } });
  });
});

Deno.test("security headers: CSP frames only the embed hosts, no referrer, nosniff", async () => {
  await withSite(async (dir) => {
    await withApp(async ({ call }) => {
      for (const path of ["/", "/api/movies?limit=1", "/api/nope"]) {
        const { res } = await call("GET", path);
        const csp = res.headers.get("content-security-policy") ?? "";
        assert.match(
          csp,
          /(^|; )frame-src http:\/\/localhost:5050 https:\/\/player\.example(;|$)/,
        );
        assert.match(csp, /(^|; )default-src 'self'(;|$)/);
        assert.match(csp, /(^|; )script-src 'self'(;|$)/);
        assert.match(
          csp,
          /(^|; )connect-src 'self' ws:\/\/localhost:8787(;|$)/,
        );
        // Issue 33: the metadata service's image host for images, and only there.
        assert.match(csp, /(^|; )img-src 'self' data: blob: https:\/\/image\.tmdb\.org(;|$)/);
        assert.equal(csp.match(/image\.tmdb\.org/g)?.length, 1);
        assert.equal(res.headers.get("referrer-policy"), "no-referrer");
        assert.equal(res.headers.get("x-content-type-options"), "nosniff");
      }
    }, {
      deps: {
        staticDir: dir,
        embedBaseUrls: ["http://localhost:5050", "https://player.example/"],
      },
    });
  });
});

Deno.test("CORS answers only the configured origins", async () => {
  await withApp(async ({ call }) => {
    const allowed = await call("GET", "/api/movies?limit=1", {
      headers: { origin: "http://localhost:5173" },
    });
    assert.equal(
      allowed.res.headers.get("access-control-allow-origin"),
      "http://localhost:5173",
    );
    const other = await call("GET", "/api/movies?limit=1", {
      headers: { origin: "https://evil.example" },
    });
    assert.equal(other.res.headers.get("access-control-allow-origin"), null);

    const preflight = await call("OPTIONS", "/api/movies/m-dune", {
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "DELETE",
      },
      unchecked: true,
    });
    assert.equal(preflight.status, 204);
    assert.match(
      preflight.res.headers.get("access-control-allow-methods") ?? "",
      /DELETE/,
    );
    assert.match(
      preflight.res.headers.get("access-control-allow-headers") ?? "",
      /authorization/,
    );
    const refused = await call("OPTIONS", "/api/movies/m-dune", {
      headers: {
        origin: "https://evil.example",
        "access-control-request-method": "DELETE",
      },
      unchecked: true,
    });
    assert.equal(refused.res.headers.get("access-control-allow-origin"), null);
    assert.equal(refused.res.headers.get("access-control-allow-methods"), null);
  });
});

Deno.test("GET /api/config tells the site its embed hosts, sync URL and metadata state", async () => {
  await withApp(async ({ call }) => {
    const { status, json } = await call("GET", "/api/config");
    assert.equal(status, 200);
    assert.deepEqual(json, {
      data: {
        embedBaseUrls: ["http://localhost:5050"],
        syncUrl: "ws://localhost:8787",
        metadataEnabled: false,
      },
    });
  });
  await withApp(async ({ call }) => {
    assert.equal(
      (await call("GET", "/api/config")).json.data.metadataEnabled,
      true,
    );
  }, { deps: { tmdb: { apiKey: "k", baseUrl: "http://127.0.0.1:9" } } });
});

Deno.test("GET /api/health answers ok; unknown API paths answer 404 problems, not the site", async () => {
  await withSite(async (dir) => {
    await withApp(async ({ call }) => {
      assert.deepEqual((await call("GET", "/api/health")).json, {
        status: "ok",
      });
      assertProblem(await call("GET", "/api/nope"), 404, "not-found");
      assertProblem(
        await call("POST", "/api/movies/m-dune", { body: {} }),
        404,
        "not-found",
      );
    }, { deps: { staticDir: dir } });
  });
});

Deno.test("generated posters and backdrops: SVG named after the title, 404 otherwise", async () => {
  await withApp(async ({ call, seed }) => {
    const poster = await call("GET", "/api/images/poster/s-sahsiyet.svg");
    assert.equal(poster.status, 200);
    assert.equal(poster.res.headers.get("content-type"), "image/svg+xml");
    const svg = String(poster.body);
    assert.match(svg, /^<svg [^>]*aria-label="Şahsiyet"/);
    // Issue 31: art only; the card beside it names the title and its type.
    assert.doesNotMatch(svg, /<text|<tspan|DİZİ|Şahsiyet</);
    const backdrop = String(
      (await call("GET", "/api/images/backdrop/m-selvi-boylum-al-yazmalim.svg"))
        .body,
    );
    assert.match(backdrop, /width="1280"/);
    // Issue 17: the page draws the real title over the backdrop, so the art carries no text.
    assert.doesNotMatch(backdrop, /<text|<tspan|FİLM/);
    // Markup in titles is escaped (in the image's name).
    assert.match(
      String((await call("GET", "/api/images/poster/m-dabbe.svg")).body),
      /aria-label="D@bbe"/,
    );
    for (const movie of seed.movies.filter((m) => m.poster)) {
      assert.equal(movie.poster, `/api/images/poster/${movie._id}.svg`);
    }
    assertProblem(
      await call("GET", "/api/images/poster/m-nope.svg"),
      404,
      "not-found",
    );
    assertProblem(
      await call("GET", "/api/images/cover/m-dune.svg"),
      404,
      "not-found",
    );
    assertProblem(
      await call("GET", "/api/images/poster/m-dune.gif"),
      404,
      "not-found",
    );
  });
});

/** Width and height from a PNG's header (IHDR), after checking its signature. */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  assert.deepEqual([...bytes.subarray(0, 8)], [137, 80, 78, 71, 13, 10, 26, 10]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

Deno.test("a raster copy of each drawn image for link previews: PNG at the drawing's size", async () => {
  await withApp(async ({ call, login }) => {
    const poster = await call("GET", "/api/images/poster/m-kis-uykusu.png");
    assert.equal(poster.status, 200);
    assert.equal(poster.res.headers.get("content-type"), "image/png");
    assert.match(poster.res.headers.get("cache-control") ?? "", /max-age=86400/);
    const first = new Uint8Array(await poster.res.arrayBuffer());
    assert.deepEqual(pngSize(first), { width: 500, height: 750 });
    const backdrop = await call("GET", "/api/images/backdrop/m-kis-uykusu.png");
    assert.deepEqual(pngSize(new Uint8Array(await backdrop.res.arrayBuffer())), {
      width: 1280,
      height: 720,
    });
    // An edit redraws the copy (the title is part of the drawing).
    const token = await login();
    const movie = (await call("GET", "/api/movies/m-kis-uykusu")).json as {
      data: Record<string, unknown>;
    };
    const { _id: _, createdAt: _c, updatedAt: _u, ...input } = movie.data;
    const edited = await call("PUT", "/api/movies/m-kis-uykusu", {
      token,
      body: { ...input, title: "Kış Uykusu (Yönetmen Kurgusu)" },
    });
    assert.equal(edited.status, 200, JSON.stringify(edited.json));
    const after = await call("GET", "/api/images/poster/m-kis-uykusu.png");
    assert.notDeepEqual(new Uint8Array(await after.res.arrayBuffer()), first);
    assertProblem(await call("GET", "/api/images/poster/m-nope.png"), 404, "not-found");
  });
});
