import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTmdbFixture, type RunningFixture } from "../../test/tmdb-fixture/server.mjs";
import { movie, recordingSleep, stubCatalog } from "../../test/helpers";
import { createMetadataClient } from "../tmdb/client";
import {
  LIST_COUNTS,
  LIST_KINDS,
  TURKISH_DRAW,
  getList,
  isListKind,
  listTypeFromQuery,
} from "./lists";
import { createContentProvider } from "./provider";

const CATALOG = Array.from({ length: 70 }, (_, i) =>
  movie({
    title: i === 3 ? "Türk Usulü Aşk" : `Film ${i}`,
    likes: i % 3 === 0 ? 0 : i,
    views: i % 4 === 0 ? 0 : i * 10,
    comments: i % 5 === 0 ? i : 0,
    language: i === 8 ? "tr" : "en",
  }),
);

let fixture: RunningFixture;
beforeAll(async () => {
  fixture = await startTmdbFixture();
});
afterAll(async () => {
  await fixture?.close();
});
beforeEach(() => {
  fixture.setRules([]);
  fixture.clearRequests();
});

function setup() {
  const catalog = stubCatalog(() => ({ data: { movies: CATALOG, total: CATALOG.length } }));
  const metadata = createMetadataClient({ baseUrl: fixture.url, log: () => {} });
  const provider = createContentProvider({
    metadata,
    catalog: catalog.client,
    sleep: recordingSleep().sleep,
    log: () => {},
  });
  return { deps: { provider, catalog: catalog.client }, catalogRequests: catalog.requests };
}

const asked = (path: string) => fixture.requests.filter((r) => r.path === path).length;

describe("list pages (SPEC.md §7 page arguments)", () => {
  it("featured: page 1, count 20; with ?type=tv only series", async () => {
    const { deps } = setup();
    expect(await getList(deps, "featured")).toHaveLength(LIST_COUNTS.featured);
    fixture.clearRequests();
    const series = await getList(deps, "featured", { type: "tv" });
    expect(series.every((i) => i.type === "tv")).toBe(true);
    expect(asked("/movie/top_rated")).toBe(0);
  });

  it("recommended: featured with count 10", async () => {
    const { deps } = setup();
    expect(LIST_COUNTS.recommended).toBe(10);
    expect(await getList(deps, "recommended")).toHaveLength(10);
  });

  it("imdb-high-rated: featured with count 15, rated 7.5 or more, best first", async () => {
    const { deps } = setup();
    const list = await getList(deps, "imdb-high-rated");
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(15);
    expect(list.every((i) => (i.rating ?? 0) >= 7.5)).toBe(true);
  });

  it("trending, new movies, new series and new episodes come from their provider lists", async () => {
    const { deps } = setup();
    // Page 1 of the fixture's trending holds 20 entries, 4 of them people.
    const trending = await getList(deps, "trending");
    expect(LIST_COUNTS.trending).toBe(20);
    expect(trending).toHaveLength(16);
    expect(await getList(deps, "new-movies")).toHaveLength(20);
    expect(await getList(deps, "new-series")).toHaveLength(20);
    expect(await getList(deps, "new-episodes")).toHaveLength(20);
    expect(asked("/tv/on_the_air")).toBe(2);
    const series = await getList(deps, "trending", { type: "tv" });
    expect(series.every((i) => i.type === "tv")).toBe(true);
  });

  it("most liked: likes above 0, most first, at most 50, asked sorted from the catalogue", async () => {
    const { deps, catalogRequests } = setup();
    const list = await getList(deps, "most-liked");
    expect(Object.fromEntries(catalogRequests[0]!.searchParams)).toEqual({
      limit: "200",
      sort: "likes",
      order: "desc",
    });
    expect(list).toHaveLength(46);
    expect(list.every((i) => (i.likes ?? 0) > 0)).toBe(true);
    expect(list[0]?.likes).toBe(68);
  });

  it("most viewed and most commented keep positive counts only", async () => {
    const { deps, catalogRequests } = setup();
    const viewed = await getList(deps, "most-viewed");
    expect(catalogRequests[0]?.searchParams.get("sort")).toBe("views");
    expect(viewed).toHaveLength(50);
    expect(viewed.every((i) => (i.views ?? 0) > 0)).toBe(true);
    const commented = await getList(deps, "most-commented");
    expect(commented.map((i) => i.comments)).toEqual([
      65, 60, 55, 50, 45, 40, 35, 30, 25, 20, 15, 10, 5,
    ]);
  });

  it("turkish-content draws 100 from the catalogue and keeps Turkish titles (SPEC.md §9)", async () => {
    const { deps, catalogRequests } = setup();
    const list = await getList(deps, "turkish-content");
    expect(TURKISH_DRAW).toBe(100);
    expect(catalogRequests[0]?.searchParams.get("limit")).toBe("100");
    expect(list.map((i) => i.title)).toEqual(["Türk Usulü Aşk", "Film 8"]);
  });

  it("knows its kinds and reads ?type=tv", () => {
    expect(LIST_KINDS.every(isListKind)).toBe(true);
    expect(isListKind("konusanlar")).toBe(false);
    expect(listTypeFromQuery("tv")).toBe("tv");
    expect(listTypeFromQuery("movie")).toBeUndefined();
    expect(listTypeFromQuery(null)).toBeUndefined();
  });
});
