import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTmdbFixture, type RunningFixture } from "../../test/tmdb-fixture/server.mjs";
import { movie, problem, stubCatalog } from "../../test/helpers";
import { CatalogError, type Movie } from "../catalog/client";
import { createMetadataClient } from "../tmdb/client";
import { getTitle } from "./detail";
import { createContentProvider } from "./provider";

const HOST = "https://player.test";

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

function setup(titles: Record<string, Movie | Response> = {}) {
  const catalog = stubCatalog((url) => {
    const id = decodeURIComponent(url.pathname.replace("/api/movies/", ""));
    const found = titles[id];
    if (found instanceof Response) return found;
    return found ? { data: found } : problem(404, "not-found");
  });
  const metadata = createMetadataClient({ baseUrl: fixture.url, log: () => {} });
  const provider = createContentProvider({ metadata, catalog: catalog.client, embedHost: HOST });
  return {
    deps: { provider, catalog: catalog.client, embedHost: HOST },
    catalogRequests: catalog.requests,
  };
}

describe("getTitle from the metadata service", () => {
  it("shows a film with its duration, rating and sources", async () => {
    const { deps, catalogRequests } = setup();
    const detail = await getTitle(deps, "550", "movie");
    expect(detail).toMatchObject({
      source: "metadata",
      type: "movie",
      title: "Dövüş Kulübü",
      originalTitle: "Fight Club",
      year: 1999,
      runtime: 139,
      genres: ["Dram", "Gerilim"],
      country: ["US"],
      language: ["en"],
      series: null,
    });
    expect(detail?.streams[0]?.url).toBe(`${HOST}/v2/embed/movie/550`);
    expect(catalogRequests).toHaveLength(0);
  });

  it("shows an ended series as 'Tamamlandı' with its seasons (SPEC.md §4)", async () => {
    const { deps } = setup();
    const detail = await getTitle(deps, "76090", "tv");
    expect(detail?.series).toMatchObject({
      status: "ended",
      statusLabel: "Tamamlandı",
      network: "puhutv",
      totalSeasons: 1,
      totalEpisodes: 12,
      episodeDuration: 60,
      firstAired: "2018-03-16",
    });
    expect(detail?.series?.seasons).toEqual([
      { number: 1, title: "1. Sezon", episodeCount: 12, year: 2018, episodes: [] },
    ]);
  });

  it("shows a returning series as 'Devam Ediyor'", async () => {
    const { deps } = setup();
    const detail = await getTitle(deps, "66732", "tv");
    expect(detail?.series?.statusLabel).toBe("Devam Ediyor");
    expect(detail?.series?.seasons.map((s) => s.number)).toEqual([1, 2, 3, 4]);
  });
});

describe("getTitle from the catalogue", () => {
  const dune = movie({
    _id: "m-dune",
    title: "Dune",
    originalTitle: "Dune",
    description: "Çöl gezegeni.",
    genre: ["Bilim Kurgu", "Aksiyon"],
    releaseDate: "2021-10-22",
    duration: 155,
    rating: 8,
    views: 48000,
    likes: 7300,
    director: "Denis Villeneuve",
    country: ["ABD", "Kanada"],
    language: "İngilizce",
    videoUrl: "https://video.test/dune.mp4",
    tmdbId: 438631,
    imdbId: "tt1160419",
    budget: 165_000_000,
  });

  it("reads a catalogue id from the catalogue, without asking the metadata service", async () => {
    const { deps, catalogRequests } = setup({ "m-dune": dune });
    const detail = await getTitle(deps, "m-dune", "movie");
    expect(fixture.requests).toHaveLength(0);
    expect(catalogRequests[0]?.pathname).toBe("/api/movies/m-dune");
    expect(detail).toMatchObject({
      source: "catalog",
      id: "m-dune",
      type: "movie",
      year: 2021,
      views: 48000,
      director: ["Denis Villeneuve"],
      country: ["ABD", "Kanada"],
      language: ["İngilizce"],
      budget: 165_000_000,
      series: null,
    });
    expect(detail?.streams.map((s) => s.url)).toEqual([
      "https://video.test/dune.mp4",
      `${HOST}/v2/embed/movie/438631`,
      `${HOST}/v2/embed/movie/438631?autoPlay=false`,
      `${HOST}/v3/embed/movie/438631?autoPlay=false`,
      `${HOST}/v2/embed/movie/tt1160419?autoPlay=false`,
      `${HOST}/v3/embed/movie/tt1160419?autoPlay=false`,
    ]);
  });

  it("drops addresses a backend sent that could run script in the frame or the image (issue 13)", async () => {
    const hostile = movie({
      _id: "s-kotu",
      type: "series",
      videoUrl: "javascript:alert(1)",
      poster: "data:image/svg+xml,<svg onload=alert(1)>",
      backdrop: "//evil.test/b.png",
      seasons: [
        {
          number: 1,
          episodes: [
            {
              number: 1,
              title: "Bir",
              streamUrl: "vbscript:msgbox(1)",
              image: "javascript:alert(2)",
            },
            { number: 2, title: "İki", streamUrl: "https://v.test/2", image: "/api/images/2.svg" },
          ],
        },
      ],
    });
    const { deps } = setup({ "s-kotu": hostile });
    const detail = await getTitle(deps, "s-kotu", "tv");
    expect(detail).toMatchObject({ poster: null, backdrop: null, streams: [] });
    expect(detail?.series?.seasons[0]?.episodes.map((e) => [e.streamUrl, e.image])).toEqual([
      [null, null],
      ["https://v.test/2", "/api/images/2.svg"],
    ]);
  });

  it("uses SPEC.md §9's defaults: 120 minutes and 'N/A'", async () => {
    const bare = movie({ _id: "bare", rating: Number.NaN });
    const { deps } = setup({ bare });
    const detail = await getTitle(deps, "bare", "movie");
    expect(detail).toMatchObject({ runtime: 120, rating: null });
    expect(detail?.streams).toEqual([]);
  });

  it.each([
    ["ongoing", "Devam Ediyor"],
    ["ended", "Tamamlandı"],
    ["pending", "Beklemede"],
  ] as const)(
    "a catalogue series %s reads '%s' (issue 31: not always 'Beklemede')",
    async (status, label) => {
      const series = movie({
        _id: "s-bb",
        title: "Breaking Bad",
        type: "series",
        airingStatus: status,
      });
      const { deps } = setup({ "s-bb": series });
      const detail = await getTitle(deps, "s-bb", "tv");
      expect(detail?.series).toMatchObject({ status, statusLabel: label });
    },
  );

  it("a title set to 'Pasif' has no public page (issue 31), as search hides it", async () => {
    const hidden = movie({ _id: "m-gizli", title: "Gizli Film", status: "passive" });
    const { deps } = setup({ "m-gizli": hidden });
    expect(await getTitle(deps, "m-gizli", "movie")).toBeNull();
    const shown = movie({ _id: "m-acik", title: "Açık Film", status: "active" });
    expect(await getTitle(setup({ "m-acik": shown }).deps, "m-acik", "movie")).not.toBeNull();
  });

  it("reads a catalogue series with its seasons and episodes", async () => {
    const series = movie({
      _id: "s-gibi",
      title: "Gibi",
      type: "series",
      tmdbId: 211093,
      releaseDate: "2021-11-12",
      seasons: [
        {
          number: 1,
          episodes: [
            { number: 1, title: "Mantı", airDate: "2021-11-12", streamUrl: "https://v.test/1" },
            { number: 2, title: "Alarm", airDate: "2021-11-19" },
          ],
        },
      ],
    });
    const { deps } = setup({ "s-gibi": series });
    const detail = await getTitle(deps, "s-gibi", "tv");
    expect(detail?.type).toBe("series");
    // No airing status in the record: SPEC.md §4's 'otherwise' label.
    expect(detail?.series).toMatchObject({
      status: "pending",
      statusLabel: "Beklemede",
      totalSeasons: 1,
      totalEpisodes: 2,
      firstAired: "2021-11-12",
      lastAired: "2021-11-19",
    });
    expect(detail?.series?.seasons[0]?.episodes.map((e) => e.streamUrl)).toEqual([
      "https://v.test/1",
      `${HOST}/v2/embed/tv/211093/1/2`,
    ]);
  });

  it("tries the catalogue when the metadata service does not know a numeric id", async () => {
    const numbered = movie({ _id: "12345", title: "Numaralı Film" });
    const { deps, catalogRequests } = setup({ "12345": numbered });
    fixture.setRules([{ path: "/movie/12345", status: 404 }]);
    expect((await getTitle(deps, "12345", "movie"))?.title).toBe("Numaralı Film");
    expect(catalogRequests).toHaveLength(1);
  });

  it("gives null when nobody has the title ('Film bulunamadı')", async () => {
    const { deps } = setup();
    expect(await getTitle(deps, "99999999", "movie")).toBeNull();
    expect(await getTitle(deps, "yok", "tv")).toBeNull();
  });

  it("rejects on any other catalogue failure ('Film yüklenirken bir hata oluştu')", async () => {
    const { deps } = setup({ broken: problem(500) });
    await expect(getTitle(deps, "broken", "movie")).rejects.toBeInstanceOf(CatalogError);
  });
});
