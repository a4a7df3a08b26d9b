import { describe, expect, it } from "vitest";
import type { Movie } from "../catalog/client";
import type { SampleTitle } from "./newReleases";
import { linkSamples } from "./sampleLinks";

const sample = (id: string, title: string, type: "movie" | "tv"): SampleTitle => ({
  id,
  title,
  type,
  year: 2000,
  rating: 8,
  genres: [],
  overview: "",
  duration: "1s",
});

const movie = (_id: string, title: string, type: "movie" | "series", originalTitle = title) =>
  ({ _id, title, originalTitle, type, genre: [] }) as unknown as Movie;

describe("linkSamples (issue 17: a sample links to the catalogue title of the same name, else nowhere)", () => {
  const catalogue = [
    movie("s-the-crown", "The Crown", "series"),
    movie("m-kara-sovalye", "Kara Şövalye", "movie", "The Dark Knight"),
    movie("m-dune", "Dune: Çöl Gezegeni", "movie", "Dune"),
    movie("s-ezel", "Ezel", "series"),
  ];

  it("links by title or original title, Turkish letters and case aside, to the page of its type", () => {
    const links = linkSamples(
      [
        sample("cs-the-crown", "The Crown", "tv"),
        sample("cs-dark-knight", "KARA ŞÖVALYE", "movie"),
        sample("cs-dk2", "The Dark Knight", "movie"),
      ],
      catalogue,
    );
    expect(links).toEqual({
      "cs-the-crown": { href: "/series/s-the-crown", type: "series", id: "s-the-crown" },
      "cs-dark-knight": { href: "/movie/m-kara-sovalye", type: "movie", id: "m-kara-sovalye" },
      "cs-dk2": { href: "/movie/m-kara-sovalye", type: "movie", id: "m-kara-sovalye" },
    });
  });

  it("leaves out samples the catalogue does not have, or has as the other kind", () => {
    const links = linkSamples(
      [
        sample("cs-oppenheimer", "Oppenheimer", "movie"),
        sample("cs-dune-2", "Dune: Çöl Gezegeni Bölüm İki", "movie"),
        sample("cs-ezel-film", "Ezel", "movie"),
      ],
      catalogue,
    );
    expect(links).toEqual({});
  });
});
