/** /api/docs: the contract's reference, drawn by the Redoc bundle this service serves itself. */
import assert from "node:assert/strict";
import { DOCS_CONTENT_SECURITY_POLICY, REDOC_BUNDLE_URL } from "./routes/docs.ts";
import { withApp } from "./testing/harness.ts";

Deno.test("/api/docs answers a page whose only script is the local Redoc bundle", async () => {
  await withApp(async ({ call }) => {
    const page = await call("GET", "/api/docs", { unchecked: true });
    assert.equal(page.status, 200);
    assert.match(page.res.headers.get("content-type") ?? "", /^text\/html/);
    const html = await page.res.text();
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]*)"/g)].map((m) => m[1]);
    assert.deepEqual(scripts, ["/api/docs/redoc.standalone.js"]);
    assert.doesNotMatch(html, /https?:\/\//, "nothing is loaded from another host");
    assert.doesNotMatch(html, /<script\b[^>]*>[^<]+<\/script>/, "no inline script");
    assert.equal(page.res.headers.get("content-security-policy"), DOCS_CONTENT_SECURITY_POLICY);

    const script = await call("GET", scripts[0]!, { unchecked: true });
    assert.equal(script.status, 200);
    assert.match(script.res.headers.get("content-type") ?? "", /^text\/javascript/);
    const served = new Uint8Array(await script.res.arrayBuffer());
    assert.deepEqual(served, await Deno.readFile(REDOC_BUNDLE_URL));

    const spec = await call("GET", /spec-url="([^"]+)"/.exec(html)![1]!, { unchecked: true });
    assert.equal(spec.status, 200);
    assert.equal(spec.json.info.title, "Sinema catalogue API");
    assert.ok(spec.json.paths["/movies"]);

    // The site itself keeps its stricter policy: no workers from blob: there.
    const api = await call("GET", "/api/movies?limit=1");
    const sitePolicy = api.res.headers.get("content-security-policy") ?? "";
    assert.match(sitePolicy, /script-src 'self'/);
    assert.doesNotMatch(sitePolicy, /worker-src/);
  });
});
