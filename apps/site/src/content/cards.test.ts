import { describe, expect, it, vi } from "vitest";
import {
  CONTENT_SAMPLES,
  itemFromMovie,
  linkSamples,
  type DiziSeries,
  type Movie,
} from "@sinema/api";
// The components' styles need a browser; these cards only need ui's date format, not tested here.
vi.mock("@sinema/ui", () => ({ formatDate: (value: string) => value }));

import { diziCard, diziTitle, itemTitle, sampleCard, sampleTitle, toCard } from "./cards";

/** A catalogue record with what a card reads of it. */
const movie = (overrides: Partial<Movie>) =>
  ({ _id: "m-dune", title: "Dune", type: "movie", genre: [], rating: 8.04, ...overrides }) as Movie;

/** The address of a title's page, as packages/api's cardHref writes it. */
const pageOf = (title: { type: string; id: string } | null) =>
  title ? `/${title.type}/${encodeURIComponent(title.id)}` : undefined;

/*
 * 'Listeye Ekle' on a card keeps the title the card leads to. It used to read
 * the type and id back from the card's address: the data built beside the
 * card names the page the card links to, and keeps the rating as the number it is.
 */
describe("the title a card's 'Listeye Ekle' keeps", () => {
  it.each([
    ["a film", movie({})],
    ["a catalogue series", movie({ _id: "s-ezel", title: "Ezel", type: "series", rating: 7.96 })],
    ["an id the address encodes", movie({ _id: "a b/c" })],
  ])("%s: the page its card links to, with its rating", (_, record) => {
    const item = itemFromMovie(record);
    const title = itemTitle(item);
    expect(pageOf(title)).toBe(toCard(item).href);
    expect(title?.rating).toBe(record.rating);
  });

  const series = {
    slug: "kurulus-osman",
    title: "Kuruluş: Osman",
    rating: 7.2,
  } as DiziSeries;

  it("a series of the file on its /series/ page, by slug; on /shows/ none", () => {
    const title = diziTitle(series, "/series/");
    expect(pageOf(title)).toBe(diziCard(series, "/series/").href);
    expect(title?.rating).toBe(7.2);
    expect(diziTitle(series, "/shows/")).toBeNull();
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
    const title = sampleTitle(linked!, links);
    expect(pageOf(title)).toBe(sampleCard(linked!, links).href);
    expect(title?.rating).toBe(linked!.rating);
    expect(sampleTitle(unlinked!, links)).toBeNull();
  });
});
