import { describe, expect, it, vi } from "vitest";
import {
  cardTarget,
  CONTENT_SAMPLES,
  itemFromMovie,
  linkSamples,
  type DiziSeries,
  type Movie,
} from "@sinema/api";
// The components' styles need a browser; these cards only need ui's date format, not tested here.
vi.mock("@sinema/ui", () => ({ formatDate: (value: string) => value }));

import { diziCard, diziTitle, itemTitle, sampleCard, sampleTitle, toCard } from "./cards";

const movie = (overrides: Partial<Movie>): Movie => ({
  _id: "m-dune",
  title: "Dune",
  type: "movie",
  genre: [],
  rating: 8.04,
  views: 0,
  likes: 0,
  featured: false,
  trending: false,
  status: "active",
  createdAt: "2024-01-01T00:00:00.000Z",
  updatedAt: "2024-01-01T00:00:00.000Z",
  ...overrides,
});

/*
 * 'Listeye Ekle' on a card keeps the title the card leads to. It used to read
 * the type and id back from the card's address: the data built beside the
 * card names the same title, and keeps the rating as the number it is.
 */
describe("the title a card's 'Listeye Ekle' keeps", () => {
  it.each([
    ["a film", movie({})],
    ["a catalogue series", movie({ _id: "s-ezel", title: "Ezel", type: "series", rating: 7.96 })],
    ["an id the address encodes", movie({ _id: "a b/c" })],
  ])("%s: the page its card links to, with its rating", (_, record) => {
    const item = itemFromMovie(record);
    const title = itemTitle(item);
    expect(title).toEqual({ ...cardTarget(toCard(item).href), rating: record.rating });
  });

  const series = {
    slug: "kurulus-osman",
    title: "Kuruluş: Osman",
    rating: 7.2,
  } as DiziSeries;

  it("a series of the file on its /series/ page, by slug; on /shows/ none", () => {
    expect(diziTitle(series, "/series/")).toEqual({
      ...cardTarget(diziCard(series, "/series/").href),
      rating: 7.2,
    });
    expect(diziTitle(series, "/shows/")).toBeNull();
    expect(cardTarget(diziCard(series, "/shows/").href)).toBeNull();
  });

  it("a sample: the catalogue title it links to, else none", () => {
    const [linked, unlinked] = CONTENT_SAMPLES;
    const links = linkSamples(
      [linked!],
      [
        movie({
          _id: "m-x",
          title: linked!.title,
          type: linked!.type === "tv" ? "series" : "movie",
        }),
      ],
    );
    expect(sampleTitle(linked!, links)).toEqual({
      ...cardTarget(sampleCard(linked!, links).href),
      rating: linked!.rating,
    });
    expect(sampleTitle(unlinked!, links)).toBeNull();
  });
});
