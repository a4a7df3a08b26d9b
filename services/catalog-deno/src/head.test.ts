/** HEAD answers the GET's headers, Content-Length included (issue 13, item 7), over a real socket. */
import assert from "node:assert/strict";
import { createHandler } from "./app.ts";
import { buildSeed } from "./seed/catalogue.ts";
import { SqliteMovieStore } from "./store/sqlite.ts";
import { EMBED_BASE } from "./testing/harness.ts";

Deno.test("HEAD carries the Content-Length of the GET, compressed or not", async () => {
  const dir = await Deno.makeTempDir();
  const store = SqliteMovieStore.open(":memory:", buildSeed(EMBED_BASE));
  await Deno.writeTextFile(`${dir}/index.html`, `<!doctype html><title>Sinema</title>`);
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen() {} },
    createHandler({ store, staticDir: dir, embedBaseUrls: [EMBED_BASE] }),
  );
  try {
    const base = `http://127.0.0.1:${server.addr.port}`;
    const paths = [
      "/api/movies?limit=20",
      "/api/movies/m-kis-uykusu",
      "/api/embeds",
      "/api/images/poster/m-kis-uykusu.svg",
      "/api/config",
      "/api/movies/yok",
      "/",
      "/dizi/bir-sayfa",
    ];
    for (const path of paths) {
      for (const acceptEncoding of ["identity", "gzip", "br"]) {
        const headers = { "accept-encoding": acceptEncoding };
        const get = await fetch(base + path, { headers });
        const bytes = (await get.bytes()).byteLength;
        const head = await fetch(base + path, { method: "HEAD", headers });
        await head.body?.cancel();
        const where = `${path} (${acceptEncoding})`;
        assert.equal(head.status, get.status, where);
        assert.equal(head.headers.get("content-type"), get.headers.get("content-type"), where);
        // fetch decodes what it receives; the header is the length on the wire.
        const getLength = get.headers.get("content-length");
        if (getLength !== null) assert.equal(head.headers.get("content-length"), getLength, where);
        else if (!get.headers.has("content-encoding")) {
          assert.equal(Number(head.headers.get("content-length")), bytes, where);
        } else assert.ok(Number(head.headers.get("content-length")) > 0, where);
      }
    }
  } finally {
    await server.shutdown();
    await store.close();
    await Deno.remove(dir, { recursive: true });
  }
});
