import type { APIRequestContext } from "@playwright/test";
import { expect } from "./fixtures";

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
    for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) addresses.push(loc!);
  }
  return addresses;
}
