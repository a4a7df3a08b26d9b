import { describe, expect, it } from "vitest";
import { cardHref, type CardType, type Linkable } from "./cardLink";

describe("cardHref (SPEC.md §2: cards link to /{type}/{id}; type movie, tv or series, default movie (tv for new episodes); id = backend id, else id, else the tmdb id)", () => {
  it.each<[string, Linkable, CardType | undefined, string | null]>([
    ["a movie", { id: 550, type: "movie" }, undefined, "/movie/550"],
    ["a tv item", { id: 1396, type: "tv" }, undefined, "/tv/1396"],
    ["a backend series", { _id: "s-sahsiyet", type: "series" }, undefined, "/series/s-sahsiyet"],
    ["no type: movie", { id: 7 }, undefined, "/movie/7"],
    ["no type on the new-episodes page: tv", { id: 7 }, "tv", "/tv/7"],
    ["an unknown type: the default", { id: 7, type: "person" }, undefined, "/movie/7"],
    ["backend id before id", { _id: "m-dune", id: 438631 }, undefined, "/movie/m-dune"],
    ["id before tmdb id", { id: "x1", tmdbId: 99 }, undefined, "/movie/x1"],
    ["tmdb id when nothing else", { tmdbId: 99 }, undefined, "/movie/99"],
    ["tmdb_id spelled the service's way", { tmdb_id: 98 }, undefined, "/movie/98"],
    ["an empty backend id is skipped", { _id: "", id: 5 }, undefined, "/movie/5"],
    ["no id at all: no link", { type: "movie" }, undefined, null],
    ["ids are escaped", { _id: "a b/c" }, undefined, "/movie/a%20b%2Fc"],
  ])("%s", (_name, item, defaultType, href) => {
    expect(cardHref(item, defaultType)).toBe(href);
  });
});
