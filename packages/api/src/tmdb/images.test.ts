import { describe, expect, it } from "vitest";
import { DEFAULT_IMAGE_BASE, backdropUrl, imageUrl, posterUrl } from "./images";

describe("image addresses (SPEC.md §7: posters w200 for search, w500 for lists; backdrops original)", () => {
  it("builds the three sizes on the image host", () => {
    expect(posterUrl("/abc.jpg", "w200")).toBe(`${DEFAULT_IMAGE_BASE}/w200/abc.jpg`);
    expect(posterUrl("/abc.jpg")).toBe(`${DEFAULT_IMAGE_BASE}/w500/abc.jpg`);
    expect(backdropUrl("/bg.jpg")).toBe(`${DEFAULT_IMAGE_BASE}/original/bg.jpg`);
  });

  it("uses a configured host, with or without a trailing slash, and paths without a slash", () => {
    expect(imageUrl("x.jpg", "w500", "http://img.test/t/p/")).toBe(
      "http://img.test/t/p/w500/x.jpg",
    );
  });

  it("gives null for a missing path, so the card shows its placeholder", () => {
    expect(posterUrl(null)).toBeNull();
    expect(posterUrl(undefined)).toBeNull();
    expect(backdropUrl("  ")).toBeNull();
  });

  it("leaves absolute addresses (the catalogue's posters) as they are", () => {
    expect(posterUrl("https://cdn.sinema.test/p.jpg")).toBe("https://cdn.sinema.test/p.jpg");
  });
});
