import { describe, expect, it } from "vitest";
import {
  OTHER_PLATFORM,
  PLATFORMS,
  detectPlatform,
  platformDisplayName,
  platformFromSlug,
  platformHeading,
  platformSlug,
  type Platform,
} from "./platform";

describe("detectPlatform (SPEC.md §5's nine recognised streaming platforms, Netflix as a tenth (issue 17), and 'Other')", () => {
  it("has eleven outcomes: ten platforms and 'Other'", () => {
    expect(new Set([...PLATFORMS, OTHER_PLATFORM]).size).toBe(11);
  });

  it.each<[string, Platform]>([
    ["Prime Video", "Prime Video"],
    ["Amazon Prime", "Prime Video"],
    ["amazon video", "Prime Video"],
    ["prime", "Prime Video"],
    ["Disney+", "Disney+"],
    ["Disney Plus", "Disney+"],
    ["HBO Max", "HBO Max"],
    ["hbo", "HBO Max"],
    ["Apple TV+", "Apple TV+"],
    ["EXXEN", "Exxen"],
    ["BluTV", "BluTV"],
    ["Blu TV", "BluTV"],
    ["Gain", "Gain"],
    ["Paramount+", "Paramount+"],
    ["Hulu", "Hulu"],
    ["Netflix", "Netflix"],
    ["netflix.com/title/80192098", "Netflix"],
    ["TRT 1", "Other"],
  ])("platform %j → %s", (platform, expected) => {
    expect(detectPlatform({ platform })).toBe(expected);
  });

  it.each(["provider", "network", "service", "channel"] as const)(
    "reads %s as a primary field",
    (field) => {
      expect(detectPlatform({ [field]: "Exxen" })).toBe("Exxen");
    },
  );

  it("uses the primary fields before any fallback field", () => {
    expect(
      detectPlatform({
        details: "Disney+ yapımı",
        video_url: "https://www.hulu.com/x",
        network: "BluTV",
      }),
    ).toBe("BluTV");
  });

  it("falls back to details, video_url, source_url, backdrop, img, then title, in that order", () => {
    const all = {
      details: "HBO Max orijinal dizisi",
      video_url: "https://www.disneyplus.com/video/1",
      source_url: "https://tv.apple.com/show/2",
      backdrop: "https://cdn.exxen.com/b.jpg",
      img: "https://img.blutv.com/p.jpg",
      title: "Hulu Gecesi",
    };
    expect(detectPlatform(all)).toBe("HBO Max");
    const { details: _d, ...noDetails } = all;
    expect(detectPlatform(noDetails)).toBe("Disney+");
    const { video_url: _v, ...noVideo } = noDetails;
    expect(detectPlatform(noVideo)).toBe("Apple TV+");
    const { source_url: _s, ...noSource } = noVideo;
    expect(detectPlatform(noSource)).toBe("Exxen");
    const { backdrop: _b, ...noBackdrop } = noSource;
    expect(detectPlatform(noBackdrop)).toBe("BluTV");
    const { img: _i, ...onlyTitle } = noBackdrop;
    expect(detectPlatform(onlyTitle)).toBe("Hulu");
  });

  it.each([
    ["https://www.primevideo.com/detail/abc", "Prime Video"],
    ["https://play.hbomax.com/page/urn", "HBO Max"],
    ["https://www.paramountplus.com/shows/x", "Paramount+"],
    ["https://www.gain.tv/dizi/kizil-kuyruk", "Gain"],
  ])("recognises the address %s", (url, expected) => {
    expect(detectPlatform({ video_url: url })).toBe(expected);
  });

  it("does not read platforms into ordinary words", () => {
    expect(detectPlatform({ title: "Again and Again" })).toBe("Other");
    expect(detectPlatform({ title: "Primetime Story" })).toBe("Other");
    expect(detectPlatform({ details: "Pineapple Express" })).toBe("Other");
  });

  it("reads lists and objects by their contents, and ignores empty records", () => {
    expect(detectPlatform({ details: { yayin: ["TRT", "Exxen"] } })).toBe("Exxen");
    expect(detectPlatform({ platform: null, details: 42 })).toBe("Other");
    expect(detectPlatform({})).toBe("Other");
  });
});

describe("platformSlug (SPEC.md §5: disneyplus, hbo-max, prime-video, apple-tvplus; otherwise lower-cased, spaces to dashes, plus to 'plus')", () => {
  it.each([
    ["Disney+", "disneyplus"],
    ["HBO Max", "hbo-max"],
    ["Prime Video", "prime-video"],
    ["Apple TV+", "apple-tvplus"],
    ["Paramount+", "paramountplus"],
    ["BluTV", "blutv"],
    ["Exxen", "exxen"],
    ["Gain", "gain"],
    ["Hulu", "hulu"],
    ["Netflix", "netflix"],
    ["Other", "other"],
    ["Tabii Plus +", "tabii-plus-plus"],
  ])("%s → %s", (name, slug) => {
    expect(platformSlug(name)).toBe(slug);
  });

  it("finds the platform back from its slug", () => {
    for (const platform of [...PLATFORMS, OTHER_PLATFORM]) {
      expect(platformFromSlug(platformSlug(platform))).toBe(platform);
    }
    expect(platformFromSlug("HBO-MAX")).toBe("HBO Max");
    expect(platformFromSlug("netflix")).toBe("Netflix");
    expect(platformFromSlug("yok-boyle")).toBeNull();
  });
});

describe("platformHeading (issue 17: display names, not slugs or 'Other')", () => {
  it.each([
    ["netflix", "Netflix dizileri"],
    ["disneyplus", "Disney+ dizileri"],
    ["other", "Diğer platformlar"],
    ["yok-boyle", "yok-boyle dizileri"],
  ])("/platform/%s → %s", (slug, heading) => {
    expect(platformHeading(slug)).toBe(heading);
  });

  it("names 'Other' in Turkish", () => {
    expect(platformDisplayName("Other")).toBe("Diğer platformlar");
    expect(platformDisplayName("Netflix")).toBe("Netflix");
  });
});
