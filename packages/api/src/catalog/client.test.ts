import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCatalogService, TEST_ADMIN_PASSWORD } from "../../test/catalogService";
import { CatalogError, createCatalogClient, normalizeMovieList } from "./client";

describe("catalogue client against the real service", () => {
  let service: Awaited<ReturnType<typeof startCatalogService>>;
  beforeAll(async () => {
    service = await startCatalogService();
  });
  afterAll(async () => {
    await service?.stop();
  });

  it("lists the seeded titles", async () => {
    const client = createCatalogClient({ baseUrl: service.baseUrl });
    const page = await client.listMovies();
    expect(page.total).toBeGreaterThan(0);
    expect(page.movies.map((m) => m.title)).toContain("Kış Uykusu");
  });

  it("passes the limit through", async () => {
    const client = createCatalogClient({ baseUrl: service.baseUrl });
    const page = await client.listMovies({ limit: 1 });
    expect(page.movies).toHaveLength(1);
    expect(page.total).toBeGreaterThan(1);
  });

  it("turns a problem answer into a CatalogError with the server's detail", async () => {
    const client = createCatalogClient({ baseUrl: service.baseUrl });
    const error = await client.listMovies({ limit: 9999 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).status).toBe(400);
    expect((error as CatalogError).message).toMatch(/limit must be an integer/);
  });

  it("reads the deployment's player hosts and sync address", async () => {
    const client = createCatalogClient({ baseUrl: service.baseUrl });
    const config = await client.getRuntimeConfig();
    expect(config.embedBaseUrls.length).toBeGreaterThan(0);
    expect(config.embedBaseUrls[0]).toMatch(/^https?:\/\//);
    expect(config.syncUrl).toMatch(/^wss?:\/\//);
    expect(config.metadataEnabled).toBe(false);
  });

  it("gets a series with its seasons and episodes, and 404 for an unknown id", async () => {
    const client = createCatalogClient({ baseUrl: service.baseUrl });
    const { movies } = await client.listMovies({ type: "series", limit: 1 });
    const series = await client.getMovie(movies[0]!._id);
    expect(series.type).toBe("series");
    expect(series.seasons?.[0]?.episodes.length).toBeGreaterThan(0);
    const missing = await client.getMovie("yok-boyle-bir-film").catch((e: unknown) => e);
    expect((missing as CatalogError).status).toBe(404);
  });

  it("signs in, checks and revokes an admin session", async () => {
    const client = createCatalogClient({ baseUrl: service.baseUrl });
    const wrong = await client
      .login({ username: "admin", password: "yanlis" })
      .catch((e: unknown) => e);
    expect((wrong as CatalogError).status).toBe(401);
    const session = await client.login({ username: "admin", password: TEST_ADMIN_PASSWORD });
    expect(session.role).toBe("admin");
    expect((await client.getSession(session.token)).role).toBe("admin");
    await client.logout(session.token);
    const revoked = await client.getSession(session.token).catch((e: unknown) => e);
    expect((revoked as CatalogError).status).toBe(401);
  });

  it("reads the audit trail and restores a deleted title (issue 16)", async () => {
    const client = createCatalogClient({ baseUrl: service.baseUrl });
    const { token } = await client.login({ username: "admin", password: TEST_ADMIN_PASSWORD });
    const created = await client.createMovie(
      { title: `Geri Gelen ${Date.now()}`, type: "movie" },
      token,
    );
    await client.deleteMovie(created._id, token);
    const deletes = await client.listAudit({ action: "delete", q: created.title }, token);
    expect(deletes.total).toBe(1);
    expect(deletes.entries[0]).toMatchObject({
      action: "delete",
      actor: "admin",
      movieId: created._id,
      restorable: true,
    });
    const restored = await client.restoreMovie(created._id, token);
    expect(restored.title).toBe(created.title);
    expect((await client.getMovie(created._id)).title).toBe(created.title);
    const again = await client.restoreMovie(created._id, token).catch((e: unknown) => e);
    expect((again as CatalogError).status).toBe(404);
    const unsigned = await client.listAudit({}, "x".repeat(32)).catch((e: unknown) => e);
    expect((unsigned as CatalogError).status).toBe(401);
    await client.deleteMovie(created._id, token);
  });
});

describe("catalogue client failures", () => {
  it("gives up after the timeout with status 0", async () => {
    const never: typeof fetch = (input) =>
      new Promise((_resolve, reject) => {
        const signal = (input as Request).signal;
        signal.addEventListener("abort", () => reject(signal.reason as Error));
      });
    const client = createCatalogClient({
      baseUrl: "http://catalog.test/api",
      fetch: never,
      timeoutMs: 50,
    });
    const started = Date.now();
    const error = await client.listMovies().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).message).toBe("Catalogue did not answer in time");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("reports an unreachable backend", async () => {
    const client = createCatalogClient({ baseUrl: "http://127.0.0.1:9/api" });
    const error = await client.listMovies().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).status).toBe(0);
  });
});

describe("normalizeMovieList (SPEC.md §7: data.movies, or a plain array)", () => {
  const movie = { _id: "1", title: "A" };
  it.each([
    ["data.movies with total", { data: { movies: [movie], total: 7 } }, 7],
    ["data.movies without total", { data: { movies: [movie] } }, 1],
    ["a plain array", [movie], 1],
  ])("accepts %s", (_name, body, total) => {
    expect(normalizeMovieList(body)).toEqual({ movies: [movie], total });
  });

  it("keeps the page's next for keyset paging (issue 35)", () => {
    expect(normalizeMovieList({ data: { movies: [movie], total: 9, next: "abc" } })).toEqual({
      movies: [movie],
      total: 9,
      next: "abc",
    });
  });

  it.each([null, {}, { data: {} }, { data: { movies: "x" } }, "text"])("refuses %j", (body) => {
    expect(() => normalizeMovieList(body)).toThrow(CatalogError);
  });
});

describe("catalogue client requests (openapi/catalog.yaml)", () => {
  function recording(answer: (request: Request) => Response) {
    const requests: Request[] = [];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      requests.push(request.clone());
      return answer(request);
    };
    const log: string[] = [];
    const client = createCatalogClient({
      baseUrl: "http://catalog.test/api",
      fetch,
      log: (message) => log.push(message),
    });
    return { client, requests, log };
  }
  const ok = (body: unknown) => () => Response.json(body);
  const movie = { _id: "m-dune", title: "Dune" };

  it("asks SPEC.md §7's default limit of 200 and passes filters and sorts", async () => {
    const { client, requests } = recording(ok({ data: { movies: [], total: 0 } }));
    await client.listMovies();
    await client.listMovies({ limit: 100, sort: "releaseDate", order: "desc", type: "series" });
    await client.listMovies({ search: "", genre: "Bilim Kurgu", featured: true });
    expect(requests.map((r) => new URL(r.url).search)).toEqual([
      "?limit=200",
      "?limit=100&sort=releaseDate&order=desc&type=series",
      "?limit=200&genre=Bilim%20Kurgu&featured=true",
    ]);
  });

  it("reads one title from data (SPEC.md §7 GET /movies/{id})", async () => {
    const { client, requests } = recording(ok({ data: movie }));
    expect(await client.getMovie("m-dune")).toEqual(movie);
    expect(new URL(requests[0]!.url).pathname).toBe("/api/movies/m-dune");
  });

  it("turns a missing title into a 404 CatalogError", async () => {
    const { client } = recording(
      () =>
        new Response(
          JSON.stringify({
            type: "https://sinema.local/problems/not-found",
            title: "Yok",
            status: 404,
          }),
          { status: 404, headers: { "content-type": "application/problem+json" } },
        ),
    );
    const error = await client.getMovie("yok").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogError);
    expect((error as CatalogError).status).toBe(404);
  });

  it("searches with ?search= and gives [] for a non-OK answer (SPEC.md §7, §8)", async () => {
    const { client, requests } = recording(ok({ data: { movies: [movie], total: 1 } }));
    expect(await client.searchMovies("  dune ")).toEqual([movie]);
    expect(new URL(requests[0]!.url).searchParams.get("search")).toBe("dune");
    expect(await client.searchMovies("   ")).toEqual([]);
    expect(requests).toHaveLength(1);

    const failing = recording(() => new Response("", { status: 500 }));
    expect(await failing.client.searchMovies("dune")).toEqual([]);
    expect(failing.log).toEqual(['Catalogue search for "dune" failed']);
  });

  it("sends the session token as Bearer for admin calls", async () => {
    const { client, requests } = recording(() => new Response(null, { status: 204 }));
    await client.deleteMovie("m-dune", "oturum");
    expect(requests[0]?.method).toBe("DELETE");
    expect(requests[0]?.headers.get("authorization")).toBe("Bearer oturum");
    expect(new URL(requests[0]!.url).pathname).toBe("/api/movies/m-dune");
  });

  it("reads embeds and sessions", async () => {
    const embed = {
      slug: "gibi-1",
      title: "Gibi 1",
      episode_url: "https://dizi.test/gibi/1",
      embed_url: "http://localhost:5050/embed/gibi-1",
    };
    const { client, requests } = recording((request) => {
      const path = new URL(request.url).pathname;
      if (path === "/api/embeds") return Response.json({ data: [embed] });
      if (path.startsWith("/api/embeds/")) return Response.json({ data: embed });
      return Response.json({ token: "t", role: "admin", expiresAt: "2030-01-01T00:00:00Z" });
    });
    expect(await client.listEmbeds()).toEqual([embed]);
    expect(await client.getEmbed("gibi-1")).toEqual(embed);
    expect(await client.randomEmbed()).toEqual(embed);
    expect((await client.login({ username: "admin", password: "x" })).role).toBe("admin");
    expect(requests.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
      "GET /api/embeds",
      "GET /api/embeds/episode/gibi-1",
      "GET /api/embeds/random",
      "POST /api/auth/login",
    ]);
    expect(await requests[3]!.json()).toEqual({ username: "admin", password: "x" });
  });

  it("never hands out an embed whose address could run script, whatever the backend sends", async () => {
    const safe = {
      slug: "gibi-1",
      title: "Gibi 1",
      episode_url: "/dizi/gibi",
      embed_url: "https://player.test/embed/gibi-1",
    };
    const scripted = { ...safe, slug: "kotu", embed_url: "javascript:alert(document.cookie)" };
    const dataPage = { ...safe, slug: "veri", episode_url: "data:text/html,<script>1</script>" };
    const { client } = recording((request) => {
      const path = new URL(request.url).pathname;
      if (path === "/api/embeds") return Response.json({ data: [scripted, safe, dataPage] });
      return Response.json({ data: scripted });
    });
    expect(await client.listEmbeds()).toEqual([safe]);
    await expect(client.getEmbed("kotu")).rejects.toThrow("Unexpected embed shape");
    await expect(client.randomEmbed()).rejects.toThrow("Unexpected embed shape");
  });

  it("refuses an embed list that is not one", async () => {
    const { client } = recording(ok({ data: "yok" }));
    await expect(client.listEmbeds()).rejects.toThrow("Unexpected embed list shape");
  });
});
