import { describe, expect, it } from "vitest";
import { createCatalogClient } from "./client";
import { activeTitlesOnly } from "./public";

describe("the visitors' catalogue (issue 16: a passive title leaves the public lists)", () => {
  it("asks only for active titles, unless the caller names a status", async () => {
    const asked: URL[] = [];
    const catalog = createCatalogClient({
      baseUrl: "http://catalog.test/api",
      fetch: (input, init) => {
        asked.push(new URL(new Request(input, init).url));
        return Promise.resolve(Response.json({ data: { movies: [], total: 0 } }));
      },
    });
    const visitors = activeTitlesOnly(catalog);
    await visitors.listMovies({ sort: "views", order: "desc" });
    await visitors.listMovies({ status: "passive" });
    await catalog.searchMovies("dune");
    await catalog.listMovies({ limit: 25 });
    expect(asked.map((url) => url.searchParams.get("status"))).toEqual([
      "active",
      "passive",
      "active",
      null,
    ]);
  });
});
