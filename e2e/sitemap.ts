import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { validateXML } from "xmllint-wasm";
import { expect } from "./fixtures";

/** The sitemaps.org schema of a sitemap file, as the npm package `sitemap` ships it. */
const SITEMAP_XSD = readFileSync(
  path.join(
    path.dirname(createRequire(import.meta.url).resolve("sitemap/package.json")),
    "schema/sitemap.xsd",
  ),
  "utf8",
);

/** A sitemap part checked against the protocol's own schema by libxml2 (issue 35). */
async function expectValidSitemap(xml: string, name: string): Promise<void> {
  const result = await validateXML({
    xml: { fileName: "part.xml", contents: xml },
    schema: { fileName: "sitemap.xsd", contents: SITEMAP_XSD },
    // A part of 50,000 addresses is megabytes.
    maxMemoryPages: 4096,
  });
  expect(
    result.errors.map((error) => error.rawMessage),
    name,
  ).toEqual([]);
  expect(result.valid, name).toBe(true);
}

/**
 * Every address of the site's sitemap (issue 35: /sitemap.xml is an index of
 * parts), read as a crawler reads it: the index, then each part it names.
 */
export async function sitemapAddresses(request: APIRequestContext): Promise<string[]> {
  const index = await request.get("/sitemap.xml");
  expect(index.status()).toBe(200);
  const indexXml = await index.text();
  expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const addresses: string[] = [];
  for (const [, part] of indexXml.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)) {
    const answer = await request.get(new URL(part!).pathname);
    expect(answer.status(), part).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^application\/xml/);
    const xml = await answer.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    await expectValidSitemap(xml, part!);
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) addresses.push(loc!);
  }
  return addresses;
}
