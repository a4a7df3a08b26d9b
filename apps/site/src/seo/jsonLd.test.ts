import { describe, expect, it } from "vitest";
import {
  breadcrumbJsonLd,
  itemListJsonLd,
  serializeJsonLd,
  titleJsonLd,
  websiteJsonLd,
} from "./jsonLd";

const origin = "https://sinema.example";

describe("structured data", () => {
  it("describes the site with a search action pointing at /search?q=", () => {
    const data = websiteJsonLd(origin);
    expect(data["@type"]).toBe("WebSite");
    expect(data.potentialAction).toMatchObject({
      "@type": "SearchAction",
      target: { urlTemplate: "https://sinema.example/search?q={search_term_string}" },
    });
  });

  it("describes a film with absolute image, ISO duration and a 10-point rating", () => {
    const data = titleJsonLd(origin, {
      kind: "movie",
      name: "Kış Uykusu",
      path: "/movie/m-kis-uykusu",
      image: "/api/images/posters/m-kis-uykusu.svg",
      durationMinutes: 196,
      rating: 8.04,
      genres: ["Drama"],
    });
    expect(data).toMatchObject({
      "@type": "Movie",
      url: "https://sinema.example/movie/m-kis-uykusu",
      image: "https://sinema.example/api/images/posters/m-kis-uykusu.svg",
      duration: "PT196M",
      genre: ["Drama"],
      aggregateRating: { ratingValue: 8, bestRating: 10 },
    });
  });

  it("describes a series with its number of seasons and leaves out unknown facts", () => {
    const data = titleJsonLd(origin, {
      kind: "series",
      name: "Şahsiyet",
      path: "/tv/1",
      seasons: 2,
    });
    expect(data).toMatchObject({ "@type": "TVSeries", numberOfSeasons: 2 });
    expect(data).not.toHaveProperty("aggregateRating");
    expect(data).not.toHaveProperty("image");
  });

  it("numbers list items and breadcrumbs from 1", () => {
    const list = itemListJsonLd(origin, "Trend", [
      { name: "A", path: "/movie/a" },
      { name: "B", path: "/tv/b" },
    ]);
    expect(list.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "A", url: "https://sinema.example/movie/a" },
      { "@type": "ListItem", position: 2, name: "B", url: "https://sinema.example/tv/b" },
    ]);
    const crumbs = breadcrumbJsonLd(origin, [{ name: "Ana Sayfa", path: "/" }]);
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Ana Sayfa", item: "https://sinema.example/" },
    ]);
  });

  it("cannot be broken out of by a title containing </script>", () => {
    const text = serializeJsonLd(
      titleJsonLd(origin, { kind: "movie", name: "</script><b>x", path: "/m" }),
    );
    expect(text).not.toContain("</script>");
    expect(JSON.parse(text).name).toBe("</script><b>x");
  });
});
