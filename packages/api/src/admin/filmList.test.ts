import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILM_LIST,
  filmListParams,
  filmListSearch,
  filmListStateOf,
  lastFilmPage,
} from "./filmList";

const stateOf = (query: string) => filmListStateOf(new URLSearchParams(query));

describe("film management state in the address (issue 16: /admin/movies?q=…&page=2)", () => {
  it("an empty address is the first page of 25, newest first", () => {
    expect(stateOf("")).toEqual(DEFAULT_FILM_LIST);
    expect(filmListSearch(DEFAULT_FILM_LIST)).toBe("");
    expect(filmListParams(DEFAULT_FILM_LIST)).toEqual({
      limit: 25,
      offset: 0,
      sort: "createdAt",
      order: "desc",
    });
  });

  it("reads every filter back as it was written", () => {
    const state = {
      ...DEFAULT_FILM_LIST,
      q: "şahsiyet",
      page: 3,
      size: 50 as const,
      type: "series" as const,
      status: "passive" as const,
      genre: "Bilim Kurgu",
      sort: "title" as const,
      order: "asc" as const,
    };
    const search = filmListSearch(state);
    expect(search).toBe(
      "q=%C5%9Fahsiyet&type=series&status=passive&genre=Bilim+Kurgu&sort=title&order=asc&size=50&page=3",
    );
    expect(stateOf(search)).toEqual(state);
    expect(filmListParams(state)).toEqual({
      limit: 50,
      offset: 100,
      search: "şahsiyet",
      type: "series",
      status: "passive",
      genre: "Bilim Kurgu",
      sort: "title",
      order: "asc",
    });
  });

  it("a malformed or hand-edited address falls back to defaults instead of failing", () => {
    expect(stateOf("page=0&size=7&type=film&status=deleted&sort=id&order=up")).toEqual(
      DEFAULT_FILM_LIST,
    );
    expect(stateOf("page=2.5").page).toBe(1);
    expect(stateOf("page=-3").page).toBe(1);
    expect(stateOf(`q=${"a".repeat(300)}`).q).toHaveLength(200);
  });

  it("a blank search is not sent", () => {
    expect(filmListParams({ ...DEFAULT_FILM_LIST, q: "   " })).not.toHaveProperty("search");
  });

  it("the last page holds the last rows; an empty list still has page 1", () => {
    expect(lastFilmPage(149, 25)).toBe(6);
    expect(lastFilmPage(150, 25)).toBe(6);
    expect(lastFilmPage(0, 25)).toBe(1);
  });
});
