import { describe, expect, it } from "vitest";
import {
  DIZI_FORMAT_ERROR,
  DIZI_LOAD_ERROR,
  DiziError,
  createDiziLoader,
  episodeLabel,
  filterSeriesByTitle,
  findSeriesBySlug,
  isSinglePiece,
  parseDiziFile,
  playableVideo,
  seasonLabel,
  seriesOfPlatform,
} from "./loader";

const SAMPLE = [
  {
    title: "Şahsiyet",
    img: "https://img.test/sahsiyet.jpg",
    backdrop: "https://img.test/sahsiyet-bg.jpg",
    overview: "Emekli bir adliye memurunun hikayesi.",
    year: "2018",
    rating: 8.7,
    genres: ["Gerilim", "Drama"],
    platform: "puhutv",
    seasons: [
      {
        season_number: 1,
        name: "Birinci Sezon",
        episodes: [
          { episode_number: 1, name: "Başlangıç", video_url: "https://video.test/s1e1" },
          { episode_number: 2, name: "Yüzleşme" },
        ],
      },
    ],
    video_url: "https://video.test/sahsiyet-fragman",
  },
  { title: "Gibi", network: "Exxen", year: 2021, seasons: [] },
  { title: "Kübra", details: "Netflix Türkiye yapımı" },
  {
    title: "Yeşilçam",
    source_url: "https://www.blutv.com/yesilcam",
    video_url: "https://v.test/y",
  },
  { title: "   " },
  { overview: "başlıksız" },
  null,
  "metin",
  { title: "Prens", provider: "Disney+", seasons: "bozuk", rating: "7.6" },
];

function fileFetch(body: BodyInit | null, status = 200) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    calls.push({ url: String(input), init });
    return new Response(body, { status, headers: { "content-type": "application/json" } });
  };
  return { fetch, calls };
}

describe("loading /dizi.json (SPEC.md §7: GET /dizi.json with no caching)", () => {
  it("asks /dizi.json with cache no-store and reads the series", async () => {
    const { fetch, calls } = fileFetch(JSON.stringify(SAMPLE));
    const series = await createDiziLoader({ fetch })();
    expect(calls).toEqual([{ url: "/dizi.json", init: { cache: "no-store" } }]);
    expect(series.map((s) => s.title)).toEqual(["Şahsiyet", "Gibi", "Kübra", "Yeşilçam", "Prens"]);
  });

  it("drops records without a title (SPEC.md §5: series without a title are dropped)", () => {
    const series = parseDiziFile(SAMPLE);
    expect(series).toHaveLength(5);
    expect(series.every((s) => s.title.trim().length > 0)).toBe(true);
  });

  it.each([404, 500])("a %s answer is 'dizi.json yüklenemedi' (SPEC.md §8)", async (status) => {
    const { fetch } = fileFetch("[]", status);
    const error = await createDiziLoader({ fetch })().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiziError);
    expect((error as Error).message).toBe("dizi.json yüklenemedi");
    expect(DIZI_LOAD_ERROR).toBe("dizi.json yüklenemedi");
  });

  it("no answer at all is 'dizi.json yüklenemedi'", async () => {
    const fetch: typeof globalThis.fetch = () => Promise.reject(new TypeError("ağ yok"));
    await expect(createDiziLoader({ fetch })()).rejects.toThrow("dizi.json yüklenemedi");
  });

  it.each([
    ["an object", JSON.stringify({ series: [] })],
    ["a string", JSON.stringify("dizi")],
    ["null", "null"],
    ["broken JSON", "[{ bozuk"],
  ])("%s is 'Geçersiz dizi.json formatı' (SPEC.md §8)", async (_name, body) => {
    const { fetch } = fileFetch(body);
    const error = await createDiziLoader({ fetch })().catch((e: unknown) => e);
    expect((error as Error).message).toBe("Geçersiz dizi.json formatı");
    expect(DIZI_FORMAT_ERROR).toBe("Geçersiz dizi.json formatı");
  });

  it("reads an empty array as no series", async () => {
    const { fetch } = fileFetch("[]");
    expect(await createDiziLoader({ fetch, url: "/static/dizi.json" })()).toEqual([]);
  });
});

describe("series records (SPEC.md §3 static series record)", () => {
  const [sahsiyet, gibi, kubra, yesilcam, prens] = parseDiziFile(SAMPLE);

  it("derive the slug from the title (SPEC.md §5)", () => {
    expect([sahsiyet, gibi, kubra, yesilcam, prens].map((s) => s?.slug)).toEqual([
      "sahsiyet",
      "gibi",
      "kubra",
      "yesilcam",
      "prens",
    ]);
  });

  it("detect the platform and its URL slug (SPEC.md §5, Netflix from issue 17)", () => {
    expect([sahsiyet, gibi, kubra, yesilcam, prens].map((s) => s?.platform)).toEqual([
      "Other",
      "Exxen",
      "Netflix",
      "BluTV",
      "Disney+",
    ]);
    expect(prens?.platformSlug).toBe("disneyplus");
  });

  it("drop image and video addresses that could run script (issue 13)", () => {
    const [hostile] = parseDiziFile([
      {
        title: "Kötü Kayıt",
        img: "javascript:alert(1)",
        backdrop: "data:image/svg+xml,<svg onload=alert(1)>",
        video_url: "vbscript:msgbox(1)",
        seasons: [
          { season_number: 1, episodes: [{ episode_number: 1, video_url: "//evil.test" }] },
        ],
      },
    ]);
    expect(hostile).toMatchObject({ img: null, backdrop: null, video_url: null });
    expect(hostile?.seasons[0]?.episodes[0]?.video_url).toBeNull();
  });

  it("keep the fields and tolerate missing or mistyped ones", () => {
    expect(sahsiyet).toMatchObject({
      year: 2018,
      rating: 8.7,
      genres: ["Gerilim", "Drama"],
      video_url: "https://video.test/sahsiyet-fragman",
    });
    expect(sahsiyet?.seasons[0]?.episodes[1]).toEqual({
      episode_number: 2,
      name: "Yüzleşme",
      video_url: null,
    });
    expect(prens).toMatchObject({ seasons: [], rating: 7.6, img: null, year: null, genres: [] });
  });
});

describe("series pages", () => {
  const list = parseDiziFile(SAMPLE);
  const sahsiyet = list[0]!;

  it("find a series by slug, or null ('Dizi bulunamadı')", () => {
    expect(findSeriesBySlug(list, "gibi")?.title).toBe("Gibi");
    expect(findSeriesBySlug(list, "yok-boyle-dizi")).toBeNull();
    expect(findSeriesBySlug(list, "")).toBeNull();
  });

  it("filter all series by title, case-insensitively (SPEC.md §2 all-series search)", () => {
    expect(filterSeriesByTitle(list, "ŞAH").map((s) => s.title)).toEqual(["Şahsiyet"]);
    expect(filterSeriesByTitle(list, "kub").map((s) => s.title)).toEqual(["Kübra"]);
    expect(filterSeriesByTitle(list, "")).toHaveLength(list.length);
  });

  it("list the series of one platform (SPEC.md §2 platform page)", () => {
    expect(seriesOfPlatform(list, "exxen").map((s) => s.title)).toEqual(["Gibi"]);
    expect(seriesOfPlatform(list, "disneyplus").map((s) => s.title)).toEqual(["Prens"]);
    expect(seriesOfPlatform(list, "hulu")).toEqual([]);
  });

  it("play the episode's video, else the show's, else none (SPEC.md §4)", () => {
    expect(playableVideo(sahsiyet, 0, 0)).toBe("https://video.test/s1e1");
    expect(playableVideo(sahsiyet, 0, 1)).toBe("https://video.test/sahsiyet-fragman");
    expect(playableVideo(sahsiyet, 3, 0)).toBe("https://video.test/sahsiyet-fragman");
    expect(playableVideo(list[1]!, 0, 0)).toBeNull();
  });

  it("label seasons and episodes 'Sezon N - name' and 'Bölüm N - name' (SPEC.md §2)", () => {
    const season = sahsiyet.seasons[0]!;
    expect(seasonLabel(season, 0)).toBe("Sezon 1 - Birinci Sezon");
    expect(episodeLabel(season.episodes[1]!, 1)).toBe("Bölüm 2 - Yüzleşme");
    expect(episodeLabel({ episode_number: null, name: "Final", video_url: null }, 4)).toBe(
      "Bölüm 5 - Final",
    );
  });

  it("say 'Tek parça içerik' only with no seasons and a video (SPEC.md §2)", () => {
    expect(isSinglePiece(list[3]!)).toBe(true);
    expect(isSinglePiece(sahsiyet)).toBe(false);
    expect(isSinglePiece(list[1]!)).toBe(false);
  });
});
