import { describe, expect, it } from "vitest";
import { movie } from "../test/helpers";
import { createSinemaApi } from "./api";
import { moviesQuery } from "./catalog/queries";
import {
  STALE_TIMES,
  diziQuery,
  diziSeriesQuery,
  embedQuery,
  embedsForTitleQuery,
  embedsQuery,
  genreQuery,
  genresQuery,
  homeQuery,
  listQuery,
  movieQuery,
  platformQuery,
  popularQuery,
  searchQuery,
  seasonQuery,
  seriesQuery,
  suggestionsQuery,
} from "./queries";

const DIZI = [
  { title: "Gibi", network: "Exxen" },
  { title: "Yeşilçam", platform: "BluTV" },
];

/** A site with the catalogue and /dizi.json answered in memory and no metadata service. */
function offlineApi() {
  const requests: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(new Request(input, init).url);
    requests.push(url.pathname + url.search);
    if (url.pathname === "/dizi.json") return Response.json(DIZI);
    if (url.pathname === "/api/movies") {
      return Response.json({
        data: { movies: [movie({ title: "Dune", _id: "m-dune" })], total: 1 },
      });
    }
    if (url.pathname === "/api/embeds") {
      return Response.json({
        data: [{ slug: "a", title: "A", episode_url: "/e", embed_url: "https://player.test/u" }],
      });
    }
    return new Response("{}", { status: 404 });
  };
  const api = createSinemaApi({
    catalogBase: "http://site.test/api",
    diziUrl: "http://site.test/dizi.json",
    metadataEnabled: false,
    embedHost: "https://player.test",
    fetch,
    log: () => {},
  });
  return { api, requests };
}

describe("query option factories (shared by loaders and components)", () => {
  const { api } = offlineApi();
  const all = [
    homeQuery(api),
    listQuery(api, "featured"),
    listQuery(api, "featured", { type: "tv" }),
    listQuery(api, "trending"),
    popularQuery(api, "movie", 12),
    popularQuery(api, "tv", 12),
    popularQuery(api, "movie", 8),
    movieQuery(api, "550"),
    seriesQuery(api, "550"),
    seasonQuery(api, "1396", 1),
    seasonQuery(api, "1396", 2),
    searchQuery(api, "dune"),
    suggestionsQuery(api, "dune"),
    genresQuery(api),
    genreQuery(api, 18),
    genreQuery(api, 28),
    diziQuery(api),
    diziSeriesQuery(api, "gibi"),
    platformQuery(api, "exxen"),
    embedsQuery(api),
    embedQuery(api, "a"),
    embedsForTitleQuery(api, "1396", "tv", 1, 2),
    moviesQuery(api.catalog, { limit: 100 }),
  ];

  it("give every query its own key and a stale time", () => {
    const keys = all.map((query) => JSON.stringify(query.queryKey));
    expect(new Set(keys).size).toBe(all.length);
    for (const query of all) expect(query.staleTime).toBeGreaterThan(0);
  });

  it("give the same key for the same arguments, so loaders and components share the cache", () => {
    expect(listQuery(api, "featured", { type: "tv" }).queryKey).toEqual(
      listQuery(api, "featured", { type: "tv" }).queryKey,
    );
    expect(searchQuery(api, "  dune ").queryKey).toEqual(searchQuery(api, "dune").queryKey);
    expect(listQuery(api, "featured").queryKey).toEqual(["content", "list", "featured", "all"]);
  });

  it("keep the catalogue's data under 'catalog', so an admin change can invalidate it", () => {
    expect(moviesQuery(api.catalog).queryKey[0]).toBe("catalog");
    expect(searchQuery(api, "x").queryKey[0]).toBe("catalog");
    expect(embedsQuery(api).queryKey[0]).toBe("catalog");
    expect(homeQuery(api).queryKey[0]).toBe("content");
  });

  it("enable suggestions from 2 characters (SPEC.md §5)", () => {
    expect(suggestionsQuery(api, " d ").enabled).toBe(false);
    expect(suggestionsQuery(api, "du").enabled).toBe(true);
  });

  it("have sensible stale times", () => {
    expect(STALE_TIMES.genres).toBeGreaterThan(STALE_TIMES.list);
    expect(STALE_TIMES.search).toBeLessThanOrEqual(STALE_TIMES.list);
  });
});

describe("query functions, offline (no metadata service: everything from the catalogue)", () => {
  it("list and home come from the catalogue", async () => {
    const { api, requests } = offlineApi();
    const featured = await listQuery(api, "featured").queryFn();
    expect(featured.map((item) => item.href)).toEqual(["/movie/m-dune"]);
    const home = await homeQuery(api).queryFn();
    expect(home.source).toBe("catalog");
    expect(home.series.map((s) => s.slug)).toEqual(["gibi", "yesilcam"]);
    expect(requests.some((r) => r.startsWith("/api/tmdb"))).toBe(false);
  });

  it("dizi pages find their series and platforms", async () => {
    const { api, requests } = offlineApi();
    expect((await diziSeriesQuery(api, "yesilcam").queryFn())?.title).toBe("Yeşilçam");
    expect(await diziSeriesQuery(api, "yok").queryFn()).toBeNull();
    expect((await platformQuery(api, "exxen").queryFn()).map((s) => s.title)).toEqual(["Gibi"]);
    expect(requests.filter((r) => r === "/dizi.json")).toHaveLength(3);
  });

  it("genres fall back to the built-in list and the genre page names its genre", async () => {
    const { api } = offlineApi();
    const genres = await genresQuery(api).queryFn();
    expect(genres.find((g) => g.id === 878)?.name).toBe("Bilim Kurgu");
    const page = await genreQuery(api, 878).queryFn();
    expect(page.genre).toEqual({ id: 878, name: "Bilim Kurgu" });
  });

  it("the embed sources of an episode start with the v2 address", async () => {
    const { api } = offlineApi();
    expect(await embedsForTitleQuery(api, "1396", "tv", 1, 2).queryFn()).toEqual([
      "https://player.test/v2/embed/tv/1396/1/2",
      "https://player.test/v2/embed/tv/1396/1/2?autoPlay=false",
      "https://player.test/v3/embed/tv/1396/1/2?autoPlay=false",
    ]);
    expect(await embedsQuery(api).queryFn()).toHaveLength(1);
  });
});
